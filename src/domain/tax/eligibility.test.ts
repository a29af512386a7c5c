import { describe, expect, it } from "vitest";
import {
  cashRegisterRequired,
  daysLeftInYear,
  employerCost,
  employerRate,
  unregisteredActivity,
  vatExemption,
} from "./eligibility.ts";
import { citTax } from "./income-tax.ts";
import { PARAMETERS_2026 as p } from "./parameters-2026.ts";

// Worked examples computed by hand; the arithmetic is in the comments.

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
