import { describe, expect, it } from "vitest";
import { compareTaxForms } from "./compare.ts";
import {
  cashRegisterRequired,
  daysLeftInYear,
  employerCost,
  employerRate,
  unregisteredActivity,
  vatExemption,
} from "./eligibility.ts";
import { healthContribution } from "./health-contribution.ts";
import { citTax, flatTax, ryczaltRateFor, ryczaltTax, scaleTax } from "./income-tax.ts";
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

describe("eligibility checks 2026", () => {
  it("pro-rates the VAT exemption limit from the start date", () => {
    expect(daysLeftInYear(new Date("2026-07-01"))).toBe(184);
    // 240 000 × 184 ÷ 365 = 120 986,30.
    expect(vatExemption(p, { expectedSales: 120000, startDate: new Date("2026-07-01") })).toMatchObject({
      limit: 120986.3,
      eligible: true,
    });
    expect(vatExemption(p, { expectedSales: 240000 }).eligible).toBe(true); // exactly at the limit
    expect(vatExemption(p, { expectedSales: 240000.01 }).eligible).toBe(false);
    expect(vatExemption(p, { expectedSales: 1000, activities: ["legalServices"] })).toMatchObject({
      withinLimit: true,
      eligible: false,
      excluded: ["legalServices"],
    });
  });

  it("checks unregistered activity by the quarterly limit of 10 813,50 zł and the 60 months", () => {
    expect(unregisteredActivity(p, { quarterlyRevenue: 10813.5, monthsSinceLastBusiness: null }).eligible).toBe(true);
    expect(unregisteredActivity(p, { quarterlyRevenue: 10813.51, monthsSinceLastBusiness: null }).eligible).toBe(false);
    expect(unregisteredActivity(p, { quarterlyRevenue: 5000, monthsSinceLastBusiness: 59 }).eligible).toBe(false);
  });

  it("requires a cash register above 20 000 zł of consumer sales, pro-rated, or for listed goods", () => {
    expect(cashRegisterRequired(p, { consumerSales: 20000, listedGoodsOrServices: false }).required).toBe(false);
    expect(cashRegisterRequired(p, { consumerSales: 20000.01, listedGoodsOrServices: false }).required).toBe(true);
    // From 1 July: 20 000 × 184 ÷ 365 = 10 082,19.
    expect(
      cashRegisterRequired(p, {
        consumerSales: 10000,
        firstConsumerSale: new Date("2026-07-01"),
        listedGoodsOrServices: false,
      }),
    ).toEqual({ limit: 10082.19, required: false });
    expect(cashRegisterRequired(p, { consumerSales: 1, listedGoodsOrServices: true }).required).toBe(true);
  });

  it("costs an employee on the minimum wage 5 790,28 zł (5 862,37 zł with PPK)", () => {
    // 4806 × 9,76% = 469,0656 → 469,07; × 6,5% = 312,39; × 1,67% = 80,2602 → 80,26; × 2,45% = 117,747 → 117,75;
    // × 0,10% = 4,806 → 4,81. Sum 984,28; total 5 790,28. PPK 1,5% = 72,09 → 5 862,37.
    expect(employerCost(p, 4806)).toMatchObject({ contributions: 984.28, total: 5790.28 });
    expect(employerCost(p, 4806, { ppk: true }).total).toBe(5862.37);
  });

  it("6 000 zł gross: 1 228,80 zł of employer contributions (20,48%), 1 184,40 zł at a 0,93% accident rate", () => {
    // 6000 × 9,76% = 585,60; × 6,5% = 390; × 1,67% = 100,20; × 2,45% = 147; × 0,10% = 6 → 1 228,80 [S59].
    // With the employer's own accident rate 0,93%: 55,80 instead of 100,20 → 1 184,40; rate 19,74%.
    expect(employerCost(p, 6000).contributions).toBe(1228.8);
    expect(employerCost(p, 6000, { accidentRate: 0.0093 }).contributions).toBe(1184.4);
    expect(employerRate(p)).toBe(0.2048);
    expect(employerRate(p, 0.0093)).toBe(0.1974);
  });
});

describe("CIT 2026 [S30–S32]", () => {
  it("300 000 zł of taxable income: 27 000 zł at 9%, 57 000 zł at 19%", () => {
    expect(citTax(p, 300000, true)).toBe(27000);
    expect(citTax(p, 300000, false)).toBe(57000);
    // Base and tax to the full złoty: 123 456,70 → 123 457 × 9% = 11 111,13 → 11 111.
    expect(citTax(p, 123456.7, true)).toBe(11111);
  });

  it("the 2 mln EUR limits of the 9% rate: 8 517 000 zł (2025 sales) and 8 431 000 zł (2026 revenue)", () => {
    expect(p.cit.smallTaxpayerLimit.value).toBe(8517000);
    expect(p.cit.reducedRateRevenueLimit.value).toBe(8431000);
  });
});
