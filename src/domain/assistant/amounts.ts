import { fold } from "../knowledge/analyzer.ts";

export type Period = "month" | "year";

export interface AmountMention {
  value: number;
  period: Period | null;
  /** Where in the folded text the number starts (to find the words around it). */
  index: number;
  /** Written with a currency or a multiplier ("zł", "PLN", "tys.", "k"): surely money. */
  money: boolean;
  /** Followed by people ("2 osoby", "3 employees"): a count, not money. */
  people: boolean;
}

const MULTIPLIERS: [RegExp, number][] = [
  [/^(mln|milion(ow|y|a)?|million|mio|m)\b/, 1_000_000],
  [/^(tys\.?|tysiac(e|y)?|tysiecy|tyś|k|thousand|grand)\b/, 1_000],
];

const MONTH =
  /(miesiecznie|mies\.?|na miesiac|w miesiacu|miesiac|\/mc|\/m-c|mc\b|monthly|a month|per month|\/month|pm\b)/;
const YEAR =
  /(rocznie|na rok|w roku|rok\b|rocznego|roczny|roczne|yearly|a year|per year|annually|annual|\/year|p\.a\.)/;

/**
 * Amounts in what people write: "10 tys. zł miesięcznie", "15k", "120 000 zł rocznie",
 * "1,5 mln rocznie", "PLN 8,000 a month", "5 tysięcy". Each with the period named right after it.
 */
export function findAmounts(text: string): AmountMention[] {
  const t = fold(text).replace(/\u00a0/g, " ");
  const out: AmountMention[] = [];
  // Thousands grouped by spaces, dots or (English) commas; a decimal part of one or two digits.
  const re = /(\d{1,3}(?:[ .,]\d{3})+|\d+)(?:[,.](\d{1,2}))?(?!\d)/g;
  for (const m of t.matchAll(re)) {
    const index = m.index!;
    // A year such as 2026, or a percentage, is not an amount of money.
    const after = t.slice(index + m[0].length);
    if (/^\s?%/.test(after)) continue;
    let value = Number(`${m[1]!.replace(/[ .,]/g, "")}.${m[2] ?? "0"}`);
    if (/^20[2-3]\d$/.test(m[0]) && !/^\s?(zl|pln|k\b|tys)/.test(after)) continue;
    let rest = after.replace(/^\s+/, "");
    const people =
      /^(osob|osoby|osobami|pracownik\w*|ludzi|wspolnik\w*|people|persons|employees|staff|founders|partners)\b/.test(
        rest,
      );
    let money = /^(zl|pln)\b/.test(rest) || /(pln|zl)\s?$/.test(t.slice(Math.max(0, index - 4), index));
    for (const [pattern, factor] of MULTIPLIERS) {
      const hit = pattern.exec(rest);
      if (hit) {
        value *= factor;
        money = true;
        rest = rest.slice(hit[0].length).replace(/^[\s.]+/, "");
        break;
      }
    }
    rest = rest.replace(/^(zl|pln|zlotych|zloty|netto|brutto|\s)+/, "").trim();
    const window = rest.slice(0, 24);
    const period = MONTH.test(window) ? "month" : YEAR.test(window) ? "year" : null;
    out.push({ value, period, index, money: money || /^(zl|pln)\b/.test(rest), people });
  }
  return out;
}

/** A monthly figure to the grosz: a yearly amount divided by 12. */
export const toMonthly = (value: number, period: Period) =>
  Math.round((period === "year" ? value / 12 : value) * 100) / 100;

export const monthly = (a: AmountMention, fallback: Period = "month") => toMonthly(a.value, a.period ?? fallback);
