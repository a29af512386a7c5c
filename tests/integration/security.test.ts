import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, helpRequests, sessions, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { HOSTILE } from "../support/fuzz.ts";
import { gql, tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

/** The ASVS checks not covered by a feature's own tests (SECURITY.md lists where each control is tested). */
describe("security: sessions, cookies, CSRF and injection", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "1000" });
  const signIn = async (headers: Record<string, string> = {}) => {
    const res = await t.app.request("/api", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({
        query: `mutation { signIn(email: "${DEMO.member.email}", password: "${DEMO.password}") { token } }`,
      }),
    });
    const body = (await res.json()) as { data: { signIn: { token: string } } };
    return { token: body.data.signIn.token, cookie: res.headers.get("set-cookie") ?? "" };
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });

  it("gives a new session token at every sign-in, even to a client presenting one (no fixation), and stores only its hash", async () => {
    const first = await signIn();
    const second = await signIn({ cookie: `session=${first.token}` });
    expect(second.token).not.toBe(first.token);
    expect(second.cookie).toContain(`session=${second.token};`);
    expect(first.token).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    const rows = await t.database.db.select().from(sessions);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first.token);
    expect(stored).not.toContain(second.token);
  });

  it("refuses a cross-site REST mutation carrying the session cookie", async () => {
    const { token } = await signIn();
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<
      string,
      string
    >[]) {
      const res = await t.app.request("/new-api/thread/create-thread", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `session=${token}`, ...headers },
        body: "{}",
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    }
  });

  it("changes nothing it should not for SQL and markup payloads in sign-in, search and help requests", async () => {
    const count = async () => ({
      users: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n,
      companies: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(companies))[0]!.n,
    });
    const before = await count();
    const anna = await tokenFor(t.database.db, DEMO.admin.email);
    for (const payload of HOSTILE.filter((p) => p.length < 200)) {
      const login = await gql(
        t.app,
        "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }",
        { e: payload, p: payload },
      );
      expect(login.data?.signIn ?? null).toBeNull();
      const found = await gql(t.app, "query($p: String!) { findCompanies(phrase: $p) { name } }", { p: payload }, anna);
      for (const c of (found.data?.findCompanies as { name: string }[] | undefined) ?? [])
        expect(c.name).not.toMatch(/DROP|<script/i);
      await gql(
        t.app,
        "mutation($i: HelpRequestInput!) { createHelpRequest(input: $i) }",
        { i: { topic: "other", message: `Pomocy ${payload} proszę o kontakt w sprawie konta` } },
        anna,
      );
    }
    expect(await count()).toEqual(before);
    // Stored as text: the payload is in the row exactly as sent, not executed.
    const [stored] = await t.database.db
      .select()
      .from(helpRequests)
      .where(eq(helpRequests.message, "Pomocy '; DROP TABLE users; -- proszę o kontakt w sprawie konta"));
    expect(stored).toBeDefined();
  });
});

describe("security: cookies behind https", () => {
  const t = useTestApp({ PUBLIC_URL: "https://przewodnik.example", RATE_LIMIT_SCALE: "1000" });

  it("marks the session cookie Secure, HttpOnly and SameSite=Lax", async () => {
    await seedDemo(t.database.db);
    const res = await t.app.request("/api", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://przewodnik.example" },
      body: JSON.stringify({
        query: `mutation { signIn(email: "${DEMO.member.email}", password: "${DEMO.password}") { token } }`,
      }),
    });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^session=[\w-]{43}; /);
    for (const flag of ["HttpOnly", "SameSite=Lax", "Secure", "Path=/"]) expect(cookie).toContain(flag);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});
