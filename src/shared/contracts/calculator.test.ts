import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { compareInputErrors } from "../../domain/tax/compare-input.ts";
import { PARAMETERS_2026 } from "../../domain/tax/parameters-2026.ts";
import { parseAmount } from "../format.ts";
import type { ZusStage } from "../tax-options.ts";
import { CALCULATOR_DEFAULTS, CALCULATOR_FIELD_OF_INPUT, calculatorSchema } from "./calculator.ts";

const limits = {
  rates: PARAMETERS_2026.pit.ryczaltRates.value.map((r) => Math.round(r * 1000) / 10),
  smallPlusLimit: PARAMETERS_2026.zus.smallPlusRevenueLimit.value,
};
const schema = calculatorSchema(limits);

function parse(values: Record<string, string>) {
  const form = new URLSearchParams({ ...CALCULATOR_DEFAULTS, ...values });
  return parseWithZod(form, { schema });
}

/** The domain's first code of each field, by the form's names, for the same typed values. */
function domainErrors(values: Record<string, string>) {
  const v: Record<string, string | undefined> = { ...CALCULATOR_DEFAULTS, ...values };
  const number = (raw: string | undefined) => parseAmount(raw) ?? Number.NaN;
  const whole = (raw: string | undefined) => (/^\d{1,2}$/.test(raw ?? "") ? Number(raw) : Number.NaN);
  const zus = v.zus as ZusStage;
  const change = (v.change || undefined) as ZusStage | undefined;
  const smallPlus = zus === "smallPlus" || change === "smallPlus";
  const fields = compareInputErrors({
    year: 2026,
    annualRevenue: number(v.revenue),
    annualCosts: number(v.costs),
    zus,
    sicknessInsurance: false,
    ryczaltRate: Number(v.rate),
    previousYearIncome: smallPlus ? number(v.previous) : undefined,
    previousYearRevenue: smallPlus && v.previousRevenue ? number(v.previousRevenue) : undefined,
    startMonth: whole(v.start),
    zusChanges: change ? [{ fromMonth: whole(v.changeMonth), stage: change }] : undefined,
    requirePreviousYearRevenue: true,
  });
  return Object.fromEntries(
    Object.entries(fields).map(([name, codes]) => [CALCULATOR_FIELD_OF_INPUT[name] ?? name, [codes[0]]]),
  );
}

const cases: Record<string, string>[] = [
  {},
  { revenue: "dużo" },
  { revenue: "-5", costs: "200000000" },
  { start: "13" },
  { start: "6", change: "full", changeMonth: "5" },
  { zus: "full", change: "full", changeMonth: "9" },
  { zus: "smallPlus", previous: "60000" },
  { zus: "smallPlus", previous: "60000", previousRevenue: "150000" },
  { zus: "smallPlus", previous: "90000", previousRevenue: "80000" },
  { zus: "start", change: "smallPlus", changeMonth: "7", previous: "", previousRevenue: "x" },
  { rate: "13" },
];

describe("the calculator's form contract", () => {
  it("reads what people type into the comparison's input", () => {
    const submission = parse({ revenue: "200 000", costs: "1 234,56", sickness: "on", start: "4", change: "full" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      year: 2026,
      annualRevenue: 200_000,
      annualCosts: 1234.56,
      sicknessInsurance: true,
      ryczaltRate: 12,
      startMonth: 4,
      zusChanges: [{ fromMonth: 7, stage: "full" }],
      previousYearIncome: undefined,
    });
  });

  it.each(cases)("refuses in the browser what the domain refuses, with the same code: %o", (values) => {
    const submission = parse(values);
    const expected = domainErrors(values);
    expect(submission.status === "success" ? {} : submission.reply().error).toEqual(expected);
  });
});
