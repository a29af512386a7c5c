import { describe, expect, it } from "vitest";
import { INTERVIEW_LANGS, loadQuestionnaire } from "./questionnaire.ts";
import { profileFromAnswers } from "./interview-profile.ts";
import { PROFILE_FACT_NAMES } from "../../shared/business-profile.ts";
import { type BusinessProfile, mergeProfile, type ProfileFact } from "../advisor/profile.ts";
import { extractProfileFacts } from "../advisor/understanding/profile-facts.ts";

const questionnaire = loadQuestionnaire();
const TODAY = new Date(Date.UTC(2026, 10, 25));

describe("the questionnaire", () => {
  it("has sections of every kind of question, each with help text in both languages", () => {
    const kinds = new Set(questionnaire.questions.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(["amount", "date", "multiple", "number", "single", "text", "yesno"]);
    for (const lang of INTERVIEW_LANGS)
      for (const section of questionnaire.localized(lang))
        for (const q of section.questions) {
          expect(q.help.length, `${lang} ${q.id}`).toBeGreaterThan(20);
          for (const o of q.options ?? []) expect(q.optionLabels?.[o], `${lang} ${q.id}.${o}`).toBeTruthy();
        }
  });

  it("asks every profile fact the advisor needs", () => {
    const facts = new Set(questionnaire.questions.map((q) => q.fact).filter(Boolean));
    for (const fact of PROFILE_FACT_NAMES) expect(facts.has(fact), fact).toBe(true);
  });
});

describe("the profile from the interview and from the chat", () => {
  /** What the chat learns from the same facts, written as a user would answer the advisor's questions. */
  const fromChat = (turns: [ProfileFact, string][]) =>
    turns.reduce<BusinessProfile>(
      (p, [expecting, text]) => mergeProfile(p, extractProfileFacts(text, expecting, undefined, TODAY)),
      {},
    );

  it.each([
    [
      "pl, amounts per year and in thousands",
      {
        activity: "Sklep internetowy z ceramiką",
        monthlyRevenue: { value: 120, unit: "kPLN", period: "year" },
        monthlyCosts: { value: 3000, unit: "PLN", period: "month" },
        employees: 2,
        formerEmployerClient: false,
        businessInLast60Months: true,
        otherEmployment: true,
        employmentPay: true,
        fundingNeeds: false,
        startDate: "2027-03-01",
      },
      [
        ["activity", "Sklep internetowy z ceramiką"],
        ["startDate", "1 marca 2027"],
        ["monthlyRevenue", "120 tys. zł rocznie"],
        ["monthlyCosts", "3000 zł miesięcznie"],
        ["employees", "zatrudnię 2 osoby"],
        ["formerEmployerClient", "nie"],
        ["businessInLast60Months", "tak"],
        ["otherEmployment", "tak"],
        ["fundingNeeds", "nie"],
      ],
    ],
    [
      "en, a description that also states the revenue",
      {
        activity: "Web development for startups, about 15k a month",
        employees: 0,
        fundingNeeds: true,
        fundingSources: ["labourOffice"],
      },
      [
        ["activity", "Web development for startups, about 15k a month"],
        ["employees", "no employees"],
        ["fundingNeeds", "yes"],
      ],
    ],
  ] as const)("%s", (_name, answers, turns) => {
    const interview = profileFromAnswers(questionnaire, answers as never, TODAY);
    expect(interview).toEqual(fromChat(turns as unknown as [ProfileFact, string][]));
  });

  it("keeps the start date answered as an ISO day, and reads none from a question", () => {
    // An answered stage is kept; without one, the date tells it.
    expect(profileFromAnswers(questionnaire, { stage: "idea", startDate: "2027-03-01" }, TODAY)).toEqual({
      stage: "idea",
      startDate: "2027-03-01",
    });
    expect(profileFromAnswers(questionnaire, { startDate: "2025-03-01" }, TODAY)).toEqual({
      stage: "running",
      startDate: "2025-03-01",
    });
    // The chat's answer to its own question, and a date the description states, as the interview keeps them.
    expect(extractProfileFacts("w marcu", "startDate", undefined, TODAY)).toEqual({
      startDate: "2027-03-01",
      stage: "starting",
    });
    expect(profileFromAnswers(questionnaire, { activity: "a jak zacznę 1 października?" })).toEqual({
      activity: "a jak zacznę 1 października?",
    });
  });

  it("ignores an answer to a question no longer shown", () => {
    const profile = profileFromAnswers(questionnaire, { founders: 1, partnerForm: "sc", soloForm: "jdg" });
    expect(profile).toEqual({ founders: 1, legalForm: "jdg" });
  });
});
