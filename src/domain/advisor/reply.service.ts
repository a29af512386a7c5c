import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { advisorThreads } from "../../db/schema/index.ts";
import type { Actor } from "../access/actor.ts";
import { AppError } from "../errors.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import { advise, type AdvisorTurn, type ConversationContext } from "./advisor.ts";
import { detectLanguage } from "./understanding/language.ts";
import { type BusinessProfile, nextQuestion, type ProfileFact } from "./profile.ts";
import { isQuestion } from "./understanding/classify.ts";
import { isUuid } from "../../shared/uuid.ts";
import { learnedFacts } from "./profile-edit.service.ts";
import { replaceLatestReply, saveProfile, storeMessage } from "./message-store.ts";
import {
  type MessageRow,
  messageView,
  ownThread,
  threadLang,
  type ThreadRow,
  threadWithRecent,
} from "./thread.service.ts";

export const MAX_MESSAGE_LENGTH = 4000;
/** Messages a model sees of the conversation so far (the newest, the user's message last). */
const HISTORY_LENGTH = 12;

export interface PreparedReply {
  threadId: string;
  /** The id the reply will be stored under (sent to the client as the stream starts). */
  replyId: string;
  /** The user's message as sent (trimmed). */
  content: string;
  /**
   * Settles when the user's message is committed. The transport may start the model's request
   * meanwhile, but sends nothing to the client, and stores no reply, before it has settled; a
   * failure means the message was not stored and the reply must be abandoned.
   */
  committed: Promise<ReturnType<typeof messageView>>;
  turn: AdvisorTurn;
  /** The conversation so far for a model, oldest first, ending with the user's message. */
  history: { role: "user" | "assistant"; content: string }[];
  /** Stores the reply as far as it got: `complete` when whole, `partial` when cut off. */
  finish(content: string, status: "complete" | "partial"): Promise<ReturnType<typeof messageView>>;
}

/**
 * One user message: the built-in advisor's policy works out the reply and the updated profile
 * (pure, in memory), then the message is stored with them in one statement, before any reply is
 * written, and also when the policy fails (so it is never lost). The transport streams the reply
 * and calls `finish` with what reached the user.
 */
export async function prepareReply(
  deps: {
    db: Db;
    search: KnowledgeSearch;
    /** Refuses a user over the message allowance (run alongside the reads, before anything is stored). */
    admit?: (actor: Actor) => Promise<void>;
    /**
     * Whether the model that writes the reply reads the conversation so far (a hosted model). The
     * built-in advisor does not: then only the latest message is read, to reuse a retried one.
     */
    readsHistory?: boolean;
  },
  /**
   * The acting user, or their session still being looked up: the thread and its messages are
   * read meanwhile, and nothing of them is used before the thread proves to be this user's own.
   */
  actorOrLookup: Actor | Promise<Actor>,
  /** `lang`: the language the request came in, the one searched ahead (see below). */
  input: { threadId: string; content: string; lang?: "pl" | "en" },
): Promise<PreparedReply> {
  const { db } = deps;
  const content = messageContent(input.content);
  // The thread and its recent messages, newest first: a retry of a message that got no reply
  // reuses it instead of storing it twice, and a model gets them as the conversation so far.
  const reading = isUuid(input.threadId)
    ? threadWithRecent(db, input.threadId, deps.readsHistory === false ? 1 : HISTORY_LENGTH)
    : Promise.resolve(undefined);
  // Awaited below; a session lookup that fails must not leave it unhandled meanwhile.
  reading.catch(() => {});
  // The knowledge search the advisor will run (the same question and limit) while the session and
  // the reads are in flight rather than after them, in the language the request came in: the
  // thread's as a rule (should they differ, the advisor searches again in the thread's). It waits
  // for the event loop's next look at I/O (two turns of setImmediate: the first runs before it),
  // so that a session already answered sends the allowance check, a database write on
  // PostgreSQL, on its way before this half millisecond of CPU.
  const searching = afterPendingIo()
    .then(() => searchedAhead(deps.search, content, detectLanguage(content, input.lang ?? "pl")))
    .catch(() => deps.search); // the advisor then searches itself, and its failure is handled there
  const actor = await actorOrLookup;
  // The user's allowance alongside the reads.
  const admitted = deps.admit?.(actor);
  admitted?.catch(() => {});
  const [, found, search] = await Promise.all([admitted, reading, searching]);
  // Another user's thread is answered exactly as a missing one.
  if (!found || found.thread.userId !== actor.user.id) throw new AppError("notFound");
  const { thread, recent } = found;
  if (thread.status !== "open") throw new AppError("conflict", { details: { status: thread.status } });
  const [last] = recent;
  const reused = last && last.role === "user" && last.content === content;
  // The advisor's policy is pure and quick; should it fail, the message is still stored first.
  const { turn, failure } = adviseOn(thread, content, search);
  // Not awaited here: the caller overlaps the commit with the model's first round trip (see committed).
  const storing = storeQuestion(db, thread.id, content, reused ? last : undefined, turn);
  if (!turn) {
    await storing;
    throw failure;
  }
  const committed = storing.then(messageView);
  committed.catch(() => {}); // awaited by the caller; never an unhandled rejection meanwhile
  const history = modelHistory([
    ...(reused ? [] : [{ role: "user" as const, content, status: "complete" as const }]),
    ...recent,
  ]);
  const sources = storedSources(turn);
  const replyId = randomUUID();
  return {
    threadId: thread.id,
    replyId,
    content,
    committed,
    turn,
    history,
    finish: async (text, status) => {
      await committed; // the user's message is always stored before its reply
      return messageView(
        await storeMessage(db, thread.id, {
          id: replyId,
          role: "assistant",
          content: text,
          sources: status === "complete" ? sources : [],
          status,
          // A whole reply keeps the facts it recorded and what they replaced, so the user can undo them.
          learned: status === "complete" ? learnedFacts(turn.learned, thread.profile as BusinessProfile) : null,
        }),
        threadLang(thread),
      );
    },
  };
}

/** A user's message as stored: trimmed, neither empty nor over MAX_MESSAGE_LENGTH. */
function messageContent(sent: string): string {
  const content = sent.trim();
  if (!content) throw new AppError("validation", { fields: { content: ["required"] } });
  if (content.length > MAX_MESSAGE_LENGTH) throw new AppError("validation", { fields: { content: ["tooLong"] } });
  return content;
}

/** The advisor's turn on a message in its thread, or what its policy threw. */
function adviseOn(
  thread: ThreadRow,
  content: string,
  search: KnowledgeSearch,
): { turn: AdvisorTurn; failure?: undefined } | { turn?: undefined; failure: unknown } {
  try {
    return {
      turn: advise(content, {
        lang: thread.lang === "en" ? "en" : "pl",
        profile: thread.profile as BusinessProfile,
        expecting: (thread.expecting as ProfileFact | null) ?? null,
        search,
        context: ((thread as { context?: unknown }).context ?? {}) as ConversationContext,
      }),
    };
  } catch (error) {
    return { failure: error };
  }
}

/**
 * The user's message, then the thread's activity time, profile and next question in one update.
 * A retried message (`retried`: the same message, stored and still unanswered) is not stored
 * again; only the profile the turn worked out is saved.
 */
function storeQuestion(
  db: Db,
  threadId: string,
  content: string,
  retried: MessageRow | undefined,
  turn: AdvisorTurn | undefined,
): Promise<MessageRow> {
  if (retried)
    return turn
      ? saveProfile(db, threadId, turn.profile, turn.expecting, turn.context ?? {}).then(() => retried)
      : Promise.resolve(retried);
  return storeMessage(
    db,
    threadId,
    { role: "user", content },
    new Date(),
    turn && { profile: turn.profile, expecting: turn.expecting, context: turn.context ?? {} },
  );
}

/** The conversation a model reads, oldest first, from messages newest first: the whole ones, the last HISTORY_LENGTH. */
const modelHistory = (newestFirst: { role: "user" | "assistant"; content: string; status: string }[]) =>
  newestFirst
    .toReversed()
    .filter((m) => m.status === "complete" && m.content)
    .slice(-HISTORY_LENGTH)
    .map((m) => ({ role: m.role, content: m.content }));

/** A turn's sources as a reply stores them. */
export const storedSources = (turn: AdvisorTurn) =>
  turn.sources.map((s) => ({
    title: s.sourceTitle,
    url: s.url,
    publisher: s.publisher,
    ...(s.date ? { date: s.date } : {}),
    articleId: s.articleId,
    heading: s.heading,
  }));

/**
 * The thread's newest reply written again, when the user asks for another answer. Only the last
 * message of the actor's own open thread, and only an advisor's reply to a user's message, may be
 * replaced (conflict otherwise: a newer message came, or there is no question to answer). The
 * question is read again against the thread as it stood before that reply, as far as the thread
 * keeps it: the facts the reply recorded go back to their earlier values (a fact changed since
 * keeps its newer value) and the advisor expects the fact it would ask for next; what the new
 * reply records is shown on it with its own undo. Nothing is stored before `finish`: then the new
 * reply takes the old one's place in one transaction, so a reply that fails leaves the old one.
 * Charged against the same allowance as a message.
 */
export async function regenerateReply(
  deps: {
    db: Db;
    search: KnowledgeSearch;
    admit?: (actor: Actor) => Promise<void>;
    /** Whether the model reads the conversation so far (a hosted model); see prepareReply. */
    readsHistory?: boolean;
  },
  actor: Actor,
  input: { threadId: string; messageId: string },
): Promise<PreparedReply> {
  const { db } = deps;
  if (!isUuid(input.threadId)) throw new AppError("notFound");
  // The old reply and the question before it; for a hosted model the conversation before them too.
  const reading = threadWithRecent(db, input.threadId, deps.readsHistory === false ? 2 : HISTORY_LENGTH + 1);
  reading.catch(() => {}); // awaited below, after the allowance
  await deps.admit?.(actor);
  const found = await reading;
  if (!found || found.thread.userId !== actor.user.id) throw new AppError("notFound");
  const { thread, recent } = found;
  if (thread.status !== "open") throw new AppError("conflict", { details: { status: thread.status } });
  const [old, question] = recent;
  if (!old || old.id !== input.messageId || old.role !== "assistant" || question?.role !== "user")
    throw new AppError("conflict", { details: { reason: "notLatestReply" } });
  const before: Record<string, unknown> = { ...thread.profile };
  const learned = old.learned;
  if (learned && !learned.undone)
    for (const [fact, value] of Object.entries(learned.facts)) {
      if (before[fact] !== value) continue;
      if (Object.hasOwn(learned.previous, fact)) before[fact] = learned.previous[fact];
      else delete before[fact];
    }
  const profile = before as BusinessProfile;
  const lang = threadLang(thread);
  const turn = advise(question.content, {
    lang,
    profile,
    expecting: learned ? nextQuestion(profile) : ((thread.expecting as ProfileFact | null) ?? null),
    search: deps.search,
    context: thread.context as ConversationContext,
  });
  const replyId = randomUUID();
  const sources = storedSources(turn);
  return {
    threadId: thread.id,
    replyId,
    content: question.content,
    committed: Promise.resolve(messageView(question, lang)),
    turn,
    history: modelHistory(recent.slice(1)),
    finish: async (text, status) =>
      messageView(
        await replaceLatestReply(
          db,
          thread.id,
          old.id,
          {
            id: replyId,
            content: text,
            sources: status === "complete" ? sources : [],
            status,
            learned: status === "complete" ? learnedFacts(turn.learned, profile) : null,
          },
          { profile: turn.profile, expecting: turn.expecting, context: turn.context ?? {} },
        ),
        lang,
      ),
  };
}

/** Settles once the event loop has looked at pending I/O (the first setImmediate runs before it). */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** A search that answers one question it has already searched, and searches anything else. */
function searchedAhead(search: KnowledgeSearch, question: string, lang: "pl" | "en"): KnowledgeSearch {
  if (!isQuestion(question) && question.split(/\s+/).length < 3) return search;
  const hits = search.search(question, { lang, limit: 8 });
  return Object.assign(Object.create(search) as KnowledgeSearch, {
    search: (q: string, options?: { lang?: "pl" | "en"; limit?: number }) =>
      q === question && options?.lang === lang && options?.limit === 8 ? hits : search.search(q, options),
  });
}

/** The thread's business profile (for the guide and the interview). */
export async function threadProfile(db: Db, actor: Actor, threadId: string) {
  const thread = await ownThread(db, actor, threadId);
  const [row] = await db
    .select({ profile: advisorThreads.profile })
    .from(advisorThreads)
    .where(eq(advisorThreads.id, thread.id));
  return (row?.profile ?? {}) as BusinessProfile;
}
