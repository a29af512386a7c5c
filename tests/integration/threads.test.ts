import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { advisorMessages, advisorThreads } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { answer, expectRefusal, expectStatus, restAs, wholeReply } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

describe("/new-api/thread", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  const app = () => t.app;
  /** Two users of one company of the test's own: the admin writes, the member is another user. */
  const people = async () => {
    const company = await freshCompany(t.database.db);
    return {
      admin: restAs(app, company.tokens.admin),
      member: restAs(app, company.tokens.member),
      tokens: company.tokens,
      email: company.admin.email,
    };
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });

  it("needs a session and answers the configured threshold", async () => {
    const { admin } = await people();
    expect((await restAs(app).thread["latest-thread"].$get()).status).toBe(401);
    expect(await answer(admin.config["answer-threshold"].$get())).toEqual({ status: 200, body: { threshold: 3 } });
    expect(await answer(admin.thread["latest-thread"].$get())).toEqual({ status: 200, body: { thread: null } });
  });

  it("creates a thread, adds the opening message once, and answers a message whole with Accept: application/json", async () => {
    const { admin } = await people();
    const { threadId } = await expectStatus(admin.thread["create-thread"].$post({ json: {} }), 200);
    const started = await expectStatus(admin.thread["start-thread"].$post({ json: { threadId } }), 200);
    expect(started.messages).toHaveLength(1);
    expect(started.messages[0]).toMatchObject({ role: "assistant", status: "complete" });
    expect(started.messages[0]!.content).toContain("Czym będzie się zajmować Twoja firma?");
    const again = await expectStatus(admin.thread["start-thread"].$post({ json: { threadId } }), 200);
    expect(again.messages).toHaveLength(1);

    const send = (content: string) => admin.thread["send-message"].$post({ json: { threadId, content } });
    const reply = wholeReply(await expectStatus(send("Usługi programistyczne dla firm"), 200));
    expect(reply.content).toContain("Zapisuję");
    const asked = wholeReply(await expectStatus(send("Ile wynosi preferencyjny ZUS?"), 200));
    expect(asked.content).toContain("456,18 zł");
    expect(asked.sources[0]).toMatchObject({ url: "https://www.zus.pl/", articleId: "zus-preferencyjny" });

    const all = await expectStatus(admin.thread["get-messages"].$post({ json: { threadId } }), 200);
    expect(all.messages.map((m) => m.role)).toEqual(["assistant", "user", "assistant", "user", "assistant"]);
    const latest = await expectStatus(admin.thread["latest-thread"].$get(), 200);
    expect(latest.thread).toMatchObject({ threadId, status: "open", answerCount: 2 });
    const [row] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, threadId));
    expect(row!.profile).toMatchObject({ activity: "Usługi programistyczne dla firm" });
  });

  it("streams the reply as an AI SDK UI message stream and stores exactly what was sent", async () => {
    const { member, tokens } = await people();
    const { threadId } = await expectStatus(member.thread["create-thread"].$post({ json: {} }), 200);
    await expectStatus(member.thread["start-thread"].$post({ json: { threadId } }), 200);
    const streaming = restAs(app, tokens.member, { accept: "text/event-stream" });
    const res = await streaming.thread["send-message"].$post({
      json: { threadId, content: "Jak założyć JDG przez internet?" },
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
    const { admin, email } = await people();
    const { threadId } = await expectStatus(admin.thread["create-thread"].$post({ json: {} }), 200);
    const revoked = await tokenFor(t.database.db, email);
    await t.services.accounts.revokeSession((await t.services.accounts.actorFromToken(revoked))!.sessionId);
    for (const [token, content] of [
      [undefined, "halo"],
      ["not-a-session-token", "halo"],
      [revoked, "halo"],
      ["not-a-session-token", "   "],
      ["not-a-session-token", "x".repeat(5000)],
    ] as const) {
      const client = restAs(app, token, { accept: "text/event-stream" });
      const res = await answer(client.thread["send-message"].$post({ json: { threadId, content } }));
      expect(res).toEqual({ status: 401, body: { error: expect.objectContaining({ code: "unauthorized" }) } });
    }
    expect(await t.database.db.select().from(advisorMessages).where(eq(advisorMessages.threadId, threadId))).toEqual(
      [],
    );
  });

  it("keeps other users' threads out of reach (404), refuses empty messages and ended threads", async () => {
    const { admin, member } = await people();
    const { threadId } = await expectStatus(admin.thread["create-thread"].$post({ json: {} }), 200);
    for (const [path, attempt] of [
      ["start-thread", () => member.thread["start-thread"].$post({ json: { threadId } })],
      ["get-messages", () => member.thread["get-messages"].$post({ json: { threadId } })],
      ["check-and-reset-thread", () => member.thread["check-and-reset-thread"].$post({ json: { threadId } })],
      ["send-message", () => member.thread["send-message"].$post({ json: { threadId, content: "cudzy wątek" } })],
      ["archive", () => member.thread[":id"].archive.$post({ param: { id: threadId } })],
    ] as const) {
      expect((await attempt()).status, path).toBe(404);
    }
    const send = (content: string) => admin.thread["send-message"].$post({ json: { threadId, content } });
    await expectRefusal(send("   "), 400);
    // A new thread abandons this one; writing to it is refused, and check-and-reset moves on.
    const next = await expectStatus(admin.thread["create-thread"].$post({ json: {} }), 200);
    await expectRefusal(send("halo"), 409);
    const reset = await expectStatus(admin.thread["check-and-reset-thread"].$post({ json: { threadId } }), 200);
    expect(reset).toMatchObject({ reset: true });
    expect(reset.threadId).not.toBe(threadId);
    const open = await expectStatus(
      admin.thread["check-and-reset-thread"].$post({ json: { threadId: reset.threadId } }),
      200,
    );
    expect(open).toEqual({ reset: false, threadId: reset.threadId });
    expect(next.threadId).not.toBe(reset.threadId);
    expect(await expectStatus(admin.thread[":id"].archive.$post({ param: { id: reset.threadId } }), 200)).toEqual({
      ok: true,
    });
    const past = await expectStatus(admin.thread["past-threads"].$get(), 200);
    expect(past.items.map((i) => i.status)).toContain("archived");
  });
});

describe("/new-api/thread/send-message cut off", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "20" });
  it("stores a reply cut off by the client as far as it got, marked partial", async () => {
    await seedDemo(t.database.db);
    const { tokens } = await freshCompany(t.database.db);
    const client = restAs(() => t.app, tokens.admin, { accept: "text/event-stream" });
    const created = await expectStatus(client.thread["create-thread"].$post({ json: {} }), 200);
    const controller = new AbortController();
    const res = await client.thread["send-message"].$post(
      { json: { threadId: created.threadId, content: "Jakie są terminy płatności składek ZUS?" } },
      { init: { signal: controller.signal } },
    );
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
