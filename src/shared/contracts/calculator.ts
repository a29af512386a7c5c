import { z } from "zod";
import type { CompareInput } from "../../domain/tax/compare-input.ts";
import { parseAmount } from "../format.ts";
import { ZUS_STAGES, type ZusStage } from "../tax-options.ts";

/**
 * The calculator page's form: the inputs of the tax comparison as people type them (amounts in
 * either language's way, months and the rate from lists), checked by the same rules the domain
 * applies and turned into the comparison's input. Each check's message is a code the page words
 * (`calculator.errors.<code>`); a field reports the first code that applies.
 */

/** What the form holds before the user changes anything (and what a missing query field means). */
export const CALCULATOR_DEFAULTS = {
  revenue: "120000",
  costs: "20000",
  zus: "preferential",
  rate: "12",
  previous: "",
  previousRevenue: "",
  start: "1",
  change: "",
  changeMonth: "7",
} as const;

/** The largest amount the comparison takes, in złoty. */
export const CALCULATOR_AMOUNT_MAX = 100_000_000;
export const CALCULATOR_YEAR = 2026;

/** The form's field for each field of the comparison's input (the domain's errors come with the latter). */
export const CALCULATOR_FIELD_OF_INPUT: Record<string, string> = {
  annualRevenue: "revenue",
  annualCosts: "costs",
  previousYearIncome: "previous",
  previousYearRevenue: "previousRevenue",
  startMonth: "start",
  zusChanges: "change",
  ryczaltRate: "rate",
};

/** The figures of the year the rules depend on (the calculator's parameters). */
export interface CalculatorLimits {
  /** The lump-sum rates in percent (12, 8.5 …). */
  rates: readonly number[];
  /** Mały ZUS Plus: the largest revenue of the previous year. */
  smallPlusLimit: number;
}

/** "7" → 7; anything else → NaN, which the rules refuse. */
const wholeNumber = (raw: string | undefined) => (raw && /^\s*\d{1,2}\s*$/.test(raw) ? Number(raw) : Number.NaN);

/** An amount as typed, or the code of why it is none. */
function readAmount(raw: string | undefined): number | string {
  const value = parseAmount(raw) ?? Number.NaN;
  if (!Number.isFinite(value)) return "number";
  if (value < 0) return "notNegative";
  if (value > CALCULATOR_AMOUNT_MAX) return "tooLarge";
  return value;
}

const text = () => z.string().optional();
const fields = {
  revenue: text(),
  costs: text(),
  zus: z.enum(ZUS_STAGES),
  sickness: z.boolean().optional(),
  rate: text(),
  previous: text(),
  previousRevenue: text(),
  start: text(),
  change: z.enum(ZUS_STAGES).optional(),
  changeMonth: text(),
};
type FormValues = z.infer<z.ZodObject<typeof fields>>;

const usesSmallPlus = (v: FormValues) => v.zus === "smallPlus" || v.change === "smallPlus";

/** Each field's first error code, by the domain's rules. */
function errorsOf(v: FormValues, { rates, smallPlusLimit }: CalculatorLimits): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of ["revenue", "costs"] as const) {
    const amount = readAmount(v[name]);
    if (typeof amount === "string") errors[name] = amount;
  }
  const start = wholeNumber(v.start);
  const startOk = Number.isInteger(start) && start >= 1 && start <= 12;
  if (!startOk) errors.start = "startMonth";
  if (v.change) {
    const month = wholeNumber(v.changeMonth);
    if (!Number.isInteger(month) || month <= (startOk ? start : 1) || month > 12) errors.change = "zusChangeMonth";
    // The start relief only opens a business; a change must lead somewhere else.
    else if (v.change === "start" || v.change === v.zus) errors.change = "zusChangeStage";
  }
  if (usesSmallPlus(v)) {
    const income = readAmount(v.previous);
    const revenue = readAmount(v.previousRevenue);
    if (typeof revenue === "string") errors.previousRevenue = revenue;
    // Mały ZUS Plus is tested on last year's revenue (przychód), not on income.
    else if (revenue > smallPlusLimit) errors.previousRevenue = "smallPlusLimit";
    if (typeof income === "string") errors.previous = income;
    else if (typeof revenue === "number" && income > revenue) errors.previous = "incomeAboveRevenue";
  }
  const rate = Number(v.rate);
  if (!rates.some((r) => Math.abs(r - rate) < 1e-9)) errors.rate = "ryczaltRate";
  return errors;
}

/** The comparison's input from a form that meets the rules. */
function inputOf(v: FormValues): CompareInput {
  const smallPlus = usesSmallPlus(v);
  return {
    year: CALCULATOR_YEAR,
    annualRevenue: parseAmount(v.revenue)!,
    annualCosts: parseAmount(v.costs)!,
    zus: v.zus,
    sicknessInsurance: v.sickness ?? false,
    ryczaltRate: Number(v.rate),
    previousYearIncome: smallPlus ? parseAmount(v.previous)! : undefined,
    previousYearRevenue: smallPlus ? parseAmount(v.previousRevenue)! : undefined,
    startMonth: wholeNumber(v.start),
    zusChanges: v.change ? [{ fromMonth: wholeNumber(v.changeMonth), stage: v.change as ZusStage }] : undefined,
    requirePreviousYearRevenue: true,
  };
}

/** The calculator's form on the year's figures: the comparison's input, or each field's code. */
export const calculatorSchema = (limits: CalculatorLimits) =>
  z
    .object(fields)
    .superRefine((values, ctx) => {
      for (const [name, code] of Object.entries(errorsOf(values, limits)))
        ctx.addIssue({ code: "custom", path: [name], message: code });
    })
    .transform(inputOf);
