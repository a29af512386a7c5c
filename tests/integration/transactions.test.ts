import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies, transactions } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { loadOffer } from "../support/offers.ts";
import { agreedTransaction } from "../support/deals.ts";
import { pdfText } from "../support/pdf.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
const DAY = 86_400_000;

/**
 * Transactions through /new-api (issue 28; docs/decisions/032): the state machine with its dates
 * (the deals' clock moved by the test), each side's steps and the history, the list with its
 * filters, and the transport order both companies download.
 */
describe("a transaction from agreement to completion", () => {
  const t = useTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let shipper: Company;
  let carrier: Company;
  let transactionId: string;
  let conversationId: string;

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  beforeEach(async () => {
    t.services.deals.clock.offsetMs = 0;
    shipper = await freshCompany(t.database.db);
    carrier = await freshCompany(t.database.db);
    // Loading tomorrow, unloading two days later.
    ({ transactionId, conversationId } = await agreedTransaction(api, shipper, carrier));
  });

  const daysPass = (days: number) => {
    t.services.deals.clock.offsetMs = days * DAY;
  };
  const view = (token: string) =>
    expectStatus(api(token).transactions[":transactionId"].$get({ param: { transactionId } }), 200);
  const step = (token: string, json: { step: string; reason?: string }) =>
    api(token).transactions[":transactionId"].steps.$post({ param: { transactionId }, json: json as never });
  const code = async (response: ReturnType<typeof step>, status = 409) =>
    (await expectRefusal(response, status)).error.code;

  it("starts on the loading day, is marked done from the unloading day, objected to, and completed by both", async () => {
    expect(await view(carrier.tokens.member)).toMatchObject({ status: "agreed", role: "carrier" });
    expect(await code(step(carrier.tokens.member, { step: "markDone" }))).toBe("invalidStatusChange");
    daysPass(1);
    const started = await view(shipper.tokens.member);
    expect(started.status).toBe("inProgress");
    expect(started.steps).toEqual(["requestCancel", "cancel"]);
    expect(await code(step(carrier.tokens.member, { step: "markDone" }))).toBe("invalidStatusChange");
    daysPass(3);
    const marked = await expectStatus(step(carrier.tokens.member, { step: "markDone" }), 200);
    expect(marked).toMatchObject({ status: "inProgress", doneBy: { id: carrier.company.id } });
    expect(Date.parse(marked.completesAt!) - Date.parse(marked.doneAt!)).toBe(3 * DAY);
    expect(await code(step(carrier.tokens.admin, { step: "markDone" }))).toBe("invalidStatusChange");
    // Marked done by one side: the other confirms, objects, or both agree to cancel; no one cancels alone.
    expect((await view(shipper.tokens.member)).steps).toEqual(["markDone", "object", "requestCancel"]);
    const noReason = await expectRefusal(step(shipper.tokens.member, { step: "object" }), 400);
    expect(noReason.error.fields).toEqual({ reason: ["required"] });
    const objected = await expectStatus(
      step(shipper.tokens.member, { step: "object", reason: "Brak podpisanego CMR" }),
      200,
    );
    expect(objected.doneBy).toBeNull();
    await expectStatus(step(shipper.tokens.member, { step: "markDone" }), 200);
    const completed = await expectStatus(step(carrier.tokens.secondMember, { step: "markDone" }), 200);
    expect(completed.status).toBe("completed");
    expect(completed.steps).toEqual([]);
    expect(completed.history.map((h) => [h.step, h.company?.id ?? null, h.reason])).toEqual([
      ["concluded", shipper.company.id, null],
      ["started", null, null],
      ["markDone", carrier.company.id, null],
      ["object", shipper.company.id, "Brak podpisanego CMR"],
      ["markDone", shipper.company.id, null],
      ["markDone", carrier.company.id, null],
      ["completed", null, null],
    ]);
    expect(await code(step(shipper.tokens.member, { step: "cancel", reason: "Za późno" }))).toBe("invalidStatusChange");
    // Each side's step is a card in the pair's conversation (the clock's start is not).
    const messages = (
      await expectStatus(
        api(shipper.tokens.member).conversations[":conversationId"].$get({ param: { conversationId }, query: {} }),
        200,
      )
    ).messages;
    expect(messages.filter((m) => m.card?.kind === "transaction").map((m) => [m.card!.step, m.companyId])).toEqual([
      ["markDone", carrier.company.id],
      ["object", shipper.company.id],
      ["markDone", shipper.company.id],
      ["markDone", carrier.company.id],
      ["completed", carrier.company.id],
    ]);
  });

  it("completes by the clock 3 days after one side's mark when the other says nothing", async () => {
    daysPass(3);
    await expectStatus(step(carrier.tokens.member, { step: "markDone" }), 200);
    daysPass(5.9);
    await t.services.deals.settleDue();
    const list = await expectStatus(api(shipper.tokens.member).transactions.$get({ query: {} }), 200);
    expect(list.items.find((i) => i.id === transactionId)).toMatchObject({ status: "inProgress" });
    daysPass(6.1);
    expect(await t.services.deals.settleDue()).toMatchObject({ settled: 1 });
    expect(await view(shipper.tokens.member)).toMatchObject({
      status: "completed",
      doneBy: { id: carrier.company.id },
    });
    expect(await t.services.deals.settleDue()).toMatchObject({ settled: 0 });
  });

  it("is cancelled by agreement when both ask, and by one side with a reason the other reads", async () => {
    const asked = await expectStatus(
      step(shipper.tokens.member, { step: "requestCancel", reason: "Klient przesunął" }),
      200,
    );
    expect(asked).toMatchObject({ status: "agreed", cancelRequestedBy: { id: shipper.company.id } });
    expect(await code(step(shipper.tokens.admin, { step: "requestCancel" }))).toBe("invalidStatusChange");
    expect(await expectStatus(step(carrier.tokens.member, { step: "requestCancel" }), 200)).toMatchObject({
      status: "cancelled",
      cancelReason: "Klient przesunął",
    });
  });

  it("is cancelled by one side alone with a reason the other sees", async () => {
    expect(
      (await expectRefusal(step(carrier.tokens.member, { step: "cancel", reason: "ok" }), 400)).error.fields,
    ).toEqual({
      reason: ["tooShort"],
    });
    await expectStatus(step(carrier.tokens.member, { step: "cancel", reason: "Awaria ciągnika" }), 200);
    expect(await view(shipper.tokens.member)).toMatchObject({
      status: "cancelled",
      cancelReason: "Awaria ciągnika",
      history: [
        { step: "concluded" },
        { step: "cancel", company: { id: carrier.company.id }, reason: "Awaria ciągnika" },
      ],
    });
  });

  it("lists the company's transactions active first, by status, role, dates and counterparty", async () => {
    // A second transaction of the carrier, cancelled, with another shipper.
    const other = await freshCompany(t.database.db);
    const offer = await expectStatus(api(other.tokens.member).offers.$post({ json: loadOffer() }), 201);
    const made = await expectStatus(
      api(carrier.tokens.member).offers[":offerId"].proposals.$post({
        param: { offerId: offer.id },
        json: { price: 900, currency: "PLN" },
      }),
      201,
    );
    const second = (
      await expectStatus(
        api(other.tokens.member).proposals[":proposalId"].accept.$post({ param: { proposalId: made.id } }),
        200,
      )
    ).transactionId!;
    await expectStatus(
      api(other.tokens.member).transactions[":transactionId"].steps.$post({
        param: { transactionId: second },
        json: { step: "cancel", reason: "Towar niegotowy" },
      }),
      200,
    );
    const list = (query: Record<string, string>) =>
      expectStatus(api(carrier.tokens.member).transactions.$get({ query }), 200);
    expect((await list({})).items.map((i) => [i.id, i.status, i.role])).toEqual([
      [transactionId, "agreed", "carrier"],
      [second, "cancelled", "carrier"],
    ]);
    expect((await list({ status: "cancelled" })).items.map((i) => i.id)).toEqual([second]);
    expect((await list({ role: "shipper" })).total).toBe(0);
    // A page past the end is empty and still says how many there are.
    const past = await list({ page: "5" });
    expect([past.items, past.total]).toEqual([[], 2]);
    expect((await list({ counterparty: other.key })).items.map((i) => i.counterparty.id)).toEqual([other.company.id]);
    expect((await list({ from: "2000-01-01", to: "2000-12-31" })).items).toEqual([]);
    const short = await expectRefusal(
      api(carrier.tokens.member).transactions.$get({ query: { counterparty: "ab" } }),
      400,
    );
    expect(short.error.code).toBe("phraseMustBeAtLeast3");
    // The third company sees none of them.
    expect(
      (await expectStatus(api(other.tokens.member).transactions.$get({ query: {} }), 200)).items.map((i) => i.id),
    ).toEqual([second]);
  });

  it("gives both companies the transport order, in the reader's language, and no one else", async () => {
    for (const [token, lang, title] of [
      [shipper.tokens.member, "pl", "Zlecenie transportowe"],
      [carrier.tokens.member, "en", "Transport order"],
    ] as const) {
      const res = await api(token).transactions[":transactionId"].order.$get(
        { param: { transactionId } },
        { headers: { cookie: `locale=${lang}` } },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      const text = pdfText(new Uint8Array(await res.arrayBuffer()));
      expect(text).toContain(title);
      expect(text).toContain(shipper.company.name);
      expect(text).toContain(carrier.company.name);
      expect(text).toMatch(/3[ .,]?000[.,]00/);
      expect(text).toContain("Wrocław");
      expect(text).toContain("Lyon");
      expect(text).toContain("Palety z ceramiką");
    }
    const stranger = await freshCompany(t.database.db);
    const refused = await expectRefusal(
      api(stranger.tokens.member).transactions[":transactionId"].order.$get({ param: { transactionId } }),
      404,
    );
    expect(refused.error.code).toBe("transactionNotFound");
  });

  it("the transport order keeps the companies' details as concluded, not as edited later", async () => {
    const where = (street: string, postalCode: string, city: string) =>
      t.database.db.update(companies).set({ street, postalCode, city }).where(eq(companies.id, shipperOf.company.id));
    const shipperOf = await freshCompany(t.database.db);
    const carrierOf = await freshCompany(t.database.db);
    await where("ul. Długa 1", "00-950", "Warszawa");
    const deal = await agreedTransaction(api, shipperOf, carrierOf);
    await where("ul. Nowa 5", "80-001", "Gdańsk");
    const orderText = async () => {
      const res = await api(carrierOf.tokens.member).transactions[":transactionId"].order.$get({
        param: { transactionId: deal.transactionId },
      });
      expect(res.status).toBe(200);
      return pdfText(new Uint8Array(await res.arrayBuffer()));
    };
    const kept = await orderText();
    expect(kept).toContain("ul. Długa 1, 00-950 Warszawa");
    expect(kept).not.toContain("ul. Nowa 5");
    // A deal concluded before the details were kept shows today's.
    await t.database.db.update(transactions).set({ parties: null }).where(eq(transactions.id, deal.transactionId));
    expect(await orderText()).toContain("ul. Nowa 5, 80-001 Gdańsk");
  });
});
