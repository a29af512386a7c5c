import {
  checkCorrection,
  FACT_KINDS,
  PROFILE_ACTIVITY_MAX,
  PROFILE_ACTIVITY_MIN,
  PROFILE_AMOUNT_MAX,
  PROFILE_COUNT_MAX,
  PROFILE_FACT_NAMES,
} from "../../../shared/business-profile.ts";
import type { BusinessProfile, ProfileFact } from "../../../domain/advisor/profile.ts";
import type { Translator } from "../../../shared/i18n.ts";
import { correctionFrom, dateLimits, errorsByFact, longDay } from "./profile-panel.tsx";

/**
 * The facts the guide is built from, in the order the summary before a guide request lists them:
 * what the business does and how far it is, its form and customers, the money (monthly), the
 * start date (without it the guide assumes the 1st of next month), people, other employment and VAT. The other facts stay in the profile panel.
 */
export const SUMMARY_FACTS = [
  "activity",
  "stage",
  "legalForm",
  "customers",
  "monthlyRevenue",
  "monthlyCosts",
  "startDate",
  "employees",
  "otherEmployment",
  "vatStatus",
] as const satisfies readonly ProfileFact[];
export type SummaryFact = (typeof SUMMARY_FACTS)[number];

export interface SummaryRow {
  fact: SummaryFact;
  /** The stored value, or undefined when the advisor does not know it (the guide then assumes). */
  value: BusinessProfile[SummaryFact];
}

/** The summary's rows for a profile, and which of them are still unknown. */
export function summaryOf(profile: BusinessProfile): { rows: SummaryRow[]; unknown: SummaryFact[] } {
  const rows = SUMMARY_FACTS.map((fact) => ({ fact, value: profile[fact] }));
  return { rows, unknown: rows.filter((r) => r.value === undefined).map((r) => r.fact) };
}

/** The text an editing field starts with (what the user sees for a stored value). */
export const fieldText = (value: unknown) => (value === undefined || value === null ? "" : String(value));

export type SingleCorrection =
  | { kind: "unchanged" }
  | { kind: "ok"; set: Record<string, unknown>; remove: string[] }
  | { kind: "invalid"; code: string };

/**
 * One fact as typed in the summary, checked with the profile's own contract (the same the
 * server applies): unchanged, a correction to send (an emptied field removes the fact), or the
 * contract's error code for the field.
 */
export function singleCorrection(fact: SummaryFact, raw: string, profile: BusinessProfile): SingleCorrection {
  const values = Object.fromEntries(PROFILE_FACT_NAMES.map((f) => [f, fieldText(profile[f])])) as Record<
    (typeof PROFILE_FACT_NAMES)[number],
    string
  >;
  values[fact] = raw;
  const correction = correctionFrom(values, profile);
  if (!Object.keys(correction.set).length && !correction.remove.length) return { kind: "unchanged" };
  const checked = checkCorrection(correction);
  if (!checked.ok) {
    const errors = errorsByFact(checked.fields);
    return { kind: "invalid", code: errors[fact] ?? errors._ ?? errors.set ?? "invalidOption" };
  }
  return { kind: "ok", set: correction.set, remove: correction.remove };
}

/** The limits an error message names (chat.profile.errors.*), formatted for the page's language. */
export function errorLimits(fact: SummaryFact, locale: string) {
  const number = (n: number) => new Intl.NumberFormat(locale === "en" ? "en-GB" : "pl-PL").format(n);
  const kind = FACT_KINDS[fact];
  return kind === "amount"
    ? { min: number(0), max: number(PROFILE_AMOUNT_MAX) }
    : kind === "count"
      ? { min: number(0), max: number(PROFILE_COUNT_MAX) }
      : kind === "date"
        ? dateLimits(locale)
        : { min: PROFILE_ACTIVITY_MIN, max: PROFILE_ACTIVITY_MAX };
}

/**
 * A stored value as the summary shows it: amounts with their period (the profile keeps monthly
 * figures), choices and yes/no through the profile panel's own option labels, a date in words.
 */
export function displayValue(
  fact: SummaryFact,
  value: NonNullable<BusinessProfile[SummaryFact]>,
  t: Translator["t"],
  locale: string,
): string {
  const kind = FACT_KINDS[fact];
  if (kind === "amount")
    return t("chat.guideSummary.perMonth", {
      amount: new Intl.NumberFormat(locale === "en" ? "en-GB" : "pl-PL", { maximumFractionDigits: 2 }).format(
        value as number,
      ),
    });
  if (kind === "count") return t("chat.guideSummary.people", { count: value as number });
  if (kind === "yesNo") return t(`chat.profile.options.${value ? "yes" : "no"}`);
  if (kind === "choice") return t(`chat.profile.options.${fact}.${String(value)}`);
  if (kind === "date") return longDay(String(value), locale);
  return String(value);
}
