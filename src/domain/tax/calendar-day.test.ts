import { describe, expect, it } from "vitest";
import { addDays, daysBetween, monthsLater } from "./calendar-day.ts";

describe("calendar days for the advisor's date answers", () => {
  it("adds days across a month's and a year's end, and counts them back", () => {
    expect(addDays({ year: 2026, month: 1, day: 26 }, 7)).toEqual({ year: 2026, month: 2, day: 2 });
    expect(addDays({ year: 2026, month: 12, day: 28 }, 7)).toEqual({ year: 2027, month: 1, day: 4 });
    expect(daysBetween({ year: 2026, month: 3, day: 1 }, { year: 2026, month: 5, day: 31 })).toBe(91);
    expect(daysBetween({ year: 2026, month: 5, day: 31 }, { year: 2026, month: 3, day: 1 })).toBe(-91);
  });

  it("keeps the day months later, or the month's last day when it has none (art. 112 of the Civil Code)", () => {
    expect(monthsLater({ year: 2026, month: 3, day: 10 }, 2)).toEqual({ year: 2026, month: 5, day: 10 });
    expect(monthsLater({ year: 2025, month: 12, day: 31 }, 2)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(monthsLater({ year: 2021, month: 8, day: 31 }, 60)).toEqual({ year: 2026, month: 8, day: 31 });
  });
});
