import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { offers } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { addDays } from "../../src/shared/contracts/offers.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { inDays, loadOffer } from "../support/offers.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
type Answer = Parameters<typeof expectRefusal>[0];

/** A refusal with its status and code; answers its field codes. */
async function refused(response: Answer, status: number, code: string): Promise<{ fields: Record<string, string[]> }> {
  const { error } = await expectRefusal(response, status);
  expect(error.code).toBe(code);
  return { fields: error.fields ?? {} };
}

/** Posting, editing, duplicating and archiving offers through /new-api: the spec's rules and who may. */
describe("offers: post, edit, duplicate, archive", () => {
  const t = useTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let home: Company;
  let other: Company;

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  beforeEach(async () => {
    home = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
  });

  const post = (c: Company, body: unknown) => api(c.tokens.member).offers.$post({ json: body as never });

  it("posts a load offer with its places canonical and located, and reads it back", async () => {
    const made = await expectStatus(
      post(home, loadOffer(inDays(1), { loading: [{ country: "pl", postalCode: "50001", city: "wroclaw" }] })),
      201,
    );
    expect(made).toMatchObject({
      kind: "load",
      status: "active",
      own: true,
      companyId: home.company.id,
      weightKg: 12000,
      bodyTypes: ["curtain", "box"],
      price: 5200,
      currency: "EUR",
      endsOn: inDays(3),
      contactUserId: home.member.id,
    });
    expect(made.loading[0]).toMatchObject({ country: "PL", postalCode: "50-001", city: "Wrocław" });
    expect(made.loading[0]!.lat).toBeCloseTo(51.1, 0);
    expect(made.unloading[0]).toMatchObject({ country: "FR", postalCode: "69001", city: "Lyon" });
    const read = await expectStatus(
      api(other.tokens.member).offers[":offerId"].$get({ param: { offerId: made.id } }),
      200,
    );
    expect(read).toMatchObject({ id: made.id, own: false, partners: [] });
  });

  it("refuses the spec's dates: from-date before today, to-date before from-date, a to-date alone", async () => {
    const fields = async (body: unknown) =>
      (await refused(post(home, body), 400, "validation")).fields as Record<string, string[]>;
    expect(await fields(loadOffer(inDays(-1)))).toMatchObject({ loadFrom: ["dateBeforeToday"] });
    expect(await fields(loadOffer(inDays(2), { loadTo: inDays(1) }))).toMatchObject({ loadTo: ["dateBeforeFrom"] });
    expect(await fields(loadOffer(inDays(2), { loadFrom: undefined, loadTo: inDays(3) }))).toMatchObject({
      loadFrom: ["fromDateRequired"],
    });
    expect(await fields(loadOffer(inDays(2), { unloadFrom: inDays(1) }))).toMatchObject({
      unloadFrom: ["unloadBeforeLoad"],
    });
    expect(await fields(loadOffer(inDays(2), { unloadFrom: undefined, unloadTo: inDays(4) }))).toMatchObject({
      unloadFrom: ["fromDateRequired"],
    });
    // Today itself is allowed.
    await expectStatus(post(home, loadOffer(inDays(0))), 201);
  });

  it("refuses each wrong place by its first error, and a price without its currency", async () => {
    const { fields } = await refused(
      post(
        home,
        loadOffer(inDays(1), {
          loading: [
            { country: "PL", postalCode: "50-001", city: "Wrocław" },
            { country: "PL", postalCode: "5000", city: "Opole" },
          ],
          unloading: [{ country: "DE", postalCode: "10115", city: "" }],
          currency: undefined,
        }),
      ),
      400,
      "validation",
    );
    expect(fields).toMatchObject({ currency: ["required"] });
    const placeFields = (
      await refused(
        post(
          home,
          loadOffer(inDays(1), {
            loading: [{ country: "PL", postalCode: "5000", city: "Opole" }],
            unloading: [{ country: "DE", postalCode: "10115", city: "" }],
          }),
        ),
        400,
        "validation",
      )
    ).fields;
    expect(placeFields).toEqual({
      "loading.0.postalCode": ["postalCodeFormat"],
      "unloading.0.city": ["required"],
    });
  });

  it("edits an active offer, duplicates it with new dates, archives it; an archived offer cannot change", async () => {
    const made = await expectStatus(post(home, loadOffer(inDays(1))), 201);
    const offer = api(home.tokens.member).offers[":offerId"];
    const edited = await expectStatus(
      offer.$put({ param: { offerId: made.id }, json: loadOffer(inDays(2), { weightKg: 8000, price: null }) as never }),
      200,
    );
    expect(edited).toMatchObject({ weightKg: 8000, price: null, currency: null, loadFrom: inDays(2) });
    const copy = await expectStatus(
      offer.duplicate.$post({ param: { offerId: made.id }, json: { loadFrom: inDays(5), unloadFrom: inDays(6) } }),
      201,
    );
    expect(copy).toMatchObject({ weightKg: 8000, loadFrom: inDays(5), unloadFrom: inDays(6), status: "active" });
    expect(copy.id).not.toBe(made.id);
    const archived = await expectStatus(offer.archive.$post({ param: { offerId: made.id } }), 200);
    expect(archived).toMatchObject({ status: "archived" });
    expect(archived.archivedAt).not.toBeNull();
    await refused(offer.archive.$post({ param: { offerId: made.id } }), 409, "offerNotActive");
    await refused(
      offer.$put({ param: { offerId: made.id }, json: loadOffer(inDays(2)) as never }),
      409,
      "offerNotActive",
    );
    const mine = await expectStatus(api(home.tokens.admin).company.offers.$get({ query: { which: "active" } }), 200);
    expect(mine.items.map((o) => o.id)).toEqual([copy.id]);
    const archive = await expectStatus(
      api(home.tokens.admin).company.offers.$get({ query: { which: "archive" } }),
      200,
    );
    expect(archive.items.map((o) => o.id)).toEqual([made.id]);
    // An archived offer is duplicated too (spec §2 "archive and duplicate").
    await expectStatus(offer.duplicate.$post({ param: { offerId: made.id }, json: { loadFrom: inDays(3) } }), 201);
  });

  it("an edit keeps an offer's own from-date that is now past (an offer loading yesterday stays editable)", async () => {
    const made = await expectStatus(post(home, loadOffer(inDays(1), { unloadFrom: inDays(4) })), 201);
    await t.database.db
      .update(offers)
      .set({ loadFrom: inDays(-1) })
      .where(eq(offers.id, made.id));
    const offer = api(home.tokens.member).offers[":offerId"];
    await expectStatus(
      offer.$put({ param: { offerId: made.id }, json: loadOffer(inDays(-1), { unloadFrom: inDays(4) }) as never }),
      200,
    );
    const refusal = await refused(
      offer.$put({ param: { offerId: made.id }, json: loadOffer(inDays(-2), { unloadFrom: inDays(4) }) as never }),
      400,
      "validation",
    );
    expect(refusal.fields).toMatchObject({ loadFrom: ["dateBeforeToday"] });
  });

  it("another company's offer: deniedUpdateOfOffer to change, archive or duplicate", async () => {
    const made = await expectStatus(post(home, loadOffer(inDays(1))), 201);
    const offer = api(other.tokens.admin).offers[":offerId"];
    await refused(
      offer.$put({ param: { offerId: made.id }, json: loadOffer(inDays(1)) as never }),
      403,
      "deniedUpdateOfOffer",
    );
    await refused(offer.archive.$post({ param: { offerId: made.id } }), 403, "deniedUpdateOfOffer");
    await refused(
      offer.duplicate.$post({ param: { offerId: made.id }, json: { loadFrom: inDays(2) } }),
      403,
      "deniedUpdateOfOffer",
    );
  });

  it("a vehicle offer takes its capacity and body from the company's vehicle; another company's vehicle is refused", async () => {
    const vehicle = await expectStatus(
      api(home.tokens.member).company.vehicles.$post({
        json: { registrationNumber: "DLE 12345", kind: "tractorSemiTrailer", bodyType: "curtain", payloadKg: 24000 },
      }),
      201,
    );
    const body = {
      kind: "vehicle",
      vehicleId: vehicle.id,
      loading: [{ country: "PL", postalCode: "59-220", city: "Legnica" }],
      loadFrom: inDays(1),
      loadTo: inDays(4),
      destCountries: ["de", "FR"],
    };
    const made = await expectStatus(post(home, body), 201);
    expect(made).toMatchObject({
      kind: "vehicle",
      weightKg: 24000,
      bodyTypes: ["curtain"],
      destCountries: ["DE", "FR"],
      endsOn: inDays(4),
      unloading: [],
    });
    const { fields } = await refused(post(other, body), 400, "validation");
    expect(fields).toMatchObject({ vehicleId: ["invalidOption"] });
  });

  it("the day after its last day an offer is expired by the job, once, and leaves the exchange", async () => {
    const made = await expectStatus(post(home, loadOffer(inDays(1))), 201);
    const later = new Date(Date.parse(`${addDays(made.endsOn, 1)}T12:00:00Z`));
    const { expireOffers } = t.services.offers;
    const status = async () => (await t.database.db.select().from(offers).where(eq(offers.id, made.id)))[0]!.status;
    await expireOffers(new Date(Date.parse(`${made.endsOn}T12:00:00Z`)));
    expect(await status(), "on its last day").toBe("active");
    expect((await expireOffers(later)).expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, made.id));
    expect(row).toMatchObject({ status: "expired" });
    const archivedAt = row!.archivedAt;
    // A second run (another worker, a restart) changes nothing it already changed.
    await expireOffers(new Date(later.getTime() + 3_600_000));
    const [again] = await t.database.db.select().from(offers).where(eq(offers.id, made.id));
    expect(again!.archivedAt).toEqual(archivedAt);
  });
});
