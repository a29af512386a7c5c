import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { COMPANY_STATUSES, type CompanyStatus } from "../../shared/statuses.ts";
import { HELP_REQUEST_STATUSES } from "../../shared/help-request-statuses.ts";

/** Company verification state: not verified, verified, excluded, negatively verified. */
export const companyStatuses = COMPANY_STATUSES;
export type { CompanyStatus };

export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  tin: varchar("tin", { length: 10 }).notNull().unique(),
  status: text("status", { enum: companyStatuses }).notNull().default("not_verified"),
  street: text("street"),
  postalCode: varchar("postal_code", { length: 6 }),
  city: text("city"),
  /** The plan chosen at sign-up; its subscription starts when staff verify the company. */
  plan: text("plan").notNull().default("trial"),
  promoCode: text("promo_code"),
  /** Contact details the company admin keeps (name and NIP come from the register and stay). */
  phone: varchar("phone", { length: 20 }),
  email: text("email"),
  website: text("website"),
  /**
   * When the company admin ordered verification (spec §2, §9: the result within 14 days); null
   * when none is open. Staff confirming or denying the company close it.
   */
  verificationRequestedAt: timestamp("verification_requested_at", { withTimezone: true }),
  /**
   * Registration status (spec §3; docs/decisions/023): 0 started (signed up, not confirmed),
   * 1 account confirmed, 2 submitted for verification, 3 verified. It only moves forward.
   */
  registrationStatus: smallint("registration_status").notNull().default(0),
  /**
   * Moves on whenever the company's subscriptions change (a payment confirmed, the trial started):
   * a browser's cached restrictions (kept 2 hours, spec §9) made at another version are dropped.
   */
  restrictionsVersion: integer("restrictions_version").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** A user account's state (inactive, active, suspended, locked) is the combination of these two flags. */
    isActive: boolean("is_active").notNull().default(false),
    isBlocked: boolean("is_blocked").notNull().default(false),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "restrict" }),
    locale: varchar("locale", { length: 2 }).notNull().default("pl"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** Set when the user asks for the account to be deleted (staff carry it out). */
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    /**
     * When the account stopped awaiting its owner's confirmation: the owner
     * confirmed the sign-up link or accepted the invitation, or the company admin switched the
     * account on or off. While it is null, and only then, the confirmation link or the invitation
     * activates the account and a confirmation link can be resent. Set once, never cleared, so an
     * employee the admin switched off cannot switch themselves back on.
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * When a company admin invited the account (null for an account its owner signed up for).
     * An invited account is activated only through its invitation (or by the admin): never by a
     * confirmation link, so an expired invitation cannot be turned into an active account by a
     * resent link; the admin sends a new invitation instead.
     */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`), index("users_company_idx").on(t.companyId)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sliding expiry, pushed forward on use; never past absoluteExpiresAt. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Temporary sign-in lockouts after too many failed attempts (lockoutUserAccount). Keyed by the
 * normalised e-mail, whether or not an account exists, so locking reveals nothing about which
 * addresses are registered.
 */
export const signInLockouts = pgTable("sign_in_lockouts", {
  emailKey: text("email_key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * Wrong old passwords given to change password, per user: past the limit
 * every session of the user ends and the owner is told by mail.
 */
export const passwordCheckFailures = pgTable("password_check_failures", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Rate-limit counters (rate-limiter-flexible's Drizzle store); Redis replaces it with REDIS_URL. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/**
 * Every message the portal sends. With SMTP_URL it is delivered and `sentAt` set; without, it
 * stays here as the outbox shown at /dev/outbox outside production.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("mail_messages_created_idx").on(t.createdAt)],
);

/** Single-use tokens for account confirmation and password reset, stored as SHA-256. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirmAccount", "resetPassword", "invitation"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Consents given at sign-up (terms and privacy required, marketing optional), with the document version. */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["terms", "privacy", "marketing"] }).notNull(),
    documentVersion: text("document_version").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consents_user_idx").on(t.userId)],
);

export const helpTopics = ["signIn", "activation", "password", "account", "guides", "other", "deletion"] as const;
export type HelpTopic = (typeof helpTopics)[number];

/** Help requests from guests who cannot get in and from signed-in users; staff read them. */
export const helpRequests = pgTable(
  "help_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic", { enum: helpTopics }).notNull(),
    message: text("message").notNull(),
    locale: varchar("locale", { length: 2 }).notNull().default("pl"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Staff answer and close requests (src/shared/help-request-statuses.ts, ADR 016). */
    status: text("status", { enum: HELP_REQUEST_STATUSES }).notNull().default("new"),
    /** The staff member who handles it; null until someone takes it. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("help_requests_created_idx").on(t.createdAt),
    index("help_requests_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Promo codes a sign-up or an order may carry; an invalid, expired, used-up, inactive or
 * out-of-scope code is rejected (invalidPromoCode). `uses` counts every use (sign-ups and orders);
 * an order's use is also a row of promo_code_redemptions (docs/decisions/025).
 */
export const promoCodes = pgTable("promo_codes", {
  code: text("code").primaryKey(),
  description: text("description").notNull().default(""),
  /** `percent` (value 1–100) or `amount` (value in minor units of `currencyId`). */
  kind: text("kind", { enum: ["percent", "amount"] })
    .notNull()
    .default("percent"),
  value: integer("value").notNull().default(0),
  currencyId: smallint("currency_id"),
  /** The plans (ids) and intervals it applies to; empty: all. */
  planIds: uuid("plan_ids")
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  intervals: text("intervals")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  validFrom: timestamp("valid_from", { withTimezone: true }),
  validUntil: timestamp("valid_until", { withTimezone: true }),
  maxUses: integer("max_uses"),
  usesPerCompany: integer("uses_per_company"),
  uses: integer("uses").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
