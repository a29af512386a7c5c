import { describe, expect, it } from "vitest";
import {
  annualReturnDeadline,
  contributionHolidayDeadline,
  deadline,
  easterSunday,
  healthSettlementDeadline,
  isDayOff,
  jpkDeadline,
  publicHolidays,
  taxFormChoiceDeadline,
  zusDeadline,
} from "./deadlines.ts";
import { employerRate, netPay } from "./eligibility.ts";
import { PARAMETERS_2026 as p } from "./parameters-2026.ts";

describe("public holidays and working days", () => {
  it("Easter and the movable holidays", () => {
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    const days = publicHolidays(2026).map((d) => `${d.month}-${d.day}`);
    // Easter Monday 6 April, Pentecost 24 May, Corpus Christi 4 June 2026; Wigilia from 2025.
    expect(days).toEqual(expect.arrayContaining(["4-6", "5-24", "6-4", "12-24", "12-25", "12-26", "11-11", "1-6"]));
    expect(publicHolidays(2024).map((d) => `${d.month}-${d.day}`)).not.toContain("12-24");
  });

  it("a deadline on a day off moves to the next working day", () => {
    expect(isDayOff({ year: 2026, month: 12, day: 20 })).toBe(true); // Sunday
    expect(deadline({ year: 2026, month: 12, day: 20 })).toMatchObject({
      due: { year: 2026, month: 12, day: 21 },
      moved: "sunday",
    });
    // 25 December 2026 is a Friday holiday, then Saturday and Sunday: Monday 28 December.
    expect(deadline({ year: 2026, month: 12, day: 25 })).toMatchObject({
      due: { year: 2026, month: 12, day: 28 },
      moved: "holiday",
    });
    expect(deadline({ year: 2026, month: 4, day: 25 }).due).toEqual({ year: 2026, month: 4, day: 27 }); // Saturday
    expect(deadline({ year: 2027, month: 4, day: 30 }).moved).toBeNull(); // Friday
  });
});

describe("2026 deadlines (facts sheet §8: ZUS 20th/15th [S39], JPK 25th [S42], returns 30 April [S40], health 20 May [S58])", () => {
  it("ZUS for November 2026: the 20th is a Sunday, so 21 December; a company pays by the 15th", () => {
    expect(zusDeadline(2026, 11).due).toEqual({ year: 2026, month: 12, day: 21 });
    expect(zusDeadline(2026, 11, "legalPerson").due).toEqual({ year: 2026, month: 12, day: 15 });
  });
  it("JPK_V7M for November 2026: 28 December; JPK_V7K for Q4 2026: 25 January 2027", () => {
    expect(jpkDeadline({ year: 2026, month: 11 }).due).toEqual({ year: 2026, month: 12, day: 28 });
    expect(jpkDeadline({ year: 2026, quarter: 4 }).due).toEqual({ year: 2027, month: 1, day: 25 });
  });
  it("the return for 2026 by 30 April 2027, the health settlement by 20 May 2027", () => {
    expect(annualReturnDeadline(2026).due).toEqual({ year: 2027, month: 4, day: 30 });
    expect(healthSettlementDeadline(2026).due).toEqual({ year: 2027, month: 5, day: 20 });
  });
  it("tax form after a first revenue in March 2027: 20 April 2027; December: 31 December", () => {
    expect(taxFormChoiceDeadline(2027, 3).due).toEqual({ year: 2027, month: 4, day: 20 });
    expect(taxFormChoiceDeadline(2026, 12).nominal).toEqual({ year: 2026, month: 12, day: 31 });
  });
  it("the contribution holiday for December 2026 is applied for by 30 November 2026", () => {
    expect(contributionHolidayDeadline(2026, 12).due).toEqual({ year: 2026, month: 11, day: 30 });
    expect(contributionHolidayDeadline(2027, 1).due).toEqual({ year: 2026, month: 12, day: 31 });
  });
});

describe("payroll 2026", () => {
  it("net pay at the minimum wage is 3 605,85 zł (facts sheet §7 [S95, S59])", () => {
    // 4806: social 469,07 + 72,09 + 117,75 = 658,91; health 9% × 4147,09 = 373,24;
    // tax base 4806 − 658,91 − 250 = 3897; advance 12% × 3897 − 300 = 167,64 → 168.
    expect(netPay(p, 4806)).toMatchObject({ socialTotal: 658.91, health: 373.24, advance: 168, net: 3605.85 });
  });
  it("the employer adds 20,48% on top of gross pay [S59]", () => {
    expect(employerRate(p)).toBe(0.2048);
  });
});
