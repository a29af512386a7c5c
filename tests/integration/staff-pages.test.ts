import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { makeCompany } from "../support/companies.ts";
import { pages } from "../../src/shared/route-table.ts";
import { tokenFor } from "../support/graphql.ts";
import { useWebTestApp } from "../support/web-test-app.ts";

/**
 * Every signed-in page answers a page, never a server error, for portal staff
 * (an account without a company) as for a company's admin and member. A page a role may not
 * open answers 403 or 404; a company page tells staff where their work is.
 */
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const signedInPaths = pages
  .filter((p) => p.access === "auth")
  .flatMap((p) => p.paths.map((path) => path.replace(/:\w+/g, UNKNOWN_ID)));

describe("signed-in pages for every role", () => {
  const t = useWebTestApp();
  const sessions = {} as Record<"staff" | "admin" | "member", string>;

  it("has the demo accounts", async () => {
    await seedDemo(t.database.db);
    sessions.staff = `session=${await tokenFor(t.database.db, DEMO.staff.email)}`;
    sessions.admin = `session=${await tokenFor(t.database.db, DEMO.admin.email)}`;
    sessions.member = `session=${await tokenFor(t.database.db, DEMO.member.email)}`;
    expect(signedInPaths).toContain("/company/info");
  });

  for (const who of ["staff", "admin", "member"] as const) {
    it(`answers every signed-in page for ${who} without a server error`, async () => {
      const failures: string[] = [];
      for (const path of signedInPaths) {
        const res = await t.app.request(path, { headers: { cookie: sessions[who] } });
        await res.text();
        if (res.status >= 500) failures.push(`${path} → ${res.status}`);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }

  it("shows staff on /company/info that their account has no company, with the way to the companies", async () => {
    for (const [locale, text, link] of [
      ["pl", "Konto zespołu portalu nie należy do żadnej firmy", "Firmy w portalu"],
      ["en", "A portal staff account belongs to no company", "Companies in the portal"],
    ] as const) {
      const res = await t.app.request("/company/info", { headers: { cookie: `${sessions.staff}; locale=${locale}` } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(text);
      expect(html).toMatch(new RegExp(`<a[^>]*href="/portal/companies"[^>]*>${link}</a>`));
    }
  });

  it("shows staff each company's number of users, in the list and on the company's page", async () => {
    const other = await makeCompany(t.database.db, "Liczna", { tin: "5260250995" });
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, DEMO.admin.email));
    const demoCompany = admin!.companyId!;
    const [counted] = await t.database.db.select({ n: count() }).from(users).where(eq(users.companyId, demoCompany));
    const demoUsers = counted!.n;
    expect(demoUsers).toBeGreaterThan(2);
    const html = await (await t.app.request("/portal/companies", { headers: { cookie: sessions.staff } })).text();
    const cells = (id: string) =>
      [...html.matchAll(new RegExp(`href="/portal/companies/${id}"[\\s\\S]*?</tr>`, "g"))][0]?.[0] ?? "";
    const lastCell = (row: string) => /<td[^>]*text-right[^>]*>(\d+)<\/td>/.exec(row)?.[1];
    expect(lastCell(cells(demoCompany))).toBe(String(demoUsers));
    expect(lastCell(cells(other.company.id))).toBe("2");
    const page = await (
      await t.app.request(`/portal/companies/${other.company.id}`, { headers: { cookie: sessions.staff } })
    ).text();
    expect(page).toContain("Użytkownicy (2)");
  });
});
