import { describe, expect, it } from "vitest";
import type { QuestionRule } from "../../../shared/interview.ts";
import { draftOf, readDraft } from "./answer-draft.ts";

const revenue: QuestionRule = {
  id: "r",
  kind: "amount",
  required: true,
  min: 0,
  max: 1_000_000,
  periods: ["month", "year"],
};
const founders: QuestionRule = { id: "f", kind: "number", required: true, min: 1, max: 20 };

describe("typed answers", () => {
  it("reads amounts as people type them, with the unit and period chosen", () => {
    expect(readDraft(revenue, { value: "12 500,50", unit: "PLN", period: "month" })).toEqual({
      kind: "answer",
      value: { value: 12500.5, unit: "PLN", period: "month" },
    });
    expect(readDraft(revenue, { value: "15", unit: "kPLN", period: "year" })).toMatchObject({ kind: "answer" });
    expect(readDraft(revenue, { value: "dużo", unit: "PLN", period: "month" })).toEqual({
      kind: "error",
      error: "notANumber",
    });
    expect(readDraft(revenue, { value: "2000", unit: "kPLN", period: "month" })).toEqual({
      kind: "error",
      error: "tooLarge",
    });
    expect(readDraft(revenue, { value: "  ", unit: "PLN", period: "month" })).toEqual({ kind: "empty" });
  });

  it("refuses what the server would refuse", () => {
    expect(readDraft(founders, "0")).toEqual({ kind: "error", error: "tooSmall" });
    expect(readDraft(founders, "2,5")).toEqual({ kind: "error", error: "notAnInteger" });
    expect(readDraft(founders, "3")).toEqual({ kind: "answer", value: 3 });
  });

  it("shows a saved answer back as it would be typed in the page's language", () => {
    expect(draftOf(revenue, { value: 1.5, unit: "kPLN", period: "year" }, "pl")).toEqual({
      value: "1,5",
      unit: "kPLN",
      period: "year",
    });
    expect(draftOf(revenue, undefined, "en")).toEqual({ value: "", unit: "PLN", period: "month" });
  });
});
