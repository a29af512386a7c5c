import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passwordCheckFailures } from "../../db/schema/index.ts";

/**
 * Wrong old passwords a signed-in user may give to change password within the window. The next one ends every session of the user and mails the owner.
 */
export const PASSWORD_CHECK_POLICY = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

/**
 * Counts one wrong old password in one statement (exact under concurrent attempts) and returns
 * the user's count in the current window; a window older than the policy's starts over at 1.
 */
export async function countPasswordCheckFailure(
  db: Db,
  userId: string,
  now: Date,
  windowMs: number = PASSWORD_CHECK_POLICY.windowMs,
): Promise<number> {
  const windowEdge = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(passwordCheckFailures)
    .values({ userId, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: passwordCheckFailures.userId,
      set: {
        failures: sql`case when ${passwordCheckFailures.windowStart} < ${windowEdge} then 1 else ${passwordCheckFailures.failures} + 1 end`,
        windowStart: sql`case when ${passwordCheckFailures.windowStart} < ${windowEdge} then ${now} else ${passwordCheckFailures.windowStart} end`,
      },
    })
    .returning({ failures: passwordCheckFailures.failures });
  return row!.failures;
}

/** The right old password starts the count over. */
export const clearPasswordCheckFailures = (db: Db, userId: string) =>
  db.delete(passwordCheckFailures).where(eq(passwordCheckFailures.userId, userId));
