import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, users } from "../../db/schema/index.ts";
import { companyLocksOut } from "../../shared/statuses.ts";
import { rolesOfUserSql } from "../access/user-roles.ts";
import { AppError } from "../errors.ts";
import { clearFailures, DEFAULT_LOCKOUT, lockedUntil, type LockoutPolicy, recordFailure } from "./lockout.ts";
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from "./password.ts";
import { clearPasswordCheckFailures } from "./password-check-failures.ts";
import type { Actor } from "../access/actor.ts";
import { createSession, toSessionUser } from "./session.service.ts";
import { emailMatches } from "./user-by-email.ts";

// Compared against when the e-mail is unknown, so both paths cost one argon2 verification.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(`unknown-user-${ARGON2_OPTIONS.memoryCost}`));

/**
 * Checks the credentials and opens a session. Error codes: badPassword for an unknown e-mail
 * or a wrong password (the same answer, so addresses cannot be probed), loginNotActive,
 * suspendedUserAccount, companyIsSuspended, and lockoutUserAccount after repeated failures for
 * the address (counted alike for unknown addresses). Per-client rate limits sit at the edge.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; userAgent?: string },
  options: { lockout?: LockoutPolicy; now?: Date } = {},
) {
  const email = input.email.trim();
  const now = options.now ?? new Date();
  const policy = options.lockout ?? DEFAULT_LOCKOUT;
  if (!email) throw new AppError("emailCannotBeEmpty");
  // Before the lockout or any database call: a 300 KB address overflowed the
  // lockout's index row and failed as `internal`; the edges refuse it too (TEXT_LIMITS.email).
  if (email.length > 320) throw new AppError("validation", { fields: { email: ["tooLong"] } });
  const until = await lockedUntil(db, email, now);
  if (until)
    throw new AppError("lockoutUserAccount", {
      details: { retryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000) },
    });
  const [row] = await db
    .select({ user: users, company: companies, roles: rolesOfUserSql(users.id) })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(emailMatches(email))
    .limit(1);
  if (!row) {
    await verifyPassword(await dummy(), input.password);
    await recordFailure(db, email, policy, now);
    throw new AppError("badPassword");
  }
  if (!(await verifyPassword(row.user.passwordHash, input.password))) {
    await recordFailure(db, email, policy, now);
    throw new AppError("badPassword");
  }
  await clearFailures(db, email);
  // Whoever knows the password starts the change-password count over.
  await clearPasswordCheckFailures(db, row.user.id);
  // Suspended, refused and banned accounts are told so; an account not yet activated
  // (or switched off by its company admin) is not active; a blocked company keeps its users out.
  if (row.user.isBlocked) throw new AppError("suspendedUserAccount");
  if (!row.user.isActive) throw new AppError("loginNotActive");
  if (row.company && companyLocksOut(row.company.status)) throw new AppError("companyIsSuspended");
  const isFirstLogin = row.user.lastLoginAt === null;
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, row.user.id));
  const session = await createSession(db, row.user.id, input.userAgent, now);
  const actor: Actor = { sessionId: session.sessionId, user: toSessionUser(row.user, row.company, row.roles) };
  return { token: session.token, expiresAt: session.expiresAt, actor, isFirstLogin };
}
