import { APICallError, type LanguageModelV4 } from "@ai-sdk/provider";
import { describe, expect, it, vi } from "vitest";
import { openModelStream, promptOf } from "./model-stream.ts";
import { modelStream, words } from "../../../../tests/support/fake-model-stream.ts";

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
    vi.useFakeTimers();
    let stream: ReadableStream;
    try {
      const opening = openModelStream({
        model: model(doStream),
        prompt: promptOf("system", [{ role: "user", content: "Pytanie" }]),
        maxRetries: 2,
        abortSignal: new AbortController().signal,
        retryDelayMs: 2_000,
      });
      // The first wait is retryDelayMs, the second twice as long.
      await vi.advanceTimersByTimeAsync(1_999);
      expect(doStream).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(doStream).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(3_999);
      expect(doStream).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      stream = await opening;
    } finally {
      vi.useRealTimers();
    }
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(doStream).toHaveBeenCalledTimes(3);
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
    vi.useFakeTimers();
    try {
      const abandon = new AbortController();
      const doStream = vi.fn<LanguageModelV4["doStream"]>().mockRejectedValue(apiError(503));
      const opening = openModelStream({
        model: model(doStream),
        prompt: promptOf(undefined, []),
        maxRetries: 3,
        abortSignal: abandon.signal,
        retryDelayMs: 60_000,
      });
      const failed = expect(opening).rejects.toThrow("did not answer in time");
      await vi.advanceTimersByTimeAsync(5_000);
      abandon.abort(new DOMException("The model did not answer in time", "TimeoutError"));
      await failed;
      expect(doStream).toHaveBeenCalledOnce();
      // The abandoned wait leaves no timer behind.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
