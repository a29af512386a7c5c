import { z } from "zod";
import { failedPasswordRules } from "../password-rules.ts";
import { TEXT_LIMITS } from "../text-rules.ts";
import { normalizeTin, tinError } from "../tin.ts";
import {
  email,
  optionalCheckbox,
  optionalText,
  personName,
  postalCode,
  REQUIRED,
  requiredConsent,
  requiredText,
} from "./fields.ts";

/** Signing in: what the form checks before the lockout or any database call. */
export const signInSchema = z.object({
  email: email(),
  password: requiredText({ max: TEXT_LIMITS.password }),
});

/** A page that mails a link to an address (password help, activation resend). */
export const emailRequestSchema = z.object({ email: email() });

/** A person's name and surname: the profile, the sign-up and an invited employee. */
export const personNameSchema = z.object({ name: personName(), surname: personName() });

/** A new password: the spec's rules (each failed rule a code) and its confirmation. */
const newPassword = z.string({ error: REQUIRED }).superRefine((value, ctx) => {
  for (const rule of failedPasswordRules(value)) ctx.addIssue({ code: "custom", message: rule });
});

/** The confirmation differs: told even while other fields are wrong. */
const sameConfirmation = (value: { password?: unknown; passwordConfirmation?: unknown }) =>
  (value.password ?? "") === (value.passwordConfirmation ?? "");
const mismatch = { path: ["passwordConfirmation"], error: "mismatch", when: () => true };

export const newPasswordFields = {
  password: newPassword,
  passwordConfirmation: z.string().max(TEXT_LIMITS.password, { error: "tooLong" }).optional(),
};

/** Setting a password from a mailed link (reset or invitation). */
export const passwordResetSchema = z
  .object({ token: requiredText({ max: TEXT_LIMITS.token }), ...newPasswordFields })
  .refine(sameConfirmation, mismatch);

/** A signed-in user changes their password. */
export const passwordChangeSchema = z
  .object({ oldPassword: requiredText({ max: TEXT_LIMITS.password }), ...newPasswordFields })
  .refine(sameConfirmation, mismatch);

const tin = () =>
  z.string({ error: REQUIRED }).superRefine((value, ctx) => {
    const code = value.trim() ? (value.length > 32 ? "tin" : tinError(value)) : REQUIRED;
    if (code) ctx.addIssue({ code: "custom", message: code });
  });

/** "Import from the register": only the NIP is needed. */
export const companyLookupSchema = z.object({ company: z.object({ tin: tin() }) });

/** Sign-up wizard, step 1: the company (its NIP imported from the register or typed). */
export const signUpCompanySchema = z.object({
  company: z.object({
    name: requiredText({ max: 200 }),
    tin: tin(),
    street: requiredText({ max: 200 }),
    postalCode: postalCode(),
    city: requiredText({ max: 100 }),
  }),
});

/** Step 2: the person signing up, who becomes the company's admin. */
export const signUpUserSchema = z.object({
  user: z.object({ name: personName(), surname: personName(), email: email() }),
});

/** Step 3: the documents (none required now: they are added from /company/docs after activation). */
export const signUpDocumentsSchema = z.object({});

/** Step 4: the plan (the trial) with an optional promo code. */
export const signUpPlanSchema = z.object({ promoCode: optionalText({ max: 64 }) });

/** Step 5: the password and its confirmation. */
export const signUpPasswordsSchema = z.object({ ...newPasswordFields }).refine(sameConfirmation, mismatch);

/** Step 6: the summary with the consents. */
export const signUpConsentsSchema = z.object({
  consents: z.object({
    terms: requiredConsent(),
    privacy: requiredConsent(),
    marketing: optionalCheckbox(),
  }),
});

/** The wizard's steps in order, each validated on its own schema (the final submit checks the whole). */
export const SIGN_UP_STEPS = ["company", "user", "documents", "plan", "passwords", "summary"] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];
export const signUpStepSchemas = {
  company: signUpCompanySchema,
  user: signUpUserSchema,
  documents: signUpDocumentsSchema,
  plan: signUpPlanSchema,
  passwords: signUpPasswordsSchema,
  summary: signUpConsentsSchema,
} as const;

/** The fields each step keeps in a draft, by group (the passwords step keeps only a hash, apart). */
export const SIGN_UP_STEP_FIELDS: Record<SignUpStep, Record<string, string[]> | string[]> = {
  company: { company: ["name", "tin", "street", "postalCode", "city"] },
  user: { user: ["name", "surname", "email"] },
  documents: [],
  plan: ["promoCode"],
  passwords: ["password", "passwordConfirmation"],
  summary: { consents: ["terms", "privacy", "marketing"] },
};

/** The step (1–6) a field belongs to, by its dotted name; the first step for a name no step has. */
export function signUpStepOfField(field: string): number {
  const index = SIGN_UP_STEPS.findIndex((step) => {
    const fields = SIGN_UP_STEP_FIELDS[step];
    const groups = Array.isArray(fields) ? fields : Object.keys(fields);
    return groups.some((group) => field === group || field.startsWith(`${group}.`));
  });
  return index + 1 || 1;
}

/** The trial sign-up (company, its admin, password, plan, consents): every step's schema at once. */
export const signUpSchema = z
  .object({
    ...signUpCompanySchema.shape,
    ...signUpUserSchema.shape,
    ...newPasswordFields,
    ...signUpPlanSchema.shape,
    ...signUpConsentsSchema.shape,
  })
  .refine(sameConfirmation, mismatch);

/** What a draft holds of the whole: everything but the passwords (their argon2id hash is kept apart). */
export const signUpDraftSchema = z.object({
  ...signUpCompanySchema.shape,
  ...signUpUserSchema.shape,
  ...signUpPlanSchema.shape,
  ...signUpConsentsSchema.shape,
});

/** Resuming a draft from its mailed link. */
export const resumeDraftSchema = z.object({ token: requiredText({ max: TEXT_LIMITS.token }) });

export type SignUpInput = {
  company: { name: string; tin: string; street: string; postalCode: string; city: string };
  user: { name: string; surname: string; email: string };
  password: string;
  passwordConfirmation: string;
  consents: { terms: boolean; privacy: boolean; marketing: boolean };
  promoCode?: string;
};

/** What the sign-up stores: trimmed, the NIP without separators. */
export const normalizedSignUp = (input: SignUpInput): SignUpInput => ({
  ...input,
  company: {
    name: input.company.name.trim(),
    tin: normalizeTin(input.company.tin),
    street: input.company.street.trim(),
    postalCode: input.company.postalCode.trim(),
    city: input.company.city.trim(),
  },
  user: { name: input.user.name.trim(), surname: input.user.surname.trim(), email: input.user.email.trim() },
});
