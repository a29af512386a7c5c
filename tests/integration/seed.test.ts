import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, roles, subscriptions, userRoles, users, vehicles } from "../../src/db/schema/index.ts";
import { DEMO_FLEET } from "../../src/db/seed-fleet.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { verifyPassword } from "../../src/domain/accounts/password.ts";
import { openTestDatabase } from "../support/test-database.ts";

describe("demo seed", () => {
  it("gives no demo admin, plan or vehicles to a real company that holds the second demo company's NIP", async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const [real] = await db
        .insert(companies)
        .values({ name: "Prawdziwa Firma Sp. z o.o.", tin: DEMO_FLEET.carrier.company.tin, city: "Opole" })
        .returning({ id: companies.id });
      await seedDemo(db);
      expect(await db.select().from(users).where(eq(users.email, DEMO_FLEET.carrier.admin.email))).toEqual([]);
      expect(await db.select().from(vehicles).where(eq(vehicles.companyId, real!.id))).toEqual([]);
      expect(await db.select().from(subscriptions).where(eq(subscriptions.companyId, real!.id))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("creates the demo company's accounts once, however often it runs, and keeps later changes", async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      await seedDemo(db);
      await db.update(users).set({ name: "Anna Maria" }).where(eq(users.email, DEMO.admin.email));
      await db.update(vehicles).set({ payloadKg: 1000 }).where(eq(vehicles.registrationNumber, "WX1234A"));
      await seedDemo(db);
      const count = async (table: typeof users | typeof companies) =>
        (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
      // The demo company's five accounts and the second demo company's admin (docs/decisions/027).
      expect(await count(users)).toBe(6);
      expect(await count(companies)).toBe(2);
      // Each demo company's vehicles, once; a changed one stays changed.
      const fleet = await db
        .select({ company: companies.tin, registration: vehicles.registrationNumber, payloadKg: vehicles.payloadKg })
        .from(vehicles)
        .innerJoin(companies, eq(companies.id, vehicles.companyId));
      expect(fleet.filter((v) => v.company === DEMO.company.tin)).toHaveLength(DEMO_FLEET.demoVehicles.length);
      expect(fleet.filter((v) => v.company === DEMO_FLEET.carrier.company.tin)).toHaveLength(
        DEMO_FLEET.carrierVehicles.length,
      );
      expect(fleet.find((v) => v.registration === "WX1234A")!.payloadKg).toBe(1000);
      const [anna] = await db.select().from(users).where(eq(users.email, DEMO.admin.email));
      expect(anna!.name).toBe("Anna Maria");
      const roleNames = async (userId: string) =>
        (
          await db
            .select({ name: roles.name })
            .from(userRoles)
            .innerJoin(roles, eq(roles.id, userRoles.roleId))
            .where(eq(userRoles.userId, userId))
        )
          .map((r) => r.name)
          .sort();
      expect(await roleNames(anna!.id)).toEqual(["companyAdmin", "companyMember"]);
      expect(await verifyPassword(anna!.passwordHash, DEMO.password)).toBe(true);
      const [staff] = await db.select().from(users).where(eq(users.email, DEMO.staff.email));
      expect(await roleNames(staff!.id)).toEqual(["portalStaff"]);
      const [jan] = await db.select().from(users).where(eq(users.email, DEMO.member.email));
      expect(await roleNames(jan!.id)).toEqual(["companyMember"]);
      // The demo company can use the portal: a subscription with the advisor, not expired.
      const [subscription] = await db
        .select()
        .from(subscriptions)
        .innerJoin(companies, eq(companies.id, subscriptions.companyId))
        .where(eq(companies.tin, DEMO.company.tin))
        .then((rows) => rows.map((r) => r.subscriptions));
      expect(subscription!.features).toContain("advisor");
      expect(subscription!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
      expect(await count(subscriptions as never)).toBe(2);
      expect(staff!.companyId).toBeNull();
    } finally {
      await database.close();
    }
  });
});
