import { describe, expect, it } from "vitest";
import { formatMoney } from "../../shared/format.ts";
import { compareTaxForms } from "../tax/compare.ts";
import { composeGuide, type GuideInput, plainParagraphs } from "./compose-guide.ts";

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
  it("takes every tax figure from the calculators and marks the best form", () => {
    const guide = compose({ activity: "sklep internetowy", monthlyRevenue: 20000, monthlyCosts: 5000, founders: 1 });
    const expected = compareTaxForms({
      year: 2026,
      annualRevenue: 240000,
      annualCosts: 60000,
      zus: "preferential",
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

  it("walks ZUS month by month: 6 months of start relief, 24 preferential, then Mały ZUS Plus within 120 000 zł", () => {
    const guide = compose({ monthlyRevenue: 8000, monthlyCosts: 1000, businessInLast60Months: false });
    const rows = guide.zus.rows!;
    expect(rows).toHaveLength(36);
    expect(rows[0]).toMatchObject({ month: "grudzień 2026", stage: "Ulga na start", social: formatMoney(0, "pl") });
    expect(rows.slice(0, 6).every((r) => r.stage === "Ulga na start")).toBe(true);
    expect(rows.slice(6, 30).every((r) => r.stage === "Preferencyjny ZUS")).toBe(true);
    expect(rows[6]!.social).toBe(formatMoney(420.86, "pl"));
    expect(rows.slice(30).every((r) => r.stage === "Mały ZUS Plus")).toBe(true);
    expect(rows[35]!.month).toBe("listopad 2029");
  });

  it("gives no start relief to someone who ran a business in the last 60 months, and full ZUS above 120 000 zł", () => {
    const noRelief = compose({ monthlyRevenue: 8000, businessInLast60Months: true });
    expect(noRelief.zus.rows!.every((r) => r.stage === "Pełny ZUS")).toBe(true);
    expect(noRelief.zus.rows![0]!.social).toBe(formatMoney(1788.29, "pl"));
    const large = compose({ monthlyRevenue: 20000 });
    expect(large.zus.rows![30]!.stage).toBe("Pełny ZUS");
  });

  it("recommends a civil partnership for two founders and a company form when chosen, with a company's deadlines", () => {
    expect(compose({ founders: 2, monthlyRevenue: 20000 }).legalForm.recommended).toBe("Spółka cywilna");
    const company = compose({ legalForm: "spzoo", monthlyRevenue: 50000 });
    expect(company.legalForm.recommended).toContain("sp. z o.o.");
    expect(company.legalForm.reasons[0]).toBe("To forma, którą sam(a) wskazałeś(-aś) w rozmowie.");
    expect(company.zus.rows).toBeNull();
    expect(company.deadlines.map((d) => d.title)).toContain("Zaliczka na CIT");
    expect(company.checklist.map((c) => c.text).join(" ")).toContain("CRBR");
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

  it("pairs the user's questions with the advisor's answers and gathers their sources once", () => {
    const source = { title: "ZUS", url: "https://www.zus.pl/ulga" };
    const guide = compose(
      {},
      {
        messages: [
          { role: "assistant", content: "Dzień dobry!", sources: [] },
          { role: "user", content: "Ile wynosi ZUS?", sources: [] },
          { role: "assistant", content: "**Preferencyjny** ZUS to [420,86 zł](https://x.pl).", sources: [source] },
          { role: "user", content: "Sklep", sources: [] },
          { role: "assistant", content: "Zapisuję.", sources: [source] },
        ],
      },
    );
    expect(guide.questions).toEqual([{ question: "Ile wynosi ZUS?", answer: ["Preferencyjny ZUS to 420,86 zł."] }]);
    expect(guide.sources.filter((s) => s.url === source.url)).toHaveLength(1);
  });

  it("writes the English guide with English labels and amounts", () => {
    const guide = compose({ monthlyRevenue: 10000 }, { lang: "en" });
    expect(guide.labels.situation).toBe("Your situation in brief");
    expect(guide.disclaimer).toContain("not legal or tax advice");
    expect(guide.situation.summary.join(" ").replace(/\u00a0/g, " ")).toContain("PLN 120,000");
  });
});

describe("plainParagraphs", () => {
  it("keeps the words of Markdown and drops its markers", () => {
    expect(plainParagraphs("## Tytuł\n\n- **a** i _b_\n- [c](https://x)\n\n`kod`")).toEqual([
      "Tytuł",
      "• a i b\n• c",
      "kod",
    ]);
  });
});
