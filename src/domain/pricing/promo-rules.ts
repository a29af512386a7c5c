import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { promoCodeRedemptions, promoCodes } from "../../db/schema/index.ts";
import type { SubscriptionInterval } from "../../shared/pricing.ts";
import { normalizePromoCode } from "../accounts/promo-codes.ts";
import { AppError } from "../errors.ts";

type PromoRow = typeof promoCodes.$inferSelect;

/** Where a code is asked to apply: the plan, interval and currency ordered, by which company. */
export interface PromoScope {
  planId: string;
  interval: SubscriptionInterval;
  currencyId: number;
  companyId: string;
}

/**
 * Whether a code's own rules let it apply now to this scope (not the per-company count, which needs
 * the redemptions): active, in its window, uses left, the plan and interval among its own (empty:
 * all), and an amount code only in its currency.
 */
export function promoAppliesTo(row: PromoRow, scope: Omit<PromoScope, "companyId">, now: Date): boolean {
  if (!row.active) return false;
  if (row.validFrom && row.validFrom.getTime() > now.getTime()) return false;
  if (row.validUntil && row.validUntil.getTime() <= now.getTime()) return false;
  if (row.maxUses !== null && row.uses >= row.maxUses) return false;
  if (row.planIds.length && !row.planIds.includes(scope.planId)) return false;
  if (row.intervals.length && !row.intervals.includes(scope.interval)) return false;
  if (row.kind === "amount" && row.currencyId !== scope.currencyId) return false;
  return true;
}

async function usesBy(db: Db, code: string, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoCodeRedemptions)
    .where(and(eq(promoCodeRedemptions.code, code), eq(promoCodeRedemptions.companyId, companyId)));
  return row?.n ?? 0;
}

/**
 * The code if it applies to this order, else `invalidPromoCode` (unknown, inactive, not yet or no
 * longer valid, used up in total or by this company, or for another plan, interval or currency).
 * `lock`: inside the ordering transaction, the code's row is locked first, so two orders at once
 * count one after the other (docs/decisions/025).
 */
export async function applicablePromo(
  db: Db,
  code: string,
  scope: PromoScope,
  now: Date,
  { lock = false } = {},
): Promise<PromoRow> {
  const normal = normalizePromoCode(code);
  if (!normal || normal.length > 64) throw new AppError("invalidPromoCode");
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, normal));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !promoAppliesTo(row, scope, now))
    throw new AppError("invalidPromoCode", { fields: { promoCode: ["invalidPromoCode"] } });
  if (row.usesPerCompany !== null && (await usesBy(db, row.code, scope.companyId)) >= row.usesPerCompany)
    throw new AppError("invalidPromoCode", { fields: { promoCode: ["invalidPromoCode"] } });
  return row;
}

/** isPromoCodeAvailable(code, plan, interval, company): whether the code applies to that order now. */
export async function isPromoCodeAvailableFor(db: Db, code: string, scope: PromoScope, now = new Date()) {
  try {
    await applicablePromo(db, code, scope, now);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "invalidPromoCode") return false;
    throw error;
  }
}

/** Records one use of a (locked, checked) code by an order, in the order's transaction. */
export async function redeemForOrder(db: Db, code: string, companyId: string, orderId: string) {
  await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.code, code));
  await db.insert(promoCodeRedemptions).values({ code, companyId, orderId });
}
