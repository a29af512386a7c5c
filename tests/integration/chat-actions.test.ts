import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advisorMessages, advisorThreads } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { startFakeLlm } from "../support/fake-llm.ts";
import type { RestClient } from "../../src/web/lib/typed-api.ts";
import { tokenFor } from "../support/graphql.ts";
import { answer, expectStatus, restAs, streamEvents, wholeReply } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

type App = ReturnType<typeof useTestApp>;

/** The typed REST client on one test app, as a user (or none), asking for JSON or a stream. */
const clientOf =
  (t: App) =>
  (token?: string, accept = "application/json") =>
    restAs(() => t.app, token, { accept });

const messagesOf = async (me: RestClient, threadId: string) =>
  (await expectStatus(me.thread["get-messages"].$post({ json: { threadId } }), 200)).messages;
const regenerate = (me: RestClient, json: { threadId: string; messageId: string }) =>
  me.thread["regenerate-reply"].$post({ json });

/** A new open thread with its opening message, and a conversation sent in it (each message answered). */
async function conversation(me: RestClient, ...said: string[]) {
  const { threadId } = await expectStatus(me.thread["create-thread"].$post({ json: {} }), 200);
  await expectStatus(me.thread["start-thread"].$post({ json: { threadId } }), 200);
  for (const content of said)
    expect((await me.thread["send-message"].$post({ json: { threadId, content } })).status).toBe(200);
  return { threadId, list: await messagesOf(me, threadId) };
}

describe("/new-api/thread/regenerate-reply", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  const api = clientOf(t);
  let annaToken: string;
  let anna: RestClient;
  let jan: RestClient;
  const stored = (threadId: string) =>
    t.database.db
      .select()
      .from(advisorMessages)
      .where(eq(advisorMessages.threadId, threadId))
      .orderBy(advisorMessages.createdAt);

  beforeAll(async () => {
    await seedDemo(t.database.db);
    annaToken = await tokenFor(t.database.db, DEMO.admin.email);
    anna = api(annaToken);
    jan = api(await tokenFor(t.database.db, DEMO.member.email));
  });

  it("replaces the newest reply with a new one: the question stays once, the old reply is gone", async () => {
    const { threadId, list } = await conversation(anna, "Ile wynosi preferencyjny ZUS?");
    const old = list.at(-1)!;
    const reply = wholeReply(await expectStatus(regenerate(anna, { threadId, messageId: old.id }), 200));
    expect(reply).toMatchObject({ role: "assistant" });
    expect(reply.content).toContain("456,18 zł");
    expect(reply.id).not.toBe(old.id);
    const after = await messagesOf(anna, threadId);
    expect(after.map((m) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(after.filter((m) => m.content === "Ile wynosi preferencyjny ZUS?")).toHaveLength(1);
    expect(after.at(-1)).toMatchObject({ id: reply.id, status: "complete" });
    expect(after.at(-1)!.sources.map((s) => s.url)).toContain("https://www.zus.pl/");
    expect(after.some((m) => m.id === old.id)).toBe(false);
  });

  it("streams the new reply like send-message and stores exactly what was sent", async () => {
    const { threadId, list } = await conversation(anna, "Jak założyć JDG przez internet?");
    const streaming = api(annaToken, "text/event-stream");
    const res = await regenerate(streaming, { threadId, messageId: list.at(-1)!.id });
    expect(res.status).toBe(200);
    const events = streamEvents(await res.text());
    expect(events[0]).toMatchObject({ type: "start" });
    expect(events.at(-1)).toEqual({ type: "finish" });
    const rows = await stored(threadId);
    expect(rows.map((m) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(rows.at(-1)!.id).toBe(events[0]!.messageId);
    expect(rows.at(-1)!.content).toBe(
      events
        .filter((e) => e.type === "text-delta")
        .map((e) => e.delta)
        .join(""),
    );
  });

  it("keeps the facts a reply recorded once: read again from the profile before it, undoable on the new reply", async () => {
    const { threadId, list } = await conversation(anna, "Usługi programistyczne");
    const old = list.at(-1)!;
    expect(old.learned!.facts.map((f) => f.fact)).toEqual(["activity"]);
    await expectStatus(regenerate(anna, { threadId, messageId: old.id }), 200);
    const reply = (await messagesOf(anna, threadId)).at(-1)!;
    expect(reply.learned).toMatchObject({
      facts: [{ fact: "activity", value: "Usługi programistyczne" }],
      previous: {},
      undone: false,
    });
    const [thread] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, threadId));
    expect(thread!.profile).toEqual({ activity: "Usługi programistyczne" });
    // Its undo takes the fact back to what it was before the question.
    const undone = await expectStatus(
      anna.thread["undo-facts"].$post({ json: { threadId, messageId: reply.id } }),
      200,
    );
    expect(undone.restored).toEqual(["activity"]);
    expect(undone.profile).toEqual({});
  });

  it("needs a session (401) and refuses another user's thread as a missing one (404)", async () => {
    const { threadId, list } = await conversation(anna, "Ile wynosi preferencyjny ZUS?");
    const messageId = list.at(-1)!.id;
    for (const token of [undefined, "not-a-session-token"]) {
      const res = await answer(regenerate(api(token), { threadId, messageId }));
      expect(res).toEqual({ status: 401, body: { error: expect.objectContaining({ code: "unauthorized" }) } });
    }
    expect(await answer(regenerate(jan, { threadId, messageId }))).toEqual({
      status: 404,
      body: { error: expect.objectContaining({ code: "notFound" }) },
    });
    expect((await regenerate(anna, { threadId: "nie-uuid", messageId })).status).toBe(404);
    // @ts-expect-error the contract requires the reply's id: a request without it is refused too
    expect((await anna.thread["regenerate-reply"].$post({ json: { threadId } })).status).toBe(400);
    // Nothing changed.
    expect((await stored(threadId)).map((m) => m.id)).toEqual(list.map((m) => m.id));
  });

  it("refuses (409 conflict) any reply but the newest, the opening message, and an ended thread", async () => {
    const { threadId, list } = await conversation(anna, "Ile wynosi preferencyjny ZUS?", "Jak założyć JDG?");
    const conflict = { status: 409, body: { error: expect.objectContaining({ code: "conflict" }) } };
    // An earlier reply, the opening message, the user's own message.
    for (const m of [list[2]!, list[0]!, list[3]!])
      expect(await answer(regenerate(anna, { threadId, messageId: m.id }))).toEqual(conflict);
    const only = await conversation(anna);
    expect(await answer(regenerate(anna, { threadId: only.threadId, messageId: only.list[0]!.id }))).toEqual(conflict);
    // A new conversation abandons this one: its newest reply can no longer be replaced.
    expect(await answer(regenerate(anna, { threadId, messageId: list.at(-1)!.id }))).toEqual(conflict);
    expect((await stored(threadId)).map((m) => m.id)).toEqual(list.map((m) => m.id));
  });
});

describe("/new-api/thread/regenerate-reply allowance", () => {
  // 20 messages a minute scaled to 2: a message and a regeneration, then refused.
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0", RATE_LIMIT_SCALE: "0.1" });
  const api = clientOf(t);

  it("is charged against the message allowance: refused with tooManyResourceCalls, the reply kept", async () => {
    await seedDemo(t.database.db);
    const me = api(await tokenFor(t.database.db, DEMO.admin.email));
    const { threadId, list } = await conversation(me, "Ile wynosi preferencyjny ZUS?");
    const first = await expectStatus(regenerate(me, { threadId, messageId: list.at(-1)!.id }), 200);
    const newest = wholeReply(first);
    const refused = await answer(regenerate(me, { threadId, messageId: newest.id }));
    expect(refused).toEqual({
      status: 429,
      body: { error: expect.objectContaining({ code: "tooManyResourceCalls" }) },
    });
    const kept = await messagesOf(me, threadId);
    expect(kept.at(-1)!.id).toBe(newest.id);
  });
});

const fake = await startFakeLlm(["Nowa ", "wersja ", "odpowiedzi."]);

describe("/new-api/thread/regenerate-reply with a hosted model", () => {
  const t = useTestApp({
    LLM_BASE_URL: fake.url,
    LLM_MODEL: "fake-model",
    LLM_TIMEOUT_MS: "1000",
    LLM_MAX_RETRIES: "0",
  });
  const api = clientOf(t);
  afterAll(() => fake.close());

  it("sends the conversation without the old reply, and keeps the old reply when the model fails", async () => {
    await seedDemo(t.database.db);
    const me = api(await tokenFor(t.database.db, DEMO.admin.email));
    fake.state.mode = "ok";
    const { threadId, list } = await conversation(me, "Ile wynosi preferencyjny ZUS?");
    const old = list.at(-1)!;
    expect(old.content).toBe("Nowa wersja odpowiedzi.");

    fake.state.mode = "error";
    const failed = await answer(regenerate(me, { threadId, messageId: old.id }));
    expect(failed).toEqual({ status: 503, body: { error: expect.objectContaining({ code: "assistantUnavailable" }) } });
    const kept = await messagesOf(me, threadId);
    expect(kept.map((m) => m.id)).toEqual(list.map((m) => m.id));

    fake.state.mode = "ok";
    const asked = fake.state.requests.length;
    const reply = wholeReply(await expectStatus(regenerate(me, { threadId, messageId: old.id }), 200));
    const prompt = fake.state.requests[asked]!.messages as { role: string; content: string }[];
    expect(prompt.at(-1)).toEqual({ role: "user", content: "Ile wynosi preferencyjny ZUS?" });
    expect(prompt.filter((m) => m.role === "user")).toHaveLength(1);
    expect(prompt.some((m) => m.content === old.content)).toBe(false);
    const after = await messagesOf(me, threadId);
    expect(after.map((m) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(after.at(-1)!.id).toBe(reply.id);
  });
});
