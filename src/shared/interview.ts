/**
 * The interview's rules, shared by the server (which refuses invalid answers whole) and the page
 * (which shows the same errors before anything is sent). The questions themselves are data
 * (content/interview); this module only knows their kinds.
 */
import { isIsoDate, PROFILE_START_MAX, PROFILE_START_MIN } from "./business-profile.ts";

/** "date": an ISO day (`YYYY-MM-DD`) in the business profile's range (the start date). */
export const QUESTION_KINDS = ["single", "multiple", "amount", "number", "text", "yesno", "date"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const AMOUNT_PERIODS = ["month", "year", "once"] as const;
export type AmountPeriod = (typeof AMOUNT_PERIODS)[number];
/** An amount is typed in złoty or in thousands of złoty ("10 tys. zł"). */
export const AMOUNT_UNITS = ["PLN", "kPLN"] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

export interface AmountAnswer {
  value: number;
  unit: AmountUnit;
  period: AmountPeriod;
}
/** A date answer is an ISO day string. */
export type AnswerValue = string | string[] | number | boolean | AmountAnswer;
export type Answers = Record<string, AnswerValue>;

/** A question is shown only when an earlier answer matches. */
export interface ShowIf {
  question: string;
  equals?: string | number | boolean;
  greaterThan?: number;
}

export interface QuestionRule {
  id: string;
  kind: QuestionKind;
  required: boolean;
  options?: string[];
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  periods?: AmountPeriod[];
  showIf?: ShowIf;
}

/** What a page needs to show a question: the rule with its texts in the user's language. */
export interface LocalizedQuestion extends QuestionRule {
  section: string;
  label: string;
  help: string;
  placeholder?: string;
  optionLabels?: Record<string, string>;
}
export interface LocalizedSection {
  id: string;
  title: string;
  intro: string;
  questions: LocalizedQuestion[];
}

export type AnswerError =
  | "required"
  | "notANumber"
  | "notAnInteger"
  | "tooSmall"
  | "tooLarge"
  | "tooShort"
  | "tooLong"
  | "invalidOption"
  | "chooseAtLeastOne"
  | "invalidPeriod"
  | "invalidUnit"
  | "invalidDate"
  | "unknownQuestion";

export const isVisible = (question: QuestionRule, answers: Answers): boolean => {
  const condition = question.showIf;
  if (!condition) return true;
  const value = answers[condition.question];
  if (value === undefined) return false;
  if (condition.equals !== undefined) return value === condition.equals;
  if (condition.greaterThan !== undefined) return typeof value === "number" && value > condition.greaterThan;
  return true;
};

/** The amount in złoty, whatever unit it was typed in. */
export const amountInPln = (a: AmountAnswer) => Math.round(a.value * (a.unit === "kPLN" ? 1000 : 1) * 100) / 100;

const isAmount = (v: unknown): v is AmountAnswer =>
  typeof v === "object" && v !== null && !Array.isArray(v) && "value" in v;

function rangeError(question: QuestionRule, n: number): AnswerError | null {
  if (question.min !== undefined && n < question.min) return "tooSmall";
  if (question.max !== undefined && n > question.max) return "tooLarge";
  return null;
}

/** Why a value cannot be the answer to the question, or null when it can. */
export function answerError(question: QuestionRule, value: unknown): AnswerError | null {
  switch (question.kind) {
    case "single":
      return typeof value === "string" && question.options?.includes(value) ? null : "invalidOption";
    case "multiple":
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string" || !question.options?.includes(v)))
        return "invalidOption";
      if (new Set(value).size !== value.length) return "invalidOption";
      return value.length === 0 ? (question.required ? "chooseAtLeastOne" : null) : null;
    case "yesno":
      return typeof value === "boolean" ? null : "invalidOption";
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return "notANumber";
      if (!Number.isInteger(value)) return "notAnInteger";
      return rangeError(question, value);
    case "date":
      return typeof value === "string" && isIsoDate(value) && value >= PROFILE_START_MIN && value <= PROFILE_START_MAX
        ? null
        : "invalidDate";
    case "text": {
      if (typeof value !== "string") return "tooShort";
      const text = value.trim();
      if (question.minLength !== undefined && text.length < question.minLength) return "tooShort";
      if (question.maxLength !== undefined && text.length > question.maxLength) return "tooLong";
      return null;
    }
    case "amount": {
      if (!isAmount(value)) return "notANumber";
      if (typeof value.value !== "number" || !Number.isFinite(value.value)) return "notANumber";
      if (!AMOUNT_UNITS.includes(value.unit)) return "invalidUnit";
      if (!(question.periods ?? ["month"]).includes(value.period)) return "invalidPeriod";
      const keys = Object.keys(value).filter((k) => !["value", "unit", "period"].includes(k));
      if (keys.length) return "notANumber";
      return rangeError(question, amountInPln(value));
    }
  }
}

/** The visible required questions still without an answer. */
export const missingAnswers = (questions: QuestionRule[], answers: Answers): string[] =>
  questions
    .filter((q) => q.required && isVisible(q, answers))
    .filter((q) => {
      const value = answers[q.id];
      return value === undefined || (Array.isArray(value) && value.length === 0);
    })
    .map((q) => q.id);
