import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { advisorMessages, advisorThreads } from "../../db/schema/index.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { AppError } from "../errors.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import { PROFILE_FACT_NAMES } from "../../shared/business-profile.ts";
import type { FactRecord, MessageRecord, ThreadRecord } from "../../shared/contracts/advisor-records.ts";
import { describeFacts } from "./facts-in-words.ts";
import { openingMessage } from "./opening.ts";
import type { BusinessProfile } from "./profile.ts";

export interface ThreadPolicy {
  /** User answers needed before a guide can be requested (GET /config/answer-threshold). */
  answerThreshold: number;
  /** An open thread idle this long is treated as ended by check-and-reset. */
  expiryMs: number;
}

export const DEFAULT_THREAD_POLICY: ThreadPolicy = { answerThreshold: 3, expiryMs: 30 * 24 * 60 * 60 * 1000 };

export type ThreadRow = typeof advisorThreads.$inferSelect;
export type MessageRow = typeof advisorMessages.$inferSelect;

const langOf = (actor: Actor): KnowledgeLang => (actor.user.locale === "en" ? "en" : "pl");

/** The actor's own thread, or notFound (another user's thread is not revealed). */
export async function ownThread(db: Db, actor: Actor, threadId: string): Promise<ThreadRow> {
  if (!isUuid(threadId)) throw new AppError("notFound");
  const [thread] = await prepared(db, "own_thread", () =>
    db
      .select()
      .from(advisorThreads)
      .where(
        and(eq(advisorThreads.id, sql.placeholder("threadId")), eq(advisorThreads.userId, sql.placeholder("userId"))),
      ),
  ).execute({ threadId, userId: actor.user.id });
  if (!thread) throw new AppError("notFound");
  return thread;
}

/**
 * A thread by id alone with its latest `limit` messages, newest first, in one statement: for a
 * caller that checks the thread is the actor's own before using anything of it (prepareReply
 * reads it while the session is still being looked up).
 */
export async function threadWithRecent(
  db: Db,
  threadId: string,
  limit: number,
): Promise<{ thread: ThreadRow; recent: MessageRow[] } | undefined> {
  const rows = await prepared(db, "thread_with_recent", () => {
    const recent = db
      .select()
      .from(advisorMessages)
      .where(eq(advisorMessages.threadId, advisorThreads.id))
      .orderBy(desc(advisorMessages.createdAt), desc(advisorMessages.id))
      .limit(sql.placeholder("limit"))
      .as("recent");
    return db
      .select({
        thread: advisorThreads,
        message: {
          id: recent.id,
          threadId: recent.threadId,
          role: recent.role,
          content: recent.content,
          sources: recent.sources,
          status: recent.status,
          learned: recent.learned,
          createdAt: recent.createdAt,
        },
      })
      .from(advisorThreads)
      .leftJoinLateral(recent, sql`true`)
      .where(eq(advisorThreads.id, sql.placeholder("threadId")))
      .orderBy(desc(recent.createdAt), desc(recent.id));
  }).execute({ threadId, limit });
  if (!rows.length) return undefined;
  return { thread: rows[0]!.thread, recent: rows.flatMap((r) => (r.message ? [r.message] : [])) };
}

export const answerCount = async (db: Db, threadId: string) =>
  (
    await db
      .select({ n: count() })
      .from(advisorMessages)
      .where(and(eq(advisorMessages.threadId, threadId), eq(advisorMessages.role, "user")))
  )[0]?.n ?? 0;

/** A thread for the client: its record (shared/contracts) with the date as ISO text. */
export type ThreadView = Omit<ThreadRecord, "createdAt"> & { createdAt: string };

export const threadView = async (db: Db, t: ThreadRow): Promise<ThreadView> => ({
  threadId: t.id,
  status: t.status,
  interviewId: t.interviewId,
  answerCount: await answerCount(db, t.id),
  createdAt: t.createdAt.toISOString(),
});

/** The user's latest thread that is open or ended (archived and abandoned ones are history). */
export async function latestThread(db: Db, actor: Actor) {
  const [thread] = await db
    .select()
    .from(advisorThreads)
    .where(and(eq(advisorThreads.userId, actor.user.id), inArray(advisorThreads.status, ["open", "ended"])))
    .orderBy(desc(advisorThreads.createdAt))
    .limit(1);
  return thread ? threadView(db, thread) : null;
}

/** A new open thread; the current open one is abandoned (one open thread per user). */
export async function createThread(
  db: Db,
  actor: Actor,
  input: { interviewId?: string | null; profile?: BusinessProfile },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await tx
      .update(advisorThreads)
      .set({ status: "abandoned", endedAt: now })
      .where(and(eq(advisorThreads.userId, actor.user.id), eq(advisorThreads.status, "open")));
    const [thread] = await tx
      .insert(advisorThreads)
      .values({
        userId: actor.user.id,
        interviewId: input.interviewId && isUuid(input.interviewId) ? input.interviewId : null,
        profile: (input.profile ?? {}) as Record<string, unknown>,
        lang: langOf(actor),
        createdAt: now,
        lastActivityAt: now,
      })
      .returning();
    return { threadId: thread!.id };
  });
}

/** One profile fact as a page shows it: its value and a short description in the given language. */
export type FactView = FactRecord;

/** The given facts, in the order summaries list them, each described in `lang` (the advisor's own words). */
export const factViews = (lang: KnowledgeLang, facts: Partial<BusinessProfile>): FactView[] =>
  PROFILE_FACT_NAMES.filter((fact) => facts[fact] !== undefined && facts[fact] !== null).map((fact) => ({
    fact,
    value: facts[fact]!,
    label: describeFacts(lang, { [fact]: facts[fact] })[0] ?? String(facts[fact]),
  }));

/** The language a thread's texts are written in. */
export const threadLang = (thread: Pick<ThreadRow, "lang">): KnowledgeLang => (thread.lang === "en" ? "en" : "pl");

/** A message for the client: its record (shared/contracts) with the date as ISO text. */
export type MessageView = Omit<MessageRecord, "createdAt"> & { createdAt: string };

/**
 * A message for the client. `learned`: the facts an advisor's reply recorded (described in
 * `lang`), what they replaced, and whether the user has undone them; null on any other message.
 */
export const messageView = (m: MessageRow, lang: KnowledgeLang = "pl"): MessageView => ({
  id: m.id,
  role: m.role,
  content: m.content,
  createdAt: m.createdAt.toISOString(),
  status: m.status,
  sources: m.sources,
  learned: m.learned
    ? {
        facts: factViews(lang, m.learned.facts as Partial<BusinessProfile>),
        previous: m.learned.previous as Partial<BusinessProfile>,
        undone: m.learned.undone === true,
      }
    : null,
});

/** The thread's messages, oldest first; recorded facts described in `lang` (the thread's by default). */
export async function listMessages(db: Db, actor: Actor, threadId: string, lang?: KnowledgeLang) {
  const thread = await ownThread(db, actor, threadId);
  const rows = await db
    .select()
    .from(advisorMessages)
    .where(eq(advisorMessages.threadId, threadId))
    .orderBy(asc(advisorMessages.createdAt), asc(advisorMessages.id));
  return rows.map((m) => messageView(m, lang ?? threadLang(thread)));
}

/** Adds the advisor's opening message once; later calls change nothing. */
export async function startThread(db: Db, actor: Actor, threadId: string, now = new Date(), lang?: KnowledgeLang) {
  const thread = await ownThread(db, actor, threadId);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: advisorThreads.id })
      .from(advisorThreads)
      .where(eq(advisorThreads.id, thread.id))
      .for("update");
    const [existing] = await tx
      .select({ n: count() })
      .from(advisorMessages)
      .where(eq(advisorMessages.threadId, thread.id));
    if ((existing?.n ?? 0) > 0) return;
    const opening = openingMessage(thread.lang === "en" ? "en" : "pl", thread.profile as BusinessProfile);
    await tx
      .insert(advisorMessages)
      .values({ threadId: thread.id, role: "assistant", content: opening.content, createdAt: now });
    await tx.update(advisorThreads).set({ expecting: opening.expecting }).where(eq(advisorThreads.id, thread.id));
  });
  return { threadId: thread.id, messages: await listMessages(db, actor, thread.id, lang) };
}

/** A new thread when the given one has ended, was archived or abandoned, or sat idle past the expiry. */
export async function checkAndReset(db: Db, actor: Actor, threadId: string, policy: ThreadPolicy, now = new Date()) {
  const thread = await ownThread(db, actor, threadId);
  const expired = thread.status === "open" && now.getTime() - thread.lastActivityAt.getTime() > policy.expiryMs;
  if (thread.status === "open" && !expired) return { reset: false, threadId: thread.id };
  if (expired)
    await db.update(advisorThreads).set({ status: "ended", endedAt: now }).where(eq(advisorThreads.id, thread.id));
  const created = await createThread(db, actor, {}, now);
  return { reset: true, threadId: created.threadId };
}

export async function archiveThread(db: Db, actor: Actor, threadId: string, now = new Date()) {
  const thread = await ownThread(db, actor, threadId);
  await db
    .update(advisorThreads)
    .set({ status: "archived", endedAt: thread.endedAt ?? now })
    .where(eq(advisorThreads.id, thread.id));
  return { ok: true as const };
}

/** Past conversations (ended, archived, abandoned), newest first, for reading. */
export async function pastThreads(db: Db, actor: Actor, limit = 20) {
  const rows = await db
    .select()
    .from(advisorThreads)
    .where(
      and(eq(advisorThreads.userId, actor.user.id), inArray(advisorThreads.status, ["ended", "archived", "abandoned"])),
    )
    .orderBy(desc(advisorThreads.createdAt))
    .limit(limit);
  return Promise.all(rows.map((t) => threadView(db, t)));
}

/** Housekeeping for tests and jobs: open threads idle past the expiry become ended. */
export const endExpiredThreads = (db: Db, policy: ThreadPolicy, now = new Date()) =>
  db
    .update(advisorThreads)
    .set({ status: "ended", endedAt: now })
    .where(
      and(
        eq(advisorThreads.status, "open"),
        lt(advisorThreads.lastActivityAt, new Date(now.getTime() - policy.expiryMs)),
      ),
    );
