import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { QuestionRule } from "../interview.ts";
import { interviewStepSchema } from "./interview.ts";

const questions: QuestionRule[] = [
  { id: "stage", kind: "single", required: true, options: ["idea", "starting"] },
  { id: "channels", kind: "multiple", required: false, options: ["web", "shop", "market"] },
  { id: "revenue", kind: "amount", required: true, min: 0, max: 1_000_000, periods: ["month", "year"] },
  { id: "founders", kind: "number", required: true, min: 1, max: 50 },
  {
    id: "partnerForm",
    kind: "single",
    required: true,
    options: ["sc", "spzoo"],
    showIf: { question: "founders", greaterThan: 1 },
  },
  { id: "activity", kind: "text", required: false, minLength: 3, maxLength: 200 },
  { id: "vat", kind: "yesno", required: false },
];

const parse = (entries: [string, string][], before = {}) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return parseWithZod(form, { schema: interviewStepSchema(questions, before) });
};

describe("the interview's step form contract", () => {
  it("reads a step's fields as answers: amounts with unit and period, choices in the questionnaire's order", () => {
    const submission = parse([
      ["stage", "starting"],
      ["channels", "market"],
      ["channels", "web"],
      ["revenue", "15"],
      ["revenue-unit", "kPLN"],
      ["revenue-period", "year"],
      ["founders", "1"],
      ["activity", "  Sklep z ceramiką "],
      ["vat", "false"],
    ]);
    expect(submission.status === "success" && submission.value).toEqual({
      stage: "starting",
      channels: ["web", "market"],
      revenue: { value: 15, unit: "kPLN", period: "year" },
      founders: 1,
      activity: "Sklep z ceramiką",
      vat: false,
    });
  });

  it("names each wrong or missing answer with the interview's codes, and what was typed comes back", () => {
    const submission = parse([
      ["revenue", "dużo"],
      ["founders", "1,5"],
      ["activity", "IT"],
    ]);
    expect(submission.reply().error).toEqual({
      stage: ["required"],
      revenue: ["notANumber"],
      founders: ["notAnInteger"],
      activity: ["tooShort"],
    });
    expect(submission.reply().initialValue).toMatchObject({ revenue: "dużo", activity: "IT" });
  });

  it("checks a question the same submit reveals (two founders: the partners' form), not a hidden one", () => {
    const base: [string, string][] = [
      ["stage", "idea"],
      ["revenue", "0"],
    ];
    expect(parse([...base, ["founders", "2"]]).reply().error).toEqual({ partnerForm: ["required"] });
    expect(parse([...base, ["founders", "1"]], { partnerForm: "sc" }).status).toBe("success");
  });
});
