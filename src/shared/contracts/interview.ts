import { z } from "zod";
import { parseAmount } from "../format.ts";
import {
  AMOUNT_PERIODS,
  AMOUNT_UNITS,
  type AmountPeriod,
  type AmountUnit,
  type AnswerError,
  type Answers,
  type AnswerValue,
  answerError,
  isVisible,
  type LocalizedQuestion,
  QUESTION_KINDS,
  type QuestionRule,
} from "../interview.ts";

/**
 * The interview's step form: the fields of one section's questions as the page posts them, read
 * into answers and checked by the interview's own rules (`answerError`, which the domain applies
 * to every saved answer) and by which questions are required. Messages are the rules' codes
 * (`interview.errors.<code>`).
 *
 * Field names: a question's id (an amount's figure, a choice's option, a multiple choice's
 * options, "true"/"false"), and for an amount `<id>-unit` and `<id>-period`.
 */

/** The outcome of reading a question's field: an answer, nothing (left empty), or why it is none. */
export type Reading =
  { kind: "answer"; value: AnswerValue } | { kind: "empty" } | { kind: "error"; error: AnswerError };

/** What an amount question's fields hold, as typed. */
export interface AmountText {
  value: string;
  unit: string;
  period: string;
}

const checked = (q: QuestionRule, value: AnswerValue): Reading => {
  const error = answerError(q, value);
  return error ? { kind: "error", error } : { kind: "answer", value };
};

/** A typed answer (amount, number, text, date) by the same rules the server applies. */
export function readTyped(q: QuestionRule, typed: string | AmountText): Reading {
  const text = (typeof typed === "string" ? typed : typed.value).trim();
  if (!text) return { kind: "empty" };
  if (q.kind !== "amount" && q.kind !== "number") return checked(q, text);
  const n = parseAmount(text);
  if (n === null) return { kind: "error", error: "notANumber" };
  if (q.kind === "number") return checked(q, n);
  const { unit, period } = typed as AmountText;
  return checked(q, { value: n, unit: unit as AmountUnit, period: period as AmountPeriod });
}

type FormValues = Record<string, string | string[] | undefined>;

const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

/** A question's fields in the step form, read. */
function readField(q: QuestionRule, values: FormValues): Reading {
  const raw = values[q.id];
  if (q.kind === "amount") {
    const period = values[`${q.id}-period`] ?? q.periods?.[0] ?? "month";
    const unit = values[`${q.id}-unit`] ?? "PLN";
    return readTyped(q, { value: String(raw ?? ""), unit: String(unit), period: String(period) });
  }
  if (q.kind === "multiple") {
    const chosen = list(raw);
    // The questionnaire's order, whatever order the boxes were ticked in.
    const ordered = (q.options ?? []).filter((o) => chosen.includes(o));
    return chosen.length ? checked(q, ordered.length === chosen.length ? ordered : chosen) : { kind: "empty" };
  }
  if (raw === undefined || Array.isArray(raw))
    return raw?.length ? { kind: "error", error: "invalidOption" } : { kind: "empty" };
  if (q.kind === "yesno") return raw === "true" || raw === "false" ? checked(q, raw === "true") : checked(q, raw);
  if (q.kind === "single") return checked(q, raw);
  return readTyped(q, raw);
}

/**
 * A step's fields as answers: each shown question's answer (null when left empty), or each
 * question's error code. Whether a question is shown follows the answers as they stand with
 * this step's fields read, so a question one of them reveals is checked by the same submit.
 */
export function readStep(questions: QuestionRule[], before: Answers, values: FormValues) {
  const current: Answers = { ...before };
  const readings = new Map(questions.map((q) => [q.id, readField(q, values)]));
  for (const q of questions) {
    const reading = readings.get(q.id)!;
    if (reading.kind === "answer") current[q.id] = reading.value;
    else if (reading.kind === "empty") delete current[q.id];
  }
  const answers: Record<string, AnswerValue | null> = {};
  const errors: Record<string, AnswerError> = {};
  for (const q of questions) {
    if (!isVisible(q, current)) continue;
    const reading = readings.get(q.id)!;
    if (reading.kind === "error") errors[q.id] = reading.error;
    else if (q.required && current[q.id] === undefined)
      errors[q.id] = q.kind === "multiple" ? "chooseAtLeastOne" : "required";
    else answers[q.id] = reading.kind === "answer" ? reading.value : null;
  }
  return { answers, errors };
}

const fieldsOf = (questions: QuestionRule[]) =>
  Object.fromEntries(
    questions.flatMap((q) => [
      [q.id, z.union([z.string(), z.array(z.string())]).optional()],
      ...(q.kind === "amount"
        ? [
            [`${q.id}-unit`, z.enum(AMOUNT_UNITS, { error: "invalidUnit" }).optional()],
            [`${q.id}-period`, z.enum(AMOUNT_PERIODS, { error: "invalidPeriod" }).optional()],
          ]
        : []),
    ]),
  ) as Record<string, z.ZodOptional<z.ZodType<string | string[]>>>;

/**
 * One step of the interview on its questions and the answers given before: the step's answers
 * (null clears one), or each question's error code.
 */
export const interviewStepSchema = (questions: QuestionRule[], before: Answers) =>
  z
    .object(fieldsOf(questions))
    .superRefine((values, ctx) => {
      for (const [id, code] of Object.entries(readStep(questions, before, values).errors))
        ctx.addIssue({ code: "custom", path: [id], message: code });
    })
    .transform((values) => readStep(questions, before, values).answers);

/**
 * The interview's records: an answer, a question in the user's language, a section, and the
 * interview with its answers. The REST answers are these (InterviewAnswer, InterviewQuestion…).
 */

export const interviewAnswerRecord = z
  .union([
    z.string(),
    z.array(z.string()),
    z.number(),
    z.boolean(),
    z.object({ value: z.number(), unit: z.enum(AMOUNT_UNITS), period: z.enum(AMOUNT_PERIODS) }),
  ])
  .describe("An option id, option ids, a number, yes/no, text, or an amount with its unit and period");
/** Answers by question id. */
export const interviewAnswersRecord = z.record(z.string(), interviewAnswerRecord);

/** A question with its texts in the user's language. */
export const interviewQuestionRecord = z.object({
  id: z.string(),
  section: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  label: z.string(),
  help: z.string(),
  placeholder: z.string().optional(),
  options: z.array(z.string()).optional(),
  optionLabels: z.record(z.string(), z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  periods: z.array(z.enum(AMOUNT_PERIODS)).optional(),
  showIf: z
    .object({
      question: z.string(),
      equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
      greaterThan: z.number().optional(),
    })
    .optional(),
});

/** A section's title and introduction in the user's language. */
export const interviewSectionRecord = z.object({ id: z.string(), title: z.string(), intro: z.string() });

/** An interview: open until finished (which opens a thread), and its answers. */
export const interviewRecord = z.object({
  interviewId: z.uuid(),
  status: z.enum(["open", "finished"]),
  answers: interviewAnswersRecord,
});

/** Whether two types accept the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
// The records are the interview's own types: an answer or a question changed on one side only
// fails to compile here.
export const INTERVIEW_RECORDS_MATCH: [
  Same<z.infer<typeof interviewAnswerRecord>, AnswerValue>,
  Same<z.infer<typeof interviewQuestionRecord>, LocalizedQuestion>,
] = [true, true];
