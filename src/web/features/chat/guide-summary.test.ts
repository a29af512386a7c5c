import { describe, expect, it } from "vitest";
import { displayValue, errorLimits, singleCorrection, SUMMARY_FACTS, summaryOf } from "./guide-summary.ts";

const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);

describe("the summary before a guide request", () => {
  it("lists the facts the guide is built from and names the unknown ones", () => {
    const { rows, unknown } = summaryOf({
      activity: "Pracownia ceramiki",
      monthlyRevenue: 9000,
      otherEmployment: false,
    });
    expect(rows.map((r) => r.fact)).toEqual([...SUMMARY_FACTS]);
    expect(rows.find((r) => r.fact === "otherEmployment")?.value).toBe(false); // "no" is known, not missing
    expect(unknown).toEqual(["stage", "legalForm", "customers", "monthlyCosts", "startDate", "employees", "vatStatus"]);
    expect(summaryOf({}).unknown).toHaveLength(SUMMARY_FACTS.length);
  });

  it("checks one corrected fact with the profile's contract, as the server would", () => {
    const profile = { activity: "Sklep", monthlyRevenue: 9000, legalForm: "jdg" as const };
    expect(singleCorrection("monthlyRevenue", "12 000", profile)).toEqual({
      kind: "ok",
      set: { monthlyRevenue: 12000 },
      remove: [],
    });
    expect(singleCorrection("monthlyRevenue", "9000", profile)).toEqual({ kind: "unchanged" });
    expect(singleCorrection("monthlyRevenue", "dużo", profile)).toEqual({ kind: "invalid", code: "notANumber" });
    expect(singleCorrection("monthlyRevenue", "200000000", profile)).toEqual({ kind: "invalid", code: "tooLarge" });
    expect(singleCorrection("employees", "1,5", profile)).toEqual({ kind: "invalid", code: "notAnInteger" });
    expect(singleCorrection("activity", "x", profile)).toEqual({ kind: "invalid", code: "tooShort" });
    // An emptied field removes the fact; a choice is set; a yes/no reads as a boolean.
    expect(singleCorrection("legalForm", "", profile)).toEqual({ kind: "ok", set: {}, remove: ["legalForm"] });
    expect(singleCorrection("vatStatus", "exempt", profile)).toMatchObject({
      kind: "ok",
      set: { vatStatus: "exempt" },
    });
    expect(singleCorrection("otherEmployment", "false", profile)).toMatchObject({
      kind: "ok",
      set: { otherEmployment: false },
    });
    expect(singleCorrection("employees", "", profile)).toEqual({ kind: "unchanged" });
  });

  it("corrects the start date as an ISO day and refuses a malformed one with the contract's code", () => {
    const profile = { activity: "Sklep", startDate: "2027-03-01" };
    expect(singleCorrection("startDate", "2027-04-15", profile)).toEqual({
      kind: "ok",
      set: { startDate: "2027-04-15" },
      remove: [],
    });
    expect(singleCorrection("startDate", "2027-03-01", profile)).toEqual({ kind: "unchanged" });
    expect(singleCorrection("startDate", "2027-02-30", profile)).toEqual({ kind: "invalid", code: "invalidDate" });
    expect(singleCorrection("startDate", "marzec", profile)).toEqual({ kind: "invalid", code: "invalidDate" });
    expect(singleCorrection("startDate", "1900-01-01", profile)).toEqual({ kind: "invalid", code: "dateTooEarly" });
    expect(singleCorrection("startDate", "", profile)).toEqual({ kind: "ok", set: {}, remove: ["startDate"] });
    expect(displayValue("startDate", "2027-03-01", t, "pl")).toBe("1 marca 2027");
    expect(displayValue("startDate", "2027-03-01", t, "en")).toBe("1 March 2027");
    expect(errorLimits("startDate", "en")).toEqual({ min: "1 January 1950", max: "31 December 2099" });
  });

  it("shows amounts with their period, choices and yes/no with the panel's labels", () => {
    expect(displayValue("monthlyRevenue", 12000, t, "pl")).toBe('chat.guideSummary.perMonth {"amount":"12\u00a0000"}');
    expect(displayValue("monthlyCosts", 2500.5, t, "en")).toBe('chat.guideSummary.perMonth {"amount":"2,500.5"}');
    expect(displayValue("employees", 0, t, "pl")).toBe('chat.guideSummary.people {"count":0}');
    expect(displayValue("legalForm", "spzoo", t, "pl")).toBe("chat.profile.options.legalForm.spzoo");
    expect(displayValue("otherEmployment", false, t, "pl")).toBe("chat.profile.options.no");
    expect(displayValue("activity", "Pracownia", t, "pl")).toBe("Pracownia");
    expect(errorLimits("monthlyRevenue", "en")).toEqual({ min: "0", max: "100,000,000" });
  });
});
