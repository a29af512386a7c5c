import { AppError } from "../errors.ts";
import {
  type HealthContribution,
  healthDeductible,
  incomeMonthlyHealth,
  ryczaltBracket,
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
  ZUS_STAGES,
} from "./social-contributions.ts";

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

/** What a result assumed, as a code and its figures; the calculator page translates it. */
export interface Assumption {
  code:
    | "wholeYear"
    | "partialYear"
    | "startOnFirstDay"
    | "zusStage"
    | "zusChange"
    | "equalMonths"
    | "sickness"
    | "noSickness"
    | "ryczaltRate"
    | "ryczaltHealthBracket"
    | "smallPlusBase"
    | "labourFund"
    | "health2026";
  params: Record<string, number | string>;
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
  const costs = input.annualCosts;

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
  const stages = stagesByMonth(input, start);
  const socialMonths = stages.map(({ stage }) => stageFigures(stage).monthly);
  const social = sum(socialMonths.map((m) => m.total));
  const socialInsurance = sum(socialMonths.map(socialInsuranceOnly));
  const labourFund = sum(socialMonths.map((m) => m.labourFund));

  // Health, month by month: scale and flat on the month's income, ryczałt at the year's bracket.
  const bracketRevenue = grosz(revenue - socialInsurance);
  const ryczaltMonthly = ryczaltMonthlyHealth(p, bracketRevenue);
  const monthlyHealth = (form: TaxForm, m: SocialMonth) =>
    form === "ryczalt" ? ryczaltMonthly : incomeMonthlyHealth(p, form, (revenue - costs) / count - m.total);
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

  const variants = TAX_FORMS.map((form): Variant => {
    const h = health[form];
    const income = revenue - costs - social;
    const incomeTax =
      form === "scale"
        ? scaleTax(p, income)
        : form === "flat"
          ? flatTax(p, income - h.deductible)
          : ryczaltTax(revenue - socialInsurance - h.deductible, rate);
    const netIncome = grosz(revenue - costs - social - h.annual - incomeTax);
    return { form, socialContributions: social, healthContribution: h.annual, incomeTax, netIncome };
  });
  const best = variants.reduce((a, b) => (b.netIncome > a.netIncome ? b : a)).form;

  return {
    year: input.year,
    variants,
    best,
    months,
    assumptions: assumptionsOf(p, input, { start, count, stages, rate, bracketRevenue, socialInsurance, labourFund }),
    details: {
      social: stageFigures(stages[0]!.stage),
      health,
      ryczaltRate: rate,
      socialInsurance,
      labourFund,
      ryczaltBracketRevenue: bracketRevenue,
    },
  };
}

function assumptionsOf(
  p: Parameters,
  input: CompareInput,
  r: {
    start: number;
    count: number;
    stages: { month: number; stage: ZusStage }[];
    rate: number;
    bracketRevenue: number;
    socialInsurance: number;
    labourFund: number;
  },
): Assumption[] {
  const out: Assumption[] = [];
  if (r.start === 1) out.push({ code: "wholeYear", params: { months: 12 } });
  else
    out.push(
      { code: "partialYear", params: { startMonth: r.start, months: r.count } },
      { code: "startOnFirstDay", params: { startMonth: r.start } },
    );
  out.push({ code: "zusStage", params: { stage: r.stages[0]!.stage, month: r.start } });
  for (let i = 1; i < r.stages.length; i++) {
    const before = r.stages[i - 1]!;
    const now = r.stages[i]!;
    if (now.stage !== before.stage)
      out.push({
        code: "zusChange",
        params: { from: before.stage, to: now.stage, lastMonth: before.month, month: now.month },
      });
  }
  out.push({
    code: "equalMonths",
    params: { monthlyRevenue: grosz(input.annualRevenue / r.count), monthlyCosts: grosz(input.annualCosts / r.count) },
  });
  out.push({ code: input.sicknessInsurance ? "sickness" : "noSickness", params: {} });
  out.push({ code: "ryczaltRate", params: { rate: Math.round(r.rate * 1000) / 10 } });
  if (r.stages.some((s) => s.stage === "smallPlus"))
    out.push({
      code: "smallPlusBase",
      params: {
        base: socialContributions(p, {
          stage: "smallPlus",
          sicknessInsurance: false,
          previousYearIncome: input.previousYearIncome,
        }).base,
        previousYearIncome: input.previousYearIncome ?? 0,
      },
    });
  out.push({
    code: "ryczaltHealthBracket",
    params: {
      revenue: input.annualRevenue,
      socialInsurance: r.socialInsurance,
      bracketRevenue: r.bracketRevenue,
      bracket: ryczaltBracket(p, r.bracketRevenue),
      monthly: ryczaltMonthlyHealth(p, r.bracketRevenue),
    },
  });
  if (r.labourFund > 0) out.push({ code: "labourFund", params: { annual: r.labourFund } });
  out.push({ code: "health2026", params: {} });
  return out;
}
