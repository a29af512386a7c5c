import { describe, expect, it } from "vitest";
import { computeAnswer } from "./computed-answers.ts";

// The forty-first set's calculators (ADR 014: IT and creative B2B contractors), on wordings of their own.
const computed = (q: string, lang: "pl" | "en" = "pl") => computeAnswer(q, lang);

describe("the forty-first set's calculators", () => {
  it("converts an invoice in a foreign currency at the rate the question names", () => {
    expect(computed("faktura na 2 500 EUR, kurs NBP z dnia przed 4,30 – ile przychodu w zł?")?.content).toMatch(
      /2500 EUR × 4,30 zł = 10 750 zł/,
    );
    expect(computed("I invoiced GBP 3,000 and the NBP rate was 5.10 – what revenue in PLN?", "en")?.content).toMatch(
      /3,000 GBP × PLN 5\.10 = PLN 15,300/,
    );
    // With no rate named there is nothing to compute: the article says which rate.
    expect(computed("faktura na 2 500 EUR – po jakim kursie przeliczyć przychód?")?.topic).not.toBe("currency-revenue");
  });

  it("puts 75 % of a company car's running costs in mixed use into costs, 20 % of a private car's", () => {
    expect(computed("auto firmowe jeżdżę też prywatnie, naprawa 2 000 zł – ile w koszty?")?.content).toMatch(
      /75%, czyli 1500 zł/,
    );
    expect(
      computed(
        "my own car, not in fixed assets, used for the business and privately: 800 PLN of fuel – how much is a cost?",
        "en",
      )?.content,
    ).toMatch(/20% is a cost: PLN 160/);
    // The VAT on the car is the article's (50 % or 100 % with VAT-26).
    expect(computed("auto używane też prywatnie, paliwo 1 000 zł – ile VAT odliczę?")?.topic).not.toBe("car-costs");
  });

  it("gives an invoice's gross at 23 % for an active VAT payer, and leaves a salary's gross to payroll", () => {
    expect(computed("jestem czynnym VAT-owcem, 12k netto – ile brutto będzie na fakturze?")?.content).toMatch(
      /14 760 zł brutto/,
    );
    expect(computed("chcę 8 000 zł netto na rękę na umowie o pracę – ile to brutto?")?.topic).not.toBe("stawki-vat");
  });

  it("answers the latest day to invoice a service finished in a named month", () => {
    expect(computed("Wrapped up the job in March – latest date to issue the invoice?", "en")?.content).toMatch(
      /15 April 2026/,
    );
  });

  it("does not compute the VAT limit for sales to a client abroad, nor a lump-sum rate for a sickness question", () => {
    expect(computed("fakturuję tylko klienta z USA, 22 tys. miesięcznie – przekroczę limit VAT?")?.topic).not.toBe(
      "vat-limit",
    );
    expect(computed("grafik na ryczałcie na uldze na start – jakie mam prawo do zasiłku?")).toBeNull();
  });

  it("takes 4,9 % named on the flat tax for the health contribution, with its minimum", () => {
    expect(computed("liniowy, dochód w tym miesiącu 6 tys., 4,9% to 294 zł – tyle płacę?")?.content).toMatch(
      /432,54 zł/,
    );
  });
});
