import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { signInLockouts } from "../../db/schema/index.ts";

export interface LockoutPolicy {
  /** Failed attempts within the window that lock the address (5). */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export const emailKey = (email: string) => email.trim().toLowerCase();

/** The time the address stays locked until, or null. */
export async function lockedUntil(db: Db, email: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select()
    .from(signInLockouts)
    .where(eq(signInLockouts.emailKey, emailKey(email)));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts a failure in one statement (safe under concurrent attempts): a window older than the
 * policy's starts over; reaching the limit locks the address and starts a fresh count.
 */
export async function recordFailure(db: Db, email: string, policy: LockoutPolicy, now: Date): Promise<void> {
  const windowEdge = new Date(now.getTime() - policy.windowMs);
  const lockUntil = new Date(now.getTime() + policy.lockMs);
  await db.execute(sql`
    insert into sign_in_lockouts (email_key, failures, window_start, locked_until)
    values (${emailKey(email)}, 1, ${now}, ${policy.maxFailures <= 1 ? lockUntil : null})
    on conflict (email_key) do update set
      failures = case
        when sign_in_lockouts.window_start < ${windowEdge} then 1
        when sign_in_lockouts.failures + 1 >= ${policy.maxFailures} then 0
        else sign_in_lockouts.failures + 1 end,
      locked_until = case
        when sign_in_lockouts.window_start >= ${windowEdge} and sign_in_lockouts.failures + 1 >= ${policy.maxFailures} then ${lockUntil}
        else sign_in_lockouts.locked_until end,
      window_start = case
        when sign_in_lockouts.window_start < ${windowEdge} or sign_in_lockouts.failures + 1 >= ${policy.maxFailures} then ${now}
        else sign_in_lockouts.window_start end`);
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInLockouts).where(eq(signInLockouts.emailKey, emailKey(email)));
}
