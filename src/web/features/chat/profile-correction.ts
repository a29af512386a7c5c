import type { BusinessProfile, ProfileFact } from "../../../domain/advisor/profile.ts";
import {
  FACT_KINDS,
  PROFILE_ACTIVITY_MAX,
  PROFILE_ACTIVITY_MIN,
  PROFILE_AMOUNT_MAX,
  PROFILE_COUNT_MAX,
  PROFILE_FACT_NAMES,
  PROFILE_START_MAX,
  PROFILE_START_MIN,
} from "../../../shared/business-profile.ts";
import { factValue } from "../../../shared/contracts/profile-facts.ts";
import { useT } from "../../lib/i18n-react.tsx";

type Fact = (typeof PROFILE_FACT_NAMES)[number];

/** An ISO day in words in the page's language ("1 marca 2027"), for limits and summaries. */
export const longDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "pl-PL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

/** The limits a start-date error names, in the page's language. */
export const dateLimits = (locale: string) => ({
  min: longDay(PROFILE_START_MIN, locale),
  max: longDay(PROFILE_START_MAX, locale),
});

/**
 * Texts typed for the facts as a correction: a field emptied removes its fact, a changed one sets
 * it (numbers read as people type them; anything unreadable stays NaN for the contract to refuse).
 */
export function correctionFrom(values: Record<Fact, string>, profile: BusinessProfile) {
  const set: Record<string, unknown> = {};
  const remove: Fact[] = [];
  for (const fact of PROFILE_FACT_NAMES) {
    const raw = values[fact].trim();
    if (!raw) {
      if (profile[fact] !== undefined) remove.push(fact);
      continue;
    }
    const value = factValue(fact, raw);
    if (value !== profile[fact]) set[fact] = value;
  }
  return { set, remove };
}

/** The contract's field errors (`set.<fact>`) by fact; the first code of each. */
export const errorsByFact = (fields: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, codes]) => [key.replace(/^set\./, "").replace(/^remove\.\d+$/, "_"), codes[0]!]),
  ) as Partial<Record<Fact | "_" | "set", string>>;

/** A fact's error in words (`chat.profile.errors.<code>`), with the limits it names in the page's language. */
export function useFactError() {
  const { t, locale } = useT();
  const number = (n: number) => new Intl.NumberFormat(locale === "en" ? "en-GB" : "pl-PL").format(n);
  return (fact: ProfileFact, codes: readonly string[] | null | undefined) => {
    const code = codes?.[0];
    if (!code) return null;
    const kind = FACT_KINDS[fact];
    const limits =
      kind === "amount"
        ? { min: number(0), max: number(PROFILE_AMOUNT_MAX) }
        : kind === "count"
          ? { min: number(fact === "founders" ? 1 : 0), max: number(PROFILE_COUNT_MAX) }
          : kind === "date"
            ? dateLimits(locale)
            : { min: PROFILE_ACTIVITY_MIN, max: PROFILE_ACTIVITY_MAX };
    return t(`chat.profile.errors.${code}`, limits);
  };
}
