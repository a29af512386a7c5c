import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { promoCodes } from "../../db/schema/index.ts";

export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

const usable = (code: string, now: Date) =>
  and(
    eq(promoCodes.code, normalizePromoCode(code)),
    or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, now)),
    or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
  );

/** Spec: isPromoCodeAvailable — the code exists, has not expired and has uses left. */
export async function isPromoCodeAvailable(db: Db, code: string, now = new Date()): Promise<boolean> {
  if (!code.trim() || code.length > 64) return false;
  return (await db.select({ code: promoCodes.code }).from(promoCodes).where(usable(code, now)).limit(1)).length > 0;
}

/** Takes one use of a code inside the sign-up transaction; false when it is not (or no longer) usable. */
export async function redeemPromoCode(db: Db, code: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(usable(code, now))
    .returning({ code: promoCodes.code });
  return rows.length > 0;
}
