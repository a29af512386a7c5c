import { describe, expect, it } from "vitest";
import { BusinessProfileSchema, checkCorrection, PROFILE_FACT_NAMES } from "./business-profile.ts";

describe("the business profile contract", () => {
  it("accepts every fact at its limits and tidies the activity", () => {
    const checked = checkCorrection({
      set: {
        activity: "  Sklep   z rowerami ",
        stage: "running",
        customers: "both",
        monthlyRevenue: 100_000_000,
        monthlyCosts: 0,
        founders: 1,
        legalForm: "psa",
        employees: 10_000,
        formerEmployerClient: false,
        businessInLast60Months: true,
        otherEmployment: false,
        vatStatus: "undecided",
        fundingNeeds: true,
      },
      remove: [],
    });
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.value.set.activity).toBe("Sklep z rowerami");
      expect(Object.keys(checked.value.set).sort()).toEqual([...PROFILE_FACT_NAMES].sort());
    }
  });

  it("names each wrong field with a code the page translates", () => {
    expect(
      checkCorrection({
        set: { monthlyRevenue: 100_000_000.01, monthlyCosts: Number.NaN, founders: 0, employees: 1.5, activity: "a" },
        remove: ["activity", "colour"],
      }),
    ).toEqual({
      ok: false,
      fields: {
        "set.monthlyRevenue": ["tooLarge"],
        "set.monthlyCosts": ["notANumber"],
        "set.founders": ["tooSmall"],
        "set.employees": ["notAnInteger"],
        "set.activity": ["tooShort"],
        "remove.1": ["unknownFact"],
      },
    });
    expect(checkCorrection({ set: { legalForm: "llc", fundingNeeds: "yes" } })).toEqual({
      ok: false,
      fields: { "set.legalForm": ["invalidOption"], "set.fundingNeeds": ["invalidOption"] },
    });
    expect(checkCorrection({ set: { vatStatus: "active" }, remove: ["vatStatus"] })).toEqual({
      ok: false,
      fields: { "set.vatStatus": ["setAndRemoved"] },
    });
    expect(BusinessProfileSchema.safeParse({ favourite: 1 }).error?.issues[0]?.message).toBe("unknownFact");
  });

  it("an empty correction is valid (nothing to change)", () => {
    expect(checkCorrection({})).toEqual({ ok: true, value: { set: {}, remove: [] } });
  });
});
