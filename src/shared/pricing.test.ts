import { describe, expect, it } from "vitest";
import { addInterval, decimalToMinor, minorToDecimal, orderNumber, paidPeriod, percentOf, quoteOf } from "./pricing.ts";

describe("money in minor units", () => {
  it("rounds a percentage half up to a whole grosz", () => {
    expect(percentOf(3920, 23)).toBe(902); // 901.6
    expect(percentOf(50, 1)).toBe(1); // 0.5 → 1
    expect(percentOf(49, 1)).toBe(0); // 0.49 → 0
    expect(percentOf(0, 23)).toBe(0);
  });

  it("quotes the discount first, then VAT on the discounted net, and gross = net + VAT", () => {
    expect(quoteOf({ netAmount: 4900, vatRate: 23 }, { kind: "percent", value: 20 })).toEqual({
      listNet: 4900,
      discount: 980,
      net: 3920,
      vatRate: 23,
      vat: 902,
      gross: 4822,
    });
    expect(quoteOf({ netAmount: 100000, vatRate: 23 }, { kind: "percent", value: 20 }).gross).toBe(98400);
    // An amount never takes the net below zero; no code, no discount.
    expect(quoteOf({ netAmount: 500, vatRate: 8 }, { kind: "amount", value: 900 })).toMatchObject({
      net: 0,
      vat: 0,
      gross: 0,
    });
    expect(quoteOf({ netAmount: 1999, vatRate: 0 }, null)).toMatchObject({ discount: 0, vat: 0, gross: 1999 });
  });

  it("reads and writes decimals", () => {
    expect(decimalToMinor("49")).toBe(4900);
    expect(decimalToMinor("49,9")).toBe(4990);
    expect(decimalToMinor(" 49.99 ")).toBe(4999);
    expect(decimalToMinor("49.999")).toBeNull();
    expect(decimalToMinor("-1")).toBeNull();
    expect(decimalToMinor("abc")).toBeNull();
    expect(minorToDecimal(4905)).toBe("49.05");
    expect(orderNumber(2026, 123)).toBe("PRZ/2026/000123");
  });
});

describe("paid intervals", () => {
  const at = (iso: string) => new Date(iso);
  it("adds calendar intervals in UTC, clamping the day to the month's end", () => {
    expect(addInterval(at("2026-01-31T10:00:00Z"), "month").toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addInterval(at("2028-01-31T10:00:00Z"), "month").toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addInterval(at("2026-11-30T00:00:00Z"), "quarter").toISOString()).toBe("2027-02-28T00:00:00.000Z");
    expect(addInterval(at("2028-02-29T00:00:00Z"), "year").toISOString()).toBe("2029-02-28T00:00:00.000Z");
    expect(addInterval(at("2026-03-01T00:00:00Z"), "week").toISOString()).toBe("2026-03-08T00:00:00.000Z");
    expect(addInterval(at("2026-03-01T00:00:00Z"), "day").toISOString()).toBe("2026-03-02T00:00:00.000Z");
  });

  it("extends from the current expiry while it runs, else from now", () => {
    const now = at("2026-06-10T12:00:00Z");
    expect(paidPeriod(now, at("2026-07-01T00:00:00Z"), "month")).toEqual({
      startsAt: at("2026-07-01T00:00:00Z"),
      expiresAt: at("2026-08-01T00:00:00Z"),
    });
    expect(paidPeriod(now, at("2026-06-01T00:00:00Z"), "month")).toEqual({
      startsAt: now,
      expiresAt: at("2026-07-10T12:00:00Z"),
    });
    expect(paidPeriod(now, null, "year").expiresAt).toEqual(at("2027-06-10T12:00:00Z"));
  });
});
