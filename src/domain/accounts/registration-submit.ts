import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrationDrafts, users } from "../../db/schema/index.ts";
import { normalizedSignUp, signUpDraftSchema, signUpStepSchemas } from "../../shared/contracts/account.ts";
import { fieldErrorsOf } from "../../shared/contracts/fields.ts";
import { AppError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { live, stepValues } from "./registration-drafts.ts";
import { hashSessionToken } from "./session-token.ts";
import { createTrialAccount } from "./sign-up.service.ts";

interface Deps {
  db: Db;
  mailer: Mailer;
  now?: Date;
}

/** How long a spent draft still answers a repeated final submit with its result. */
const REPEAT_MS = 60 * 60 * 1000;

const spentWhere = (now: Date) =>
  and(
    isNotNull(registrationDrafts.usedAt),
    gt(registrationDrafts.usedAt, new Date(now.getTime() - REPEAT_MS)),
    isNotNull(registrationDrafts.userId),
  );

/** The account a spent draft made (its address), when it was spent within the hour. */
async function resultOf(db: Db, where: ReturnType<typeof eq>, now: Date) {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(registrationDrafts)
    .innerJoin(users, eq(users.id, registrationDrafts.userId))
    .where(and(where, spentWhere(now)));
  return row ?? null;
}

/**
 * A final submit repeated after the first one finished (a double click, a browser's retry, the
 * old cookie sent again): the browser's token still names the spent draft, whose result is
 * answered again, for an hour. Null for any other token.
 */
export async function submittedDraft(db: Db, token: string | undefined, now = new Date()) {
  if (!token || token.length > 200) return null;
  return resultOf(db, eq(registrationDrafts.tokenHash, hashSessionToken(token)), now);
}

/**
 * The final submit: the consents (checked), then the whole draft on the contract's schema and
 * its password hash; the account is made as by the one-form sign-up, and the draft is marked
 * spent (with the account it made) in the same transaction. Idempotent: a second submit of the
 * same draft, before or after the first one finished, answers the first one's account (the
 * NIP's unique index lets only one through, and the loser finds the draft spent by then).
 * A refusal names its fields; `stepOfField` says where they are.
 */
export async function submitDraft(
  { db, mailer, now = new Date() }: Deps,
  draftId: string,
  input: { consents: unknown; locale: string; baseUrl: string },
) {
  const earlier = () => resultOf(db, eq(registrationDrafts.id, draftId), now);
  const consents = stepValues("summary", { consents: input.consents });
  const consentErrors = fieldErrorsOf(signUpStepSchemas.summary, consents);
  const [row] = await db
    .update(registrationDrafts)
    .set({ data: sql`${registrationDrafts.data} || ${JSON.stringify(consents)}::jsonb` })
    .where(and(eq(registrationDrafts.id, draftId), live(now)))
    .returning();
  if (!row) {
    const done = await earlier();
    if (done) return done;
    throw new AppError("registrationDraftExpired");
  }
  const data = row.data as Record<string, unknown>;
  const fields = { ...fieldErrorsOf(signUpDraftSchema, data), ...consentErrors };
  if (!row.passwordHash) fields.password = ["required"];
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  const parsed = signUpDraftSchema.parse(data);
  const {
    password: _p,
    passwordConfirmation: _c,
    ...normalized
  } = normalizedSignUp({
    ...parsed,
    password: "",
    passwordConfirmation: "",
    consents: { ...parsed.consents, marketing: parsed.consents.marketing ?? false },
    promoCode: parsed.promoCode ?? "",
  });
  // The draft is spent with the account: its password hash and resume link go; it stays (without
  // them) until the account is confirmed or removed.
  const spend = async (tx: Db, userId: string) => {
    await tx
      .update(registrationDrafts)
      .set({ usedAt: now, userId, passwordHash: null, resumeTokenHash: null })
      .where(eq(registrationDrafts.id, draftId));
  };
  try {
    const { userId } = await createTrialAccount(
      { db, mailer, now },
      { ...normalized, passwordHash: row.passwordHash! },
      { locale: input.locale, baseUrl: input.baseUrl, inTransaction: spend },
    );
    return { userId, email: normalized.user.email };
  } catch (error) {
    // Another submit of this draft made the account meanwhile: its result, not "NIP taken".
    const done = error instanceof AppError ? await earlier() : null;
    if (done) return done;
    throw error;
  }
}
