import { describe, expect, it } from "vitest";
import { toCalendarDay } from "./calendar-day.ts";
import { healthFor } from "./health-for-form.ts";
import { startReliefPeriod } from "./start-relief.ts";
import { proRataVatLimit, vatLimitCrossing } from "./vat-timeline.ts";
import { zusTimeline } from "./zus-timeline.ts";

// Date-based calculations for the advisor, each against a published rule or figure (named in the
// test) with the arithmetic beside it.

describe("startReliefPeriod", () => {
  it("the brief's example: a start on 15 March 2026 counts the relief from April", () => {
    // ZUS's rule (kdrc.pl "6 miesięcy ulgi na start", prawo.pl 267309): a start during a month
    // counts the 6 months from the next month; the March days pay only the health contribution.
    expect(startReliefPeriod("2026-03-15")).toEqual({
      start: "2026-03-15",
      startMonthDays: { first: "2026-03-15", last: "2026-03-31" },
      relief: { first: "2026-04-01", last: "2026-09-30", months: 6 },
      preferential: { first: "2026-10-01", last: "2028-09-30", months: 24 },
    });
  });

  it("a start on the 1st counts the start month (1 March 2026 → relief to 31 August)", () => {
    expect(startReliefPeriod({ year: 2026, month: 3, day: 1 })).toEqual({
      start: "2026-03-01",
      startMonthDays: null,
      relief: { first: "2026-03-01", last: "2026-08-31", months: 6 },
      preferential: { first: "2026-09-01", last: "2028-08-31", months: 24 },
    });
  });

  it("fakt.pl 2026-02-23: 1 July gives relief to 31 December, 2 July to 31 January", () => {
    // https://www.fakt.pl/pieniadze/maly-zus-i-ulga-na-start-zaleza-od-daty-rejestracji-przedsiebiorcy-traca-przez/9czcxjd
    expect(startReliefPeriod("2026-07-01").relief).toEqual({ first: "2026-07-01", last: "2026-12-31", months: 6 });
    expect(startReliefPeriod("2026-07-02").relief).toEqual({ first: "2026-08-01", last: "2027-01-31", months: 6 });
    expect(startReliefPeriod("2026-07-02").preferential).toEqual({
      first: "2027-02-01",
      last: "2029-01-31",
      months: 24,
    });
  });

  it("refuses a date that does not exist", () => {
    expect(() => startReliefPeriod("2026-02-30")).toThrowError(
      expect.objectContaining({ code: "validation", fields: { start: ["date"] } }),
    );
    expect(() => toCalendarDay({ year: 2026, month: 13, day: 1 })).toThrowError(
      expect.objectContaining({ fields: { start: ["date"] } }),
    );
    expect(() => toCalendarDay("1.07.2026")).toThrowError(expect.objectContaining({ code: "validation" }));
  });
});

describe("proRataVatLimit", () => {
  it("constans.co 'Nowy limit zwolnienia z VAT 240 000 zł od 2026 r.': a start on 1 July 2026 → 240 000 × 184 ÷ 365", () => {
    // 1 July to 31 December inclusive: 31 + 31 + 30 + 31 + 30 + 31 = 184 days; 240 000 × 184 ÷ 365 = 120 986,30.
    // (The article rounds its result to "ok. 120 658 zł", which is 184 ÷ 366; 2026 has 365 days.)
    expect(proRataVatLimit("2026-07-01")).toEqual({ limit: 120986.3, days: 184, daysInYear: 365, assumptions: [] });
  });

  it("a start on 1 October: 92 days → 60 493,15 zł; on 1 January the whole 240 000 zł", () => {
    // 31 + 30 + 31 = 92; 240 000 × 92 ÷ 365 = 60 493,150… → 60 493,15.
    expect(proRataVatLimit({ year: 2026, month: 10, day: 1 })).toMatchObject({ limit: 60493.15, days: 92 });
    expect(proRataVatLimit("2026-01-01")).toMatchObject({ limit: 240000, days: 365 });
  });

  it("pro-rates another year by its own length, with the 2026 limit and says so", () => {
    // 2028 is a leap year: 1 July – 31 December is 184 of 366 days → 240 000 × 184 ÷ 366 = 120 655,74.
    expect(proRataVatLimit("2028-07-01")).toEqual({
      limit: 120655.74,
      days: 184,
      daysInYear: 366,
      assumptions: [{ code: "amounts2026", params: { year: 2026 } }],
    });
  });
});

describe("zusTimeline", () => {
  it("relief from 15 March 2026: the March days and 6 months free, 24 preferential months, then Mały ZUS Plus or full", () => {
    const t = zusTimeline({ start: "2026-03-15", sicknessInsurance: false, reliefEligible: true });
    expect(t.months).toHaveLength(36);
    expect(t.stages).toEqual([
      { stage: "start", from: "2026-03", to: "2026-09", months: 7 },
      { stage: "preferential", from: "2026-10", to: "2028-09", months: 24 },
      { stage: "smallPlusOrFull", from: "2028-10", to: "2029-02", months: 5 },
    ]);
    expect(t.months[0]).toMatchObject({
      month: "2026-03",
      stage: "start",
      base: 0,
      partialDays: 17,
      healthMinimum: 432.54,
    });
    // Preferential without sickness: 281,44 + 115,34 + 24,08 = 420,86 (gazetaprawna.pl 10611452 [S54] and [S1]).
    expect(t.months[7]!.social).toEqual({
      pension: 281.44,
      disability: 115.34,
      sickness: 0,
      accident: 24.08,
      labourFund: 0,
      total: 420.86,
    });
    // After the preferential months the full amounts, the upper bound: 1 788,29 without sickness.
    expect(t.months[31]!.social.total).toBe(1788.29);
    // 24 × 420,86 + 5 × 1 788,29 = 10 100,64 + 8 941,45 = 19 042,09.
    expect(t.totalSocial).toBe(19042.09);
    expect(t.assumptions).toEqual([
      { code: "amounts2026", params: { year: 2026 } },
      { code: "healthEveryMonth", params: { minimum: 432.54 } },
      { code: "startMonthHealthOnly", params: { days: 17 } },
      { code: "smallPlusOrFullAtFull", params: { revenueLimit: 120000 } },
      { code: "noSickness", params: {} },
    ]);
  });

  it("preferential without the relief from 16 March 2026: the first month on a pro-rated base, then 24 full months", () => {
    // Art. 18 ust. 9 of the social-insurance act, worked in wkuczkowski/Tax-Calculator
    // docs/prawo/research-zus-2026.md (2026-09-24): 1 441,80 × 16 ÷ 31 = 744,15.
    // 744,15 × 19,52% = 145,26; × 8% = 59,53; × 1,67% = 12,43 → 217,22 without sickness.
    const t = zusTimeline({
      start: "2026-03-16",
      months: 27,
      sicknessInsurance: false,
      reliefEligible: false,
      preferentialEligible: true,
    });
    expect(t.months[0]).toMatchObject({
      month: "2026-03",
      stage: "preferential",
      base: 744.15,
      partialDays: 16,
      social: { pension: 145.26, disability: 59.53, sickness: 0, accident: 12.43, labourFund: 0, total: 217.22 },
    });
    // fakt.pl 2026-02-23: after a start during a month the 24 preferential months count from the next one.
    expect(t.stages).toEqual([
      { stage: "preferential", from: "2026-03", to: "2028-03", months: 25 },
      { stage: "smallPlusOrFull", from: "2028-04", to: "2028-05", months: 2 },
    ]);
    expect(t.assumptions.map((a) => a.code)).toContain("noRelief");
  });

  it("neither relief nor preferential: full ZUS from the start, the first month pro-rated with Fundusz Pracy", () => {
    // Start 10 June: 21 of 30 days, 5 652 × 21 ÷ 30 = 3 956,40. × 19,52% = 772,29; × 8% = 316,51;
    // × 1,67% = 66,07; Fundusz Pracy × 2,45% = 96,93 (the minimum wage pro-rated the same way) → 1 251,80.
    const t = zusTimeline({ start: "2026-06-10", months: 3, sicknessInsurance: false, reliefEligible: false });
    expect(t.months.map((m) => [m.month, m.stage, m.base, m.social.total])).toEqual([
      ["2026-06", "full", 3956.4, 1251.8],
      ["2026-07", "full", 5652, 1788.29],
      ["2026-08", "full", 5652, 1788.29],
    ]);
    expect(t.months[0]!.social.labourFund).toBe(96.93);
    expect(t.totalSocial).toBe(4828.38); // 1 251,80 + 2 × 1 788,29
    expect(t.assumptions.map((a) => a.code)).toEqual([
      "amounts2026",
      "healthEveryMonth",
      "firstMonthProRated",
      "noReliefNoPreferential",
      "noSickness",
    ]);
  });

  it("with sickness insurance from the 1st: the full ZUS month of 1 926,76 zł (fakt.pl 2026-02-01)", () => {
    const t = zusTimeline({ start: "2026-01-01", months: 1, sicknessInsurance: true, reliefEligible: false });
    expect(t.months[0]).toMatchObject({
      base: 5652,
      partialDays: null,
      social: { total: 1926.76, labourFund: 138.47 },
    });
  });
});

describe("vatLimitCrossing", () => {
  it("a whole year: exactly 240 000 zł stays exempt; 25 000 zł a month passes the limit in October", () => {
    expect(vatLimitCrossing(20000)).toMatchObject({
      limit: 240000,
      yearRevenue: 240000,
      exceeds: false,
      crossingMonth: null,
    });
    // 9 × 25 000 = 225 000 ≤ 240 000; 10 × 25 000 = 250 000 > 240 000.
    expect(vatLimitCrossing(25000)).toMatchObject({ yearRevenue: 300000, exceeds: true, crossingMonth: 10 });
  });

  it("constans.co: from 1 July the limit is 120 986,30 zł, crossed in November at 25 000 zł a month", () => {
    // July 25 000, …, October 100 000 ≤ 120 986,30; November 125 000 > 120 986,30.
    const r = vatLimitCrossing(25000, "2026-07-01");
    expect(r).toMatchObject({ limit: 120986.3, days: 184, yearRevenue: 150000, crossingMonth: 11 });
    expect(r.months.map((m) => m.month)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it("month by month from a start on 15 September: 108 days, 71 013,70 zł, crossed in November", () => {
    // 16 + 31 + 30 + 31 = 108 days; 240 000 × 108 ÷ 365 = 71 013,698… → 71 013,70.
    // Cumulative: 10 000, 60 000, 140 000 > 71 013,70.
    const r = vatLimitCrossing([10000, 50000, 80000, 5000], { year: 2026, month: 9, day: 15 });
    expect(r).toMatchObject({ limit: 71013.7, days: 108, yearRevenue: 145000, crossingMonth: 11 });
    expect(r.assumptions).toEqual([{ code: "startMonthWhole", params: { month: 9 } }]);
    expect(() => vatLimitCrossing([1, 2, 3, 4, 5], "2026-09-15")).toThrowError(
      expect.objectContaining({ fields: { monthlyRevenue: ["monthlyRevenue"] } }),
    );
    expect(() => vatLimitCrossing(-1)).toThrowError(expect.objectContaining({ code: "validation" }));
  });
});

describe("healthFor", () => {
  // Rates and minimum: twojksiegowy.eu 2026-01-02 ("minimalna składka zdrowotna (9%) to 432,54 zł"),
  // [S13, S16]; ryczałt amounts: ksiegowosc.infor.pl 7508332 (2026-01-27).
  it("scale: 9% of the month's income, at least 432,54 zł", () => {
    expect(healthFor("scale", { monthlyIncome: 10000 })).toEqual({
      form: "scale",
      monthly: 900,
      minimumApplied: false,
    });
    // 3 000 × 9% = 270 < 432,54.
    expect(healthFor("scale", { monthlyIncome: 3000 })).toEqual({
      form: "scale",
      monthly: 432.54,
      minimumApplied: true,
    });
  });

  it("flat: 4,9% of the month's income, at least 432,54 zł", () => {
    expect(healthFor("flat", { monthlyIncome: 20000 }).monthly).toBe(980); // 20 000 × 4,9%
    expect(healthFor("flat", { monthlyIncome: -500 })).toMatchObject({ monthly: 432.54, minimumApplied: true });
  });

  it("ryczałt: by the bracket of revenue less social insurance (infor.pl 7508332, biznes.gov.pl 001052)", () => {
    // 75 000 − 19 797,84 (full ZUS without sickness and Fundusz Pracy, 1 649,82 × 12) = 55 202,16 → 498,35.
    expect(healthFor("ryczalt", { annualRevenue: 75000, annualSocialInsurance: 19797.84 })).toEqual({
      form: "ryczalt",
      monthly: 498.35,
      minimumApplied: false,
      bracket: "upTo60k",
      bracketRevenue: 55202.16,
    });
    expect(healthFor("ryczalt", { annualRevenue: 75000 }).monthly).toBe(830.58);
    expect(healthFor("ryczalt", { annualRevenue: 300000.01 })).toMatchObject({
      monthly: 1495.04,
      bracket: "above300k",
    });
  });

  it("asks for the figure the form needs", () => {
    expect(() => healthFor("scale", { annualRevenue: 1 })).toThrowError(
      expect.objectContaining({ fields: { monthlyIncome: ["number"] } }),
    );
    expect(() => healthFor("ryczalt", { monthlyIncome: 1 })).toThrowError(
      expect.objectContaining({ fields: { annualRevenue: ["number"] } }),
    );
  });
});
