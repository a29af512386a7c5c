import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { vi } from "vitest";

/** A model's stream in tests: words as the parts of one text, then the finish. */
export const finish: LanguageModelV4StreamPart = {
  type: "finish",
  finishReason: { unified: "stop", raw: "stop" },
  usage: {
    inputTokens: { total: 1, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 2, text: 2, reasoning: undefined },
  },
};
export const words = (...parts: string[]): LanguageModelV4StreamPart[] => [
  { type: "stream-start", warnings: [] },
  { type: "text-start", id: "t" },
  ...parts.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
  { type: "text-end", id: "t" },
  finish,
];

/** A model stream that gives its parts one by one, can be held before the part at `holdAt`, and errors when aborted. */
export function modelStream(parts: LanguageModelV4StreamPart[], options: { failAt?: number; holdAt?: number } = {}) {
  let i = 0;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const cancelled = vi.fn();
  let signal: AbortSignal | undefined;
  const stream = new ReadableStream<LanguageModelV4StreamPart>({
    async pull(controller) {
      if (i === options.holdAt)
        await Promise.race([
          held,
          new Promise<void>((resolve) => signal?.addEventListener("abort", () => resolve(), { once: true })),
        ]);
      if (signal?.aborted) return controller.error(signal.reason);
      if (i === options.failAt) return controller.error(new Error("connection reset"));
      if (i >= parts.length) return controller.close();
      controller.enqueue(parts[i++]!);
    },
    cancel: cancelled,
  });
  return { stream, release, cancelled, listen: (s: AbortSignal) => (signal = s) };
}
