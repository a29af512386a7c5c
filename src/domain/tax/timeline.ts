import { AppError } from "../errors.ts";
import { daysLeftInYear, vatExemptionLimit } from "./eligibility.ts";
import { healthContribution, ryczaltBracket, type RyczaltBracket, type TaxForm } from "./health-contribution.ts";
import { grosz } from "./money.ts";
import { type Parameters, PARAMETERS_2026 } from "./parameters-2026.ts";
import { contributionsOnBase, type SocialMonth, stageBase } from "./social-contributions.ts";

/**
 * Date-based calculations for the advisor: when the start relief and the preferential ZUS end,
 * the pro-rated VAT limit, ZUS month by month, the month VAT registration becomes due, and the
 * health contribution of a form. Pure functions on calendar days (no time zones): a date is
 * `{ year, month, day }` (month 1–12) or an ISO string `YYYY-MM-DD`; days come back as ISO strings.
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
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const daysInYear = (year: number) => (daysInMonth(year, 2) === 29 ? 366 : 365);

/** `{ year, month }` moved by `k` months. */
function addMonths(year: number, month: number, k: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + k;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const isoDay = (d: CalendarDay): IsoDay => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
const isoMonth = (year: number, month: number) => `${pad(year, 4)}-${pad(month)}`;
const firstDay = (year: number, month: number): IsoDay => isoDay({ year, month, day: 1 });
const lastDay = (year: number, month: number): IsoDay => isoDay({ year, month, day: daysInMonth(year, month) });

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

const utcDate = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day));

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

/** A ZUS stage in a timeline: after the preferential 24 months, Mały ZUS Plus when last year's revenue allows it, otherwise full. */
export type TimelineStage = "start" | "preferential" | "smallPlusOrFull" | "full";

export interface TimelineMonth {
  /** `YYYY-MM`. */
  month: string;
  stage: TimelineStage;
  /** The base of the month (pro-rated in a first month started after the 1st; 0 during the relief). */
  base: number;
  /** Days insured in a first month started after the 1st, else null (a whole month). */
  partialDays: number | null;
  social: SocialMonth;
  /** The health contribution is due every month, whatever the stage: at least this much on the scale and flat tax. */
  healthMinimum: number;
}

export interface ZusTimeline {
  months: TimelineMonth[];
  /** The first month of each stage, in order. */
  stages: { stage: TimelineStage; from: string; to: string; months: number }[];
  totalSocial: number;
  assumptions: TimelineAssumption[];
}

/**
 * ZUS month by month from the start month (36 months by default). With the relief: the start
 * month (if started after the 1st) and 6 full months without social contributions, then 24
 * months of preferential ZUS, then Mały ZUS Plus or full ZUS (shown at the full amounts, the
 * upper bound). Not eligible for the relief but for preferential ZUS (`preferentialEligible`):
 * preferential from the start, the first month pro-rated when started after the 1st, then 24
 * full months. Neither: full ZUS from the start. The 2026 amounts are used for every month.
 */
export function zusTimeline(
  input: {
    start: DateInput;
    months?: number;
    sicknessInsurance: boolean;
    reliefEligible: boolean;
    /** Without the relief, still eligible for preferential ZUS (default: false, straight to full ZUS). */
    preferentialEligible?: boolean;
  },
  p: Parameters = PARAMETERS_2026,
): ZusTimeline {
  const s = toCalendarDay(input.start);
  const count = input.months ?? 36;
  if (!Number.isInteger(count) || count < 1 || count > 120)
    throw new AppError("validation", { fields: { months: ["months"] } });
  const midMonth = s.day !== 1;
  const relief = p.zus.startReliefMonths.value;
  const preferential = p.zus.preferentialMonths.value;
  const preferentialEligible = input.reliefEligible || input.preferentialEligible === true;
  // Month i (0 = the start month) → stage. A start after the 1st adds the start month in front.
  const offset = midMonth ? 1 : 0;
  const stageOf = (i: number): TimelineStage => {
    if (input.reliefEligible) {
      if (i < offset + relief) return "start";
      if (i < offset + relief + preferential) return "preferential";
      return "smallPlusOrFull";
    }
    if (preferentialEligible) return i < offset + preferential ? "preferential" : "smallPlusOrFull";
    return "full";
  };
  const dim = daysInMonth(s.year, s.month);
  const partialDays = midMonth ? dim - s.day + 1 : null;
  const months: TimelineMonth[] = Array.from({ length: count }, (_, i) => {
    const { year, month } = addMonths(s.year, s.month, i);
    const stage = stageOf(i);
    const wholeBase = stageBase(p, { stage: stage === "smallPlusOrFull" ? "full" : stage, sicknessInsurance: false });
    // A first month started after the 1st: base × days insured ÷ days of the month (not during the relief),
    // and Fundusz Pracy against the minimum wage pro-rated the same way.
    const partial = i === 0 && partialDays !== null && stage !== "start";
    const base = partial ? grosz((wholeBase * partialDays) / dim) : wholeBase;
    return {
      month: isoMonth(year, month),
      stage,
      base,
      partialDays: i === 0 ? partialDays : null,
      social: contributionsOnBase(p, base, input.sicknessInsurance, wholeBase >= p.minimumWage.value),
      healthMinimum: p.health.minimumMonthly.value,
    };
  });
  const stages: ZusTimeline["stages"] = [];
  for (const m of months) {
    const last = stages.at(-1);
    if (last && last.stage === m.stage) {
      last.to = m.month;
      last.months++;
    } else stages.push({ stage: m.stage, from: m.month, to: m.month, months: 1 });
  }
  const assumptions: TimelineAssumption[] = [{ code: "amounts2026", params: { year: p.year } }];
  assumptions.push({ code: "healthEveryMonth", params: { minimum: p.health.minimumMonthly.value } });
  if (midMonth)
    assumptions.push({
      code: input.reliefEligible ? "startMonthHealthOnly" : "firstMonthProRated",
      params: { days: partialDays! },
    });
  if (!input.reliefEligible)
    assumptions.push({ code: preferentialEligible ? "noRelief" : "noReliefNoPreferential", params: {} });
  if (months.some((m) => m.stage === "smallPlusOrFull"))
    assumptions.push({ code: "smallPlusOrFullAtFull", params: { revenueLimit: p.zus.smallPlusRevenueLimit.value } });
  assumptions.push({ code: input.sicknessInsurance ? "sickness" : "noSickness", params: {} });
  return { months, stages, totalSocial: grosz(months.reduce((a, m) => a + m.social.total, 0)), assumptions };
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

export interface HealthForForm {
  form: TaxForm;
  monthly: number;
  /** Scale and flat: the minimum applied because the percentage of income is lower. */
  minimumApplied: boolean;
  /** Ryczałt: the bracket and the revenue it was chosen on (revenue − social insurance contributions). */
  bracket?: RyczaltBracket;
  bracketRevenue?: number;
}

/**
 * The monthly health contribution of a form in 2026: scale 9% and flat tax 4,9% of the month's
 * income (revenue − costs − social contributions), both at least 432,54 zł; ryczałt by the bracket
 * of the year's revenue less the social insurance contributions paid (`annualSocialInsurance`,
 * emerytalne, rentowe, chorobowe, wypadkowe; 0 when left out).
 */
export function healthFor(
  form: TaxForm,
  input: { monthlyIncome?: number; annualRevenue?: number; annualSocialInsurance?: number },
  p: Parameters = PARAMETERS_2026,
): HealthForForm {
  const finite = (v: number | undefined): v is number => typeof v === "number" && Number.isFinite(v);
  if (form === "ryczalt") {
    if (!finite(input.annualRevenue)) throw new AppError("validation", { fields: { annualRevenue: ["number"] } });
    const social = finite(input.annualSocialInsurance) ? Math.max(0, input.annualSocialInsurance) : 0;
    const h = healthContribution(p, form, {
      annualIncome: 0,
      annualRevenue: input.annualRevenue,
      socialInsurance: social,
    });
    const bracketRevenue = grosz(input.annualRevenue - social);
    return {
      form,
      monthly: h.monthly,
      minimumApplied: false,
      bracket: ryczaltBracket(p, bracketRevenue),
      bracketRevenue,
    };
  }
  if (!finite(input.monthlyIncome)) throw new AppError("validation", { fields: { monthlyIncome: ["number"] } });
  const h = healthContribution(p, form, { annualIncome: input.monthlyIncome, annualRevenue: 0, months: 1 });
  const rate = form === "scale" ? p.health.rateScale.value : p.health.rateFlat.value;
  return {
    form,
    monthly: h.monthly,
    minimumApplied: grosz(Math.max(0, input.monthlyIncome) * rate) < p.health.minimumMonthly.value,
  };
}
