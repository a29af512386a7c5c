import { describe, expect, it } from "vitest";
import { PROFILE_FACT_NAMES } from "../../../shared/business-profile.ts";
import { correctionFrom, errorsByFact } from "./profile-panel.tsx";

const blank = Object.fromEntries(PROFILE_FACT_NAMES.map((f) => [f, ""])) as Record<
  (typeof PROFILE_FACT_NAMES)[number],
  string
>;

describe("the profile panel's form", () => {
  it("sends only what changed: emptied fields are removed, numbers read as typed", () => {
    const profile = { activity: "Sklep", monthlyRevenue: 12_000, otherEmployment: true, customers: "b2b" } as const;
    const values = {
      ...blank,
      activity: "Sklep",
      monthlyRevenue: "12 000",
      monthlyCosts: "2 500,50",
      employees: "3",
      otherEmployment: "false",
      legalForm: "jdg",
    };
    expect(correctionFrom(values, profile)).toEqual({
      set: { monthlyCosts: 2500.5, employees: 3, otherEmployment: false, legalForm: "jdg" },
      remove: ["customers"],
    });
  });

  it("keeps an unreadable number as NaN for the contract to refuse, and maps field errors to facts", () => {
    expect(correctionFrom({ ...blank, monthlyRevenue: "dużo" }, {}).set.monthlyRevenue).toBeNaN();
    expect(errorsByFact({ "set.monthlyRevenue": ["notANumber"], "set.activity": ["tooShort", "x"] })).toEqual({
      monthlyRevenue: "notANumber",
      activity: "tooShort",
    });
  });
});
