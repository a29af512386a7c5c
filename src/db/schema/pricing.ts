import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ORDER_STATUSES, SUBSCRIPTION_INTERVALS } from "../../shared/pricing.ts";
import { companies, promoCodes, users } from "./accounts.ts";

/**
 * Plans, their prices, orders and promo-code redemptions (DESIGN §7 pricing; docs/decisions/025).
 * Money is in minor units (grosze, cents) as integers; VAT is rounded per line (src/shared/pricing.ts).
 */
export const plans = pgTable("plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** A short stable name (`standard`), unique. */
  code: text("code").notNull().unique(),
  namePl: text("name_pl").notNull(),
  nameEn: text("name_en").notNull(),
  descriptionPl: text("description_pl").notNull().default(""),
  descriptionEn: text("description_en").notNull().default(""),
  /** The restriction features it grants (src/shared/restrictions.ts). */
  features: text("features")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Limits by feature (advisor: guides per month, employees: accounts, …); absent: no limit. */
  limits: jsonb("limits").$type<Record<string, number>>().notNull().default({}),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A plan's price for an interval and a currency, valid from/to. A price is never edited in place:
 * a change closes the open version (valid_to) and inserts a new one, so an order keeps the version
 * it was made at. One open version per plan, interval and currency.
 */
export const planPrices = pgTable(
  "plan_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    interval: text("interval", { enum: SUBSCRIPTION_INTERVALS }).notNull(),
    /** Spec §3: 1 PLN, 3 EUR. */
    currencyId: smallint("currency_id").notNull(),
    /** Net, in minor units. */
    netAmount: integer("net_amount").notNull(),
    /** VAT in whole percent. */
    vatRate: smallint("vat_rate").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp("valid_to", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("plan_prices_plan_idx").on(t.planId, t.interval, t.currencyId, t.validFrom),
    uniqueIndex("plan_prices_open_idx")
      .on(t.planId, t.interval, t.currencyId)
      .where(sql`${t.validTo} is null`),
  ],
);

/** Order numbers: `PRZ/<year>/<this, six digits>`. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1 });

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    /** The price version it was made at: a later price change leaves the order as it was. */
    priceId: uuid("price_id")
      .notNull()
      .references(() => planPrices.id, { onDelete: "restrict" }),
    interval: text("interval", { enum: SUBSCRIPTION_INTERVALS }).notNull(),
    currencyId: smallint("currency_id").notNull(),
    promoCode: text("promo_code"),
    listNet: integer("list_net").notNull(),
    discount: integer("discount").notNull().default(0),
    net: integer("net").notNull(),
    vatRate: smallint("vat_rate").notNull(),
    vat: integer("vat").notNull(),
    gross: integer("gross").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("awaiting_payment"),
    /** The payment provider (`bank_transfer` today). */
    paymentMethod: text("payment_method").notNull().default("bank_transfer"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The staff member who confirmed the payment. */
    confirmedBy: uuid("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [index("orders_company_idx").on(t.companyId, t.createdAt), index("orders_status_idx").on(t.status)],
);

/** One row per order that used a promo code: the per-company count is read from here. */
export const promoCodeRedemptions = pgTable(
  "promo_code_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code")
      .notNull()
      .references(() => promoCodes.code, { onDelete: "cascade", onUpdate: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("promo_code_redemptions_code_idx").on(t.code, t.companyId)],
);
