import { AppError } from "../errors.ts";
import {
  addMonths,
  type DateInput,
  daysInMonth,
  isoMonth,
  type TimelineAssumption,
  toCalendarDay,
} from "./calendar-day.ts";
import { grosz } from "./money.ts";
import { type Parameters, PARAMETERS_2026 } from "./parameters-2026.ts";
import { contributionsOnBase, type SocialMonth, stageBase } from "./social-contributions.ts";

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
