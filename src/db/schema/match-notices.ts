import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { offers } from "./offers.ts";

/**
 * A new offer that fits one of a company's offers (issue 26 matching; docs/decisions/029): told
 * to the offer's contact in the app until they open the offer, and once in the next mail digest.
 * One row per pair, so the job that finds matches may run again (a retry, a restart) and tells
 * nobody twice; `mailed_at` is claimed by the digest run that mails it.
 */
export const offerMatchNotices = pgTable(
  "offer_match_notices",
  {
    /** The recipient's offer. */
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    /** The offer that fits it. */
    matchOfferId: uuid("match_offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.matchOfferId] }),
    index("offer_match_notices_unseen_idx")
      .on(t.userId, t.offerId)
      .where(sql`seen_at IS NULL`),
  ],
);
