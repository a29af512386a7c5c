import { describe, expect, it } from "vitest";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { advise } from "./advisor.ts";

// The forty-sixth set's calculators (ADR 014), continued: the health contribution's year and ZUS stages.
const search = createKnowledgeSearch();
const reply = (q: string, lang: "pl" | "en" = "pl") =>
  advise(q, { lang, profile: {}, expecting: null, search }).content;

describe("the forty-sixth set's calculators: the health contribution's year", () => {
  it("settles a lump-sum year paid at a lower or higher bracket than its revenue", () => {
    expect(
      reply(
        "Na ryczałcie cały rok opłacałem zdrowotną 830,58 zł, a przychód za 2026 to 410 tys. – ile wyniesie dopłata?",
      ),
    ).toMatch(/664,46 zł × 12 = 7973,52 zł/);
    expect(
      reply(
        "Lump-sum tax: I paid the lowest health contribution every month all year and my revenue for the year came to 100k PLN. What do I owe in the annual settlement?",
        "en",
      ),
    ).toMatch(/PLN 332.23 × 12 = PLN 3,986.76/);
    expect(
      reply("ryczałt, płaciłem przez cały rok 830,58 zdrowotnej, a roczny przychód to tylko 50 tys. – jest zwrot?"),
    ).toMatch(/nadpłata: 332,23 zł × 12 = 3986,76 zł/);
  });

  it("gives the flat tax's yearly contribution of a yearly income and the part within the cap", () => {
    const pl = reply("Liniowy, dochód 200 tys. zł w roku, zdrowotna 4,9% – ile odliczę?");
    expect(pl).toMatch(/odliczysz za 2026 r\. 9800 zł/);
    const en = reply("Flat tax with 320,000 PLN income – health at 4.9%, how much of it can I deduct?", "en");
    expect(en).toMatch(/PLN 15,680 in the year/);
    expect(en).toMatch(/deduct PLN 14,100/);
  });
});

describe("the forty-sixth set's calculators: ZUS after the preferential stage", () => {
  it("names the month full ZUS or Mały ZUS Plus begins after a start date", () => {
    expect(reply("Otworzyłam działalność 1 kwietnia 2025 z ulgą na start, do kiedy preferencyjny ZUS?")).toMatch(
      /do 30 września 2027.*od 1 października 2027, Mały ZUS Plus/s,
    );
    expect(reply("Business started 1 June 2025 with the start relief – when does preferential ZUS end?", "en")).toMatch(
      /to 30 November 2027.*from 1 December 2027, Mały ZUS Plus/s,
    );
  });

  it("lets Mały ZUS Plus follow the preferential stage from the next month, on last year's revenue", () => {
    const pl = reply(
      "Preferencyjny ZUS kończy mi się z końcem czerwca 2027 – czy od lipca mogę przejść na Mały ZUS Plus?",
    );
    expect(pl).toMatch(/od 1 lipca 2027 płacić Mały ZUS Plus/);
    expect(pl).toMatch(/w 2026 r\. nie przekroczył 120 000 zł/);
    const en = reply(
      "My preferential ZUS runs until the end of October 2026. Can I switch to Mały ZUS Plus after it ends?",
      "en",
    );
    expect(en).toMatch(/from 1 November 2026/);
    expect(en).toMatch(/in 2025 was at most PLN 120,000/);
  });
});

describe("the forty-sixth set's calculators: the end of preferential ZUS without the start relief", () => {
  it("counts 24 months from the preferential start and names what follows", () => {
    const pl = reply("Od 1 marca 2025 opłacam preferencyjny ZUS, bez ulgi na start. Kiedy się skończy?");
    expect(pl).toMatch(/do 28 lutego 2027; od 1 marca 2027 płacisz pełny ZUS: 1788,29 zł/);
    const en = reply("I've been paying preferential ZUS since 15 March 2025, no start relief. When does it end?", "en");
    expect(en).toMatch(/counted from 1 April 2025 – until 31 March 2027; from 1 April 2027/);
  });
});

describe("the forty-sixth set's calculators: the KSeF relief and the tax-form deadline", () => {
  it("finds the invoice that takes a month's total over 10 000 zł", () => {
    const pl = reply(
      "W maju wystawiłem faktury na 6 000, 2 500, 1 000 i 2 000 zł brutto poza KSeF – od której faktury KSeF?",
    );
    expect(pl).toMatch(/czwarta faktura, na 2000 zł/);
    expect(pl).toMatch(/9500 zł, w limicie 10 000 zł/);
    const en = reply(
      "Invoices this month: 3 000, 3 000 and 2 000 PLN gross, none in KSeF. Which of them should be in KSeF?",
      "en",
    );
    expect(en).toMatch(/within the PLN 10,000 monthly limit/);
    expect(reply("Która data jest datą wystawienia faktury w KSeF?")).not.toMatch(/podnosi sumę/);
  });

  it("dates the tax-form choice from a first revenue named after its noun and in a named year", () => {
    expect(reply("Sprzedaż pierwsza w 2027 wpadnie 3 marca – do kiedy zmienię formę opodatkowania?")).toMatch(
      /do 20 kwietnia 2027/,
    );
    expect(reply("I want the flat tax from 2027 – what's the deadline to switch?", "en")).toMatch(/22 February 2027/);
  });
});
