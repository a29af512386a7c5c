import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { RATE_LIMITS } from "../../src/server/rate-limits.ts";
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
