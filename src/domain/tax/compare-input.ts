import { parametersFor } from "./parameters-2026.ts";
import { type ZusStage, ZUS_STAGES } from "./social-contributions.ts";

/** From `fromMonth` (2–12) on, the business pays ZUS at `stage`. */
export interface ZusChange {
  fromMonth: number;
  stage: ZusStage;
}

export interface CompareInput {
  year: number;
  /** Revenue of the months the business runs in the year (all twelve unless `startMonth` says otherwise). */
  annualRevenue: number;
  /** Costs of the same months, without ZUS contributions. */
  annualCosts: number;
  /** The ZUS stage in the first month of the business in the year. */
  zus: ZusStage;
  sicknessInsurance: boolean;
  /** The lump-sum rate of the activity, as a fraction (0.12) or a percentage (12). */
  ryczaltRate: number;
  /** Mały ZUS Plus: last year's income, for the base. */
  previousYearIncome?: number;
  /** Mały ZUS Plus: last year's revenue, which must be within 120 000 zł. */
  previousYearRevenue?: number;
  /** 1–12: the month of 2026 the business starts in (the first day assumed); revenue and costs cover the months from it. */
  startMonth?: number;
  /** ZUS stage changes within the year, in month order (e.g. start relief, then preferential from July). */
  zusChanges?: ZusChange[];
  /**
   * The API and the calculator page ask for last year's revenue whenever Mały ZUS Plus is chosen;
   * the advisor and the guide, which know only an income, leave it out.
   */
  requirePreviousYearRevenue?: boolean;
}

const MAX_AMOUNT = 100_000_000;
const MAX_CHANGES = 11;

const usesSmallPlus = (input: CompareInput) =>
  input.zus === "smallPlus" ||
  (Array.isArray(input.zusChanges) && input.zusChanges.some((c) => c?.stage === "smallPlus"));

/** Checks the input; field errors as codes the calculator page translates. */
export function compareInputErrors(input: CompareInput): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (f: string, code: string) => {
    const list = (fields[f] ??= []);
    if (!list.includes(code)) list.push(code);
  };
  const p = parametersFor(input.year);
  if (!p) add("year", "unsupportedYear");
  const amount = (f: keyof CompareInput, value: number | undefined) => {
    if (value === undefined || typeof value !== "number" || !Number.isFinite(value)) add(f, "number");
    else if (value < 0) add(f, "notNegative");
    else if (value > MAX_AMOUNT) add(f, "tooLarge");
    else return true;
    return false;
  };
  amount("annualRevenue", input.annualRevenue);
  amount("annualCosts", input.annualCosts);
  const rate = normalizeRate(input.ryczaltRate);
  if (p && !p.pit.ryczaltRates.value.some((r) => Math.abs(r - rate) < 1e-9)) add("ryczaltRate", "ryczaltRate");

  const start = input.startMonth ?? 1;
  const startOk = Number.isInteger(start) && start >= 1 && start <= 12;
  if (!startOk) add("startMonth", "startMonth");
  if (input.zusChanges !== undefined) {
    if (!Array.isArray(input.zusChanges) || input.zusChanges.length > MAX_CHANGES) add("zusChanges", "zusChangeMonth");
    else {
      let month = startOk ? start : 1;
      let stage = input.zus;
      for (const change of input.zusChanges) {
        if (!change || !Number.isInteger(change.fromMonth) || change.fromMonth <= month || change.fromMonth > 12)
          add("zusChanges", "zusChangeMonth");
        // The start relief only opens a business; a change must lead somewhere else.
        if (!change || !ZUS_STAGES.includes(change.stage) || change.stage === "start" || change.stage === stage)
          add("zusChanges", "zusChangeStage");
        month = Math.max(month, Number.isInteger(change?.fromMonth) ? change.fromMonth : month);
        stage = change?.stage ?? stage;
      }
    }
  }

  if (usesSmallPlus(input)) {
    const incomeOk = amount("previousYearIncome", input.previousYearIncome);
    let revenueOk = false;
    if (input.previousYearRevenue !== undefined) revenueOk = amount("previousYearRevenue", input.previousYearRevenue);
    else if (input.requirePreviousYearRevenue) add("previousYearRevenue", "number");
    // Mały ZUS Plus is tested on last year's revenue (przychód), not on income (art. 18c SUS act).
    if (p && revenueOk && input.previousYearRevenue! > p.zus.smallPlusRevenueLimit.value)
      add("previousYearRevenue", "smallPlusLimit");
    if (incomeOk && revenueOk && input.previousYearIncome! > input.previousYearRevenue!)
      add("previousYearIncome", "incomeAboveRevenue");
  }
  return fields;
}

/** 12 → 0.12; 0.12 stays. */
export const normalizeRate = (rate: number) => (rate > 1 ? rate / 100 : rate);
