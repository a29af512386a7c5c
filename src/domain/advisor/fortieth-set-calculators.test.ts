import { describe, expect, it } from "vitest";
import { computeAnswer } from "./computed-answers.ts";

// The fortieth set's calculators (ADR 014: online sellers), each checked on wordings of its own.
// Figures: the 2026 scale (12% to 120 000 zł, 3600 zł reducing amount), the EU distance-sales
// limit of EUR 10 000 (42 000 zł), and art. 10 ust. 1 pkt 8 lit. d of the PIT act.
const content = (q: string, lang: "pl" | "en" = "pl") => computeAnswer(q, lang)?.content ?? "";

describe("the fortieth set's calculators", () => {
  it("computes a private sale within half a year of the end of the month of purchase, and none after it", () => {
    const within = content(
      "Kupiłam rower w marcu 2026 za 1500 zł, w lipcu 2026 sprzedałam go za 1900 zł. Jaki podatek?",
    );
    expect(within).toMatch(/400 zł/);
    expect(within).toMatch(/PIT-36/);
    expect(within).toMatch(/1 października 2026/);
    expect(
      content("Bought a camera in May 2025 for 3000, sold it in March 2026 for 3500 – any tax to report?", "en"),
    ).toMatch(/no taxable revenue/);
  });

  it("computes the PIT on unregistered income beside a job, and alone with the reducing amount", () => {
    expect(
      content(
        "Pracuję na etacie, 80 tys. zł dochodu rocznie, a z nierejestrowanej będzie 10 tys. dochodu. Ile podatku od niej?",
      ),
    ).toMatch(/1200 zł/);
    expect(
      content("Only unregistered sewing, about 20k income this year, no job. How much tax roughly?", "en"),
    ).toMatch(/PLN 0 of tax/);
  });

  it("computes what is left below the EU distance-sales limit", () => {
    expect(content("Do konsumentów w UE sprzedałem już w tym roku za 25 tys. zł. Ile jeszcze do limitu?")).toMatch(
      /17 000 zł/,
    );
    expect(content("So far 45k of sales shipped to EU consumers – how much more before the threshold?", "en")).toMatch(
      /exceed/,
    );
  });

  it("compares a month of ryczałt with the scale roughly when asked without ZUS", () => {
    const rough = content(
      "Przychód 20 tys. zł miesięcznie, koszty 15 tys. zł. Ryczałt 3% czy skala? Na szybko, bez ZUS.",
    );
    expect(rough).toMatch(/600 zł/);
    expect(rough).toMatch(/600 zł miesięcznie/);
  });

  it("reads 'do 60k' as the lowest ryczałt bracket", () => {
    // Preferential ZUS with sickness 456,18 zł + health 498,35 zł.
    expect(content("Mały ZUS z chorobowym, ryczałt, przychód do 60k. Ile razem ZUS i zdrowotna miesięcznie?")).toMatch(
      /954,53/,
    );
  });

  it("adds the health contribution of the named form when the month's payments are asked altogether", () => {
    // Preferential ZUS without sickness 420,86 zł + health in the 60–300 tys. bracket 830,58 zł.
    expect(
      content(
        "Grafik komputerowy, preferencyjny ZUS bez chorobowego, ryczałt, przychód ok. 90 tys. rocznie. Ile miesięcznie razem?",
      ),
    ).toMatch(/1251,44/);
  });

  it("computes the ryczałt asked as what it would cost", () => {
    expect(content("On ryczalt at 12% with about 7000 zl revenue a month, what would it cost me?", "en")).toMatch(
      /840/,
    );
  });

  it("counts 'po N' after two named months once in each month, instead of the usual month told before", () => {
    const q =
      "Na nierejestrowanej szyję torby, zwykle 2 tys. zł miesięcznie. A jak w październiku wyjdzie 7 tys., a w listopadzie i grudniu po 2500 – zmieszczę się?";
    expect(content(q)).toMatch(/7000 zł \+ 2500 zł \+ 2500 zł = 12 000 zł/);
  });

  it("reads a ryczałt bracket's contribution named as that bracket, and gives the month's half", () => {
    expect(content("Płacę 1495,04 zł zdrowotnej na ryczałcie – ile z tego odliczę od przychodu co miesiąc?")).toMatch(
      /747,52 zł/,
    );
  });

  it("reads 'zgłosić ryczałt' after a first revenue as the tax-form choice, due the 20th of the next month", () => {
    expect(
      content("Firmę mam od lutego, ale pierwszy przychód był 3 czerwca 2026. Do kiedy muszę zgłosić ryczałt?"),
    ).toMatch(/20 lipca 2026/);
  });
});
