import { formatMoney } from "../../shared/format.ts";
import { createTranslator, type Translator } from "../../shared/i18n.ts";
import { amount } from "../advisor/facts-in-words.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";
import type { LegalForm, PathStage } from "./scenario-types.ts";

const ZONE = "Europe/Warsaw";

/** How a guide words its figures, dates and codes, in the guide's language from the guide catalogue. */
export interface GuideWording {
  lang: "pl" | "en";
  t: Translator["t"];
  /** The locale of numbers and dates ("pl-PL", "en-GB"). */
  tag: string;
  /** An amount rounded to the złoty. */
  money: (v: number) => string;
  /** An amount to the grosz. */
  exact: (v: number) => string;
  /** A day in Warsaw ("1 lipca 2026"). */
  longDate: (d: Date) => string;
  /** A month and year ("lipiec 2026"). */
  monthName: (d: Date) => string;
  /** A chart label ("lip 26"). */
  shortMonth: (d: Date) => string;
  formName: (f: LegalForm) => string;
  shortForm: (f: LegalForm) => string;
  taxFormName: (f: string) => string;
  stageName: (s: PathStage) => string;
  monthsLabel: (count: number) => string;
}

export function guideWording(lang: "pl" | "en"): GuideWording {
  const { t } = createTranslator(lang, cataloguesFor(lang));
  const tag = lang === "en" ? "en-GB" : "pl-PL";
  return {
    lang,
    t,
    tag,
    money: (v) => amount(Math.round(v), lang),
    exact: (v) => formatMoney(v, lang),
    longDate: (d) =>
      new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: ZONE }).format(d),
    monthName: (d) => new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(d),
    shortMonth: (d) => new Intl.DateTimeFormat(tag, { month: "short", year: "2-digit", timeZone: "UTC" }).format(d),
    formName: (f) => t(`guide:legalForm.${f}`),
    shortForm: (f) => t(`guide:legalForm.short.${f}`),
    taxFormName: (f) => t(`guide:taxes.forms.${f}`),
    stageName: (s) => t(`guide:zus.stages.${s}`),
    monthsLabel: (count) => t("guide:zus.monthsCount", { count }),
  };
}
