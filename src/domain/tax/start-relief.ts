import { addMonths, type DateInput, firstDay, isoDay, type IsoDay, lastDay, toCalendarDay } from "./calendar-day.ts";
import { type Parameters, PARAMETERS_2026 } from "./parameters-2026.ts";

export interface StartReliefPeriod {
  start: IsoDay;
  /** Days of the start month before the relief when the business starts after the 1st: only the health contribution is due. */
  startMonthDays: { first: IsoDay; last: IsoDay } | null;
  relief: { first: IsoDay; last: IsoDay; months: number };
  preferential: { first: IsoDay; last: IsoDay; months: number };
}

/**
 * Ulga na start: 6 full calendar months, the start month counting only when the business starts
 * on the 1st (a start on 15 March 2026 gives 1 April – 30 September 2026, the March days paying
 * only the health contribution); then preferential ZUS for the next 24 calendar months
 * (1 October 2026 – 30 September 2028).
 */
export function startReliefPeriod(start: DateInput, p: Parameters = PARAMETERS_2026): StartReliefPeriod {
  const s = toCalendarDay(start);
  const reliefMonths = p.zus.startReliefMonths.value;
  const preferentialMonths = p.zus.preferentialMonths.value;
  const from = s.day === 1 ? { year: s.year, month: s.month } : addMonths(s.year, s.month, 1);
  const reliefEnd = addMonths(from.year, from.month, reliefMonths - 1);
  const prefFrom = addMonths(from.year, from.month, reliefMonths);
  const prefEnd = addMonths(prefFrom.year, prefFrom.month, preferentialMonths - 1);
  return {
    start: isoDay(s),
    startMonthDays: s.day === 1 ? null : { first: isoDay(s), last: lastDay(s.year, s.month) },
    relief: {
      first: firstDay(from.year, from.month),
      last: lastDay(reliefEnd.year, reliefEnd.month),
      months: reliefMonths,
    },
    preferential: {
      first: firstDay(prefFrom.year, prefFrom.month),
      last: lastDay(prefEnd.year, prefEnd.month),
      months: preferentialMonths,
    },
  };
}
