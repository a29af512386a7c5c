import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

const post = (body: unknown, ip = "203.0.113.7") => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-forwarded-for": ip },
  body: JSON.stringify(body),
});

const example = {
  year: 2026,
  annualRevenue: 200000,
  annualCosts: 40000,
  zus: "full",
  sicknessInsurance: true,
  ryczaltRate: 12,
};

describe("POST /new-api/tax/compare", () => {
  const t = useTestApp();

  it("answers the three forms, the best one, the months and the assumptions, without a session", async () => {
    const res = await t.app.request("/new-api/tax/compare", post(example));
    expect(res.status).toBe(200);
    // The worked example of src/domain/tax/calculators.test.ts (ryczałt without Fundusz Pracy off its revenue).
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      year: 2026,
      variants: [
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
      ],
      best: "scale",
      assumptions: [
        { code: "wholeYear", params: { months: 12 } },
        { code: "zusStage", params: { stage: "full", month: 1 } },
        { code: "equalMonths", params: { monthlyRevenue: 16666.67, monthlyCosts: 3333.33 } },
        { code: "sickness", params: {} },
        { code: "ryczaltRate", params: { rate: 12 } },
        {
          code: "ryczaltHealthBracket",
          params: {
            revenue: 200000,
            socialInsurance: 21459.48,
            bracketRevenue: 178540.52,
            bracket: "upTo300k",
            monthly: 830.58,
          },
        },
        { code: "labourFund", params: { annual: 1661.64 } },
        { code: "health2026", params: {} },
      ],
      months: Array.from({ length: 12 }, (_, i) => ({
        month: i + 1,
        stage: "full",
        social: {
          pension: 1103.27,
          disability: 452.16,
          sickness: 138.47,
          accident: 94.39,
          labourFund: 138.47,
          total: 1926.76,
        },
        health: { scale: 1026.59, flat: 558.92, ryczalt: 830.58 },
      })),
    });
  });

  it("computes a business started in October on the start relief (fakt.pl 2026-02-23: relief from a start on the 1st)", async () => {
    const res = await t.app.request(
      "/new-api/tax/compare",
      post({
        ...example,
        annualRevenue: 30000,
        annualCosts: 3000,
        zus: "start",
        sicknessInsurance: false,
        startMonth: 10,
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      variants: { form: string; netIncome: number }[];
      months: { month: number; stage: string }[];
      assumptions: { code: string }[];
    };
    // The worked example of src/domain/tax/compare.test.ts: 24 570 / 20 798 / 21 994,95 zł kept.
    expect(body.variants.map((v) => v.netIncome)).toEqual([24570, 20798, 21994.95]);
    expect(body.months.map((m) => [m.month, m.stage])).toEqual([
      [10, "start"],
      [11, "start"],
      [12, "start"],
    ]);
    expect(body.assumptions[0]).toEqual({ code: "partialYear", params: { startMonth: 10, months: 3 } });
  });

  it("follows the ZUS stages through the year: relief to September, preferential from October", async () => {
    const res = await t.app.request(
      "/new-api/tax/compare",
      post({
        ...example,
        annualRevenue: 90000,
        annualCosts: 9000,
        zus: "start",
        sicknessInsurance: false,
        startMonth: 4,
        zusChanges: [{ fromMonth: 10, stage: "preferential" }],
      }),
    );
    const body = (await res.json()) as { variants: { socialContributions: number; netIncome: number }[] };
    expect(body.variants[0]).toMatchObject({ socialContributions: 1262.58, netIncome: 66593.06 });
  });

  it("refuses an unsupported year and impossible input with field codes", async () => {
    const res = await t.app.request(
      "/new-api/tax/compare",
      post({ ...example, year: 2024, annualRevenue: -5, zus: "smallPlus" }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "validation",
        message: "validation",
        fields: {
          year: ["unsupportedYear"],
          annualRevenue: ["notNegative"],
          previousYearIncome: ["number"],
          previousYearRevenue: ["number"],
        },
      },
    });
    const shape = await t.app.request("/new-api/tax/compare", post({ ...example, zus: "huge", annualCosts: "dużo" }));
    expect(shape.status).toBe(400);
    const body = (await shape.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("validation");
    expect(Object.keys(body.error.fields).sort()).toEqual(["annualCosts", "zus"]);
    const months = await t.app.request(
      "/new-api/tax/compare",
      post({ ...example, startMonth: 0, zusChanges: [{ fromMonth: 3, stage: "start" }] }),
    );
    expect(((await months.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      startMonth: ["startMonth"],
      zusChanges: ["zusChangeStage"],
    });
  });

  it("tests Mały ZUS Plus on last year's revenue and counts the base from its income (inforlex 2026)", async () => {
    const res = await t.app.request(
      "/new-api/tax/compare",
      post({
        ...example,
        zus: "smallPlus",
        sicknessInsurance: false,
        previousYearIncome: 60000,
        previousYearRevenue: 110000,
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { variants: { socialContributions: number }[] };
    // 719,75 × 12 = 8 637,00 (base 2 465,75; see the unit test).
    expect(body.variants[0]!.socialContributions).toBe(8637);
    // Revenue above 120 000 zł: refused, whatever the income.
    const over = await t.app.request(
      "/new-api/tax/compare",
      post({ ...example, zus: "smallPlus", previousYearIncome: 60000, previousYearRevenue: 150000 }),
    );
    expect(over.status).toBe(400);
    expect(((await over.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      previousYearRevenue: ["smallPlusLimit"],
    });
  });

  it("documents the new fields in the OpenAPI document", async () => {
    const doc = (await (await t.app.request("/new-api/openapi.json")).json()) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.components.schemas.TaxCompareRequest!.properties)).toEqual(
      expect.arrayContaining(["previousYearRevenue", "startMonth", "zusChanges"]),
    );
    expect(Object.keys(doc.components.schemas.TaxCompareResponse!.properties)).toEqual(
      expect.arrayContaining(["assumptions", "months"]),
    );
  });
});

describe("POST /new-api/tax/compare rate limit", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "0.05", TRUST_PROXY: "on" });
  it("answers 429 with Retry-After once a client has spent its budget (3 calls here)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.request("/new-api/tax/compare", post(example, "198.51.100.9"))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await t.app.request("/new-api/tax/compare", post(example, "198.51.100.10"));
    expect(other.status).toBe(200);
  });
});
