import { z } from "zod";
import { hasControlCharacters, INVALID_CHARACTERS, TOO_LONG } from "../text-rules.ts";

/**
 * Field builders of the contracts: each check's message is a field code (`common.json`
 * `fieldErrors`), and a field reports one code, the first that applies, in the order
 * required → invalidCharacters → its own format → tooLong. The same schema checks a page form
 * in the browser (through Conform, where an empty field arrives as undefined), the page action,
 * and the domain (where it arrives as an empty string).
 */
export const REQUIRED = "required";

type Check = (value: string) => string | null;

interface TextOptions {
  /** Characters after trimming. */
  max: number;
  min?: number;
  multiLine?: boolean;
  /** A format check on the trimmed value, answering a field code. */
  format?: Check;
}

const firstCode = (value: string, { max, min, multiLine, format }: TextOptions): string | null => {
  const trimmed = value.trim();
  if (hasControlCharacters(value, multiLine)) return INVALID_CHARACTERS;
  if (trimmed.length > max) return TOO_LONG;
  if (min && trimmed.length < min) return "tooShort";
  return format ? format(trimmed) : null;
};

/** A required text: trimmed; empty (or only spaces) is `required`. */
export const requiredText = (options: TextOptions) =>
  z.string({ error: REQUIRED }).superRefine((value, ctx) => {
    const code = value.trim() ? firstCode(value, options) : REQUIRED;
    if (code) ctx.addIssue({ code: "custom", message: code });
  });

/** An optional text: empty passes; anything typed must meet the rules. */
export const optionalText = (options: TextOptions) =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const code = value?.trim() ? firstCode(value, options) : null;
      if (code) ctx.addIssue({ code: "custom", message: code });
    });

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 320;
const emailFormat: Check = (value) => (EMAIL_PATTERN.test(value) ? null : "email");

/** An e-mail address; `emptyCode` names what an empty one is (the employee form's own code). */
export const email = (emptyCode = REQUIRED) =>
  z.string({ error: emptyCode }).superRefine((value, ctx) => {
    const code = value.trim() ? firstCode(value, { max: EMAIL_MAX, format: emailFormat }) : emptyCode;
    if (code) ctx.addIssue({ code: "custom", message: code });
  });

/** An optional e-mail address (a company's contact). */
export const optionalEmail = () =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const code = value?.trim() ? firstCode(value, { max: EMAIL_MAX, format: emailFormat }) : null;
      if (code) ctx.addIssue({ code: "custom", message: code });
    });

/** A person's name or surname: at most this many characters, after trimming. */
export const PERSON_NAME_MAX = 100;
export const personName = () => requiredText({ max: PERSON_NAME_MAX });

export const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;
export const postalCode = () =>
  requiredText({ max: 32, format: (value) => (POSTAL_CODE_PATTERN.test(value) ? null : "postalCode") });

/** A checkbox that must be ticked (a required consent). */
export const requiredConsent = () =>
  z.boolean({ error: "consentRequired" }).refine((ticked) => ticked, { error: "consentRequired" });

/** A checkbox that may stay empty: an unticked box posts nothing. */
export const optionalCheckbox = () => z.boolean().optional();

/**
 * Field errors as the forms and the API answer them: dotted path → codes. Empty when the input
 * meets the schema.
 */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldsOfIssues(result.error.issues);
}

/** A schema's issues as field errors: dotted path (`root` for the whole input) → its codes, each once. */
export function fieldsOfIssues(issues: readonly z.core.$ZodIssue[], root = ""): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path.join(".") || root;
    if (!fields[path]?.includes(issue.message)) (fields[path] ??= []).push(issue.message);
  }
  return fields;
}

const DECIMAL_TEXT = /^-?\d+([.,]\d+)?$/;
/** Thousands typed with spaces ("2 700", "12 000,50"): the spaces go before the check. */
const GROUPED_DIGITS = /^-?\d{1,3}([ \u00a0\u202f]\d{3})+([.,]\d+)?$/;
const plainDecimal = (text: string) => (GROUPED_DIGITS.test(text) ? text.replace(/[ \u00a0\u202f]/g, "") : text);

/**
 * A number typed in a form ("13,6" or "13.6") or sent as one: empty is null (or `required`);
 * outside the range, with more decimals than allowed, or not a number at all is `code`.
 */
export const measure = (code: string, range: { min: number; max: number }, decimals: number, required = false) =>
  z
    .union([z.number(), z.string().max(32)])
    .nullable()
    .optional()
    .transform((value, ctx) => {
      const text = typeof value === "string" ? plainDecimal(value.trim()) : value;
      if (text === undefined || text === null || text === "") {
        if (required) ctx.addIssue({ code: "custom", message: REQUIRED });
        return null;
      }
      const n = typeof text === "number" ? text : DECIMAL_TEXT.test(text) ? Number(text.replace(",", ".")) : NaN;
      const scaled = n * 10 ** decimals;
      const ok = Number.isFinite(n) && n >= range.min && n <= range.max && Math.abs(scaled - Math.round(scaled)) < 1e-6;
      if (!ok) ctx.addIssue({ code: "custom", message: code });
      return ok ? n : null;
    });

export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === "" ? REQUIRED : "invalidOption") });
