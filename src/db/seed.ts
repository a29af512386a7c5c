import { sql } from "drizzle-orm";
import { hashPassword } from "../domain/accounts/password.ts";
import type { Db } from "./client.ts";
import { DEMO_FLEET, ensureDemoSubscription, seedFleet } from "./seed-fleet.ts";
import { seedPricing } from "./seed-pricing.ts";
import { ROLES, type RoleName } from "../shared/permissions.ts";
import { companies, promoCodes, userRoles, users } from "./schema/index.ts";

/** The demo company and its accounts (one per role), made once by the seed. The NIP is fictitious with a valid checksum. */
export const DEMO = {
  password: "Przewodnik#2026",
  company: { name: "Demo Sp. z o.o.", tin: "9876543210" },
  admin: { email: "anna@demo.przewodnik.pl", name: "Anna", surname: "Nowak" },
  member: { email: "jan@demo.przewodnik.pl", name: "Jan", surname: "Kowalski" },
  staff: { email: "staff@przewodnik.pl", name: "Ewa", surname: "Wiśniewska" },
  /** A promo code for trying the sign-up's plan step (valid to the end of 2026). */
  promoCode: { code: "START2026", description: "Demo: start 2026", validUntil: new Date("2027-01-01T00:00:00Z") },
  /** Two more employees, so the company has a team (and browser tests have accounts of their own). */
  members: [
    { email: "ola@demo.przewodnik.pl", name: "Aleksandra", surname: "Wójcik" },
    { email: "piotr@demo.przewodnik.pl", name: "Piotr", surname: "Zieliński" },
  ],
} as const;

/** Idempotent: running it again changes nothing the users have changed since (passwords included). */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO.password);
  await db.transaction(async (tx) => {
    await tx.insert(promoCodes).values(DEMO.promoCode).onConflictDoNothing();
    await seedPricing(tx);
    await tx
      .insert(companies)
      .values({ ...DEMO.company, status: "verified", registrationStatus: 3 })
      .onConflictDoNothing({ target: companies.tin });
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.tin} = ${DEMO.company.tin}`);
    const member: RoleName[] = ["companyMember"];
    const people = [
      { person: { ...DEMO.admin, companyId: company!.id }, roles: [...member, "companyAdmin"] as RoleName[] },
      { person: { ...DEMO.member, companyId: company!.id }, roles: member },
      ...DEMO.members.map((m) => ({ person: { ...m, companyId: company!.id }, roles: member })),
      { person: DEMO.staff, roles: ["portalStaff"] as RoleName[] },
    ];
    for (const { person, roles } of people) {
      const [created] = await tx
        .insert(users)
        .values({ ...person, passwordHash, isActive: true })
        .onConflictDoNothing()
        .returning({ id: users.id });
      // Roles only for accounts made now: a role staff or an admin changed later stays changed.
      if (created) {
        await tx.insert(userRoles).values(roles.map((name) => ({ userId: created.id, roleId: ROLES[name].id })));
      }
    }
    await ensureDemoSubscription(tx, company!.id);
    await seedFleet(tx, company!.id, passwordHash, DEMO.admin.email);
  });
}

export const demoAccountsText = (): string =>
  [
    "Demo accounts (password " + DEMO.password + "):",
    `  ${DEMO.admin.email}  company admin, ${DEMO.company.name}`,
    `  ${DEMO.member.email}  company member (also ${DEMO.members.map((m) => m.email).join(", ")})`,
    `  ${DEMO_FLEET.carrier.admin.email}  company admin, ${DEMO_FLEET.carrier.company.name} (a second company)`,
    `  ${DEMO.staff.email}  portal staff`,
  ].join("\n");
