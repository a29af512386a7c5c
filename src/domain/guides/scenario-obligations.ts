import type { BusinessProfile } from "../advisor/profile.ts";
import { daysLeftInYear, vatExemptionLimit } from "../tax/eligibility.ts";
import { grosz } from "../tax/money.ts";
import { PARAMETERS_2026 as P } from "../tax/parameters-2026.ts";
import { addMonths, utc } from "./scenario-path.ts";
import type {
  ChecklistStep,
  LegalForm,
  PathStageSpan,
  Scenario,
  ScenarioBasics,
  ScenarioDeadline,
} from "./scenario-types.ts";

/** A yearly limit pro-rated for a first year that starts after January. */
const firstYearShare = (limit: number, start: Date) =>
  start.getUTCMonth() === 0 ? limit : grosz((limit * daysLeftInYear(start)) / P.vat.daysInYear.value);

/** VAT: active above the (pro-rated) exemption limit or when the user chose it. */
export function vatOf(b: ScenarioBasics, profile: BusinessProfile): Scenario["vat"] {
  const { annualRevenue, start } = b;
  const vatLimit = vatExemptionLimit(P);
  const firstYearVatLimit = firstYearShare(vatLimit, start);
  const firstYearMonths = 12 - start.getUTCMonth();
  const over =
    annualRevenue !== null && (annualRevenue > vatLimit || (annualRevenue / 12) * firstYearMonths > firstYearVatLimit);
  return {
    limit: vatLimit,
    firstYearLimit: firstYearVatLimit,
    active: over || profile.vatStatus === "active",
    reason: over ? "over" : profile.vatStatus === "active" ? "chosen" : annualRevenue !== null ? "exempt" : "unknown",
  };
}

/** The cash register: only sales to consumers above 20 000 zł (pro-rated from the first sale in the first year). */
export function cashOf(b: ScenarioBasics, profile: BusinessProfile): Scenario["cash"] {
  const { annualRevenue, start } = b;
  const cashLimit = P.vat.cashRegisterLimit.value;
  const firstYearCashLimit = firstYearShare(cashLimit, start);
  const firstYearMonths = 12 - start.getUTCMonth();
  const firstYearSales = annualRevenue === null ? null : grosz((annualRevenue / 12) * firstYearMonths);
  return {
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
}

/** The registration checklist. */
export function checklistOf(
  recommended: LegalForm,
  soleTrader: boolean,
  s: { vatActive: boolean; cashRequired: boolean; employees: number },
): ChecklistStep[] {
  const checklist: ChecklistStep[] = [];
  if (recommended === "sc") checklist.push("partnersContract");
  if (soleTrader) checklist.push("pkd", "ceidg");
  else checklist.push("s24", "krs", "crbr");
  checklist.push("zus", "pue");
  if (s.vatActive) checklist.push("vatR");
  checklist.push("bank", "edoreczenia", "ksef");
  if (s.cashRequired) checklist.push("cash");
  if (s.employees > 0) checklist.push("employees");
  return checklist;
}

/** The deadlines of the twelve months after `now`, in date order. */
export function deadlinesOf(
  now: Date,
  soleTrader: boolean,
  vatActive: boolean,
  spans: PathStageSpan[] | null,
): ScenarioDeadline[] {
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
  if (vatActive) monthly(P.deadlines.jpkDay.value, "vat");
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
  return deadlines;
}
