import type { Db } from "../../db/client.ts";
import type { Actor } from "../access/actor.ts";
import type { RateLimiter } from "../access/rate-limiter.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import type { BusinessProfile } from "./profile.ts";
import { threadProfileView, undoLearned, updateProfileFacts } from "./profile-edit.service.ts";
import { createLlm, type LlmSettings } from "./providers/llm.ts";
import { prepareReply, type PreparedReply, regenerateReply } from "./reply.service.ts";
import { streamReply, wholeReply } from "./reply-stream.ts";
import {
  archiveThread,
  checkAndReset,
  createThread,
  latestThread,
  listMessages,
  pastThreads,
  startThread,
  type ThreadPolicy,
} from "./thread.service.ts";

export interface AdvisorDeps {
  db: Db;
  policy: ThreadPolicy;
  rateLimits: RateLimiter;
  knowledgeSearch: () => KnowledgeSearch;
  /** The profile a finished interview gives, for a thread that starts from one. */
  interviewProfile: (actor: Actor, interviewId: string) => Promise<BusinessProfile>;
  /** An OpenAI-compatible model; without one the built-in advisor writes the replies. */
  llm?: LlmSettings;
  /** Pause between the words of the built-in advisor's streamed reply. */
  streamDelayMs: number;
}

/** The advisor's conversations, by the domain's own names. */
export function createAdvisorServices(deps: AdvisorDeps) {
  const { db, policy, rateLimits } = deps;
  const llm = deps.llm ? createLlm(deps.llm) : null;
  const models = { llm, streamDelayMs: deps.streamDelayMs };
  /** The allowance a message and a regenerated reply are charged against, per user. */
  const replyDeps = () => ({
    db,
    search: deps.knowledgeSearch(),
    admit: (who: Actor) => rateLimits.consume("chatMessage", who.user.id),
    readsHistory: llm !== null,
  });
  return {
    policy,
    /** The OpenAI-compatible model when configured; null: the built-in advisor. */
    llm,
    latestThread: (actor: Actor) => latestThread(db, actor),
    /** With an interview (the user's own; notFound otherwise), the thread starts with its profile. */
    createThread: async (actor: Actor, interviewId?: string | null) =>
      createThread(db, actor, {
        interviewId,
        profile: interviewId ? await deps.interviewProfile(actor, interviewId) : undefined,
      }),
    /** `lang` describes recorded facts in the page's language (the thread's by default). */
    startThread: (actor: Actor, threadId: string, lang?: KnowledgeLang) =>
      startThread(db, actor, threadId, new Date(), lang),
    listMessages: (actor: Actor, threadId: string, lang?: KnowledgeLang) => listMessages(db, actor, threadId, lang),
    /** The thread's business profile, each fact described in `lang`, for the chat's profile panel. */
    threadProfileView: (actor: Actor, threadId: string, lang?: KnowledgeLang) =>
      threadProfileView(db, actor, threadId, lang),
    /** The user's corrections to the profile (checked by src/shared/business-profile.ts). */
    updateProfileFacts: (
      actor: Actor,
      input: { threadId: string; set?: unknown; remove?: unknown },
      lang?: KnowledgeLang,
    ) => updateProfileFacts(db, actor, input, lang),
    /** Takes back the facts one reply recorded (a later change of a fact wins). */
    undoLearned: (actor: Actor, input: { threadId: string; messageId: string }, lang?: KnowledgeLang) =>
      undoLearned(db, actor, input, lang),
    checkAndReset: (actor: Actor, threadId: string) => checkAndReset(db, actor, threadId, policy),
    archiveThread: (actor: Actor, threadId: string) => archiveThread(db, actor, threadId),
    pastThreads: (actor: Actor) => pastThreads(db, actor),
    /**
     * Rate-limited per user; the user's message is stored before any reply is written. The actor
     * may still be being looked up (the thread is read meanwhile; see prepareReply).
     */
    prepareReply: (actor: Actor | Promise<Actor>, input: { threadId: string; content: string; lang?: KnowledgeLang }) =>
      prepareReply(replyDeps(), actor, input),
    /** The newest reply written again; charged against the same allowance as a message. */
    regenerateReply: (actor: Actor, input: { threadId: string; messageId: string }) =>
      regenerateReply(replyDeps(), actor, input),
    /**
     * A prepared reply written as a stream of parts, stored as its last step; `reader` aborts
     * when whoever reads it has gone (see reply-stream.ts).
     */
    streamReply: (prepared: PreparedReply, reader: AbortSignal) => streamReply(models, prepared, reader),
    /** A prepared reply written whole, then stored. */
    wholeReply: (prepared: PreparedReply, reader: AbortSignal) => wholeReply(models, prepared, reader),
  };
}

export type AdvisorServices = ReturnType<typeof createAdvisorServices>;
