import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/db/seed.ts";
import { mailMessages } from "../../src/db/schema/index.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { inDays, loadOffer } from "../support/offers.ts";
import { useTestApp } from "../support/test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
const place = (country: string, postalCode: string, city: string) => [{ country, postalCode, city }];

/**
 * The poster is told of a new match (issue 26): in the app, per own offer, until the offer is
 * opened; and once by the mail digest. Only offers shown to the recipient's company are told of,
 * a pair is told once however often the job runs, and a match already seen is not mailed.
 */
describe("offers: new matches told in the app and by a mail digest", () => {
  const t = useTestApp();
  let shipper: Company;
  let carrier: Company;
  let stranger: Company;
  const actor = async (token: string) => (await t.services.accounts.actorFromToken(token))!;
  const mailsTo = (emails: string[]) =>
    t.database.db
      .select({ to: mailMessages.to, subject: mailMessages.subject, text: mailMessages.text })
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, "matchDigest"), inArray(mailMessages.to, emails)));

  beforeAll(async () => {
    await seedDemo(t.database.db);
    shipper = await freshCompany(t.database.db);
    carrier = await freshCompany(t.database.db);
    stranger = await freshCompany(t.database.db);
  });

  it("tells both posters of a fitting pair once, shows it until opened, and mails it once", async () => {
    const d = (n: number) => inDays(230 + n);
    const offers = t.services.offers;
    const carrierMember = await actor(carrier.tokens.member);
    const shipperMember = await actor(shipper.tokens.member);
    const vehicle = await t.services.vehicles.addVehicle(carrierMember, {
      registrationNumber: "DLE 4242",
      kind: "tractorSemiTrailer",
      bodyType: "curtain",
      payloadKg: 24000,
    });
    const truck = await offers.postOffer(carrierMember, {
      kind: "vehicle",
      vehicleId: vehicle.id,
      loading: place("PL", "59-220", "Legnica"),
      loadFrom: d(0),
      loadTo: d(4),
    });
    const berlin = await offers.postOffer(
      shipperMember,
      loadOffer(d(1), {
        loading: place("PL", "59-220", "Legnica"),
        unloading: place("DE", "10115", "Berlin"),
        weightKg: 20000,
        bodyTypes: ["curtain"],
      }),
    );
    // Private to another company: the carrier is not told of it; its poster is told of the public truck.
    const hidden = await offers.postOffer(
      shipperMember,
      loadOffer(d(1), {
        loading: place("PL", "59-220", "Legnica"),
        bodyTypes: ["curtain"],
        visibility: "private",
        partners: [stranger.company.id],
      }),
    );

    expect((await offers.noticeMatches(berlin.id)).told).toBe(2);
    expect((await offers.noticeMatches(hidden.id)).told).toBe(1);
    // The truck's own run finds the same pair: nobody is told twice.
    expect((await offers.noticeMatches(truck.id)).told).toBe(0);
    expect((await offers.noticeMatches(berlin.id)).told).toBe(0);

    expect(await offers.unseenMatches(carrierMember)).toEqual([{ offerId: truck.id, count: 1 }]);
    const byOffer = <T extends { offerId: string }>(list: T[]) =>
      [...list].sort((a, b) => a.offerId.localeCompare(b.offerId));
    expect(byOffer(await offers.unseenMatches(shipperMember))).toEqual(
      byOffer([
        { offerId: berlin.id, count: 1 },
        { offerId: hidden.id, count: 1 },
      ]),
    );
    // Another member of the carrier posted nothing: nothing is told to them.
    expect(await offers.unseenMatches(await actor(carrier.tokens.secondMember))).toEqual([]);

    // The shipper opens both loads' matches before the digest: no mail for them.
    await offers.markMatchesSeen(shipperMember, berlin.id);
    await offers.markMatchesSeen(shipperMember, hidden.id);
    expect(await offers.unseenMatches(shipperMember)).toEqual([]);

    await offers.mailMatchDigests();
    const mails = await mailsTo([carrier.member.email, shipper.member.email]);
    expect(mails.map((m) => m.to)).toEqual([carrier.member.email]);
    expect(mails[0]!.text).toContain("Legnica (PL)");
    expect(mails[0]!.text).toContain(`/ongoing/offers/${truck.id}`);
    expect(mails[0]!.text).toMatch(/1 nowe dopasowanie|1 new match/);

    // Mailed, but not yet opened: still shown in the app; a second digest mails nothing.
    expect(await offers.unseenMatches(carrierMember)).toEqual([{ offerId: truck.id, count: 1 }]);
    await offers.mailMatchDigests();
    expect(await mailsTo([carrier.member.email])).toHaveLength(1);

    // Once the matched load leaves the exchange, the notice is no longer shown.
    await offers.archiveOffer(shipperMember, berlin.id);
    expect(await offers.unseenMatches(carrierMember)).toEqual([]);
  });

  it("tells nobody across a deny list, and skips a fit too weak to tell of", async () => {
    const d = (n: number) => inDays(250 + n);
    const offers = t.services.offers;
    const carrierMember = await actor(carrier.tokens.member);
    const shipperMember = await actor(shipper.tokens.member);
    const strangerMember = await actor(stranger.tokens.member);
    const vehicle = await t.services.vehicles.addVehicle(carrierMember, {
      registrationNumber: "DLE 4343",
      kind: "tractorSemiTrailer",
      bodyType: "curtain",
      payloadKg: 24000,
    });
    const truck = await offers.postOffer(carrierMember, {
      kind: "vehicle",
      vehicleId: vehicle.id,
      loading: place("PL", "59-220", "Legnica"),
      loadFrom: d(0),
      loadTo: d(4),
    });
    await offers.setCompanyList(await actor(carrier.tokens.admin), { companyId: stranger.company.id, list: "deny" });
    const denied = await offers.postOffer(
      strangerMember,
      loadOffer(d(1), { loading: place("PL", "59-220", "Legnica"), bodyTypes: ["curtain"] }),
    );
    expect((await offers.noticeMatches(denied.id)).told).toBe(0);

    // From Poznań (about 150 km of empty run) to Gniezno (a short loaded trip), light, on the last day.
    const weak = await offers.postOffer(
      shipperMember,
      loadOffer(d(4), {
        loading: place("PL", "60-001", "Poznań"),
        unloading: place("PL", "62-200", "Gniezno"),
        weightKg: 500,
        bodyTypes: ["curtain"],
      }),
    );
    const [seen] = await offers
      .matchesFor(carrierMember, truck.id)
      .then((m) => m.filter((x) => x.offer.id === weak.id));
    expect(seen, "the weak fit is still listed on the offer's page").toBeDefined();
    expect(seen!.match.score).toBeLessThan(50);
    expect((await offers.noticeMatches(weak.id)).told).toBe(0);
  });
});
