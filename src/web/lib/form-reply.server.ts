import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { appErrorOf } from "../../shared/session-cookie.ts";
import { withoutControlCharacters } from "../../shared/text-rules.ts";

/** A page action's form on its contract's schema (Conform's reading of the FormData). */
export const parseForm = <Schema extends z.ZodType>(form: FormData, schema: Schema) => parseWithZod(form, { schema });

type Submission = ReturnType<typeof parseForm<z.ZodType>>;

interface ReplyOptions {
  /** Fields never sent back (passwords). */
  hide?: string[];
  /** Characters of each typed value sent back (500): without control characters, cut. */
  keep?: number;
}

/** What was typed, safe to show again: strings cleaned and cut, nested values walked. */
function kept(value: unknown, max: number): unknown {
  if (typeof value === "string") return withoutControlCharacters(value).slice(0, max);
  if (Array.isArray(value)) return value.map((item) => kept(item, max));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, kept(item, max)]));
  return value;
}

/** The reply Conform shows: the submission's errors with `errors` added, what was typed kept safely. */
export const formReply = (
  submission: Submission,
  errors: { fieldErrors?: Record<string, string[]>; formErrors?: string[] },
  { hide = [], keep = 500 }: ReplyOptions,
): SubmissionResult<string[]> => {
  const reply = submission.reply({ ...errors, hideFields: hide });
  return { ...reply, initialValue: kept(reply.initialValue, keep) as SubmissionResult<string[]>["initialValue"] };
};

/** A form the schema refused: 400, code `validation`, each field's codes in `reply`. */
export function formInvalid<T extends Record<string, unknown>>(
  submission: Submission,
  extra: T,
  options: ReplyOptions = {},
) {
  return data(
    { ok: false as const, code: "validation", reply: formReply(submission, {}, options), ...extra },
    { status: 400 },
  );
}

/**
 * A domain refusal as a form answer: the code (shown by the page unless it is `validation`), the
 * field errors in `reply`, status 400 (429 and 423 kept, with Retry-After). Anything else is
 * rethrown.
 */
export function formRefusedBy<T extends Record<string, unknown>>(
  submission: Submission,
  error: unknown,
  extra: T,
  options: ReplyOptions = {},
) {
  const refused = appErrorOf(error);
  if (!refused) throw error;
  const status = refused.status === 429 || refused.status === 423 ? refused.status : 400;
  const headers: HeadersInit = refused.retryAfterSeconds ? { "Retry-After": String(refused.retryAfterSeconds) } : {};
  const reply = formReply(
    submission,
    { fieldErrors: refused.fields ?? {}, formErrors: refused.code === "validation" ? [] : [refused.code] },
    options,
  );
  return data({ ok: false as const, code: refused.code, reply, ...extra }, { status, headers });
}
