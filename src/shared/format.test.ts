import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format.ts";

describe("formatDateTime (spec §9)", () => {
  it("shows UTC instants in Europe/Berlin as YYYY-MM-DD HH:mm, across daylight saving", () => {
    expect(formatDateTime(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-16 00:30");
    expect(formatDateTime(new Date("2026-07-01T10:05:00Z"))).toBe("2026-07-01 12:05");
    expect(formatDateTime(new Date("2026-03-29T00:59:00Z"))).toBe("2026-03-29 01:59");
    expect(formatDateTime(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29 03:00");
  });
});

describe("amounts", () => {
  it("reads amounts as Polish and English users type them", async () => {
    const { parseAmount } = await import("./format.ts");
    expect(parseAmount("120 000")).toBe(120000);
    expect(parseAmount("1 234,56 zł")).toBe(1234.56);
    expect(parseAmount("1,234.56")).toBe(1234.56);
    expect(parseAmount("1.234,56")).toBe(1234.56);
    expect(parseAmount("1234.5")).toBe(1234.5);
    expect(parseAmount("12,5")).toBe(12.5);
    expect(parseAmount("1,234,567")).toBe(1234567);
    expect(parseAmount("dużo")).toBeNull();
    expect(parseAmount("")).toBeNull();
  });

  it("shows złoty in each language", async () => {
    const { formatMoney } = await import("./format.ts");
    // Polish groups digits from five upwards (CLDR): 1926,76 zł, 23 121,12 zł.
    expect(formatMoney(1926.76, "pl").replace(/\s/g, " ")).toBe("1926,76 zł");
    expect(formatMoney(23121.12, "pl").replace(/\s/g, " ")).toBe("23 121,12 zł");
    expect(formatMoney(1926.76, "en").replace(/\s/g, " ")).toBe("PLN 1,926.76");
  });
});
