import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { type LearnedFacts, advisorMessages, advisorThreads } from "../../db/schema/index.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { AppError } from "../errors.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import { PROFILE_FACT_NAMES } from "../../shared/business-profile.ts";
import { describeFacts } from "./facts-in-words.ts";
import { openingMessage } from "./opening.ts";
import type { BusinessProfile, ProfileFact } from "./profile.ts";

export interface ThreadPolicy {
  /** User answers needed before a guide can be requested (GET /config/answer-threshold). */
  answerThreshold: number;
  /** An open thread idle this long is treated as ended by check-and-reset. */
  expiryMs: number;
}

export const DEFAULT_THREAD_POLICY: ThreadPolicy = { answerThreshold: 3, expiryMs: 30 * 24 * 60 * 60 * 1000 };

export type ThreadRow = typeof advisorThreads.$inferSelect;
export type MessageRow = typeof advisorMessages.$inferSelect;

/** What a message saves on its thread beside it: the profile, the next question, the advisor's context. */
export interface ThreadState {
  profile: BusinessProfile;
  expecting: ProfileFact | null;
  context: Record<string, unknown>;
}

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

export const threadView = async (db: Db, t: ThreadRow) => ({
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
export interface FactView {
  fact: ProfileFact;
  value: string | number | boolean;
  label: string;
}

/** The given facts, in the order summaries list them, each described in `lang` (the advisor's own words). */
export const factViews = (lang: KnowledgeLang, facts: Partial<BusinessProfile>): FactView[] =>
  PROFILE_FACT_NAMES.filter((fact) => facts[fact] !== undefined && facts[fact] !== null).map((fact) => ({
    fact,
    value: facts[fact]!,
    label: describeFacts(lang, { [fact]: facts[fact] })[0] ?? String(facts[fact]),
  }));

/** The language a thread's texts are written in. */
export const threadLang = (thread: Pick<ThreadRow, "lang">): KnowledgeLang => (thread.lang === "en" ? "en" : "pl");

/**
 * A message for the client. `learned`: the facts an advisor's reply recorded (described in
 * `lang`), what they replaced, and whether the user has undone them; null on any other message.
 */
export const messageView = (m: MessageRow, lang: KnowledgeLang = "pl") => ({
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
export type MessageView = ReturnType<typeof messageView>;

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

export async function storeMessage(
  db: Db,
  threadId: string,
  message: {
    id?: string;
    role: "user" | "assistant";
    content: string;
    sources?: MessageRow["sources"];
    status?: MessageRow["status"];
    /** On a reply that recorded profile facts: what it recorded and the values before. */
    learned?: LearnedFacts | null;
  },
  now = new Date(),
  /** Also saved on the thread, in the same update as its activity time. */
  thread?: ThreadState,
) {
  // One statement (one round trip, one commit): the message, and the thread's activity time with
  // the profile and next question when given. Prepared (two shapes): built and planned once.
  const [row] = await storeStatement(db, thread !== undefined).execute({
    id: message.id ?? randomUUID(),
    threadId,
    role: message.role,
    content: message.content,
    // jsonb and timestamps cross as text and are cast in SQL: the same on PGlite and node-postgres.
    sources: JSON.stringify(message.sources ?? []),
    status: message.status ?? "complete",
    learned: message.learned ? JSON.stringify(message.learned) : null,
    now: now.toISOString(),
    profile: thread ? JSON.stringify(thread.profile) : null,
    expecting: thread?.expecting ?? null,
    context: thread ? JSON.stringify(thread.context) : null,
  });
  return row!;
}

/**
 * A message's time: now, but always after the thread's newest message (a reply stored in the same
 * millisecond as its question would otherwise tie, and a tie is broken by the random id).
 */
const afterNewest = (now: SQL, threadId: unknown) =>
  sql`greatest(${now}, (select max(${advisorMessages.createdAt}) + interval '1 millisecond' from ${advisorMessages} where ${advisorMessages.threadId} = ${threadId}))`;

const storeStatement = (db: Db, withProfile: boolean) =>
  prepared(db, withProfile ? "store_message_and_profile" : "store_message", () => {
    const now = sql`cast(${sql.placeholder("now")} as timestamptz)`;
    const inserted = db.$with("inserted").as(
      db
        .insert(advisorMessages)
        .values({
          id: sql.placeholder("id"),
          threadId: sql.placeholder("threadId"),
          role: sql.placeholder("role"),
          content: sql.placeholder("content"),
          sources: sql`cast(${sql.placeholder("sources")} as jsonb)`,
          status: sql.placeholder("status"),
          learned: sql`cast(${sql.placeholder("learned")} as jsonb)`,
          createdAt: afterNewest(now, sql.placeholder("threadId")),
        })
        .returning(),
    );
    const touched = db.$with("touched").as(
      db
        .update(advisorThreads)
        .set({
          lastActivityAt: now,
          ...(withProfile
            ? {
                profile: sql`cast(${sql.placeholder("profile")} as jsonb)`,
                expecting: sql`${sql.placeholder("expecting")}`,
                context: sql`cast(${sql.placeholder("context")} as jsonb)`,
              }
            : {}),
        })
        .where(eq(advisorThreads.id, sql.placeholder("threadId")))
        .returning({ id: advisorThreads.id }),
    );
    return db.with(inserted, touched).select().from(inserted);
  });

/**
 * Puts a new reply in the place of the thread's newest one, with the thread's state beside it, in
 * one transaction: only while the thread is open and `oldId` is still its newest message
 * (conflict otherwise: the thread ended, or a message came meanwhile).
 */
export async function replaceLatestReply(
  db: Db,
  threadId: string,
  oldId: string,
  reply: {
    id: string;
    content: string;
    sources: MessageRow["sources"];
    status: MessageRow["status"];
    learned: LearnedFacts | null;
  },
  state: ThreadState,
  now = new Date(),
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ status: advisorThreads.status })
      .from(advisorThreads)
      .where(eq(advisorThreads.id, threadId))
      .for("update");
    if (thread?.status !== "open") throw new AppError("conflict", { details: { status: thread?.status } });
    const [newest] = await tx
      .select({ id: advisorMessages.id })
      .from(advisorMessages)
      .where(eq(advisorMessages.threadId, threadId))
      .orderBy(desc(advisorMessages.createdAt), desc(advisorMessages.id))
      .limit(1);
    if (newest?.id !== oldId) throw new AppError("conflict", { details: { reason: "notLatestReply" } });
    await tx.delete(advisorMessages).where(eq(advisorMessages.id, oldId));
    const [stored] = await tx
      .insert(advisorMessages)
      .values({
        ...reply,
        threadId,
        role: "assistant",
        createdAt: afterNewest(sql`cast(${now.toISOString()} as timestamptz)`, threadId),
      })
      .returning();
    await tx
      .update(advisorThreads)
      .set({
        profile: state.profile as Record<string, unknown>,
        expecting: state.expecting,
        context: state.context,
        lastActivityAt: now,
      })
      .where(eq(advisorThreads.id, threadId));
    return stored!;
  });
}

export const saveProfile = (
  db: Db,
  threadId: string,
  profile: BusinessProfile,
  expecting: ProfileFact | null,
  context: Record<string, unknown>,
) =>
  db
    .update(advisorThreads)
    .set({ profile: profile as Record<string, unknown>, expecting, context })
    .where(eq(advisorThreads.id, threadId));

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
