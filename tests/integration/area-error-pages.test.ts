import { describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { tokenFor } from "../support/graphql.ts";
import { useWebTestApp } from "../support/web-test-app.ts";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/**
 * A page refused in an area says what the refusal means (no permission, not found) in the
 * account's language, with the way back into the area, never "try again in a moment".
 */
describe("error pages of the areas", () => {
  const t = useWebTestApp();
  const cookies = {} as Record<"staff" | "member", string>;
  const open = async (path: string, who: keyof typeof cookies, locale: "pl" | "en" = "pl") => {
    const res = await t.app.request(path, { headers: { cookie: `${cookies[who]}; locale=${locale}` } });
    // The page's own content: the catalogue for the browser rides along in the document.
    const html = (await res.text()).match(/<main id="content"[\s\S]*?<\/main>/)?.[0] ?? "";
    return { status: res.status, html };
  };
  const wayBack = (to: string, label: string) => new RegExp(`<a[^>]*href="${to}"[^>]*>${label}</a>`);

  it("has the demo accounts", async () => {
    await seedDemo(t.database.db);
    cookies.staff = `session=${await tokenFor(t.database.db, DEMO.staff.email)}`;
    cookies.member = `session=${await tokenFor(t.database.db, DEMO.member.email)}`;
  });

  it("tells a company member in the back-office that only portal staff open it, in both languages", async () => {
    const pl = await open("/portal/companies", "member");
    expect(pl.status).toBe(403);
    expect(pl.html).toContain("Brak uprawnień do tej strony");
    expect(pl.html).toContain("Tę stronę otwierają tylko osoby z zespołu portalu");
    expect(pl.html).toMatch(wayBack("/portal/companies", "Wróć do listy firm"));
    expect(pl.html).not.toContain("Spróbuj ponownie");
    const en = await open("/portal/help-requests", "member", "en");
    expect(en.status).toBe(403);
    expect(en.html).toContain("You do not have permission to see this page");
    expect(en.html).toContain("Only portal staff with the permission for it can open this page.");
    expect(en.html).not.toContain("try again");
  });

  it("tells a member without the permission on a company page to ask the company's admin", async () => {
    const { status, html } = await open("/company/employees", "member");
    expect(status).toBe(403);
    expect(html).toContain("poproś o nie administratora firmy");
    expect(html).toMatch(wayBack("/company/info", "Wróć do strony firmy"));
  });

  it("says an unknown company or help request is not found, with the way back to the back-office", async () => {
    for (const path of [`/portal/companies/${UNKNOWN_ID}`, `/portal/help-requests/${UNKNOWN_ID}`]) {
      const { status, html } = await open(path, "staff", "en");
      expect(status, path).toBe(404);
      expect(html).toContain("This page could not be found");
      expect(html).toMatch(wayBack("/portal/companies", "Back to the companies"));
    }
  });

  it("answers a conversation that is not the user's as not found in the portal's area", async () => {
    const { status, html } = await open(`/guide/chat/history?thread=${UNKNOWN_ID}`, "member");
    expect(status).toBe(404);
    expect(html).toContain("Nie znaleziono tej strony");
    expect(html).toMatch(wayBack("/rozmowa", "Wróć do rozmowy z doradcą"));
  });
});
