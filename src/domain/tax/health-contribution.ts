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

/**
 * Health contribution for a year of equal months. Scale: 9% of income, at least the minimum;
 * flat: 4.9% of income, at least the minimum; ryczałt: a fixed amount by annual revenue bracket.
 * `annualIncome` is revenue − costs − social contributions (below zero counts as zero).
 */
export function healthContribution(
  p: Parameters,
  form: TaxForm,
  input: { annualIncome: number; annualRevenue: number },
): HealthContribution {
  const h = p.health;
  if (form === "ryczalt") {
    const [low, high] = h.ryczaltBrackets.value;
    const monthly =
      input.annualRevenue <= low
        ? h.ryczaltMonthly.upTo60k.value
        : input.annualRevenue <= high
          ? h.ryczaltMonthly.upTo300k.value
          : h.ryczaltMonthly.above300k.value;
    const annual = grosz(monthly * 12);
    return { monthly, annual, deductible: grosz(annual * h.ryczaltDeductibleShare.value) };
  }
  const rate = form === "scale" ? h.rateScale.value : h.rateFlat.value;
  const monthlyIncome = Math.max(0, input.annualIncome) / 12;
  const monthly = Math.max(h.minimumMonthly.value, grosz(monthlyIncome * rate));
  const annual = grosz(monthly * 12);
  return { monthly, annual, deductible: form === "flat" ? Math.min(annual, h.flatDeductionCap.value) : 0 };
}
