import { parseAmount } from "../../../shared/format.ts";
import {
  type AmountAnswer,
  type AmountPeriod,
  type AmountUnit,
  type AnswerError,
  type AnswerValue,
  answerError,
  type QuestionRule,
} from "../../../shared/interview.ts";

/** What a typed field holds before it becomes an answer: the text as typed, kept even when invalid. */
export interface AmountDraft {
  value: string;
  unit: AmountUnit;
  period: AmountPeriod;
}
export type Draft = string | AmountDraft;

/** The outcome of reading a draft: an answer, nothing (a cleared field), or why it cannot be one. */
export type Reading =
  { kind: "answer"; value: AnswerValue } | { kind: "empty" } | { kind: "error"; error: AnswerError };

/** Questions answered by typing (read from a draft), as opposed to choosing. */
export const isTyped = (q: QuestionRule) =>
  q.kind === "number" || q.kind === "text" || q.kind === "amount" || q.kind === "date";

/** The draft a saved answer shows as (numbers in the page's language, without grouping). */
export function draftOf(q: QuestionRule, value: AnswerValue | undefined, locale: string): Draft {
  const decimal = (n: number) => (locale === "en" ? String(n) : String(n).replace(".", ","));
  if (q.kind === "amount") {
    const a = value as AmountAnswer | undefined;
    return {
      value: a ? decimal(a.value) : "",
      unit: a?.unit ?? "PLN",
      period: a?.period ?? q.periods?.[0] ?? "month",
    };
  }
  if (q.kind === "number") return typeof value === "number" ? decimal(value) : "";
  if (q.kind === "text" || q.kind === "date") return typeof value === "string" ? value : "";
  return "";
}

/** Reads a typed draft as an answer by the same rules the server applies. */
export function readDraft(q: QuestionRule, draft: Draft): Reading {
  let value: AnswerValue;
  if (q.kind === "amount") {
    const d = draft as AmountDraft;
    if (!d.value.trim()) return { kind: "empty" };
    const n = parseAmount(d.value);
    if (n === null) return { kind: "error", error: "notANumber" };
    value = { value: n, unit: d.unit, period: d.period };
  } else if (q.kind === "number") {
    const s = (draft as string).trim();
    if (!s) return { kind: "empty" };
    const n = parseAmount(s);
    if (n === null) return { kind: "error", error: "notANumber" };
    value = n;
  } else {
    const s = (draft as string).trim();
    if (!s) return { kind: "empty" };
    value = s;
  }
  const error = answerError(q, value);
  return error ? { kind: "error", error } : { kind: "answer", value };
}

export const sameAnswer = (a: AnswerValue | undefined, b: AnswerValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);
