import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./accounts.ts";

/**
 * What the live streams carry (issue 27; docs/decisions/031): one row per event and audience,
 * written in the transaction of the change it tells of. `id` is the stream's event id: it is
 * taken under one transaction-scoped advisory lock held to the commit, so ids are committed in
 * their order and "everything after id N" (Last-Event-ID) never skips a later-committed row.
 * The audience is a company (every employee allowed to see the kind) or one user; rows older
 * than the retention are swept by a job.
 */
export const events = pgTable(
  "events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_company_idx").on(t.companyId, t.id),
    index("events_user_idx").on(t.userId, t.id),
    index("events_created_idx").on(t.createdAt),
    check("events_audience", sql`${t.companyId} IS NOT NULL OR ${t.userId} IS NOT NULL`),
  ],
);
