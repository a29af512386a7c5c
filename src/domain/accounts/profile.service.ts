import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, consents, helpRequests, mailMessages, sessions, users } from "../../db/schema/index.ts";
import { personNameSchema } from "../../shared/contracts/account.ts";
import { fieldErrorsOf } from "../../shared/contracts/fields.ts";
import { AppError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createHelpRequest } from "./help-request.service.ts";
import { initialsOf } from "./initials.ts";
import type { Actor } from "../access/actor.ts";

/** Signs the user out everywhere: every session of the account ends, this one included. */
export async function signOutEverywhere(db: Db, actor: Actor): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, actor.user.id)).returning({ id: sessions.id });
  return ended.length;
}

/** The account's language for mail (the page language follows the locale cookie). */
export async function setUserLocale(db: Db, actor: Actor, locale: "pl" | "en"): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, actor.user.id));
}

/**
 * The user corrects their own name and surname, checked by the sign-up's contract:
 * `validation` with required, tooLong or invalidCharacters per field. Stored trimmed; every
 * later request (the header, the employee list) reads the new name.
 */
export async function updateOwnName(db: Db, actor: Actor, input: { name: string; surname: string }) {
  const fields = fieldErrorsOf(personNameSchema, input);
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  const name = input.name.trim();
  const surname = input.surname.trim();
  await db.update(users).set({ name, surname }).where(eq(users.id, actor.user.id));
  return { name, surname, initials: initialsOf(name, surname) };
}

/**
 * "Download my data" (GDPR art. 15 and 20): everything stored about the user, as plain JSON.
 * Secrets (password and token hashes) are not data about the person and are left out.
 */
export async function exportUserData(db: Db, actor: Actor, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, actor.user.id));
  if (!user) return null;
  const { passwordHash: _secret, ...account } = user;
  const [company] = user.companyId ? await db.select().from(companies).where(eq(companies.id, user.companyId)) : [];
  return {
    exportedAt: now.toISOString(),
    account,
    company: company ?? null,
    consents: await db
      .select({ kind: consents.kind, documentVersion: consents.documentVersion, givenAt: consents.givenAt })
      .from(consents)
      .where(eq(consents.userId, user.id)),
    sessions: await db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
    helpRequests: await db
      .select({ topic: helpRequests.topic, message: helpRequests.message, createdAt: helpRequests.createdAt })
      .from(helpRequests)
      .where(eq(helpRequests.userId, user.id)),
    mail: await db
      .select({
        subject: mailMessages.subject,
        kind: mailMessages.kind,
        createdAt: mailMessages.createdAt,
        sentAt: mailMessages.sentAt,
      })
      .from(mailMessages)
      .where(eq(mailMessages.to, user.email))
      .orderBy(desc(mailMessages.createdAt)),
  };
}

/** Records the wish to have the account deleted and tells staff (they carry it out). */
export async function requestAccountDeletion(
  { db, mailer }: { db: Db; mailer: Mailer },
  actor: Actor,
  baseUrl: string,
  now = new Date(),
) {
  await db.update(users).set({ deletionRequestedAt: now }).where(eq(users.id, actor.user.id));
  await createHelpRequest(
    { db, mailer },
    actor,
    {
      name: "",
      email: "",
      topic: "deletion",
      message: `Account deletion requested by ${actor.user.email}.`,
      locale: actor.user.locale,
      baseUrl,
    },
    "deletion",
  );
}

/** When the user asked for the account to be deleted, or null. */
export async function deletionRequestedAt(db: Db, actor: Actor): Promise<Date | null> {
  const [row] = await db.select({ at: users.deletionRequestedAt }).from(users).where(eq(users.id, actor.user.id));
  return row?.at ?? null;
}
