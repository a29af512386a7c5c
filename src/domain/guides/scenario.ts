import { assumedRyczaltRate } from "../advisor/computed/profile-comparison.ts";
import type { BusinessProfile } from "../advisor/profile.ts";
import { grosz } from "../tax/money.ts";
import { PARAMETERS_2026 as P } from "../tax/parameters-2026.ts";
import { chooseLegalForm, companyYear, legalReasons, SOLE_TRADER } from "./scenario-legal-form.ts";
import { cashOf, checklistOf, deadlinesOf, vatOf } from "./scenario-obligations.ts";
import { stageSpans, sum, utc, zusPath } from "./scenario-path.ts";
import { type SoleTraderYear, soleTraderYear } from "./scenario-sole-trader.ts";
import type {
  CompanyYear,
  LegalForm,
  PathStageSpan,
  Scenario,
  ScenarioBasics,
  ScenarioInput,
  TaxRow,
} from "./scenario-types.ts";

/**
 * The plan behind a guide, computed once from the profile: every chapter of the guide reads it,
 * so the tax table, the ZUS path, the VAT chapter and the checklist cannot disagree. Amounts are
 * numbers and choices are codes; `composeGuide` turns them into text in the guide's language.
 */

const normaliseForm = (f: BusinessProfile["legalForm"]): LegalForm | null => (f && f !== "undecided" ? f : null);

/** What the plan reads off the profile: the start (the first of next month unless given), founders, yearly figures, reliefs. */
function basicsOf(input: ScenarioInput): ScenarioBasics {
  const { profile, now } = input;
  const running = profile.stage === "running";
  const start = input.startDate
    ? utc(input.startDate.getUTCFullYear(), input.startDate.getUTCMonth(), 1)
    : utc(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const chosen = normaliseForm(profile.legalForm);
  const annualRevenue = profile.monthlyRevenue !== undefined ? Math.round(profile.monthlyRevenue * 12) : null;
  const taxYear = start.getUTCMonth() === 0 ? start.getUTCFullYear() : start.getUTCFullYear() + 1;
  return {
    running,
    start,
    chosen,
    founders: Math.max(1, profile.founders ?? (chosen === "sc" ? 2 : 1)),
    employees: profile.employees ?? 0,
    annualRevenue,
    annualCosts: annualRevenue === null ? 0 : Math.round((profile.monthlyCosts ?? 0) * 12),
    otherEmployment: profile.otherEmployment === true,
    relief: !running && profile.businessInLast60Months !== true && profile.formerEmployerClient !== true,
    ryczalt: assumedRyczaltRate(profile.activity, input.lang),
    taxYear,
    offset: (taxYear - start.getUTCFullYear()) * 12 - start.getUTCMonth(),
  };
}

/** The plan of a profile (see the module comment). */
export function buildScenario(input: ScenarioInput): Scenario {
  const { profile, now } = input;
  const b = basicsOf(input);
  const { founders, annualRevenue, annualCosts, employees } = b;
  const sole = soleTraderYear(b, founders > 1 ? founders : 1);
  const company = annualRevenue === null ? null : companyYear(annualRevenue, annualCosts, founders, b.otherEmployment);
  const choice = chooseLegalForm(b, sole, company);
  const { recommended, chosen, options, choiceDifference } = choice;
  const soleTrader = SOLE_TRADER.includes(recommended);
  const pathMonths = zusPath(b, soleTrader, sole.months);
  const spans = stageSpans(pathMonths);
  const reasons = legalReasons(b, choice);
  const vat = vatOf(b, profile);
  if (vat.active) reasons.push({ key: "vatAnyForm" });
  const cash = cashOf(b, profile);
  return {
    ratesYear: P.year,
    start: b.start,
    running: b.running,
    founders,
    employees,
    annualRevenue,
    annualCosts,
    relief: b.relief,
    otherEmployment: b.otherEmployment,
    ryczalt: b.ryczalt,
    legal: { recommended, chosen, options, reasons, choiceDifference },
    taxes: taxesOf(b, soleTrader, sole, company, spans),
    zus: {
      months: pathMonths,
      stages: spans,
      healthForm: soleTrader ? sole.best : founders === 1 ? "company" : null,
      smallPlusOk: sole.smallPlusOk,
      socialInTaxYear: pathMonths ? sum(pathMonths.slice(b.offset, b.offset + 12).map((m) => m.social)) : 0,
    },
    vat,
    cash,
    consumers: profile.customers === "b2c" || profile.customers === "both",
    b2b: profile.customers === "b2b" || profile.customers === "both",
    checklist: checklistOf(recommended, soleTrader, {
      vatActive: vat.active,
      cashRequired: cash.status === "required",
      employees,
    }),
    deadlines: deadlinesOf(now, soleTrader, vat.active, spans),
  };
}

/** The income tax of the recommended form for the first full year. */
function taxesOf(
  b: ScenarioBasics,
  soleTrader: boolean,
  sole: SoleTraderYear,
  company: CompanyYear | null,
  spans: PathStageSpan[] | null,
): Scenario["taxes"] {
  const rows = taxRows(soleTrader, sole, company);
  return {
    kind: soleTrader ? "pit" : "company",
    year: b.taxYear,
    perPartner: soleTrader && b.founders > 1,
    revenue: soleTrader ? sole.revenue : (b.annualRevenue ?? 0),
    costs: soleTrader ? sole.costs : b.annualCosts,
    stages: soleTrader ? sole.yearStages : (spans ?? []).slice(0, 1).map((s) => ({ stage: s.stage, months: 12 })),
    rows,
    best: soleTrader ? sole.best : rows ? "company" : null,
    comparison: soleTrader ? sole.comparison : null,
    company: soleTrader ? null : company,
  };
}

/** The tax table of the recommended form: the three tax forms of a sole trader, or the company's one row. */
function taxRows(soleTrader: boolean, sole: SoleTraderYear, company: CompanyYear | null): TaxRow[] | null {
  if (soleTrader && sole.comparison)
    return sole.comparison.variants.map((v) => ({
      form: v.form,
      social: v.socialContributions,
      health: v.healthContribution,
      tax: v.incomeTax,
      net: v.netIncome,
      best: v.form === sole.best,
    }));
  if (!soleTrader && company)
    return [
      {
        form: "company",
        social: company.social,
        health: company.health,
        tax: grosz(company.cit + company.dividendTax),
        net: company.net,
        best: true,
      },
    ];
  return null;
}
