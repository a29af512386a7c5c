import { describe, expect, it } from "vitest";
import { compareTaxForms } from "./compare.ts";
import { healthContribution } from "./health-contribution.ts";
import { flatTax, ryczaltRateFor, ryczaltTax, scaleTax } from "./income-tax.ts";
import { PARAMETERS_2026 as p } from "./parameters-2026.ts";
import { smallPlusBase, socialContributions } from "./social-contributions.ts";

// Worked examples computed by hand; the arithmetic is in the comments.

describe("social contributions 2026", () => {
  it("full ZUS: base 5 652 zł, each part rounded to the grosz", () => {
    // 5652 × 19,52% = 1103,2704 → 1103,27; × 8% = 452,16; × 2,45% = 138,474 → 138,47 (sickness and FP);
    // × 1,67% = 94,3884 → 94,39. With sickness: 1103,27 + 452,16 + 138,47 + 94,39 + 138,47 = 1926,76.
    const full = socialContributions(p, { stage: "full", sicknessInsurance: true });
    expect(full.monthly).toEqual({
      pension: 1103.27,
      disability: 452.16,
      sickness: 138.47,
      accident: 94.39,
      labourFund: 138.47,
      total: 1926.76,
    });
    expect(full.annual).toBe(23121.12); // 1926,76 × 12
    // Without sickness: 1926,76 − 138,47 = 1788,29.
    expect(socialContributions(p, { stage: "full", sicknessInsurance: false }).monthly.total).toBe(1788.29);
  });

  it("preferential ZUS: base 1 441,80 zł, no Fundusz Pracy below the minimum wage", () => {
    // 1441,80 × 19,52% = 281,4394 → 281,44; × 8% = 115,344 → 115,34; × 2,45% = 35,3241 → 35,32;
    // × 1,67% = 24,0781 → 24,08; FP 0 (1441,80 < 4806). 281,44 + 115,34 + 35,32 + 24,08 = 456,18.
    const pref = socialContributions(p, { stage: "preferential", sicknessInsurance: true });
    expect(pref.monthly.total).toBe(456.18);
    expect(pref.monthly.labourFund).toBe(0);
    expect(socialContributions(p, { stage: "preferential", sicknessInsurance: false }).monthly.total).toBe(420.86);
  });

  it("start relief: no social contributions at all", () => {
    expect(socialContributions(p, { stage: "start", sicknessInsurance: true })).toMatchObject({ base: 0, annual: 0 });
  });

  it("Mały ZUS Plus: half the average monthly income, between 1 441,80 and 5 652 zł", () => {
    // 60 000 ÷ 365 × 30 = 4931,5068; half = 2465,7534 → 2465,75.
    expect(smallPlusBase(p, 60000)).toBe(2465.75);
    // 2465,75 × 19,52% = 481,3144 → 481,31; × 8% = 197,26; × 1,67% = 41,178 → 41,18; FP 0 (< 4806).
    const plus = socialContributions(p, { stage: "smallPlus", sicknessInsurance: false, previousYearIncome: 60000 });
    expect(plus.monthly).toMatchObject({
      pension: 481.31,
      disability: 197.26,
      accident: 41.18,
      labourFund: 0,
      total: 719.75,
    });
    // Low income: 10 000 ÷ 365 × 30 ÷ 2 = 410,96 → the minimum 1 441,80; high: capped at 5 652.
    expect(smallPlusBase(p, 10000)).toBe(1441.8);
    expect(smallPlusBase(p, 200000)).toBe(5652);
    // A loss counts as no income.
    expect(smallPlusBase(p, -5000)).toBe(1441.8);
    // Half a year of activity: 30 000 ÷ 182 × 30 = 4945,05; half = 2472,53.
    expect(smallPlusBase(p, 30000, 182)).toBe(2472.53);
  });
});

describe("health contribution 2026", () => {
  it("scale: 9% of income, at least 432,54 zł a month", () => {
    // 120 000 ÷ 12 = 10 000; × 9% = 900 → 10 800 a year.
    expect(healthContribution(p, "scale", { annualIncome: 120000, annualRevenue: 200000 })).toEqual({
      monthly: 900,
      annual: 10800,
      deductible: 0,
    });
    // 30 000 ÷ 12 × 9% = 225 < 432,54 → 432,54 × 12 = 5190,48; a loss pays the minimum too.
    expect(healthContribution(p, "scale", { annualIncome: 30000, annualRevenue: 50000 }).annual).toBe(5190.48);
    expect(healthContribution(p, "scale", { annualIncome: -20000, annualRevenue: 10000 }).annual).toBe(5190.48);
  });

  it("flat: 4,9% of income, deductible up to 14 100 zł", () => {
    // 240 000 ÷ 12 = 20 000 × 4,9% = 980 → 11 760 a year, all deductible.
    expect(healthContribution(p, "flat", { annualIncome: 240000, annualRevenue: 300000 })).toEqual({
      monthly: 980,
      annual: 11760,
      deductible: 11760,
    });
    // 360 000 ÷ 12 = 30 000 × 4,9% = 1470 → 17 640; the cap 14 100 is reached.
    expect(healthContribution(p, "flat", { annualIncome: 360000, annualRevenue: 400000 }).deductible).toBe(14100);
    // Exactly at the cap: 14 100 ÷ 12 = 1175 a month = 4,9% of 23 979,59…; 287 755,10 a year gives 1175,00.
    expect(healthContribution(p, "flat", { annualIncome: 287755.1, annualRevenue: 400000 })).toMatchObject({
      monthly: 1175,
      annual: 14100,
      deductible: 14100,
    });
  });

  it("ryczałt: the three revenue brackets, 50% deductible", () => {
    // ≤ 60 000: 498,35 × 12 = 5980,20, half 2990,10.
    expect(healthContribution(p, "ryczalt", { annualIncome: 0, annualRevenue: 60000 })).toEqual({
      monthly: 498.35,
      annual: 5980.2,
      deductible: 2990.1,
    });
    // 60 000,01 – 300 000: 830,58 × 12 = 9966,96, half 4983,48.
    expect(healthContribution(p, "ryczalt", { annualIncome: 0, annualRevenue: 60000.01 }).annual).toBe(9966.96);
    expect(healthContribution(p, "ryczalt", { annualIncome: 0, annualRevenue: 300000 }).deductible).toBe(4983.48);
    // > 300 000: 1495,04 × 12 = 17 940,48, half 8970,24.
    expect(healthContribution(p, "ryczalt", { annualIncome: 0, annualRevenue: 300001 })).toMatchObject({
      annual: 17940.48,
      deductible: 8970.24,
    });
  });
});

describe("income tax 2026", () => {
  it("scale: 12% less 3 600 zł up to 120 000 zł, then 10 800 zł + 32%", () => {
    expect(scaleTax(p, 30000)).toBe(0); // 12% × 30 000 − 3 600 = 0: the free amount
    expect(scaleTax(p, 20000)).toBe(0); // 2 400 − 3 600 < 0
    expect(scaleTax(p, 120000)).toBe(10800); // 14 400 − 3 600
    expect(scaleTax(p, 150000)).toBe(20400); // 10 800 + 32% × 30 000
    expect(scaleTax(p, -1000)).toBe(0); // a loss pays nothing
    // Bases round to the full złoty: 50 000,49 → 50 000 → 2 400; 50 000,50 → 50 001 → 2 400,12 → 2 400.
    expect(scaleTax(p, 50000.49)).toBe(2400);
    expect(scaleTax(p, 50000.5)).toBe(2400);
  });

  it("flat: 19% with no free amount, and the 4% solidarity levy above 1 000 000 zł", () => {
    expect(flatTax(p, 100000)).toBe(19000);
    // 19% × 1 100 000 = 209 000; levy 4% × 100 000 = 4 000.
    expect(flatTax(p, 1100000)).toBe(213000);
  });

  it("ryczałt: every activity of the table has one of the statutory rates", () => {
    expect(ryczaltRateFor(p, "it")).toBe(0.12);
    expect(ryczaltRateFor(p, "tradeCatering")).toBe(0.03);
    expect(ryczaltRateFor(p, "liberalProfessions")).toBe(0.17);
    for (const activity of Object.keys(p.pit.ryczaltActivities) as (keyof typeof p.pit.ryczaltActivities)[])
      expect(p.pit.ryczaltRates.value).toContain(ryczaltRateFor(p, activity));
  });

  it("ryczałt: the rate of the base", () => {
    expect(ryczaltTax(171895.4, 0.12)).toBe(20627); // 171 895 × 12% = 20 627,40
    expect(ryczaltTax(-10, 0.12)).toBe(0);
  });
});

describe("comparison of the three forms", () => {
  it("works a year through by hand: revenue 200 000, costs 40 000, full ZUS with sickness, ryczałt 12%", () => {
    const result = compareTaxForms({
      year: 2026,
      annualRevenue: 200000,
      annualCosts: 40000,
      zus: "full",
      sicknessInsurance: true,
      ryczaltRate: 12,
    });
    // Social: 1926,76 × 12 = 23 121,12. Income: 200 000 − 40 000 − 23 121,12 = 136 878,88.
    // Scale: health 136 878,88 ÷ 12 × 9% = 1026,59 → 12 319,08; tax base 136 879: 10 800 + 32% × 16 879
    //   = 16 201,28 → 16 201; net 200 000 − 40 000 − 23 121,12 − 12 319,08 − 16 201 = 108 358,80.
    // Flat: health × 4,9% = 558,92 → 6 707,04 (deducted); base 130 171,84 → 130 172 × 19% = 24 732,68 → 24 733;
    //   net 200 000 − 40 000 − 23 121,12 − 6 707,04 − 24 733 = 105 438,84.
    // Ryczałt: only social insurance reduces revenue, not Fundusz Pracy: (1926,76 − 138,47) × 12 = 21 459,48.
    //   Health bracket on 200 000 − 21 459,48 = 178 540,52: 830,58 × 12 = 9 966,96 (half 4 983,48 deducted);
    //   base 200 000 − 21 459,48 − 4 983,48 = 173 557,04 → 173 557 × 12% = 20 826,84 → 20 827;
    //   net 200 000 − 40 000 − 23 121,12 − 9 966,96 − 20 827 = 106 084,92.
    expect(result.variants).toEqual([
      {
        form: "scale",
        socialContributions: 23121.12,
        healthContribution: 12319.08,
        incomeTax: 16201,
        netIncome: 108358.8,
      },
      {
        form: "flat",
        socialContributions: 23121.12,
        healthContribution: 6707.04,
        incomeTax: 24733,
        netIncome: 105438.84,
      },
      {
        form: "ryczalt",
        socialContributions: 23121.12,
        healthContribution: 9966.96,
        incomeTax: 20827,
        netIncome: 106084.92,
      },
    ]);
    expect(result.best).toBe("scale");
  });

  it("a loss year: costs above revenue pay no tax, only contributions", () => {
    const result = compareTaxForms({
      year: 2026,
      annualRevenue: 30000,
      annualCosts: 50000,
      zus: "start",
      sicknessInsurance: false,
      ryczaltRate: 0.085,
    });
    const scale = result.variants.find((v) => v.form === "scale")!;
    // No social contributions (start relief); health at the minimum 5 190,48; tax 0; net −20 000 − 5 190,48.
    expect(scale).toEqual({
      form: "scale",
      socialContributions: 0,
      healthContribution: 5190.48,
      incomeTax: 0,
      netIncome: -25190.48,
    });
    // Ryczałt taxes revenue even in a loss: 30 000 − 2 990,10 = 27 009,90 → 27 010 × 8,5% = 2 295,85 → 2 296.
    expect(result.variants.find((v) => v.form === "ryczalt")!.incomeTax).toBe(2296);
  });

  it("refuses unsupported years and impossible input with field codes", () => {
    const bad = () =>
      compareTaxForms({
        year: 2025,
        annualRevenue: -1,
        annualCosts: Number.NaN,
        zus: "smallPlus",
        sicknessInsurance: false,
        ryczaltRate: 7,
      });
    expect(bad).toThrowError(
      expect.objectContaining({
        code: "validation",
        fields: {
          year: ["unsupportedYear"],
          annualRevenue: ["notNegative"],
          annualCosts: ["number"],
          previousYearIncome: ["number"],
        },
      }),
    );
    expect(() =>
      compareTaxForms({
        year: 2026,
        annualRevenue: 1,
        annualCosts: 0,
        zus: "full",
        sicknessInsurance: false,
        ryczaltRate: 7,
      }),
    ).toThrowError(expect.objectContaining({ fields: { ryczaltRate: ["ryczaltRate"] } }));
  });
});
