import { AppError } from "../errors.ts";
import { type Assumption, assumptionsOf } from "./compare-assumptions.ts";
import { type CompareInput, compareInputErrors, normalizeRate } from "./compare-input.ts";
import {
  type HealthContribution,
  healthDeductible,
  incomeMonthlyHealth,
  ryczaltMonthlyHealth,
  type TaxForm,
  TAX_FORMS,
} from "./health-contribution.ts";
import { flatTax, ryczaltTax, scaleTax } from "./income-tax.ts";
import { grosz } from "./money.ts";
import { type Parameters, parametersFor } from "./parameters-2026.ts";
import {
  type SocialContributions,
  socialContributions,
  socialInsuranceOnly,
  type SocialMonth,
  type ZusStage,
} from "./social-contributions.ts";

export interface Variant {
  form: TaxForm;
  socialContributions: number;
  healthContribution: number;
  incomeTax: number;
  netIncome: number;
}

/** One month of the business in the year: its ZUS stage, the social contributions and each form's health contribution. */
export interface MonthFigures {
  month: number;
  stage: ZusStage;
  social: SocialMonth;
  health: Record<TaxForm, number>;
}

export interface Comparison {
  year: number;
  variants: Variant[];
  best: TaxForm;
  /** The active months, from the start month to December. */
  months: MonthFigures[];
  assumptions: Assumption[];
  /** The figures behind the variants, for the page's explanation. */
  details: {
    /** The stage of the first active month. */
    social: SocialContributions;
    health: Record<TaxForm, HealthContribution>;
    ryczaltRate: number;
    /** Social insurance contributions of the year without Fundusz Pracy: what ryczałt deducts. */
    socialInsurance: number;
    /** Fundusz Pracy of the year: a cost on the scale and flat tax, nothing on ryczałt. */
    labourFund: number;
    /** Revenue less the social insurance contributions: what picks the ryczałt health bracket. */
    ryczaltBracketRevenue: number;
  };
}

const sum = (values: number[]) => grosz(values.reduce((a, b) => a + b, 0));

/** The stage of each active month, from the start month to December. */
function stagesByMonth(input: CompareInput, start: number): { month: number; stage: ZusStage }[] {
  const changes = [...(input.zusChanges ?? [])];
  let stage = input.zus;
  return Array.from({ length: 13 - start }, (_, i) => {
    const month = start + i;
    while (changes.length && changes[0]!.fromMonth <= month) stage = changes.shift()!.stage;
    return { month, stage };
  });
}

/**
 * The year of a sole proprietorship under each income-tax form, month by month: social
 * contributions by the month's ZUS stage (with Fundusz Pracy when due), the health contribution
 * per month, income tax on the year, and what is left. Revenue and costs are spread evenly over
 * the active months.
 *
 * Scale and flat: income = revenue − costs − all contributions (Fundusz Pracy as a cost, the
 * social insurance as a deduction). Ryczałt: revenue − social insurance without Fundusz Pracy
 * (art. 11 ust. 1 of the ryczałt act) − half the health contribution; the health bracket is
 * chosen on revenue − social insurance (art. 81 ust. 2g of the health-care act).
 */
export function compareTaxForms(input: CompareInput): Comparison {
  const fields = compareInputErrors(input);
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  const p = parametersFor(input.year)!;
  const rate = normalizeRate(input.ryczaltRate);
  const start = input.startMonth ?? 1;
  const count = 13 - start;
  const revenue = input.annualRevenue;

  const stages = stagesByMonth(input, start);
  const { first, socialMonths, social, socialInsurance, labourFund } = socialOfYear(p, input, stages);
  const bracketRevenue = grosz(revenue - socialInsurance);
  const { months, health } = healthOfYear(p, input, stages, socialMonths, bracketRevenue);
  const variants = TAX_FORMS.map((form) => variantOf(p, input, form, { rate, social, socialInsurance, health }));
  const best = variants.reduce((a, b) => (b.netIncome > a.netIncome ? b : a)).form;

  return {
    year: input.year,
    variants,
    best,
    months,
    assumptions: assumptionsOf(p, input, { start, count, stages, rate, bracketRevenue, socialInsurance, labourFund }),
    details: {
      social: first,
      health,
      ryczaltRate: rate,
      socialInsurance,
      labourFund,
      ryczaltBracketRevenue: bracketRevenue,
    },
  };
}

/** The social contributions of the active months, each stage's figures computed once. */
function socialOfYear(p: Parameters, input: CompareInput, stages: { month: number; stage: ZusStage }[]) {
  const byStage = new Map<ZusStage, SocialContributions>();
  const stageFigures = (stage: ZusStage) => {
    let figures = byStage.get(stage);
    if (!figures) {
      figures = socialContributions(p, {
        stage,
        sicknessInsurance: input.sicknessInsurance,
        previousYearIncome: input.previousYearIncome,
      });
      byStage.set(stage, figures);
    }
    return figures;
  };
  const socialMonths = stages.map(({ stage }) => stageFigures(stage).monthly);
  return {
    first: stageFigures(stages[0]!.stage),
    socialMonths,
    social: sum(socialMonths.map((m) => m.total)),
    socialInsurance: sum(socialMonths.map(socialInsuranceOnly)),
    labourFund: sum(socialMonths.map((m) => m.labourFund)),
  };
}

/** Health, month by month: scale and flat on the month's income, ryczałt at the year's bracket. */
function healthOfYear(
  p: Parameters,
  input: CompareInput,
  stages: { month: number; stage: ZusStage }[],
  socialMonths: SocialMonth[],
  bracketRevenue: number,
) {
  const count = stages.length;
  const ryczaltMonthly = ryczaltMonthlyHealth(p, bracketRevenue);
  const monthlyHealth = (form: TaxForm, m: SocialMonth) =>
    form === "ryczalt"
      ? ryczaltMonthly
      : incomeMonthlyHealth(p, form, (input.annualRevenue - input.annualCosts) / count - m.total);
  const months: MonthFigures[] = stages.map(({ month, stage }, i) => ({
    month,
    stage,
    social: socialMonths[i]!,
    health: Object.fromEntries(TAX_FORMS.map((f) => [f, monthlyHealth(f, socialMonths[i]!)])) as Record<
      TaxForm,
      number
    >,
  }));
  const health = Object.fromEntries(
    TAX_FORMS.map((form) => {
      const annual = sum(months.map((m) => m.health[form]));
      return [form, { monthly: months[0]!.health[form], annual, deductible: healthDeductible(p, form, annual) }];
    }),
  ) as Record<TaxForm, HealthContribution>;
  return { months, health };
}

/** Income tax under one form and what is left after it and the contributions. */
function variantOf(
  p: Parameters,
  input: CompareInput,
  form: TaxForm,
  year: { rate: number; social: number; socialInsurance: number; health: Record<TaxForm, HealthContribution> },
): Variant {
  const revenue = input.annualRevenue;
  const costs = input.annualCosts;
  const h = year.health[form];
  const income = revenue - costs - year.social;
  const incomeTax =
    form === "scale"
      ? scaleTax(p, income)
      : form === "flat"
        ? flatTax(p, income - h.deductible)
        : ryczaltTax(revenue - year.socialInsurance - h.deductible, year.rate);
  const netIncome = grosz(revenue - costs - year.social - h.annual - incomeTax);
  return { form, socialContributions: year.social, healthContribution: h.annual, incomeTax, netIncome };
}
