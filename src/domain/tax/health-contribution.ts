import { grosz } from "./money.ts";
import type { Parameters } from "./parameters-2026.ts";

import type { TaxForm } from "../../shared/tax-options.ts";

export { TAX_FORMS, type TaxForm } from "../../shared/tax-options.ts";

export interface HealthContribution {
  monthly: number;
  annual: number;
  /** How much of it reduces the tax base: none on the scale, up to the cap on flat tax, 50% on ryczałt. */
  deductible: number;
}

export type RyczaltBracket = "upTo60k" | "upTo300k" | "above300k";

/**
 * The ryczałt bracket for a year's revenue. `bracketRevenue` is the revenue less the social
 * insurance contributions paid (emerytalne, rentowe, chorobowe, wypadkowe; not Fundusz Pracy),
 * art. 81 ust. 2e–2g of the health-care act (`health.ryczaltBracketRevenue`). The thresholds are
 * amounts, not pro-rated for a business that runs part of the year.
 */
export function ryczaltBracket(p: Parameters, bracketRevenue: number): RyczaltBracket {
  const [low, high] = p.health.ryczaltBrackets.value;
  return bracketRevenue <= low ? "upTo60k" : bracketRevenue <= high ? "upTo300k" : "above300k";
}

/** The fixed monthly ryczałt health contribution of a bracket. */
export const ryczaltMonthlyHealth = (p: Parameters, bracketRevenue: number): number =>
  p.health.ryczaltMonthly[ryczaltBracket(p, bracketRevenue)].value;

/**
 * One month's health contribution on the scale (9%) or flat tax (4,9%) from that month's income
 * (revenue − costs − social contributions; a loss counts as nothing), at least the minimum.
 */
export function incomeMonthlyHealth(p: Parameters, form: "scale" | "flat", monthlyIncome: number): number {
  const rate = form === "scale" ? p.health.rateScale.value : p.health.rateFlat.value;
  return Math.max(p.health.minimumMonthly.value, grosz(Math.max(0, monthlyIncome) * rate));
}

/** What of a year's health contributions reduces the tax: none on the scale, up to the cap on flat, half on ryczałt. */
export function healthDeductible(p: Parameters, form: TaxForm, annual: number): number {
  if (form === "scale") return 0;
  if (form === "flat") return Math.min(annual, p.health.flatDeductionCap.value);
  return grosz(annual * p.health.ryczaltDeductibleShare.value);
}

/**
 * Health contribution for `months` equal months (12 by default). Scale: 9% of income, at least
 * the minimum; flat: 4,9% of income, at least the minimum; ryczałt: a fixed amount by the year's
 * revenue bracket. `annualIncome` is revenue − costs − social contributions (below zero counts as
 * zero) for those months; `annualRevenue` the revenue of the year, and `socialInsurance` the
 * social insurance contributions paid in it, which lower the ryczałt bracket revenue.
 */
export function healthContribution(
  p: Parameters,
  form: TaxForm,
  input: { annualIncome: number; annualRevenue: number; socialInsurance?: number; months?: number },
): HealthContribution {
  const months = input.months ?? 12;
  const monthly =
    form === "ryczalt"
      ? ryczaltMonthlyHealth(p, input.annualRevenue - (input.socialInsurance ?? 0))
      : incomeMonthlyHealth(p, form, input.annualIncome / months);
  const annual = grosz(monthly * months);
  return { monthly, annual, deductible: healthDeductible(p, form, annual) };
}
