import { fold } from "../../knowledge/analyzer.ts";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Month stems in folded Polish (every case: "marzec", "marca", "marcu") and English. */
const MONTHS: [RegExp, number][] = [
  [/^(stycz|styczn|january|jan\b)/, 1],
  [/^(lut|february|feb\b)/, 2],
  [/^(marz|marc|march|mar\b)/, 3],
  [/^(kwie|april|apr\b)/, 4],
  [/^(maj|may\b)/, 5],
  [/^(czerw|june|jun\b)/, 6],
  [/^(lip|july|jul\b)/, 7],
  [/^(sierp|august|aug\b)/, 8],
  [/^(wrze|september|sept?\b)/, 9],
  [/^(pazdz|october|oct\b)/, 10],
  [/^(listop|november|nov\b)/, 11],
  [/^(grud|december|dec\b)/, 12],
];

/** The month a word names ("października", "oct"), 1–12. */
export const monthOf = (word: string) => MONTHS.find(([re]) => re.test(word))?.[1];

const valid = (d: CalendarDate) =>
  d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();

/**
 * The first date a message names: "1 października", "15 marca 2026", "15.03.2026", "2026-03-15",
 * "October 1st", "1st of July", "od marca" / "in March" (the 1st). Without a year, the year of the
 * parameters the advisor answers with.
 */
export function findDate(text: string, defaultYear: number): CalendarDate | null {
  const t = fold(text).toLowerCase();
  const found: { index: number; date: CalendarDate }[] = [];
  const push = (index: number, date: CalendarDate) => valid(date) && found.push({ index, date });
  for (const m of t.matchAll(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g))
    push(m.index, { year: +m[1]!, month: +m[2]!, day: +m[3]! });
  for (const m of t.matchAll(/\b(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2}))?\b(?![.,]\d)/g)) {
    if (
      !m[3] &&
      !/\b(od|from|since|starting|start|zaczn\w*|zaczyna\w*|otwier\w*|rejestr\w*|dnia|on)\s*$/.test(t.slice(0, m.index))
    )
      continue;
    const year = m[3] ? (m[3].length === 2 ? 2000 + +m[3] : +m[3]) : defaultYear;
    push(m.index, { year, month: +m[2]!, day: +m[1]! });
  }
  for (const m of t.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+([a-z]+)\.?(?:\s+(\d{4}))?/g)) {
    const month = monthOf(m[2]!);
    if (month) push(m.index, { year: m[3] ? +m[3] : defaultYear, month, day: +m[1]! });
  }
  for (const m of t.matchAll(/\b([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?/g)) {
    const month = monthOf(m[1]!);
    if (month && m[1]!.length >= 3) push(m.index, { year: m[3] ? +m[3] : defaultYear, month, day: +m[2]! });
  }
  if (!found.length)
    for (const m of t.matchAll(/\b(od|w|we|z|in|from|since|starting|poczatkiem|early)\s+([a-z]+)(?:\s+(\d{4}))?/g)) {
      const month = monthOf(m[2]!);
      if (month && m[2]!.length >= 3) push(m.index, { year: m[3] ? +m[3] : defaultYear, month, day: 1 });
    }
  return found.sort((a, b) => a.index - b.index)[0]?.date ?? null;
}

export const isoDate = (d: CalendarDate) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/** "1 października 2026" / "1 October 2026". */
export function formatDate(d: CalendarDate | string, lang: "pl" | "en"): string {
  const date = typeof d === "string" ? new Date(`${d}T00:00:00Z`) : new Date(Date.UTC(d.year, d.month - 1, d.day));
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "pl-PL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
