import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";
import { companies, users } from "../../src/db/schema/index.ts";
import { DEMO } from "../../src/db/seed.ts";
import { startTrial } from "../../src/domain/access/plans.ts";
import { setCompanyRoles } from "../../src/domain/access/user-roles.ts";
import type { CompanyStatus } from "../../src/shared/statuses.ts";

/**
 * A second company for isolation tests: an admin and a member, all with the demo password hash
 * (copied from the seeded admin, so no argon2 run), verified with a trial unless told otherwise.
 */
export async function makeCompany(
  db: Db,
  key: string,
  options: { status?: CompanyStatus; tin: string; subscribed?: boolean } = { tin: "5260250995" },
) {
  const [seeded] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, DEMO.admin.email));
  const passwordHash = seeded!.hash;
  const [company] = await db
    .insert(companies)
    .values({
      name: `${key} Sp. z o.o.`,
      tin: options.tin,
      status: options.status ?? "verified",
      street: "ul. Testowa 1",
      postalCode: "00-001",
      city: "Kraków",
    })
    .returning();
  const person = async (role: "admin" | "member") => {
    const [user] = await db
      .insert(users)
      .values({
        email: `${role}@${key.toLowerCase()}.example.pl`,
        name: role === "admin" ? "Adam" : "Maria",
        surname: key,
        passwordHash,
        companyId: company!.id,
        isActive: true,
      })
      .returning();
    await setCompanyRoles(db, user!.id, role === "admin");
    return user!;
  };
  const admin = await person("admin");
  const member = await person("member");
  if (options.subscribed ?? (options.status ?? "verified") === "verified") {
    await startTrial(db, company!.id, { days: 30, guides: 3 }, new Date());
  }
  return { company: company!, admin, member };
}
