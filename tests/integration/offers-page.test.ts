import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import plCommon from "../../locales/pl/common.json";
import en from "../../locales/en/offers.json";
import pl from "../../locales/pl/offers.json";
import { offers } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { inDays } from "../support/offers.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;

/**
 * The exchange's pages without JavaScript: posting a load from the form (a refused one keeps what
 * was typed, each error translated by its field), the offer's page, the list's "only new" mark
 * kept in the URL, pins, archiving and the archive with its duplicate link.
 */
describe("the exchange's pages", () => {
  const t = useWebTestApp();
  let home: Company;
  let other: Company;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    home = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
  });

  const cookie = (token: string, locale = "pl") => `session=${token}; locale=${locale}`;
  const get = async (path: string, token = home.tokens.member, locale = "pl") => {
    const res = await t.app.request(path, { headers: { cookie: cookie(token, locale) } });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const post = async (path: string, fields: [string, string][], token = home.tokens.member) => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(token) },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const load = (over: Record<string, string> = {}): [string, string][] =>
    Object.entries({
      intent: "post",
      kind: "load",
      "loading[0].country": "PL",
      "loading[0].postalCode": "50-001",
      "loading[0].city": "Wrocław",
      "unloading[0].country": "FR",
      "unloading[0].postalCode": "69001",
      "unloading[0].city": "Lyon",
      loadFrom: inDays(1),
      weightKg: "12000",
      goods: "Palety z ceramiką",
      price: "5200",
      currency: "EUR",
      ...over,
    }).concat([
      ["bodyTypes", "curtain"],
      ["bodyTypes", "box"],
    ]) as [string, string][];

  it("posts a load from the plain form and shows it; another company reads it and pins it", async () => {
    const posted = await post("/ongoing/offers/new", load());
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(/^\/ongoing\/offers\/[0-9a-f-]{36}\?done=posted$/);
    const page = await get(posted.location!);
    expect(page.html).toContain(pl.done.posted);
    expect(page.html).toContain("Wrocław (PL) → Lyon (FR)");
    expect(page.html).toContain("Palety z ceramiką");
    const id = posted.location!.split("/")[3]!.split("?")[0]!;
    const theirs = await get(`/ongoing/offers/${id}`, other.tokens.member, "en");
    expect(theirs.status).toBe(200);
    expect(theirs.html).toContain(en.list.pin);
    expect(theirs.html).not.toContain(en.view.edit);
    const pinned = await post(`/ongoing/offers/${id}`, [["intent", "pin"]], other.tokens.member);
    expect(pinned.status).toBe(302);
    expect((await get("/ongoing/offers?tab=pinned", other.tokens.member)).html).toContain("Wrocław (PL) → Lyon (FR)");
  });

  it("names the countries in the page's language, not the account's stored one", async () => {
    const form = await get("/ongoing/offers/new?kind=load", home.tokens.member, "en");
    expect(form.html).toContain("Germany");
    expect(form.html).not.toContain("Niemcy");
    const list = await get("/ongoing/offers?tab=loads&since=never", home.tokens.member, "en");
    expect(list.html).toContain("Germany");
    expect((await get("/ongoing/offers/new?kind=load", home.tokens.member, "pl")).html).toContain("Niemcy");
  });

  it("without the plan's offers: others' offers are not read, the company's own still are", async () => {
    const unpaid = await freshCompany(t.database.db, { subscribed: false });
    const loads = await get("/ongoing/offers?tab=loads&since=never", unpaid.tokens.member);
    expect(loads.status).toBe(200);
    expect(loads.html).toContain(pl.readRestricted);
    expect(loads.html).not.toContain("Poznań (PL) → Berlin (DE)");
    const mine = await get("/ongoing/offers?tab=mine", unpaid.tokens.member);
    expect(mine.status).toBe(200);
    expect(mine.html).not.toContain(pl.readRestricted);
  });

  it("shows only the notices its own actions lead back with", async () => {
    expect((await get("/ongoing/offers?tab=mine&done=toggles")).html).toContain(pl.done.toggles);
    // A link made elsewhere cannot make the list say an offer was posted.
    expect((await get("/ongoing/offers?tab=mine&done=posted")).html).not.toContain(pl.done.posted);
  });

  it("a refused form keeps what was typed and shows each error by its field", async () => {
    const res = await post(
      "/ongoing/offers/new",
      load({ loadFrom: inDays(-1), "unloading[0].postalCode": "6900", goods: "Towar, którego nie wolno zgubić" }),
    );
    expect(res.status).toBe(400);
    expect(res.html).toContain(plCommon.fieldErrors.dateBeforeToday);
    expect(res.html).toContain("Towar, którego nie wolno zgubić");
    // The date fixed, the place's own error comes from the places' check.
    const place = await post("/ongoing/offers/new", load({ "unloading[0].postalCode": "6900" }));
    expect(place.status).toBe(400);
    expect(place.html).toContain("6900");
    expect(
      await t.database.db.select().from(offers).where(eq(offers.goods, "Towar, którego nie wolno zgubić")),
    ).toEqual([]);
  });

  it("the list keeps the 'only new' mark of the visit in its URL, and shows the demo's loads", async () => {
    // A client navigation asks the page's data: the mark is added to the page's own path.
    const data = await get("/ongoing/offers.data?tab=vehicles", other.tokens.admin);
    expect(data.status).toBe(202);
    expect(data.html).toContain('"redirect","/ongoing/offers?tab=vehicles&since=never"');
    const first = await get("/ongoing/offers", other.tokens.secondMember);
    expect(first.status).toBe(302);
    expect(first.location).toBe("/ongoing/offers?since=never");
    const list = await get(first.location!, other.tokens.secondMember);
    expect(list.status).toBe(200);
    expect(list.html).toContain(pl.list.neverSeen);
    expect(list.html).toContain("Poznań (PL) → Berlin (DE)");
    // The next visit counts from the first one's moment.
    const second = await get("/ongoing/offers?tab=loads", other.tokens.secondMember);
    expect(second.location).toMatch(/since=\d{4}-\d{2}-\d{2}T/);
  });

  it("archives an offer from its page; the archive lists it with a duplicate link", async () => {
    const posted = await post("/ongoing/offers/new", load({ goods: "Do archiwum" }));
    const id = posted.location!.split("/")[3]!.split("?")[0]!;
    const archived = await post(`/ongoing/offers/${id}`, [["intent", "archive"]]);
    expect(archived.location).toBe(`/ongoing/offers/${id}?done=archived`);
    const archive = await get("/archive/offers");
    expect(archive.html).toContain(`/ongoing/offers/new?from=${id}`);
    const duplicate = await get(`/ongoing/offers/new?from=${id}`);
    expect(duplicate.status).toBe(200);
    expect(duplicate.html).toContain(pl.form.duplicateTitle);
    expect(duplicate.html).toContain("Do archiwum");
    // Another company's archived offer is not found.
    expect((await get(`/ongoing/offers/${id}`, other.tokens.member)).status).toBe(404);
  });

  it("saves a search under a name; its link opens the same search", async () => {
    const query =
      "tab=loads&since=never&originCountry=PL&originCity=Wroc%C5%82aw&originRadiusKm=&orderBy=date&view=all";
    const saved = await post(`/ongoing/offers?${query}`, [
      ["intent", "saveFilter"],
      ["kind", "load"],
      ["query", query],
      ["name", "Polska"],
    ]);
    expect(saved.status, saved.html.slice(0, 300)).toBe(302);
    const params = Object.fromEntries(new URLSearchParams(saved.location!.split("?")[1]));
    expect(params).toEqual({ tab: "loads", originCountry: "PL", orderBy: "date", view: "all" });
    const page = await get("/ongoing/offers?tab=loads&since=never");
    expect(page.html).toContain("Polska");
  });

  it("tells of a new match on the list and beside the own offer, until the offer is opened", async () => {
    const carrier = await freshCompany(t.database.db);
    const carrierActor = (await t.services.accounts.actorFromToken(carrier.tokens.member))!;
    const vehicle = await t.services.vehicles.addVehicle(carrierActor, {
      registrationNumber: "DW 12345",
      kind: "tractorSemiTrailer",
      bodyType: "curtain",
      payloadKg: 24000,
    });
    const truck = await t.services.offers.postOffer(carrierActor, {
      kind: "vehicle",
      vehicleId: vehicle.id,
      loading: [{ country: "PL", postalCode: "50-001", city: "Wrocław" }],
      loadFrom: inDays(1),
      loadTo: inDays(3),
    });
    const posted = await post("/ongoing/offers/new", load({ goods: "Dopasowana" }));
    const id = posted.location!.split("/")[3]!.split("?")[0]!;
    await t.services.offers.noticeMatches(id);

    const mine = await get("/ongoing/offers?tab=mine", carrier.tokens.member);
    expect(mine.html).toContain(pl.list.newMatches_one.replace("{{count}}", "1"));
    const loads = await get("/ongoing/offers?tab=loads&since=never", carrier.tokens.member, "en");
    expect(loads.html).toContain(en.matchNotice.text_one.replace("{{count}}", "1"));
    expect((await get(`/ongoing/offers/${truck.id}`, carrier.tokens.member)).status).toBe(200);
    expect((await get("/ongoing/offers?tab=mine", carrier.tokens.member)).html).not.toContain(
      pl.list.newMatches_one.replace("{{count}}", "1"),
    );
  });
});
