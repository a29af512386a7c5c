import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountTokens } from "../../db/schema/index.ts";
import { hashSessionToken, newSessionToken } from "./session-token.ts";

export type TokenPurpose = "confirmAccount" | "resetPassword" | "invitation";

/** Issues a single-use token (256 bits, stored as SHA-256); earlier unused ones of the same purpose stop working. */
export async function issueToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({
      tokenHash: hashSessionToken(token),
      userId,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
  });
  return token;
}

/**
 * Spends a token: returns its user id once, then never again (one statement, so two concurrent
 * uses cannot both succeed), or null when it is unknown, expired, used or for another purpose.
 */
export async function spendToken(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<string | null> {
  return (await spendTokenOf(db, token, [purpose], now))?.userId ?? null;
}

/** As spendToken, for a token that may be of any of `purposes`; tells which it was. */
export async function spendTokenOf(
  db: Db,
  token: string,
  purposes: TokenPurpose[],
  now: Date,
): Promise<{ userId: string; purpose: TokenPurpose } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashSessionToken(token)),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, purpose: accountTokens.purpose });
  return row ?? null;
}

/** Housekeeping: tokens past their expiry are of no use to anyone. */
export const purgeExpiredTokens = (db: Db, now: Date) =>
  db.delete(accountTokens).where(sql`${accountTokens.expiresAt} < ${now}`);
