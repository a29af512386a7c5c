import { AppError } from "../errors.ts";
import { type HealthContribution, healthContribution, type TaxForm, TAX_FORMS } from "./health-contribution.ts";
import { flatTax, ryczaltTax, scaleTax } from "./income-tax.ts";
import { grosz } from "./money.ts";
import { type Parameters, parametersFor } from "./parameters-2026.ts";
import { type SocialContributions, socialContributions, type ZusStage } from "./social-contributions.ts";

export interface CompareInput {
  year: number;
  annualRevenue: number;
  annualCosts: number;
  zus: ZusStage;
  sicknessInsurance: boolean;
  /** The lump-sum rate of the activity, as a fraction (0.12) or a percentage (12). */
  ryczaltRate: number;
  previousYearIncome?: number;
}

export interface Variant {
  form: TaxForm;
  socialContributions: number;
  healthContribution: number;
  incomeTax: number;
  netIncome: number;
}

export interface Comparison {
  year: number;
  variants: Variant[];
  best: TaxForm;
  /** The monthly figures behind the variants, for the page's explanation. */
  details: { social: SocialContributions; health: Record<TaxForm, HealthContribution>; ryczaltRate: number };
}

const MAX_AMOUNT = 100_000_000;

/** Checks the input; field errors as codes the calculator page translates. */
export function compareInputErrors(input: CompareInput): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (f: string, code: string) => (fields[f] ??= []).push(code);
  const p = parametersFor(input.year);
  if (!p) add("year", "unsupportedYear");
  const amount = (f: keyof CompareInput, value: number | undefined) => {
    if (value === undefined || !Number.isFinite(value)) add(f, "number");
    else if (value < 0) add(f, "notNegative");
    else if (value > MAX_AMOUNT) add(f, "tooLarge");
  };
  amount("annualRevenue", input.annualRevenue);
  amount("annualCosts", input.annualCosts);
  if (input.zus === "smallPlus") amount("previousYearIncome", input.previousYearIncome);
  const rate = normalizeRate(input.ryczaltRate);
  if (p && !p.pit.ryczaltRates.value.some((r) => Math.abs(r - rate) < 1e-9)) add("ryczaltRate", "ryczaltRate");
  if (p && input.zus === "smallPlus" && input.previousYearIncome !== undefined) {
    // Mały ZUS Plus needs last year's revenue within the limit; income above it cannot qualify.
    if (input.previousYearIncome > p.zus.smallPlusRevenueLimit.value) add("previousYearIncome", "smallPlusLimit");
  }
  return fields;
}

/** 12 → 0.12; 0.12 stays. */
export const normalizeRate = (rate: number) => (rate > 1 ? rate / 100 : rate);

function variant(
  p: Parameters,
  form: TaxForm,
  input: CompareInput,
  social: SocialContributions,
  rate: number,
): { variant: Variant; health: HealthContribution } {
  const revenue = input.annualRevenue;
  const costs = input.annualCosts;
  const income = revenue - costs - social.annual;
  const health = healthContribution(p, form, { annualIncome: income, annualRevenue: revenue });
  const incomeTax =
    form === "scale"
      ? scaleTax(p, income)
      : form === "flat"
        ? flatTax(p, income - health.deductible)
        : ryczaltTax(revenue - social.annual - health.deductible, rate);
  const netIncome = grosz(revenue - costs - social.annual - health.annual - incomeTax);
  return {
    variant: { form, socialContributions: social.annual, healthContribution: health.annual, incomeTax, netIncome },
    health,
  };
}

/**
 * A year of a sole proprietorship under each income-tax form: social contributions (with
 * Fundusz Pracy when due), health contribution, income tax and what is left. Assumes equal
 * months and a whole year at the chosen ZUS stage.
 */
export function compareTaxForms(input: CompareInput): Comparison {
  const fields = compareInputErrors(input);
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  const p = parametersFor(input.year)!;
  const rate = normalizeRate(input.ryczaltRate);
  const social = socialContributions(p, {
    stage: input.zus,
    sicknessInsurance: input.sicknessInsurance,
    previousYearIncome: input.previousYearIncome,
  });
  const results = TAX_FORMS.map((form) => variant(p, form, input, social, rate));
  const variants = results.map((r) => r.variant);
  const best = variants.reduce((a, b) => (b.netIncome > a.netIncome ? b : a)).form;
  return {
    year: input.year,
    variants,
    best,
    details: {
      social,
      health: Object.fromEntries(results.map((r) => [r.variant.form, r.health])) as Record<TaxForm, HealthContribution>,
      ryczaltRate: rate,
    },
  };
}
