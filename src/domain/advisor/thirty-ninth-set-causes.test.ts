import { describe, expect, it } from "vitest";
import { computed, conversation, pointed, pointsAt, turn } from "./set-causes-support.ts";
import { startDateOf } from "./understanding/start-date.ts";
import { recogniseActivity } from "./understanding/activity.ts";

// The general causes of the thirty-ninth set's misses (ADR 014: a founder's first year – ZUS beside
// a job and after a former employer, the relief's months and savings, payment days, the tax form's
// deadline, the first employee, liability, the VAT limit), each on wordings of its own.
// Figures: the 2026 parameters (minimum wage 4 806 zł, preferential and full ZUS, health contribution).

describe("the thirty-ninth set's causes: ZUS in the first year", () => {
  it("answers a JDG beside a job paying at least the minimum wage with the health contribution only", () => {
    const pl = computed("Pracuję na etacie za 6500 brutto i chcę prowadzić firmę po godzinach. Jaki ZUS z firmy?");
    expect(pl).toMatch(/nie płacisz składek społecznych/);
    expect(pl).toMatch(/4806|4 806/);
    const en = computed(
      "I have a full-time job and want a business on the side. What ZUS contributions from the business?",
      "en",
    );
    expect(en).toMatch(/do not pay social/);
    // A salary below the minimum wage does not free the business.
    expect(computed("Mam etat za 3000 brutto i firmę na boku. Jakie składki ZUS z firmy?")).not.toMatch(/nie płacisz/);
  });

  it("explains the former employer's rule: only the same work in this or last year loses the reliefs", () => {
    const q =
      "Do marca pracowałam na etacie w biurze, teraz zakładam firmę i była firma chce mnie wziąć na b2b. Mam ulgę na start?";
    const a = computed(q);
    expect(a).toMatch(/te same czynności/);
    expect(a).toMatch(/bieżącym lub poprzednim/);
    expect(a).toMatch(/1926,76|1 926,76/);
  });

  it("computes what the six relief months save against preferential ZUS", () => {
    const a = computed("Ile oszczędzam dzięki uldze na start zamiast od razu płacić preferencyjny ZUS?");
    expect(a).toMatch(/2525,16|2 525,16/);
    expect(a).toMatch(/2737,08|2 737,08/);
  });

  it("dates the relief and keeps the health contribution when both are asked", () => {
    const a = computed("Otwieram firmę od 1 kwietnia 2026. Do kiedy mogę nie płacić ZUS i czy zdrowotną też?");
    expect(a).toMatch(/30 września 2026/);
    expect(a).toMatch(/zdrowotn/);
  });

  it("tells the switch from the relief to preferential ZUS is filed (ZWUA, ZUA)", () => {
    const a = computed("Kończy mi się ulga na start – czy na preferencyjny ZUS przełączy mnie automatycznie?");
    expect(a).toMatch(/ZWUA/);
    expect(a).toMatch(/ZUA z kodem 05 70/);
  });

  it("gives ZUS's payment day and its shift to the next working day", () => {
    expect(computed("Którego dnia płacę składki ZUS? A jeśli 20. to niedziela?")).toMatch(/najbliższy dzień roboczy/);
    const en = conversation(["How much is preferential ZUS in 2026?", "and which day of the month is it due?"], "en");
    expect(en).toMatch(/20th/);
    // A month's own date stays with the deadline calculator.
    expect(computed("Do kiedy zapłacić ZUS za październik 2026 na JDG?")).not.toMatch(/Składki ZUS za dany miesiąc/);
    // VAT's own day is not ZUS's.
    expect(computed("Do kiedy płacę VAT za marzec?")).not.toMatch(/Składki ZUS za dany miesiąc/);
  });
});

describe("the thirty-ninth set's causes: figures of a follow-up", () => {
  it("adds full ZUS and the lump-sum bracket's health contribution told before", () => {
    const a = conversation([
      "Jestem na ryczałcie, przychód 10 000 zł miesięcznie.",
      "A na pełnym ZUS z chorobowym, przy tym przychodzie, ile razem?",
    ]);
    expect(a).toMatch(/2757,34|2 757,34/);
  });

  it("counts the flat-tax health contribution from the follow-up's own income", () => {
    const en = conversation(
      [
        "Which ryczałt rate applies to IT services?",
        "What if I choose the flat tax instead, with income of 20,000 PLN a month – how much health contribution?",
      ],
      "en",
    );
    expect(en).toMatch(/980/);
  });
});

describe("the thirty-ninth set's causes: deadlines and limits", () => {
  it("dates the tax form's report from the month of the first revenue", () => {
    const a = computed(
      "Firmę rejestruję w lutym 2026, pierwszy przychód będzie w czerwcu. Do kiedy zgłosić formę opodatkowania?",
    );
    expect(a).toMatch(/20 lipca 2026/);
    expect(a).toMatch(/skali/);
    // The month of the first invoice, not a month named before it; 20 June 2026 is a Saturday.
    expect(
      computed("First invoice of 2026 on 5 May (nothing in Jan-Apr). By when do I report my tax form?", "en"),
    ).toMatch(/22 June 2026/);
  });

  it("reads 'how much can I sell without VAT' as the pro-rata exemption limit", () => {
    expect(computed("Zaczynam działalność 1 października 2026 – do ilu mogę sprzedać bez VAT w tym roku?")).toMatch(
      /limit zwolnienia z VAT/,
    );
  });

  it("places a start without a year in the year another sentence writes", () => {
    const today = new Date(Date.UTC(2026, 10, 28));
    expect(startDateOf("Na etacie byłem do końca lutego 2026. Od 1 marca otwieram firmę.", false, today)?.date).toBe(
      "2026-03-01",
    );
    expect(startDateOf("Od 1 marca otwieram firmę.", false, today)?.date).toBe("2027-03-01");
    // A year named on its own in the message places it too; a past year named is no start's year.
    const told = "fizjo gabinet, start 1 lipca, tylko pacjenci prywatni. do jakiej kwoty bez kasy w 2026?";
    expect(startDateOf(told, false, today)?.date).toBe("2026-07-01");
    expect(startDateOf("zaczynam 1 marca, w 2025 miałam etat", false, today)?.date).toBe("2027-03-01");
  });

  it("does not read moving house as a removals business", () => {
    expect(recogniseActivity("Przeprowadziłam się i zmieniłam adres firmy (przeprowadzka).")).toBeNull();
    expect(recogniseActivity("Prowadzę firmę przeprowadzkową.")?.id).toBe("road_freight");
  });
});

describe("the thirty-ninth set's causes: the articles that answer", () => {
  it("points the first day of a new employee at the examination and BHP training", () => {
    pointsAt(
      "Zatrudniam kelnera – co muszę załatwić przed jego pierwszym dniem pracy?",
      "pierwszy-pracownik-obowiazki",
      "przed pierwszym",
    );
    // A number of days asked too keeps the ZUS registration's answer.
    expect(
      pointed("W ciągu ilu dni zgłaszam kelnera do ZUS i co muszę zrobić przed jego pierwszym dniem?"),
    ).not.toContain("pierwszy-pracownik-obowiazki#przed pierwszym|before the first");
  });

  it("points foreign sales and the 240k limit at what the limit counts", () => {
    pointsAt(
      "Czy faktury dla klienta z zagranicy wliczają się do limitu 240 tys.?",
      "vat-zwolnienie-limit",
      "co wlicza",
    );
  });

  it("points staying exempt with business clients at voluntary VAT registration", () => {
    pointsAt(
      "Is staying VAT exempt worth it when my clients are VAT-registered businesses?",
      "rejestracja-vat-r",
      "voluntary",
    );
  });

  it("points a JDG's personal liability at the liability section, not a company's tax", () => {
    pointsAt(
      "Would a company protect my house if the business goes bust, or am I personally liable?",
      "formy-prawne-wybor",
    );
    expect(pointed("Jaki CIT zapłaci spółka, która chroni mieszkanie wspólników?")).not.toContain(
      "formy-prawne-wybor#odpowiedzialność|liability",
    );
  });

  it("answers whether a JDG needs an accountant from the registration article", () => {
    const a = turn("Czy na JDG muszę mieć biuro rachunkowe, czy mogę prowadzić wszystko samodzielnie?");
    expect(a.content).toMatch(/nie nakładają na JDG obowiązku/);
  });

  it("says e-Doręczenia is mandatory and free", () => {
    expect(turn("Czy e-Doręczenia są obowiązkowe dla nowej firmy i ile kosztują?").content).toMatch(
      /obowiązkow.*bezpłatn/s,
    );
  });
});
