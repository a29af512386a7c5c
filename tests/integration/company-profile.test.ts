import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { PROFILE_OFFERS_SHOWN } from "../../src/shared/contracts/company-profile.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { inDays, loadOffer } from "../support/offers.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;

/**
 * A company's public profile through `GET /new-api/companies/{companyId}` (issue 26): its register
 * data and verification, its offers as the exchange shows them to the reader's company (private
 * ones to partners only, none across a deny list either way), the reader's list entry for it, and
 * the empty summaries of ratings and complaints. Each test has companies of its own.
 */
describe("company profile", () => {
  const t = useTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let a: Company;
  let b: Company;

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  beforeEach(async () => {
    a = await freshCompany(t.database.db);
    b = await freshCompany(t.database.db);
  });

  const profile = (reader: Company | string, companyId: string) =>
    api(typeof reader === "string" ? reader : reader.tokens.member).companies[":companyId"].$get({
      param: { companyId },
    });
  const read = async (reader: Company | string, of: Company) => expectStatus(profile(reader, of.company.id), 200);
  const post = async (c: Company, over: Record<string, unknown> = {}) =>
    expectStatus(api(c.tokens.member).offers.$post({ json: loadOffer(inDays(1), over) as never }), 201);
  const list = (by: Company, of: Company, kind: "allow" | "deny" | "none") =>
    expectStatus(api(by.tokens.admin).company.lists.$put({ json: { companyId: of.company.id, list: kind } }), 200);
  const offerIds = (p: { offers: { items: { id: string }[] } }) => p.offers.items.map((o) => o.id).sort();

  it("shows the register's data, when staff confirmed the verification, and empty ratings and complaints", async () => {
    const seen = await read(a, b);
    expect(seen).toEqual({
      id: b.company.id,
      name: b.company.name,
      tin: b.company.tin,
      city: "Kraków",
      status: "verified",
      // Verified by the fixture, not by staff: the portal has no date for it.
      verifiedAt: null,
      memberSince: b.company.createdAt.toISOString(),
      own: false,
      offers: { count: 0, items: [] },
      list: null,
      ratings: {
        count: 0,
        average: null,
        asCarrier: { count: 0, categories: {} },
        asShipper: { count: 0, categories: {} },
        last12Months: { count: 0, average: null },
        paysOnTime: null,
      },
      complaints: { count: 0 },
    });
    // A company staff confirm has the moment of the confirmation.
    const fresh = await freshCompany(t.database.db, { status: "not_verified" });
    await expectRefusal(profile(a, fresh.company.id), 404);
    const staff = (await t.services.accounts.actorFromToken(await tokenFor(t.database.db, DEMO.staff.email)))!;
    const before = Date.now();
    await t.services.companies.changeCompanyStatus(staff, {
      companyId: fresh.company.id,
      action: "CONFIRM",
      baseUrl: "http://localhost",
    });
    const confirmed = await read(a, fresh);
    expect(Date.parse(confirmed.verifiedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(confirmed.verifiedAt!)).toBeLessThanOrEqual(Date.now());
  });

  it("lists the company's active offers shown to the reader: public ones, private ones to partners only", async () => {
    const c = await freshCompany(t.database.db);
    const open = await post(a, { goods: "Publiczna" });
    const toB = await post(a, { visibility: "private", partners: [b.company.id] });
    const toC = await post(a, { visibility: "private", partners: [c.company.id] });
    const archived = await post(a);
    await expectStatus(api(a.tokens.member).offers[":offerId"].archive.$post({ param: { offerId: archived.id } }), 200);
    const byB = await read(b, a);
    expect(offerIds(byB)).toEqual([open.id, toB.id].sort());
    expect(byB.offers.count).toBe(2);
    expect(byB.offers.items.find((o) => o.id === toB.id)).toMatchObject({
      kind: "load",
      visibility: "private",
      origin: { country: "PL", postalCode: "50-001", city: "Wrocław" },
      dest: { country: "FR", postalCode: "69001", city: "Lyon" },
      loadFrom: inDays(1),
      weightKg: 12000,
    });
    expect(offerIds(await read(c, a))).toEqual([open.id, toC.id].sort());
    // The own profile: every active offer of the company, private ones too.
    const own = await read(a, a);
    expect(own).toMatchObject({ own: true, list: null });
    expect(offerIds(own)).toEqual([open.id, toB.id, toC.id].sort());
  });

  it("counts every offer shown and lists the newest few", async () => {
    const made = [];
    for (let i = 0; i <= PROFILE_OFFERS_SHOWN; i++) made.push(await post(a));
    const seen = await read(b, a);
    expect(seen.offers.count).toBe(PROFILE_OFFERS_SHOWN + 1);
    expect(seen.offers.items).toHaveLength(PROFILE_OFFERS_SHOWN);
    expect(seen.offers.items.map((o) => o.id)).not.toContain(made[0]!.id);
  });

  it("a deny list hides the offers both ways; the profile still shows, with the reader's list entry", async () => {
    const aOffer = await post(a);
    const bOffer = await post(b);
    await list(b, a, "deny");
    const byB = await read(b, a);
    expect(byB).toMatchObject({ id: a.company.id, list: "deny", offers: { count: 0, items: [] } });
    const byA = await read(a, b);
    expect(byA).toMatchObject({ id: b.company.id, list: null, offers: { count: 0, items: [] } });
    // A third company still sees both.
    const c = await freshCompany(t.database.db);
    expect(offerIds(await read(c, a))).toEqual([aOffer.id]);
    expect(offerIds(await read(c, b))).toEqual([bOffer.id]);
    await list(b, a, "allow");
    expect(await read(b, a)).toMatchObject({ list: "allow", offers: { count: 1 } });
    expect(offerIds(await read(a, b))).toEqual([bOffer.id]);
    await list(b, a, "none");
    expect((await read(b, a)).list).toBeNull();
  });

  it("an unknown id, an id that is no uuid and a company that is not verified are not found; staff are refused", async () => {
    const notFound = async (companyId: string) => {
      const { error } = await expectRefusal(profile(a, companyId), 404);
      expect(error.code).toBe("companyNotFound");
    };
    await notFound(randomUUID());
    await notFound("not-a-uuid");
    await t.database.db.update(companies).set({ status: "excluded" }).where(eq(companies.id, b.company.id));
    await notFound(b.company.id);
    // The own company's profile is there whatever its status.
    expect(await read(b, b)).toMatchObject({ id: b.company.id, status: "excluded", verifiedAt: null, own: true });
    const staff = await tokenFor(t.database.db, DEMO.staff.email);
    const { error } = await expectRefusal(profile(staff, a.company.id), 403);
    expect(error.code).toBe("forbidden");
    await expectRefusal(restAs(() => t.app).companies[":companyId"].$get({ param: { companyId: a.company.id } }), 401);
  });
});
