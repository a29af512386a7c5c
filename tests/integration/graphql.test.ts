import { describe, expect, it } from "vitest";
import { seedDemo, DEMO } from "../../src/db/seed.ts";
import { createSession } from "../../src/domain/accounts/session.service.ts";
import { users } from "../../src/db/schema/index.ts";
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
