import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { COMPLAINT_EVENTS, COMPLAINT_SIDES, COMPLAINT_STATUSES } from "../../shared/contracts/complaints.ts";
import { companies, users } from "./accounts.ts";
import { conversationMessages } from "./conversations.ts";
import { transactions } from "./deals.ts";

/**
 * A complaint of one company against another (issue 28; DESIGN §7 deals; docs/decisions/033):
 * about a transaction of both, or a message of the other company reported in their conversation;
 * the other company's one response; the staff member who took it and the decision's reason. Its
 * status follows one state machine (src/domain/complaints/complaint-machine.ts). Its files are
 * `media_files` rows.
 */
export const complaints = pgTable(
  "complaints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sequence: bigint("sequence", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    authorCompanyId: uuid("author_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    againstCompanyId: uuid("against_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    transactionId: uuid("transaction_id").references(() => transactions.id, { onDelete: "set null" }),
    messageId: uuid("message_id").references(() => conversationMessages.id, { onDelete: "set null" }),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: COMPLAINT_STATUSES }).notNull().default("issued"),
    response: text("response"),
    respondedBy: uuid("responded_by").references(() => users.id, { onDelete: "set null" }),
    respondedByName: text("responded_by_name"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    handlerId: uuid("handler_id").references(() => users.id, { onDelete: "set null" }),
    handlerName: text("handler_name"),
    decisionReason: text("decision_reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("complaints_author_idx").on(t.authorCompanyId, t.createdAt),
    index("complaints_against_idx").on(t.againstCompanyId, t.status, t.decidedAt),
    index("complaints_queue_idx").on(t.status, t.createdAt),
    index("complaints_transaction_idx").on(t.transactionId),
    // One open complaint of a company about one transaction, and about one message.
    uniqueIndex("complaints_open_transaction_idx")
      .on(t.authorCompanyId, t.transactionId)
      .where(sql`status IN ('issued', 'processed') AND transaction_id IS NOT NULL`),
    uniqueIndex("complaints_open_message_idx")
      .on(t.authorCompanyId, t.messageId)
      .where(sql`status IN ('issued', 'processed') AND message_id IS NOT NULL`),
    check("complaints_two_companies", sql`${t.authorCompanyId} <> ${t.againstCompanyId}`),
  ],
);

/** Every step of a complaint: what happened, on which side, who did it, the reason given. */
export const complaintEvents = pgTable(
  "complaint_events",
  {
    /** In the order the steps were taken. */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    complaintId: uuid("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    event: text("event", { enum: COMPLAINT_EVENTS }).notNull(),
    side: text("side", { enum: COMPLAINT_SIDES }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("complaint_events_complaint_idx").on(t.complaintId, t.id)],
);
