import type { BusinessProfile } from "../advisor/profile.ts";
import type { Comparison } from "../tax/compare.ts";
import type { TaxForm } from "../tax/health-contribution.ts";
import type { ZusStage } from "../tax/social-contributions.ts";

/** The shapes of the plan behind a guide (`buildScenario`): amounts as numbers, choices as codes. */

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

/** What the plan reads off the profile before any calculation. */
export interface ScenarioBasics {
  running: boolean;
  start: Date;
  /** The form the user named, when they named one. */
  chosen: LegalForm | null;
  founders: number;
  employees: number;
  annualRevenue: number | null;
  annualCosts: number;
  otherEmployment: boolean;
  relief: boolean;
  ryczalt: Scenario["ryczalt"];
  /** The first calendar year the business runs whole. */
  taxYear: number;
  /** The month of the path (0 = the start month) that is January of the tax year. */
  offset: number;
}
