import { describe, expect, it } from "vitest";
import { answerError, isVisible, missingAnswers, type QuestionRule } from "./interview.ts";

const amount: QuestionRule = {
  id: "rev",
  kind: "amount",
  required: true,
  min: 0,
  max: 1000000,
  periods: ["month", "year"],
};
const founders: QuestionRule = { id: "founders", kind: "number", required: true, min: 1, max: 20 };
const partners: QuestionRule = {
  id: "partners",
  kind: "single",
  required: true,
  options: ["sc", "spzoo"],
  showIf: { question: "founders", greaterThan: 1 },
};
const solo: QuestionRule = { ...partners, id: "solo", showIf: { question: "founders", equals: 1 } };

describe("interview answers", () => {
  it.each([
    [amount, { value: 10, unit: "kPLN", period: "month" }, null],
    [amount, { value: 1001, unit: "kPLN", period: "year" }, "tooLarge"], // 1 001 000 zł
    [amount, { value: -1, unit: "PLN", period: "year" }, "tooSmall"],
    [amount, { value: 10, unit: "USD", period: "year" }, "invalidUnit"],
    [amount, { value: 10, unit: "PLN", period: "once" }, "invalidPeriod"],
    [amount, { value: 10, unit: "PLN", period: "month", extra: 1 }, "notANumber"],
    [amount, 10, "notANumber"],
    [amount, { value: Number.NaN, unit: "PLN", period: "month" }, "notANumber"],
    [founders, 2, null],
    [founders, 0, "tooSmall"],
    [founders, 2.5, "notAnInteger"],
    [founders, "2", "notANumber"],
    [partners, "sc", null],
    [partners, "jdg", "invalidOption"],
    [{ id: "m", kind: "multiple", required: true, options: ["a", "b"] }, ["a", "b"], null],
    [{ id: "m", kind: "multiple", required: true, options: ["a", "b"] }, ["a", "a"], "invalidOption"],
    [{ id: "m", kind: "multiple", required: true, options: ["a", "b"] }, [], "chooseAtLeastOne"],
    [{ id: "m", kind: "multiple", required: false, options: ["a", "b"] }, [], null],
    [{ id: "y", kind: "yesno", required: true }, false, null],
    [{ id: "y", kind: "yesno", required: true }, "nie", "invalidOption"],
    [{ id: "t", kind: "text", required: true, minLength: 3, maxLength: 5 }, "  abc  ", null],
    [{ id: "t", kind: "text", required: true, minLength: 3, maxLength: 5 }, " ab ", "tooShort"],
    [{ id: "t", kind: "text", required: true, minLength: 3, maxLength: 5 }, "abcdef", "tooLong"],
  ] as const)("%j gets %j → %s", (question, value, error) => {
    expect(answerError(question as QuestionRule, value)).toBe(error);
  });

  it("shows a conditional question only when the earlier answer matches", () => {
    expect(isVisible(partners, {})).toBe(false);
    expect(isVisible(partners, { founders: 1 })).toBe(false);
    expect(isVisible(partners, { founders: 3 })).toBe(true);
    expect(isVisible(solo, { founders: 1 })).toBe(true);
  });

  it("lists the shown required questions without an answer", () => {
    const all = [founders, partners, solo];
    expect(missingAnswers(all, {})).toEqual(["founders"]);
    expect(missingAnswers(all, { founders: 2 })).toEqual(["partners"]);
    expect(missingAnswers(all, { founders: 1, partners: "sc" })).toEqual(["solo"]);
    expect(missingAnswers(all, { founders: 1, solo: "sc" })).toEqual([]);
  });
});
