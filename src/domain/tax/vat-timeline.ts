import { AppError } from "../errors.ts";
import { type DateInput, daysInYear, type TimelineAssumption, toCalendarDay, utcDate } from "./calendar-day.ts";
import { daysLeftInYear, vatExemptionLimit } from "./eligibility.ts";
import { grosz } from "./money.ts";
import { type Parameters, PARAMETERS_2026 } from "./parameters-2026.ts";

export interface ProRataVatLimit {
  /** 240 000 zł × days / days of the year, to the grosz. */
  limit: number;
  /** Days from the start date to 31 December, both included. */
  days: number;
  daysInYear: number;
  assumptions: TimelineAssumption[];
}

/**
 * The VAT exemption limit for a business starting during a year: 240 000 zł × the days from the
 * start to 31 December (inclusive) ÷ 365 (start 1 July 2026: 184 days, 120 986,30 zł). Another
 * year is pro-rated the same way by its own length, with the 2026 limit.
 */
export function proRataVatLimit(start: DateInput, p: Parameters = PARAMETERS_2026): ProRataVatLimit {
  const s = toCalendarDay(start);
  const date = utcDate(s);
  const days = daysLeftInYear(date);
  if (s.year === p.year)
    return { limit: vatExemptionLimit(p, date), days, daysInYear: p.vat.daysInYear.value, assumptions: [] };
  const length = daysInYear(s.year);
  return {
    limit: grosz((p.vat.exemptionLimit.value * days) / length),
    days,
    daysInYear: length,
    assumptions: [{ code: "amounts2026", params: { year: p.year } }],
  };
}

export interface VatLimitCrossing {
  limit: number;
  /** Days the limit covers (from the start, or the whole year). */
  days: number;
  /** Sales of the year from the start month to December. */
  yearRevenue: number;
  exceeds: boolean;
  /** The month (1–12) in which the sales since the start first exceed the limit, or null. */
  crossingMonth: number | null;
  months: { month: number; revenue: number; cumulative: number }[];
  assumptions: TimelineAssumption[];
}

/**
 * The year's sales against the VAT exemption limit (pro-rated from `start`, or the whole 240 000 zł)
 * and the month in which the sales since the start first exceed it. `monthlyRevenue` is one
 * amount for every month from the start month, or the amounts month by month from it; the start
 * month counts whole.
 */
export function vatLimitCrossing(
  monthlyRevenue: number | readonly number[],
  start?: DateInput,
  p: Parameters = PARAMETERS_2026,
): VatLimitCrossing {
  const s = start === undefined ? { year: p.year, month: 1, day: 1 } : toCalendarDay(start);
  const pro = start === undefined ? null : proRataVatLimit(s, p);
  const limit = pro ? pro.limit : p.vat.exemptionLimit.value;
  const days = pro ? pro.days : daysInYear(s.year);
  const active = 13 - s.month;
  const amounts =
    typeof monthlyRevenue === "number" ? Array.from({ length: active }, () => monthlyRevenue) : [...monthlyRevenue];
  if (amounts.length > active || amounts.some((v) => typeof v !== "number" || !Number.isFinite(v) || v < 0))
    throw new AppError("validation", { fields: { monthlyRevenue: ["monthlyRevenue"] } });
  let cumulative = 0;
  let crossingMonth: number | null = null;
  const months = Array.from({ length: active }, (_, i) => {
    const revenue = amounts[i] ?? 0;
    cumulative = grosz(cumulative + revenue);
    if (crossingMonth === null && cumulative > limit) crossingMonth = s.month + i;
    return { month: s.month + i, revenue, cumulative };
  });
  const assumptions: TimelineAssumption[] = [...(pro?.assumptions ?? [])];
  if (start !== undefined && s.day !== 1) assumptions.push({ code: "startMonthWhole", params: { month: s.month } });
  return { limit, days, yearRevenue: cumulative, exceeds: crossingMonth !== null, crossingMonth, months, assumptions };
}
