import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { guides, subscriptions } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { GATED_OPERATION_NAMES, GATED_OPERATIONS, type GatedOperation } from "../../src/shared/restrictions.ts";
import { addDays, todayInPoland } from "../../src/shared/contracts/offers.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { loadOffer } from "../support/offers.ts";
import { codeOf, gql } from "../support/graphql.ts";
import { fileBytes, uploadTo } from "../support/media-upload.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const DAY = 86_400_000;
type Company = Awaited<ReturnType<typeof freshCompany>>;

/** What an attempt answered: refused with a code, or done. */
type Outcome = { refused: string } | { done: true };

/**
 * Every gated operation (GATED_OPERATIONS, src/shared/restrictions.ts) refuses a company whose
 * subscription has expired with operationIsRestricted, and works while it runs. The invokers are
 * keyed by the same list and checked against it, so an operation added to the list without a way
 * to call it here, or listed but not gated on the server, fails this file.
 */
describe("gated operations: refused past expiry, allowed while the subscription runs", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0", ANSWER_THRESHOLD: "1" });
  const db = () => t.database.db;
  const api = (token: string) => restAs(() => t.app, token);

  beforeAll(async () => {
    await seedDemo(db());
  });

  const outcomeOf = async (res: Response): Promise<Outcome> => {
    if (res.ok) return { done: true };
    const body = (await res.json()) as { error?: { code?: string } };
    return { refused: body.error?.code ?? String(res.status) };
  };

  /** An open advisor thread of the admin with one answer (the threshold is 1 here). */
  const openThread = async (c: Company) => {
    const { threadId } = await expectStatus(api(c.tokens.admin).thread["create-thread"].$post({ json: {} }), 200);
    await expectStatus(api(c.tokens.admin).thread["start-thread"].$post({ json: { threadId } }), 200);
    const sent = await api(c.tokens.admin).thread["send-message"].$post({
      json: { threadId, content: "Sklep internetowy z ceramiką" },
    });
    expect(sent.status).toBe(200);
    await sent.text();
    return threadId;
  };

  /**
   * Each operation: `prepare` makes what it acts on (once, before both attempts), `invoke` calls it
   * through the API as the company's admin and may be called twice (expired, then running).
   */
  const invokers: Record<GatedOperation, (c: Company) => Promise<() => Promise<Outcome>>> = {
    requestGuide: async (c) => {
      const threadId = await openThread(c);
      return async () => outcomeOf(await api(c.tokens.admin).thread["request-guide"].$post({ json: { threadId } }));
    },
    retryGuide: async (c) => {
      const threadId = await openThread(c);
      const [guide] = await db()
        .insert(guides)
        .values({ userId: c.admin.id, companyId: c.company.id, threadId, status: "failed", title: "Przewodnik" })
        .returning();
      return async () => outcomeOf(await api(c.tokens.admin).guide[":id"].retry.$post({ param: { id: guide!.id } }));
    },
    addEmployee: async (c) => {
      let n = 0;
      return async () => {
        const email = `nowa${++n}${c.domain}`;
        const body = await gql(
          t.app,
          `mutation { addEmployee(input: { email: "${email}", name: "Nowa", surname: "Osoba" }) { id } }`,
          {},
          c.tokens.admin,
        );
        const code = codeOf(body);
        return code === "ok" ? { done: true } : { refused: code };
      };
    },
    createDocument: async (c) => async () =>
      outcomeOf(await api(c.tokens.admin).company.documents.$post({ json: { type: "other" } })),
    uploadDocumentFile: async (c) => {
      // Made while the subscription runs; the attempts then come after it expires and again.
      const doc = await expectStatus(api(c.tokens.admin).company.documents.$post({ json: { type: "other" } }), 201);
      return async () => outcomeOf(await uploadTo(t.app, c.tokens.admin, doc.id, fileBytes.pdf()));
    },
    addVehicle: async (c) => {
      let n = 0;
      return async () =>
        outcomeOf(
          await api(c.tokens.admin).company.vehicles.$post({
            json: { registrationNumber: `WR ${10000 + ++n}`, kind: "van", bodyType: "box", payloadKg: 1200 },
          }),
        );
    },
    postOffer: async (c) => async () =>
      outcomeOf(await api(c.tokens.admin).offers.$post({ json: loadOffer(addDays(todayInPoland(), 1)) })),
    readOffers: async (c) => async () => outcomeOf(await api(c.tokens.member).offers.$get({ query: { kind: "load" } })),
    startConversation: async (c) => {
      // A second start of the pair answers the same conversation (200): done both times it is allowed.
      const other = await freshCompany(db());
      return async () =>
        outcomeOf(await api(c.tokens.member).conversations.$post({ json: { companyId: other.company.id } }));
    },
    sendMessage: async (c) => {
      // Started while the subscription runs; the attempts then come after it expires and again.
      const other = await freshCompany(db());
      const { conversation } = await expectStatus(
        api(c.tokens.member).conversations.$post({ json: { companyId: other.company.id } }),
        201,
      );
      const param = { conversationId: conversation.id };
      return async () =>
        outcomeOf(
          await api(c.tokens.member).conversations[":conversationId"].messages.$post({
            param,
            json: { text: "Dzień dobry" },
          }),
        );
    },
    proposePrice: async (c) => {
      // Another company's load; the attempts propose a price on it (refused, then the one pending).
      const other = await freshCompany(db());
      const offer = await expectStatus(api(other.tokens.member).offers.$post({ json: loadOffer() }), 201);
      return async () =>
        outcomeOf(
          await api(c.tokens.member).offers[":offerId"].proposals.$post({
            param: { offerId: offer.id },
            json: { price: 1500, currency: "PLN" },
          }),
        );
    },
  };

  const setExpiry = (c: Company, expiresAt: Date) =>
    db().update(subscriptions).set({ expiresAt }).where(eq(subscriptions.companyId, c.company.id));

  it("has an invoker for exactly the operations the list names", () => {
    expect(Object.keys(invokers).sort()).toEqual([...GATED_OPERATION_NAMES].sort());
    expect(GATED_OPERATION_NAMES.length).toBeGreaterThan(0);
  });

  for (const operation of GATED_OPERATION_NAMES) {
    it(`${operation} (${GATED_OPERATIONS[operation]}): operationIsRestricted past expiry, done while running`, async () => {
      const company = await freshCompany(db());
      const attempt = await invokers[operation](company);
      await setExpiry(company, new Date(Date.now() - DAY));
      expect(await attempt(), "expired yesterday").toEqual({ refused: "operationIsRestricted" });
      await setExpiry(company, new Date(Date.now() + 30 * DAY));
      expect(await attempt(), "runs for 30 more days").toEqual({ done: true });
    });
  }

  it("a company without the plan's feature is refused even while its subscription runs", async () => {
    const company = await freshCompany(db());
    await db()
      .update(subscriptions)
      .set({ features: ["advisor"] })
      .where(eq(subscriptions.companyId, company.company.id));
    expect(await (await invokers.createDocument(company))()).toEqual({ refused: "operationIsRestricted" });
    expect(await (await invokers.addEmployee(company))()).toEqual({ refused: "operationIsRestricted" });
  });

  it("a plan's guides are counted per month; a trial's for the whole trial", async () => {
    const now = Date.now();
    /** A guide the company made 35 days ago: always before this month's first day. */
    const oldGuide = async (c: Company) => {
      const threadId = await openThread(c);
      await db()
        .insert(guides)
        .values({
          userId: c.admin.id,
          companyId: c.company.id,
          threadId,
          status: "ready",
          title: "Przewodnik",
          createdAt: new Date(now - 35 * DAY),
        });
    };
    const paid = await freshCompany(db());
    await db()
      .update(subscriptions)
      .set({ plan: "paid", guidesLimit: 1, startsAt: new Date(now - 40 * DAY), expiresAt: new Date(now + 300 * DAY) })
      .where(eq(subscriptions.companyId, paid.company.id));
    await oldGuide(paid);
    expect(await (await invokers.requestGuide(paid))(), "last month's guide does not count").toEqual({ done: true });
    expect(await (await invokers.requestGuide(paid))(), "one a month").toEqual({ refused: "operationIsRestricted" });

    const trial = await freshCompany(db());
    await db()
      .update(subscriptions)
      .set({ guidesLimit: 1, startsAt: new Date(now - 40 * DAY), expiresAt: new Date(now + 10 * DAY) })
      .where(eq(subscriptions.companyId, trial.company.id));
    await oldGuide(trial);
    expect(await (await invokers.requestGuide(trial))(), "the trial's one guide is used").toEqual({
      refused: "operationIsRestricted",
    });
  });

  it("a company awaiting verification adds the documents verification needs without a plan", async () => {
    const company = await freshCompany(db(), { status: "not_verified" });
    const doc = await expectStatus(
      api(company.tokens.admin).company.documents.$post({ json: { type: "companyRegistration" } }),
      201,
    );
    expect((await uploadTo(t.app, company.tokens.admin, doc.id, fileBytes.pdf())).status).toBe(201);
    expect(await (await invokers.addEmployee(company))()).toEqual({ refused: "operationIsRestricted" });
  });

  it("past expiry the data stays: documents and employees are still there to read", async () => {
    const company = await freshCompany(db());
    const doc = await expectStatus(api(company.tokens.admin).company.documents.$post({ json: { type: "other" } }), 201);
    expect((await uploadTo(t.app, company.tokens.admin, doc.id, fileBytes.pdf())).status).toBe(201);
    await setExpiry(company, new Date(Date.now() - DAY));
    const list = await expectStatus(api(company.tokens.admin).company.documents.$get(), 200);
    expect(list.documents.map((d) => [d.id, d.files.length])).toEqual([[doc.id, 1]]);
    const employees = await gql(t.app, "{ employees { email } }", {}, company.tokens.admin);
    expect((employees.data as { employees: unknown[] }).employees).toHaveLength(3);
  });
});
