import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PROFILE_FACT_NAMES } from "../../../shared/business-profile.ts";
import { correctionOf, formErrorsOf, profileFactsFormSchema } from "../../../shared/contracts/profile-facts.ts";
import { correctionFrom, errorsByFact } from "./profile-correction.ts";

const blank = Object.fromEntries(PROFILE_FACT_NAMES.map((f) => [f, ""])) as Record<
  (typeof PROFILE_FACT_NAMES)[number],
  string
>;
const formData = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};
const profile = { activity: "Sklep", monthlyRevenue: 12_000, otherEmployment: true, customers: "b2b" } as const;
const typed = {
  ...blank,
  activity: "Sklep",
  monthlyRevenue: "12 000",
  monthlyCosts: "2 500,50",
  employees: "3",
  otherEmployment: "false",
  legalForm: "jdg",
};

describe("the profile panel's form", () => {
  it("sends only what changed: emptied fields are removed, numbers read as typed", () => {
    const submission = parseWithZod(formData(typed), { schema: profileFactsFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(correctionOf(submission.value, profile)).toEqual({
      set: { monthlyCosts: 2500.5, employees: 3, otherEmployment: false, legalForm: "jdg" },
      remove: ["customers"],
    });
    // The same from the texts, as the guide's summary corrects one fact.
    expect(correctionFrom(typed, profile)).toEqual(correctionOf(submission.value, profile));
  });

  it("refuses, in the browser as on the server, what the profile cannot hold, with the profile's codes", () => {
    const submission = parseWithZod(
      formData({ ...blank, activity: "X", monthlyRevenue: "dużo", founders: "0", startDate: "2027-02-30" }),
      { schema: profileFactsFormSchema },
    );
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      activity: ["tooShort"],
      monthlyRevenue: ["notANumber"],
      founders: ["tooSmall"],
      startDate: ["invalidDate"],
    });
    // What was typed comes back with the errors.
    expect(submission.reply().initialValue).toMatchObject({ activity: "X", monthlyRevenue: "dużo" });
  });

  it("keeps an unreadable number as NaN for the contract to refuse, and maps field errors to facts", () => {
    expect(correctionFrom({ ...blank, monthlyRevenue: "dużo" }, {}).set.monthlyRevenue).toBeNaN();
    expect(errorsByFact({ "set.monthlyRevenue": ["notANumber"], "set.activity": ["tooShort", "x"] })).toEqual({
      monthlyRevenue: "notANumber",
      activity: "tooShort",
    });
    expect(formErrorsOf({ "set.monthlyRevenue": ["tooLarge"], "remove.0": ["unknownFact"] })).toEqual({
      fieldErrors: { monthlyRevenue: ["tooLarge"] },
      formErrors: ["unknownFact"],
    });
  });
});
