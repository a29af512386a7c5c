import { and, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { promoCodes } from "../../db/schema/index.ts";

export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/** Active, inside its validity window, with uses left (scope and per-company uses: src/domain/pricing/promo-rules.ts). */
export const promoCodeUsable = (code: string, now: Date) =>
  and(
    eq(promoCodes.code, normalizePromoCode(code)),
    eq(promoCodes.active, true),
    or(isNull(promoCodes.validFrom), lte(promoCodes.validFrom, now)),
    or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, now)),
    or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
  );

/** Spec: isPromoCodeAvailable at sign-up (no plan chosen yet) — the code exists, is active, valid now and has uses left. */
export async function isPromoCodeAvailable(db: Db, code: string, now = new Date()): Promise<boolean> {
  if (!code.trim() || code.length > 64) return false;
  return (
    (await db.select({ code: promoCodes.code }).from(promoCodes).where(promoCodeUsable(code, now)).limit(1)).length > 0
  );
}

/** Takes one use of a code inside the sign-up transaction; false when it is not (or no longer) usable. */
export async function redeemPromoCode(db: Db, code: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(promoCodeUsable(code, now))
    .returning({ code: promoCodes.code });
  return rows.length > 0;
}
