import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { advisorMessages, advisorThreads } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

// Answers are read field by field below; their shapes are asserted, not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

describe("/new-api/thread", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  let anna: string;
  let jan: string;
  const call = async (method: string, path: string, token?: string, body?: unknown, accept = "application/json") => {
    const res = await t.app.request(`/new-api${path}`, {
      method,
      headers: {
        accept,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    jan = await tokenFor(t.database.db, DEMO.member.email);
  });

  it("needs a session and answers the configured threshold", async () => {
    expect((await call("GET", "/thread/latest-thread")).status).toBe(401);
    expect(await call("GET", "/config/answer-threshold", anna)).toEqual({ status: 200, body: { threshold: 3 } });
    expect(await call("GET", "/thread/latest-thread", anna)).toEqual({ status: 200, body: { thread: null } });
  });

  it("creates a thread, adds the opening message once, and answers a message whole with Accept: application/json", async () => {
    const { body: created } = await call("POST", "/thread/create-thread", anna, {});
    const threadId = created.threadId as string;
    const started = await call("POST", "/thread/start-thread", anna, { threadId });
    expect(started.body.messages).toHaveLength(1);
    expect(started.body.messages[0]).toMatchObject({ role: "assistant", status: "complete" });
    expect(started.body.messages[0].content).toContain("Czym będzie się zajmować Twoja firma?");
    expect((await call("POST", "/thread/start-thread", anna, { threadId })).body.messages).toHaveLength(1);

    const reply = await call("POST", "/thread/send-message", anna, {
      threadId,
      content: "Usługi programistyczne dla firm",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message.content).toContain("Zapisuję");
    const asked = await call("POST", "/thread/send-message", anna, {
      threadId,
      content: "Ile wynosi preferencyjny ZUS?",
    });
    expect(asked.body.message.content).toContain("456,18 zł");
    expect(asked.body.message.sources[0]).toMatchObject({ url: "https://www.zus.pl/", articleId: "zus-preferencyjny" });

    const all = await call("POST", "/thread/get-messages", anna, { threadId });
    expect(all.body.messages.map((m: { role: string }) => m.role)).toEqual([
      "assistant",
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    const latest = await call("GET", "/thread/latest-thread", anna);
    expect(latest.body.thread).toMatchObject({ threadId, status: "open", answerCount: 2 });
    const [row] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, threadId));
    expect(row!.profile).toMatchObject({ activity: "Usługi programistyczne dla firm" });
  });

  it("streams the reply as an AI SDK UI message stream and stores exactly what was sent", async () => {
    const { body: created } = await call("POST", "/thread/create-thread", jan, {});
    const threadId = created.threadId as string;
    await call("POST", "/thread/start-thread", jan, { threadId });
    const res = await t.app.request("/new-api/thread/send-message", {
      method: "POST",
      headers: { authorization: `Bearer ${jan}`, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ threadId, content: "Jak założyć JDG przez internet?" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const events = (await res.text())
      .split("\n")
      .filter((l) => l.startsWith("data: ") && l !== "data: [DONE]")
      .map((l) => JSON.parse(l.slice(6)) as { type: string; delta?: string; messageId?: string; url?: string });
    const deltas = events.filter((e) => e.type === "text-delta");
    expect(deltas.length).toBeGreaterThan(10);
    expect(events.filter((e) => e.type === "source-url").map((e) => e.url)).toContain("https://www.biznes.gov.pl/");
    const [saved] = (
      await t.database.db.select().from(advisorMessages).where(eq(advisorMessages.threadId, threadId))
    ).filter((m) => m.role === "assistant" && m.id === events[0]!.messageId);
    expect(saved!.content).toBe(deltas.map((d) => d.delta).join(""));
    expect(saved!.status).toBe("complete");
    // Stored as JSON and a timestamp, read back as such on both engines.
    expect(saved!.sources.map((s) => s.url)).toContain("https://www.biznes.gov.pl/");
    expect(saved!.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(saved!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("answers a message without a valid session 401 before anything else, and stores nothing", async () => {
    // The thread is read while the session is looked up (auth.ts): an unknown, expired or revoked
    // token must still see nothing of it.
    const { body } = await call("POST", "/thread/create-thread", anna, {});
    const threadId = body.threadId as string;
    const revoked = await tokenFor(t.database.db, DEMO.admin.email);
    await t.services.accounts.revokeSession((await t.services.accounts.actorFromToken(revoked))!.sessionId);
    for (const [token, content] of [
      [undefined, "halo"],
      ["not-a-session-token", "halo"],
      [revoked, "halo"],
      ["not-a-session-token", "   "],
      ["not-a-session-token", "x".repeat(5000)],
    ] as const) {
      const res = await call("POST", "/thread/send-message", token, { threadId, content }, "text/event-stream");
      expect(res).toEqual({ status: 401, body: { error: expect.objectContaining({ code: "unauthorized" }) } });
    }
    expect(await t.database.db.select().from(advisorMessages).where(eq(advisorMessages.threadId, threadId))).toEqual(
      [],
    );
  });

  it("keeps other users' threads out of reach (404), refuses empty messages and ended threads", async () => {
    const { body } = await call("POST", "/thread/create-thread", anna, {});
    const threadId = body.threadId as string;
    for (const [method, path, payload] of [
      ["POST", "/thread/start-thread", { threadId }],
      ["POST", "/thread/get-messages", { threadId }],
      ["POST", "/thread/check-and-reset-thread", { threadId }],
      ["POST", "/thread/send-message", { threadId, content: "cudzy wątek" }],
      ["POST", `/thread/${threadId}/archive`, undefined],
    ] as const) {
      const res = await call(method, path, jan, payload);
      expect(res.status, path).toBe(404);
    }
    expect((await call("POST", "/thread/send-message", anna, { threadId, content: "   " })).status).toBe(400);
    // A new thread abandons this one; writing to it is refused, and check-and-reset moves on.
    const { body: next } = await call("POST", "/thread/create-thread", anna, {});
    expect((await call("POST", "/thread/send-message", anna, { threadId, content: "halo" })).status).toBe(409);
    const reset = await call("POST", "/thread/check-and-reset-thread", anna, { threadId });
    expect(reset.body).toMatchObject({ reset: true });
    expect(reset.body.threadId).not.toBe(threadId);
    const open = await call("POST", "/thread/check-and-reset-thread", anna, { threadId: reset.body.threadId });
    expect(open.body).toEqual({ reset: false, threadId: reset.body.threadId });
    expect(next.threadId).not.toBe(reset.body.threadId);
    expect((await call("POST", `/thread/${reset.body.threadId}/archive`, anna)).body).toEqual({ ok: true });
    const past = await call("GET", "/thread/past-threads", anna);
    expect(past.body.items.map((i: { status: string }) => i.status)).toContain("archived");
  });
});

describe("/new-api/thread/send-message cut off", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "20" });
  it("stores a reply cut off by the client as far as it got, marked partial", async () => {
    await seedDemo(t.database.db);
    const token = await tokenFor(t.database.db, DEMO.admin.email);
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const created = (await (
      await t.app.request("/new-api/thread/create-thread", { method: "POST", headers, body: "{}" })
    ).json()) as {
      threadId: string;
    };
    const controller = new AbortController();
    const res = await t.app.request("/new-api/thread/send-message", {
      method: "POST",
      headers: { ...headers, accept: "text/event-stream" },
      body: JSON.stringify({ threadId: created.threadId, content: "Jakie są terminy płatności składek ZUS?" }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let received = "";
    while (!received.includes("text-delta")) received += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await reader.cancel().catch(() => {});
    // The server notices the abort at its next word and stores what it had sent.
    let stored: (typeof advisorMessages.$inferSelect)[] = [];
    for (let i = 0; i < 100 && !stored.some((m) => m.role === "assistant"); i++) {
      await new Promise((r) => setTimeout(r, 20));
      stored = await t.database.db.select().from(advisorMessages).where(eq(advisorMessages.threadId, created.threadId));
    }
    const reply = stored.find((m) => m.role === "assistant")!;
    expect(reply.status).toBe("partial");
    expect(reply.content.length).toBeGreaterThan(0);
    expect(stored.find((m) => m.role === "user")!.content).toBe("Jakie są terminy płatności składek ZUS?");
  });
});
