import { z } from "zod";
import {
  email,
  optionalCheckbox,
  optionalEmail,
  optionalText,
  personName,
  postalCode,
  requiredText,
} from "./fields.ts";

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,18}$/;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** What a company admin may change about the company (name and NIP are the register's). */
export const companyDetailsSchema = z.object({
  street: requiredText({ max: 200 }),
  postalCode: postalCode(),
  city: requiredText({ max: 100 }),
  phone: optionalText({ max: 32, format: (value) => (PHONE_PATTERN.test(value) ? null : "phone") }),
  email: optionalEmail(),
  website: optionalText({ max: 300, format: (value) => (isWebAddress(value) ? null : "website") }),
});

export interface CompanyDetailsInput {
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  website: string;
}

/** Stored form: trimmed, optional contacts null when empty, a web address with its scheme. */
export const normalizedCompanyDetails = (input: CompanyDetailsInput) => {
  const website = input.website.trim();
  return {
    street: input.street.trim(),
    postalCode: input.postalCode.trim(),
    city: input.city.trim(),
    phone: input.phone.trim() || null,
    email: input.email.trim() || null,
    website: website ? (/^https?:\/\//i.test(website) ? website : `https://${website}`) : null,
  };
};

/** Adding an employee; an empty address is the spec's emailCannotBeEmpty. */
export const newEmployeeSchema = z.object({
  email: email("emailCannotBeEmpty"),
  name: personName(),
  surname: personName(),
  isAdmin: optionalCheckbox(),
});

export interface NewEmployeeInput {
  email: string;
  name: string;
  surname: string;
  isAdmin: boolean;
}

/** A search phrase has at least 3 characters. */
export const SEARCH_PHRASE_MIN = 3;
export const searchPhraseTooShort = (phrase: string | null | undefined) =>
  Boolean(phrase?.trim()) && phrase!.trim().length < SEARCH_PHRASE_MIN;
