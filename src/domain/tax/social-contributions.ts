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

export interface SocialContributions {
  base: number;
  monthly: {
    pension: number;
    disability: number;
    sickness: number;
    accident: number;
    labourFund: number;
    total: number;
  };
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

/**
 * Monthly social contributions at a stage, each rounded to the grosz as ZUS does. Fundusz Pracy
 * is due only when the base is at least the minimum wage; sickness insurance is voluntary.
 */
export function socialContributions(p: Parameters, input: SocialInput): SocialContributions {
  const base =
    input.stage === "start"
      ? 0
      : input.stage === "preferential"
        ? p.zus.preferentialBase.value
        : input.stage === "full"
          ? p.zus.fullBase.value
          : smallPlusBase(p, input.previousYearIncome ?? 0, input.daysActive);
  const r = p.zus.rates;
  const pension = grosz(base * r.pension.value);
  const disability = grosz(base * r.disability.value);
  const sickness = input.sicknessInsurance ? grosz(base * r.sickness.value) : 0;
  const accident = grosz(base * r.accident.value);
  const labourFund = base >= p.minimumWage.value ? grosz(base * r.labourFund.value) : 0;
  const total = grosz(pension + disability + sickness + accident + labourFund);
  return { base, monthly: { pension, disability, sickness, accident, labourFund, total }, annual: grosz(total * 12) };
}
