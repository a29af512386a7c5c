import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { offers, proposals, transactions } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { loadOffer } from "../support/offers.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;

/**
 * Negotiation on the exchange through /new-api (issue 28; docs/decisions/032): proposals, counters,
 * withdrawals and rejections as cards in the pair's conversation; acceptance concludes one
 * transaction per offer, however many accept at once; the offer leaves the exchange.
 */
describe("negotiating a price on an offer", () => {
  const t = useTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let shipper: Company;
  let carrier: Company;
  let offerId: string;

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  beforeEach(async () => {
    shipper = await freshCompany(t.database.db);
    carrier = await freshCompany(t.database.db);
    offerId = (await expectStatus(api(shipper.tokens.member).offers.$post({ json: loadOffer() }), 201)).id;
  });

  const propose = (token: string, id: string, price: number | string, more: Record<string, unknown> = {}) =>
    api(token).offers[":offerId"].proposals.$post({
      param: { offerId: id },
      json: { price, currency: "EUR", ...more },
    });
  const counter = (token: string, proposalId: string, price: number) =>
    api(token).proposals[":proposalId"].counter.$post({ param: { proposalId }, json: { price, currency: "EUR" } });
  const step = (token: string, proposalId: string, which: "accept" | "reject" | "withdraw") =>
    api(token).proposals[":proposalId"][which].$post({ param: { proposalId } });
  const cards = async (token: string, conversationId: string) =>
    (
      await expectStatus(
        api(token).conversations[":conversationId"].$get({ param: { conversationId }, query: {} }),
        200,
      )
    ).messages
      .filter((m) => m.card)
      .map((m) => [m.card!.kind, m.card!.step, m.card!.kind === "proposal" ? m.card!.price : m.card!.number, m.own]);

  it("propose 3 000 EUR, counter 2 800, accept: one transaction, the offer off the exchange, every step a card", async () => {
    const first = await expectStatus(
      propose(carrier.tokens.member, offerId, "3000", { paymentDays: 30, terms: "Pakowanie po stronie nadawcy" }),
      201,
    );
    expect(first).toMatchObject({
      status: "pending",
      price: 3000,
      currency: "EUR",
      paymentDays: 30,
      own: true,
      from: { id: carrier.company.id },
      to: { id: shipper.company.id },
      proposedBy: { name: `Maria ${carrier.key}` },
    });
    // One pending at a time: the carrier may not propose again, the shipper answers it.
    expect((await expectRefusal(propose(carrier.tokens.admin, offerId, 2900), 409)).error.code).toBe("proposalPending");
    expect((await expectRefusal(step(carrier.tokens.member, first.id, "accept"), 409)).error.code).toBe(
      "proposalOtherSide",
    );
    const countered = await expectStatus(counter(shipper.tokens.admin, first.id, 2800), 201);
    expect(countered).toMatchObject({ status: "pending", price: 2800, countersId: first.id, own: true });
    expect((await expectRefusal(step(shipper.tokens.member, first.id, "accept"), 409)).error.code).toBe(
      "proposalNotPending",
    );
    const accepted = await expectStatus(step(carrier.tokens.secondMember, countered.id, "accept"), 200);
    expect(accepted).toMatchObject({ status: "accepted", decidedBy: { name: `Ola ${carrier.key}` } });
    expect(accepted.transactionId).toEqual(expect.any(String));

    const [offer] = await t.database.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer!.status).toBe("archived");
    const view = await expectStatus(
      api(shipper.tokens.member).transactions[":transactionId"].$get({
        param: { transactionId: accepted.transactionId! },
      }),
      200,
    );
    expect(view).toMatchObject({
      status: "agreed",
      role: "shipper",
      shipper: { id: shipper.company.id, name: shipper.company.name },
      carrier: { id: carrier.company.id },
      counterparty: { id: carrier.company.id },
      price: 2800,
      currency: "EUR",
      proposedBy: { name: `Adam ${shipper.key}` },
      acceptedBy: { name: `Ola ${carrier.key}` },
      route: { loading: [{ city: "Wrocław" }], unloading: [{ city: "Lyon" }], goods: "Palety z ceramiką" },
      history: [{ step: "concluded", company: { id: carrier.company.id }, by: { name: `Ola ${carrier.key}` } }],
    });
    expect(view.number).toMatch(/^T-\d{4}-\d{6}$/);
    // The cards, in order, for each side.
    expect(await cards(carrier.tokens.member, first.conversationId)).toEqual([
      ["proposal", "proposed", 3000, true],
      ["proposal", "countered", 2800, false],
      ["proposal", "accepted", 2800, true],
    ]);
    // The other side reads the same cards from its side; the acceptance's card leads to the transaction.
    expect(await cards(shipper.tokens.member, first.conversationId)).toEqual([
      ["proposal", "proposed", 3000, false],
      ["proposal", "countered", 2800, true],
      ["proposal", "accepted", 2800, false],
    ]);
    const shown = await expectStatus(
      api(shipper.tokens.member).conversations[":conversationId"].$get({
        param: { conversationId: first.conversationId },
        query: {},
      }),
      200,
    );
    const acceptedCard = shown.messages.at(-1)!.card!;
    expect(acceptedCard.kind === "proposal" && acceptedCard.transactionId).toBe(accepted.transactionId);
    // The offer's history: the shipper reads the whole negotiation, newest first.
    const history = await expectStatus(
      api(shipper.tokens.member).offers[":offerId"].proposals.$get({ param: { offerId } }),
      200,
    );
    expect(history.items.map((p) => [p.price, p.status, p.own])).toEqual([
      [2800, "accepted", true],
      [3000, "countered", false],
    ]);
    // Nothing more on a concluded offer.
    expect((await expectRefusal(propose(carrier.tokens.member, offerId, 2000), 404)).error.code).toBe("offerNotFound");
  });

  it("a proposal is withdrawn by its author only and rejected by its addressee only", async () => {
    const made = await expectStatus(propose(carrier.tokens.member, offerId, 4100), 201);
    expect((await expectRefusal(step(shipper.tokens.member, made.id, "withdraw"), 409)).error.code).toBe(
      "proposalOtherSide",
    );
    await expectStatus(step(carrier.tokens.admin, made.id, "withdraw"), 200);
    expect((await expectRefusal(step(shipper.tokens.member, made.id, "accept"), 409)).error.code).toBe(
      "proposalNotPending",
    );
    const again = await expectStatus(propose(carrier.tokens.member, offerId, 3900), 201);
    expect((await expectRefusal(step(carrier.tokens.member, again.id, "reject"), 409)).error.code).toBe(
      "proposalOtherSide",
    );
    expect(await expectStatus(step(shipper.tokens.member, again.id, "reject"), 200)).toMatchObject({
      status: "rejected",
      own: false,
    });
    expect(await cards(shipper.tokens.member, made.conversationId)).toEqual([
      ["proposal", "proposed", 4100, false],
      ["proposal", "withdrawn", 4100, false],
      ["proposal", "proposed", 3900, false],
      ["proposal", "rejected", 3900, true],
    ]);
  });

  it("closes the waiting proposals of an offer taken off the exchange, edited, or of a denied company", async () => {
    const made = await expectStatus(propose(carrier.tokens.member, offerId, 3100), 201);
    await expectStatus(api(shipper.tokens.member).offers[":offerId"].archive.$post({ param: { offerId } }), 200);
    expect((await expectRefusal(step(shipper.tokens.member, made.id, "accept"), 409)).error.code).toBe(
      "offerNotNegotiable",
    );
    const [closed] = await t.database.db.select().from(proposals).where(eq(proposals.id, made.id));
    expect(closed!.status).toBe("closed");
    // An offer edited while a price waits: the price was for the offer as it was.
    const edited = await expectStatus(api(shipper.tokens.member).offers.$post({ json: loadOffer() }), 201);
    const forOld = await expectStatus(propose(carrier.tokens.member, edited.id, 3000), 201);
    await expectStatus(
      api(shipper.tokens.member).offers[":offerId"].$put({
        param: { offerId: edited.id },
        json: loadOffer(undefined, { weightKg: 24000 }) as never,
      }),
      200,
    );
    expect((await expectRefusal(step(shipper.tokens.member, forOld.id, "accept"), 409)).error.code).toBe(
      "proposalNotPending",
    );
    // An offer whose last day passed: the expiry job closes its negotiation too.
    const second = await expectStatus(api(shipper.tokens.member).offers.$post({ json: loadOffer() }), 201);
    const waiting = await expectStatus(propose(carrier.tokens.member, second.id, 2000), 201);
    await t.services.offers.expireOffers(new Date(Date.now() + 10 * 86_400_000));
    const [expired] = await t.database.db.select().from(proposals).where(eq(proposals.id, waiting.id));
    expect(expired!.status).toBe("closed");
    // A company that denies the other: the pair's waiting price is closed, no deal is concluded.
    const denied = await expectStatus(api(shipper.tokens.member).offers.$post({ json: loadOffer() }), 201);
    const beforeDeny = await expectStatus(propose(carrier.tokens.member, denied.id, 3000), 201);
    await expectStatus(
      api(carrier.tokens.admin).company.lists.$put({ json: { companyId: shipper.company.id, list: "deny" } }),
      200,
    );
    expect((await expectRefusal(step(shipper.tokens.member, beforeDeny.id, "accept"), 409)).error.code).toBe(
      "proposalNotPending",
    );
  });

  it("checks the price, currency, days and terms field by field", async () => {
    const refused = await expectRefusal(
      propose(carrier.tokens.member, offerId, "-5", { currency: "USD", paymentDays: 400, terms: "x".repeat(1001) }),
      400,
    );
    expect(refused.error.fields).toEqual({
      price: ["amount"],
      currency: ["invalidOption"],
      paymentDays: ["number"],
      terms: ["tooLong"],
    });
    const own = await expectRefusal(propose(shipper.tokens.member, offerId, 100), 409);
    expect(own.error.code).toBe("conversationWithOwnCompany");
  });

  it("concluding with one carrier closes the other's waiting price, and its conversation says so", async () => {
    const rival = await freshCompany(t.database.db);
    const chosen = await expectStatus(propose(carrier.tokens.member, offerId, 2500), 201);
    const other = await expectStatus(propose(rival.tokens.member, offerId, 2400), 201);
    await expectStatus(step(shipper.tokens.member, chosen.id, "accept"), 200);
    expect(await cards(rival.tokens.member, other.conversationId)).toEqual([
      ["proposal", "proposed", 2400, true],
      ["proposal", "closed", 2400, false],
    ]);
    const [closed] = await t.database.db.select().from(proposals).where(eq(proposals.id, other.id));
    expect(closed!.status).toBe("closed");
    // The chosen carrier's conversation has no such card.
    expect((await cards(carrier.tokens.member, chosen.conversationId)).map((c) => c[1])).toEqual([
      "proposed",
      "accepted",
    ]);
  });

  it("two accepts at once conclude one transaction: of one proposal, and of two carriers' proposals", async () => {
    const made = await expectStatus(propose(carrier.tokens.member, offerId, 3000), 201);
    const both = await Promise.all([
      step(shipper.tokens.member, made.id, "accept"),
      step(shipper.tokens.admin, made.id, "accept"),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);

    const second = await expectStatus(api(shipper.tokens.member).offers.$post({ json: loadOffer() }), 201);
    const rival = await freshCompany(t.database.db);
    const a = await expectStatus(propose(carrier.tokens.member, second.id, 2500), 201);
    const b = await expectStatus(propose(rival.tokens.member, second.id, 2400), 201);
    const answers = await Promise.all([
      step(shipper.tokens.member, a.id, "accept"),
      step(shipper.tokens.admin, b.id, "accept"),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toMatch(
      /^(offerNotNegotiable|proposalNotPending)$/,
    );
    const concluded = await t.database.db.select().from(transactions).where(eq(transactions.offerId, second.id));
    expect(concluded).toHaveLength(1);
    const rows = await t.database.db.select().from(proposals).where(eq(proposals.offerId, second.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["accepted", "closed"]);
  });

  it("proposes inside a conversation about the offer, never in one opened from a profile", async () => {
    const about = await expectStatus(
      api(shipper.tokens.member).conversations.$post({ json: { companyId: carrier.company.id } }),
      201,
    );
    const refused = await expectRefusal(
      api(shipper.tokens.member).conversations[":conversationId"].proposals.$post({
        param: { conversationId: about.conversation.id },
        json: { price: 100, currency: "PLN" },
      }),
      409,
    );
    expect(refused.error.code).toBe("conversationWithoutOffer");
    const onOffer = await expectStatus(
      api(carrier.tokens.member).conversations.$post({ json: { offerId, text: "Dzień dobry" } }),
      201,
    );
    // The offer's company proposes to the carrier in their conversation.
    const made = await expectStatus(
      api(shipper.tokens.member).conversations[":conversationId"].proposals.$post({
        param: { conversationId: onOffer.conversation.id },
        json: { price: "2 700", currency: "PLN" },
      }),
      201,
    );
    expect(made).toMatchObject({ from: { id: shipper.company.id }, to: { id: carrier.company.id }, price: 2700 });
  });
});
