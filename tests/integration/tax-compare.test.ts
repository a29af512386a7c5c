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

  it("answers the three forms and the best one, without a session", async () => {
    const res = await t.app.request("/new-api/tax/compare", post(example));
    expect(res.status).toBe(200);
    // The worked example of src/domain/tax/calculators.test.ts.
    expect(await res.json()).toEqual({
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
          incomeTax: 20627,
          netIncome: 106284.92,
        },
      ],
      best: "scale",
    });
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
        fields: { year: ["unsupportedYear"], annualRevenue: ["notNegative"], previousYearIncome: ["number"] },
      },
    });
    const shape = await t.app.request("/new-api/tax/compare", post({ ...example, zus: "huge", annualCosts: "dużo" }));
    expect(shape.status).toBe(400);
    const body = (await shape.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("validation");
    expect(Object.keys(body.error.fields).sort()).toEqual(["annualCosts", "zus"]);
  });

  it("counts Mały ZUS Plus from last year's income", async () => {
    const res = await t.app.request(
      "/new-api/tax/compare",
      post({ ...example, zus: "smallPlus", sicknessInsurance: false, previousYearIncome: 60000 }),
    );
    const body = (await res.json()) as { variants: { socialContributions: number }[] };
    // 719,75 × 12 = 8 637,00 (base 2 465,75; see the unit test).
    expect(body.variants[0]!.socialContributions).toBe(8637);
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
