import { describe, expect, it } from "vitest";
import { computed, conversation, outOfScope, pointsAt, reply, turn } from "./set-causes-support.ts";

/**
 * The fifty-fifth set's causes (mistakes and dealings with the offices), each asked in words of
 * its own: the interest at a rate the asker assumes and for days read from dates, ZUS paid at the
 * wrong amount, the fiscal penalties from the minimum wage, a late return with the tax paid, a
 * refund's and an inspection's dates, the time limit of a year's PIT, the sections that answer
 * voluntary disclosure, KSeF and ZUS questions, and one's own account or case, which no article knows.
 */
describe("tax interest as the asker states it", () => {
  it("uses the rate the asker assumes, not the one in force", () => {
    // 10 000 × 10% × 20 / 365 = 54.79 → 55 (at 10.5% it would be 57.53 → 58).
    const answer = computed("Zaległy VAT 10 000 zł wpłacony 20 dni po terminie, przyjmij stawkę 10% – ile odsetek?");
    expect(answer).toContain("55 zł");
    expect(answer).toContain("10%");
  });

  it("halves the assumed rate after a correction filed on one's own and paid at once", () => {
    // 6 000 × 5% × 30 / 365 = 24.66 → 25.
    expect(
      computed(
        "Corrected my VAT return myself, 6,000 PLN more to pay, 30 days late, paying immediately. Rate 10%. Interest?",
        "en",
      ),
    ).toContain("PLN 25");
  });

  it("counts the days from a period's deadline to the payment date", () => {
    // A PIT advance for August is due on 21 September 2026 (the 20th is a Sunday); paid on 21 October: 30 days.
    const answer = conversation([
      "zaległa zaliczka PIT za sierpień 2026 – 4 000 zł",
      "ile odsetek jak wpłacę 21 października, stawka 10%?",
    ]);
    expect(answer).toContain("30 dni");
    expect(answer).toContain("33 zł");
  });

  it("reads a contribution sum without its currency and keeps ZUS's 48.06 zł threshold", () => {
    expect(computed("ZUS (1,788.29) paid 60 days after the deadline, assume 10% – interest?", "en")).toContain("48.06");
  });
});

describe("money paid at the wrong amount", () => {
  it("computes the shortfall of ZUS paid at the 2025 full amount", () => {
    expect(
      computed("Wpłaciłem pełny ZUS z chorobowym w kwocie 1773,96 zł z zeszłego roku – ile muszę dopłacić?"),
    ).toContain("152,80");
  });

  it("computes months of full ZUS paid instead of preferential", () => {
    // (1 926,76 − 456,18) × 2 = 2 941,16.
    expect(
      computed(
        "Przez 2 miesiące nadpłaciłam: płaciłam pełny ZUS z chorobowym zamiast preferencyjnego z chorobowym. Ile?",
      ),
    ).toContain("2941,16");
  });

  it("computes the lost 30% of input VAT without a required cash register", () => {
    expect(
      computed(
        "No cash register for a month although required, input VAT 2,000 PLN – how much deduction do I lose?",
        "en",
      ),
    ).toContain("600");
  });
});

describe("penalties, late filing and dates of the offices", () => {
  it("gives the fine ticket's range and the petty-offence boundary from the minimum wage", () => {
    expect(computed("Ile wynosi najwyższy mandat od urzędu skarbowego?")).toContain("24 030");
    expect(computed("Zaniżony VAT o 26 000 zł – wykroczenie czy przestępstwo?")).toContain("przestępstwo");
  });

  it("answers a return filed late with the tax paid by voluntary disclosure", () => {
    expect(
      reply("Zeznanie PIT-36 za 2025 wysłałam dopiero 12 maja, podatek zapłacony w terminie – co teraz?"),
    ).toContain("czynny żal");
  });

  it("dates a refund, an inspection's latest start and a year's time limit", () => {
    expect(computed("When will the refund from my PIT-37 return come?", "en")).toContain("45 days");
    expect(
      conversation([
        "zawiadomienie o kontroli z urzędu dostałem 5 października 2026",
        "najpóźniej kiedy mogą rozpocząć kontrolę?",
      ]),
    ).toContain("4 listopada 2026");
    expect(computed("Until when can the office question my PIT for 2022?", "en")).toContain("31 December 2028");
    expect(computed("Jak długo może trwać kontrola ZUS u mnie, nie mam pracowników?")).toContain("12 dni roboczych");
  });
});

describe("sections that answer the offices' questions", () => {
  it("points voluntary disclosure after a summons and with a correction at their own sections", () => {
    pointsAt(
      "Urząd wysłał mi już wezwanie – czy czynny żal coś jeszcze zmieni?",
      "bledy-korekta-czynny-zal",
      "nie dziala",
    );
    pointsAt(
      "I'm amending my return and paying at once – is czynny żal needed too?",
      "bledy-korekta-czynny-zal",
      "instead",
    );
  });

  it("points ZUS, KSeF and inspection questions at the sections that answer them", () => {
    pointsAt("ZUS i zdrowotna – czy mogę jednym przelewem?", "bledy-kary-i-pisma", "nrs");
    pointsAt("Invoice in KSeF went to a wrong NIP, how to fix?", "bledy-kary-i-pisma", "nip");
    pointsAt(
      "The ZUS audit goes beyond the limit of days – can I object?",
      "bledy-kary-i-pisma",
      "inspection running past",
    );
    expect(reply("Czy przy kontroli skarbówki muszę być obecny osobiście?")).toContain("upoważnion");
    expect(reply("Spóźniłem się dzień z ZUS, mam chorobowe dobrowolne – czy je straciłem?")).toMatch(
      /nie ustaje|nie traci/,
    );
  });
});

describe("a sum owed to the offices is no revenue", () => {
  it("does not record a late contribution or advance as the monthly revenue", () => {
    expect(
      turn("Miesięczna zaliczka PIT 2 400 zł zapłacona 6 dni po terminie – odsetki?").learned.monthlyRevenue,
    ).toBeUndefined();
    expect(
      turn("I paid my monthly ZUS 3 days late (1,600 PLN). Any interest?", "en").learned.monthlyRevenue,
    ).toBeUndefined();
  });
});

describe("one's own account or case", () => {
  it("is not answered by an article", () => {
    expect(outOfScope("Ile dokładnie mam teraz nadpłaty na koncie w urzędzie skarbowym?")).toBe(true);
    expect(outOfScope("Will I be inspected by ZUS next year?")).toBe(true);
    expect(outOfScope("How much will a tax adviser charge me for this appeal?")).toBe(true);
    expect(outOfScope("Ile wynosi opłata prolongacyjna w ZUS?")).toBe(false);
    // The books and a grant's criteria are rules; the accountant to pick and one's own odds are not.
    expect(outOfScope("która księgowość jest lepsza, uproszczona czy pełna?")).toBe(false);
    expect(outOfScope("jakie są szanse na dotację z PUP?")).toBe(false);
    expect(outOfScope("który księgowy w Poznaniu jest najlepszy?")).toBe(true);
    expect(outOfScope("Jakie mam szanse, że urząd umorzy mi zaległość?")).toBe(true);
  });
});
