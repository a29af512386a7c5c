import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { inDays, loadOffer } from "../support/offers.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
const place = (country: string, postalCode: string, city: string) => [{ country, postalCode, city }];

/**
 * Matching on a fixed data set (issue 26): a truck free in Legnica and loads around it. Only loads
 * that fit (within 300 km, body, weight, dates, shown to the carrier) are listed, best score first,
 * each score made of its explained parts; the load's side lists the truck with the same score.
 */
describe("offers: matching loads and vehicles", () => {
  const t = useTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let shipper: Company;
  let carrier: Company;
  let stranger: Company;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    shipper = await freshCompany(t.database.db);
    carrier = await freshCompany(t.database.db);
    stranger = await freshCompany(t.database.db);
  });

  const post = async (c: Company, body: unknown) =>
    expectStatus(api(c.tokens.member).offers.$post({ json: body as never }), 201);
  const matches = async (c: Company, offerId: string) =>
    (await expectStatus(api(c.tokens.member).offers[":offerId"].matches.$get({ param: { offerId } }), 200)).items;

  it("lists the loads a truck could carry, best first, and the truck for each load", async () => {
    const d = (n: number) => inDays(200 + n);
    const vehicle = await expectStatus(
      api(carrier.tokens.member).company.vehicles.$post({
        json: { registrationNumber: "DLE 777", kind: "tractorSemiTrailer", bodyType: "curtain", payloadKg: 24000 },
      }),
      201,
    );
    const truck = await post(carrier, {
      kind: "vehicle",
      vehicleId: vehicle.id,
      loading: place("PL", "59-220", "Legnica"),
      loadFrom: d(0),
      loadTo: d(4),
    });
    const lyon = await post(shipper, loadOffer(d(0), { weightKg: 12000, bodyTypes: ["curtain"] }));
    const berlin = await post(
      shipper,
      loadOffer(d(1), {
        loading: place("PL", "59-220", "Legnica"),
        unloading: place("DE", "10115", "Berlin"),
        weightKg: 20000,
        bodyTypes: ["curtain", "box"],
      }),
    );
    // Each of these fails one rule: too far, wrong body, too heavy, too late, private to another.
    await post(shipper, loadOffer(d(0), { loading: place("PL", "80-001", "Gdańsk"), bodyTypes: ["curtain"] }));
    await post(shipper, loadOffer(d(0), { bodyTypes: ["refrigerated"] }));
    await post(shipper, loadOffer(d(0), { weightKg: 30000, bodyTypes: ["curtain"] }));
    await post(shipper, loadOffer(d(10), { bodyTypes: ["curtain"] }));
    await post(
      shipper,
      loadOffer(d(0), { bodyTypes: ["curtain"], visibility: "private", partners: [stranger.company.id] }),
    );

    const found = await matches(carrier, truck.id);
    expect(found.map((m) => m.offer.id)).toEqual([berlin.id, lyon.id]);
    const [best, second] = found;
    expect(best!.match.parts.emptyRun.km).toBe(0);
    expect(best!.match.parts.dates.daysAfter).toBe(1);
    expect(best!.match.parts.capacity.percent).toBe(83);
    expect(second!.match.parts.emptyRun.km).toBeGreaterThan(50);
    expect(second!.match.parts.emptyRun.km).toBeLessThan(80);
    expect(second!.match.parts.route).toMatchObject({ mode: "loadedShare" });
    for (const m of found) {
      const p = m.match.parts;
      expect(m.match.score).toBe(Math.round(p.emptyRun.points + p.route.points + p.dates.points + p.capacity.points));
    }
    expect(best!.match.score).toBeGreaterThan(second!.match.score);

    // Seen from the load: the truck, with the same score.
    const fromLoad = await matches(shipper, lyon.id);
    expect(fromLoad.map((m) => m.offer.id)).toEqual([truck.id]);
    expect(fromLoad[0]!.match.score).toBe(second!.match.score);
  });

  it("a truck heading somewhere prefers loads unloading near there; a deny list hides matches", async () => {
    const d = (n: number) => inDays(220 + n);
    const vehicle = await expectStatus(
      api(carrier.tokens.member).company.vehicles.$post({
        json: { registrationNumber: "DLE 778", kind: "soloTruck", bodyType: "box", payloadKg: 10000 },
      }),
      201,
    );
    const truck = await post(carrier, {
      kind: "vehicle",
      vehicleId: vehicle.id,
      loading: place("PL", "50-001", "Wrocław"),
      unloading: place("DE", "10115", "Berlin"),
      destRadiusKm: 100,
      loadFrom: d(0),
    });
    const toBerlin = await post(
      shipper,
      loadOffer(d(0), { unloading: place("DE", "14467", "Potsdam"), weightKg: 5000, bodyTypes: ["box"] }),
    );
    const toHamburg = await post(
      shipper,
      loadOffer(d(0), { unloading: place("DE", "20095", "Hamburg"), weightKg: 5000, bodyTypes: ["box"] }),
    );
    // Lyon is more than 500 km from Berlin: not on this truck's way.
    await post(shipper, loadOffer(d(0), { weightKg: 5000, bodyTypes: ["box"] }));
    const found = await matches(carrier, truck.id);
    expect(found.map((m) => m.offer.id)).toEqual([toBerlin.id, toHamburg.id]);
    expect(found[0]!.match.parts.route).toMatchObject({ mode: "toDestination", points: 25 });
    await expectStatus(
      api(carrier.tokens.admin).company.lists.$put({ json: { companyId: shipper.company.id, list: "deny" } }),
      200,
    );
    expect(await matches(carrier, truck.id)).toEqual([]);
  });
});
