import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./accounts.ts";
import { orders, plans } from "./pricing.ts";

/**
 * A user holds userRoles; each role holds role permissions, each with a
 * permission name. The built-in roles (ids 1–3) are kept in step with `src/shared/permissions.ts`
 * at every boot (see `syncBuiltInRoles`).
 */
export const roles = pgTable("roles", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permission: text("permission").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index("user_roles_role_idx").on(t.roleId)],
);

/** The intervals a subscription can run for. */
export const subscriptionIntervals = ["day", "week", "month", "quarter", "year"] as const;

/**
 * A company's subscription: the features it grants (its restrictions) until `expiresAt`.
 * The trial starts when staff verify the company.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    interval: text("interval", { enum: subscriptionIntervals }).notNull().default("month"),
    features: text("features").array().notNull(),
    /** Guides the subscription allows in all; null for no limit. */
    guidesLimit: integer("guides_limit"),
    /** The plan's limits by feature (employees, offers, …) when it came from a plan (docs/decisions/025). */
    limits: jsonb("limits").$type<Record<string, number>>().notNull().default({}),
    /** The plan it came from (the trial plan too, migration 0022) and the paid order; null for the demo. */
    planId: uuid("plan_id").references(() => plans.id, { onDelete: "set null" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriptions_company_idx").on(t.companyId, t.startsAt)],
);

/**
 * A renewal reminder sent (docs/decisions/025): one per subscription, kind (7 or 1 day before)
 * and the expiry it was about, so a job run again, or a worker restarted, sends nothing twice,
 * and a subscription extended in place gets its reminders again for the new expiry.
 */
export const subscriptionReminders = pgTable(
  "subscription_reminders",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["7d", "1d"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.kind, t.expiresAt] })],
);

/** Every status change of a company or a user account: who, when, from, to and why. */
export const statusChanges = pgTable(
  "status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject", { enum: ["company", "user", "document", "pricing", "order"] }).notNull(),
    /** The company concerned (for a user, the user's company), so a company's history is one query. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("status_changes_company_idx").on(t.companyId, t.createdAt)],
);
