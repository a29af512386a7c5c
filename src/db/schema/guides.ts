import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { GuideContent } from "../../shared/guide-content.ts";
import { companies, users } from "./accounts.ts";
import { advisorThreads } from "./advisor.ts";

export const guideStatuses = ["generating", "ready", "failed"] as const;

/**
 * A personalised business guide requested from a thread. It is created as
 * `generating` when the thread ends; the guide generator (a queued job) makes it `ready` or
 * `failed`.
 */
export const guides = pgTable(
  "guides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => advisorThreads.id, { onDelete: "cascade" }),
    status: text("status", { enum: guideStatuses }).notNull().default("generating"),
    title: text("title").notNull(),
    lang: varchar("lang", { length: 2 }).notNull().default("pl"),
    /** A code the UI translates (myGuides.errors.*) when generation failed for good. */
    error: text("error"),
    /** The composed content (the HTML view and the calendar show exactly what the PDF shows). */
    content: jsonb("content").$type<GuideContent>(),
    /** Where the PDF is stored (the file store's key) and its size in bytes. */
    fileKey: text("file_key"),
    fileSize: integer("file_size"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guides_user_idx").on(t.userId, t.createdAt), index("guides_company_idx").on(t.companyId)],
);
