import { fold } from "../knowledge/analyzer.ts";
import { COUNT_WORDS } from "./understanding/number-words.ts";

export type Period = "month" | "year";

export interface AmountMention {
  value: number;
  period: Period | null;
  /** Where in the folded text the number starts (to find the words around it). */
  index: number;
  /** Where the amount's own words (currency, multiplier) end. */
  end: number;
  /** Written with a currency or a multiplier ("zł", "PLN", "tys.", "k"): surely money. */
  money: boolean;
  /** Followed by people ("2 osoby", "3 employees"): a count, not money. */
  people: boolean;
}

const MULTIPLIERS: [RegExp, number][] = [
  [/^(mln|milion(ow|y|a)?|million|mio|m|bank[ia]|baniek)\b/, 1_000_000],
  [/^(tys\.?|tysiac(e|y|a)?|tysiecy|tysi|tysiak\w*|tys|kafl\w*|kawalk\w*|patyk\w*|k|thousand|grand)(?![a-z])/, 1_000],
];

const NUMBER_WORDS: Record<string, number> = {
  ...COUNT_WORDS,
  pol: 0.5,
  "half a": 0.5,
  poltora: 1.5,
  a: 1,
  jedenascie: 11,
  eleven: 11,
  dwanascie: 12,
  twelve: 12,
  pietnascie: 15,
  fifteen: 15,
  dwadziescia: 20,
  twenty: 20,
  trzydziesci: 30,
  thirty: 30,
  czterdziesci: 40,
  forty: 40,
  piecdziesiat: 50,
  fifty: 50,
  sto: 100,
  "a hundred": 100,
  "one hundred": 100,
  dwiescie: 200,
  trzysta: 300,
};
const WORD_NUMBER = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join("|")})(?=\\s+(tysiac\\w*|tysiec\\w*|thousand|milion\\w*|million|bank[ia]|mln|tys))`,
  "g",
);

/** Folded, lower case, and number words before a multiplier written as digits ("pół miliona" → "0.5 miliona"): the same length is not kept, so both readers use this text. */
export const amountText = (text: string) =>
  fold(text)
    .toLowerCase()
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(WORD_NUMBER, (w) => String(NUMBER_WORDS[w]));

export const MONTH_WORDS =
  "\\/ ?month|\\/ ?mies\\w*|\\/ ?m-c|\\/ ?mc\\b|miesiecznie|miesieczn\\w*|mies\\.?|na miesiac|w miesiacu|co miesiac|miesiac\\w*|\\/mc|\\/m-c|\\/mies|\\/mo\\b|\\/month|m-c|mc\\b|monthly|a month|per month|each month|every month|pm\\b|p\\/m";
export const YEAR_WORDS =
  "\\/ ?rok|\\/ ?year|(zeszl|ubiegl|poprzedni|przyszl)\\w* roku|w tym roku|last year|this year|next year|previous year|rocznie|roczn\\w*|na rok|w roku|w skali roku|za rok|rok\\b|\\/rok|\\/year|yearly|a year|per year|per annum|annually|annual|p\\.a\\.|\\/yr|a yr";
const MONTH = new RegExp(`(${MONTH_WORDS})`);
const YEAR = new RegExp(`(${YEAR_WORDS})`);
/** How long something has lasted ("od 4 miesięcy", "for 5 months"): no period of an amount. */
const DURATION =
  /\b(od|przez|since|for|from)\s+(\d+|kilku|paru|wielu|dwoch|trzech|czterech|pieciu|two|three|four|five|six|several|a few)\s+(miesi\w*|mies\.?|m-cy|mcy|months?|lat|years?)/g;
export const PERIOD_OF = (text: string): Period | null => {
  const t = text.replace(DURATION, " ");
  const m = MONTH.exec(t);
  const y = YEAR.exec(t);
  if (m && (!y || m.index <= y.index)) return "month";
  return y ? "year" : null;
};

const SHORT_PERIOD =
  /^(-?ish\s+|ish\s+|or so\s+)?((a|per|each|every)\s+(week|day|hour)\b|weekly|daily|hourly|\/ ?(h|hr|hour|godz\w*|dzien|day|tydz\w*|week|wk)\b|tygodniowo|na tydzien|w tygodniu|co tydzien|dziennie|na dzien|za dzien|co dzien|za godzin\w*|na godzin\w*)/;

const MONTH_NAMES =
  /^(stycz|lut|marc|kwie|maj|czerw|lip|sierp|wrze|pazdz|listop|grud|jan|feb|mar\b|march|apr|may|jun|jul|aug|sep|oct|nov|dec)/;

/** "2019–2025", "od 2018 do 2024", "2018 to 2024": two years, not two amounts (a range in złoty names it). */
const YEAR_SPAN =
  /(?<![\d.,])(?:19[89]|20[0-3])\d\s?(?:[-\u2013\u2014]|do|to|until|till)\s?(?:19[89]|20[0-3])\d(?!\d|[.,]\d)(?!\s?(?:zl|pln|k\b|tys))/g;

/** Where the text's spans of years are (their numbers are no amounts). */
const yearSpans = (t: string) => [...t.matchAll(YEAR_SPAN)].map((m) => [m.index, m.index + m[0].length] as const);

/**
 * Amounts in what people write: "10 tys. zł miesięcznie", "15k", "120 000 zł rocznie",
 * "1,5 mln rocznie", "PLN 8,000 a month", "15.000", "15 000,00 zł", "pół miliona". Each with the
 * period named right after it. Years, percentages, days of a month and form numbers are skipped.
 */
export function findAmounts(text: string): AmountMention[] {
  const t = amountText(text);
  const out: AmountMention[] = [];
  const spans = yearSpans(t);
  // Thousands grouped by spaces, dots or (English) commas; a decimal part of one or two digits.
  const re = /(?<![a-z\d-])(\d{1,3}(?:[ .,]\d{3})+|\d+)(?:[,.](\d{1,2}))?(?![\d])/g;
  for (const m of t.matchAll(re)) {
    const index = m.index;
    if (spans.some(([from, to]) => index >= from && index < to)) continue;
    const after = t.slice(index + m[0].length);
    if (/^\s?%/.test(after)) continue;
    // "280 m2", "3,5 t", "120 km", "24 000 kg": a measure, not money.
    if (/^\s?(m2|m²|m\^2|m3|m³|mkw|metr\w*|km|kg|ton\w*|t\b|l\b|litr\w*|sqm|square met\w*)/.test(after)) continue;
    let value = Number(`${m[1]!.replace(/[ .,]/g, "")}.${m[2] ?? "0"}`);
    if (/^20[2-3]\d$/.test(m[0]) && !/^\s?(zl|pln|k\b|tys)/.test(after)) continue;
    let rest = after.replace(/^\s+/, "");
    if (!m[2] && value <= 31 && MONTH_NAMES.test(rest)) continue; // "1 października"
    // "3 osoby", "24 miesiące", "5 lat": a count. "20 000 mies.", "15 000 miesięcznie": an amount a month.
    const people =
      /^(osob|osoby|osobami|pracownik\w*|ludzi|wspolnik\w*|people|persons|employees|staff|founders|partners|klient\w*|clients?|customers?|dzieci|miesiec(?!zn)|miesiac|lat|years|months|dni|days|razy|times)/.test(
        rest,
      ) ||
      (value < 1000 && /^mies(?!iecz)/.test(rest));
    let money = /^(zl|pln)\b/.test(rest) || /(pln|zl)\s?$/.test(t.slice(Math.max(0, index - 4), index));
    let consumed = after.length - rest.length;
    for (const [pattern, factor] of MULTIPLIERS) {
      const hit = pattern.exec(rest);
      if (hit) {
        value *= factor;
        money = true;
        const next = rest.slice(hit[0].length).replace(/^[\s.]+/, "");
        consumed += rest.length - next.length;
        rest = next;
        break;
      }
    }
    const currency = /^(zl|pln|zlotych|zloty|zeta|netto|brutto|net|gross|\s|\.)+/.exec(rest);
    if (currency) {
      if (/zl|pln|zeta/.test(currency[0])) money = true;
      consumed += currency[0].length;
      rest = rest.slice(currency[0].length);
    }
    // "15k a week", "200 zł dziennie", "120 zł/h": a rate per week, day or hour is no monthly or
    // yearly figure, and is left out rather than read as one.
    if (SHORT_PERIOD.test(rest.slice(0, 24))) continue;
    // "przychód roczny 50 tys. Ile to razem miesięcznie?": the dot after "tys."/"zł" ended the
    // sentence when a question opens after it, and that question's period is not the amount's.
    const ended = /\.\s+$/.test(t.slice(index, index + m[0].length + consumed)) && QUESTION_OPENS.test(rest);
    const period = ended ? null : PERIOD_OF(rest.slice(0, 24));
    out.push({ value, period, index, end: index + m[0].length + consumed, money, people });
  }
  // "milion" alone: one million.
  for (const m of t.matchAll(/(?<![\d.,]\s?)\b(milion|million)\b/g)) {
    const rest = t.slice(m.index + m[0].length).replace(/^\s*(zl|pln|zlotych)?\s*/, "");
    out.push({
      value: 1_000_000,
      period: PERIOD_OF(rest.slice(0, 24)),
      index: m.index,
      end: m.index + m[0].length,
      money: true,
      people: false,
    });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The first word of a question that follows an amount in a sentence of its own. */
const QUESTION_OPENS = /^(ile|jak\w*|czy|co|kiedy|gdzie|ktor\w*|how|what|when|which|is|are|do|does|can|should|will)\b/;

/** A monthly figure to the grosz: a yearly amount divided by 12. */
export const toMonthly = (value: number, period: Period) =>
  Math.round((period === "year" ? value / 12 : value) * 100) / 100;

export const monthly = (a: AmountMention, fallback: Period = "month") => toMonthly(a.value, a.period ?? fallback);
