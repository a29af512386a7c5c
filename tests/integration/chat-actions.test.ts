import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advisorMessages, advisorThreads } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { startFakeLlm } from "../support/fake-llm.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

// Answers are read field by field below; their shapes are asserted, not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

type App = ReturnType<typeof useTestApp>;

/** A REST caller on one test app: JSON in, status and JSON (or the raw text of a stream) out. */
const caller =
  (t: App) =>
  async (path: string, token?: string, body?: unknown, accept = "application/json") => {
    const res = await t.app.request(`/new-api${path}`, {
      method: "POST",
      headers: {
        accept,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (accept === "application/json" ? JSON.parse(text) : text) as Json };
  };

/** A new open thread with its opening message, and a conversation sent in it (each message answered). */
async function conversation(call: ReturnType<typeof caller>, token: string, ...said: string[]) {
  const { threadId } = (await call("/thread/create-thread", token, {})).body as { threadId: string };
  await call("/thread/start-thread", token, { threadId });
  for (const content of said)
    expect((await call("/thread/send-message", token, { threadId, content })).status).toBe(200);
  const list = (await call("/thread/get-messages", token, { threadId })).body.messages as Json[];
  return { threadId, list };
}

describe("/new-api/thread/regenerate-reply", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  const call = caller(t);
  let anna: string;
  let jan: string;
  const stored = (threadId: string) =>
    t.database.db
      .select()
      .from(advisorMessages)
      .where(eq(advisorMessages.threadId, threadId))
      .orderBy(advisorMessages.createdAt);

  beforeAll(async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    jan = await tokenFor(t.database.db, DEMO.member.email);
  });

  it("replaces the newest reply with a new one: the question stays once, the old reply is gone", async () => {
    const { threadId, list } = await conversation(call, anna, "Ile wynosi preferencyjny ZUS?");
    const old = list.at(-1)!;
    const res = await call("/thread/regenerate-reply", anna, { threadId, messageId: old.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ role: "assistant" });
    expect(res.body.message.content).toContain("456,18 zł");
    expect(res.body.message.id).not.toBe(old.id);
    const after = (await call("/thread/get-messages", anna, { threadId })).body.messages as Json[];
    expect(after.map((m) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(after.filter((m) => m.content === "Ile wynosi preferencyjny ZUS?")).toHaveLength(1);
    expect(after.at(-1)).toMatchObject({ id: res.body.message.id, status: "complete" });
    expect(after.at(-1)!.sources.map((s: Json) => s.url)).toContain("https://www.zus.pl/");
    expect(after.some((m) => m.id === old.id)).toBe(false);
  });

  it("streams the new reply like send-message and stores exactly what was sent", async () => {
    const { threadId, list } = await conversation(call, anna, "Jak założyć JDG przez internet?");
    const res = await call(
      "/thread/regenerate-reply",
      anna,
      { threadId, messageId: list.at(-1)!.id },
      "text/event-stream",
    );
    expect(res.status).toBe(200);
    const events = (res.body as unknown as string)
      .split("\n")
      .filter((l) => l.startsWith("data: ") && l !== "data: [DONE]")
      .map((l) => JSON.parse(l.slice(6)) as { type: string; delta?: string; messageId?: string });
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
    const { threadId, list } = await conversation(call, anna, "Usługi programistyczne");
    const old = list.at(-1)!;
    expect(old.learned.facts.map((f: Json) => f.fact)).toEqual(["activity"]);
    const res = await call("/thread/regenerate-reply", anna, { threadId, messageId: old.id });
    expect(res.status).toBe(200);
    const reply = ((await call("/thread/get-messages", anna, { threadId })).body.messages as Json[]).at(-1)!;
    expect(reply.learned).toMatchObject({
      facts: [{ fact: "activity", value: "Usługi programistyczne" }],
      previous: {},
      undone: false,
    });
    const [thread] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, threadId));
    expect(thread!.profile).toEqual({ activity: "Usługi programistyczne" });
    // Its undo takes the fact back to what it was before the question.
    const undone = await call("/thread/undo-facts", anna, { threadId, messageId: reply.id });
    expect(undone.body.restored).toEqual(["activity"]);
    expect(undone.body.profile).toEqual({});
  });

  it("needs a session (401) and refuses another user's thread as a missing one (404)", async () => {
    const { threadId, list } = await conversation(call, anna, "Ile wynosi preferencyjny ZUS?");
    const messageId = list.at(-1)!.id;
    for (const token of [undefined, "not-a-session-token"]) {
      const res = await call("/thread/regenerate-reply", token, { threadId, messageId });
      expect(res).toEqual({ status: 401, body: { error: expect.objectContaining({ code: "unauthorized" }) } });
    }
    expect(await call("/thread/regenerate-reply", jan, { threadId, messageId })).toEqual({
      status: 404,
      body: { error: expect.objectContaining({ code: "notFound" }) },
    });
    expect((await call("/thread/regenerate-reply", anna, { threadId: "nie-uuid", messageId })).status).toBe(404);
    expect((await call("/thread/regenerate-reply", anna, { threadId })).status).toBe(400);
    // Nothing changed.
    expect((await stored(threadId)).map((m) => m.id)).toEqual(list.map((m) => m.id));
  });

  it("refuses (409 conflict) any reply but the newest, the opening message, and an ended thread", async () => {
    const { threadId, list } = await conversation(call, anna, "Ile wynosi preferencyjny ZUS?", "Jak założyć JDG?");
    const conflict = { status: 409, body: { error: expect.objectContaining({ code: "conflict" }) } };
    // An earlier reply, the opening message, the user's own message.
    for (const m of [list[2]!, list[0]!, list[3]!])
      expect(await call("/thread/regenerate-reply", anna, { threadId, messageId: m.id })).toEqual(conflict);
    const only = await conversation(call, anna);
    expect(
      await call("/thread/regenerate-reply", anna, { threadId: only.threadId, messageId: only.list[0]!.id }),
    ).toEqual(conflict);
    // A new conversation abandons this one: its newest reply can no longer be replaced.
    expect(await call("/thread/regenerate-reply", anna, { threadId, messageId: list.at(-1)!.id })).toEqual(conflict);
    expect((await stored(threadId)).map((m) => m.id)).toEqual(list.map((m) => m.id));
  });
});

describe("/new-api/thread/regenerate-reply allowance", () => {
  // 20 messages a minute scaled to 2: a message and a regeneration, then refused.
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0", RATE_LIMIT_SCALE: "0.1" });
  const call = caller(t);

  it("is charged against the message allowance: refused with tooManyResourceCalls, the reply kept", async () => {
    await seedDemo(t.database.db);
    const token = await tokenFor(t.database.db, DEMO.admin.email);
    const { threadId } = await conversation(call, token, "Ile wynosi preferencyjny ZUS?");
    let newest = ((await call("/thread/get-messages", token, { threadId })).body.messages as Json[]).at(-1)!;
    const first = await call("/thread/regenerate-reply", token, { threadId, messageId: newest.id });
    expect(first.status).toBe(200);
    newest = first.body.message;
    const refused = await call("/thread/regenerate-reply", token, { threadId, messageId: newest.id });
    expect(refused).toEqual({
      status: 429,
      body: { error: expect.objectContaining({ code: "tooManyResourceCalls" }) },
    });
    const kept = (await call("/thread/get-messages", token, { threadId })).body.messages as Json[];
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
  const call = caller(t);
  afterAll(() => fake.close());

  it("sends the conversation without the old reply, and keeps the old reply when the model fails", async () => {
    await seedDemo(t.database.db);
    const token = await tokenFor(t.database.db, DEMO.admin.email);
    fake.state.mode = "ok";
    const { threadId, list } = await conversation(call, token, "Ile wynosi preferencyjny ZUS?");
    const old = list.at(-1)!;
    expect(old.content).toBe("Nowa wersja odpowiedzi.");

    fake.state.mode = "error";
    const failed = await call("/thread/regenerate-reply", token, { threadId, messageId: old.id });
    expect(failed).toEqual({ status: 503, body: { error: expect.objectContaining({ code: "assistantUnavailable" }) } });
    const kept = (await call("/thread/get-messages", token, { threadId })).body.messages as Json[];
    expect(kept.map((m) => m.id)).toEqual(list.map((m) => m.id));

    fake.state.mode = "ok";
    const asked = fake.state.requests.length;
    const res = await call("/thread/regenerate-reply", token, { threadId, messageId: old.id });
    expect(res.status).toBe(200);
    const prompt = fake.state.requests[asked]!.messages as { role: string; content: string }[];
    expect(prompt.at(-1)).toEqual({ role: "user", content: "Ile wynosi preferencyjny ZUS?" });
    expect(prompt.filter((m) => m.role === "user")).toHaveLength(1);
    expect(prompt.some((m) => m.content === old.content)).toBe(false);
    const after = (await call("/thread/get-messages", token, { threadId })).body.messages as Json[];
    expect(after.map((m) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(after.at(-1)!.id).toBe(res.body.message.id);
  });
});
