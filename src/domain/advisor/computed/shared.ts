import type { createTranslator } from "../../../shared/i18n.ts";
import { formatMoney } from "../../../shared/format.ts";
import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import type { bindAmounts } from "../amount-meaning.ts";
import { findAmounts } from "../amounts.ts";
import { withoutComparedForms } from "../understanding/compared.ts";
import type { CalendarDate } from "../understanding/dates.ts";

/** A reply worked out by the calculators from the 2026 parameters, with the articles that explain it. */
export interface ComputedAnswer {
  topic: string;
  content: string;
  /** Article ids whose sources are cited. */
  articles: string[];
  /** The figures, for a model to quote. */
  calculation: string;
}

export type Translate = ReturnType<typeof createTranslator>["t"];
export type Amounts = ReturnType<typeof bindAmounts>;

/** A question as the calculators read it. */
export interface Asked {
  /** The whole question (a follow-up joined to the question before it). */
  question: string;
  /** The same, folded: lower case, no diacritics. */
  t: string;
  lang: KnowledgeLang;
  tr: Translate;
  /** A follow-up's own words, whose figures and dates win. */
  focus: string;
  amounts: Amounts;
  focusAmounts: Amounts;
  date: CalendarDate | null;
}

/** Whole złoty without grosze, with plain spaces (replies are copied and searched as plain text). */
export const money = (v: number, lang: KnowledgeLang) =>
  (Number.isInteger(v) ? formatMoney(v, lang).replace(/[.,]00(?=\D*$)/, "") : formatMoney(v, lang)).replace(
    /[\u00a0\u202f]/g,
    " ",
  );
export const pct = (v: number, lang: KnowledgeLang) =>
  `${(v * 100).toLocaleString(lang === "en" ? "en-GB" : "pl-PL", { maximumFractionDigits: 2 })}%`;

export const has = (t: string, re: RegExp) => re.test(t);

/**
 * The income-tax form (scale or flat tax) a question is about: a form named only as the one
 * compared with counts when no other form is named ("on skala can I deduct it like on liniowy?" is
 * about the scale; "jak na liniowym liczy się zdrowotną?" about the flat tax).
 */
export function namedTaxForm(t: string): "flat" | "scale" | null {
  const pick = (s: string) =>
    has(s, /\b(liniow\w*|flat|linear)\b/)
      ? "flat"
      : has(s, /\b(skal\w*(?! roku)|zasad\w* ogoln\w*|scale)\b/)
        ? "scale"
        : null;
  const subject = withoutComparedForms(t);
  return pick(subject) ?? (has(subject, /\b(ryczal\w*|lump[- ]?sum)\b/) ? null : pick(t));
}

/** The question's first sum of money of at least `min` złoty; a follow-up's own figure first. */
export const moneyAsked = ({ focus, question }: Pick<Asked, "focus" | "question">, min = 1000): number | null =>
  findAmounts(focus).find((a) => a.money && a.value >= min)?.value ??
  findAmounts(question).find((a) => a.money && a.value >= min)?.value ??
  null;
