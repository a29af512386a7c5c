import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";

/** Polish month names in the three forms answers use: "styczeń", "stycznia" (1 stycznia), "styczniu" (w styczniu). */
const PL_MONTHS = {
  nominative: [
    "styczeń",
    "luty",
    "marzec",
    "kwiecień",
    "maj",
    "czerwiec",
    "lipiec",
    "sierpień",
    "wrzesień",
    "październik",
    "listopad",
    "grudzień",
  ],
  genitive: [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
  ],
  locative: [
    "styczniu",
    "lutym",
    "marcu",
    "kwietniu",
    "maju",
    "czerwcu",
    "lipcu",
    "sierpniu",
    "wrześniu",
    "październiku",
    "listopadzie",
    "grudniu",
  ],
};

export type MonthForm = keyof typeof PL_MONTHS;

/** "January" (1 = January). */
export const englishMonth = (month: number) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, month - 1, 1)));

/** A month's name in the answer's language; Polish in the form the sentence needs. */
export const monthName = (month: number, lang: KnowledgeLang, form: MonthForm): string =>
  lang === "en" ? englishMonth(month) : PL_MONTHS[form][month - 1]!;
