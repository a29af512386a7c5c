/** The periods and months a question names, read from its folded, lower-case text. */

/** Month words in folded Polish (every case) and English; "may" only as a month next to a year or "in/for/of". */
const MONTH_WORDS: [RegExp, number][] = [
  [/^(stycz\w*|january|jan)$/, 1],
  [/^(lut(y|ego|ym)|february|feb)$/, 2],
  [/^(marzec|marca|marcu|march)$/, 3],
  [/^(kwie\w*|april|apr)$/, 4],
  [/^(maj|maja|maju|may)$/, 5],
  [/^(czerw(iec|ca|cu)|june)$/, 6],
  [/^(lip(iec|ca|cu)|july)$/, 7],
  [/^(sierp\w*|august|aug)$/, 8],
  [/^(wrze(sien|snia|sniu)|september|sept?)$/, 9],
  [/^(pazdziernik\w*|october|oct)$/, 10],
  [/^(listopad\w*|november|nov)$/, 11],
  [/^(grud\w*|december|dec)$/, 12],
];
const QUARTER_WORDS: Record<string, number> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  pierwszy: 1,
  drugi: 2,
  trzeci: 3,
  czwarty: 4,
};
export interface NamedPeriod {
  year: number;
  yearNamed: boolean;
  month?: number;
  quarter?: number;
}
/** A month word of a text: its month, where it stands, and the year written just after it (or the text's first year). */
interface MonthMention {
  month: number;
  index: number;
  word: string;
  /** The year written within 14 characters after the month ("listopad 2026"), or the first year the text names. */
  year: number | undefined;
}

/** Every month word of a folded text, in order; "may" only after "in/for/of/on…" (a day may come between) or before a year. */
function monthsIn(t: string): MonthMention[] {
  const years = [...t.matchAll(/\b(20[2-3]\d)\b/g)].map((m) => ({ year: +m[1]!, index: m.index }));
  // "JDG od 2021", "since 2022": the year the business began dates no month of the question.
  const periodYears = years.filter(
    (y) => !/\b(od|since|from|started in|zalozon\w* w|zalozyl\w* w)\s+(roku\s+)?$/.test(t.slice(0, y.index)),
  );
  const out: MonthMention[] = [];
  for (const m of t.matchAll(/[a-z]+/g)) {
    const month = MONTH_WORDS.find(([re]) => re.test(m[0]))?.[1];
    if (!month) continue;
    const yearAfter = years.find((y) => y.index > m.index && y.index - m.index <= 14)?.year;
    if (m[0] === "may" && !/\b(in|for|of|by|until|on|za|w)\s+(\d{1,2}\s+)?$/.test(t.slice(0, m.index)) && !yearAfter)
      continue;
    out.push({ month, index: m.index, word: m[0], year: yearAfter ?? periodYears[0]?.year });
  }
  return out;
}

/**
 * The month, quarter or year a question is about ("za listopad 2026", "for November", "Q4 2026",
 * "za 4 kwartał", "for 2026"). A month written with a day ("20 grudnia") is a date, not the
 * period, and is skipped.
 */
export function namedPeriod(t: string, defaultYear: number): NamedPeriod | null {
  const years = [...t.matchAll(/\b(20[2-3]\d)\b/g)].map((m) => ({ year: +m[1]!, index: m.index }));
  const yearAfter = (index: number) => years.find((y) => y.index >= index && y.index - index <= 14)?.year;
  const quarter =
    /\b(?:([1-4])|(i{1,3}|iv))\s*(?:kw\.?|kwartal\w*)|\bq([1-4])\b|\b([1-4])(?:st|nd|rd|th)?\s+quarter|\b(first|second|third|fourth)\s+quarter|\b(pierwsz|drug|trzec|czwart)\w*\s+kwartal\w*/.exec(
      t,
    );
  if (quarter) {
    const word = quarter[2] ?? quarter[5] ?? quarter[6];
    const q =
      Number(quarter[1] ?? quarter[3] ?? quarter[4]) ||
      QUARTER_WORDS[
        word === "pierwsz"
          ? "pierwszy"
          : word === "drug"
            ? "drugi"
            : word === "trzec"
              ? "trzeci"
              : word === "czwart"
                ? "czwarty"
                : word!
      ]!;
    const year = yearAfter(quarter.index) ?? years[0]?.year;
    return { year: year ?? defaultYear, yearNamed: year !== undefined, quarter: q };
  }
  for (const m of monthsIn(t)) {
    const before = t.slice(Math.max(0, m.index - 6), m.index);
    if (/\d\s*$|\d\.?\s*(of\s+)?$/.test(before)) continue; // "20 grudnia": a day
    const after = t.slice(m.index + m.word.length);
    if (/^\s*\d{1,2}(st|nd|rd|th)?\b(?!\d)/.test(after) && !/^\s*20[2-3]\d/.test(after)) continue; // "December 20"
    return { year: m.year ?? defaultYear, yearNamed: m.year !== undefined, month: m.month };
  }
  if (years.length) return { year: years[0]!.year, yearNamed: true };
  return null;
}
/**
 * The month something happened in ("first invoice on 12 March (no revenue in Jan-Feb)", "w maju
 * przekroczyłem limit"): a month with its day counts, a month denied ("no revenue in January") does not.
 */
export function eventMonth(
  t: string,
  defaultYear: number,
  /** The event's words ("first invoice"): the month told right after them wins over an earlier one (a start date). */
  event?: RegExp,
): { year: number; month: number } | null {
  const at = event ? event.exec(t)?.index : undefined;
  const months = monthsIn(t);
  // …or right before them ("w maju przekroczyłam limit"), the nearest one.
  const told =
    at === undefined
      ? undefined
      : (months.find((m) => m.index > at && m.index - at < 80) ??
        months.filter((m) => m.index < at && at - m.index < 30).at(-1));
  if (told) return { year: told.year ?? defaultYear, month: told.month };
  for (const m of months) {
    const before = t.slice(Math.max(0, m.index - 30), m.index);
    if (/\b(no|not|nie|bez|brak\w*|zero|nothing|none|without)\b[^.,;()]*$/.test(before)) continue;
    return { year: m.year ?? defaultYear, month: m.month };
  }
  return null;
}
