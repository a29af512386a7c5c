import { describe, expect, it } from "vitest";
import { numbersIn } from "./evaluation.ts";
import { amountsNear } from "./amount-meaning.ts";
import { computeAnswer, namedPeriod } from "./computed-answers.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";

// Worked 2026 figures from the facts sheet (facts/poland-business-2026.md, sources [Sx]); each rule
// is asked in several phrasings, Polish (with and without diacritics) and English.

const ask = (q: string, lang: KnowledgeLang = "pl", focus?: string) =>
  computeAnswer(focus ? `${q} ${focus}` : q, lang, focus ? { focus } : {});
/** The first sentence (the bold lead) of an answer. */
const lead = (q: string, lang: KnowledgeLang = "pl", focus?: string) => {
  const a = ask(q, lang, focus);
  return a ? a.content.split("**")[1]! : "";
};
const hasNumber = (text: string, value: number) => numbersIn(text).some((n) => Math.abs(n - value) < 0.005);
const hasDate = (text: string, pl: string, en: string) => text.includes(pl) || text.includes(en);

describe("deadlines that move to the next working day", () => {
  it.each([
    ["do kiedy trzeba zapłacić ZUS za listopad 2026 na JDG? 20 grudnia wypada w niedzielę", "pl"],
    ["do kiedy trzeba zaplacic zus za listopad 2026", "pl"],
    ["termin zus za listopad 2026?", "pl"],
    ["when is ZUS for November 2026 due?", "en"],
    ["by when do I pay zus for november 2026", "en"],
  ] as const)("ZUS for November 2026: 21 December 2026 (%s) [S39]", (q, lang) => {
    expect(hasDate(lead(q, lang), "21 grudnia 2026", "21 December 2026")).toBe(true);
  });

  it("a company pays ZUS by the 15th [S39]", () => {
    expect(lead("do kiedy sp. z o.o. płaci zus za maj 2026?")).toContain("15 czerwca 2026");
    expect(lead("when does an llc pay zus for may 2026?", "en")).toContain("15 June 2026");
  });

  it.each([
    ["jpk_v7m za listopad 2026 - jaki termin skoro 25 grudnia są święta?", "pl"],
    ["do kiedy JPK za listopad 2026?", "pl"],
    ["deadline for the jpk_v7m for november 2026?", "en"],
    ["when is the vat return for november 2026 due", "en"],
  ] as const)("JPK_V7M for November 2026: 28 December 2026 (%s) [S42]", (q, lang) => {
    expect(hasDate(lead(q, lang), "28 grudnia 2026", "28 December 2026")).toBe(true);
  });

  it.each([
    ["jpk_v7k za 4 kwartał 2026 - jaki termin deklaracji?", "pl"],
    ["JPK V7K za IV kwartal 2026 do kiedy", "pl"],
    ["deadline for the jpk_v7k for Q4 2026?", "en"],
  ] as const)("JPK_V7K for Q4 2026: 25 January 2027 (%s)", (q, lang) => {
    expect(hasDate(lead(q, lang), "25 stycznia 2027", "25 January 2027")).toBe(true);
  });

  it("the annual return and the health settlement for 2026 [S40, S58]", () => {
    expect(lead("do kiedy złożyć PIT-36 za 2026?")).toContain("30 kwietnia 2027");
    expect(
      lead("what's the annual tax return form for ryczalt and the deadline for filing it for 2026?", "en"),
    ).toContain("30 April 2027");
    expect(lead("when is the yearly health contribution settlement for 2026 due?", "en")).toContain("20 May 2027");
    expect(lead("do kiedy roczne rozliczenie skladki zdrowotnej za 2026")).toContain("20 maja 2027");
  });

  it("the tax form after a first revenue in March 2027: 20 April 2027 [S34–S36]", () => {
    expect(
      lead("do kiedy mozna zmienic forme opodatkowania? a jak pierwszy przychod w 2027 wpadnie dopiero w marcu?"),
    ).toContain("20 kwietnia 2027");
    expect(lead("if my first revenue in 2027 comes in March, until when can I change the tax form?", "en")).toContain(
      "20 April 2027",
    );
  });

  it("the contribution holiday for December: 30 November 2026 [S55]", () => {
    expect(lead("chcę wziąć wakacje składkowe za grudzień, do kiedy mam czas na wniosek?")).toContain(
      "30 listopada 2026",
    );
    expect(
      lead("if i want the zus holiday for december, until when do i have to send the application?", "en"),
    ).toContain("30 November 2026");
  });

  it("no named period, or a stage question: not a deadline calculation", () => {
    expect(ask("do kiedy płaci się ZUS?")).toBeNull();
    expect(ask("od kiedy pełny zus, jak zacznę w marcu 2026?")?.topic).not.toMatch(/^deadline/);
    expect(
      ask(
        "im not a vat payer and i've been invoicing 25k net every month since january. when do i go over the vat limit?",
        "en",
      )?.topic,
    ).not.toMatch(/^deadline/);
  });

  it("without a period, the day of the month for the legal form named or in the profile [S39]", () => {
    expect(ask("do którego dnia miesiąca płaci się ZUS na JDG?")?.content).toContain("20. dnia");
    const asProfile = (q: string, lang: KnowledgeLang, legalForm: "jdg" | "spzoo") =>
      computeAnswer(q, lang, { profile: { legalForm } });
    expect(asProfile("do kiedy płacimy składki zus?", "pl", "spzoo")?.content).toContain("15. dnia");
    expect(asProfile("when do I pay my ZUS contributions?", "en", "jdg")?.content).toContain("20th");
    expect(asProfile("when can I get sick pay from ZUS?", "en", "jdg")).toBeNull();
  });

  it("reads the period, not a day-and-month date", () => {
    expect(namedPeriod("zus za listopad 2026? 20 grudnia wypada w niedziele", 2026)).toMatchObject({
      month: 11,
      year: 2026,
    });
    expect(namedPeriod("q4 2026", 2026)).toMatchObject({ quarter: 4, year: 2026 });
    expect(namedPeriod("may i ask about zus", 2026)).toBeNull();
  });
});

describe("unregistered activity: 10 813,50 zł per quarter [S53]", () => {
  it.each([
    [
      "unregistered activity: 3500 in october, 4000 in november, 3200 in december - still within the limit?",
      "en",
      10700,
      113.5,
    ],
    [
      "siostra robi rękodzieło bez firmy, w październiku sprzedała za 6000, w listopadzie za 3000. ile może jeszcze sprzedać w grudniu?",
      "pl",
      9000,
      1813.5,
    ],
    ["dzialalnosc nierejestrowana: pazdziernik 5000, listopad 4000 - ile jeszcze moge?", "pl", 9000, 1813.5],
  ] as const)("the quarter's months summed (%s)", (q, lang, quarter, left) => {
    const text = lead(q, lang);
    expect(hasNumber(text, quarter) && hasNumber(text, left) && hasNumber(text, 10813.5)).toBe(true);
  });

  it.each([
    ["i make soy candles and sell them on etsy, like 3k zł a month. do i need a jdg for this?", "en"],
    ["szyję torby i sprzedaję na etsy, wychodzi jakieś 3 tys miesięcznie. muszę zakładać firmę?", "pl"],
    ["sprzedaje 3000 zl miesiecznie bez firmy, czy to dzialalnosc nierejestrowana?", "pl"],
  ] as const)("every month × 3 (%s)", (q, lang) => {
    const text = lead(q, lang);
    expect(hasNumber(text, 9000) && hasNumber(text, 10813.5)).toBe(true);
  });

  it("the average month: 3 604,50 zł", () => {
    expect(
      hasNumber(lead("whats the max average per month to stay in nierejestrowana for a whole quarter?", "en"), 3604.5),
    ).toBe(true);
    expect(hasNumber(lead("ile średnio miesięcznie można zarobić na działalności nierejestrowanej?"), 3604.5)).toBe(
      true,
    );
  });

  it("a legal-form question with an amount is not about it", () => {
    expect(ask("do i need a jdg or sp z oo for 50k monthly?", "en")?.topic).not.toBe("unregistered");
  });
});

describe("cash register: 20 000 zł pro rata from the first consumer sale [S51]", () => {
  it.each([
    ["sklep zaczyna sprzedaż dla ludzi od 1 lipca 2026, jaki ma limit do kasy fiskalnej w tym roku?", "pl", 10082.19],
    ["limit kasy fiskalnej jak zaczynam 1 lipca", "pl", 10082.19],
    [
      "first sale to consumers on 1 september 2026 - what's the cash register exemption limit for the rest of the year?",
      "en",
      6684.93,
    ],
  ] as const)("%s", (q, lang, limit) => {
    expect(hasNumber(lead(q, lang), limit)).toBe(true);
  });
});

describe("2026 against 2025", () => {
  it.each([
    ["o ile zlotych wzrosla minimalna krajowa w 2026?", "pl", 140],
    ["ile wynosiła minimalna pensja w 2025?", "pl", 4666],
    ["how much did the minimum wage go up in 2026?", "en", 140],
    ["o ile podrożał pełny zus (z chorobowym) w 2026 w porównaniu z 2025?", "pl", 152.8],
    ["how much did the ryczałt health contribution go up from 2025 in the middle bracket", "en", 61.15],
    ["jaki byl limit odliczenia zdrowotnej na liniowym w 2025?", "pl", 12900],
    ["jaki był limit vat w 2025 przed podwyżką", "pl", 200000],
  ] as const)("%s", (q, lang, value) => {
    expect(hasNumber(lead(q, lang), value)).toBe(true);
  });
});

describe("ZUS stages", () => {
  it.each([
    ["ile miesięcznie więcej płaci się na dużym ZUS-ie niż na preferencyjnym (bez chorobowego)?", "pl", 1367.43],
    ["o ile drozszy jest duzy zus od preferencyjnego?", "pl", 1367.43],
    ["how much more is that than the preferential one per month?", "en", 1470.58],
    ["difference between full and preferential zus?", "en", 1367.43],
  ] as const)("the gap between full and preferential ZUS (%s) [S1]", (q, lang, gap) => {
    expect(hasNumber(lead(q, lang), gap)).toBe(true);
  });

  it("a full year is not full ZUS", () => {
    expect(ask("how much is preferential ZUS incl. chorobowe for a full year?", "en")?.topic).toBe("zus-preferential");
  });

  it.each([
    [
      "to moja pierwsza firma, startuje 1 grudnia. ile zapłacę społecznego ZUS przez pierwsze 12 miesięcy (bez chorobowego, stawki 2026)?",
      "pl",
    ],
    ["ile zaplace zus w pierwszym roku dzialalnosci bez chorobowego?", "pl"],
    ["how much social zus will i pay in the first 12 months without sickness insurance?", "en"],
  ] as const)("the first 12 months: 6 × 0 + 6 × 420,86 = 2 525,16 zł (%s)", (q, lang) => {
    expect(hasNumber(lead(q, lang), 2525.16)).toBe(true);
  });

  it("full ZUS after the relief and 24 preferential months: start 20 April 2027 → 1 November 2029 [S56]", () => {
    expect(
      lead("jak otworzę firmę 20 kwietnia 2027 to od kiedy wejdzie mi pełny zus (po uldze i preferencyjnym)?"),
    ).toContain("1 listopada 2029");
    expect(lead("if I start on 20 April 2027, from when do I pay full ZUS?", "en")).toContain("1 November 2029");
  });

  it.each([
    [
      "od stycznia przechodzę z etatu na jdg i będę robił dokładnie to samo dla tej samej firmy. przysługuje mi ulga na start i preferencyjny zus? ile wtedy zapłacę?",
      "pl",
    ],
    ["pracuje dla bylego pracodawcy na b2b, ile zaplace zus?", "pl"],
    ["I'll do the same work for my former employer on b2b - how much zus will I pay?", "en"],
  ] as const)("work for the former employer: full ZUS 1 788,29 zł (%s)", (q, lang) => {
    expect(hasNumber(lead(q, lang), 1788.29)).toBe(true);
  });

  it("forms, codes and eligibility are for the articles", () => {
    expect(ask("jaki druk sie sklada w zus przy przejsciu z ulgi na start na preferencyjne skladki?")).toBeNull();
    expect(
      ask("start relief ends after 6 months - which zus registration form do you file to move to preferential?", "en"),
    ).toBeNull();
    expect(ask("what insurance title code goes on ZUS ZZA when you're on ulga na start", "en")).toBeNull();
    expect(ask("do i get the 6 months without zus again?", "en")).toBeNull();
  });
});

describe("employees", () => {
  it("a follow-up's own gross amount: 8 000 zł costs 9 638,40 zł [S59]", () => {
    expect(hasNumber(lead("ile kosztuje pracodawcę pensja 5000 brutto?", "pl", "a 8 tysięcy brutto?"), 9638.4)).toBe(
      true,
    );
    expect(hasNumber(lead("what does a 5000 gross salary cost the employer?", "en", "and 8000 gross?"), 9638.4)).toBe(
      true,
    );
  });
  it.each([
    ["how much is net pay (na reke) on the minimum wage in 2026?", "en"],
    ["ile wynosi minimalna krajowa na rękę?", "pl"],
    ["ile netto dostanie pracownik na umowie o prace za 4806 brutto?", "pl"],
  ] as const)("net pay at the minimum wage: 3 605,85 zł (%s) [S95]", (q, lang) => {
    expect(hasNumber(lead(q, lang), 3605.85)).toBe(true);
  });
  it.each([
    ["what % does the employer pay to zus on top of the gross salary?", "en"],
    ["ile procent pracodawca płaci do ZUS od wynagrodzenia brutto?", "pl"],
  ] as const)("the employer's share: 20,48% (%s) [S59]", (q, lang) => {
    expect(lead(q, lang)).toMatch(/20[.,]48%/);
  });
});

describe("health contribution", () => {
  it("amounts keep their meaning: 30 000 is income, 1 470 the health contribution", () => {
    const q =
      "on liniowy, someone with 30k monthly income pays about 1470 health a month - can all of it be deducted over the year?";
    expect(amountsNear(q, /health/).map((a) => a.value)).toEqual([1470]);
    const text = lead(q, "en");
    expect(hasNumber(text, 14100) && hasNumber(ask(q, "en")!.content, 17640)).toBe(true);
    expect(
      hasNumber(ask("na liniowym płacę zdrowotną ok. 1470 zł miesięcznie, ile odliczę w roku?")!.content, 17640),
    ).toBe(true);
  });
  it("the most the flat-tax deduction saves: 19% × 14 100 = 2 679 zł [S17]", () => {
    expect(
      hasNumber(
        lead("whats the max tax you can save by deducting health contribution on flat tax in 2026?", "en"),
        2679,
      ),
    ).toBe(true);
    expect(hasNumber(lead("ile maksymalnie zaoszczędzę na odliczeniu zdrowotnej na liniowym?"), 2679)).toBe(true);
  });
  it.each([
    [
      "ryczałt in the middle bracket - how much health contribution over a whole year, and how much of that can be deducted from revenue?",
      "en",
    ],
    ["ryczalt srodkowy prog - ile zdrowotnej rocznie i ile odlicze?", "pl"],
    ["ile wynosi zdrowotna na ryczałcie przy przychodzie 150 tys rocznie i ile z tego odliczę w skali roku?", "pl"],
  ] as const)("ryczałt middle bracket: 12 × 830,58 = 9 966,96, half 4 983,48 (%s) [S15]", (q, lang) => {
    const text = lead(q, lang);
    expect(hasNumber(text, 9966.96) && hasNumber(text, 4983.48)).toBe(true);
  });
  it("the minimum over a year: 12 × 432,54 = 5 190,48 zł [S13]", () => {
    expect(hasNumber(lead("ile wynosi minimalna skladka zdrowotna w 2026? a rocznie to ile?"), 5190.48)).toBe(true);
    expect(hasNumber(lead("minimum health contribution per year in 2026?", "en"), 5190.48)).toBe(true);
  });
  it("a ryczałt deduction question without a figure is for the articles", () => {
    expect(ask("na ryczalcie ile zdrowotnej odliczam od przychodu? cala czy polowe?")).toBeNull();
  });
});

describe("tax-form comparison with the user's figures", () => {
  it("business consultant, 10k revenue and 6k costs a month: the tax scale", () => {
    const a = ask(
      "business consultant, 10k zł revenue and about 6k costs a month (car, office, travel) - what tax form should i go for?",
      "en",
    );
    expect(a?.topic).toBe("formy-opodatkowania-wybor");
    expect(
      lead("business consultant, 10k zł revenue and about 6k costs a month - what tax form should i go for?", "en"),
    ).toContain("tax scale");
  });
  it("adwokat, 30k revenue and 3k costs a month, ryczałt 17%: the flat tax", () => {
    expect(
      lead("adwokat with my own practice, 30k revenue a month and 3k costs - skala, liniowy or ryczałt 17%?", "en"),
    ).toContain("flat tax");
    expect(lead("adwokat, 30 tys. przychodu i 3 tys. kosztów miesięcznie - skala, liniowy czy ryczałt 17%?")).toContain(
      "podatek liniowy",
    );
  });
});

describe("CIT of a company for a given profit: 9% or 19% [S30–S32]", () => {
  // 300 000 × 9% = 27 000 zł; × 19% = 57 000 zł (facts §1b; podatki.gazetaprawna.pl/artykuly/10612850, S30).
  it.each([
    ["Our sp. z o.o. qualifies for 9% CIT and has 300k PLN taxable profit. How much CIT?", "en"],
    ["spolka z oo na 9% cit, zysk 300 tys. ile cit zaplacimy?", "pl"],
    ["Ile CIT zapłaci spółka z o.o. przy zysku 300 000 zł, jeśli jest małym podatnikiem?", "pl"],
    ["how much corporate income tax on PLN 300,000 profit for a small taxpayer?", "en"],
    ["psa w pierwszym roku dzialalnosci, dochod 300 tys - ile cit?", "pl"],
  ] as const)("the 9% rate: 27 000 zł (%s)", (q, lang) => {
    const a = ask(q, lang);
    expect(a?.topic).toBe("cit");
    expect(hasNumber(lead(q, lang), 27000)).toBe(true);
  });

  it.each([
    ["our llc made 500k profit, how much CIT at 19%?", "en", 95000],
    ["ile podatku zapłaci spółka z o.o. od zysku 200 tys?", "pl", 38000],
  ] as const)("19% when named, both rates when neither is (%s)", (q, lang, standard) => {
    expect(hasNumber(lead(q, lang), standard)).toBe(true);
  });

  it("revenue above the 2 mln EUR limit (8 431 000 zł in 2026): 19% [S30, S31]", () => {
    const text = lead("spolka z oo, przychod 10 mln zl, zysk 1 mln, ile cit?");
    expect(hasNumber(text, 190000)).toBe(true);
    expect(ask("spolka z oo, przychod 10 mln zl, zysk 1 mln, ile cit?")!.content).toContain("8 431 000");
    expect(ask("ile cit przy zysku 300 tys?")!.content).toContain("8 517 000");
  });

  it("not the Estonian CIT, a dividend or a question without a profit", () => {
    expect(ask("ile wynosi estonski cit przy zysku 300 tys?")).toBeNull();
    // A dividend has a calculator of its own (CIT, then 19 % of what is paid out), not the company's CIT.
    expect(ask("how much tax on a dividend from 300k profit of my llc?", "en")?.topic).toBe("dividend");
    expect(ask("jaka jest stawka cit w 2026?")).toBeNull();
  });
});

describe("umowa zlecenie: hours × the 31,40 zł minimum hourly rate [S9, S10, S12]", () => {
  // 120 h × 31,40 zł = 3 768 zł (Rozp. RM z 11.09.2025, facts §7).
  it.each([
    ["czyli jak ktos na zleceniu przepracuje 120 godzin w miesiacu to minimum ile brutto musi dostac?", "pl", 3768],
    ["ile minimum za 100 godzin na umowie zlecenie", "pl", 3140],
    ["Ile najmniej zapłacę zleceniobiorcy za 120 h pracy?", "pl", 3768],
    ["how much do I have to pay at least for 80 hours on umowa zlecenie?", "en", 2512],
    ["minimum pay for 120 hours on a contract of mandate?", "en", 3768],
  ] as const)("%s", (q, lang, minimum) => {
    expect(hasNumber(lead(q, lang), minimum)).toBe(true);
  });

  it.each([
    ["czyli jak ktos na zleceniu przepracuje 120 godzin w miesiacu to minimum ile brutto musi dostac?", "pl"],
    ["a za 120 godzin ile minimum?", "pl"],
    ["and for 120 hours in a month, how much at least?", "en"],
  ] as const)("as a follow-up to the hourly rate: 3 768 zł (%s)", (follow, lang) => {
    const first =
      lang === "pl"
        ? "jaka jest minimalna stawka godzinowa na umowie zleceniu w 2026?"
        : "what's the minimum hourly rate on umowa zlecenie in 2026?";
    expect(hasNumber(lead(first, lang, follow), 3768)).toBe(true);
  });

  it("a stated hourly rate below the minimum", () => {
    const text = lead("zleceniobiorca 160 h po 30 zł/h - czy to zgodne z minimalną stawką?");
    expect(hasNumber(text, 5024) && hasNumber(text, 4800)).toBe(true);
    expect(hasNumber(lead("contract of mandate, 60 hours at 40 zł per hour, how much gross?", "en"), 2400)).toBe(true);
  });
});

describe("the employer's contributions on top of a gross salary: 20,48% [S59]", () => {
  // 6 000 × 20,48% = 1 228,80 zł (9,76 + 6,5 + 1,67 + 2,45 + 0,10; facts §7, inewi.pl S59).
  it.each([
    ["pracownik na etacie 6000 brutto, ile skladek zus place ja jako pracodawca na gorze? wypadkowe mam 1,67", "pl"],
    ["pracownik na etacie 6000 brutto, ile składek ZUS płacę jako pracodawca?", "pl"],
    ["zatrudniam na etat za 6 tys. brutto, ile składek zapłacę jako pracodawca?", "pl"],
    ["employee on 6000 gross - how much ZUS do I pay as the employer on top?", "en"],
    ["how much are the employer's contributions for a 6,000 PLN gross salary?", "en"],
  ] as const)("1 228,80 zł (%s)", (q, lang) => {
    expect(hasNumber(lead(q, lang), 1228.8)).toBe(true);
  });

  it("the employer's own accident rate: 6 000 × 19,74% = 1 184,40 zł", () => {
    expect(
      hasNumber(
        lead("employee earning 6000 gross - how much ZUS do I pay as the employer? accident rate 0.93%", "en"),
        1184.4,
      ),
    ).toBe(true);
    expect(hasNumber(lead("ile kosztuje pracownik 6000 brutto? wypadkowa 0,93%"), 7184.4)).toBe(true);
  });

  it("the share asked as a percentage stays the rate", () => {
    expect(lead("jaki procent brutto płaci pracodawca do zus?")).toContain("20,48%");
  });
});

describe("several monthly payments added up [S1, S13, S15]", () => {
  // Preferential ZUS with sickness 456,18 + minimum health on the scale 432,54 = 888,72 zł (facts §4b, §5).
  it.each([
    ["no dobra a maly zus z chorobowym plus minimalna zdrowotna na skali to ile razem miesiecznie wychodzi?", "pl"],
    ["mały ZUS z chorobowym + zdrowotna na skali, ile łącznie?", "pl"],
    ["how much is small zus with sickness insurance and the health contribution on the scale together?", "en"],
    ["preferential ZUS incl. sickness plus minimum health, what's the total a month?", "en"],
  ] as const)("888,72 zł (%s)", (q, lang) => {
    expect(hasNumber(lead(q, lang), 888.72)).toBe(true);
  });

  it.each([
    ["a razem ze zdrowotną na skali?", "pl"],
    ["no dobra a plus minimalna zdrowotna na skali to ile razem miesiecznie wychodzi?", "pl"],
    ["and together with the minimum health contribution?", "en"],
  ] as const)("as a follow-up to the preferential ZUS with sickness insurance (%s)", (follow, lang) => {
    const first =
      lang === "pl" ? "ile wynosi maly zus w 2026 z chorobowym?" : "how much is small ZUS with sickness insurance?";
    expect(hasNumber(lead(first, lang, follow), 888.72)).toBe(true);
  });

  it("full ZUS and the health contribution of an income or a ryczałt bracket", () => {
    // 1 926,76 + 4,9% × 20 000 = 2 906,76 zł; 1 788,29 + 830,58 = 2 618,87 zł.
    expect(
      hasNumber(
        lead("ile wynosi pełny zus z chorobowym plus zdrowotna na liniowym przy dochodzie 20 tys miesięcznie, razem?"),
        2906.76,
      ),
    ).toBe(true);
    expect(
      hasNumber(
        lead("pełny zus bez chorobowego i zdrowotna na ryczałcie przy przychodzie 200 tys rocznie - ile to razem?"),
        2618.87,
      ),
    ).toBe(true);
  });

  it("Mały ZUS Plus is a stage, not a sum", () => {
    expect(ask("maly zus plus - ile wynosi?")?.topic ?? "").not.toMatch(/^zus-preferential/);
  });
});

describe("during the start relief only the health contribution is due [S56, S13]", () => {
  it.each([
    [
      "jestem na uldze na start, skala podatkowa, na razie prawie nic nie zarabiam. ile mam placic do zusu co miesiac?",
      "pl",
    ],
    ["Jestem na uldze na start, rozliczam się na skali. Ile płacę miesięcznie ZUS?", "pl"],
    ["I'm on ulga na start, on the tax scale, earning almost nothing - how much do I pay ZUS a month?", "en"],
    ["during the start relief how much do I pay each month on the flat tax?", "en"],
  ] as const)("the minimum 432,54 zł (%s)", (q, lang) => {
    const a = ask(q, lang);
    expect(a?.topic).toBe("ulga-na-start");
    expect(hasNumber(lead(q, lang), 432.54)).toBe(true);
  });

  it("on ryczałt: the bracket amount", () => {
    expect(
      hasNumber(
        lead("Jestem na uldze na start i na ryczałcie, przychód ok. 50 tys. rocznie. Ile płacę miesięcznie do ZUS?"),
        498.35,
      ),
    ).toBe(true);
  });

  it("the stage after the relief, a date or eligibility are other questions", () => {
    expect(ask("ile wynosi maly zus w 2026? chodzi mi o ten co jest po uldze na start")?.topic).toBe(
      "zus-preferential",
    );
    expect(ask("kiedy konczy sie ulga na start?")?.content).not.toContain("tylko składkę zdrowotną");
    expect(ask("czy na uldze na start moge miec chorobowe?")).toBeNull();
  });
});

describe("a computed answer fires only for what it computes", () => {
  it.each([
    [
      "wystawiam faktury na jakies 6 tys brutto miesiecznie (jdg, zwolniona z vat), musze juz od kwietnia wystawiac przez ksef??",
      "pl",
    ],
    ["I'm VAT-exempt and invoice about 6k a month - do I have to use KSeF from April?", "en"],
  ] as const)("a KSeF question naming the VAT exemption is not the VAT limit (%s)", (q, lang) => {
    expect(ask(q, lang)?.topic ?? "").not.toMatch(/^vat-/);
  });

  it("the VAT limit still answers with KSeF named when the limit is asked", () => {
    expect(ask("fakturuję 25 tys. miesięcznie przez ksef, kiedy przekroczę limit zwolnienia z vat?")?.topic).toBe(
      "vat-limit",
    );
  });
});

describe("rental, part-time pay, employer contributions and yearly filings", () => {
  it.each([
    ["wynajmuje prywatnie 2 mieszkania, razem ok 130 tys rocznie. ile bedzie podatku?", "pl", 12_250],
    ["I rent out my flat privately for 5000 PLN a month. what's the tax?", "en", 5_100],
  ] as const)("private rental is taxed 8,5%% up to 100 000 zł and 12,5%% above [S21, S22] (%s)", (q, lang, tax) => {
    const answer = ask(q, lang);
    expect(answer?.topic).toBe("najem");
    expect(hasNumber(lead(q, lang), tax)).toBe(true);
  });

  it("the tax-free amount named in a question is no income to tax", () => {
    expect(ask("If I pick the 19% flat tax, do I still get the 30k tax free amount?", "en")).toBeNull();
  });

  it("a rented flat is no flat tax", () => {
    expect(ask("I rent out my flat for 4000 a month, how much tax?", "en")?.content).not.toMatch(/flat tax|19%/);
  });

  it.each([
    ["ile minimum musze jej placic brutto? chce zatrudnic osobe na pol etatu", "pl", 2_403],
    ["jaka jest minimalna pensja na 3/4 etatu?", "pl", 3_604.5],
    ["what's the minimum gross pay for a half-time employee?", "en", 2_403],
  ] as const)("the minimum pay of a part-time employee is the minimum wage in proportion (%s)", (q, lang, pay) => {
    expect(hasNumber(lead(q, lang), pay)).toBe(true);
  });

  it.each([
    ["ile wynosza skladki pracodawcy od minimalnej pensji w zl", "pl"],
    ["how much employer ZUS do I pay per person on minimum wage?", "en"],
  ] as const)("the employer's contributions on the minimum wage are 984,28 zł [S39] (%s)", (q, lang) => {
    expect(hasNumber(ask(q, lang)?.content ?? "", 984.28)).toBe(true);
  });

  it("PIT-11 for 2025 goes to the office by 2 February 2026 and to the employee by 2 March 2026 (weekends)", () => {
    for (const [q, lang, office, employee] of [
      ["do kiedy musze dac pracownikom PIT-11 za 2025?", "pl", "2 lutego 2026", "2 marca 2026"],
      ["do kiedy w 2026 trzeba wysłać PIT-4R i PIT-11?", "pl", "2 lutego 2026", "2 marca 2026"],
      ["when is PIT-11 for 2025 due?", "en", "2 February 2026", "2 March 2026"],
    ] as const) {
      const first = lead(q, lang);
      expect(first, q).toContain(office);
      expect(first, q).toContain(employee);
    }
  });

  it("CIT-8 for 2025 is due on 31 March 2026 [S41]", () => {
    expect(lead("do kiedy składamy CIT-8 za 2025?")).toContain("31 marca 2026");
    expect(lead("when is CIT-8 for 2025 due?", "en")).toContain("31 March 2026");
  });

  it("above 120 000 zł on the scale only the surplus is taxed at 32% [S19, S20]", () => {
    const content = ask("so if my income is 150k on the tax scale, is all of it taxed at 32%?", "en")?.content ?? "";
    expect(hasNumber(content, 10_800)).toBe(true); // 12% of 120 000 less 3 600
    expect(hasNumber(content, 9_600)).toBe(true); // 32% of 30 000
  });
});

describe("ZUS stages named with a change between them", () => {
  it.each([
    [
      "koncze maly zus w marcu i od kwietnia wchodze na duzy. Ile to bedzie miesiecznie z chorobowym? bez zdrowotnej",
      "pl",
    ],
    [
      "My mały ZUS ends this summer – how much will full ZUS be per month, including sickness (not counting health)?",
      "en",
    ],
  ] as const)(
    "the stage that follows is the one asked about: full ZUS 1926,76 zł with sickness [S39] (%s)",
    (q, lang) => {
      const answer = ask(q, lang);
      expect(answer?.topic).toBe("zus-full");
      expect(hasNumber(answer!.content.split("\n\n")[0]!, 1926.76)).toBe(true);
    },
  );
});

describe("what the profile and the message add to a computed answer", () => {
  it("the start date told earlier dates the relief asked about later", () => {
    const answer = computeAnswer("when does my no-ZUS period end then?", "en", {
      profile: { stage: "starting", startDate: "2026-06-10" },
    });
    expect(answer?.content).toContain("31 December 2026");
  });

  it("a running business's start date does not", () => {
    const answer = computeAnswer("when does the ulga na start end?", "en", {
      profile: { stage: "running", startDate: "2024-06-10" },
    });
    expect(answer?.content ?? "").not.toContain("2024");
  });

  it("a first business asking about ZUS in its first months is told of the start relief", () => {
    expect(ask("I'm starting my JDG on 1 March 2026. Do I have to pay any ZUS in the first months?", "en")?.topic).toBe(
      "ulga-na-start",
    );
  });
});

describe("Mały ZUS Plus, the unregistered quarter and the former employer", () => {
  it("the Mały ZUS Plus base is half the average monthly income of the previous year [S54]", () => {
    const content = ask("ile wyniesie podstawa malego zus plus przy dochodzie 60 tys za 2025?")?.content ?? "";
    expect(hasNumber(content, 2465.75)).toBe(true); // 60 000 ÷ 365 × 30 ÷ 2
    expect(hasNumber(content, 719.75)).toBe(true); // 29,19% without sickness insurance, no Labour Fund below the minimum wage
    // Below the minimum base the minimum counts.
    expect(hasNumber(ask("small zus plus base with income of 20k last year?", "en")?.content ?? "", 1441.8)).toBe(true);
  });

  it("a follow-up's one month comes with two usual months of the quarter", () => {
    const followUp = "a jak w grudniu mam sezon i wyjdzie 6 tys w jednym miesiacu?";
    const answer = computeAnswer(
      `sprzedaje rekodzielo na etsy, ok 3 tys miesiecznie, nie mam firmy. czy musze rejestrowac dzialalnosc? ${followUp}`,
      "pl",
      { focus: followUp },
    );
    expect(hasNumber(answer?.content ?? "", 12_000)).toBe(true);
  });

  it.each([
    [
      "Szef proponuje zebym przeszla z etatu na b2b i robila dla niego dokladnie to samo co teraz. Czy przysluguje mi ulga na start?",
      "pl",
    ],
    ["My boss wants me to do the same work as now on B2B. Can I get the start relief?", "en"],
  ] as const)("the same work for the employer rules out the reliefs (%s)", (q, lang) => {
    expect(hasNumber(ask(q, lang)?.content ?? "", 1926.76)).toBe(true);
  });

  it("the 'startup relief' is the start relief", () => {
    expect(
      ask("If I register my JDG on 15 May 2026, which months are covered by the startup relief?", "en")?.content,
    ).toContain("1 June 2026");
  });
});

describe("what a VAT, ZUS or tax question is not", () => {
  it("'muszę już być vatowcem?' asks the VAT limit; a status told is no such question", () => {
    expect(ask("Sprzedaje na allegro ceramike, ok 15 tys zl miesiecznie. Czy musze juz byc vatowcem?")?.topic).toBe(
      "vat-limit",
    );
    expect(
      ask("jestem vatowcem, faktur wystawiam na jakies 8 tys brutto miesiecznie. czy juz musze w ksef?")?.topic ?? "",
    ).not.toBe("vat-limit");
  });

  it("PDF invoices are a KSeF question, not the VAT limit", () => {
    expect(
      ask("jdg zwolniona z vat, faktury ok 6 tys miesiecznie. czy moge dalej wysylac faktury w pdf?")?.topic ?? "",
    ).not.toBe("vat-limit");
  });

  it("advisory services are excluded from the VAT exemption whatever the turnover", () => {
    expect(
      ask("chce doradzac malym firmom, obrot max 100 tys rocznie. moge byc zwolniony z vat do 240 tys?"),
    ).toBeNull();
  });

  it("the year a business began dates no month of the question", () => {
    expect(lead("mam jdg od 2021, chce wziac wakacje skladkowe za grudzien. do kiedy wniosek?")).toContain("2026");
  });

  it("a follow-up naming its own topic without asking a date is not the date question before it", () => {
    const followUp = "a zdrowotnej tez wtedy nie place w grudniu?";
    const answer = computeAnswer(
      `chce wziac wakacje skladkowe za grudzien. do kiedy trzeba zlozyc wniosek? ${followUp}`,
      "pl",
      {
        focus: followUp,
      },
    );
    expect(answer?.topic ?? "").not.toMatch(/^deadline/);
  });

  it("after the first months comes the path, not their sum", () => {
    const followUp = "ok and what happens after those first 6 months?";
    const answer = computeAnswer(
      `I'm registering my JDG on 1 December, my first business. What will I pay to ZUS in the first months? ${followUp}`,
      "en",
      { focus: followUp },
    );
    expect(answer?.content).toContain("24 months");
  });

  it("IP Box asked on ryczałt is not the ryczałt rate", () => {
    expect(
      ask("programista na ryczalcie 12%. czy moge przejsc na ip box 5% nie zmieniajac ryczaltu?")?.topic ?? "",
    ).not.toBe("ryczalt-stawki");
  });
});

describe("the full ZUS base, next year's tax form and the unregistered limit", () => {
  it.each([
    ["jaka jest w 2026 podstawa wymiaru duzego zusu dla przedsiebiorcy?", "pl"],
    ["after 2 years of preferential contributions, what's the ZUS base going to be?", "en"],
  ] as const)("the full ZUS base is 5 652 zł [S39] (%s)", (q, lang) => {
    expect(hasNumber(ask(q, lang)?.content ?? "", 5652)).toBe(true);
  });

  it("after 'that', the stage named is the one asked about", () => {
    expect(ask("ok and after that, what's the 'maly ZUS' monthly amount in 2026?", "en")?.topic).toBe(
      "zus-preferential",
    );
  });

  it("next year's tax form is chosen by 22 February 2027 (20 February is a Saturday)", () => {
    expect(lead("chce przejsc z liniowego na ryczalt od nowego roku. do kiedy musze to zglosic?")).toContain(
      "22 lutego 2027",
    );
  });

  it("'muszę to rejestrować jako firmę?' with a monthly figure counts the quarter", () => {
    const content = ask(
      "naprawiam sasiadom pralki, wychodzi ok 2500 zl miesiecznie. Czy musze to rejestrowac jako firme?",
    )?.content;
    expect(hasNumber(content ?? "", 7500)).toBe(true);
  });

  it("the subjective exemption's limit for a part year is pro rata", () => {
    const content = ask("otworzylem jdg 1 wrzesnia 2026, zwolnienie podmiotowe. jaki mam limit na ten rok?")?.content;
    expect(hasNumber(content ?? "", 80_219.18)).toBe(true);
  });
});

describe("follow-up deadlines, the current year and excise goods", () => {
  it("a follow-up asking the date of its own topic is read on its own first", () => {
    const followUp = "And the PIT advance for December, when do I pay that?";
    const answer = computeAnswer(`When's the deadline for my annual PIT-36 for 2026? ${followUp}`, "en", {
      focus: followUp,
    });
    expect(answer?.content).toMatch(/20 January 2027/);
  });

  it("'CIT-8 za ten rok' is the current year's return, due 31 March 2027", () => {
    expect(lead("a cit-8 za ten rok do kiedy trzeba zlozyc?")).toContain("31 marca 2027");
  });

  it("excise goods (a brewery) are excluded from the VAT exemption whatever the turnover", () => {
    expect(
      ask("Otwieram maly browar rzemieslniczy, sprzedaz ok 8 tys miesiecznie. Moge byc zwolniony z vat do 240 tys?"),
    ).toBeNull();
  });

  it("the employer's contributions are named with their 20,48% total", () => {
    expect(ask("how much does an employee on minimum wage cost the employer?", "en")?.content).toContain("20.48%");
  });

  it.each([
    [
      "teraz otwieram biuro ksiegowe i pierwszym klientem bedzie moj byly szef (te same uslugi co na etacie). Czy moge wziac ulge na start?",
      "pl",
    ],
    [
      "From December I want to do the same dev work for them as B2B on my own JDG. Can I still get the start relief?",
      "en",
    ],
  ] as const)("the former boss's same work rules out the reliefs (%s)", (q, lang) => {
    expect(hasNumber(ask(q, lang)?.content ?? "", 1926.76)).toBe(true);
  });
});
