import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/en/common.json";
import pl from "../../locales/pl/common.json";
import { subscriptions } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { useWebTestApp } from "../support/web-test-app.ts";

const DAY = 86_400_000;
const chatTexts = { pl: pl.chat.guidesNotInPlan, en: en.chat.guidesNotInPlan };

/**
 * Where the plan does not allow an action, the page does not offer it and says why, with the way to
 * the subscription page, in both languages; while the plan runs, the action is there.
 */
describe("pages without the plan's feature: the action hidden, the reason and the link shown", () => {
  const t = useWebTestApp();
  let company: Awaited<ReturnType<typeof freshCompany>>;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    company = await freshCompany(t.database.db);
  });

  const page = async (path: string, locale: "pl" | "en") => {
    const res = await t.app.request(path, { headers: { cookie: `session=${company.tokens.admin}; locale=${locale}` } });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const setExpiry = (expiresAt: Date) =>
    t.database.db.update(subscriptions).set({ expiresAt }).where(eq(subscriptions.companyId, company.company.id));
  const subscriptionLink = /<a[^>]*href="\/company\/info\/subscriptions"[^>]*>([^<]*)<\/a>/;
  const decoded = (html: string) => html.replaceAll("&#x27;", "'");
  /** The "add a document" forms of the page: hidden or not, one per document type. */
  const addForms = (html: string) =>
    [...html.matchAll(/<form([^>]*)>\s*<input type="hidden" name="intent" value="create"/g)].map((m) =>
      m[1]!.includes('hidden=""') ? "hidden" : "shown",
    );

  for (const [locale, catalogue] of [
    ["pl", pl],
    ["en", en],
  ] as const) {
    it(`company documents and employees past expiry, then running (${locale})`, async () => {
      await setExpiry(new Date(Date.now() - DAY));
      const docs = await page("/company/docs", locale);
      const restricted = /<p[^>]*data-testid="documents-restricted"[^>]*>([\s\S]*?)<\/p>/.exec(docs)?.[1] ?? "";
      expect(decoded(restricted)).toContain(catalogue.companyDocs.addRestricted);
      expect(decoded(subscriptionLink.exec(restricted)?.[1] ?? "")).toBe(catalogue.restrictions.seePlans);
      // No way to add a document: every "add" form is hidden.
      expect(new Set(addForms(docs))).toEqual(new Set(["hidden"]));
      const staff = await page("/company/employees", locale);
      const employees = /<p[^>]*data-testid="employees-restricted"[^>]*>([\s\S]*?)<\/p>/.exec(staff)?.[1] ?? "";
      expect(decoded(subscriptionLink.exec(employees)?.[1] ?? "")).toBe(catalogue.restrictions.seePlans);
      // The chat answers, and says why no guide can be requested, with the same way to a plan.
      const chat = /<p id="chat-progress"[^>]*>([\s\S]*?)<\/p>/.exec(await page("/rozmowa", locale))?.[1] ?? "";
      expect(decoded(chat)).toContain(chatTexts[locale]);
      expect(decoded(subscriptionLink.exec(chat)?.[1] ?? "")).toBe(catalogue.restrictions.seePlans);

      await setExpiry(new Date(Date.now() + 30 * DAY));
      const open = await page("/company/docs", locale);
      expect(open).not.toContain('data-testid="documents-restricted"');
      expect(new Set(addForms(open))).toEqual(new Set(["shown"]));
      expect(await page("/company/employees", locale)).not.toContain('data-testid="employees-restricted"');
    });
  }
});
