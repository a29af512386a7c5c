import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advisorMessages } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { startFakeLlm } from "../support/fake-llm.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

const fake = await startFakeLlm();

describe("an OpenAI-compatible model behind /new-api/thread/send-message", () => {
  const t = useTestApp({
    LLM_BASE_URL: fake.url,
    LLM_MODEL: "fake-model",
    LLM_TIMEOUT_MS: "1000",
    LLM_MAX_RETRIES: "0",
  });
  let token: string;
  let threadId: string;
  const send = (content: string, accept = "text/event-stream") =>
    t.app.request("/new-api/thread/send-message", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept },
      body: JSON.stringify({ threadId, content }),
    });
  const events = (body: string) =>
    body
      .split("\n")
      .filter((l) => l.startsWith("data: ") && l !== "data: [DONE]")
      .map((l) => JSON.parse(l.slice(6)) as { type: string; delta?: string; errorText?: string; url?: string });
  const stored = () => t.database.db.select().from(advisorMessages).where(eq(advisorMessages.threadId, threadId));

  beforeAll(async () => {
    await seedDemo(t.database.db);
    token = await tokenFor(t.database.db, DEMO.admin.email);
    const res = await t.app.request("/new-api/thread/create-thread", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    threadId = ((await res.json()) as { threadId: string }).threadId;
  });
  afterAll(() => fake.close());

  it("grounds the prompt on the retrieved passages and the profile, and streams the reply chunk by chunk", async () => {
    fake.state.mode = "ok";
    const res = await send("Ile wynosi preferencyjny ZUS? Planuję 12 tys. zł przychodu miesięcznie.");
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    let body = "";
    let firstDeltaAt = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      body += new TextDecoder().decode(value);
      if (!firstDeltaAt && body.includes('"text-delta"')) firstDeltaAt = Date.now();
    }
    // The first words reached the client before the upstream had written its last one.
    expect(firstDeltaAt).toBeGreaterThan(0);
    expect(firstDeltaAt).toBeLessThan(fake.state.finishedAt);
    const parts = events(body);
    const text = parts
      .filter((p) => p.type === "text-delta")
      .map((p) => p.delta)
      .join("");
    expect(text).toBe(fake.words.join(""));
    expect(parts.filter((p) => p.type === "source-url").map((p) => p.url)).toContain("https://www.zus.pl/");

    const request = fake.state.requests.at(-1) as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(request).toMatchObject({ model: "fake-model", stream: true });
    const system = request.messages.find((m) => m.role === "system")!.content;
    expect(system).toContain("456,18 zł"); // the preferential ZUS passage
    expect(system).toContain('"monthlyRevenue":12000'); // the profile learned from this message
    expect(request.messages.at(-1)).toEqual({
      role: "user",
      content: "Ile wynosi preferencyjny ZUS? Planuję 12 tys. zł przychodu miesięcznie.",
    });
    const reply = (await stored()).find((m) => m.role === "assistant")!;
    expect(reply).toMatchObject({ content: fake.words.join(""), status: "complete" });
  });

  it("answers an upstream error with a translated error code, keeps the user's message, and a retry reuses it", async () => {
    fake.state.mode = "error";
    const before = (await stored()).length;
    const res = await send("Jakie są terminy JPK_V7?");
    const parts = events(await res.text());
    expect(parts.find((p) => p.type === "error")?.errorText).toBe("assistantUnavailable");
    const after = await stored();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ role: "user", content: "Jakie są terminy JPK_V7?" });

    fake.state.mode = "ok";
    const retry = await send("Jakie są terminy JPK_V7?", "application/json");
    expect(retry.status).toBe(200);
    const users = await t.database.db
      .select()
      .from(advisorMessages)
      .where(and(eq(advisorMessages.threadId, threadId), eq(advisorMessages.content, "Jakie są terminy JPK_V7?")));
    expect(users).toHaveLength(1);
    expect(((await retry.json()) as { message: { content: string } }).message.content).toBe(fake.words.join(""));
    // A hosted model is given the conversation so far (the built-in advisor reads only the latest message).
    const asked = (fake.state.requests.at(-1) as { messages: { role: string; content: string }[] }).messages;
    expect(asked.map((m) => m.content)).toContain(
      "Ile wynosi preferencyjny ZUS? Planuję 12 tys. zł przychodu miesięcznie.",
    );
    expect(asked.filter((m) => m.role === "assistant").length).toBeGreaterThan(0);
  });

  it("gives up after the timeout with 503 assistantUnavailable and stores no reply", async () => {
    fake.state.mode = "slow";
    const before = (await stored()).filter((m) => m.role === "assistant").length;
    const res = await send("Czy muszę mieć kasę fiskalną?", "application/json");
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("assistantUnavailable");
    expect((await stored()).filter((m) => m.role === "assistant")).toHaveLength(before);
  });

  it("starts the model while the message commits, but a message that cannot be stored gets no reply", async () => {
    fake.state.mode = "ok";
    await t.database.db.execute(
      "alter table advisor_messages add constraint refuse_test_content check (content <> 'Nie do zapisania')",
    );
    try {
      const before = await stored();
      const res = await send("Nie do zapisania", "text/event-stream");
      expect(res.status).toBe(500);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("internal");
      expect(await stored()).toHaveLength(before.length);
    } finally {
      await t.database.db.execute("alter table advisor_messages drop constraint refuse_test_content");
    }
  });
});
