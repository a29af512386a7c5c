import { APICallError, type LanguageModelV4, type LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { describe, expect, it, vi } from "vitest";
import { openModelStream, promptOf, streamedReplyResponse, type StreamedReply } from "./model-reply.ts";

const finish: LanguageModelV4StreamPart = {
  type: "finish",
  finishReason: { unified: "stop", raw: "stop" },
  usage: {
    inputTokens: { total: 1, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 2, text: 2, reasoning: undefined },
  },
};
const words = (...parts: string[]): LanguageModelV4StreamPart[] => [
  { type: "stream-start", warnings: [] },
  { type: "text-start", id: "t" },
  ...parts.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
  { type: "text-end", id: "t" },
  finish,
];

/** A model stream that gives its parts one by one, and can be held before the part at `holdAt`. */
function modelStream(parts: LanguageModelV4StreamPart[], options: { failAt?: number; holdAt?: number } = {}) {
  let i = 0;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const cancelled = vi.fn();
  const stream = new ReadableStream<LanguageModelV4StreamPart>({
    async pull(controller) {
      if (i === options.holdAt) await held;
      if (i === options.failAt) return controller.error(new Error("connection reset"));
      if (i >= parts.length) return controller.close();
      controller.enqueue(parts[i++]!);
    },
    cancel: cancelled,
  });
  return { stream, release, cancelled };
}

function reply(opened: Promise<ReadableStream<LanguageModelV4StreamPart>>, client = new AbortController()) {
  const store = vi.fn(async (_text: string, _status: "complete" | "partial") => {});
  const stopModel = vi.fn();
  const ended = vi.fn();
  const options: StreamedReply = {
    messageId: "m1",
    opened,
    client: client.signal,
    stopModel,
    store,
    sources: [{ url: "https://www.zus.pl/", title: "ZUS" }],
    ended,
  };
  return { response: streamedReplyResponse(options), store, stopModel, ended, client };
}

const events = async (response: Response) =>
  (await response.text())
    .split("\n\n")
    .filter(Boolean)
    .map((e) => e.replace(/^data: /, ""))
    .map((data) => (data === "[DONE]" ? data : (JSON.parse(data) as { type: string; [key: string]: unknown })));

describe("streamedReplyResponse", () => {
  it("writes the model's words as an AI SDK UI message stream, stores the whole reply, then names the sources", async () => {
    const { response, store, ended } = reply(Promise.resolve(modelStream(words("Dzień ", "dobry.")).stream));
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
    expect(ended).toHaveBeenCalledOnce();
  });

  it("sends each word as it comes: the first is readable while the model still holds the second", async () => {
    const model = modelStream(words("Pierwsze ", "drugie."), { holdAt: 3 });
    const { response } = reply(Promise.resolve(model.stream));
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('"type":"start"');
    expect(first).toContain('"delta":"Pierwsze "');
    expect(first).not.toContain("drugie");
    model.release();
    let rest = "";
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    expect(rest).toContain('"delta":"drugie."');
  });

  it("answers a model that fails midway with assistantUnavailable and stores nothing, so the message can be sent again", async () => {
    const { response, store, ended } = reply(
      Promise.resolve(modelStream(words("Zaczynam ", "i…"), { failAt: 3 }).stream),
    );
    const parts = await events(response);
    expect(parts).toContainEqual({ type: "text-delta", id: "t", delta: "Zaczynam " });
    expect(parts.slice(-3)).toEqual([
      { type: "error", errorText: "assistantUnavailable" },
      { type: "finish" },
      "[DONE]",
    ]);
    expect(store).not.toHaveBeenCalled();
    expect(ended).toHaveBeenCalledOnce();
  });

  it("treats an error part from the provider (a broken chunk) as a failed reply", async () => {
    const parts: LanguageModelV4StreamPart[] = [
      { type: "text-start", id: "t" },
      { type: "error", error: new Error("Invalid JSON response") },
      finish,
    ];
    const { response, store } = reply(Promise.resolve(modelStream(parts).stream));
    expect((await events(response)).at(-3)).toEqual({ type: "error", errorText: "assistantUnavailable" });
    expect(store).not.toHaveBeenCalled();
  });

  it("answers a model that ends without a word with assistantUnavailable, storing nothing", async () => {
    const { response, store } = reply(Promise.resolve(modelStream(words()).stream));
    expect((await events(response)).slice(-3)).toEqual([
      { type: "error", errorText: "assistantUnavailable" },
      { type: "finish" },
      "[DONE]",
    ]);
    expect(store).not.toHaveBeenCalled();
  });

  it("answers a model that cannot be reached with assistantUnavailable", async () => {
    const { response, store } = reply(Promise.reject(new Error("ECONNREFUSED")));
    expect(await events(response)).toEqual([
      { type: "start", messageId: "m1" },
      { type: "error", errorText: "assistantUnavailable" },
      { type: "finish" },
      "[DONE]",
    ]);
    expect(store).not.toHaveBeenCalled();
  });

  it("keeps a reply the client stopped reading as far as it got, marked partial, and stops the model", async () => {
    const model = modelStream(words("Część ", "reszta."), { holdAt: 3 });
    const { response, store, stopModel, ended } = reply(Promise.resolve(model.stream));
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("Część ");
    const waiting = reader.read(); // the client waits for the next word, then stops
    await new Promise((r) => setTimeout(r, 1));
    await reader.cancel();
    await waiting;
    expect(stopModel).toHaveBeenCalledOnce();
    expect(model.cancelled).toHaveBeenCalled();
    expect(store).toHaveBeenCalledExactlyOnceWith("Część ", "partial");
    expect(ended).toHaveBeenCalledOnce();
  });

  it("stores nothing when the client leaves before the first word", async () => {
    const client = new AbortController();
    client.abort();
    const { response, store } = reply(Promise.reject(new DOMException("aborted", "AbortError")), client);
    await response.text();
    expect(store).not.toHaveBeenCalled();
  });

  it("reports a reply that could not be stored", async () => {
    const { response, store } = reply(Promise.resolve(modelStream(words("Tak.")).stream));
    store.mockRejectedValueOnce(new Error("database away"));
    const parts = await events(response);
    expect(parts).toContainEqual({ type: "error", errorText: "assistantUnavailable" });
    expect(parts.some((p) => typeof p === "object" && p.type === "source-url")).toBe(false);
  });
});

describe("openModelStream", () => {
  const model = (doStream: LanguageModelV4["doStream"]): LanguageModelV4 => ({
    specificationVersion: "v4",
    provider: "test",
    modelId: "test",
    supportedUrls: {},
    doGenerate: () => Promise.reject(new Error("not used")),
    doStream,
  });
  const apiError = (statusCode: number) =>
    new APICallError({
      message: `HTTP ${statusCode}`,
      url: "http://127.0.0.1/v1/chat/completions",
      requestBodyValues: {},
      statusCode,
    });

  it("tries an opening that failed with a retryable error again, after a growing wait", async () => {
    const doStream = vi
      .fn<LanguageModelV4["doStream"]>()
      .mockRejectedValueOnce(apiError(503))
      .mockRejectedValueOnce(apiError(429))
      .mockResolvedValueOnce({ stream: modelStream(words("Jest.")).stream });
    const timers = vi.spyOn(globalThis, "setTimeout");
    let stream: ReadableStream;
    let waits: unknown[];
    try {
      stream = await openModelStream({
        model: model(doStream),
        prompt: promptOf("system", [{ role: "user", content: "Pytanie" }]),
        maxRetries: 2,
        abortSignal: new AbortController().signal,
        retryDelayMs: 5,
      });
    } finally {
      waits = timers.mock.calls.map((call) => call[1]);
      timers.mockRestore();
    }
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(doStream).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([5, 10]);
    expect(doStream.mock.calls[0]![0].prompt).toEqual([
      { role: "system", content: "system" },
      { role: "user", content: [{ type: "text", text: "Pytanie" }] },
    ]);
  });

  it("gives up after maxRetries, and at once on an error not worth retrying", async () => {
    const always503 = vi.fn<LanguageModelV4["doStream"]>().mockRejectedValue(apiError(503));
    const call = { prompt: promptOf(undefined, []), abortSignal: new AbortController().signal, retryDelayMs: 1 };
    await expect(openModelStream({ ...call, model: model(always503), maxRetries: 1 })).rejects.toThrow("HTTP 503");
    expect(always503).toHaveBeenCalledTimes(2);
    const badRequest = vi.fn<LanguageModelV4["doStream"]>().mockRejectedValue(apiError(400));
    await expect(openModelStream({ ...call, model: model(badRequest), maxRetries: 3 })).rejects.toThrow("HTTP 400");
    expect(badRequest).toHaveBeenCalledOnce();
  });

  it("stops waiting to retry when the reply is abandoned", async () => {
    const abandon = new AbortController();
    const doStream = vi.fn<LanguageModelV4["doStream"]>().mockRejectedValue(apiError(503));
    const opening = openModelStream({
      model: model(doStream),
      prompt: promptOf(undefined, []),
      maxRetries: 3,
      abortSignal: abandon.signal,
      retryDelayMs: 60_000,
    });
    setTimeout(() => abandon.abort(new DOMException("The model did not answer in time", "TimeoutError")), 5);
    await expect(opening).rejects.toThrow("did not answer in time");
    expect(doStream).toHaveBeenCalledOnce();
  });
});
