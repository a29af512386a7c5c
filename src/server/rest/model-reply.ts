import {
  APICallError,
  type LanguageModelV4,
  type LanguageModelV4Prompt,
  type LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
import { UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from "ai";
import type { NumberGuard } from "../../domain/assistant/figures.ts";

/**
 * A streamed reply, straight from the model's own stream to the client's UI message stream.
 *
 * The AI SDK's `streamText` → `toUIMessageStream` → `createUIMessageStreamResponse` chain did the
 * same through seven web streams, with tracing, step and tool machinery this chat never uses: 0.7
 * ms went by before the model's request left, and 0.9 ms from the model's first chunk to the
 * client's (ADR 012). Here the model is asked through the same provider interface (`doStream`,
 * which the OpenAI-compatible provider and the built-in advisor both implement) and its parts are
 * written as the same server-sent events, one write per text delta.
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

export interface StreamedReply {
  messageId: string;
  /** The model's stream, being opened (started before the user's message had committed). */
  opened: Promise<ReadableStream<LanguageModelV4StreamPart>>;
  /** Aborted when the client stops reading (the stop button, a reload, a lost connection). */
  client: AbortSignal;
  /** Stops the model's stream (the client has gone). */
  stopModel: () => void;
  /** Stores the reply; called once at most: complete, or cut off by the client (partial). */
  store: (text: string, status: "complete" | "partial") => Promise<void>;
  /** Named under a complete reply. */
  sources: { url: string; title: string }[];
  /** Called once, however the reply ends. */
  ended: () => void;
  /** Replaces the numbers a model writes that it was not given (a number split across deltas is held whole). */
  guard?: NumberGuard;
}

const encoder = new TextEncoder();
const event = (chunk: UIMessageChunk) => `data: ${JSON.stringify(chunk)}\n\n`;

/**
 * The reply as an AI SDK UI message stream over server-sent events (the `ai` package's wire
 * format: `start`, `text-start`, `text-delta`s, `text-end`, `source-url`s, `finish`, `[DONE]`).
 * A reply the model could not finish (an upstream error, the time limit, no text at all) ends with
 * an `error` part `assistantUnavailable` and stores nothing, so the same message can be sent again;
 * a reply cut off by the client is stored as far as it got, marked partial.
 */
export function streamedReplyResponse(reply: StreamedReply): Response {
  let reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart> | undefined;
  let text = "";
  let pending = event({ type: "start", messageId: reply.messageId });
  let settled = false;
  let cancelled = false;
  const gone = () => cancelled || reply.client.aborted;
  const settle = async (status: "complete" | "partial" | "failed") => {
    if (settled) return;
    settled = true;
    try {
      if (status === "partial" && text) await reply.store(text, "partial");
      if (status === "complete") await reply.store(text, "complete");
    } finally {
      reply.ended();
    }
  };

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const flush = () => {
        controller.enqueue(encoder.encode(pending));
        pending = "";
      };
      const fail = () => {
        pending += event({ type: "error", errorText: "assistantUnavailable" }) + event({ type: "finish" });
        pending += "data: [DONE]\n\n";
        flush();
        controller.close();
      };
      try {
        reader ??= (await reply.opened).getReader();
        for (;;) {
          const { value: part, done } = await reader.read();
          if (done) break;
          if (part.type === "text-delta") {
            const delta = reply.guard ? reply.guard.push(part.delta) : part.delta;
            if (!delta) continue; // the digits of a number still being written
            text += delta;
            pending += event({ type: "text-delta", id: part.id, delta });
            return flush(); // each word goes out as it comes, with whatever came before it
          }
          if (part.type === "text-end") {
            const rest = reply.guard?.flush();
            if (rest) {
              text += rest;
              pending += event({ type: "text-delta", id: part.id, delta: rest });
            }
          }
          if (part.type === "text-start" || part.type === "text-end")
            pending += event({ type: part.type, id: part.id });
          else if (part.type === "error") throw part.error;
        }
        // The model's stream ended; a cancelled read ends it too. A model that said nothing failed.
        if (gone()) throw new Error("The client has gone");
        if (!text) throw new Error("The model sent no text");
      } catch {
        if (gone()) {
          await settle("partial");
          if (!cancelled) controller.close();
        } else {
          await settle("failed");
          fail();
        }
        return;
      }
      try {
        await settle("complete");
      } catch {
        if (!cancelled) fail(); // the reply was shown but could not be stored
        return;
      }
      if (cancelled) return;
      if (!gone())
        for (const s of reply.sources)
          pending += event({ type: "source-url", sourceId: s.url, url: s.url, title: s.title });
      pending += event({ type: "finish" }) + "data: [DONE]\n\n";
      flush();
      controller.close();
    },
    async cancel() {
      // The client has gone: the model stops, and what it had written is kept.
      cancelled = true;
      reply.stopModel();
      await reader?.cancel().catch(() => {});
      await settle("partial").catch(() => {});
    },
  });
  // Chunked from the first byte: otherwise @hono/node-server, to give a short body a length,
  // holds a first chunk that is ready at once until a timer tick shows whether more follow
  // (1 ms and more before the first word went out).
  return new Response(body, { headers: { ...UI_MESSAGE_STREAM_HEADERS, "transfer-encoding": "chunked" } });
}
