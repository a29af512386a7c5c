import { addDays, daysInMonth, utcDate } from "./calendar-day.ts";
import { PARAMETERS_2026, type Parameters } from "./parameters-2026.ts";

/**
 * Deadlines that move: a day that falls on a Saturday, a Sunday or a public holiday moves to the
 * next working day (`deadlines.nextWorkingDay`). Dates are `{ year, month, day }` (month 1–12).
 */
export interface Day {
  year: number;
  month: number;
  day: number;
}

const same = (a: Day, b: Day) => a.year === b.year && a.month === b.month && a.day === b.day;

/** Easter Sunday of a year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/**
 * Polish public holidays (ustawa z 18.01.1951 o dniach wolnych od pracy): 1 and 6 January, Easter
 * Sunday and Monday, 1 and 3 May, Pentecost Sunday, Corpus Christi, 15 August, 1 and 11 November,
 * 24 December (from 2025), 25 and 26 December.
 */
export function publicHolidays(year: number): Day[] {
  const easter = easterSunday(year);
  const fixed: [number, number][] = [
    [1, 1],
    [1, 6],
    [5, 1],
    [5, 3],
    [8, 15],
    [11, 1],
    [11, 11],
    [12, 25],
    [12, 26],
  ];
  if (year >= 2025) fixed.push([12, 24]);
  return [
    ...fixed.map(([month, day]) => ({ year, month, day })),
    easter,
    addDays(easter, 1),
    addDays(easter, 49),
    addDays(easter, 60),
  ].sort((a, b) => utcDate(a).getTime() - utcDate(b).getTime());
}

export const isPublicHoliday = (d: Day) => publicHolidays(d.year).some((h) => same(h, d));

/** Saturday, Sunday or a public holiday. */
export const isDayOff = (d: Day) => {
  const weekday = utcDate(d).getUTCDay();
  return weekday === 0 || weekday === 6 || isPublicHoliday(d);
};

export interface Deadline {
  /** The day the rule names (the 20th, the 25th, 30 April…). */
  nominal: Day;
  /** The day it really falls on: the nominal day, or the next working day. */
  due: Day;
  /** Why it moved: the weekday or holiday of the nominal day, or null. */
  moved: "saturday" | "sunday" | "holiday" | null;
}

/** The nominal day, moved to the next working day when it is a Saturday, a Sunday or a public holiday. */
export function deadline(nominal: Day): Deadline {
  let due = nominal;
  while (isDayOff(due)) due = addDays(due, 1);
  const weekday = utcDate(nominal).getUTCDay();
  const moved = same(due, nominal)
    ? null
    : isPublicHoliday(nominal)
      ? "holiday"
      : weekday === 6
        ? "saturday"
        : "sunday";
  return { nominal, due, moved };
}

const nextMonth = (year: number, month: number) =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };

/** ZUS contributions (and the DRA) for a month: the 20th of the next month for a sole trader, the 15th for a company. */
export function zusDeadline(
  year: number,
  month: number,
  payer: "soleTrader" | "legalPerson" = "soleTrader",
  p: Parameters = PARAMETERS_2026,
) {
  const n = nextMonth(year, month);
  const day = payer === "legalPerson" ? p.deadlines.zusDayLegalPerson.value : p.deadlines.zusDaySoleTrader.value;
  return deadline({ ...n, day });
}

/** JPK_V7M for a month, or JPK_V7K's declaration for a quarter (`quarter` 1–4): the 25th of the month after. */
export function jpkDeadline(
  period: { year: number; month?: number; quarter?: number },
  p: Parameters = PARAMETERS_2026,
) {
  const last = period.quarter ? period.quarter * 3 : period.month!;
  return deadline({ ...nextMonth(period.year, last), day: p.deadlines.jpkDay.value });
}

/** A PIT advance for a month: the 20th of the next month. */
export function pitAdvanceDeadline(year: number, month: number, p: Parameters = PARAMETERS_2026) {
  return deadline({ ...nextMonth(year, month), day: p.deadlines.pitAdvanceDay.value });
}

/** The annual PIT return (PIT-36, PIT-36L, PIT-28) for a year: 30 April of the next year. */
export function annualReturnDeadline(year: number, p: Parameters = PARAMETERS_2026) {
  const [month, day] = p.deadlines.annualReturn.value;
  return deadline({ year: year + 1, month, day });
}

/** The last day of a month of the year after `year`, moved to a working day. */
const endOfMonthAfter = (year: number, month: number) =>
  deadline({ year: year + 1, month, day: new Date(Date.UTC(year + 1, month, 0)).getUTCDate() });

/**
 * PIT-11 and PIT-4R for a year: to the tax office by the end of January of the next year, PIT-11
 * to the employee by the end of February.
 */
export function employerInfoDeadlines(year: number, p: Parameters = PARAMETERS_2026) {
  return {
    office: endOfMonthAfter(year, p.deadlines.employerInfoOfficeMonth.value),
    employee: endOfMonthAfter(year, p.deadlines.employerInfoEmployeeMonth.value),
  };
}

/** CIT-8 for a calendar tax year: the last day of the third month after it (31 March). */
export function citReturnDeadline(year: number, p: Parameters = PARAMETERS_2026) {
  return endOfMonthAfter(year, p.deadlines.citReturnMonthsAfter.value);
}

/** The annual health-contribution settlement for a year: 20 May of the next year (with the April DRA). */
export function healthSettlementDeadline(year: number, p: Parameters = PARAMETERS_2026) {
  const [month, day] = p.deadlines.healthSettlement.value;
  return deadline({ year: year + 1, month, day });
}

/**
 * The choice (or change) of the tax form for a year: by the 20th of the month after the month of
 * the first revenue in that year; a first revenue in December: by 31 December.
 *
 * Note: 31 December goes through `deadline()` like any other day, so a 31 December on a weekend
 * moves into January of the next year. That does not happen in 2026 (Thursday) or 2027 (Friday);
 * the first case is 31 December 2028 (Sunday). Whether art. 12 § 5 of the Ordynacja podatkowa
 * moves a deadline set as "by the end of the tax year" is disputed, so review this before 2028
 * (a safe answer then is to file by the last working day of December).
 */
export function taxFormChoiceDeadline(year: number, firstRevenueMonth: number, p: Parameters = PARAMETERS_2026) {
  if (firstRevenueMonth === 12) return deadline({ year, month: 12, day: 31 });
  return deadline({ year, month: firstRevenueMonth + 1, day: p.deadlines.taxFormChoiceDay.value });
}

/**
 * The first day a cash register is needed after the sales to consumers went over the exemption
 * limit in a month: the exemption lapses when the months counted from the end of that month have
 * passed (May → from 1 August). It is the day recording starts, so it does not move.
 */
export function cashRegisterAfterLimitDeadline(year: number, exceededMonth: number, p: Parameters = PARAMETERS_2026) {
  const months = exceededMonth + p.deadlines.cashRegisterAfterLimitMonths.value + 1;
  const day = { year: year + Math.floor((months - 1) / 12), month: ((months - 1) % 12) + 1, day: 1 };
  return { nominal: day, due: day, moved: null } satisfies Deadline;
}

/**
 * The contribution-holiday application (RWS) for a month is filed in the month before it, so by
 * that month's last day (filed on PUE/eZUS; the day does not move).
 */
export function contributionHolidayDeadline(year: number, month: number): Deadline {
  const prev = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const day = { ...prev, day: daysInMonth(prev.year, prev.month) };
  return { nominal: day, due: day, moved: null };
}

/** The ZUS registration (of the owner or an employee): 7 days after the start or the hiring, off a day off. */
export function zusRegistrationDeadline(start: Day, p: Parameters = PARAMETERS_2026): Deadline {
  return deadline(addDays(start, p.deadlines.zusRegistrationDays.value));
}
