import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planPrices, plans, promoCodes } from "../../db/schema/index.ts";
import {
  type PlanInput,
  type PlanRecord,
  planInput,
  planUpdateInput,
  type PriceRecord,
  priceInput,
  type PromoCodeRecord,
  promoCodeInput,
} from "../../shared/contracts/pricing.ts";
import { minorToDecimal } from "../../shared/pricing.ts";
import { isUuid } from "../../shared/uuid.ts";
import { normalizePromoCode } from "../accounts/promo-codes.ts";
import type { Actor } from "../access/actor.ts";
import { requirePermission } from "../access/require-permission.ts";
import { AppError } from "../errors.ts";
import { audit } from "./audit.ts";
import { validInput } from "./validate.ts";

type PriceRow = typeof planPrices.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

export const priceRecordOf = (p: PriceRow): PriceRecord => ({
  id: p.id,
  planId: p.planId,
  interval: p.interval,
  currencyId: p.currencyId,
  netAmount: p.netAmount,
  vatRate: p.vatRate,
  validFrom: p.validFrom,
  validTo: p.validTo,
});

/** Plans with their open price versions; `activeOnly` for what companies may order. */
export async function plansWithPrices(db: Db, { activeOnly = false } = {}): Promise<PlanRecord[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(activeOnly ? eq(plans.active, true) : undefined)
    .orderBy(asc(plans.createdAt));
  if (!rows.length) return [];
  const prices = await db
    .select()
    .from(planPrices)
    .where(
      and(
        inArray(
          planPrices.planId,
          rows.map((r) => r.id),
        ),
        isNull(planPrices.validTo),
      ),
    )
    .orderBy(asc(planPrices.currencyId), asc(planPrices.netAmount));
  return rows.map((plan) => planRecordOf(plan, prices.filter((p) => p.planId === plan.id).map(priceRecordOf)));
}

const planRecordOf = (plan: PlanRow, prices: PriceRecord[]): PlanRecord => ({
  id: plan.id,
  code: plan.code,
  namePl: plan.namePl,
  nameEn: plan.nameEn,
  descriptionPl: plan.descriptionPl,
  descriptionEn: plan.descriptionEn,
  features: plan.features,
  limits: plan.limits,
  active: plan.active,
  prices,
});

export const promoRecordOf = (p: typeof promoCodes.$inferSelect): PromoCodeRecord => ({
  code: p.code,
  description: p.description,
  kind: p.kind,
  value: p.value,
  currencyId: p.currencyId,
  planIds: p.planIds,
  intervals: p.intervals,
  validFrom: p.validFrom,
  validUntil: p.validUntil,
  maxUses: p.maxUses,
  usesPerCompany: p.usesPerCompany,
  uses: p.uses,
  active: p.active,
});

/** Staff (createPricings): every plan with its prices, and every promo code with its uses. */
export async function pricingOverview(db: Db, actor: Actor | null) {
  requirePermission(actor, "createPricings");
  const codes = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt));
  return { plans: await plansWithPrices(db), promoCodes: codes.map(promoRecordOf) };
}

const planValues = (input: Omit<PlanInput, "code">) => ({
  namePl: input.namePl.trim(),
  nameEn: input.nameEn.trim(),
  descriptionPl: input.descriptionPl?.trim() ?? "",
  descriptionEn: input.descriptionEn?.trim() ?? "",
  features: [...new Set(input.features)],
  // A limit only for a feature the plan grants.
  limits: Object.fromEntries(
    Object.entries(input.limits).filter(([f, v]) => (input.features as string[]).includes(f) && typeof v === "number"),
  ) as Record<string, number>,
  active: input.active,
});

/** Staff: a new plan (its prices are set one by one). A code already used: planCodeTaken. */
export async function createPlan(db: Db, actor: Actor | null, input: unknown, now = new Date()) {
  requirePermission(actor, "createPricings");
  const v = validInput(planInput, input);
  const values = { code: v.code.trim(), ...planValues(v) };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(plans)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: plans.code })
      .returning();
    if (!row) throw new AppError("planCodeTaken", { fields: { code: ["planCodeTaken"] } });
    await audit(tx, { subject: "pricing", action: "PLAN_CREATE", actorId: actor.user.id, to: row.code, at: now });
    return planRecordOf(row, []);
  });
}

/** Staff: a plan's names, descriptions, features, limits and active flag (its code stays). */
export async function updatePlan(db: Db, actor: Actor | null, planId: string, input: unknown, now = new Date()) {
  requirePermission(actor, "createPricings");
  if (!isUuid(planId)) throw new AppError("planNotFound");
  const values = planValues(validInput(planUpdateInput, input));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(plans)
      .set({ ...values, updatedAt: now })
      .where(eq(plans.id, planId))
      .returning();
    if (!row) throw new AppError("planNotFound");
    await audit(tx, {
      subject: "pricing",
      action: "PLAN_UPDATE",
      actorId: actor.user.id,
      to: row.code,
      reason: `${row.features.join(",")} ${JSON.stringify(row.limits)}${row.active ? "" : " inactive"}`,
      at: now,
    });
    return (await plansWithPrices(tx)).find((p) => p.id === planId)!;
  });
}

/**
 * Staff: the price of a plan for an interval and a currency. The open version (if any) is closed
 * now and a new one inserted, never edited in place: an order keeps the version it was made at.
 * The same figures again change nothing.
 */
export async function setPrice(db: Db, actor: Actor | null, planId: string, input: unknown, now = new Date()) {
  requirePermission(actor, "createPricings");
  if (!isUuid(planId)) throw new AppError("planNotFound");
  // A plan that does not exist is answered as such whatever the body.
  if (!(await db.select({ id: plans.id }).from(plans).where(eq(plans.id, planId))).length)
    throw new AppError("planNotFound");
  const price = validInput(priceInput, input);
  return db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for("update");
    if (!plan) throw new AppError("planNotFound");
    const where = and(
      eq(planPrices.planId, planId),
      eq(planPrices.interval, price.interval),
      eq(planPrices.currencyId, price.currencyId),
      isNull(planPrices.validTo),
    );
    const [open] = await tx.select().from(planPrices).where(where);
    if (open && open.netAmount === price.netAmount && open.vatRate === price.vatRate) return priceRecordOf(open);
    if (open) await tx.update(planPrices).set({ validTo: now }).where(eq(planPrices.id, open.id));
    const [row] = await tx
      .insert(planPrices)
      .values({ planId, ...price, validFrom: now, createdBy: actor.user.id, createdAt: now })
      .returning();
    await audit(tx, {
      subject: "pricing",
      action: "PRICE_SET",
      actorId: actor.user.id,
      from: open ? `${minorToDecimal(open.netAmount)} +${open.vatRate}%` : "none",
      to: `${minorToDecimal(row!.netAmount)} +${row!.vatRate}%`,
      reason: `${plan.code} ${price.interval} ${price.currencyId}`,
      at: now,
    });
    return priceRecordOf(row!);
  });
}

/** Staff: a new promo code (stored in capitals). A code that exists: promoCodeTaken. */
export async function createPromoCode(db: Db, actor: Actor | null, input: unknown, now = new Date()) {
  requirePermission(actor, "createPricings");
  const v = validInput(promoCodeInput, input);
  const moment = (value: string | null | undefined) => (value ? new Date(value) : null);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promoCodes)
      .values({
        code: normalizePromoCode(v.code),
        description: v.description?.trim() ?? "",
        kind: v.kind,
        value: v.value,
        currencyId: v.kind === "amount" ? (v.currencyId ?? null) : null,
        planIds: v.planIds,
        intervals: v.intervals,
        validFrom: moment(v.validFrom),
        validUntil: moment(v.validUntil),
        maxUses: v.maxUses ?? null,
        usesPerCompany: v.usesPerCompany ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: promoCodes.code })
      .returning();
    if (!row) throw new AppError("promoCodeTaken", { fields: { code: ["promoCodeTaken"] } });
    await audit(tx, { subject: "pricing", action: "PROMO_CREATE", actorId: actor.user.id, to: row.code, at: now });
    return promoRecordOf(row);
  });
}

/** Staff: a promo code stops applying (its uses stay on record). */
export async function deactivatePromoCode(db: Db, actor: Actor | null, code: string, now = new Date()) {
  requirePermission(actor, "createPricings");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(promoCodes)
      .set({ active: false })
      .where(eq(promoCodes.code, normalizePromoCode(code).slice(0, 64)))
      .returning();
    if (!row) throw new AppError("invalidPromoCode");
    await audit(tx, { subject: "pricing", action: "PROMO_DEACTIVATE", actorId: actor.user.id, to: row.code, at: now });
    return promoRecordOf(row);
  });
}
