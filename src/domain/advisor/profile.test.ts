import { describe, expect, it } from "vitest";
import { findAmounts } from "./amounts.ts";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { advise } from "./advisor.ts";
import { describeFacts } from "./facts-in-words.ts";
import { mergeProfile, nextQuestion } from "./profile.ts";
import { extractProfileFacts as facts } from "./understanding/profile-facts.ts";

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

  it("reads a span of years as years, whatever its years, and a range in złoty as money", () => {
    expect(findAmounts("mieszkałam w UK 2016–2021, wracam")).toEqual([]);
    expect(findAmounts("od 2012 do 2019 pracowałem w Norwegii")).toEqual([]);
    expect(findAmounts("lived in Ireland 2011-2017, now earning 9k").map((a) => a.value)).toEqual([9000]);
    expect(findAmounts("koszty od 1990 do 2010 zł miesięcznie").map((a) => a.value)).toEqual([1990, 2010]);
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

describe("the start date", () => {
  // Read on 25 November 2026: a day or month without a year is the next one ahead (the last one
  // behind for a business already started).
  const TODAY = new Date(Date.UTC(2026, 10, 25));
  const read = (text: string, expecting?: Parameters<typeof facts>[1]) => facts(text, expecting, undefined, TODAY);

  it.each([
    ["Zakładam firmę od 1 marca", "2027-03-01", "starting"],
    ["Startuję w październiku", "2027-10-01", "starting"],
    ["Rejestruję działalność od 15 stycznia 2027", "2027-01-15", "starting"],
    ["Firma rusza 1 kwietnia", "2027-04-01", "starting"],
    ["Otwieram JDG od 1.02.2027", "2027-02-01", "starting"],
    ["Działalność rozpocznę 2 maja", "2027-05-02", "starting"],
    ["Od 1 grudnia startuję z firmą", "2026-12-01", "starting"],
    ["Zaczynam działalność w lutym, nie mam etatu", "2027-02-01", "starting"],
    ["Data rozpoczęcia działalności: 2027-06-01", "2027-06-01", "starting"],
    ["Prowadzę firmę od marca 2023", "2023-03-01", "running"],
    ["Założyłam JDG 1 lutego 2025", "2025-02-01", "running"],
    ["Wystartowałem w maju", "2026-05-01", "running"],
  ])("pl: %s", (text, startDate, stage) => {
    expect(read(text)).toMatchObject({ startDate, stage });
  });

  it.each([
    ["I'm starting on 1 July", "2027-07-01", "starting"],
    ["I'm starting my business in March", "2027-03-01", "starting"],
    ["We launch on 15 January 2027", "2027-01-15", "starting"],
    ["My company opens on February 2nd", "2027-02-02", "starting"],
    ["I will register the business from 1 December", "2026-12-01", "starting"],
    ["The business starts on 01.04.2027", "2027-04-01", "starting"],
    ["I plan to start in September", "2027-09-01", "starting"],
    ["Start date: 2027-05-01", "2027-05-01", "starting"],
    ["We're going live on 1 August", "2027-08-01", "starting"],
    ["I started my business in March 2024", "2024-03-01", "running"],
    ["I opened my company on 3 June 2025", "2025-06-03", "running"],
    ["I've been running my business since January 2022", "2022-01-01", "running"],
  ])("en: %s", (text, startDate, stage) => {
    expect(read(text)).toMatchObject({ startDate, stage });
  });

  it.each([
    "a jak zacznę 1 października?",
    "a gdybym zaczął od 1 października",
    "Czy mogę zacząć działalność od 1 marca?",
    "Co jeśli otworzę firmę w styczniu?",
    "Od kiedy płacę ZUS, jeśli zakładam firmę 1 lutego?",
    "Gdybym wystartował w kwietniu, ile zapłacę?",
    "Kiedy najlepiej zacząć działalność, w styczniu czy w lutym?",
    "Zakładając firmę od 1 marca, kiedy płacę pierwszy ZUS?",
    "What if I start on 1 July?",
    "Should I open my business in January?",
    "If I register on 15 March, when is my first ZUS payment?",
    "Can I start my company on 1 May?",
    "How does it work if I launch in April",
  ])("not from a question: %s", (text) => {
    expect(read(text)).not.toHaveProperty("startDate");
  });

  it("is not a job, VAT or an assumption starting on a date, nor a start denied", () => {
    expect(read("Zaczynam pracę na etacie od 1 marca")).not.toHaveProperty("startDate");
    expect(read("Rejestruję się do VAT od 1 lutego")).not.toHaveProperty("startDate");
    expect(read("Zakładam przychód 10k od marca")).not.toHaveProperty("startDate");
    expect(read("Nie zakładam firmy w marcu")).not.toHaveProperty("startDate");
    expect(read("I'm not starting in January")).not.toHaveProperty("startDate");
    expect(read("I start my new job on 1 March")).not.toHaveProperty("startDate");
  });

  it("reads a bare day or month as the answer to its own question, and only then", () => {
    expect(read("1 marca", "startDate")).toEqual({ startDate: "2027-03-01", stage: "starting" });
    expect(read("w lipcu", "startDate")).toEqual({ startDate: "2027-07-01", stage: "starting" });
    expect(read("październik", "startDate")).toEqual({ startDate: "2027-10-01", stage: "starting" });
    expect(read("March 2027", "startDate")).toEqual({ startDate: "2027-03-01", stage: "starting" });
    expect(read("nie wiem jeszcze", "startDate")).toEqual({});
    expect(read("1 marca")).toEqual({});
  });

  it("is asked only of a business being started, after the other facts", () => {
    const known = {
      activity: "IT",
      monthlyRevenue: 10000,
      monthlyCosts: 0,
      customers: "b2b",
      businessInLast60Months: false,
      formerEmployerClient: false,
      otherEmployment: false,
      employees: 0,
      founders: 1,
      fundingNeeds: false,
    } as const;
    expect(nextQuestion({ ...known, stage: "starting" })).toBe("startDate");
    expect(nextQuestion({ ...known, stage: "starting", startDate: "2027-03-01" })).toBeNull();
    expect(nextQuestion({ ...known, stage: "idea" })).toBeNull();
    expect(nextQuestion({ ...known, stage: "running" })).toBeNull();
    expect(nextQuestion(known)).toBeNull();
    expect(nextQuestion({ stage: "starting" })).toBe("activity");
  });
});

describe("the start date in the conversation", () => {
  const search = createKnowledgeSearch();
  const say = (message: string, lang: "pl" | "en") => advise(message, { lang, profile: {}, expecting: null, search });

  it("is recorded from a statement and said back in the message's language", () => {
    const pl = say("Zakładam firmę od 1 marca 2027, będę programować dla firm", "pl");
    expect(pl.learned).toMatchObject({ startDate: "2027-03-01", stage: "starting" });
    expect(pl.content).toContain("start firmy: 1 marca 2027");
    const en = say("I'm starting on 1 July 2027", "en");
    expect(en.learned).toMatchObject({ startDate: "2027-07-01" });
    expect(en.content).toContain("start date: 1 July 2027");
    // A date without a year is the next such month (whatever today is).
    expect(say("startuję w październiku", "pl").learned.startDate).toMatch(/^\d{4}-10-01$/);
    expect(describeFacts("pl", { startDate: "2025-02-01" })).toEqual(["start firmy: 1 lutego 2025"]);
  });

  it("is never recorded from a question", () => {
    for (const question of [
      "a jak zacznę 1 października?",
      "Czy mogę zacząć działalność od 1 marca 2027?",
      "Od kiedy płacę ZUS, jeśli zakładam firmę 1 lutego?",
      "What if I start on 1 July?",
      "If I register on 15 March, when is my first ZUS payment?",
      "Can I start my company on 1 May 2027?",
    ])
      expect(say(question, "pl").learned, question).not.toHaveProperty("startDate");
  });
});
