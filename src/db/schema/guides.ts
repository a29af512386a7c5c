import { index, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { companies, users } from "./accounts.ts";
import { threads } from "./assistant.ts";

export const guideStatuses = ["generating", "ready", "failed"] as const;

/**
 * A personalised business guide requested from a thread (DESIGN §5, §6). It is created as
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
      .references(() => threads.id, { onDelete: "cascade" }),
    status: text("status", { enum: guideStatuses }).notNull().default("generating"),
    title: text("title").notNull(),
    lang: varchar("lang", { length: 2 }).notNull().default("pl"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guides_user_idx").on(t.userId, t.createdAt), index("guides_company_idx").on(t.companyId)],
);
