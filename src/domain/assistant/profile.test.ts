import { describe, expect, it } from "vitest";
import { findAmounts } from "./amounts.ts";
import { extractProfileFacts as facts, mergeProfile, nextQuestion } from "./profile.ts";

describe("amounts as people write them", () => {
  it.each([
    ["10 tys. zł miesięcznie", 10000, "month"],
    ["15k", 15000, null],
    ["120 000 zł rocznie", 120000, "year"],
    ["1,5 mln rocznie", 1500000, "year"],
    ["PLN 8,000 a month", 8000, "month"],
    ["5 tysięcy", 5000, null],
    ["12 500,50 zł/mc", 12500.5, "month"],
    ["about 200k a year", 200000, "year"],
  ])("%s", (text, value, period) => {
    expect(findAmounts(text)[0]).toMatchObject({ value, period, people: false });
  });

  it("tells money from counts of people", () => {
    const [money, people] = findAmounts("15 tys. zł miesięcznie, zatrudnię 2 osoby");
    expect(money).toMatchObject({ value: 15000, money: true, people: false });
    expect(people).toMatchObject({ value: 2, people: true });
  });

  it("ignores years and percentages", () => {
    expect(findAmounts("w 2026 roku składka 9%")).toEqual([]);
  });
});

describe("profile facts from what the user writes", () => {
  it.each([
    ["Planuję przychód około 10 tys. zł miesięcznie", { monthlyRevenue: 10000 }],
    ["Będę fakturować 15k netto miesięcznie", { monthlyRevenue: 15000 }],
    ["Przychody 120 000 zł rocznie, koszty 2 tys. miesięcznie", { monthlyRevenue: 10000, monthlyCosts: 2000 }],
    [
      "I expect revenue of PLN 8,000 a month and costs of about 1,500 a month",
      { monthlyRevenue: 8000, monthlyCosts: 1500 },
    ],
    ["My turnover will be around 240k a year", { monthlyRevenue: 20000 }],
    ["Planuję 12 tys. zł przychodu miesięcznie", { monthlyRevenue: 12000 }],
    ["3 tys. zł kosztów co miesiąc", { monthlyCosts: 3000 }],
    ["Zatrudnię 2 osoby", { employees: 2 }],
    ["zatrudniam trzech pracowników", { employees: 3 }],
    ["Na początku bez pracowników", { employees: 0 }],
    ["I will hire two people next year", { employees: 2 }],
    ["No employees, I work alone", { employees: 0, founders: 1 }],
    ["Zakładam firmę ze wspólnikiem", { founders: 2, stage: "starting" }],
    ["We are 3 founders", { founders: 3 }],
    ["Moimi klientami będą firmy (B2B)", { customers: "b2b" }],
    ["Sprzedaję osobom prywatnym przez internet", { customers: "b2c" }],
    ["I sell to businesses and to consumers", { customers: "both" }],
    ["Chcę założyć JDG", { legalForm: "jdg" }],
    ["Myślę o spółce z o.o.", { legalForm: "spzoo" }],
    ["We want a limited company", { legalForm: "spzoo" }],
    ["Dopiero planuję, mam pomysł na biznes", { stage: "idea" }],
    ["Prowadzę firmę od dwóch lat", { stage: "running" }],
    ["Będę pracować dla byłego pracodawcy", { formerEmployerClient: true }],
    ["Nie będę pracować dla byłego pracodawcy", { formerEmployerClient: false }],
    ["I won't work for my former employer", { formerEmployerClient: false }],
    ["To moja pierwsza firma", { businessInLast60Months: false }],
    ["Miałem już firmę 3 lata temu", { businessInLast60Months: true }],
    ["Pracuję na etacie i chcę dorobić", { otherEmployment: true }],
    ["I have a full-time job too", { otherEmployment: true }],
    ["Szukam dotacji na start", { fundingNeeds: true }],
    ["Nie potrzebuję pożyczki", { fundingNeeds: false }],
    ["Chcę być zwolniony z VAT", { vatStatus: "exempt" }],
    ["I will register for VAT", { vatStatus: "active" }],
  ])("%s", (text, expected) => {
    expect(facts(text)).toEqual(expected);
  });

  it("does not take a question for the description of the business", () => {
    expect(facts("Ile wynosi ZUS?", "activity")).toEqual({});
    expect(facts("Jak założyć JDG przez internet", "activity")).not.toHaveProperty("activity");
    expect(facts("How do I register for VAT", "activity")).not.toHaveProperty("activity");
    expect(facts("Sklep internetowy z odzieżą", "activity")).toEqual({ activity: "Sklep internetowy z odzieżą" });
  });

  it("reads short answers to the question just asked", () => {
    expect(facts("tak", "otherEmployment")).toEqual({ otherEmployment: true });
    expect(facts("Nie", "formerEmployerClient")).toEqual({ formerEmployerClient: false });
    expect(facts("yes", "fundingNeeds")).toEqual({ fundingNeeds: true });
    expect(facts("15k", "monthlyRevenue")).toEqual({ monthlyRevenue: 15000 });
    expect(facts("3000 zł", "monthlyCosts")).toEqual({ monthlyCosts: 3000 });
    expect(facts("2", "employees")).toEqual({ employees: 2 });
    expect(facts("nie", "employees")).toEqual({ employees: 0 });
    expect(facts("programowanie aplikacji mobilnych", "activity")).toEqual({
      activity: "programowanie aplikacji mobilnych",
    });
    // Without the question, a bare answer states nothing.
    expect(facts("tak")).toEqual({});
    expect(facts("15k")).toEqual({});
  });

  it("asks for the facts in order and merges later statements over earlier ones", () => {
    expect(nextQuestion({})).toBe("activity");
    expect(nextQuestion({ activity: "IT", monthlyRevenue: 10000 })).toBe("monthlyCosts");
    const merged = mergeProfile({ employees: 0, monthlyRevenue: 5000 }, { employees: 2 });
    expect(merged).toEqual({ employees: 2, monthlyRevenue: 5000 });
  });
});
