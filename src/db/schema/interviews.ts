import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const interviewStatuses = ["open", "finished"] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];

/**
 * A user's answers to the questionnaire (its id is the interviewId). One open interview per user; it
 * is saved answer by answer, so it can be left and resumed on any device. Finishing it opens a
 * thread seeded with the profile the answers give; answers may still be edited afterwards.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: interviewStatuses }).notNull().default("open"),
    /** The questionnaire version the answers were given to. */
    version: integer("version").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("interviews_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("interviews_one_open_per_user")
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
  ],
);
