import { createTranslator } from "../../shared/i18n.ts";
import { assumedRyczaltRate } from "../assistant/advisor.ts";
import type { BusinessProfile } from "../assistant/profile.ts";
import { recogniseActivity } from "../assistant/understanding/activity.ts";
import { cataloguesFor } from "../mail/catalogues.ts";
import { type Comparison, compareTaxForms, type ZusChange } from "../tax/compare.ts";
import { daysLeftInYear, vatExemptionLimit } from "../tax/eligibility.ts";
import type { TaxForm } from "../tax/health-contribution.ts";
import { grosz } from "../tax/money.ts";
import { PARAMETERS_2026 as P } from "../tax/parameters-2026.ts";
import { socialContributions, type ZusStage } from "../tax/social-contributions.ts";

/**
 * The plan behind a guide, computed once from the profile: every chapter of the guide reads it,
 * so the tax table, the ZUS path, the VAT chapter and the checklist cannot disagree. Amounts are
 * numbers and choices are codes; `composeGuide` turns them into text in the guide's language.
 */

export type LegalForm = "jdg" | "sc" | "spzoo" | "psa";
/**
 * A month of the ZUS path: a sole trader's stage, "employed" (an employment contract elsewhere
 * covers the social contributions; only the health contribution is paid) or "none" (a shareholder
 * of a company with several shareholders, not insured by the shares alone).
 */
export type PathStage = ZusStage | "employed" | "none";

export interface ScenarioInput {
  profile: BusinessProfile;
  /** When the guide is made; the business is assumed to start on the first day of the next month. */
  now: Date;
  /** The first day of the business when the user gave it (the first of a month). */
  startDate?: Date;
  lang: "pl" | "en";
}

export interface PathMonth {
  /** The first day of the month (UTC). */
  date: Date;
  stage: PathStage;
  social: number;
  health: number;
}

export interface PathStageSpan {
  stage: PathStage;
  from: Date;
  to: Date;
  months: number;
  social: number;
  health: number;
}

export interface TaxRow {
  form: TaxForm | "company";
  social: number;
  health: number;
  tax: number;
  net: number;
  best: boolean;
}

export interface CompanyYear {
  profit: number;
  citRate: number;
  cit: number;
  dividendTax: number;
  social: number;
  health: number;
  net: number;
}

export type ReasonCode =
  | "numbers"
  | "noNumbers"
  | "solo"
  | "partnersSmall"
  | "reliefs"
  | "otherEmployment"
  | "taxChoice"
  | "liability"
  | "partnersLiability"
  | "companyLiability"
  | "companyCosts"
  | "companyPartners"
  | "psa"
  | "employees"
  | "vatAnyForm";

export interface Reason {
  key: ReasonCode;
  /** Amounts as numbers, forms as codes, counts as numbers. */
  params?: Record<string, number | string>;
}

export type ChecklistStep =
  | "partnersContract"
  | "pkd"
  | "ceidg"
  | "s24"
  | "krs"
  | "crbr"
  | "zus"
  | "pue"
  | "vatR"
  | "bank"
  | "edoreczenia"
  | "ksef"
  | "cash"
  | "employees";

export interface ScenarioDeadline {
  key: string;
  date: Date;
  /** The day of the month for a deadline that repeats monthly (twelve times). */
  monthlyDay?: number;
}

export interface Scenario {
  /** The year of the rates (the calculators know 2026). */
  ratesYear: number;
  start: Date;
  running: boolean;
  founders: number;
  employees: number;
  annualRevenue: number | null;
  annualCosts: number;
  /** Ulga na start and preferential ZUS are open (no business in 60 months, not for a former employer, not running yet). */
  relief: boolean;
  otherEmployment: boolean;
  ryczalt: { rate: number; reason: "activity" | "default"; label: string };
  legal: {
    recommended: LegalForm;
    /** The form the user named, when they named one. */
    chosen: LegalForm | null;
    /** Each form considered, with what is left a year for all founders together (null without revenue). */
    options: { form: LegalForm; net: number | null }[];
    reasons: Reason[];
    /** How much less the user's own choice leaves a year than the recommended form (null when they agree or without numbers). */
    choiceDifference: number | null;
  };
  taxes: {
    kind: "pit" | "company";
    /** The first calendar year the business runs whole. */
    year: number;
    /** Per partner in a civil partnership (revenue and costs split evenly). */
    perPartner: boolean;
    revenue: number;
    costs: number;
    /** The ZUS stages of that year, in order, with their months. */
    stages: { stage: PathStage; months: number }[];
    /** Null without revenue. */
    rows: TaxRow[] | null;
    best: TaxForm | "company" | null;
    comparison: Comparison | null;
    company: CompanyYear | null;
  };
  zus: {
    /** Null for a company whose shareholders pay no ZUS from the shares. */
    months: PathMonth[] | null;
    stages: PathStageSpan[] | null;
    /** The tax form the health contribution is shown for (null without revenue: the minimum). */
    healthForm: TaxForm | "company" | null;
    smallPlusOk: boolean;
    /** The social contributions of the path in the tax table's year. */
    socialInTaxYear: number;
  };
  vat: {
    limit: number;
    /** The limit pro-rated for the first (partial) year. */
    firstYearLimit: number;
    active: boolean;
    reason: "over" | "chosen" | "exempt" | "unknown";
  };
  cash: {
    status: "required" | "below" | "b2b" | "mixed" | "unknown";
    /** 20 000 zł pro-rated from the first sale in the first year. */
    firstYearLimit: number;
    /** Sales to consumers in the first (partial) year, when known. */
    firstYearSales: number | null;
  };
  consumers: boolean;
  b2b: boolean;
  checklist: ChecklistStep[];
  deadlines: ScenarioDeadline[];
}

/**
 * Tax on dividends: 19% (art. 30a ust. 1 pkt 4 ustawy o PIT; unchanged in 2026, e.g.
 * dwaplusjeden.com "Dywidenda krok po kroku", 30.12.2025).
 */
export const DIVIDEND_TAX_RATE = 0.19;

const SOLE_TRADER: LegalForm[] = ["jdg", "sc"];
const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d));
const addMonths = (d: Date, n: number) => utc(d.getUTCFullYear(), d.getUTCMonth() + n, 1);
const sum = (values: number[]) => grosz(values.reduce((a, b) => a + b, 0));
const PATH_MONTHS = 36;

/** What a sp. z o.o. or PSA leaves its shareholders in a year: CIT, then the whole profit paid out as dividends. */
export function companyYear(revenue: number, costs: number, founders: number, otherEmployment: boolean): CompanyYear {
  const profit = Math.max(0, grosz(revenue - costs));
  const citRate = revenue <= P.cit.reducedRateRevenueLimit.value ? P.cit.rateReduced.value : P.cit.rateStandard.value;
  const cit = grosz(profit * citRate);
  const dividendTax = grosz((profit - cit) * DIVIDEND_TAX_RATE);
  // A sole shareholder pays ZUS like a sole trader but without any relief (facts §4b, S73), and the
  // health contribution on the minimum wage (facts §5); shareholders of a company of several do not.
  const sole = founders === 1;
  const social = sole && !otherEmployment ? grosz(fullSocial() * 12) : 0;
  const health = sole ? grosz(P.health.minimumMonthly.value * 12) : 0;
  return {
    profit,
    citRate,
    cit,
    dividendTax,
    social,
    health,
    net: grosz(profit - cit - dividendTax - social - health),
  };
}

const fullSocial = () => socialContributions(P, { stage: "full", sicknessInsurance: false }).monthly.total;

const normaliseForm = (f: BusinessProfile["legalForm"]): LegalForm | null => (f && f !== "undecided" ? f : null);

/** The plan of a profile (see the module comment). */
export function buildScenario(input: ScenarioInput): Scenario {
  const { profile, now } = input;
  const running = profile.stage === "running";
  const start = input.startDate
    ? utc(input.startDate.getUTCFullYear(), input.startDate.getUTCMonth(), 1)
    : utc(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const chosen = normaliseForm(profile.legalForm);
  const founders = Math.max(1, profile.founders ?? (chosen === "sc" ? 2 : 1));
  const employees = profile.employees ?? 0;
  const annualRevenue = profile.monthlyRevenue !== undefined ? Math.round(profile.monthlyRevenue * 12) : null;
  const annualCosts = annualRevenue === null ? 0 : Math.round((profile.monthlyCosts ?? 0) * 12);
  const otherEmployment = profile.otherEmployment === true;
  const relief = !running && profile.businessInLast60Months !== true && profile.formerEmployerClient !== true;
  const ryczalt = assumedRyczaltRate(profile.activity, input.lang);
  const taxYear = start.getUTCMonth() === 0 ? start.getUTCFullYear() : start.getUTCFullYear() + 1;
  const offset = (taxYear - start.getUTCFullYear()) * 12 - start.getUTCMonth();

  // The sole trader's stage of each month of the path (month 0 = the start month).
  const soleTraderStage = (i: number, smallPlusOk: boolean): PathStage => {
    if (otherEmployment) return "employed";
    if (!relief) return "full";
    if (i < P.zus.startReliefMonths.value) return "start";
    if (i < P.zus.startReliefMonths.value + P.zus.preferentialMonths.value) return "preferential";
    return smallPlusOk ? "smallPlus" : "full";
  };

  /** A sole trader's year (per partner in a civil partnership): the tax comparison on the path's stages of the tax year. */
  const soleTraderYear = (partners: number) => {
    const revenue = annualRevenue === null ? 0 : grosz(annualRevenue / partners);
    const costs = grosz(annualCosts / partners);
    const income = Math.max(0, grosz(revenue - costs));
    const smallPlusOk = annualRevenue !== null && revenue <= P.zus.smallPlusRevenueLimit.value;
    const stageAt = (i: number) => soleTraderStage(i, smallPlusOk);
    const asZus = (s: PathStage): ZusStage => (s === "employed" || s === "none" ? "start" : s);
    const compare = (zus: ZusStage, zusChanges?: ZusChange[]) =>
      compareTaxForms({
        year: P.year,
        annualRevenue: revenue,
        annualCosts: costs,
        zus,
        zusChanges,
        sicknessInsurance: false,
        ryczaltRate: ryczalt.rate,
        previousYearIncome: zus === "smallPlus" ? income : undefined,
      });
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
    let comparison =
      annualRevenue === null ? null : compare(asZus(yearStages[0]!.stage), changes.length ? changes : undefined);
    // Above the ryczałt revenue limit (2 000 000 EUR) the lump sum is not open: the other two forms remain.
    if (comparison && revenue > P.pit.ryczaltRevenueLimit.value) {
      const variants = comparison.variants.filter((v) => v.form !== "ryczalt");
      const top = variants.reduce((a, b) => (b.netIncome > a.netIncome ? b : a));
      comparison = { ...comparison, variants, best: top.form };
    }
    const best = comparison?.best ?? null;
    // The monthly figures of each stage of the path, from the same calculator.
    const figures = new Map<PathStage, { social: number; health: number }>();
    const figuresOf = (stage: PathStage) => {
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
    const months: PathMonth[] = Array.from({ length: PATH_MONTHS }, (_, i) => {
      const stage = stageAt(i);
      return { date: addMonths(start, i), stage, ...figuresOf(stage) };
    });
    return { revenue, costs, comparison, best, yearStages, months, smallPlusOk };
  };

  // The forms considered, and what each leaves for all founders together.
  const soleForm: LegalForm = founders > 1 ? "sc" : "jdg";
  const companyForm: LegalForm = chosen === "psa" ? "psa" : "spzoo";
  const sole = soleTraderYear(founders > 1 ? founders : 1);
  const company = annualRevenue === null ? null : companyYear(annualRevenue, annualCosts, founders, otherEmployment);
  const soleNet = sole.comparison
    ? grosz(sole.comparison.variants.find((v) => v.form === sole.best)!.netIncome * (founders > 1 ? founders : 1))
    : null;
  const options: Scenario["legal"]["options"] = [
    { form: soleForm, net: soleNet },
    { form: companyForm, net: company?.net ?? null },
  ];
  const netOf = (f: LegalForm) => options.find((o) => o.form === f)?.net ?? null;
  let recommended: LegalForm;
  if (soleNet !== null && company) recommended = company.net > soleNet ? companyForm : soleForm;
  else recommended = chosen ?? soleForm;
  if (chosen && !options.some((o) => o.form === chosen)) {
    // A civil partnership named by one founder, a JDG named by several: shown with the figures of the form it is.
    options.push({ form: chosen, net: chosen === "jdg" || chosen === "sc" ? soleNet : (company?.net ?? null) });
  }
  const soleTrader = SOLE_TRADER.includes(recommended);
  const choiceDifference =
    chosen && chosen !== recommended && netOf(recommended) !== null && netOf(chosen) !== null
      ? grosz(netOf(recommended)! - netOf(chosen)!)
      : null;

  // The ZUS path of the recommended form.
  let pathMonths: PathMonth[] | null;
  if (soleTrader) pathMonths = sole.months;
  else if (founders === 1) {
    const stage: PathStage = otherEmployment ? "employed" : "full";
    const social = stage === "full" ? fullSocial() : 0;
    pathMonths = Array.from({ length: PATH_MONTHS }, (_, i) => ({
      date: addMonths(start, i),
      stage,
      social,
      health: P.health.minimumMonthly.value,
    }));
  } else pathMonths = null;
  const spans: PathStageSpan[] | null = pathMonths ? [] : null;
  for (const m of pathMonths ?? []) {
    const last = spans!.at(-1);
    if (last && last.stage === m.stage) {
      last.months++;
      last.to = m.date;
    } else spans!.push({ stage: m.stage, from: m.date, to: m.date, months: 1, social: m.social, health: m.health });
  }
  const socialInTaxYear = pathMonths ? sum(pathMonths.slice(offset, offset + 12).map((m) => m.social)) : 0;

  // The tax table of the recommended form for the first full year.
  let rows: TaxRow[] | null = null;
  if (soleTrader && sole.comparison)
    rows = sole.comparison.variants.map((v) => ({
      form: v.form,
      social: v.socialContributions,
      health: v.healthContribution,
      tax: v.incomeTax,
      net: v.netIncome,
      best: v.form === sole.best,
    }));
  else if (!soleTrader && company)
    rows = [
      {
        form: "company",
        social: company.social,
        health: company.health,
        tax: grosz(company.cit + company.dividendTax),
        net: company.net,
        best: true,
      },
    ];

  // The legal form's reasons: the numbers first, then the profile.
  const reasons: Reason[] = [];
  const other = options.find((o) => o.form !== recommended && (o.form === soleForm || o.form === companyForm));
  if (netOf(recommended) !== null && other?.net != null)
    reasons.push({
      key: "numbers",
      params: {
        form: recommended,
        net: netOf(recommended)!,
        other: other.form,
        otherNet: other.net,
        difference: grosz(netOf(recommended)! - other.net),
      },
    });
  else reasons.push({ key: "noNumbers" });
  if (recommended === "jdg") reasons.push({ key: "solo" });
  if (recommended === "sc") reasons.push({ key: "partnersSmall", params: { count: founders } });
  if (soleTrader && otherEmployment) reasons.push({ key: "otherEmployment" });
  else if (soleTrader && relief) reasons.push({ key: "reliefs" });
  if (soleTrader)
    reasons.push({ key: "taxChoice" }, { key: recommended === "jdg" ? "liability" : "partnersLiability" });
  if (!soleTrader) reasons.push({ key: "companyLiability" }, { key: "companyCosts" });
  if (!soleTrader && founders > 1) reasons.push({ key: "companyPartners" });
  if (recommended === "psa") reasons.push({ key: "psa" });
  if (employees > 0) reasons.push({ key: "employees", params: { count: employees } });

  // VAT.
  const vatLimit = vatExemptionLimit(P);
  const firstYearVatLimit =
    start.getUTCMonth() === 0 ? vatLimit : grosz((vatLimit * daysLeftInYear(start)) / P.vat.daysInYear.value);
  const firstYearMonths = 12 - start.getUTCMonth();
  const over =
    annualRevenue !== null && (annualRevenue > vatLimit || (annualRevenue / 12) * firstYearMonths > firstYearVatLimit);
  const vat: Scenario["vat"] = {
    limit: vatLimit,
    firstYearLimit: firstYearVatLimit,
    active: over || profile.vatStatus === "active",
    reason: over ? "over" : profile.vatStatus === "active" ? "chosen" : annualRevenue !== null ? "exempt" : "unknown",
  };
  if (vat.active) reasons.push({ key: "vatAnyForm" });

  // The cash register: only sales to consumers above 20 000 zł (pro-rated from the first sale in the first year).
  const consumers = profile.customers === "b2c" || profile.customers === "both";
  const b2b = profile.customers === "b2b" || profile.customers === "both";
  const cashLimit = P.vat.cashRegisterLimit.value;
  const firstYearCashLimit =
    start.getUTCMonth() === 0 ? cashLimit : grosz((cashLimit * daysLeftInYear(start)) / P.vat.daysInYear.value);
  const firstYearSales = annualRevenue === null ? null : grosz((annualRevenue / 12) * firstYearMonths);
  const cash: Scenario["cash"] = {
    status:
      profile.customers === "b2b"
        ? "b2b"
        : annualRevenue === null || !profile.customers
          ? "unknown"
          : profile.customers === "both"
            ? "mixed"
            : annualRevenue > cashLimit || firstYearSales! > firstYearCashLimit
              ? "required"
              : "below",
    firstYearLimit: firstYearCashLimit,
    firstYearSales: profile.customers === "b2c" ? firstYearSales : null,
  };

  // The registration checklist.
  const checklist: ChecklistStep[] = [];
  if (recommended === "sc") checklist.push("partnersContract");
  if (soleTrader) checklist.push("pkd", "ceidg");
  else checklist.push("s24", "krs", "crbr");
  checklist.push("zus", "pue");
  if (vat.active) checklist.push("vatR");
  checklist.push("bank", "edoreczenia", "ksef");
  if (cash.status === "required") checklist.push("cash");
  if (employees > 0) checklist.push("employees");

  // The deadlines of the next twelve months.
  const deadlines: ScenarioDeadline[] = [];
  const nextDay = (day: number) => {
    const d = utc(now.getUTCFullYear(), now.getUTCMonth(), day);
    return d.getTime() > now.getTime() ? d : utc(now.getUTCFullYear(), now.getUTCMonth() + 1, day);
  };
  const monthly = (day: number, key: string) => deadlines.push({ key, date: nextDay(day), monthlyDay: day });
  if (soleTrader) {
    monthly(P.deadlines.zusDaySoleTrader.value, "zus");
    monthly(P.deadlines.pitAdvanceDay.value, "pit");
  } else {
    monthly(P.deadlines.zusDayLegalPerson.value, "zusCompany");
    monthly(20, "cit");
  }
  if (vat.active) monthly(P.deadlines.jpkDay.value, "vat");
  const horizon = utc(now.getUTCFullYear() + 1, now.getUTCMonth() + 1, 1);
  const once = (date: Date, key: string) => {
    if (date.getTime() > now.getTime() && date.getTime() < horizon.getTime()) deadlines.push({ key, date });
  };
  once(utc(2026, 11, 31), "pkd");
  once(utc(2027, 0, 1), "ksef");
  const smallPlusFrom = spans?.find((s) => s.stage === "smallPlus")?.from;
  for (const y of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    if (soleTrader) {
      if (smallPlusFrom && smallPlusFrom.getUTCFullYear() === y) once(utc(y, 0, 31), "smallPlus");
      once(utc(y, 3, 30), "pitAnnual");
      once(utc(y, 4, 20), "health");
    } else once(utc(y, 2, 31), "citAnnual");
  }
  const reliefEnd = spans?.find((s) => s.stage === "start");
  if (soleTrader && reliefEnd) once(addMonths(reliefEnd.to, 1), "reliefEnd");
  deadlines.sort((a, b) => a.date.getTime() - b.date.getTime());

  return {
    ratesYear: P.year,
    start,
    running,
    founders,
    employees,
    annualRevenue,
    annualCosts,
    relief,
    otherEmployment,
    ryczalt,
    legal: { recommended, chosen, options, reasons, choiceDifference },
    taxes: {
      kind: soleTrader ? "pit" : "company",
      year: taxYear,
      perPartner: soleTrader && founders > 1,
      revenue: soleTrader ? sole.revenue : (annualRevenue ?? 0),
      costs: soleTrader ? sole.costs : annualCosts,
      stages: soleTrader ? sole.yearStages : (spans ?? []).slice(0, 1).map((s) => ({ stage: s.stage, months: 12 })),
      rows,
      best: soleTrader ? sole.best : rows ? "company" : null,
      comparison: soleTrader ? sole.comparison : null,
      company: soleTrader ? null : company,
    },
    zus: {
      months: pathMonths,
      stages: spans,
      healthForm: soleTrader ? sole.best : founders === 1 ? "company" : null,
      smallPlusOk: sole.smallPlusOk,
      socialInTaxYear,
    },
    vat,
    cash,
    consumers,
    b2b,
    checklist,
    deadlines,
  };
}

const MAX_TITLE = 70;
const SHORT_WORD = /^(na|i|w|we|z|ze|do|od|dla|o|u|po|a|the|of|and|for|in|on|to|with|a|an|or|lub|oraz)$/i;

/** Words of `text` within `max` characters, cut after a whole word and never ending on a preposition. */
export function fitWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const words = clean.split(" ");
  const kept: string[] = [];
  for (const w of words) {
    if ([...kept, w].join(" ").length + 1 > max) break;
    kept.push(w);
  }
  while (kept.length > 1 && SHORT_WORD.test(kept.at(-1)!.replace(/[,;:.]$/, ""))) kept.pop();
  if (!kept.length) return "";
  return `${kept.join(" ").replace(/[,;:.\s]+$/, "")}…`;
}

const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s[0]!.toLocaleLowerCase() + s.slice(1) : s);
const NOT_A_NAME = /^(jestem|będę|bede|chcę|chce|planuję|planuje|zajmuję|zajmuje|i am|i'm|i will|i want|i plan|my)\b/i;

/** The business as a title names it: the user's own short description, else the activity recognised in it. */
export function activityName(activity: string | undefined, lang: "pl" | "en"): string | null {
  const raw = activity?.replace(/\s+/g, " ").trim();
  if (!raw) return null;
  const clause = raw.split(/[.;:!?\n(]|,\s/)[0]!.trim();
  const own = clause === raw && raw.length <= 40 && !NOT_A_NAME.test(raw);
  const match = recogniseActivity(raw, lang);
  if (own && lang === "pl") return lowerFirst(raw);
  if (match) return lowerFirst(match.label.split(/,\s|\s\(/)[0]!.trim());
  if (own || !NOT_A_NAME.test(clause)) return lowerFirst(clause);
  return null;
}

/**
 * The guide's title from its plan: the recommended form and the business, at most 70
 * characters, never cut inside a word ("Działalność: programowanie — plan na 2026").
 */
export function guideTitle(lang: "pl" | "en", scenario: Scenario, activity: string | undefined): string {
  const { t } = createTranslator(lang, cataloguesFor(lang));
  const year = scenario.ratesYear;
  const form = scenario.legal.recommended;
  const name = activityName(activity, lang);
  const key = name ? (form === "jdg" ? "jdg" : "company") : "none";
  const fixed = t(`guide:title.${key}`, { form: t(`guide:title.forms.${form}`), activity: "\u0000", year });
  const room = MAX_TITLE - (fixed.length - 1);
  const title = name ? fixed.replace("\u0000", fitWords(name, room)) : fixed;
  return title.length <= MAX_TITLE ? title : fitWords(title, MAX_TITLE);
}

/** The title of a guide for a profile, as the list, the view, the PDF and the file name show it. */
export function guideTitleFor(lang: "pl" | "en", profile: BusinessProfile, now: Date): string {
  return guideTitle(lang, buildScenario({ profile, now, lang }), profile.activity);
}
