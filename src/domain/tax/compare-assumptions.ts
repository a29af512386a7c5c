import type { CompareInput } from "./compare-input.ts";
import { ryczaltBracket, ryczaltMonthlyHealth } from "./health-contribution.ts";
import { grosz } from "./money.ts";
import type { Parameters } from "./parameters-2026.ts";
import { socialContributions, type ZusStage } from "./social-contributions.ts";

/** What a result assumed, as a code and its figures; the calculator page translates it. */
export interface Assumption {
  code:
    | "wholeYear"
    | "partialYear"
    | "startOnFirstDay"
    | "zusStage"
    | "zusChange"
    | "equalMonths"
    | "sickness"
    | "noSickness"
    | "ryczaltRate"
    | "ryczaltHealthBracket"
    | "smallPlusBase"
    | "labourFund"
    | "health2026";
  params: Record<string, number | string>;
}

/** What a comparison assumed, in the order the calculator page lists it. */
export function assumptionsOf(
  p: Parameters,
  input: CompareInput,
  r: {
    start: number;
    count: number;
    stages: { month: number; stage: ZusStage }[];
    rate: number;
    bracketRevenue: number;
    socialInsurance: number;
    labourFund: number;
  },
): Assumption[] {
  const out: Assumption[] = [];
  if (r.start === 1) out.push({ code: "wholeYear", params: { months: 12 } });
  else
    out.push(
      { code: "partialYear", params: { startMonth: r.start, months: r.count } },
      { code: "startOnFirstDay", params: { startMonth: r.start } },
    );
  out.push({ code: "zusStage", params: { stage: r.stages[0]!.stage, month: r.start } });
  for (let i = 1; i < r.stages.length; i++) {
    const before = r.stages[i - 1]!;
    const now = r.stages[i]!;
    if (now.stage !== before.stage)
      out.push({
        code: "zusChange",
        params: { from: before.stage, to: now.stage, lastMonth: before.month, month: now.month },
      });
  }
  out.push({
    code: "equalMonths",
    params: { monthlyRevenue: grosz(input.annualRevenue / r.count), monthlyCosts: grosz(input.annualCosts / r.count) },
  });
  out.push({ code: input.sicknessInsurance ? "sickness" : "noSickness", params: {} });
  out.push({ code: "ryczaltRate", params: { rate: Math.round(r.rate * 1000) / 10 } });
  if (r.stages.some((s) => s.stage === "smallPlus"))
    out.push({
      code: "smallPlusBase",
      params: {
        base: socialContributions(p, {
          stage: "smallPlus",
          sicknessInsurance: false,
          previousYearIncome: input.previousYearIncome,
        }).base,
        previousYearIncome: input.previousYearIncome ?? 0,
      },
    });
  out.push({
    code: "ryczaltHealthBracket",
    params: {
      revenue: input.annualRevenue,
      socialInsurance: r.socialInsurance,
      bracketRevenue: r.bracketRevenue,
      bracket: ryczaltBracket(p, r.bracketRevenue),
      monthly: ryczaltMonthlyHealth(p, r.bracketRevenue),
    },
  });
  if (r.labourFund > 0) out.push({ code: "labourFund", params: { annual: r.labourFund } });
  out.push({ code: "health2026", params: {} });
  return out;
}
