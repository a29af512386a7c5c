import { describe, expect, it } from "vitest";
import { seedDemo, DEMO } from "../../src/db/seed.ts";
import { createSession } from "../../src/domain/accounts/session.service.ts";
import { companies, users } from "../../src/db/schema/index.ts";
import { eq } from "drizzle-orm";
import { useTestApp } from "../support/test-app.ts";

const gql = (query: string, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ query }),
});

describe("/api GraphQL", () => {
  const t = useTestApp();

  it("answers me: null without a session", async () => {
    const res = await t.app.request("/api", gql("{ me { id } }"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { me: null } });
  });

  it("answers the signed-in user for a bearer token or the session cookie", async () => {
    await seedDemo(t.database.db);
    const [anna] = await t.database.db.select().from(users).where(eq(users.email, DEMO.admin.email));
    const { token } = await createSession(t.database.db, anna!.id);
    const query = "{ me { id email name surname initials company { name tin status } } }";
    const variants: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { cookie: `session=${token}` }];
    for (const headers of variants) {
      const body = await (await t.app.request("/api", gql(query, headers))).json();
      expect(body.data.me).toEqual({
        id: anna!.id,
        email: DEMO.admin.email,
        name: "Anna",
        surname: "Nowak",
        initials: "AN",
        company: { name: DEMO.company.name, tin: DEMO.company.tin, status: "verified" },
      });
    }
    const forged = await (await t.app.request("/api", gql("{ me { id } }", { authorization: "Bearer nope" }))).json();
    expect(forged.data.me).toBeNull();
  });

  it("puts a catalogued code and message in the extensions of every error", async () => {
    for (const query of ["{ me { nope } }", "{ me { id "]) {
      const body = await (await t.app.request("/api", gql(query))).json();
      expect(body.errors.length).toBeGreaterThan(0);
      for (const error of body.errors) {
        expect(error.extensions).toMatchObject({ code: "invalidInputObject", message: "invalidInputObject" });
      }
    }
  });

  it("accepts only POST", async () => {
    const res = await t.app.request("/api?query=%7Bme%7Bid%7D%7D");
    expect(res.status).toBe(404);
  });
});

describe("signIn and signOut", () => {
  const t = useTestApp();
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.request(
      "/api",
      gql(
        `mutation { signIn(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { token isFirstLogin user { email initials } company { name } } }`,
        headers,
      ),
    );

  it("opens a session in an httpOnly cookie and answers the token for API clients", async () => {
    await seedDemo(t.database.db);
    const res = await signIn("ANNA@demo.przewodnik.pl", DEMO.password);
    const body = await res.json();
    expect(body.data.signIn).toMatchObject({
      isFirstLogin: true,
      user: { email: DEMO.admin.email, initials: "AN" },
      company: { name: DEMO.company.name },
    });
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).toContain(body.data.signIn.token);
    const again = await (await signIn(DEMO.admin.email, DEMO.password)).json();
    expect(again.data.signIn.isFirstLogin).toBe(false);
    expect(again.data.signIn.token).not.toBe(body.data.signIn.token);
  });

  it("answers badPassword alike for a wrong password and an unknown address", async () => {
    await seedDemo(t.database.db);
    for (const [email, password] of [
      [DEMO.admin.email, "Wrong#2026"],
      ["nobody@example.pl", DEMO.password],
    ] as const) {
      const body = await (await signIn(email, password)).json();
      expect(body.data?.signIn ?? null).toBeNull();
      expect(body.errors[0].extensions).toEqual({ code: "badPassword", message: "badPassword" });
    }
  });

  it("signOut revokes the session and clears the cookie", async () => {
    await seedDemo(t.database.db);
    const { token } = (await (await signIn(DEMO.member.email, DEMO.password)).json()).data.signIn;
    const auth = { authorization: `Bearer ${token}` };
    const out = await t.app.request("/api", gql("mutation { signOut }", auth));
    expect((await out.json()).data.signOut).toBe(true);
    expect(out.headers.get("set-cookie")).toMatch(/^session=; Max-Age=0;/);
    const me = await (await t.app.request("/api", gql("{ me { id } }", auth))).json();
    expect(me.data.me).toBeNull();
  });

  it("refuses a cross-site POST (CSRF) before it reaches GraphQL", async () => {
    await seedDemo(t.database.db);
    const res = await signIn(DEMO.admin.email, DEMO.password, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    // In GraphQL's shape, as every answer of /api.
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe("forbidden");
    expect(body.error).toBeUndefined();
    const site = await signIn(DEMO.admin.email, DEMO.password, { "sec-fetch-site": "cross-site" });
    expect(site.status).toBe(403);
  });
});

describe("sign-in lockout", () => {
  const t = useTestApp({ LOCKOUT_ATTEMPTS: "3", LOCKOUT_WINDOW_MINUTES: "15", LOCKOUT_MINUTES: "15" });
  const attempt = async (email: string, password: string) => {
    const body = await (
      await t.app.request(
        "/api",
        gql(`mutation { signIn(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { token } }`),
      )
    ).json();
    return body.errors?.[0]?.extensions?.code ?? "ok";
  };

  it("locks the address after the configured failures, even for the right password, and unlocks after success elsewhere", async () => {
    await seedDemo(t.database.db);
    expect(await attempt(DEMO.member.email, "Wrong#1")).toBe("badPassword");
    expect(await attempt(DEMO.member.email, "Wrong#2")).toBe("badPassword");
    expect(await attempt(DEMO.member.email, "Wrong#3")).toBe("badPassword");
    expect(await attempt(DEMO.member.email, DEMO.password)).toBe("lockoutUserAccount");
    expect(await attempt(DEMO.member.email.toUpperCase(), DEMO.password)).toBe("lockoutUserAccount");
    // Another account is not affected.
    expect(await attempt(DEMO.staff.email, DEMO.password)).toBe("ok");
  });

  it("locks unknown addresses the same way, so a lockout reveals no account", async () => {
    for (let i = 0; i < 3; i++) expect(await attempt("nobody@example.pl", "Wrong#1")).toBe("badPassword");
    expect(await attempt("nobody@example.pl", "Wrong#1")).toBe("lockoutUserAccount");
  });

  it("a success before the limit clears the count", async () => {
    await seedDemo(t.database.db);
    expect(await attempt(DEMO.admin.email, "Wrong#1")).toBe("badPassword");
    expect(await attempt(DEMO.admin.email, "Wrong#2")).toBe("badPassword");
    expect(await attempt(DEMO.admin.email, DEMO.password)).toBe("ok");
    expect(await attempt(DEMO.admin.email, "Wrong#3")).toBe("badPassword");
    expect(await attempt(DEMO.admin.email, "Wrong#4")).toBe("badPassword");
    expect(await attempt(DEMO.admin.email, DEMO.password)).toBe("ok");
  });
});

describe("introspection", () => {
  const dev = useTestApp({ NODE_ENV: "development" });
  const prod = useTestApp({ NODE_ENV: "production" });
  const query = gql("{ __schema { queryType { name } } }");

  it("is answered outside production", async () => {
    expect((await (await dev.app.request("/api", query)).json()).data.__schema.queryType.name).toBe("Query");
  });

  it("is refused in production with a catalogued code", async () => {
    const body = await (await prod.app.request("/api", query)).json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBe("invalidInputObject");
    expect(body.errors[0].message).toMatch(/introspection/i);
  });
});

describe("sign-in refusals by account and company state", () => {
  const t = useTestApp();
  const code = async (email: string) =>
    (
      await (
        await t.app.request(
          "/api",
          gql(`mutation { signIn(email: "${email}", password: "${DEMO.password}") { token } }`),
        )
      ).json()
    ).errors?.[0]?.extensions.code ?? "ok";

  it("answers suspendedUserAccount, loginNotActive and companyIsSuspended", async () => {
    await seedDemo(t.database.db);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.email, DEMO.member.email));
    expect(await code(DEMO.member.email)).toBe("suspendedUserAccount");
    // Refused or banned (not active, blocked) is told the same; only not yet active is loginNotActive.
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO.member.email));
    expect(await code(DEMO.member.email)).toBe("suspendedUserAccount");
    await t.database.db.update(users).set({ isBlocked: false }).where(eq(users.email, DEMO.member.email));
    expect(await code(DEMO.member.email)).toBe("loginNotActive");
    await t.database.db.update(companies).set({ status: "excluded" });
    expect(await code(DEMO.admin.email)).toBe("companyIsSuspended");
    expect(await code(DEMO.staff.email)).toBe("ok");
  });
});

describe("userRoles in the auth state", () => {
  const t = useTestApp();
  it("answers roles with their role permissions, each with a permission name", async () => {
    await seedDemo(t.database.db);
    const query = `mutation { signIn(email: "${DEMO.admin.email}", password: "${DEMO.password}") { isFirstLogin user { userRoles { role { id name rolePermissions { permission { name } } } } } } }`;
    const body = await (await t.app.request("/api", gql(query))).json();
    const roles = body.data.signIn.user.userRoles;
    expect(roles.map((r: { role: { name: string } }) => r.role.name)).toEqual(["companyMember", "companyAdmin"]);
    expect(roles[1].role.rolePermissions).toContainEqual({ permission: { name: "changeEmployees" } });
    expect(roles[0].role.rolePermissions).not.toContainEqual({ permission: { name: "changeEmployees" } });
  });
});
