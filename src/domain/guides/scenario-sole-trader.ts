import { type Comparison, compareTaxForms } from "../tax/compare.ts";
import type { ZusChange } from "../tax/compare-input.ts";
import type { TaxForm } from "../tax/health-contribution.ts";
import { grosz } from "../tax/money.ts";
import { PARAMETERS_2026 as P } from "../tax/parameters-2026.ts";
import { socialContributions, type ZusStage } from "../tax/social-contributions.ts";
import { addMonths, PATH_MONTHS } from "./scenario-path.ts";
import type { PathMonth, PathStage, ScenarioBasics } from "./scenario-types.ts";

/** A sole trader's year (per partner in a civil partnership) and the ZUS path behind it. */
export interface SoleTraderYear {
  revenue: number;
  costs: number;
  /** Null without revenue. */
  comparison: Comparison | null;
  best: TaxForm | null;
  /** The ZUS stages of the tax year, in order, with their months. */
  yearStages: { stage: PathStage; months: number }[];
  months: PathMonth[];
  smallPlusOk: boolean;
}

type Compare = (zus: ZusStage, zusChanges?: ZusChange[]) => Comparison;

/** The calculator's stage for a month of the path: no social contributions count as the start relief. */
const asZus = (s: PathStage): ZusStage => (s === "employed" || s === "none" ? "start" : s);

/** The sole trader's stage of each month of the path (month 0 = the start month). */
function soleTraderStage(b: ScenarioBasics, i: number, smallPlusOk: boolean): PathStage {
  if (b.otherEmployment) return "employed";
  if (!b.relief) return "full";
  if (i < P.zus.startReliefMonths.value) return "start";
  if (i < P.zus.startReliefMonths.value + P.zus.preferentialMonths.value) return "preferential";
  return smallPlusOk ? "smallPlus" : "full";
}

/** The stages of the tax year's twelve months, and the changes between them the calculator follows. */
function taxYearStages(stageAt: (i: number) => PathStage, offset: number) {
  const yearStages: { stage: PathStage; months: number }[] = [];
  const changes: ZusChange[] = [];
  for (let m = 1; m <= 12; m++) {
    const stage = stageAt(offset + m - 1);
    const last = yearStages.at(-1);
    if (last && last.stage === stage) last.months++;
    else {
      if (last && asZus(last.stage) !== asZus(stage)) changes.push({ fromMonth: m, stage: asZus(stage) });
      yearStages.push({ stage, months: 1 });
    }
  }
  return { yearStages, changes };
}

/** Above the ryczałt revenue limit (2 000 000 EUR) the lump sum is not open: the other two forms remain. */
function withinRyczaltLimit(comparison: Comparison, revenue: number): Comparison {
  if (revenue <= P.pit.ryczaltRevenueLimit.value) return comparison;
  const variants = comparison.variants.filter((v) => v.form !== "ryczalt");
  const top = variants.reduce((a, b) => (b.netIncome > a.netIncome ? b : a));
  return { ...comparison, variants, best: top.form };
}

/** The monthly figures of each stage of the path, from the same calculator, each stage computed once. */
function stageFigures(income: number, best: TaxForm | null, compare: Compare) {
  const figures = new Map<PathStage, { social: number; health: number }>();
  return (stage: PathStage) => {
    let f = figures.get(stage);
    if (!f) {
      const social =
        stage === "employed" || stage === "none"
          ? 0
          : socialContributions(P, {
              stage,
              sicknessInsurance: false,
              previousYearIncome: stage === "smallPlus" ? income : undefined,
            }).monthly.total;
      const health = best ? compare(asZus(stage)).details.health[best].monthly : P.health.minimumMonthly.value;
      f = { social, health };
      figures.set(stage, f);
    }
    return f;
  };
}

/** A sole trader's year (per partner in a civil partnership): the tax comparison on the path's stages of the tax year. */
export function soleTraderYear(b: ScenarioBasics, partners: number): SoleTraderYear {
  const revenue = b.annualRevenue === null ? 0 : grosz(b.annualRevenue / partners);
  const costs = grosz(b.annualCosts / partners);
  const income = Math.max(0, grosz(revenue - costs));
  const smallPlusOk = b.annualRevenue !== null && revenue <= P.zus.smallPlusRevenueLimit.value;
  const stageAt = (i: number) => soleTraderStage(b, i, smallPlusOk);
  const compare: Compare = (zus, zusChanges) =>
    compareTaxForms({
      year: P.year,
      annualRevenue: revenue,
      annualCosts: costs,
      zus,
      zusChanges,
      sicknessInsurance: false,
      ryczaltRate: b.ryczalt.rate,
      previousYearIncome: zus === "smallPlus" ? income : undefined,
    });
  const { yearStages, changes } = taxYearStages(stageAt, b.offset);
  const comparison =
    b.annualRevenue === null
      ? null
      : withinRyczaltLimit(compare(asZus(yearStages[0]!.stage), changes.length ? changes : undefined), revenue);
  const best = comparison?.best ?? null;
  const figuresOf = stageFigures(income, best, compare);
  const months: PathMonth[] = Array.from({ length: PATH_MONTHS }, (_, i) => {
    const stage = stageAt(i);
    return { date: addMonths(b.start, i), stage, ...figuresOf(stage) };
  });
  return { revenue, costs, comparison, best, yearStages, months, smallPlusOk };
}
