import { index, jsonb, pgTable, smallint, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * A sign-up in progress (the wizard's draft, spec §2 "finish later"): what the steps gave so far,
 * never a password in clear (its argon2id hash only, once the passwords step is passed). The
 * browser holds a random token whose SHA-256 alone is stored here; a mailed resume link holds
 * another, single-use. Both end with the draft, 14 days after it was started.
 */
export const registrationDrafts = pgTable(
  "registration_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The mailed "finish later" link's token (SHA-256); cleared when the link is opened. */
    resumeTokenHash: text("resume_token_hash").unique(),
    /** Known from the user step on; the address the resume link goes to. */
    email: text("email"),
    /** The step the wizard is at (1–6). */
    step: smallint("step").notNull().default(1),
    data: jsonb("data").notNull().default({}),
    passwordHash: text("password_hash"),
    locale: varchar("locale", { length: 2 }).notNull().default("pl"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    resumedAt: timestamp("resumed_at", { withTimezone: true }),
    /** Set when the draft became an account; it is then read no more. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("registration_drafts_expires_idx").on(t.expiresAt)],
);
