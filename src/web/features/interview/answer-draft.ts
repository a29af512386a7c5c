import { readTyped, type Reading } from "../../../shared/contracts/interview.ts";
import type { AmountAnswer, AmountPeriod, AmountUnit, AnswerValue, QuestionRule } from "../../../shared/interview.ts";

export type { Reading };

/** What a typed field holds before it becomes an answer: the text as typed, kept even when invalid. */
export interface AmountDraft {
  value: string;
  unit: AmountUnit;
  period: AmountPeriod;
}
export type Draft = string | AmountDraft;

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

/** Reads a typed draft as an answer by the same rules the server applies (the interview's contract). */
export const readDraft = (q: QuestionRule, draft: Draft): Reading => readTyped(q, draft);

export const sameAnswer = (a: AnswerValue | undefined, b: AnswerValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);
