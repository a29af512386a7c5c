import type { LanguageModelV4, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { generateText } from "ai";
import { createTranslator } from "../../shared/i18n.ts";
import { AppError } from "../errors.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";
import { type NumberGuard, numberGuard } from "./figures.ts";
import { advisorModel } from "./providers/advisor-model.ts";
import { groundingPrompt, type Llm } from "./providers/llm.ts";
import { openModelStream, promptOf } from "./providers/model-stream.ts";
import { type PreparedReply, storedSources } from "./reply.service.ts";
import type { MessageView } from "./thread.service.ts";

/**
 * Writing the advisor's reply to a prepared message (`prepareReply`, `regenerateReply`): which
 * model writes it, what grounds it, its time limit and retries, and what counts as a failure.
 * Any transport or job reads it as a stream of parts (`streamReply`) or whole (`wholeReply`).
 */

/** The models a reply can come from. */
export interface ReplyModels {
  /** An OpenAI-compatible model; null: the built-in advisor writes the replies. */
  llm: Llm | null;
  /** Pause between the words of the built-in advisor's streamed reply. */
  streamDelayMs: number;
}

/** A source named under a reply (one per address). */
export interface ReplySource {
  title: string;
  url: string;
  /** Who publishes the page, and its ISO date (replies stored since the sources were cleaned). */
  publisher?: string;
  date?: string;
  articleId?: string;
  heading?: string;
}

/**
 * A part of a streamed reply, in order: `start`, then the text (`text-start`, `text-delta`s,
 * `text-end`); once the whole reply is stored, its `source`s, the facts it `learned`, and `done`
 * with the stored message. A reply the model could not write ends with `error` instead and stores
 * nothing, so the same message can be sent again.
 */
export type ReplyPart =
  | { type: "start"; messageId: string }
  | { type: "text-start"; id: string }
  | { type: "text-delta"; id: string; delta: string }
  | { type: "text-end"; id: string }
  | { type: "source"; source: ReplySource }
  | { type: "learned"; learned: NonNullable<MessageView["learned"]> }
  | { type: "done"; message: MessageView }
  | { type: "error"; code: "assistantUnavailable" };

export interface StreamedReply {
  messageId: string;
  /**
   * The reply as the model writes it. Its last step commits: the reply is stored before `done`.
   * A reader that stops early calls `stop`, then `parts.return()`: what was written so far is
   * stored, marked partial, by the time `return()` settles.
   */
  parts: AsyncGenerator<ReplyPart, void, undefined>;
  /** The reader has gone (the stop button, a reload, a lost connection): the model stops. */
  stop(): void;
}

export interface WholeReply {
  /** The reply as stored. */
  message: MessageView;
  /** Its sources, one per address. */
  sources: ReplySource[];
}

interface ModelTurn {
  model: LanguageModelV4;
  /** The grounding (a hosted model) or nothing (the built-in advisor already holds the turn). */
  system?: string;
  messages: { role: "user" | "assistant"; content: string }[];
  timeoutMs?: number;
  maxRetries: number;
  /** Replaces the numbers a hosted model writes that it was not given. */
  guard?: NumberGuard;
}

/** The model that writes this reply: the configured OpenAI-compatible one, else the built-in advisor. */
function modelTurn(models: ReplyModels, prepared: PreparedReply, streamed: boolean): ModelTurn {
  const { turn } = prepared;
  if (!models.llm) {
    const delayMs = streamed ? models.streamDelayMs : 0;
    return {
      model: advisorModel(turn, { delayMs }),
      messages: [{ role: "user", content: prepared.content }],
      maxRetries: 0,
    };
  }
  // Each message is answered in its own language, whatever the account's or the thread's.
  const system = groundingPrompt(turn.lang, turn, turn.profile);
  const messages = prepared.history;
  // A model writes only the figures it was given: the passages, the calculators' figures, the
  // profile (all in the system text) and what the user wrote; any other number is replaced.
  const unverified = createTranslator(turn.lang, cataloguesFor(turn.lang)).t("advisor:unverifiedFigure");
  return {
    model: models.llm.model,
    system,
    messages,
    timeoutMs: models.llm.settings.timeoutMs,
    maxRetries: models.llm.settings.maxRetries,
    guard: numberGuard([system, ...messages.map((m) => m.content)].join("\n"), unverified),
  };
}

/** The model's run: aborted by the reader, by `abandon`, or at the time limit (cleared by `ended`). */
function modelRun(timeoutMs: number | undefined, reader: AbortSignal) {
  const abandon = new AbortController();
  // Cleared as soon as the reply ends (AbortSignal.timeout cannot be: each finished reply left a
  // timer running for the whole limit, 30 s by default).
  const limit = timeoutMs
    ? setTimeout(() => abandon.abort(new DOMException("The model did not answer in time", "TimeoutError")), timeoutMs)
    : undefined;
  limit?.unref();
  return {
    signal: AbortSignal.any([reader, abandon.signal]),
    /** Whether the reader has gone (not the time limit: a reply out of time failed). */
    readerGone: () => reader.aborted,
    abandon: () => abandon.abort(),
    ended: () => clearTimeout(limit),
  };
}

/** Waits for the user's message to be stored; a message that could not be abandons the reply. */
async function committed(prepared: PreparedReply, run: ReturnType<typeof modelRun>) {
  try {
    await prepared.committed;
  } catch (error) {
    run.abandon();
    run.ended();
    throw error;
  }
}

/** A turn's sources as shown under its reply: one per address. */
export function shownSources(turn: PreparedReply["turn"]): ReplySource[] {
  const seen = new Set<string>();
  return storedSources(turn).filter((s) => !seen.has(s.url) && seen.add(s.url));
}

/**
 * The reply as a stream of parts. The model's request starts at once, while the user's message
 * is still being stored; this settles once it is stored (and throws, abandoning the model, when
 * it could not be), so nothing of the reply reaches anyone before its question is kept.
 */
export async function streamReply(
  models: ReplyModels,
  prepared: PreparedReply,
  reader: AbortSignal,
): Promise<StreamedReply> {
  const call = modelTurn(models, prepared, true);
  const run = modelRun(call.timeoutMs, reader);
  const opened = openModelStream({
    model: call.model,
    prompt: promptOf(call.system, call.messages),
    maxRetries: call.maxRetries,
    abortSignal: run.signal,
  });
  opened.catch(() => {}); // read by the parts, once the message is stored
  await committed(prepared, run);
  const state: PartsState = { stopped: false, reader: undefined };
  return {
    messageId: prepared.replyId,
    parts: replyParts(prepared, opened, call.guard, run, state),
    stop: () => {
      state.stopped = true;
      run.abandon();
      state.reader?.cancel().catch(() => {});
    },
  };
}

interface PartsState {
  stopped: boolean;
  reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart> | undefined;
}

async function* replyParts(
  prepared: PreparedReply,
  opened: Promise<ReadableStream<LanguageModelV4StreamPart>>,
  guard: NumberGuard | undefined,
  run: ReturnType<typeof modelRun>,
  state: PartsState,
): AsyncGenerator<ReplyPart, void, undefined> {
  let text = "";
  let settled = false;
  const gone = () => state.stopped || run.readerGone();
  try {
    yield { type: "start", messageId: prepared.replyId };
    try {
      state.reader = (await opened).getReader();
      for (;;) {
        const { value: part, done } = await state.reader.read();
        if (done) break;
        if (part.type === "text-delta") {
          const delta = guard ? guard.push(part.delta) : part.delta;
          if (!delta) continue; // the digits of a number still being written
          text += delta;
          yield { type: "text-delta", id: part.id, delta };
        } else if (part.type === "text-start") yield { type: "text-start", id: part.id };
        else if (part.type === "text-end") {
          const rest = guard?.flush();
          if (rest) {
            text += rest;
            yield { type: "text-delta", id: part.id, delta: rest };
          }
          yield { type: "text-end", id: part.id };
        } else if (part.type === "error") throw part.error;
      }
      // The model's stream ended; a cancelled read ends it too. A model that said nothing failed.
      if (gone()) throw new Error("The reader has gone");
      if (!text) throw new Error("The model sent no text");
    } catch {
      settled = true;
      // Cut off by the reader: kept as far as it got. Otherwise (an upstream error, the time
      // limit, no text): nothing stored, and the reader told.
      if (gone()) {
        if (text) await prepared.finish(text, "partial");
        return;
      }
      yield { type: "error", code: "assistantUnavailable" };
      return;
    }
    settled = true;
    let message: MessageView;
    try {
      message = await prepared.finish(text, "complete");
    } catch {
      yield { type: "error", code: "assistantUnavailable" }; // shown, but it could not be stored
      return;
    }
    if (gone()) return;
    for (const source of shownSources(prepared.turn)) yield { type: "source", source };
    if (message.learned) yield { type: "learned", learned: message.learned };
    yield { type: "done", message };
  } finally {
    // A reader that stopped between two parts: what it was shown is kept.
    if (!settled) {
      state.stopped = true;
      await state.reader?.cancel().catch(() => {});
      if (text) await prepared.finish(text, "partial").catch(() => {});
    }
    run.ended();
  }
}

/**
 * The reply whole: asked of the model as a whole (no stream to take apart word by word), stored
 * once the user's message is, and returned. A model that fails, times out or says nothing is
 * `assistantUnavailable`, and nothing is stored.
 */
export async function wholeReply(
  models: ReplyModels,
  prepared: PreparedReply,
  reader: AbortSignal,
): Promise<WholeReply> {
  const { model, system, messages, maxRetries, timeoutMs, guard } = modelTurn(models, prepared, false);
  const run = modelRun(timeoutMs, reader);
  const generated = generateText({ model, system, messages, maxRetries, abortSignal: run.signal });
  generated.catch(() => {}); // awaited below, once the message is stored
  await committed(prepared, run);
  let text: string;
  try {
    text = (await generated).text;
    if (guard) text = guard.push(text) + guard.flush();
    if (!text) throw new Error("no reply");
  } catch (error) {
    throw new AppError("assistantUnavailable", { cause: error });
  } finally {
    run.ended();
  }
  return { message: await prepared.finish(text, "complete"), sources: shownSources(prepared.turn) };
}
