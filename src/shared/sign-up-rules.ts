import { failedPasswordRules } from "./password-rules.ts";
import { hasControlCharacters } from "./text-rules.ts";
import { normalizeTin, tinError } from "./tin.ts";

/** The trial sign-up form (spec §2 /access/request): company, user and password parts, consents. */
export interface SignUpInput {
  company: { name: string; tin: string; street: string; postalCode: string; city: string };
  user: { name: string; surname: string; email: string };
  password: string;
  passwordConfirmation: string;
  consents: { terms: boolean; privacy: boolean; marketing: boolean };
  /** Optional (spec §2 sign-up: subscription plan with promo code). */
  promoCode?: string;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A person's name and surname: at most this many characters each, after trimming. */
export const PERSON_NAME_MAX = 100;

/**
 * Field errors of a person's name and surname, the one contract of the sign-up, the profile and
 * an invited employee: required, tooLong, invalidCharacters (under `prefix` + field name).
 */
export function personNameErrors(input: { name: string; surname: string }, prefix = ""): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const field of ["name", "surname"] as const) {
    const value = input[field].trim();
    const code = !value
      ? "required"
      : hasControlCharacters(value)
        ? "invalidCharacters"
        : value.length > PERSON_NAME_MAX
          ? "tooLong"
          : null;
    if (code) fields[`${prefix}${field}`] = [code];
  }
  return fields;
}
export const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;

/**
 * Field errors as codes the form translates (spec §5 messages): required, tooLong, email, tin
 * (not 10 digits) or tinChecksum, postalCode, the password rules, mismatch, consentRequired.
 * Shared by the page and the server.
 */
export function signUpFieldErrors(input: SignUpInput): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, code: string) => (fields[field] ??= []).push(code);
  const text = (field: string, value: string, max: number) => {
    if (!value.trim()) add(field, "required");
    else if (value.length > max) add(field, "tooLong");
  };
  text("company.name", input.company.name, 200);
  const tin = input.company.tin.trim() ? tinError(input.company.tin) : "required";
  if (tin) add("company.tin", tin);
  text("company.street", input.company.street, 200);
  if (!input.company.postalCode.trim()) add("company.postalCode", "required");
  else if (!POSTAL_CODE_PATTERN.test(input.company.postalCode.trim())) add("company.postalCode", "postalCode");
  text("company.city", input.company.city, 100);
  Object.assign(fields, personNameErrors(input.user, "user."));
  if (!input.user.email.trim()) add("user.email", "required");
  else if (input.user.email.length > 320 || !EMAIL_PATTERN.test(input.user.email.trim())) add("user.email", "email");
  for (const rule of failedPasswordRules(input.password)) add("password", rule);
  if (input.password !== input.passwordConfirmation) add("passwordConfirmation", "mismatch");
  if ((input.promoCode ?? "").length > 64) add("promoCode", "tooLong");
  if (!input.consents.terms) add("consents.terms", "consentRequired");
  if (!input.consents.privacy) add("consents.privacy", "consentRequired");
  return fields;
}

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
