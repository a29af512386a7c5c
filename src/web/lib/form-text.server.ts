import { data } from "react-router";
import { formTextErrors, withoutControlCharacters } from "../../shared/text-rules.ts";

type Limits = Parameters<typeof formTextErrors>[1];

/** A refused form, in formRefusal's shape: the code, the field errors (400) and what it keeps. */
export const formRefused = <T extends Record<string, unknown>>(
  code: string,
  fields: Record<string, string[]>,
  keep: T,
) => data({ ok: false as const, code, fields, ...keep }, { status: 400 });

/**
 * A page action's text check, before any service or database call: every text field within its
 * limit (others: one line of TEXT_LIMITS.line) and free of control characters, else the form's
 * refusal `validation` with the field codes (`tooLong`, `invalidCharacters`) and what it keeps.
 */
export function refuseFormText<T extends Record<string, unknown>>(form: FormData, limits: Limits, keep: T) {
  const fields = formTextErrors(form, limits);
  return Object.keys(fields).length ? formRefused("validation", fields, keep) : null;
}

/** A typed value kept for the re-rendered form: without control characters, cut to its limit. */
export const keptText = (value: string, max: number) => withoutControlCharacters(value).slice(0, max);
