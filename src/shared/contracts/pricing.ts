import { z } from "zod";
import { CURRENCY_IDS, ORDER_STATUSES, SUBSCRIPTION_INTERVALS } from "../pricing.ts";
import { RESTRICTION_FEATURE_NAMES } from "../restrictions.ts";
import { optionalText, requiredText } from "./fields.ts";

/**
 * Plans, prices, promo codes and orders (spec §2 /portal/pricings, /company/info/subscriptions;
 * DESIGN §7; docs/decisions/025): the inputs of every operation, checked by the REST edge, the page
 * actions and the domain. Money is in minor units (integers).
 */

const featureEnum = z.enum(RESTRICTION_FEATURE_NAMES as [string, ...string[]]);
const count = () => z.coerce.number({ error: "number" }).int({ error: "number" }).min(0, { error: "number" });
const currencyId = z.coerce
  .number({ error: "required" })
  .refine((v) => (CURRENCY_IDS as readonly number[]).includes(v), { error: "invalidOption" });
const interval = z.enum(SUBSCRIPTION_INTERVALS, { error: "invalidOption" });

export const PLAN_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,31}$/;
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

/** A plan as staff make or edit it: names and descriptions in both languages, features with limits. */
export const planInput = z.object({
  code: requiredText({ max: 32, format: (v) => (PLAN_CODE_PATTERN.test(v) ? null : "planCode") }),
  namePl: requiredText({ max: 100 }),
  nameEn: requiredText({ max: 100 }),
  descriptionPl: optionalText({ max: 1000, multiLine: true }),
  descriptionEn: optionalText({ max: 1000, multiLine: true }),
  features: z.array(featureEnum).max(RESTRICTION_FEATURE_NAMES.length).default([]),
  /** Limits by feature (only a granted feature's counts); a feature without one has no limit. */
  limits: z.record(z.string().max(32), count().max(1_000_000)).default({}),
  active: z.boolean().default(true),
});
export type PlanInput = z.infer<typeof planInput>;
/** An edit of a plan: everything but its code. */
export const planUpdateInput = planInput.omit({ code: true });

/** A price of a plan: a change of it closes the open version and makes a new one. */
export const priceInput = z.object({
  interval,
  currencyId,
  /** Net in minor units (grosze, cents). */
  netAmount: count().max(100_000_000),
  /** Whole percent (the page offers VAT_RATES: 23, 8, 5, 0). */
  vatRate: count().max(100),
});
export type PriceInput = z.infer<typeof priceInput>;

const isoMoment = z.iso.datetime({ offset: true, error: "date" }).or(z.iso.date({ error: "date" }));

/** A new promo code. */
export const promoCodeInput = z
  .object({
    code: requiredText({
      max: 32,
      format: (v) => (PROMO_CODE_PATTERN.test(v.toUpperCase()) ? null : "promoCodeFormat"),
    }),
    description: optionalText({ max: 200 }),
    kind: z.enum(["percent", "amount"], { error: "invalidOption" }),
    /** Percent 1–100, or minor units. */
    value: count().min(1, { error: "number" }).max(100_000_000),
    currencyId: currencyId.nullable().optional(),
    planIds: z.array(z.uuid()).max(50).default([]),
    intervals: z.array(interval).max(SUBSCRIPTION_INTERVALS.length).default([]),
    validFrom: isoMoment.nullable().optional(),
    validUntil: isoMoment.nullable().optional(),
    maxUses: count().min(1).max(1_000_000).nullable().optional(),
    usesPerCompany: count().min(1).max(1_000).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percent" && v.value > 100) ctx.addIssue({ code: "custom", path: ["value"], message: "number" });
    if (v.kind === "amount" && !v.currencyId)
      ctx.addIssue({ code: "custom", path: ["currencyId"], message: "required" });
  });
export type PromoCodeInput = z.infer<typeof promoCodeInput>;

/** What a company admin orders (and what the quote is asked for). */
export const orderInput = z.object({
  planId: z.uuid({ error: "required" }),
  interval,
  currencyId,
  promoCode: optionalText({ max: 64 }),
});
export type OrderInput = z.infer<typeof orderInput>;

export const quoteRecord = z.object({
  listNet: z.number().int(),
  discount: z.number().int(),
  net: z.number().int(),
  vatRate: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  currencyId: z.number().int(),
  promoCode: z.string().nullable(),
});
export type QuoteRecord = z.infer<typeof quoteRecord>;

export const priceRecord = z.object({
  id: z.uuid(),
  planId: z.uuid(),
  interval,
  currencyId: z.number().int(),
  netAmount: z.number().int(),
  vatRate: z.number().int(),
  validFrom: z.date(),
  validTo: z.date().nullable(),
});
export type PriceRecord = z.infer<typeof priceRecord>;

export const planRecord = z.object({
  id: z.uuid(),
  code: z.string(),
  namePl: z.string(),
  nameEn: z.string(),
  descriptionPl: z.string(),
  descriptionEn: z.string(),
  features: z.array(z.string()),
  limits: z.record(z.string(), z.number()),
  active: z.boolean(),
  /** The open price versions (one per interval and currency). */
  prices: z.array(priceRecord),
});
export type PlanRecord = z.infer<typeof planRecord>;

export const promoCodeRecord = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(["percent", "amount"]),
  value: z.number().int(),
  currencyId: z.number().int().nullable(),
  planIds: z.array(z.string()),
  intervals: z.array(z.string()),
  validFrom: z.date().nullable(),
  validUntil: z.date().nullable(),
  maxUses: z.number().int().nullable(),
  usesPerCompany: z.number().int().nullable(),
  uses: z.number().int(),
  active: z.boolean(),
});
export type PromoCodeRecord = z.infer<typeof promoCodeRecord>;

/** An order keeps the figures it was quoted with. */
export const orderRecord = quoteRecord.extend({
  id: z.uuid(),
  number: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  planId: z.uuid(),
  planName: z.object({ pl: z.string(), en: z.string() }),
  priceId: z.uuid(),
  interval,
  status: z.enum(ORDER_STATUSES),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
});
export type OrderRecord = z.infer<typeof orderRecord>;

/** The company's subscription page: what runs now, what it uses, the history, what it can order. */
export const subscriptionStateRecord = z.object({
  current: z
    .object({
      plan: z.string(),
      planName: z.object({ pl: z.string(), en: z.string() }).nullable(),
      features: z.array(z.string()),
      limits: z.record(z.string(), z.number()),
      /** What is used of a limited feature (employees: accounts, advisor: guides this month). */
      used: z.record(z.string(), z.number()),
      startsAt: z.date(),
      expiresAt: z.date().nullable(),
    })
    .nullable(),
  history: z.array(
    z.object({
      id: z.uuid(),
      plan: z.string(),
      interval,
      startsAt: z.date(),
      expiresAt: z.date().nullable(),
    }),
  ),
  orders: z.array(orderRecord),
  /** Active plans with their open prices. */
  plans: z.array(planRecord),
  canOrder: z.boolean(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateRecord>;
