import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format.ts";

describe("formatDateTime", () => {
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

describe("numbers in the page's language", () => {
  it("formats numbers and whole or exact amounts by language", async () => {
    const { formatAmount, formatNumber } = await import("./format.ts");
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
    expect(plain(formatNumber(120000, "pl"))).toBe("120 000");
    expect(formatNumber(120000, "en")).toBe("120,000");
    expect(formatNumber(2.45, "pl")).toBe("2,45");
    expect(formatNumber(8.5, "en")).toBe("8.5");
    expect(plain(formatAmount(120000, "pl"))).toBe("120 000 zł");
    expect(plain(formatAmount(120000, "en"))).toBe("PLN 120,000");
    expect(plain(formatAmount(1441.8, "en"))).toBe("PLN 1,441.80");
  });

  it("rewrites the figures of a Polish citation for an English page, and nothing else", async () => {
    const { localizeFigures: localize } = await import("./format.ts");
    const localizeFigures = (text: string, locale: string) => localize(text, locale).replace(/[\u00a0\u202f]/g, " ");
    const cite = "Mały ZUS Plus: podstawa minimalna 1 441,80 zł [S54]";
    expect(localizeFigures(cite, "pl")).toBe(cite);
    expect(localizeFigures(cite, "en")).toBe("Mały ZUS Plus: podstawa minimalna PLN 1,441.80 [S54]");
    expect(localizeFigures("ryczałt, przychód 60 000–300 000 zł: 9% × 9 228,64 zł [S15, S16]", "en")).toBe(
      "ryczałt, przychód PLN 60,000–300,000: 9% × PLN 9,228.64 [S15, S16]",
    );
    expect(localizeFigures("emerytalne 19,52% [S1, S4]; limit 2 000 000 EUR", "en")).toBe(
      "emerytalne 19.52% [S1, S4]; limit 2,000,000 EUR",
    );
    expect(localizeFigures("kwota zmniejszająca (300 zł miesięcznie); złotych", "en")).toBe(
      "kwota zmniejszająca (PLN 300 miesięcznie); złotych",
    );
    // Dates, acts and article numbers stay as they are.
    const acts = "Rozp. RM z 11.09.2025, Dz.U. 2025 poz. 1242; od 1.04.2026; art. 18 ust. 9 [S1–S4, S7]";
    expect(localizeFigures(acts, "en")).toBe(acts);
    expect(localizeFigures("kurs NBP z 2.01.2026 (4,2156 zł), 8 431 000 zł", "en")).toBe(
      "kurs NBP z 2.01.2026 (PLN 4.2156), PLN 8,431,000",
    );
  });
});
