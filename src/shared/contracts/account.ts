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

/** The trial sign-up (company, its admin, password, plan, consents). */
export const signUpSchema = z
  .object({
    company: z.object({
      name: requiredText({ max: 200 }),
      tin: tin(),
      street: requiredText({ max: 200 }),
      postalCode: postalCode(),
      city: requiredText({ max: 100 }),
    }),
    user: z.object({ name: personName(), surname: personName(), email: email() }),
    ...newPasswordFields,
    promoCode: optionalText({ max: 64 }),
    consents: z.object({
      terms: requiredConsent(),
      privacy: requiredConsent(),
      marketing: optionalCheckbox(),
    }),
  })
  .refine(sameConfirmation, mismatch);

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
