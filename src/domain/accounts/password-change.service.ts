import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { failedPasswordRules } from "../../shared/password-rules.ts";
import { AppError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";
import { issueToken, spendTokenOf } from "./account-tokens.ts";
import { awaitsInvitation, mailInvitationPending } from "./invitation-pending.ts";
import { clearFailures } from "./lockout.ts";
import {
  clearPasswordCheckFailures,
  countPasswordCheckFailure,
  PASSWORD_CHECK_POLICY,
} from "./password-check-failures.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { userByEmail } from "./user-by-email.ts";
import type { Actor } from "../access/actor.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000; // one hour

export interface PasswordInput {
  password: string;
  passwordConfirmation: string;
}

/** The password rules and the confirmation, as field errors the forms show next to each field. */
export function assertNewPassword({ password, passwordConfirmation }: PasswordInput): void {
  const fields: Record<string, string[]> = {};
  const failed = failedPasswordRules(password);
  if (failed.length) fields.password = failed;
  if (password !== passwordConfirmation) fields.passwordConfirmation = ["mismatch"];
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
}

interface Deps {
  db: Db;
  mailer: Mailer;
  now?: Date;
}

/**
 * Password help: mails a one-hour, single-use link when the address belongs to an account (an
 * invited employee who has not accepted gets the invitation-pending mail instead).
 * The caller answers the same either way; the token and the mail are made after the answer, so it
 * takes as long for a registered address as for an unknown one (figures: `npm run bench`).
 */
export async function requestPasswordReset(
  { db, mailer, now = new Date() }: Deps,
  input: { email: string; baseUrl: string },
) {
  const user = await userByEmail(db, input.email);
  if (!user || (user.isBlocked && !user.isActive)) return;
  // An invited employee who has not accepted: a password would not activate the account, only
  // the invitation does; the mail says so and whom to ask for a new one.
  if (awaitsInvitation(user)) return mailer.afterAnswer(() => mailInvitationPending(db, mailer, user));
  mailer.afterAnswer(async () => {
    const token = await issueToken(db, user.id, "resetPassword", RESET_TOKEN_TTL_MS, now);
    const link = `${input.baseUrl}/pomoc/haslo/ustaw?token=${token}`;
    const mail = renderMail("resetPassword", user.locale, { name: user.name, link, hours: 1 });
    await mailer.send({ ...mail, to: user.email, kind: "resetPassword" });
  });
}

/**
 * Sets a new password with a reset token or an employee's invitation: single use; every session
 * of the user ends. Tells which it was, so the page can say "account ready" to a new employee.
 */
export async function resetPassword(
  { db, mailer, now = new Date() }: Deps,
  input: PasswordInput & { token: string; baseUrl: string },
) {
  assertNewPassword(input);
  const spent = await spendTokenOf(db, input.token, ["resetPassword", "invitation"], now);
  if (!spent) throw new AppError("passwordGenerationTokenInvalid");
  const { userId } = spent;
  const passwordHash = await hashPassword(input.password);
  // An employee's invitation: choosing the password activates an account still awaiting it
  // (unless staff blocked it). One the company admin has already switched on or off keeps the
  // admin's choice; switching off also deletes the invitation.
  const invitation = spent.purpose === "invitation";
  const activate = invitation
    ? {
        isActive: sql`case when ${users.confirmedAt} is null then true else ${users.isActive} end`,
        confirmedAt: sql`coalesce(${users.confirmedAt}, ${now})`,
      }
    : {};
  const [user] = await db
    .update(users)
    .set({ passwordHash, ...activate })
    .where(and(eq(users.id, userId), ...(invitation ? [eq(users.isBlocked, false)] : [])))
    .returning();
  if (!user) throw new AppError("passwordGenerationTokenInvalid");
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await clearFailures(db, user.email);
  if (spent.purpose === "resetPassword") {
    const mail = renderMail("passwordChanged", user.locale, { name: user.name, link: `${input.baseUrl}/zaloguj` });
    mailer.queue({ ...mail, to: user.email, kind: "passwordChanged" });
  }
  return { invitation: spent.purpose === "invitation" };
}

/**
 * Changes the signed-in user's password after checking the old one; their other sessions end.
 * Wrong old passwords are counted per user: up to PASSWORD_CHECK_POLICY's
 * limit within its window they answer badPassword; the next one ends every session of the user
 * (this one too), mails the owner once and answers unauthorized, as any later call with the
 * ended session does; so does every further wrong one within the window. Only the password,
 * at sign-in, opens a new session.
 */
export async function changePassword(
  { db, mailer, now = new Date() }: Deps,
  actor: Actor,
  input: PasswordInput & { oldPassword: string; baseUrl: string },
) {
  const [user] = await db.select().from(users).where(eq(users.id, actor.user.id));
  if (!user) throw new AppError("userNotFound");
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    const failures = await countPasswordCheckFailure(db, user.id, now);
    if (failures <= PASSWORD_CHECK_POLICY.maxFailures)
      throw new AppError("badPassword", { fields: { oldPassword: ["badPassword"] } });
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    // Once per window, however many guesses were in flight together.
    if (failures === PASSWORD_CHECK_POLICY.maxFailures + 1) {
      const mail = renderMail("passwordGuessing", user.locale, {
        name: user.name,
        link: `${input.baseUrl}/pomoc/haslo`,
      });
      mailer.queue({ ...mail, to: user.email, kind: "passwordGuessing" });
    }
    throw new AppError("unauthorized");
  }
  await clearPasswordCheckFailures(db, user.id);
  assertNewPassword(input);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, user.id));
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, actor.sessionId)));
  const mail = renderMail("passwordChanged", user.locale, { name: user.name, link: `${input.baseUrl}/zaloguj` });
  mailer.queue({ ...mail, to: user.email, kind: "passwordChanged" });
}
