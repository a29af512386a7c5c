import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * What an advisor's reply recorded about the business: the facts it set and the values they had
 * before (a key missing from `previous` was unset). `undone` once the user has taken them back.
 * Kept loose here (the profile's type lives in the domain); see src/shared/business-profile.ts.
 */
export interface LearnedFacts {
  facts: Record<string, unknown>;
  previous: Record<string, unknown>;
  undone?: boolean;
}

export const threadStatuses = ["open", "ended", "archived", "abandoned"] as const;
export type ThreadStatus = (typeof threadStatuses)[number];

/**
 * A conversation with the advisor (a thread). One open thread per user; it keeps the
 * business profile learned so far, the fact the advisor last asked for, and the advisor's own
 * conversation context (what the next message is read against). The `advisor_` prefix leaves the
 * plain names to conversations between companies (ADR 020).
 */
export const advisorThreads = pgTable(
  "advisor_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: threadStatuses }).notNull().default("open"),
    interviewId: uuid("interview_id"),
    profile: jsonb("profile").$type<Record<string, unknown>>().notNull().default({}),
    expecting: text("expecting"),
    context: jsonb("context").$type<Record<string, unknown>>().notNull().default({}),
    lang: varchar("lang", { length: 2 }).notNull().default("pl"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("advisor_threads_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("advisor_threads_one_open_per_user")
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const messageRoles = ["user", "assistant"] as const;
export const messageStatuses = ["complete", "partial", "failed"] as const;

/** A message of an advisor's thread; a reply cut off by a disconnect or a stop is kept as `partial`. */
export const advisorMessages = pgTable(
  "advisor_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => advisorThreads.id, { onDelete: "cascade" }),
    role: text("role", { enum: messageRoles }).notNull(),
    content: text("content").notNull(),
    sources: jsonb("sources")
      .$type<
        { title: string; url: string; publisher?: string; date?: string; articleId?: string; heading?: string }[]
      >()
      .notNull()
      .default([]),
    status: text("status", { enum: messageStatuses }).notNull().default("complete"),
    /** On an advisor's reply that recorded profile facts: what it recorded and what it replaced. */
    learned: jsonb("learned").$type<LearnedFacts>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("advisor_messages_thread_idx").on(t.threadId, t.createdAt)],
);
