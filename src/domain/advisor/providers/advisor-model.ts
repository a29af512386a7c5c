import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import type { AdvisorTurn } from "../advisor.ts";

/** Words with the whitespace after them, so the concatenated deltas are exactly the reply. */
export const replyPieces = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

const usage = (words: number): LanguageModelV4Usage => ({
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: words, text: words, reasoning: undefined },
});

const sourceParts = (turn: AdvisorTurn) => {
  const seen = new Set<string>();
  return turn.sources
    .filter((s) => !seen.has(s.url) && seen.add(s.url))
    .map((s) => ({ type: "source" as const, sourceType: "url" as const, id: s.url, url: s.url, title: s.sourceTitle }));
};

const abortError = () => Object.assign(new Error("The reply was stopped"), { name: "AbortError" });

/**
 * The built-in advisor as an AI SDK language model: it "generates" the reply the advisor's policy
 * worked out for this turn (`advise`), word by word with a small delay like a model's tokens,
 * then names its sources. It needs no network and never invents a number: everything it says
 * comes from the knowledge base or the calculators. The prompt is ignored; the turn carries the
 * user's message already read.
 */
export function advisorModel(turn: AdvisorTurn, options: { delayMs?: number } = {}): LanguageModelV4 {
  const delayMs = options.delayMs ?? 0;
  return {
    specificationVersion: "v4",
    provider: "przewodnik",
    modelId: "built-in-advisor",
    supportedUrls: {},
    async doGenerate(_call: LanguageModelV4CallOptions) {
      const content: LanguageModelV4Content[] = [{ type: "text", text: turn.content }, ...sourceParts(turn)];
      return {
        content,
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(replyPieces(turn.content).length),
        warnings: [],
      };
    },
    async doStream(call: LanguageModelV4CallOptions) {
      const pieces = replyPieces(turn.content);
      const signal = call.abortSignal;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // One listener at a time on the signal: a long reply must not pile up one per word.
      const wait = () =>
        new Promise<void>((resolve, reject) => {
          if (signal?.aborted) return reject(abortError());
          const stop = () => {
            clearTimeout(timer);
            reject(abortError());
          };
          timer = setTimeout(() => {
            signal?.removeEventListener("abort", stop);
            resolve();
          }, delayMs);
          signal?.addEventListener("abort", stop, { once: true });
        });
      let i = 0;
      let phase: "start" | "text" | "end" = "start";
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async pull(controller) {
          try {
            if (phase === "start") {
              controller.enqueue({ type: "stream-start", warnings: [] });
              controller.enqueue({ type: "text-start", id: "reply" });
              phase = "text";
            }
            if (phase === "text" && i < pieces.length) {
              if (i > 0 && delayMs > 0) await wait();
              else if (signal?.aborted) throw abortError();
              controller.enqueue({ type: "text-delta", id: "reply", delta: pieces[i++]! });
              return;
            }
            phase = "end";
            controller.enqueue({ type: "text-end", id: "reply" });
            for (const source of sourceParts(turn)) controller.enqueue(source);
            controller.enqueue({
              type: "finish",
              finishReason: { unified: "stop", raw: "stop" },
              usage: usage(pieces.length),
            });
            controller.close();
          } catch (error) {
            controller.error(error);
          }
        },
        cancel() {
          clearTimeout(timer);
        },
      });
      return { stream };
    },
  };
}
