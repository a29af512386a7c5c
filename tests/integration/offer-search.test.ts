import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { offers } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { inDays, loadOffer } from "../support/offers.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
type Query = Record<string, string>;

const place = (country: string, postalCode: string, city: string) => [{ country, postalCode, city }];

/**
 * The exchange's search through /new-api on the file's own database: each test dates its offers in
 * a window of its own (`day`) and searches only that window, so other tests' offers never mix in.
 */
describe("offers: the exchange's search", () => {
  const t = useTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let a: Company;
  let b: Company;
  let window = 100;
  let day: (n: number) => string;

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  beforeEach(async () => {
    a = await freshCompany(t.database.db);
    b = await freshCompany(t.database.db);
    const start = (window += 10);
    day = (n: number) => inDays(start + n);
  });

  const post = async (c: Company, over: Record<string, unknown>, from = day(0)) =>
    expectStatus(api(c.tokens.member).offers.$post({ json: loadOffer(from, over) as never }), 201);
  const search = async (c: Company, query: Query = {}) =>
    expectStatus(
      api(c.tokens.member).offers.$get({ query: { dateFrom: day(0), dateTo: day(9), ...query } as never }),
      200,
    );
  const ids = async (c: Company, query: Query = {}) => (await search(c, query)).items.map((i) => i.id);

  it("finds loads by a town and radius, by country and postal code's start, and sorts by distance", async () => {
    const wroclaw = await post(a, {});
    const legnica = await post(a, { loading: place("PL", "59-220", "Legnica") });
    const krakow = await post(a, { loading: place("PL", "30-001", "Kraków") });
    const berlin = await post(a, { loading: place("DE", "10115", "Berlin") });
    const wroclawId = String(wroclaw.loading[0]!.cityId);
    expect(await ids(b, { originCityId: wroclawId, originRadiusKm: "100", orderBy: "distance" })).toEqual([
      wroclaw.id,
      legnica.id,
    ]);
    const near = await search(b, { originCityId: wroclawId, originRadiusKm: "100", orderBy: "distance" });
    expect(near.items[1]!.distanceKm).toBeGreaterThan(50);
    expect(near.items[1]!.distanceKm).toBeLessThan(80);
    expect(new Set(await ids(b, { originCountry: "pl" }))).toEqual(new Set([wroclaw.id, legnica.id, krakow.id]));
    expect(await ids(b, { originCountry: "PL", originPostal: "3" })).toEqual([krakow.id]);
    expect(await ids(b, { originCountry: "DE" })).toEqual([berlin.id]);
    expect(await ids(b, { destCountry: "FR", originPostal: "59" })).toEqual([legnica.id]);
  });

  it("filters by date window, body types, weight and price, and sorts by date and price", async () => {
    const early = await post(a, { bodyTypes: ["refrigerated"], weightKg: 2000, price: 900, currency: "PLN" });
    const late = await post(a, { weightKg: 24000, price: 3000, currency: "EUR" }, day(5));
    const noPrice = await post(a, { price: null, currency: undefined }, day(3));
    expect(await ids(b)).toEqual([early.id, noPrice.id, late.id]);
    expect(await ids(b, { dateFrom: day(4) })).toEqual([late.id]);
    expect(await ids(b, { dateTo: day(2) })).toEqual([early.id]);
    expect(await ids(b, { bodyTypes: "refrigerated,tanker" })).toEqual([early.id]);
    expect(await ids(b, { weightMin: "15000" })).toEqual([late.id]);
    expect(await ids(b, { weightMax: "12000" })).toEqual([early.id, noPrice.id]);
    expect(await ids(b, { priceMax: "1000" })).toEqual([early.id]);
    expect(await ids(b, { orderBy: "price" })).toEqual([early.id, late.id, noPrice.id]);
    expect(await ids(b, { currency: "EUR" })).toEqual([late.id]);
  });

  it("refuses a wrong search with field codes: a radius without a town, ranges out of order, a to-date alone", async () => {
    const refusal = async (query: Query) => {
      const { error } = await expectRefusal(api(b.tokens.member).offers.$get({ query: query as never }), 400);
      expect(error.code).toBe("validation");
      return error.fields;
    };
    expect(await refusal({ originRadiusKm: "50" })).toEqual({ originRadiusKm: ["radiusNeedsPlace"] });
    expect(await refusal({ weightMin: "5000", weightMax: "100" })).toEqual({ weightMax: ["rangeOrder"] });
    expect(await refusal({ dateTo: day(1) })).toEqual({ dateFrom: ["fromDateRequired"] });
    expect(await refusal({ orderBy: "distance" })).toEqual({ orderBy: ["distanceNeedsPlace"] });
    expect(await refusal({ originCityId: "999999999" })).toEqual({ originCityId: ["cityNotFound"] });
    expect(await refusal({ bodyTypes: "spaceship" })).toMatchObject({ "bodyTypes.0": ["invalidOption"] });
  });

  it("a private offer is shown to its partners only; a deny list hides offers both ways", async () => {
    const c = await freshCompany(t.database.db);
    const open = await post(a, {});
    const toB = await post(a, { visibility: "private", partners: [b.company.id] });
    expect(new Set(await ids(b))).toEqual(new Set([open.id, toB.id]));
    expect(await ids(c)).toEqual([open.id]);
    await expectRefusal(api(c.tokens.member).offers[":offerId"].$get({ param: { offerId: toB.id } }), 404);
    // b denies a: neither sees the other's offers; c still sees a's public one.
    const bOffer = await post(b, {});
    await expectStatus(
      api(b.tokens.member).company.lists.$put({ json: { companyId: a.company.id, list: "deny" } }),
      200,
    );
    expect(await ids(b)).toEqual([bOffer.id]);
    expect(await ids(a)).not.toContain(bOffer.id);
    expect(await ids(c)).toContain(open.id);
    await expectRefusal(api(a.tokens.member).offers[":offerId"].$get({ param: { offerId: bOffer.id } }), 404);
    await expectStatus(
      api(b.tokens.member).company.lists.$put({ json: { companyId: a.company.id, list: "none" } }),
      200,
    );
    expect(await ids(a)).toContain(bOffer.id);
  });

  it("pins are the user's own; archived and past offers leave the list and the pins", async () => {
    const first = await post(a, {});
    const second = await post(a, {}, day(1));
    const pins = (token: string) => api(token)["pinned-offers"].$get();
    await expectStatus(api(b.tokens.member).offers[":offerId"].pin.$put({ param: { offerId: second.id } }), 200);
    await expectStatus(api(b.tokens.member).offers[":offerId"].pin.$put({ param: { offerId: first.id } }), 200);
    expect((await expectStatus(pins(b.tokens.member), 200)).items.map((o) => o.id)).toEqual([second.id, first.id]);
    expect((await expectStatus(pins(b.tokens.secondMember), 200)).items).toEqual([]);
    expect((await search(b)).items.find((i) => i.id === first.id)).toMatchObject({ pinned: true, own: false });
    await expectStatus(api(a.tokens.member).offers[":offerId"].archive.$post({ param: { offerId: first.id } }), 200);
    await t.database.db
      .update(offers)
      .set({ endsOn: inDays(-1) })
      .where(eq(offers.id, second.id));
    expect(await ids(b)).toEqual([]);
    expect((await expectStatus(pins(b.tokens.member), 200)).items).toEqual([]);
  });

  it("'only new' shows what appeared since the user last looked; 'newest' the last 15 minutes", async () => {
    const before = await post(a, {});
    await t.database.db
      .update(offers)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(offers.id, before.id));
    const first = await expectStatus(
      api(b.tokens.member).offers.$get({ query: { dateFrom: day(0), dateTo: day(9), markSeen: "true" } as never }),
      200,
    );
    expect(first.onlyNewSince).toBeNull();
    expect(first.items.map((i) => i.isNew)).toEqual([false]);
    const after = await post(a, {}, day(1));
    const page = await search(b, { view: "new" });
    expect(page.items.map((i) => i.id)).toEqual([after.id]);
    expect(page.items[0]!.isNew).toBe(true);
    expect(page.onlyNewSince).not.toBeNull();
    expect(await ids(b, { view: "newest" })).toEqual([after.id]);
    // Another user of the same company has never looked: every offer is there, none marked new.
    expect((await search(b, { view: "new" }).then((p) => p.items)).length).toBe(1);
    expect(
      (
        await expectStatus(
          api(b.tokens.secondMember).offers.$get({ query: { dateFrom: day(0), dateTo: day(9), view: "new" } as never }),
          200,
        )
      ).items.length,
    ).toBe(2);
  });

  it("pages by keyset: a cursor after the second offer gives the third only", async () => {
    for (let i = 0; i < 3; i++) await post(a, {}, day(i));
    const page = await search(b);
    expect(page.items).toHaveLength(3);
    // The page size is 50: with 3 offers there is no next page.
    expect(page.next).toBeNull();
    const second = page.items[1]!;
    const after = Buffer.from(JSON.stringify([second.loadFrom, second.id])).toString("base64url");
    expect(await ids(b, { after })).toEqual([page.items[2]!.id]);
  });

  it("pages through more than a page in every order: each offer once, in order, ties broken by id", async () => {
    // 56 offers in 4 days and 5 prices (many ties), all loading in Wrocław (distance ties too).
    const made: string[] = [];
    for (let i = 0; i < 55; i++) made.push((await post(a, { price: 1000 + (i % 5) * 100 }, day(i % 3))).id);
    // One loading days later: a date page read in windows of days must reach past the first window.
    made.push((await post(a, { price: 1000 }, day(6))).id);
    const wroclaw = (await (await t.app.request("/place/cities?q=Wroc%C5%82aw&limit=1")).json()) as {
      cities: { id: number }[];
    };
    const orders: Query[] = [
      { orderBy: "date" },
      { orderBy: "price" },
      { orderBy: "newest" },
      { orderBy: "distance", originCityId: String(wroclaw.cities[0]!.id), originRadiusKm: "50" },
      // By date around a town: read in growing windows of loading days.
      { orderBy: "date", originCityId: String(wroclaw.cities[0]!.id), originRadiusKm: "50" },
    ];
    for (const order of orders) {
      const first = await search(b, order);
      expect(first.items, order.orderBy).toHaveLength(50);
      expect(first.next, order.orderBy).not.toBeNull();
      const second = await search(b, { ...order, after: first.next! });
      expect(second.next, order.orderBy).toBeNull();
      const seen = [...first.items, ...second.items];
      expect(seen.map((o) => o.id).sort(), order.orderBy).toEqual([...made].sort());
      const key = (o: (typeof seen)[number]) =>
        order.orderBy === "date" ? o.loadFrom : order.orderBy === "price" ? String(o.price! + 1e6) : o.createdAt;
      const keys = seen.map((o) => `${key(o)}|${o.id}`);
      const sorted = [...keys].sort();
      if (order.orderBy === "newest") {
        // Newest first: by time descending (each offer's own moment).
        const times = seen.map((o) => o.createdAt);
        expect(times, "newest").toEqual([...times].sort().reverse());
      } else if (order.orderBy === "distance") {
        // One town, one point: every offer at the same distance, so by id alone across both pages.
        expect(new Set(seen.map((o) => o.distanceKm)).size).toBe(1);
        expect(seen.map((o) => o.id)).toEqual([...made].sort());
      } else expect(keys, order.orderBy).toEqual(sorted);
    }
  });
});
