import { zloty } from "./money.ts";
import type { Parameters } from "./parameters-2026.ts";

/** Solidarity levy: 4% of the part of income above 1 000 000 zł (scale and flat tax). */
const solidarity = (p: Parameters, base: number) =>
  zloty(Math.max(0, base - p.pit.solidarityThreshold.value) * p.pit.solidarityRate.value);

/**
 * Tax scale: 12% up to 120 000 zł less the 3 600 zł reducing amount (so the first 30 000 zł is
 * free), 10 800 zł + 32% above. `base` is income after social contributions.
 */
export function scaleTax(p: Parameters, income: number): number {
  const base = zloty(Math.max(0, income));
  const threshold = p.pit.scaleThreshold.value;
  const low = p.pit.scaleRateLow.value * Math.min(base, threshold) - p.pit.reducingAmount.value;
  const high = p.pit.scaleRateHigh.value * Math.max(0, base - threshold);
  return zloty(Math.max(0, low) + high) + solidarity(p, base);
}

/** Flat tax: 19% of income (no free amount), plus the solidarity levy. */
export function flatTax(p: Parameters, income: number): number {
  const base = zloty(Math.max(0, income));
  return zloty(base * p.pit.flatRate.value) + solidarity(p, base);
}

/** Lump sum on revenue: the activity's rate of revenue less the deductions. */
export function ryczaltTax(base: number, rate: number): number {
  return zloty(zloty(Math.max(0, base)) * rate);
}

export type RyczaltActivity = keyof Parameters["pit"]["ryczaltActivities"];

/** The lump-sum rate of an activity, from the 2026 table. */
export const ryczaltRateFor = (p: Parameters, activity: RyczaltActivity): number =>
  p.pit.ryczaltActivities[activity].value;

/**
 * CIT of a company for a year's taxable income: 9% for a small taxpayer or in the first year (when
 * the year's revenue stays within 2 mln EUR), else 19%. Base and tax to the full złoty.
 */
export function citTax(p: Parameters, income: number, reduced: boolean): number {
  const rate = reduced ? p.cit.rateReduced.value : p.cit.rateStandard.value;
  return zloty(zloty(Math.max(0, income)) * rate);
}
