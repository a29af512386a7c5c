import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import enCommon from "../../locales/en/common.json";
import pl from "../../locales/pl/common.json";
import plErrors from "../../locales/pl/errors.json";
import plOffers from "../../locales/pl/offers.json";
import { companyLists } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { inDays, loadOffer } from "../support/offers.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
const texts = pl.companyProfile;

/**
 * The profile page (`/companies/<id>`) without JavaScript: what it shows, the allow and deny
 * buttons (a plain form post, as `PUT /new-api/company/lists`), 404 for a company it does not show,
 * and the company search's rows linking to it.
 */
describe("the company profile page", () => {
  const t = useWebTestApp();
  let home: Company;
  let other: Company;
  let offerId: string;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    home = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
    const posted = await expectStatus(
      restAs(() => t.app, other.tokens.member).offers.$post({ json: loadOffer(inDays(1)) as never }),
      201,
    );
    offerId = posted.id;
  });

  const cookie = (token: string, locale = "pl") => `session=${token}; locale=${locale}`;
  const get = async (path: string, token = home.tokens.member, locale = "pl") => {
    const res = await t.app.request(path, { headers: { cookie: cookie(token, locale) } });
    return { status: res.status, html: shownText(await res.text()) };
  };
  const post = async (path: string, list: string, headers: Record<string, string> = {}) => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: cookie(home.tokens.member),
        ...headers,
      },
      body: new URLSearchParams({ list }).toString(),
    });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const entry = async () =>
    (
      await t.database.db
        .select({ list: companyLists.list })
        .from(companyLists)
        .where(and(eq(companyLists.companyId, home.company.id), eq(companyLists.otherCompanyId, other.company.id)))
    )[0]?.list ?? null;

  it("shows the company's name, NIP, verification and offers, each offer linked", async () => {
    const page = await get(`/companies/${other.company.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1 class="mt-2 text-2xl font-bold break-words">${other.company.name}</h1>`);
    expect(page.html).toContain(other.company.tin);
    expect(page.html).toContain(pl.statuses.company.verified);
    expect(page.html).toContain(texts.dateUnknown);
    expect(page.html).toContain(texts.offers.count.replace("{{count}}", "1"));
    expect(page.html).toContain(`href="/ongoing/offers/${offerId}"`);
    expect(page.html).toContain("Wrocław (PL) → Lyon (FR)");
    expect(page.html).toContain(texts.ratings.none);
    expect(page.html).toContain(texts.complaints.none);
    expect(page.html).toContain(texts.lists.state.none);
    // In English too.
    const en = await get(`/companies/${other.company.id}`, home.tokens.member, "en");
    expect(en.html).toContain(enCommon.companyProfile.lists.allow);
    expect(en.html).toContain(enCommon.companyProfile.offers.title);
  });

  it("the buttons put the company on the allow list, the deny list and off both; the page says where it is", async () => {
    const path = `/companies/${other.company.id}`;
    const buttons = (html: string) =>
      [...html.matchAll(/<button[^>]*>/g)]
        .filter((m) => m[0].includes('name="list"'))
        .map((m) => /value="(\w+)"/.exec(m[0])?.[1])
        .sort();
    expect(buttons((await get(path)).html)).toEqual(["allow", "deny"]);
    const allowed = await post(path, "allow");
    expect(allowed.status).toBe(302);
    expect(allowed.location).toBe(`${path}?done=allow`);
    expect(await entry()).toBe("allow");
    const after = await get(allowed.location!);
    expect(after.html).toContain(texts.done.allow);
    expect(after.html).toContain(texts.lists.state.allow);
    expect(buttons(after.html)).toEqual(["deny", "none"]);
    // The offer form lists the partner now.
    expect((await get("/ongoing/offers/new?kind=load")).html).toContain(other.company.name);
    expect((await post(path, "deny")).status).toBe(302);
    expect(await entry()).toBe("deny");
    const denied = await get(path);
    expect(denied.html).toContain(texts.lists.state.deny);
    // A deny list hides the offers both ways: the page lists none.
    expect(denied.html).toContain(texts.offers.none);
    expect(denied.html).not.toContain(`href="/ongoing/offers/${offerId}"`);
    expect(buttons(denied.html)).toEqual(["allow", "none"]);
    expect((await post(path, "none")).location).toBe(`${path}?done=none`);
    expect(await entry()).toBeNull();
  });

  it("refuses a wrong choice with a translated error, another site's post, and a company it does not show", async () => {
    const path = `/companies/${other.company.id}`;
    const wrong = await post(path, "friends");
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(plErrors.invalidInputObject);
    expect(await entry()).toBeNull();
    const forged = await post(path, "deny", { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(await entry()).toBeNull();
    const unverified = await freshCompany(t.database.db, { status: "not_verified" });
    expect((await get(`/companies/${unverified.company.id}`)).status).toBe(404);
    // Posted to, it is not found either, and no list names it.
    expect((await post(`/companies/${unverified.company.id}`, "deny")).status).toBe(404);
    expect(
      await t.database.db.select().from(companyLists).where(eq(companyLists.otherCompanyId, unverified.company.id)),
    ).toEqual([]);
    expect((await get(`/companies/${randomUUID()}`)).status).toBe(404);
    expect((await get("/companies/not-a-uuid")).status).toBe(404);
  });

  it("the own company's profile has no list buttons; the company search links each company to its profile", async () => {
    const own = await get(`/companies/${home.company.id}`);
    expect(own.status).toBe(200);
    expect(own.html).toContain(texts.own);
    expect(own.html).not.toContain('name="list"');
    const found = await get(`/companies/find?q=${encodeURIComponent(other.company.name)}`);
    expect(found.html).toContain(`href="/companies/${other.company.id}"`);
    // The offer form's partner hint points at the company search.
    const form = await get("/ongoing/offers/new?kind=load");
    expect(form.html).toContain(plOffers.form.partnersHint);
    expect(form.html).toContain('href="/companies/find"');
  });
});
