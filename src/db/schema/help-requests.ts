import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { HELP_REQUEST_ACTIONS, HELP_REQUEST_STATUSES } from "../../shared/help-request-statuses.ts";
import { helpRequests, mailMessages, users } from "./accounts.ts";

/**
 * A help request's history: every status change, reply and assignment, who made it
 * and when. A reply keeps its text and the mail that carried it to the requester.
 */
export const helpRequestEvents = pgTable(
  "help_request_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => helpRequests.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: [...HELP_REQUEST_ACTIONS, "ASSIGN"] }).notNull(),
    fromStatus: text("from_status", { enum: HELP_REQUEST_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: HELP_REQUEST_STATUSES }).notNull(),
    /** ASSIGN: the staff member now handling the request (null: nobody). */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** REPLY: the text sent, and the mail that carried it. */
    message: text("message"),
    mailId: uuid("mail_id").references(() => mailMessages.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("help_request_events_request_idx").on(t.requestId, t.createdAt)],
);
