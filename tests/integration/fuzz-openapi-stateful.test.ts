import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { makeCompany } from "../support/companies.ts";
import { freshTin } from "../support/fresh-company.ts";
import type { ExtractSchema } from "hono/types";
import type { RestApi } from "../../src/server/rest/index.ts";
import { callOf, type Contract, loadContract } from "../support/fuzz.ts";
import { tokenFor } from "../support/graphql.ts";
import { COMPLETE_ANSWERS as COMPLETE } from "../support/interview-answers.ts";
import { wholeReply } from "../support/rest-client.ts";
import { addDays, todayInPoland } from "../../src/shared/contracts/offers.ts";
import { sseReader } from "../support/sse.ts";
import { useTestApp } from "../support/test-app.ts";
import { fileBytes, multipartParts, uploadTo } from "../support/media-upload.ts";

/** The REST operations' answers by path (Hono's form, `/guide/:id`) and method (`$get`). */
type Routes = ExtractSchema<RestApi>;
/** A document path in Hono's form: `/guide/{id}/events` → `/guide/:id/events`. */
type RoutePath<P extends string> = P extends `${infer A}{${infer N}}${infer B}` ? `${A}:${N}${RoutePath<B>}` : P;
/** The answers of the operation `METHOD path`, one per status its route declares. */
type AnswersOf<K extends string> = K extends `${infer M} ${infer P}`
  ? RoutePath<P> extends infer R extends keyof Routes
    ? `$${Lowercase<M>}` extends infer X extends keyof Routes[R]
      ? Routes[R][X]
      : never
    : never
  : never;
/** The body its route declares for the answer with that status (unknown for an operation not there). */
type BodyAt<K extends string, S extends number> = [Extract<AnswersOf<K>, { status: S }>] extends [never]
  ? unknown
  : Extract<AnswersOf<K>, { status: S }>["output"];

/** A load from Wrocław to Berlin as the journeys post it. */
const berlinLoad = (loadFrom: string, weightKg: number, body: string) => ({
  kind: "load",
  loading: [{ country: "PL", postalCode: "50-001", city: "Wrocław" }],
  unloading: [{ country: "DE", postalCode: "10115", city: "Berlin" }],
  loadFrom,
  weightKg,
  bodyTypes: [body],
});

/**
 * The stateful pass of the outside fuzzer: the ids one answer gives
 * are used in the next calls, through a conversation to its guide, an interview to its thread, and
 * a company's and staff's operations. Every step keeps the document's contract (declared status,
 * body valid against the declared schema, never 5xx) and answers what the journey expects; together
 * the journeys call every operation of the document.
 */
describe("REST stateful pass: ids from one answer into the next calls", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-fuzz-stateful-"));
  const t = useTestApp({ RATE_LIMIT_SCALE: "10000", ADVISOR_STREAM_DELAY_MS: "0", DATA_DIR: dataDir });
  let contract: Contract;
  const tokens: Record<string, string> = {};
  const called = new Set<string>();

  /** One call of the operation `key` ("POST /thread/send-message"), checked against the document. */
  const step = async <K extends string, S extends number>(
    key: K,
    expected: S,
    input: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {},
    who = "anna",
  ) => {
    const operation = contract.operations.find((o) => o.key === key);
    expect(operation, `${key} is in the document`).toBeDefined();
    called.add(key);
    const res = await t.app.request(...callOf(operation!, input, tokens[who]));
    const where = `${key} as ${who} with ${JSON.stringify(input).slice(0, 200)}`;
    const status = res.status;
    // An event stream is read by its step: its status and media type are checked on a bodiless copy.
    const stream = /^text\/event-stream/.test(res.headers.get("content-type") ?? "");
    const checked = stream ? new Response(null, { status, headers: res.headers }) : res;
    const answer = await contract.check(operation!, checked, where);
    expect(status, `${where}: ${JSON.stringify(answer)?.slice(0, 300)}`).toBe(expected);
    // The document is made from the routes' schemas, and the body has just been validated against
    // the one declared for this status: it is the route's declared body.
    const body = answer as BodyAt<K, S>;
    return { status, body, res };
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
    tokens.anna = await tokenFor(t.database.db, DEMO.admin.email);
    tokens.jan = await tokenFor(t.database.db, DEMO.member.email);
    tokens.staff = await tokenFor(t.database.db, DEMO.staff.email);
    contract = await loadContract((url) => t.app.request(url));
    await t.services.jobs.start({ work: true });
  });
  afterAll(async () => {
    await t.services.jobs.stop();
    await t.services.renderer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a conversation: thread → messages → facts undone and corrected → guide → its files → archive", async () => {
    const { threadId } = (await step("POST /thread/create-thread", 200, { body: {} })).body;
    const opened = (await step("POST /thread/start-thread", 200, { body: { threadId } })).body;
    expect(opened.threadId).toBe(threadId);
    const first = wholeReply(
      (await step("POST /thread/send-message", 200, { body: { threadId, content: "Usługi programistyczne" } })).body,
    );
    const again = wholeReply(
      (await step("POST /thread/regenerate-reply", 200, { body: { threadId, messageId: first.id } })).body,
    );
    const { messages } = (await step("POST /thread/get-messages", 200, { body: { threadId } })).body;
    const reply = messages.find((m) => m.id === again.id);
    expect(reply?.learned?.facts.map((f) => f.fact)).toContain("activity");
    const profile = (await step("GET /thread/profile", 200, { query: { threadId } })).body;
    expect(profile.profile.activity).toBe("Usługi programistyczne");
    const undone = (await step("POST /thread/undo-facts", 200, { body: { threadId, messageId: reply!.id } })).body;
    expect(undone.restored).toContain("activity");
    expect(undone.message.learned?.undone).toBe(true);
    const set = { activity: "Sklep internetowy z odzieżą" };
    const corrected = (await step("POST /thread/profile", 200, { body: { threadId, set } })).body;
    expect(corrected.profile.activity).toBe(set.activity);

    const { threshold } = (await step("GET /config/answer-threshold", 200)).body;
    for (const content of ["20 tys. zł miesięcznie", "5 tys. zł"])
      await step("POST /thread/send-message", 200, { body: { threadId, content } });
    const latest = (await step("GET /thread/latest-thread", 200)).body.thread;
    expect(latest).toMatchObject({ threadId, status: "open" });
    expect(latest?.answerCount).toBeGreaterThanOrEqual(threshold);

    const { guideId } = (await step("POST /thread/request-guide", 202, { body: { threadId } })).body;
    expect((await step("GET /guide/{id}", 200, { path: { id: guideId } })).body.id).toBe(guideId);
    // The events stream until the guide is made: each event's data is the guide, as GET /guide/{id}.
    const { res } = await step("GET /guide/{id}/events", 200, { path: { id: guideId } });
    const events = [...(await res.text()).matchAll(/event: status\ndata: (.*)\n/g)].map((m): unknown =>
      JSON.parse(m[1]!),
    );
    const guideSchema = contract.operations.find((o) => o.key === "GET /guide/{id}")?.op.responses?.["200"]?.content?.[
      "application/json"
    ]?.schema;
    expect(guideSchema).toBeDefined();
    for (const event of events) expect(contract.accepts(guideSchema, event), JSON.stringify(event)).toBe(true);
    expect(events.at(-1)).toMatchObject({ id: guideId, status: "ready", isProcessing: false });
    const list = (await step("GET /guide/user", 200, { query: { page: 1, pageSize: 5 } })).body;
    expect(list.items.map((g) => g.id)).toContain(guideId);
    const pdf = (await step("GET /pdf/download/{id}", 200, { path: { id: guideId } })).res;
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const ics = (await step("GET /guide/{id}/calendar", 200, { path: { id: guideId } })).res;
    expect(ics.headers.get("content-type")).toMatch(/^text\/calendar/);
    // Only a failed guide is made again; another user's guide is not there at all.
    expect((await step("POST /guide/{id}/retry", 409, { path: { id: guideId } })).body.error.code).toBe("conflict");
    await step("GET /guide/{id}", 404, { path: { id: guideId } }, "jan");

    // The thread has ended: sending to it is a conflict, and check-and-reset gives a new one.
    await step("POST /thread/send-message", 409, { body: { threadId, content: "Jeszcze jedno" } });
    const reset = (await step("POST /thread/check-and-reset-thread", 200, { body: { threadId } })).body;
    expect(reset.reset).toBe(true);
    expect(reset.threadId).not.toBe(threadId);
    await step("POST /thread/{id}/archive", 200, { path: { id: threadId } });
    const past = (await step("GET /thread/past-threads", 200)).body.items;
    expect(past.find((p) => p.threadId === threadId)?.status).toBe("archived");
  }, 60_000);

  it("an interview: start → save → its summary → finish → the thread it opened", async () => {
    const { interviewId } = (await step("POST /interview/start", 200)).body;
    const empty = (await step("POST /interview/get-responses", 200, { body: { interviewId } })).body;
    expect(empty.questions.length).toBeGreaterThan(5);
    const saved = (await step("POST /interview/save", 200, { body: { interviewId, answers: COMPLETE } })).body;
    expect(saved).toEqual({ interviewId, status: "open" });
    const summary = (await step("POST /interview/get-responses", 200, { body: { interviewId } })).body;
    expect(summary.answers).toMatchObject({ activity: COMPLETE.activity, founders: 1 });
    const { threadId } = (await step("POST /interview/finish", 200, { body: { interviewId } })).body;
    await step("POST /thread/start-thread", 200, { body: { threadId } });
    const thread = (await step("POST /thread/get-messages", 200, { body: { threadId } })).body;
    expect(thread.messages.length).toBeGreaterThan(0);
    const profile = (await step("GET /thread/profile", 200, { query: { threadId } })).body;
    expect(profile.profile.activity).toBe(COMPLETE.activity);
    // The finished interview's summary says so, and another user does not see it.
    const finished = (await step("POST /interview/get-responses", 200, { body: { interviewId } })).body;
    expect(finished.status).toBe("finished");
    await step("POST /interview/get-responses", 404, { body: { interviewId } }, "jan");
  });

  it("a company and staff: company → employees → one switched off and on → staff's view and actions", async () => {
    const mine = (await step("GET /company", 200)).body;
    const restrictions = (await step("GET /restrictions", 200)).body;
    expect(restrictions).toEqual(mine.restrictions);
    const people = (await step("GET /company/employees", 200)).body.items;
    const jan = people.find((p) => p.email === DEMO.member.email)!;
    const off = (
      await step("PATCH /company/employees/{userId}", 200, { path: { userId: jan.id }, body: { isActive: false } })
    ).body;
    expect(off).toMatchObject({ id: jan.id, isActive: false });
    // Switched off, his session has ended; switched on again, he signs in anew.
    await step("GET /company", 401, {}, "jan");
    await step("PATCH /company/employees/{userId}", 200, { path: { userId: jan.id }, body: { isActive: true } });
    tokens.jan = await tokenFor(t.database.db, DEMO.member.email);
    await step("PATCH /company/employees/{userId}", 403, { path: { userId: jan.id }, body: { isAdmin: true } }, "jan");

    const seen = (
      await step("GET /portal/companies/{companyId}", 200, { path: { companyId: mine.company.id } }, "staff")
    ).body;
    expect(seen.users.map((u) => u.id)).toContain(jan.id);
    await step("GET /portal/companies/{companyId}", 403, { path: { companyId: mine.company.id } });
    const other = await makeCompany(t.database.db, "Stanowa");
    const companyId = other.company.id;
    const suspended = (
      await step(
        "POST /portal/companies/{companyId}/status",
        200,
        { path: { companyId }, body: { action: "SUSPEND" } },
        "staff",
      )
    ).body;
    expect(suspended).toMatchObject({ id: companyId, status: "excluded" });
    const refused = await step(
      "POST /portal/companies/{companyId}/status",
      409,
      { path: { companyId }, body: { action: "CONFIRM" } },
      "staff",
    );
    expect(refused.body.error.code).toBe("invalidStatusChange");
    await step(
      "POST /portal/companies/{companyId}/status",
      200,
      { path: { companyId }, body: { action: "RESTORE" } },
      "staff",
    );
  });

  it("company documents: created → a file through /media → listed → staff reject and accept → deletes", async () => {
    const created = (await step("POST /company/documents", 201, { body: { type: "insurance" } })).body;
    const upload = await uploadTo(t.app, tokens.anna, created.id, fileBytes.pdf(), { fileName: "polisa.pdf" });
    expect(upload.status).toBe(201);
    const file = (await upload.json()) as { id: string };
    const listed = (await step("GET /company/documents", 200)).body;
    expect(listed.documents.find((d) => d.id === created.id)?.files.map((f) => f.id)).toEqual([file.id]);
    const { company } = (await step("GET /company", 200)).body;
    const seen = (
      await step("GET /portal/companies/{companyId}/documents", 200, { path: { companyId: company.id } }, "staff")
    ).body;
    expect(seen.documents.map((d) => d.id)).toContain(created.id);
    const path = { documentId: created.id };
    await step("PATCH /portal/documents/{documentId}", 403, { path, body: { status: "accepted" } });
    const rejected = (
      await step(
        "PATCH /portal/documents/{documentId}",
        200,
        { path, body: { status: "rejected", rejectionReason: "Nieczytelny" } },
        "staff",
      )
    ).body;
    expect(rejected.status).toBe("rejected");
    await step("DELETE /company/documents/{documentId}/files/{fileId}", 200, { path: { ...path, fileId: file.id } });
    await step("PATCH /portal/documents/{documentId}", 200, { path, body: { status: "accepted" } }, "staff");
    expect((await step("DELETE /company/documents/{documentId}", 409, { path })).body.error.code).toBe(
      "documentIsAccepted",
    );
    const other = (await step("POST /company/documents", 201, { body: { type: "other" } })).body;
    await step("DELETE /company/documents/{documentId}", 200, { path: { documentId: other.id } });
    await step("DELETE /company/documents/{documentId}", 404, { path: { documentId: other.id } });
  });

  it("ordering verification: refused without documents → ordered → refused again → staff confirm → refused", async () => {
    const fresh = await makeCompany(t.database.db, "Weryfikowana", { tin: freshTin(), status: "not_verified" });
    tokens.nowa = await tokenFor(t.database.db, fresh.admin.email);
    const missing = await step("POST /company/verification-request", 409, {}, "nowa");
    expect(missing.body.error.code).toBe("verificationDocumentsMissing");
    for (const type of ["companyRegistration", "tax"] as const) {
      const doc = (await step("POST /company/documents", 201, { body: { type } }, "nowa")).body;
      expect((await uploadTo(t.app, tokens.nowa, doc.id, fileBytes.pdf())).status).toBe(201);
    }
    expect((await step("GET /company/verification", 200, {}, "nowa")).body).toMatchObject({ canRequest: true });
    const ordered = (await step("POST /company/verification-request", 200, {}, "nowa")).body;
    expect(ordered).toMatchObject({ canRequest: false, companyStatus: "not_verified" });
    expect(ordered.requestedAt).not.toBeNull();
    expect((await step("GET /company/verification", 200, {}, "nowa")).body).toEqual(ordered);
    const again = await step("POST /company/verification-request", 409, {}, "nowa");
    expect(again.body.error.code).toBe("verificationAlreadyRequested");
    await step("POST /company/verification-request", 403, {}, "jan");
    const path = { companyId: fresh.company.id };
    await step("POST /portal/companies/{companyId}/status", 200, { path, body: { action: "CONFIRM" } }, "staff");
    const verified = await step("POST /company/verification-request", 409, {}, "nowa");
    expect(verified.body.error.code).toBe("companyAlreadyVerified");
  });

  it("pricing: staff make a plan, its prices and a code → an admin quotes and orders → pro-forma → staff confirm", async () => {
    const plan = (
      await step(
        "POST /portal/plans",
        201,
        { body: { code: "fuzz-plan", namePl: "Fuzz", nameEn: "Fuzz", features: ["advisor"], limits: { advisor: 2 } } },
        "staff",
      )
    ).body;
    await step("POST /portal/plans", 409, { body: { code: "fuzz-plan", namePl: "F", nameEn: "F" } }, "staff");
    const path = { planId: plan.id };
    await step("PATCH /portal/plans/{planId}", 200, { path, body: { namePl: "Fuzz 2", nameEn: "Fuzz 2" } }, "staff");
    const price = { interval: "month", currencyId: 1, netAmount: 1000, vatRate: 23 };
    await step("POST /portal/plans/{planId}/prices", 201, { path, body: price }, "staff");
    await step("POST /portal/promo-codes", 201, { body: { code: "FUZZ10", kind: "percent", value: 10 } }, "staff");
    await step("POST /portal/promo-codes", 201, { body: { code: "FUZZOFF", kind: "percent", value: 10 } }, "staff");
    await step("POST /portal/promo-codes/deactivate", 200, { body: { code: "FUZZOFF" } }, "staff");
    await step("GET /portal/pricings", 403, {});
    const order = { planId: plan.id, interval: "month", currencyId: 1, promoCode: "FUZZ10" };
    expect((await step("POST /company/orders/quote", 200, { body: order })).body).toMatchObject({ gross: 1107 });
    await step("POST /company/orders/quote", 400, { body: { ...order, promoCode: "FUZZOFF" } });
    const placed = (await step("POST /company/orders", 201, { body: order })).body;
    await step("POST /company/orders", 403, { body: order }, "jan");
    await step("GET /company/orders/{orderId}/pro-forma", 200, { path: { orderId: placed.id } }, "jan");
    const list = (await step("GET /portal/pricings", 200, {}, "staff")).body;
    expect(list.orders.map((o) => o.id)).toContain(placed.id);
    const orderPath = { orderId: placed.id };
    await step("POST /portal/orders/{orderId}/confirm-payment", 200, { path: orderPath }, "staff");
    await step("POST /portal/orders/{orderId}/confirm-payment", 409, { path: orderPath }, "staff");
    const mine = (await step("GET /company/subscription", 200)).body;
    expect(mine.orders.find((o) => o.id === placed.id)?.status).toBe("paid");
  });

  it("vehicles: added (number normalised) → a duplicate refused → listed and read → edited → deleted", async () => {
    const van = { registrationNumber: "dw 1234a", kind: "van", bodyType: "box", payloadKg: 1100, volumeM3: 14 };
    const added = (await step("POST /company/vehicles", 201, { body: van })).body;
    expect(added.registrationNumber).toBe("DW1234A");
    const taken = await step("POST /company/vehicles", 409, { body: { ...van, registrationNumber: "DW-1234A" } });
    expect(taken.body.error.code).toBe("vehicleRegistrationTaken");
    await step("POST /company/vehicles", 400, { body: { ...van, payloadKg: 0 } });
    const listed = (await step("GET /company/vehicles", 200, {}, "jan")).body;
    expect(listed.items.map((v) => v.id)).toContain(added.id);
    const path = { vehicleId: added.id };
    expect((await step("GET /company/vehicles/{vehicleId}", 200, { path }, "jan")).body).toEqual(added);
    const edited = (await step("PUT /company/vehicles/{vehicleId}", 200, { path, body: { ...van, adr: true } })).body;
    expect(edited.adr).toBe(true);
    await step("DELETE /company/vehicles/{vehicleId}", 200, { path });
    await step("DELETE /company/vehicles/{vehicleId}", 404, { path });
    await step("GET /company/vehicles/{vehicleId}", 404, { path });
  });

  it("offers: posted → a bad date refused → searched, listed, read → edited → pinned → duplicated → archived", async () => {
    const from = addDays(todayInPoland(), 2);
    const load = berlinLoad(from, 5000, "curtain");
    const posted = (await step("POST /offers", 201, { body: load })).body;
    await step("POST /offers", 400, { body: { ...load, loadFrom: addDays(todayInPoland(), -1) } });
    const found = (await step("GET /offers", 200, { query: { originCountry: "PL", dateFrom: from } }, "jan")).body;
    expect(found.items.map((o) => o.id)).toContain(posted.id);
    expect(
      (await step("GET /company/offers", 200, { query: { which: "active" } })).body.items.map((o) => o.id),
    ).toContain(posted.id);
    const path = { offerId: posted.id };
    expect((await step("GET /offers/{offerId}", 200, { path }, "jan")).body.id).toBe(posted.id);
    await step("GET /offers/{offerId}/matches", 200, { path }, "jan");
    expect((await step("PUT /offers/{offerId}", 200, { path, body: { ...load, weightKg: 6000 } })).body.weightKg).toBe(
      6000,
    );
    await step("PUT /offers/{offerId}/pin", 200, { path }, "jan");
    expect((await step("GET /pinned-offers", 200, {}, "jan")).body.items.map((o) => o.id)).toEqual([posted.id]);
    await step("DELETE /offers/{offerId}/pin", 200, { path }, "jan");
    await step("POST /offers/{offerId}/duplicate", 201, { path, body: { loadFrom: addDays(from, 1) } });
    await step("POST /offers/{offerId}/archive", 200, { path });
    await step("POST /offers/{offerId}/archive", 409, { path });
    await step("GET /company/lists", 200, {});
    await step("PUT /company/lists", 404, { body: { companyId: randomUUID(), list: "deny" } });
  });

  it("a company's profile: another company's read → put on the allow list → read again → staff refused → a fresh id not found", async () => {
    const other = await makeCompany(t.database.db, "Profilowa", { tin: freshTin() });
    const path = { companyId: other.company.id };
    const seen = (await step("GET /companies/{companyId}", 200, { path }, "jan")).body;
    expect(seen).toMatchObject({ id: other.company.id, tin: other.company.tin, own: false, list: null });
    expect(seen.ratings).toEqual({
      count: 0,
      average: null,
      asCarrier: { count: 0, categories: {} },
      asShipper: { count: 0, categories: {} },
      last12Months: { count: 0, average: null },
      paysOnTime: null,
    });
    await step("PUT /company/lists", 200, { body: { companyId: other.company.id, list: "allow" } });
    expect((await step("GET /companies/{companyId}", 200, { path }, "jan")).body.list).toBe("allow");
    await step("PUT /company/lists", 200, { body: { companyId: other.company.id, list: "none" } });
    await step("GET /companies/{companyId}", 403, { path }, "staff");
    await step("GET /companies/{companyId}", 404, { path: { companyId: randomUUID() } });
  });

  it("conversations: started from a profile → the same one again → read by the other company → answered → read → archived and back", async () => {
    const other = await makeCompany(t.database.db, "Rozmowna", { tin: freshTin() });
    tokens.rozmowna = await tokenFor(t.database.db, other.member.email);
    const opening = { companyId: other.company.id, text: "Dzień dobry, czy naczepa jest wolna?" };
    const started = (await step("POST /conversations", 201, { body: opening })).body.conversation;
    expect(started).toMatchObject({ subject: "company", otherCompany: { id: other.company.id } });
    const again = (await step("POST /conversations", 200, { body: { companyId: other.company.id } }, "jan")).body;
    expect(again.conversation.id).toBe(started.id);
    await step("POST /conversations", 400, { body: {} });
    const path = { conversationId: started.id };
    expect((await step("GET /conversations/unread", 200, {}, "rozmowna")).body).toEqual({ total: 1, conversations: 1 });
    const seen = (await step("GET /conversations/{conversationId}", 200, { path }, "rozmowna")).body;
    expect(seen.messages.map((m) => m.text)).toEqual([opening.text]);
    const answer = (
      await step(
        "POST /conversations/{conversationId}/messages",
        201,
        { path, body: { text: "Tak, od jutra." } },
        "rozmowna",
      )
    ).body;
    await step("POST /conversations/{conversationId}/messages", 400, { path, body: { text: " " } }, "rozmowna");
    const read = (
      await step("POST /conversations/{conversationId}/read", 200, { path, body: { messageId: answer.id } })
    ).body;
    expect(read).toEqual({ conversationId: started.id, lastReadSequence: answer.sequence, unread: 0 });
    await step("POST /conversations/{conversationId}/archive", 200, { path });
    const archived = (await step("GET /conversations", 200, { query: { which: "archive", unreadFirst: "true" } })).body;
    expect(archived.items.map((c) => c.id)).toEqual([started.id]);
    await step("DELETE /conversations/{conversationId}/archive", 200, { path });
    // The live stream from its first event: this conversation's messages, the archive and its undoing.
    const { res } = await step("GET /events", 200, { query: { after: "0" } });
    const live = sseReader<{ conversationId?: string; message?: { text: string } }>(res);
    const { skipped } = await live.until("ready");
    await live.cancel();
    const here = skipped.filter((e) => e.data.conversationId === started.id);
    expect(here.map((e) => e.data.message?.text ?? e.event)).toEqual([
      opening.text,
      "Tak, od jutra.",
      "read",
      "archive",
      "archive",
    ]);
    await step("GET /events", 400, { query: { after: "wczoraj" } });
    await step("GET /conversations/{conversationId}", 404, { path: { conversationId: randomUUID() } });
    await step("GET /conversations/{conversationId}", 403, { path }, "staff");
  });

  it("deals: proposed → pending refused → countered → rejected → proposed in the conversation → withdrawn → accepted → the transaction, its step and its order", async () => {
    const carrier = await makeCompany(t.database.db, "Przewozowa", { tin: freshTin() });
    tokens.przewozowa = await tokenFor(t.database.db, carrier.member.email);
    const load = berlinLoad(addDays(todayInPoland(), 2), 8000, "curtain");
    const offer = (await step("POST /offers", 201, { body: load })).body;
    const onOffer = { offerId: offer.id };
    const price = { price: 3000, currency: "EUR", paymentDays: 30 };
    const first = (await step("POST /offers/{offerId}/proposals", 201, { path: onOffer, body: price }, "przewozowa"))
      .body;
    await step("POST /offers/{offerId}/proposals", 409, { path: onOffer, body: price }, "przewozowa");
    await step("POST /offers/{offerId}/proposals", 400, { path: onOffer, body: { price: -1 } }, "przewozowa");
    const counter = { price: 2800, currency: "EUR" };
    const countered = (
      await step("POST /proposals/{proposalId}/counter", 201, { path: { proposalId: first.id }, body: counter })
    ).body;
    await step("POST /proposals/{proposalId}/reject", 200, { path: { proposalId: countered.id } }, "przewozowa");
    const inConversation = { conversationId: first.conversationId };
    const again = (
      await step(
        "POST /conversations/{conversationId}/proposals",
        201,
        { path: inConversation, body: counter },
        "przewozowa",
      )
    ).body;
    await step("POST /proposals/{proposalId}/withdraw", 200, { path: { proposalId: again.id } }, "przewozowa");
    const last = (
      await step(
        "POST /conversations/{conversationId}/proposals",
        201,
        { path: inConversation, body: counter },
        "przewozowa",
      )
    ).body;
    const accepted = (await step("POST /proposals/{proposalId}/accept", 200, { path: { proposalId: last.id } })).body;
    await step("POST /proposals/{proposalId}/accept", 409, { path: { proposalId: last.id } });
    const history = (await step("GET /offers/{offerId}/proposals", 200, { path: onOffer })).body;
    expect(history.items.map((p) => p.status)).toEqual(["accepted", "withdrawn", "rejected", "countered"]);
    const path = { transactionId: accepted.transactionId! };
    const listed = (await step("GET /transactions", 200, { query: { role: "carrier" } }, "przewozowa")).body;
    expect(listed.items.map((i) => i.id)).toEqual([path.transactionId]);
    expect((await step("GET /transactions/{transactionId}", 200, { path })).body.status).toBe("agreed");
    await step("POST /transactions/{transactionId}/steps", 409, { path, body: { step: "markDone" } });
    await step("POST /transactions/{transactionId}/steps", 400, { path, body: { step: "cancel" } });
    const asked = (
      await step(
        "POST /transactions/{transactionId}/steps",
        200,
        { path, body: { step: "requestCancel" } },
        "przewozowa",
      )
    ).body;
    expect(asked.cancelRequestedBy?.id).toBe(carrier.company.id);
    const { res } = await step("GET /transactions/{transactionId}/order", 200, { path });
    expect(res.headers.get("content-type")).toBe("application/pdf");
    await step("GET /transactions/{transactionId}", 404, { path: { transactionId: randomUUID() } });
    await step("GET /transactions", 403, {}, "staff");
  });

  it("ratings: refused before completion → the days pass → both mark it done → rated → read → answered once → on the profile", async () => {
    const carrier = await makeCompany(t.database.db, "Oceniana", { tin: freshTin() });
    tokens.oceniana = await tokenFor(t.database.db, carrier.member.email);
    const load = berlinLoad(addDays(todayInPoland(), 1), 3000, "box");
    const offer = (await step("POST /offers", 201, { body: load })).body;
    const proposed = (
      await step(
        "POST /offers/{offerId}/proposals",
        201,
        { path: { offerId: offer.id }, body: { price: 900, currency: "PLN" } },
        "oceniana",
      )
    ).body;
    const accepted = (await step("POST /proposals/{proposalId}/accept", 200, { path: { proposalId: proposed.id } }))
      .body;
    const path = { transactionId: accepted.transactionId! };
    const scores = { communication: 5, punctuality: 5, care: 4 };
    await step("PUT /transactions/{transactionId}/rating", 409, { path, body: scores });
    t.services.deals.clock.offsetMs = 86_400_000;
    await step("POST /transactions/{transactionId}/steps", 200, { path, body: { step: "markDone" } });
    await step("POST /transactions/{transactionId}/steps", 200, { path, body: { step: "markDone" } }, "oceniana");
    const rated = (await step("PUT /transactions/{transactionId}/rating", 200, { path, body: scores })).body;
    await step("PUT /transactions/{transactionId}/rating", 400, { path, body: { payment: 5 } });
    expect(
      (await step("GET /transactions/{transactionId}/ratings", 200, { path }, "oceniana")).body.items,
    ).toHaveLength(1);
    const answer = { path: { ratingId: rated.id }, body: { text: "Dziękujemy" } };
    await step("POST /ratings/{ratingId}/answer", 200, answer, "oceniana");
    await step("POST /ratings/{ratingId}/answer", 409, answer, "oceniana");
    const companyId = rated.rated.id;
    const listed = (await step("GET /companies/{companyId}/ratings", 200, { path: { companyId }, query: {} })).body;
    expect(listed.items.map((r) => r.id)).toEqual([rated.id]);
    t.services.deals.clock.offsetMs = 0;
  });

  it("complaints: filed about a transaction → a file through /media → responded once → queued → taken → re-verification → accepted; another withdrawn", async () => {
    const carrier = await makeCompany(t.database.db, "Reklamowana", { tin: freshTin() });
    tokens.reklamowana = await tokenFor(t.database.db, carrier.member.email);
    const offer = (await step("POST /offers", 201, { body: berlinLoad(addDays(todayInPoland(), 2), 4000, "box") }))
      .body;
    const proposed = (
      await step(
        "POST /offers/{offerId}/proposals",
        201,
        { path: { offerId: offer.id }, body: { price: 1200, currency: "PLN" } },
        "reklamowana",
      )
    ).body;
    const { transactionId } = (
      await step("POST /proposals/{proposalId}/accept", 200, { path: { proposalId: proposed.id } })
    ).body;
    const about = { transactionId: transactionId!, text: "Towar dotarł uszkodzony, brak protokołu." };
    const filed = (await step("POST /complaints", 201, { body: about })).body;
    expect(filed).toMatchObject({ status: "issued", side: "author", against: { id: carrier.company.id } });
    expect((await step("POST /complaints", 409, { body: about })).body.error.code).toBe("complaintOpen");
    await step("POST /complaints", 400, { body: { text: "Bez przedmiotu" } });
    const path = { complaintId: filed.id };
    // A photo through /media (not in the document): the complaint lists it, staff read its bytes.
    const { head, tail, contentType } = multipartParts("szkoda.jpg");
    const media = `/media/complaints/${filed.id}/files`;
    const upload = await t.app.request(media, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.anna}`, "content-type": contentType },
      body: Buffer.concat([head, fileBytes.jpeg(), tail]),
    });
    expect(upload.status).toBe(201);
    const photo = (await upload.json()) as { id: string };
    const bytes = await t.app.request(`${media}/${photo.id}`, { headers: { authorization: `Bearer ${tokens.staff}` } });
    expect([bytes.status, bytes.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    // Only the company complained against responds, once.
    const own = await step("POST /complaints/{complaintId}/response", 403, { path, body: { text: "Sami sobie" } });
    expect(own.body.error.code).toBe("deniedUpdateOfComplaint");
    const response = { path, body: { text: "Szkoda powstała przy załadunku." } };
    const answered = (await step("POST /complaints/{complaintId}/response", 200, response, "reklamowana")).body;
    expect(answered).toMatchObject({ side: "against", response: { text: response.body.text } });
    const twice = await step("POST /complaints/{complaintId}/response", 409, response, "reklamowana");
    expect(twice.body.error.code).toBe("complaintAlreadyResponded");
    const seen = (await step("GET /complaints/{complaintId}", 200, { path }, "reklamowana")).body;
    expect(seen.files.map((f) => [f.id, f.side])).toEqual([[photo.id, "author"]]);
    const filedByUs = (await step("GET /complaints", 200, { query: { side: "author" } })).body.items;
    expect(filedByUs[0]?.id).toBe(filed.id);
    // The carrier's own complaint about the same transaction: the other side may not withdraw it, its author does.
    const theirs = (
      await step("POST /complaints", 201, { body: { transactionId, text: "Płatność po terminie." } }, "reklamowana")
    ).body;
    const withdraw = { path: { complaintId: theirs.id }, body: { action: "withdraw" } };
    expect((await step("POST /complaints/{complaintId}/status", 403, withdraw)).body.error.code).toBe(
      "deniedUpdateOfComplaint",
    );
    const withdrawn = (await step("POST /complaints/{complaintId}/status", 200, withdraw, "reklamowana")).body;
    expect(withdrawn.status).toBe("withdrawn");
    const against = (await step("GET /complaints", 200, { query: { side: "against" } }, "reklamowana")).body;
    expect(against.items.map((c) => [c.id, c.responded])).toEqual([[filed.id, true]]);
    // Staff's queue: the issued one of this company; members have none.
    const queued = (
      await step("GET /portal/complaints", 200, { query: { company: "Reklamowana", status: "issued" } }, "staff")
    ).body;
    expect(queued.items.map((c) => c.id)).toEqual([filed.id]);
    await step("GET /portal/complaints", 403, { query: {} });
    await step("GET /complaints", 403, {}, "staff");
    // Taken, the company sent back to verification, then accepted with a reason.
    const reverify = { path, body: { reason: "Zmiana właściciela do sprawdzenia." } };
    await step("POST /complaints/{complaintId}/reverification", 409, reverify, "staff");
    await step("POST /complaints/{complaintId}/status", 403, { path, body: { action: "take" } });
    const taken = (
      await step("POST /complaints/{complaintId}/status", 200, { path, body: { action: "take" } }, "staff")
    ).body;
    expect(taken).toMatchObject({ status: "processed", side: "staff" });
    await step("POST /complaints/{complaintId}/reverification", 403, reverify);
    const sent = (await step("POST /complaints/{complaintId}/reverification", 200, reverify, "staff")).body;
    expect(sent.history.at(-1)).toMatchObject({ event: "reverification", reason: reverify.body.reason });
    await step("POST /complaints/{complaintId}/status", 400, { path, body: { action: "accept" } }, "staff");
    const decision = { path, body: { action: "accept", reason: "Zdjęcia potwierdzają szkodę." } };
    const accepted = (await step("POST /complaints/{complaintId}/status", 200, decision, "staff")).body;
    expect(accepted).toMatchObject({ status: "accepted", decisionReason: decision.body.reason });
    const late = await step("POST /complaints/{complaintId}/status", 409, { path, body: { action: "withdraw" } });
    expect(late.body.error.code).toBe("invalidComplaintStatus");
    await step("GET /complaints/{complaintId}", 404, { path: { complaintId: randomUUID() } });
  });

  it("public operations answer without a session, and the journeys called every operation of the document", async () => {
    await step("GET /config/app", 200, {}, "nobody");
    const body = { year: 2026, annualRevenue: 200000, annualCosts: 40000, zus: "full", ryczaltRate: 12 };
    expect((await step("POST /tax/compare", 200, { body }, "nobody")).body.variants).toHaveLength(3);
    expect(contract.operations.map((o) => o.key).filter((key) => !called.has(key))).toEqual([]);
  });
});
