import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { DealCard } from "../../shared/contracts/deals.ts";
import { CONVERSATION_SUBJECTS } from "../../shared/contracts/conversations.ts";
import { companies, users } from "./accounts.ts";
import { offers } from "./offers.ts";

/**
 * A conversation between two companies (issue 27; DESIGN §7 conversations; docs/decisions/030):
 * about an offer, or opened from a company's profile. `company_id` is the company that started it,
 * `other_company_id` the one it was started with; the pair is unordered for uniqueness: one
 * conversation per pair and offer, and one per pair without an offer (LEAST/GREATEST indexes).
 * `subject` keeps what it was opened about: an offer deleted later leaves `offer_id` null without
 * making it the pair's profile conversation (NULLs are distinct in the offer index).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    otherCompanyId: uuid("other_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    subject: text("subject", { enum: CONVERSATION_SUBJECTS }).notNull(),
    offerId: uuid("offer_id").references(() => offers.id, { onDelete: "set null" }),
    startedBy: uuid("started_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_pair_offer_idx")
      .on(
        sql`LEAST(${t.companyId}, ${t.otherCompanyId})`,
        sql`GREATEST(${t.companyId}, ${t.otherCompanyId})`,
        t.offerId,
      )
      .where(sql`subject = 'offer'`),
    uniqueIndex("conversations_pair_company_idx")
      .on(sql`LEAST(${t.companyId}, ${t.otherCompanyId})`, sql`GREATEST(${t.companyId}, ${t.otherCompanyId})`)
      .where(sql`subject = 'company'`),
    // A company's conversations, newest activity first (either side of the pair).
    index("conversations_company_activity_idx").on(t.companyId, t.lastMessageAt),
    index("conversations_other_company_activity_idx").on(t.otherCompanyId, t.lastMessageAt),
    index("conversations_offer_idx").on(t.offerId),
    check("conversations_two_companies", sql`${t.companyId} <> ${t.otherCompanyId}`),
  ],
);

/** Each company's side of a conversation: archived by that company (a new message clears it). */
export const conversationSides = pgTable(
  "conversation_sides",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.companyId] }),
    index("conversation_sides_company_idx").on(t.companyId),
  ],
);

/**
 * A message. `sequence` grows with every message of every conversation (an identity): the order
 * of a conversation's messages, the read markers' unit and, in the next slice, the event id a
 * stream resumes from (Last-Event-ID). Attachments will link media files to a message.
 */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sequence: bigint("sequence", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorCompanyId: uuid("author_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** A step of the pair's negotiation or transaction as it was then (issue 28), shown as a card; `body` is empty. */
    card: jsonb("card").$type<DealCard>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversation_messages_sequence_idx").on(t.sequence),
    uniqueIndex("conversation_messages_conversation_sequence_idx").on(t.conversationId, t.sequence),
  ],
);

/** How far each user has read a conversation: the sequence of the last message read. */
export const conversationReads = pgTable(
  "conversation_reads",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadSequence: bigint("last_read_sequence", { mode: "number" }).notNull().default(0),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("conversation_reads_user_idx").on(t.userId)],
);

/**
 * The last unread-message mail a user was sent about a conversation (issue 27): at most one an
 * hour per conversation and user, and never again about the same messages (`mailed_sequence`).
 */
export const conversationMailNotices = pgTable(
  "conversation_mail_notices",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull(),
    mailedSequence: bigint("mailed_sequence", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
