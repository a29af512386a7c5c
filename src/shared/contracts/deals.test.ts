import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./fields.ts";
import { proposalInput, transactionNumber, transactionQuery, transactionStepInput } from "./deals.ts";

describe("a proposal's and a step's fields", () => {
  it("takes a price as people type it, thousands spaced or not, and refuses what is not one", () => {
    const price = (p: unknown) => proposalInput.safeParse({ price: p, currency: "PLN" });
    expect(price("2 700").data?.price).toBe(2700);
    expect(price("12 000,50").data?.price).toBe(12000.5);
    expect(price("12\u00a0000").data?.price).toBe(12000);
    expect(price(" 3000.5 ").data?.price).toBe(3000.5);
    for (const bad of ["2 70", "27 00", "1 2345", "abc", "0", "-5", "1,234"])
      expect(fieldErrorsOf(proposalInput, { price: bad, currency: "PLN" }), bad).toEqual({ price: ["amount"] });
    expect(fieldErrorsOf(proposalInput, { currency: "" })).toEqual({ price: ["required"], currency: ["required"] });
  });

  it("wants a reason of 3 characters to cancel alone or to object, and none for the other steps", () => {
    expect(fieldErrorsOf(transactionStepInput, { step: "cancel" })).toEqual({ reason: ["required"] });
    expect(fieldErrorsOf(transactionStepInput, { step: "object", reason: " ok " })).toEqual({ reason: ["tooShort"] });
    expect(fieldErrorsOf(transactionStepInput, { step: "cancel", reason: "Awaria auta" })).toEqual({});
    expect(fieldErrorsOf(transactionStepInput, { step: "markDone" })).toEqual({});
    expect(fieldErrorsOf(transactionStepInput, { step: "finish" })).toEqual({ step: ["invalidOption"] });
  });
});

describe("the transactions' list query", () => {
  it("refuses a day that does not exist and a value not among the choices, and takes empty fields as none", () => {
    expect(fieldErrorsOf(transactionQuery, { from: "2026-02-31", to: "2026-13-01" })).toEqual({
      from: ["date"],
      to: ["date"],
    });
    expect(fieldErrorsOf(transactionQuery, { status: "lost", role: "driver" })).toEqual({
      status: ["invalidOption"],
      role: ["invalidOption"],
    });
    expect(transactionQuery.parse({ status: "", role: "", from: "", to: "2026-02-28" })).toEqual({
      status: undefined,
      role: undefined,
      from: undefined,
      to: "2026-02-28",
      page: 1,
    });
  });
});

describe("a transaction's number", () => {
  it("takes its year from the Polish calendar: concluded at 00:30 on New Year's Day is the new year's", () => {
    expect(transactionNumber(42, new Date("2026-12-31T23:30:00Z"))).toBe("T-2027-000042");
    expect(transactionNumber(42, new Date("2026-12-31T22:30:00Z"))).toBe("T-2026-000042");
  });
});
