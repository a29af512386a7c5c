import { grosz } from "./money.ts";
import type { Parameters } from "./parameters-2026.ts";

import type { ZusStage } from "../../shared/tax-options.ts";

/** ZUS stages of a sole proprietor (spec: start relief, preferential, Mały ZUS Plus, full). */
export { ZUS_STAGES, type ZusStage } from "../../shared/tax-options.ts";

export interface SocialInput {
  stage: ZusStage;
  sicknessInsurance: boolean;
  /** Mały ZUS Plus only: the previous year's income from the business, and the days it ran. */
  previousYearIncome?: number;
  daysActive?: number;
}

export interface SocialMonth {
  pension: number;
  disability: number;
  sickness: number;
  accident: number;
  labourFund: number;
  total: number;
}

export interface SocialContributions {
  base: number;
  monthly: SocialMonth;
  annual: number;
}

/**
 * Mały ZUS Plus base: half of the average monthly income of the previous year (income ÷ days of
 * activity × 30), kept between the preferential and the full base.
 */
export function smallPlusBase(p: Parameters, previousYearIncome: number, daysActive = 365): number {
  const monthly = (Math.max(0, previousYearIncome) / Math.max(1, daysActive)) * 30;
  return grosz(Math.min(p.zus.smallPlusMaxBase.value, Math.max(p.zus.smallPlusMinBase.value, monthly / 2)));
}

/** The monthly base of a stage (0 during the start relief). */
export function stageBase(p: Parameters, input: SocialInput): number {
  return input.stage === "start"
    ? 0
    : input.stage === "preferential"
      ? p.zus.preferentialBase.value
      : input.stage === "full"
        ? p.zus.fullBase.value
        : smallPlusBase(p, input.previousYearIncome ?? 0, input.daysActive);
}

/**
 * The contributions on one month's base, each rounded to the grosz as ZUS does. Fundusz Pracy is
 * due when the (whole-month) base reaches the minimum wage: `labourFundDue` says so, because a
 * pro-rated first month compares the pro-rated minimum wage instead.
 */
export function contributionsOnBase(
  p: Parameters,
  base: number,
  sicknessInsurance: boolean,
  labourFundDue = base >= p.minimumWage.value,
): SocialMonth {
  const r = p.zus.rates;
  const pension = grosz(base * r.pension.value);
  const disability = grosz(base * r.disability.value);
  const sickness = sicknessInsurance ? grosz(base * r.sickness.value) : 0;
  const accident = grosz(base * r.accident.value);
  const labourFund = labourFundDue && base > 0 ? grosz(base * r.labourFund.value) : 0;
  const total = grosz(pension + disability + sickness + accident + labourFund);
  return { pension, disability, sickness, accident, labourFund, total };
}

/**
 * Monthly social contributions at a stage. Fundusz Pracy is due only when the base is at least
 * the minimum wage; sickness insurance is voluntary.
 */
export function socialContributions(p: Parameters, input: SocialInput): SocialContributions {
  const base = stageBase(p, input);
  const monthly = contributionsOnBase(p, base, input.sicknessInsurance);
  return { base, monthly, annual: grosz(monthly.total * 12) };
}

/**
 * The part of a month's contributions that is social insurance (emerytalne, rentowe, chorobowe,
 * wypadkowe): what ryczałt deducts from revenue and what lowers the ryczałt health bracket.
 * Fundusz Pracy is not social insurance (art. 11 ust. 1 of the ryczałt act).
 */
export const socialInsuranceOnly = (m: SocialMonth): number => grosz(m.total - m.labourFund);
