import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, consents, users } from "../../db/schema/index.ts";
import { LEGAL_VERSION } from "../../shared/documents.ts";
import { normalizedSignUp, signUpSchema, type SignUpInput } from "../../shared/contracts/account.ts";
import { fieldErrorsOf } from "../../shared/contracts/fields.ts";
import { isValidTin, normalizeTin } from "../../shared/tin.ts";
import { AppError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";
import { issueToken, spendToken } from "./account-tokens.ts";
import { awaitsInvitation, mailInvitationPending } from "./invitation-pending.ts";
import { hashPassword } from "./password.ts";
import { emailTaken, userByEmail } from "./user-by-email.ts";
import { setCompanyRoles } from "../access/user-roles.ts";
import { normalizePromoCode, redeemPromoCode } from "./promo-codes.ts";
import { advanceRegistrationStatus } from "../companies/registration-status.ts";

/** A quick-registration account must be confirmed within 14 days. */
export const ACTIVATION_DAYS = 14;
const ACTIVATION_MS = ACTIVATION_DAYS * 24 * 60 * 60 * 1000;

interface Deps {
  db: Db;
  mailer: Mailer;
  now?: Date;
}

const tinTaken = async (db: Db, tin: string) =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.tin, tin)).limit(1)).length > 0;

/** Spec: isTINAvailable — a valid NIP no company has registered yet. */
export async function isTinAvailable(db: Db, tin: string): Promise<boolean> {
  return isValidTin(tin) && !(await tinTaken(db, normalizeTin(tin)));
}

/**
 * Trial sign-up: a not-verified company on the trial plan, its admin user (not active until
 * confirmed), the consents with the documents' version, and the confirmation mail.
 */
export async function signUp({ db, mailer, now = new Date() }: Deps, raw: SignUpInput & Placement) {
  const fields = fieldErrorsOf(signUpSchema, raw);
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  const { password: _password, passwordConfirmation: _confirmation, ...input } = normalizedSignUp(raw);
  const placement = { locale: raw.locale, baseUrl: raw.baseUrl };
  return createTrialAccount(
    { db, mailer, now },
    { ...input, passwordHash: await hashPassword(raw.password) },
    placement,
  );
}

type Placement = {
  locale: string;
  baseUrl: string;
  /** Runs in the transaction that stores the account, last (the wizard marks its draft spent). */
  inTransaction?: (tx: Db, userId: string) => Promise<void>;
};

/** A sign-up checked and normalized, with its password already hashed (argon2id). */
export type TrialAccountInput = Omit<SignUpInput, "password" | "passwordConfirmation"> & { passwordHash: string };

/**
 * Stores the company (registration status 0, started) and its admin, and mails the confirmation
 * link: the one-form sign-up and the wizard's final submit (registration-drafts.ts) end here.
 */
export async function createTrialAccount(
  { db, mailer, now = new Date() }: Deps,
  input: TrialAccountInput,
  { locale, baseUrl, inTransaction }: Placement,
) {
  if (await tinTaken(db, input.company.tin))
    throw new AppError("tinTaken", { fields: { "company.tin": ["tinTaken"] } });
  if (await emailTaken(db, input.user.email))
    throw new AppError("emailIsTaken", { fields: { "user.email": ["emailIsTaken"] } });
  const promoCode = input.promoCode?.trim() ? normalizePromoCode(input.promoCode) : null;
  let userId: string;
  try {
    userId = await db.transaction(async (tx) => {
      // An invalid or expired promo code is rejected (and nothing is stored).
      if (promoCode && !(await redeemPromoCode(tx as unknown as Db, promoCode, now))) {
        throw new AppError("invalidPromoCode", { fields: { promoCode: ["invalidPromoCode"] } });
      }
      const [company] = await tx
        .insert(companies)
        .values({
          ...input.company,
          status: "not_verified",
          plan: "trial",
          promoCode,
          registrationStatus: 0,
          createdAt: now,
        })
        .returning({ id: companies.id });
      const [user] = await tx
        .insert(users)
        .values({
          ...input.user,
          passwordHash: input.passwordHash,
          companyId: company!.id,
          isActive: false,
          locale: locale === "en" ? "en" : "pl",
          createdAt: now,
        })
        .returning({ id: users.id });
      await setCompanyRoles(tx as unknown as Db, user!.id, true);
      const kinds: ("terms" | "privacy" | "marketing")[] = [
        "terms",
        "privacy",
        ...(input.consents.marketing ? (["marketing"] as const) : []),
      ];
      const given = kinds.map((kind) => ({
        userId: user!.id,
        kind,
        documentVersion: LEGAL_VERSION,
        givenAt: now,
      }));
      await tx.insert(consents).values(given);
      await inTransaction?.(tx as unknown as Db, user!.id);
      return user!.id;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Two sign-ups racing for one NIP or address: the unique index decides.
    const text = String((error as { cause?: unknown })?.cause ?? error);
    if (text.includes("companies_tin_unique"))
      throw new AppError("tinTaken", { fields: { "company.tin": ["tinTaken"] } });
    if (text.includes("users_email_lower_idx"))
      throw new AppError("emailIsTaken", { fields: { "user.email": ["emailIsTaken"] } });
    throw error;
  }
  await sendConfirmation(
    db,
    mailer,
    { id: userId, name: input.user.name, email: input.user.email, locale, createdAt: now },
    baseUrl,
    now,
  );
  return { userId };
}

async function sendConfirmation(
  db: Db,
  mailer: Mailer,
  user: { id: string; name: string; email: string; locale: string; createdAt: Date },
  baseUrl: string,
  now: Date,
) {
  // The link lives as long as the 14 days from sign-up last, however often it is resent.
  const remaining = user.createdAt.getTime() + ACTIVATION_MS - now.getTime();
  if (remaining <= 0) return;
  const token = await issueToken(db, user.id, "confirmAccount", remaining, now);
  const mail = renderMail("confirmAccount", user.locale, {
    name: user.name,
    link: `${baseUrl}/potwierdz/kod/${token}`,
    days: ACTIVATION_DAYS,
  });
  mailer.queue({ ...mail, to: user.email, kind: "confirmAccount" });
}

/**
 * Confirms the account of a single-use, unexpired token; confirmAccountTokenInvalid otherwise.
 * Only an account its owner signed up for and still awaiting its confirmation becomes active:
 * one the company admin has switched off (or on) stays as the admin left it,
 * and one the admin invited is activated by its invitation only, so an expired invitation is not
 * turned into an active account by a confirmation link.
 */
export async function confirmAccount({ db, now = new Date() }: Omit<Deps, "mailer">, token: string) {
  const userId = await spendToken(db, token, "confirmAccount", now);
  if (!userId) throw new AppError("confirmAccountTokenInvalid");
  const [user] = await db
    .update(users)
    .set({ isActive: true, confirmedAt: now })
    .where(and(eq(users.id, userId), eq(users.isBlocked, false), isNull(users.confirmedAt), isNull(users.invitedAt)))
    .returning({ email: users.email, companyId: users.companyId });
  if (!user) throw new AppError("confirmAccountTokenInvalid");
  // The company's registration status 1, account confirmed (docs/decisions/023).
  if (user.companyId) await advanceRegistrationStatus(db, user.companyId, 1);
  return { email: user.email };
}

/**
 * Resends the link to an account still awaiting its confirmation within its 14 days; nothing to
 * an account confirmed before, or switched on or off by its company admin. An invited employee
 * who has not accepted gets no link but a mail saying that only the invitation activates the
 * account and whom to ask for a new one. The same answer for any address.
 */
export async function resendConfirmation(
  { db, mailer, now = new Date() }: Deps,
  input: { email: string; baseUrl: string },
) {
  const user = await userByEmail(db, input.email);
  if (!user || user.isActive || user.isBlocked || user.confirmedAt) return;
  // After the answer, as for password help: the timing must not tell registered addresses apart.
  if (awaitsInvitation(user)) mailer.afterAnswer(() => mailInvitationPending(db, mailer, user));
  else mailer.afterAnswer(() => sendConfirmation(db, mailer, user, input.baseUrl, now));
}
