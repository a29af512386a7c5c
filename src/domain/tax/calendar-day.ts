import { AppError } from "../errors.ts";

/**
 * Calendar days for the date-based calculations of the advisor (the start relief, ZUS month by
 * month, the VAT limit): no time zones, a date is `{ year, month, day }` (month 1–12) or an ISO
 * string `YYYY-MM-DD`; days come back as ISO strings.
 */

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}
export type DateInput = CalendarDay | string;
/** `YYYY-MM-DD`. */
export type IsoDay = string;

/** A figure the result assumed, as a code with its figures (translated by whoever shows it). */
export interface TimelineAssumption {
  code: string;
  params: Record<string, number | string>;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
export const daysInYear = (year: number) => (daysInMonth(year, 2) === 29 ? 366 : 365);

/** `{ year, month }` moved by `k` months. */
export function addMonths(year: number, month: number, k: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + k;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const isoDay = (d: CalendarDay): IsoDay => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
export const isoMonth = (year: number, month: number) => `${pad(year, 4)}-${pad(month)}`;
export const firstDay = (year: number, month: number): IsoDay => isoDay({ year, month, day: 1 });
export const lastDay = (year: number, month: number): IsoDay => isoDay({ year, month, day: daysInMonth(year, month) });

/** Reads a date; a date that does not exist (2026-02-30) or is malformed is a `validation` error on `field`. */
export function toCalendarDay(input: DateInput, field = "start"): CalendarDay {
  let d: CalendarDay | null = null;
  if (typeof input === "string") {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
    if (m) d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  } else if (input && typeof input === "object") d = { year: input.year, month: input.month, day: input.day };
  const valid =
    d !== null &&
    [d.year, d.month, d.day].every(Number.isInteger) &&
    d.year >= 1900 &&
    d.year <= 2200 &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month);
  if (!valid) throw new AppError("validation", { fields: { [field]: ["date"] } });
  return d!;
}

export const utcDate = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day));
const fromUtc = (t: Date): CalendarDay => ({
  year: t.getUTCFullYear(),
  month: t.getUTCMonth() + 1,
  day: t.getUTCDate(),
});

/** The day `n` days later (earlier for a negative `n`). */
export const addDays = (d: CalendarDay, n: number): CalendarDay =>
  fromUtc(new Date(utcDate(d).getTime() + n * 86_400_000));

/** Days from `a` to `b` (negative when `b` comes first). */
export const daysBetween = (a: CalendarDay, b: CalendarDay) =>
  Math.round((utcDate(b).getTime() - utcDate(a).getTime()) / 86_400_000);

/** The same day `k` months later; a day the month lacks falls on its last day (art. 112 of the Civil Code). */
export function monthsLater(d: CalendarDay, k: number): CalendarDay {
  const { year, month } = addMonths(d.year, d.month, k);
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}
