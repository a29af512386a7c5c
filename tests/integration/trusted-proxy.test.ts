import { describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { RATE_LIMITS } from "../../src/server/rate-limits.ts";
import { useTestApp } from "../support/test-app.ts";

/**
 * Behind trusted proxies the client address is the right-most
 * X-Forwarded-For entry the proxies did not add. Entries a client writes on the left do not buy
 * a new rate-limit budget.
 */
const signIn = (forwardedFor: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
  body: JSON.stringify({
    query: `mutation { signIn(email: "${DEMO.member.email}", password: "Wrong#123") { token } }`,
  }),
});
const codeOf = async (res: Response) =>
  ((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code;

for (const [trust, proxies] of [
  ["on", ""],
  ["2", ", 10.0.0.1"],
  ["10.0.0.0/8", ", 10.0.0.1"],
] as const) {
  describe(`sign-in rate limit with TRUST_PROXY=${trust}`, () => {
    const t = useTestApp({ RATE_LIMIT_SCALE: "1", TRUST_PROXY: trust, LOCKOUT_ATTEMPTS: "100" });

    it("counts the address the proxies saw, not the spoofed left-most entries", async () => {
      await seedDemo(t.database.db);
      const budget = RATE_LIMITS.signIn.points;
      for (let i = 0; i < budget; i++) {
        const res = await t.app.request("/api", signIn(`198.51.100.${i}, 203.0.113.7${proxies}`));
        expect(await codeOf(res)).toBe("badPassword");
      }
      // A fresh spoofed entry on the left: the same client, over its budget.
      for (const spoof of ["198.51.100.200", "1.2.3.4, 5.6.7.8", "unknown", "::1"]) {
        const res = await t.app.request("/api", signIn(`${spoof}, 203.0.113.7${proxies}`));
        expect(await codeOf(res), spoof).toBe("tooManyResourceCalls");
      }
      // Another client behind the same proxies still has its own budget.
      expect(await codeOf(await t.app.request("/api", signIn(`203.0.113.8${proxies}`)))).toBe("badPassword");
    });
  });
}
