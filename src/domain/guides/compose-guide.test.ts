import { describe, expect, it } from "vitest";
import { formatMoney } from "../../shared/format.ts";
import { compareTaxForms } from "../tax/compare.ts";
import { composeGuide, type GuideInput } from "./compose-guide.ts";
import { summariseAnswer } from "./guide-answers.ts";

const base: GuideInput = {
  lang: "pl",
  title: "Przewodnik biznesowy",
  profile: {},
  messages: [],
  userName: "Anna Nowak",
  companyName: null,
  now: new Date("2026-11-23T12:00:00Z"),
};
const compose = (profile: GuideInput["profile"], extra: Partial<GuideInput> = {}) =>
  composeGuide({ ...base, ...extra, profile });

describe("composeGuide", () => {
  it("takes every tax figure from the calculators for the first full year, with that year's ZUS stages", () => {
    const guide = compose({ activity: "sklep internetowy", monthlyRevenue: 20000, monthlyCosts: 5000, founders: 1 });
    // Started on 1 December 2026: 2027 has five months of the start relief, then seven preferential.
    const expected = compareTaxForms({
      year: 2026,
      annualRevenue: 240000,
      annualCosts: 60000,
      zus: "start",
      zusChanges: [{ fromMonth: 6, stage: "preferential" }],
      sicknessInsurance: false,
      ryczaltRate: 3,
    });
    expect(guide.taxes.rows!.map((r) => r.net)).toEqual(expected.variants.map((v) => formatMoney(v.netIncome, "pl")));
    expect(guide.taxes.rows!.map((r) => r.tax)).toEqual(expected.variants.map((v) => formatMoney(v.incomeTax, "pl")));
    expect(guide.taxes.rows!.filter((r) => r.best)).toHaveLength(1);
    expect(guide.taxes.rows!.find((r) => r.best)!.netValue).toBe(
      Math.max(...expected.variants.map((v) => v.netIncome)),
    );
  });

  it("shows ZUS as stages: 6 months of start relief, 24 preferential, then Mały ZUS Plus within 120 000 zł, and a 36-bar chart", () => {
    const guide = compose({ monthlyRevenue: 8000, monthlyCosts: 1000, businessInLast60Months: false });
    const stages = guide.zus.stages!;
    expect(stages.map((s) => [s.stage, s.months])).toEqual([
      ["Ulga na start", 6],
      ["Preferencyjny ZUS", 24],
      ["Mały ZUS Plus", 6],
    ]);
    expect(stages[0]).toMatchObject({ period: "grudzień 2026 – maj 2027", social: formatMoney(0, "pl") });
    expect(stages[1]!.social).toBe(formatMoney(420.86, "pl"));
    expect(stages[2]!.period).toBe("czerwiec 2029 – listopad 2029");
    const chart = guide.zus.chart!;
    expect(chart.bars).toHaveLength(36);
    expect(chart.max).toBe(Math.max(...chart.bars.map((b) => b.value)));
    expect(chart.legend).toEqual(["Ulga na start", "Preferencyjny ZUS", "Mały ZUS Plus"]);
    expect(chart.summary).toContain("Ulga na start przez 6 miesięcy");
  });

  it("gives no start relief to someone who ran a business in the last 60 months, and full ZUS above 120 000 zł", () => {
    const noRelief = compose({ monthlyRevenue: 8000, businessInLast60Months: true });
    expect(noRelief.zus.stages!.map((s) => [s.stage, s.months])).toEqual([["Pełny ZUS", 36]]);
    expect(noRelief.zus.stages![0]!.social).toBe(formatMoney(1788.29, "pl"));
    const large = compose({ monthlyRevenue: 20000 });
    expect(large.zus.stages!.at(-1)!.stage).toBe("Pełny ZUS");
  });

  it("recommends a civil partnership for two founders; a company form named by the user is compared, not obeyed", () => {
    expect(compose({ founders: 2, monthlyRevenue: 20000 }).legalForm.recommended).toBe("Spółka cywilna");
    const company = compose({ legalForm: "spzoo", monthlyRevenue: 50000 });
    expect(company.legalForm.recommended).toContain("JDG");
    expect(company.legalForm.choice).toMatch(/sp\. z o\.o\..*mniej niż JDG/);
    expect(company.legalForm.options.map((o) => o.chosen)).toEqual([false, true]);
    // Without figures to compare, a company named by the user stays, with a company's chapters.
    const named = compose({ legalForm: "spzoo" });
    expect(named.legalForm.recommended).toContain("sp. z o.o.");
    expect(named.legalForm.reasons[0]).toContain("Bez spodziewanego przychodu");
    expect(named.deadlines.map((d) => d.title)).toContain("Zaliczka na CIT");
    expect(named.checklist.map((c) => c.text).join(" ")).toContain("CRBR");
    expect(named.zus.stages!.map((s) => s.stage)).toEqual(["Pełny ZUS"]);
  });

  it("without revenue explains what is missing instead of inventing numbers", () => {
    const guide = compose({ activity: "fotografia" });
    expect(guide.taxes.rows).toBeNull();
    expect(guide.taxes.intro).toContain("Bez spodziewanego przychodu");
    expect(JSON.stringify(guide.taxes)).not.toMatch(/\d+,\d\d zł/);
  });

  it("dates the calendar from the request: monthly deadlines and the one-off ones within a year, in order", () => {
    const guide = compose({ monthlyRevenue: 30000, vatStatus: "active" });
    const titles = guide.deadlines.map((d) => d.title);
    expect(titles).toEqual(
      expect.arrayContaining(["Składki ZUS za poprzedni miesiąc", "JPK_V7 i płatność VAT", "Koniec ulg w KSeF"]),
    );
    expect(guide.deadlines.find((d) => d.title === "JPK_V7 i płatność VAT")).toMatchObject({
      date: "2026-11-25",
      monthly: { count: 12 },
    });
    expect(guide.deadlines.find((d) => d.title.startsWith("Roczne zeznanie"))!.date).toBe("2027-04-30");
    const dates = guide.deadlines.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("keeps the questions that got a sourced answer, each with a short answer and its source", () => {
    const source = { title: "ZUS", url: "https://www.zus.pl/ulga" };
    const guide = compose(
      {},
      {
        messages: [
          { role: "assistant", content: "Dzień dobry!", sources: [] },
          { role: "user", content: "Ile wynosi ZUS?", sources: [] },
          { role: "assistant", content: "**Preferencyjny** ZUS to [420,86 zł](https://x.pl).", sources: [source] },
          { role: "user", content: "Sklep", sources: [] },
          { role: "assistant", content: "Zapisuję: sklep.", sources: [source] },
        ],
      },
    );
    expect(guide.questions).toEqual([
      {
        question: "Ile wynosi ZUS?",
        answer: [
          {
            type: "p",
            content: [
              { text: "Preferencyjny", bold: true },
              { text: " ZUS to " },
              { text: "420,86 zł", href: "https://x.pl" },
              { text: "." },
            ],
          },
        ],
        source: { url: source.url, label: "ZUS" },
      },
    ]);
    expect(guide.sources.filter((s) => s.url === source.url)).toHaveLength(1);
  });

  it("writes the English guide with English labels and amounts", () => {
    const guide = compose({ monthlyRevenue: 10000 }, { lang: "en" });
    expect(guide.labels.situation).toBe("Your situation in brief");
    expect(guide.disclaimer).toContain("not legal or tax advice");
    expect(guide.situation.summary.join(" ").replace(/\u00a0/g, " ")).toContain("PLN 120,000");
  });
});

describe("summariseAnswer", () => {
  it("turns Markdown into blocks and keeps the first sentences, without the conversation around them", () => {
    const blocks = summariseAnswer(
      "Zapisuję: przychód 10 000 zł.\n\n## Tytuł\n\n- **a** i _b_\n- [c](https://x.pl)\n\nPierwsze zdanie. Drugie zdanie. Trzecie zdanie.\n\nZobacz też: Ulga.\n\nIle planujesz zarabiać?",
      "pl",
    );
    expect(blocks).toEqual([
      { type: "heading", content: [{ text: "Tytuł" }] },
      { type: "ul", items: [[{ text: "a", bold: true }, { text: " i b" }], [{ text: "c", href: "https://x.pl" }]] },
      { type: "p", content: [{ text: "Pierwsze zdanie." }] },
    ]);
  });
});
