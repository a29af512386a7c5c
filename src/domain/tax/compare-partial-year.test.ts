import { describe, expect, it } from "vitest";
import { compareTaxForms } from "./compare.ts";
import type { CompareInput } from "./compare-input.ts";

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

describe("fix 4: a start during the year and ZUS stages changing month by month", () => {
  // fakt.pl 2026-02-23 "Mały ZUS i ulga na start zależą od daty rejestracji"
  // (https://www.fakt.pl/pieniadze/maly-zus-i-ulga-na-start-zaleza-od-daty-rejestracji-przedsiebiorcy-traca-przez/9czcxjd):
  // a business started on 1 July has the start relief until 31 December. The health contribution is
  // due in full every month of the relief (biznes.gov.pl, ulga na start [S56]).

  it("fakt.pl 2026-02-23: from October, 3 months of start relief, health only (30 000 zł revenue, 3 000 zł costs)", () => {
    const result = compareTaxForms({
      ...base,
      annualRevenue: 30000,
      annualCosts: 3000,
      zus: "start",
      sicknessInsurance: false,
      startMonth: 10,
    });
    expect(result.months.map((m) => [m.month, m.stage, m.social.total])).toEqual([
      [10, "start", 0],
      [11, "start", 0],
      [12, "start", 0],
    ]);
    // A month: 10 000 revenue, 1 000 costs, income 9 000.
    // Scale: 9% × 9 000 = 810 × 3 = 2 430; tax 12% × 27 000 − 3 600 < 0 → 0 (the free amount is not pro-rated);
    //   net 30 000 − 3 000 − 2 430 = 24 570.
    // Flat: 4,9% × 9 000 = 441 × 3 = 1 323; (27 000 − 1 323) × 19% = 4 878,63 → 4 879; net 20 798.
    // Ryczałt: 30 000 ≤ 60 000 → 498,35 × 3 = 1 495,05; half 747,53; 29 252 × 12% = 3 510,24 → 3 510;
    //   net 27 000 − 1 495,05 − 3 510 = 21 994,95.
    expect(result.variants).toEqual([
      { form: "scale", socialContributions: 0, healthContribution: 2430, incomeTax: 0, netIncome: 24570 },
      { form: "flat", socialContributions: 0, healthContribution: 1323, incomeTax: 4879, netIncome: 20798 },
      { form: "ryczalt", socialContributions: 0, healthContribution: 1495.05, incomeTax: 3510, netIncome: 21994.95 },
    ]);
    expect(result.assumptions.slice(0, 3)).toEqual([
      { code: "partialYear", params: { startMonth: 10, months: 3 } },
      { code: "startOnFirstDay", params: { startMonth: 10 } },
      { code: "zusStage", params: { stage: "start", month: 10 } },
    ]);
    expect(result.assumptions).toContainEqual({ code: "noSickness", params: {} });
    expect(result.assumptions).toContainEqual({ code: "ryczaltRate", params: { rate: 12 } });
  });

  it("fakt.pl 2026-02-23: from April, relief to September, preferential ZUS from October", () => {
    const result = compareTaxForms({
      ...base,
      annualRevenue: 90000,
      annualCosts: 9000,
      zus: "start",
      sicknessInsurance: false,
      startMonth: 4,
      zusChanges: [{ fromMonth: 10, stage: "preferential" }],
    });
    expect(result.months.map((m) => m.stage)).toEqual([
      ...Array<string>(6).fill("start"),
      ...Array<string>(3).fill("preferential"),
    ]);
    // Social: 3 × 420,86 (preferential without sickness, no Fundusz Pracy) = 1 262,58.
    // A month: 10 000 revenue, 1 000 costs. Scale health: 6 × 810 + 3 × 9% × (9 000 − 420,86 = 8 579,14)
    //   = 4 860 + 3 × 772,12 = 7 176,36; tax on 79 737 (81 000 − 1 262,58): 9 568,44 − 3 600 → 5 968;
    //   net 81 000 − 1 262,58 − 7 176,36 − 5 968 = 66 593,06.
    // Flat health: 6 × 441 + 3 × max(432,54; 420,38) = 2 646 + 1 297,62 = 3 943,62;
    //   tax (79 737,42 − 3 943,62 = 75 793,80) → 75 794 × 19% = 14 400,86 → 14 401; net 61 392,80.
    // Ryczałt: bracket on 90 000 − 1 262,58 = 88 737,42 → 830,58 × 9 = 7 475,22 (half 3 737,61);
    //   base 90 000 − 1 262,58 − 3 737,61 = 84 999,81 → 85 000 × 12% = 10 200; net 62 062,20.
    expect(result.variants).toEqual([
      {
        form: "scale",
        socialContributions: 1262.58,
        healthContribution: 7176.36,
        incomeTax: 5968,
        netIncome: 66593.06,
      },
      { form: "flat", socialContributions: 1262.58, healthContribution: 3943.62, incomeTax: 14401, netIncome: 61392.8 },
      {
        form: "ryczalt",
        socialContributions: 1262.58,
        healthContribution: 7475.22,
        incomeTax: 10200,
        netIncome: 62062.2,
      },
    ]);
    expect(result.months[6]!.health).toEqual({ scale: 772.12, flat: 432.54, ryczalt: 830.58 });
    expect(result.assumptions).toContainEqual({
      code: "zusChange",
      params: { from: "start", to: "preferential", lastMonth: 9, month: 10 },
    });
  });

  it("gazetaprawna.pl 10611452 / fakt.pl 2026-02-01: preferential ZUS ends and full ZUS starts in August", () => {
    // 7 × 456,18 + 5 × 1 926,76 = 3 193,26 + 9 633,80 = 12 827,06; Fundusz Pracy 5 × 138,47 = 692,35
    // only in the full months; ryczałt deducts 12 827,06 − 692,35 = 12 134,71.
    const result = compareTaxForms({
      ...base,
      zus: "preferential",
      zusChanges: [{ fromMonth: 8, stage: "full" }],
    });
    expect(result.variants[0]!.socialContributions).toBe(12827.06);
    expect(result.details.labourFund).toBe(692.35);
    expect(result.details.socialInsurance).toBe(12134.71);
    expect(result.months[6]!.social.total).toBe(456.18);
    expect(result.months[7]!.social).toEqual({
      pension: 1103.27,
      disability: 452.16,
      sickness: 138.47,
      accident: 94.39,
      labourFund: 138.47,
      total: 1926.76,
    });
  });

  it("leaves the whole-year answer as it was, with its assumptions", () => {
    const result = compareTaxForms(base);
    expect(result.months).toHaveLength(12);
    expect(new Set(result.months.map((m) => m.stage))).toEqual(new Set(["full"]));
    expect(result.assumptions.map((a) => a.code)).toEqual([
      "wholeYear",
      "zusStage",
      "equalMonths",
      "sickness",
      "ryczaltRate",
      "ryczaltHealthBracket",
      "labourFund",
      "health2026",
    ]);
  });

  it("refuses a start month or a stage change that cannot happen, with field codes", () => {
    const refused = (input: Partial<CompareInput>) => () => compareTaxForms({ ...base, ...input });
    expect(refused({ startMonth: 13 })).toThrowError(
      expect.objectContaining({ fields: { startMonth: ["startMonth"] } }),
    );
    expect(refused({ startMonth: 2.5 })).toThrowError(
      expect.objectContaining({ fields: { startMonth: ["startMonth"] } }),
    );
    // A change must come after the start month, in month order, and lead to another stage.
    expect(refused({ startMonth: 6, zusChanges: [{ fromMonth: 6, stage: "preferential" }] })).toThrowError(
      expect.objectContaining({ fields: { zusChanges: ["zusChangeMonth"] } }),
    );
    expect(
      refused({
        zus: "start",
        zusChanges: [
          { fromMonth: 9, stage: "preferential" },
          { fromMonth: 7, stage: "full" },
        ],
      }),
    ).toThrowError(expect.objectContaining({ fields: { zusChanges: ["zusChangeMonth"] } }));
    // The start relief only opens a business.
    expect(refused({ zus: "full", zusChanges: [{ fromMonth: 4, stage: "start" }] })).toThrowError(
      expect.objectContaining({ fields: { zusChanges: ["zusChangeStage"] } }),
    );
    expect(refused({ zus: "full", zusChanges: [{ fromMonth: 4, stage: "full" }] })).toThrowError(
      expect.objectContaining({ fields: { zusChanges: ["zusChangeStage"] } }),
    );
  });
});
