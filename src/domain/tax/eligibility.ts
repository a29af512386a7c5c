import { grosz } from "./money.ts";
import type { Parameters } from "./parameters-2026.ts";

/** Activities that never get the subjective VAT exemption, whatever the turnover (art. 113 ust. 13). */
export const VAT_EXCLUDED_ACTIVITIES = [
  "preciousMetals",
  "exciseGoods",
  "newMeansOfTransport",
  "distanceSalesListedGoods",
  "legalServices",
  "advisoryServices",
  "debtCollection",
  "buildingLand",
] as const;
export type VatExcludedActivity = (typeof VAT_EXCLUDED_ACTIVITIES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `start` (inclusive) to 31 December of its year. */
export function daysLeftInYear(start: Date): number {
  const from = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const end = Date.UTC(start.getUTCFullYear(), 11, 31);
  return Math.round((end - from) / DAY_MS) + 1;
}

/**
 * The VAT exemption limit: 240 000 zł, pro-rated by the days left in the year for a business
 * starting during it (a start on 1 July 2026 leaves 184 days: 240 000 × 184 / 365 = 120 986,30 zł).
 */
export function vatExemptionLimit(p: Parameters, startDate?: Date): number {
  const limit = p.vat.exemptionLimit.value;
  if (!startDate || startDate.getUTCFullYear() !== p.year) return limit;
  return grosz((limit * daysLeftInYear(startDate)) / p.vat.daysInYear.value);
}

export function vatExemption(
  p: Parameters,
  input: { expectedSales: number; startDate?: Date; activities?: VatExcludedActivity[] },
) {
  const limit = vatExemptionLimit(p, input.startDate);
  const excluded = (input.activities ?? []).filter((a) => VAT_EXCLUDED_ACTIVITIES.includes(a));
  const withinLimit = input.expectedSales <= limit;
  return { limit, withinLimit, excluded, eligible: withinLimit && excluded.length === 0 };
}

/** Unregistered activity from 2026: revenue per quarter within 225% of the minimum wage, no business in 60 months. */
export function unregisteredActivity(
  p: Parameters,
  input: { quarterlyRevenue: number; monthsSinceLastBusiness: number | null },
) {
  const limit = p.unregistered.quarterlyLimit.value;
  const withinLimit = input.quarterlyRevenue <= limit;
  const noRecentBusiness =
    input.monthsSinceLastBusiness === null ||
    input.monthsSinceLastBusiness >= p.unregistered.monthsWithoutBusiness.value;
  return { limit, withinLimit, noRecentBusiness, eligible: withinLimit && noRecentBusiness };
}

/**
 * Whether a cash register is required: from the first sale of a listed good or service, or once
 * consumer sales pass 20 000 zł (pro-rated by the days of selling in a first year).
 */
export function cashRegisterRequired(
  p: Parameters,
  input: { consumerSales: number; firstConsumerSale?: Date; listedGoodsOrServices: boolean },
) {
  const full = p.vat.cashRegisterLimit.value;
  const limit =
    input.firstConsumerSale && input.firstConsumerSale.getUTCFullYear() === p.year
      ? grosz((full * daysLeftInYear(input.firstConsumerSale)) / p.vat.daysInYear.value)
      : full;
  return { limit, required: input.listedGoodsOrServices || input.consumerSales > limit };
}

/**
 * Monthly cost of an employee to the employer: gross pay plus the employer's contributions, each to
 * the grosz. `accidentRate` is the employer's own accident-insurance rate when it is not the 1,67%
 * of a payer with up to 9 insured persons (ZUS sets it per payer).
 */
export function employerCost(p: Parameters, gross: number, options: { ppk?: boolean; accidentRate?: number } = {}) {
  const e = p.employer;
  const parts = {
    pension: grosz(gross * e.pension.value),
    disability: grosz(gross * e.disability.value),
    accident: grosz(gross * (options.accidentRate ?? e.accident.value)),
    labourFund: grosz(gross * e.labourFund.value),
    guaranteeFund: grosz(gross * e.guaranteeFund.value),
    ppk: options.ppk ? grosz(gross * e.ppkBasic.value) : 0,
  };
  const contributions = grosz(Object.values(parts).reduce((a, b) => a + b, 0));
  return { gross, parts, contributions, total: grosz(gross + contributions) };
}

/**
 * An employee's monthly net pay (na rękę) from gross pay on an employment contract, as payroll
 * works it out: social contributions 13,71% (9,76 + 1,5 + 2,45), health 9% of gross less those,
 * the PIT advance at 12% on gross less social contributions and the 250 zł costs (to the złoty),
 * less the 300 zł reducing amount (PIT-2), to the złoty. First tax bracket, no PPK, under-26 relief
 * not applied. At the 2026 minimum wage of 4 806 zł: 3 605,85 zł.
 */
export function netPay(p: Parameters, gross: number) {
  const e = p.employee;
  const social = {
    pension: grosz(gross * e.pension.value),
    disability: grosz(gross * e.disability.value),
    sickness: grosz(gross * e.sickness.value),
  };
  const socialTotal = grosz(social.pension + social.disability + social.sickness);
  const health = grosz((gross - socialTotal) * e.health.value);
  const taxBase = Math.max(0, Math.round(gross - socialTotal - e.monthlyCosts.value));
  const advance = Math.max(0, Math.round(taxBase * p.pit.scaleRateLow.value - e.monthlyReducingAmount.value));
  return { gross, social, socialTotal, health, taxBase, advance, net: grosz(gross - socialTotal - health - advance) };
}

/** The employer's contribution rates added together (20,48% in 2026, PPK left out), with the employer's own accident rate if given. */
export const employerRate = (p: Parameters, accidentRate?: number) => {
  const e = p.employer;
  return (
    Math.round(
      (e.pension.value +
        e.disability.value +
        (accidentRate ?? e.accident.value) +
        e.labourFund.value +
        e.guaranteeFund.value) *
        10000,
    ) / 10000
  );
};
