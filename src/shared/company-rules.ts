import { EMAIL_PATTERN, personNameErrors, POSTAL_CODE_PATTERN } from "./sign-up-rules.ts";

/** What a company admin may change about the company (name and NIP are the register's). */
export interface CompanyDetailsInput {
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  website: string;
}

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,18}$/;

const add = (fields: Record<string, string[]>, field: string, code: string) => (fields[field] ??= []).push(code);

/** Field error codes (translated as `fieldErrors.<code>`); shared by the form and the server. */
export function companyDetailsErrors(input: CompanyDetailsInput): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const required = (field: keyof CompanyDetailsInput, max: number) => {
    const value = input[field].trim();
    if (!value) add(fields, field, "required");
    else if (value.length > max) add(fields, field, "tooLong");
  };
  required("street", 200);
  if (!input.postalCode.trim()) add(fields, "postalCode", "required");
  else if (!POSTAL_CODE_PATTERN.test(input.postalCode.trim())) add(fields, "postalCode", "postalCode");
  required("city", 100);
  const phone = input.phone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) add(fields, "phone", "phone");
  const email = input.email.trim();
  if (email && (email.length > 320 || !EMAIL_PATTERN.test(email))) add(fields, "email", "email");
  const website = input.website.trim();
  if (website && (website.length > 300 || !isWebAddress(website))) add(fields, "website", "website");
  return fields;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Stored form: trimmed, optional contacts null when empty, a web address with its scheme. */
export const normalizedCompanyDetails = (input: CompanyDetailsInput) => ({
  street: input.street.trim(),
  postalCode: input.postalCode.trim(),
  city: input.city.trim(),
  phone: input.phone.trim() || null,
  email: input.email.trim() || null,
  website: input.website.trim()
    ? /^https?:\/\//i.test(input.website.trim())
      ? input.website.trim()
      : `https://${input.website.trim()}`
    : null,
});

export interface NewEmployeeInput {
  email: string;
  name: string;
  surname: string;
  isAdmin: boolean;
}

/** Field errors for adding an employee; an empty address is the spec's emailCannotBeEmpty. */
export function newEmployeeErrors(input: NewEmployeeInput): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const email = input.email.trim();
  if (!email) add(fields, "email", "emailCannotBeEmpty");
  else if (email.length > 320 || !EMAIL_PATTERN.test(email)) add(fields, "email", "email");
  return { ...fields, ...personNameErrors(input) };
}

/** Spec §5: a search phrase has at least 3 characters. */
export const SEARCH_PHRASE_MIN = 3;
export const searchPhraseTooShort = (phrase: string | null | undefined) =>
  Boolean(phrase?.trim()) && phrase!.trim().length < SEARCH_PHRASE_MIN;
