import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BusinessProfileSchema, checkCorrection, PROFILE_FACT_NAMES } from "./business-profile.ts";

const profileErrors = (lang: string) =>
  (JSON.parse(fs.readFileSync(`locales/${lang}/common.json`, "utf8")) as { chat: { profile: { errors: object } } }).chat
    .profile.errors as Record<string, string>;

describe("the business profile contract", () => {
  it("accepts every fact at its limits and tidies the activity", () => {
    const checked = checkCorrection({
      set: {
        activity: "  Sklep   z rowerami ",
        stage: "running",
        startDate: "1950-01-01",
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

  it("keeps a start date as a whole ISO day, a month as its first day, and refuses anything else", () => {
    const set = (startDate: unknown) => checkCorrection({ set: { startDate } });
    expect(set(" 2027-03-01 ")).toEqual({ ok: true, value: { set: { startDate: "2027-03-01" }, remove: [] } });
    expect(set("2027-03")).toEqual({ ok: true, value: { set: { startDate: "2027-03-01" }, remove: [] } });
    expect(set("2028-02-29")).toMatchObject({ ok: true });
    expect(set("2099-12-31")).toMatchObject({ ok: true });
    const codes: string[] = [];
    for (const wrong of ["1 marca", "2027-02-29", "2027-13-01", "2027-3-1", "01.03.2027", "", 20270301, null]) {
      const checked = set(wrong);
      expect(checked, String(wrong)).toEqual({ ok: false, fields: { "set.startDate": ["invalidDate"] } });
      codes.push("invalidDate");
    }
    expect(set("1949-12-31")).toEqual({ ok: false, fields: { "set.startDate": ["dateTooEarly"] } });
    expect(set("2100-01-01")).toEqual({ ok: false, fields: { "set.startDate": ["dateTooLate"] } });
    // Every code the contract answers has its text in both languages.
    for (const lang of ["pl", "en"])
      for (const code of [...codes, "dateTooEarly", "dateTooLate"])
        expect(profileErrors(lang)[code], code).toBeTruthy();
  });

  it("an empty correction is valid (nothing to change)", () => {
    expect(checkCorrection({})).toEqual({ ok: true, value: { set: {}, remove: [] } });
  });
});
