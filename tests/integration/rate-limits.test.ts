import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailMessages, rateLimits, users } from "../../src/db/schema/index.ts";
import { setCompanyRoles } from "../../src/domain/access/user-roles.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { RATE_LIMITS } from "../../src/server/rate-limits.ts";
import { makeCompany } from "../support/companies.ts";
import { codeOf, gql, tokenFor } from "../support/graphql.ts";
import { waitForMail } from "../support/outbox.ts";
import { useTestApp } from "../support/test-app.ts";

const signIn = (password: string, ip: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-forwarded-for": ip },
  body: JSON.stringify({
    query: `mutation { signIn(email: "${DEMO.member.email}", password: "${password}") { token } }`,
  }),
});

describe("per-client rate limit on sign-in", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "1", TRUST_PROXY: "on", LOCKOUT_ATTEMPTS: "100" });

  it("refuses the client over budget with tooManyResourceCalls and Retry-After; other clients go on", async () => {
    await seedDemo(t.database.db);
    const budget = RATE_LIMITS.signIn.points;
    for (let i = 0; i < budget; i++) {
      const body = await (await t.app.request("/api", signIn("Wrong#1", "203.0.113.7"))).json();
      expect(body.errors[0].extensions.code).toBe("badPassword");
    }
    const refused = await t.app.request("/api", signIn(DEMO.password, "203.0.113.7"));
    const body = await refused.json();
    expect(body.errors[0].extensions).toMatchObject({ code: "tooManyResourceCalls", message: "tooManyResourceCalls" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.signIn.duration);
    expect(body.errors[0].extensions.retryAfterSeconds).toBe(retryAfter);
    // On PostgreSQL the counters live in the database, shared by every process on it; PGlite
    // admits one process, which keeps them in memory (docs/decisions/010).
    // Every /api request also spends the GraphQL request budget (rl_graphqlRequest): only the
    // sign-in counters are looked at here.
    const rows = (await t.database.db.select().from(rateLimits)).filter((r) => r.key.startsWith("rl_signIn"));
    if (t.database.kind === "postgres") {
      expect(rows.map((r) => r.key).sort()).toEqual(["rl_signIn:203.0.113.7"]);
      expect(rows[0]!.points).toBe(budget + 1);
      // Unlogged: a counter costs no write-ahead-log flush.
      const table = await t.database.db.execute(sql`select relpersistence from pg_class where relname = 'rate_limits'`);
      expect((table as unknown as { rows: { relpersistence: string }[] }).rows[0]!.relpersistence).toBe("u");
    } else expect(rows).toEqual([]);
    const other = await (await t.app.request("/api", signIn(DEMO.password, "198.51.100.9"))).json();
    expect(other.data.signIn.token).toBeTruthy();
  });
});

describe("addEmployee budgets per admin and per company", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "1" });
  const ADD = `mutation($input: AddEmployeeInput!) { addEmployee(input: $input) { id } }`;

  it("refuses the admin's (N+1)th invitation in the window with tooManyResourceCalls and mails nothing", async () => {
    const { db } = t.database;
    await seedDemo(db);
    const anna = await tokenFor(db, DEMO.admin.email);
    const add = (token: string, email: string) =>
      gql(t.app, ADD, { input: { email, name: "Ktoś", surname: "Nowy" } }, token);
    const budget = RATE_LIMITS.addEmployeeByAdmin.points;
    // A refused address (emailIsTaken) counts too: probing addresses costs the same budget.
    expect(codeOf(await add(anna, DEMO.member.email))).toBe("emailIsTaken");
    for (let i = 1; i < budget; i++) expect(codeOf(await add(anna, `nowy${i}@example.pl`)), `call ${i}`).toBe("ok");
    const refused = await add(anna, "za-duzo@example.pl");
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "tooManyResourceCalls" });
    expect(await db.select().from(users).where(eq(users.email, "za-duzo@example.pl"))).toEqual([]);
    // A member cannot spend the company's budget: refused for the permission, charged nothing.
    const jan = await tokenFor(db, DEMO.member.email);
    expect(codeOf(await add(jan, "od-jana@example.pl"))).toBe("missingPermissionToChangeEmployees");

    // The company's budget holds across its admins: another admin gets what is left of it.
    const [annaRow] = await db.select().from(users).where(eq(users.email, DEMO.admin.email));
    const companyBudget = RATE_LIMITS.addEmployeeByCompany.points;
    for (let i = budget; i < companyBudget - 1; i++)
      await t.services.rateLimits.consume("addEmployeeByCompany", annaRow!.companyId!);
    const [ola] = await db.select().from(users).where(eq(users.email, DEMO.members[0]!.email));
    await setCompanyRoles(db, ola!.id, true);
    const olaToken = await tokenFor(db, ola!.email);
    expect(codeOf(await add(olaToken, "ostatni@example.pl"))).toBe("ok");
    expect(codeOf(await add(olaToken, "nadmiarowy@example.pl"))).toBe("tooManyResourceCalls");
    expect(await db.select().from(users).where(eq(users.email, "nadmiarowy@example.pl"))).toEqual([]);

    // Other companies are not affected; their invitation, mailed after the refusals, is the last one.
    const other = await makeCompany(db, "Inna", { tin: "5260250995" });
    const otherAdmin = await tokenFor(db, other.admin.email);
    expect(codeOf(await add(otherAdmin, "u-innej@example.pl"))).toBe("ok");
    await waitForMail(db, "u-innej@example.pl", "employeeInvitation");
    const sent = await db
      .select()
      .from(mailMessages)
      .where(inArray(mailMessages.to, ["za-duzo@example.pl", "nadmiarowy@example.pl", "od-jana@example.pl"]));
    expect(sent).toEqual([]);
    expect((await db.select().from(mailMessages).where(eq(mailMessages.to, "ostatni@example.pl"))).length).toBe(1);
  });
});
