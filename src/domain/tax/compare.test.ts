import { describe, expect, it } from "vitest";
import { compareTaxForms } from "./compare.ts";
import type { CompareInput } from "./compare-input.ts";
import { flattenParameters } from "./parameters-2026.ts";

// The fixes an independent calculator asked for, each against figures published for 2026. The
// sources are named in the test titles and comments; the arithmetic is worked out beside them.

const base: CompareInput = {
  year: 2026,
  annualRevenue: 200000,
  annualCosts: 40000,
  zus: "full",
  sicknessInsurance: true,
  ryczaltRate: 12,
};
const variant = (input: CompareInput, form: "scale" | "flat" | "ryczalt") =>
  compareTaxForms(input).variants.find((v) => v.form === form)!;

describe("fix 1: ryczałt deducts social insurance only, not Fundusz Pracy", () => {
  // Full ZUS 2026 item by item, fakt.pl 2026-02-01 "Tę zmianę odczuje 2 mln pracujących"
  // (https://www.fakt.pl/pieniadze/dwa-miliony-polakow-zaplaci-wiecej-skladki-zus-od-lutego-w-gore/rsfd1jb)
  // and ksiegowosc.infor.pl/zus-kadry/skladki/7500894 [S1]: emerytalna 1 103,27, rentowa 452,16,
  // chorobowa 138,47, wypadkowa 94,39, Fundusz Pracy 138,47, together 1 926,76 zł.
  // Only the first four are social insurance (art. 11 ust. 1 of the ryczałt act; Fundusz Pracy comes
  // from the labour-market act and may be only a cost on the scale or flat tax, as podatki.biz
  // "Ryczałt od przychodów ewidencjonowanych – odliczanie składek ZUS" explains).
  it("ksiegowosc.infor.pl 7500894 / fakt.pl 2026-02-01: 1 788,29 zł a month comes off ryczałt revenue, 1 926,76 zł is paid", () => {
    const result = compareTaxForms(base);
    // 1 103,27 + 452,16 + 138,47 + 94,39 = 1 788,29 a month → 21 459,48 a year; Fundusz Pracy 138,47 × 12 = 1 661,64.
    expect(result.details.socialInsurance).toBe(21459.48);
    expect(result.details.labourFund).toBe(1661.64);
    expect(result.details.social.monthly.total).toBe(1926.76);
    // Ryczałt base 200 000 − 21 459,48 − 4 983,48 (half of 830,58 × 12) = 173 557,04 → 173 557 × 12% = 20 826,84.
    // Before the fix the whole 23 121,12 came off: 171 895 × 12% = 20 627, 200 zł too little.
    expect(variant(base, "ryczalt")).toEqual({
      form: "ryczalt",
      socialContributions: 23121.12,
      healthContribution: 9966.96,
      incomeTax: 20827,
      netIncome: 106084.92,
    });
  });

  it("keeps Fundusz Pracy as a cost on the scale and flat tax (podatki.biz on deducting ZUS)", () => {
    // Income 200 000 − 40 000 − 23 121,12 (all of it, Fundusz Pracy included) = 136 878,88:
    // scale 10 800 + 32% × 16 879 = 16 201,28 → 16 201; flat (136 878,88 − 6 707,04) → 130 172 × 19% = 24 733.
    expect(variant(base, "scale").incomeTax).toBe(16201);
    expect(variant(base, "flat").incomeTax).toBe(24733);
  });

  it("preferential ZUS has no Fundusz Pracy, so nothing changes there (gazetaprawna.pl 10611452: 456,18 zł)", () => {
    // 281,44 + 115,34 + 35,32 + 24,08 = 456,18, all of it social insurance.
    const result = compareTaxForms({ ...base, zus: "preferential" });
    expect(result.details.labourFund).toBe(0);
    expect(result.details.socialInsurance).toBe(5474.16); // 456,18 × 12
  });
});

describe("fix 2: the ryczałt health bracket is picked on revenue less social insurance", () => {
  // Amounts: ksiegowosc.infor.pl/podatki/ryczalt/stawki-i-rozliczenia/7508332 (2026-01-27) [S15]:
  // up to 60 000 zł 498,35 zł, 60 000–300 000 zł 830,58 zł, above 1 495,04 zł a month.
  // Rule: biznes.gov.pl/pl/portal/001052 (section 5): the ryczałt revenue counted for the health
  // contribution is reduced by the emerytalne, rentowe, chorobowe and wypadkowe contributions paid
  // (art. 81 ust. 2g of the health-care act); Fundusz Pracy is not among them.
  const full = { ...base, annualCosts: 0, sicknessInsurance: false } satisfies CompareInput;

  it("infor.pl 7508332: 75 000 zł of revenue with full ZUS pays 498,35 zł, not 830,58 zł", () => {
    // Social insurance without sickness 1 649,82 × 12 = 19 797,84; 75 000 − 19 797,84 = 55 202,16 ≤ 60 000.
    const result = compareTaxForms({ ...full, annualRevenue: 75000 });
    expect(result.details.ryczaltBracketRevenue).toBe(55202.16);
    expect(result.details.health.ryczalt).toEqual({ monthly: 498.35, annual: 5980.2, deductible: 2990.1 });
    // Tax: 75 000 − 19 797,84 − 2 990,10 = 52 212,06 → 52 212 × 12% = 6 265,44 → 6 265.
    expect(variant({ ...full, annualRevenue: 75000 }, "ryczalt").incomeTax).toBe(6265);
  });

  it("infor.pl 7508332: at 80 000 zł Fundusz Pracy does not count, so the middle bracket applies", () => {
    // 80 000 − 19 797,84 = 60 202,16 > 60 000 → 830,58. Taking Fundusz Pracy off as well (21 459,48)
    // would give 58 540,52 and the lower bracket: the rule keeps it out.
    const result = compareTaxForms({ ...full, annualRevenue: 80000 });
    expect(result.details.ryczaltBracketRevenue).toBe(60202.16);
    expect(result.details.health.ryczalt.monthly).toBe(830.58);
  });

  it("is recorded as a sourced rule the calculator's sources list shows", () => {
    const rule = flattenParameters().find((p) => p.path === "health.ryczaltBracketRevenue");
    expect(rule).toMatchObject({ rule: true, value: 1 });
    expect(rule!.source).toMatch(/art\. 81 ust\. 2e–2g/);
    expect(rule!.source).toMatch(/bez Funduszu Pracy/);
  });
});

describe("fix 3: Mały ZUS Plus is tested on last year's revenue, the base on its income", () => {
  // inforlex.pl FOB0000000000007461316 "Mały ZUS Plus w 2026 r.": revenue (przychody) of 2025 up to
  // 120 000 zł; the 2026 base comes from the 2025 income. gazetaprawna.pl/praca/artykuly/10611452
  // "Droższy mały ZUS plus": base between 1 441,80 and 5 652 zł, contributions 456,18–1 926,76 zł.
  const plus = { ...base, zus: "smallPlus", previousYearIncome: 60000 } satisfies CompareInput;

  it("inforlex 7461316: refuses 150 000 zł of revenue even with an income of 60 000 zł", () => {
    // The old check compared the income (60 000) with the limit and let this through.
    expect(() => compareTaxForms({ ...plus, previousYearRevenue: 150000 })).toThrowError(
      expect.objectContaining({ code: "validation", fields: { previousYearRevenue: ["smallPlusLimit"] } }),
    );
    expect(() => compareTaxForms({ ...plus, previousYearRevenue: 120000.01 })).toThrowError(
      expect.objectContaining({ fields: { previousYearRevenue: ["smallPlusLimit"] } }),
    );
  });

  it("inforlex 7461316: accepts exactly 120 000 zł and takes the base from the income", () => {
    // 60 000 ÷ 365 × 30 ÷ 2 = 2 465,75; with sickness 481,31 + 197,26 + 60,41 + 41,18 = 780,16.
    const result = compareTaxForms({ ...plus, previousYearRevenue: 120000 });
    expect(result.details.social.base).toBe(2465.75);
    expect(result.details.social.monthly.total).toBe(780.16);
    expect(result.assumptions).toContainEqual({
      code: "smallPlusBase",
      params: { base: 2465.75, previousYearIncome: 60000 },
    });
  });

  it("gazetaprawna.pl 10611452: a small income gives the minimum, 456,18 zł with sickness", () => {
    // 10 000 ÷ 365 × 30 ÷ 2 = 410,96 < 1 441,80 → the preferential base, 456,18 zł a month.
    const result = compareTaxForms({ ...plus, previousYearIncome: 10000, previousYearRevenue: 100000 });
    expect(result.details.social.monthly.total).toBe(456.18);
  });

  it("asks for last year's revenue when the API or the page requires it, and for a coherent income", () => {
    expect(() => compareTaxForms({ ...plus, requirePreviousYearRevenue: true })).toThrowError(
      expect.objectContaining({ fields: { previousYearRevenue: ["number"] } }),
    );
    // The advisor and the guide know only an income: still computed.
    expect(compareTaxForms(plus).details.social.base).toBe(2465.75);
    expect(() => compareTaxForms({ ...plus, previousYearIncome: 90000, previousYearRevenue: 80000 })).toThrowError(
      expect.objectContaining({ fields: { previousYearIncome: ["incomeAboveRevenue"] } }),
    );
    // A change to Mały ZUS Plus later in the year needs the same figures.
    expect(() =>
      compareTaxForms({
        ...base,
        zus: "preferential",
        zusChanges: [{ fromMonth: 7, stage: "smallPlus" }],
        requirePreviousYearRevenue: true,
      }),
    ).toThrowError(
      expect.objectContaining({ fields: { previousYearIncome: ["number"], previousYearRevenue: ["number"] } }),
    );
  });
});
