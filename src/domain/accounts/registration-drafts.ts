import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrationDrafts } from "../../db/schema/index.ts";
import {
  SIGN_UP_STEP_FIELDS,
  SIGN_UP_STEPS,
  signUpStepSchemas,
  type SignUpStep,
} from "../../shared/contracts/account.ts";
import { fieldErrorsOf } from "../../shared/contracts/fields.ts";
import { withoutControlCharacters } from "../../shared/text-rules.ts";
import type { RateLimiter } from "../access/rate-limiter.ts";
import { AppError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";
import { hashPassword } from "./password.ts";
import { hashSessionToken, newSessionToken } from "./session-token.ts";
import { isPromoCodeAvailable } from "./promo-codes.ts";
import { ACTIVATION_DAYS, isTinAvailable } from "./sign-up.service.ts";
import { emailTaken } from "./user-by-email.ts";

/** A draft lives as long as an unconfirmed account: 14 days from its start (spec §9). */
export const DRAFT_DAYS = ACTIVATION_DAYS;
const DRAFT_MS = DRAFT_DAYS * 24 * 60 * 60 * 1000;

interface Deps {
  db: Db;
  mailer: Mailer;
  now?: Date;
}

/** What the wizard shows of a draft: never its password (nor its hash), nor any token. */
export interface DraftView {
  id: string;
  step: number;
  stepName: SignUpStep;
  values: Record<string, unknown>;
  email: string | null;
  hasPassword: boolean;
  expiresAt: Date;
}

const clean = (value: unknown) =>
  typeof value === "string" ? withoutControlCharacters(value).slice(0, 500) : undefined;
/** A checkbox as parsed (true) or as posted ("on"). */
const ticked = (value: unknown) => value === true || value === "on";

/**
 * A step's values as typed (checked or not), only its own fields, strings cleaned and cut. A
 * field not posted at all is left out (what the draft holds stays); a box not ticked is false.
 */
export function stepValues(step: SignUpStep, raw: unknown): Record<string, unknown> {
  const source = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const fields = step === "passwords" ? [] : SIGN_UP_STEP_FIELDS[step];
  if (Array.isArray(fields))
    return Object.fromEntries(fields.filter((name) => name in source).map((name) => [name, clean(source[name]) ?? ""]));
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([group]) => group === "consents" || group in source)
      .map(([group, names]) => {
        const inner = (source[group] && typeof source[group] === "object" ? source[group] : {}) as Record<
          string,
          unknown
        >;
        const read = group === "consents" ? ticked : (value: unknown) => clean(value) ?? "";
        return [group, Object.fromEntries(names.map((name) => [name, read(inner[name])]))];
      }),
  );
}

const stepName = (step: number): SignUpStep => SIGN_UP_STEPS[Math.min(Math.max(step, 1), 6) - 1]!;

/** A draft not yet used and not expired at `now`. */
export const live = (now: Date) => and(isNull(registrationDrafts.usedAt), gt(registrationDrafts.expiresAt, now));

/** The draft the browser's token holds, while unused and unexpired; null otherwise. */
export async function openDraft(db: Db, token: string | undefined, now = new Date()): Promise<DraftView | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(registrationDrafts)
    .where(and(eq(registrationDrafts.tokenHash, hashSessionToken(token)), live(now)));
  if (!row) return null;
  return {
    id: row.id,
    step: row.step,
    stepName: stepName(row.step),
    values: (row.data ?? {}) as Record<string, unknown>,
    email: row.email,
    hasPassword: row.passwordHash !== null,
    expiresAt: row.expiresAt,
  };
}

/** A new draft at step 1; the token is the browser's (only its SHA-256 is stored). */
export async function startDraft(db: Db, locale: string, now = new Date()) {
  const token = newSessionToken();
  const [row] = await db
    .insert(registrationDrafts)
    .values({
      tokenHash: hashSessionToken(token),
      locale: locale === "en" ? "en" : "pl",
      createdAt: now,
      expiresAt: new Date(now.getTime() + DRAFT_MS),
    })
    .returning({ id: registrationDrafts.id });
  return { token, id: row!.id };
}

/**
 * A step on its schema, then what only the database knows: a NIP or an address already
 * registered, a promo code not usable. Each refusal names its field.
 */
async function checkStep(db: Db, step: SignUpStep, raw: unknown, now: Date) {
  const fields = fieldErrorsOf(signUpStepSchemas[step], raw);
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  const value = raw as { company?: { tin: string }; user?: { email: string }; promoCode?: string };
  if (step === "company" && !(await isTinAvailable(db, value.company!.tin)))
    throw new AppError("tinTaken", { fields: { "company.tin": ["tinTaken"] } });
  if (step === "user" && (await emailTaken(db, value.user!.email.trim())))
    throw new AppError("emailIsTaken", { fields: { "user.email": ["emailIsTaken"] } });
  if (step === "plan" && value.promoCode?.trim() && !(await isPromoCodeAvailable(db, value.promoCode, now)))
    throw new AppError("invalidPromoCode", { fields: { promoCode: ["invalidPromoCode"] } });
}

/**
 * Saves what a step gave and moves the draft to `to`. With `checked`, the step's schema must
 * accept the values (validation otherwise, nothing saved): the passwords step then stores the
 * argon2id hash of the password, and the user step the address the resume link goes to.
 * Unchecked (Back, Finish later), the typed values are kept as they are, passwords never.
 */
export async function saveDraftStep(
  db: Db,
  draftId: string,
  input: { step: SignUpStep; raw: unknown; checked: boolean; to: number },
  now = new Date(),
) {
  const { step, raw, checked } = input;
  if (checked) await checkStep(db, step, raw, now);
  const values = stepValues(step, raw);
  const password = (raw as { password?: unknown } | null)?.password;
  const passwordHash =
    checked && step === "passwords" && typeof password === "string" ? await hashPassword(password) : undefined;
  const email = checked && step === "user" ? (values.user as { email: string }).email.trim() : undefined;
  const [row] = await db
    .update(registrationDrafts)
    .set({
      data: sql`${registrationDrafts.data} || ${JSON.stringify(values)}::jsonb`,
      step: Math.min(Math.max(input.to, 1), SIGN_UP_STEPS.length),
      ...(passwordHash ? { passwordHash } : {}),
      ...(email ? { email } : {}),
    })
    .where(and(eq(registrationDrafts.id, draftId), live(now)))
    .returning({ step: registrationDrafts.step });
  if (!row) throw new AppError("registrationDraftExpired");
  return { step: row.step };
}

/** Takes a point of a budget; false, instead of a refusal, when it is spent. */
async function withinBudget(rateLimits: RateLimiter, action: Parameters<RateLimiter["consume"]>[0], key: string) {
  try {
    await rateLimits.consume(action, key);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "tooManyResourceCalls") return false;
    throw error;
  }
}

/**
 * "Finish later": mails a link that opens the draft at its step on any device. Single-use; a new
 * one replaces the one before; it ends with the draft. Refused (validation on the address) until
 * the user step has given an address, and past the draft's own budget (registrationResumeByDraft,
 * 429). Past the address's budget (registrationResumeByEmail, whoever asks) the answer is the
 * same as when the mail goes, but none goes and the link mailed before stays (ADR 023): the asker
 * learns nothing of the address, and the address gets a few links a day at most.
 */
export async function mailResumeLink(
  { db, mailer, rateLimits, now = new Date() }: Deps & { rateLimits: RateLimiter },
  draftId: string,
  baseUrl: string,
) {
  const [draft] = await db
    .select({ email: registrationDrafts.email })
    .from(registrationDrafts)
    .where(and(eq(registrationDrafts.id, draftId), live(now)));
  if (!draft?.email) throw new AppError("validation", { fields: { "user.email": ["required"] } });
  await rateLimits.consume("registrationResumeByDraft", draftId);
  // Each address gets a few links a day, whichever client or draft asks for them.
  if (!(await withinBudget(rateLimits, "registrationResumeByEmail", draft.email.toLowerCase())))
    return { email: draft.email };
  const token = newSessionToken();
  const [row] = await db
    .update(registrationDrafts)
    .set({ resumeTokenHash: hashSessionToken(token) })
    .where(and(eq(registrationDrafts.id, draftId), live(now), sql`${registrationDrafts.email} is not null`))
    .returning();
  if (!row?.email) throw new AppError("validation", { fields: { "user.email": ["required"] } });
  const name = ((row.data as { user?: { name?: string } }).user?.name ?? "").trim();
  const days = Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / (24 * 60 * 60 * 1000)));
  const mail = renderMail("registrationResume", row.locale, {
    name,
    link: `${baseUrl}/wyprobuj?wznow=${token}`,
    days,
  });
  mailer.queue({ ...mail, to: row.email, kind: "registrationResume" });
  return { email: row.email };
}

/**
 * Opens a mailed resume link: spends it (one statement, so it works once) and gives the draft a
 * new browser token, so the device that opened the link holds the draft from then on. Null when
 * the link is unknown, used, or its draft expired or became an account.
 */
export async function resumeDraft(db: Db, resumeToken: string, now = new Date()) {
  if (!resumeToken || resumeToken.length > 200) return null;
  const token = newSessionToken();
  const [row] = await db
    .update(registrationDrafts)
    .set({ resumeTokenHash: null, resumedAt: now, tokenHash: hashSessionToken(token) })
    .where(and(eq(registrationDrafts.resumeTokenHash, hashSessionToken(resumeToken)), live(now)))
    .returning({ step: registrationDrafts.step });
  return row ? { token, step: row.step } : null;
}
