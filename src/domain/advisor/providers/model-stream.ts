import {
  APICallError,
  type LanguageModelV4,
  type LanguageModelV4Prompt,
  type LanguageModelV4StreamPart,
} from "@ai-sdk/provider";

/**
 * A model asked straight through the provider interface (`doStream`, which the OpenAI-compatible
 * provider and the built-in advisor both implement) rather than through the AI SDK's `streamText`
 * chain, whose tracing, step and tool machinery this chat never uses (ADR 012).
 */

/** What a streamed reply asks of its model. */
export interface ModelCall {
  model: LanguageModelV4;
  prompt: LanguageModelV4Prompt;
  /** How many times a failed opening is tried again (429, 5xx, a refused connection). */
  maxRetries: number;
  abortSignal: AbortSignal;
  /** The first wait before a retry; each later wait doubles (the AI SDK's schedule: 2 s, 4 s, …). */
  retryDelayMs?: number;
}

const abortable = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal.addEventListener("abort", stop, { once: true });
  });

/**
 * Opens the model's stream. An opening that fails with an error the provider calls retryable
 * (rate limited, a server error, a refused connection) is tried again, `maxRetries` times at most.
 * Errors inside an opened stream are not retried: part of the reply may already be shown.
 */
export async function openModelStream(call: ModelCall): Promise<ReadableStream<LanguageModelV4StreamPart>> {
  const delayMs = call.retryDelayMs ?? 2000;
  for (let attempt = 0; ; attempt++) {
    try {
      const { stream } = await call.model.doStream({ prompt: call.prompt, abortSignal: call.abortSignal });
      return stream;
    } catch (error) {
      const retryable = APICallError.isInstance(error) && error.isRetryable;
      if (!retryable || attempt >= call.maxRetries || call.abortSignal.aborted) throw error;
      await abortable(delayMs * 2 ** attempt, call.abortSignal);
    }
  }
}

/** A system text and plain-text turns as the provider interface's prompt. */
export function promptOf(
  system: string | undefined,
  messages: { role: "user" | "assistant"; content: string }[],
): LanguageModelV4Prompt {
  return [
    ...(system ? [{ role: "system" as const, content: system }] : []),
    ...messages.map((m) => ({ role: m.role, content: [{ type: "text" as const, text: m.content }] })),
  ];
}
