import type { LanguageModelV4, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { describe, expect, it, vi } from "vitest";
import type { AdvisorTurn } from "../../domain/advisor/advisor.ts";
import { streamReply } from "../../domain/advisor/reply-stream.ts";
import type { PreparedReply } from "../../domain/advisor/reply.service.ts";
import type { MessageView } from "../../domain/advisor/thread.service.ts";
import { streamedReplyResponse } from "./advisor-reply.ts";
import { finish, modelStream, words } from "../../../tests/support/fake-model-stream.ts";

const model = (opened: ReturnType<typeof modelStream> | Error): LanguageModelV4 => ({
  specificationVersion: "v4",
  provider: "test",
  modelId: "test",
  supportedUrls: {},
  doGenerate: () => Promise.reject(new Error("not used")),
  doStream: async (call) => {
    if (opened instanceof Error) throw opened;
    opened.listen(call.abortSignal!);
    return { stream: opened.stream };
  },
});

const turn = {
  content: "",
  sources: [{ sourceTitle: "ZUS", url: "https://www.zus.pl/", publisher: "ZUS", articleId: "zus", heading: "Stawki" }],
  profile: {},
  expecting: null,
  learned: {},
  kind: "answer",
  lang: "pl",
  passages: [],
  calculation: null,
  nextQuestion: null,
} as unknown as AdvisorTurn;

async function reply(
  opened: ReturnType<typeof modelStream> | Error,
  options: { client?: AbortController; timeoutMs?: number } = {},
) {
  const store = vi.fn(async (content: string, status: "complete" | "partial"): Promise<MessageView> => ({
    id: "m1",
    role: "assistant",
    content,
    createdAt: new Date(0).toISOString(),
    status,
    sources: [],
    learned: null,
  }));
  const prepared: PreparedReply = {
    threadId: "t1",
    replyId: "m1",
    content: "Pytanie",
    committed: Promise.resolve({} as MessageView),
    turn,
    history: [{ role: "user", content: "Pytanie" }],
    finish: store,
  };
  const settings = { baseURL: "http://127.0.0.1", model: "test", timeoutMs: options.timeoutMs ?? 0, maxRetries: 0 };
  const client = options.client ?? new AbortController();
  const streamed = await streamReply(
    { llm: { model: model(opened), settings }, streamDelayMs: 0 },
    prepared,
    client.signal,
  );
  // The response starts reading the parts at once; a test of the parts alone reads them itself.
  return {
    get response() {
      return streamedReplyResponse(streamed);
    },
    streamed,
    store,
  };
}

const events = async (response: Response) =>
  (await response.text())
    .split("\n\n")
    .filter(Boolean)
    .map((e) => e.replace(/^data: /, ""))
    .map((data) => (data === "[DONE]" ? data : (JSON.parse(data) as { type: string; [key: string]: unknown })));
const failed = [{ type: "error", errorText: "assistantUnavailable" }, { type: "finish" }, "[DONE]"];

describe("a streamed reply", () => {
  it("writes the model's words as an AI SDK UI message stream, stores the whole reply, then names the sources", async () => {
    const { response, store } = await reply(modelStream(words("Dzień ", "dobry.")));
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    expect(await events(response)).toEqual([
      { type: "start", messageId: "m1" },
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: "Dzień " },
      { type: "text-delta", id: "t", delta: "dobry." },
      { type: "text-end", id: "t" },
      { type: "source-url", sourceId: "https://www.zus.pl/", url: "https://www.zus.pl/", title: "ZUS" },
      { type: "finish" },
      "[DONE]",
    ]);
    expect(store).toHaveBeenCalledExactlyOnceWith("Dzień dobry.", "complete");
  });

  it("sends each word as it comes: the first is readable while the model still holds the second", async () => {
    const held = modelStream(words("Pierwsze ", "drugie."), { holdAt: 3 });
    const { response } = await reply(held);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('"type":"start"');
    expect(first).toContain('"delta":"Pierwsze "');
    expect(first).not.toContain("drugie");
    held.release();
    let rest = "";
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    expect(rest).toContain('"delta":"drugie."');
  });

  it("answers a model that fails midway with assistantUnavailable and stores nothing, so the message can be sent again", async () => {
    const { response, store } = await reply(modelStream(words("Zaczynam ", "i…"), { failAt: 3 }));
    const parts = await events(response);
    expect(parts).toContainEqual({ type: "text-delta", id: "t", delta: "Zaczynam " });
    expect(parts.slice(-3)).toEqual(failed);
    expect(store).not.toHaveBeenCalled();
  });

  it("treats an error part from the provider (a broken chunk) as a failed reply", async () => {
    const parts: LanguageModelV4StreamPart[] = [
      { type: "text-start", id: "t" },
      { type: "error", error: new Error("Invalid JSON response") },
      finish,
    ];
    const { response, store } = await reply(modelStream(parts));
    expect((await events(response)).slice(-3)).toEqual(failed);
    expect(store).not.toHaveBeenCalled();
  });

  it("answers a model that ends without a word with assistantUnavailable, storing nothing", async () => {
    const { response, store } = await reply(modelStream(words()));
    expect((await events(response)).slice(-3)).toEqual(failed);
    expect(store).not.toHaveBeenCalled();
  });

  it("answers a model that cannot be reached with assistantUnavailable", async () => {
    const { response, store } = await reply(new Error("ECONNREFUSED"));
    expect(await events(response)).toEqual([{ type: "start", messageId: "m1" }, ...failed]);
    expect(store).not.toHaveBeenCalled();
  });

  it("answers a model out of time with assistantUnavailable, not as a reply cut off", async () => {
    const { response, store } = await reply(modelStream(words("Zaczynam ", "i…"), { holdAt: 3 }), { timeoutMs: 20 });
    expect((await events(response)).slice(-3)).toEqual(failed);
    expect(store).not.toHaveBeenCalled();
  });

  it("keeps a reply the client stopped reading as far as it got, marked partial, and stops the model", async () => {
    const held = modelStream(words("Część ", "reszta."), { holdAt: 3 });
    const { response, store } = await reply(held);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("Część ");
    const waiting = reader.read(); // the client waits for the next word, then stops
    await reader.cancel();
    await waiting;
    expect(held.cancelled).toHaveBeenCalled();
    expect(store).toHaveBeenCalledExactlyOnceWith("Część ", "partial");
  });

  it("keeps what a reader was given when it stops between two parts", async () => {
    const held = modelStream(words("Część ", "reszta."), { holdAt: 3 });
    const { streamed, store } = await reply(held);
    for await (const part of streamed.parts)
      if (part.type === "text-delta") {
        streamed.stop();
        break; // returns the parts
      }
    expect(held.cancelled).toHaveBeenCalled();
    expect(store).toHaveBeenCalledExactlyOnceWith("Część ", "partial");
  });

  it("stores nothing when the client leaves before the first word", async () => {
    const client = new AbortController();
    client.abort();
    const { response, store } = await reply(new DOMException("aborted", "AbortError"), { client });
    await response.text();
    expect(store).not.toHaveBeenCalled();
  });

  it("reports a reply that could not be stored", async () => {
    const { response, store } = await reply(modelStream(words("Tak.")));
    store.mockRejectedValueOnce(new Error("database away"));
    const parts = await events(response);
    expect(parts).toContainEqual({ type: "error", errorText: "assistantUnavailable" });
    expect(parts.some((p) => typeof p === "object" && p.type === "source-url")).toBe(false);
  });
});
