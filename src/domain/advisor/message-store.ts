import { randomUUID } from "node:crypto";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { type LearnedFacts, advisorMessages, advisorThreads } from "../../db/schema/index.ts";
import { AppError } from "../errors.ts";
import type { BusinessProfile, ProfileFact } from "./profile.ts";
import type { MessageRow } from "./thread.service.ts";

/*
 * How a conversation is written: each message in one statement with the thread's activity time
 * (and its state, when given), a reply put in the place of the newest one, the profile saved alone.
 * Messages are always ordered after the thread's newest one.
 */

/** What a message saves on its thread beside it: the profile, the next question, the advisor's context. */
export interface ThreadState {
  profile: BusinessProfile;
  expecting: ProfileFact | null;
  context: Record<string, unknown>;
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
