import { describe, expect, it } from "vitest";
import { computed, conversation, outOfScope, pointsAt, reply } from "./set-causes-support.ts";

// The general causes of the sixty-third set's misses (ADR 014: licensed professions with a practice
// of their own – the lump sum asked with the rate alone, ZUS and the health contribution beside a
// hospital job, a former employer and an earlier business, the medical VAT exemption and its basis,
// a beauty service's cash register, KSeF for an exempt doctor, market prices and forecasts), each on
// wordings of its own. Figures: the 2026 parameters (minimum wage 4 806 zł, full ZUS 1 788,29 zł or
// 1 926,76 zł with sickness insurance, preferential 456,18 zł with it, lump-sum health 830,58 zł).

describe("the sixty-third set's causes: the lump sum asked with the rate alone", () => {
  it("reads a lump-sum rate beside a revenue as the lump sum's, without the word ryczałt", () => {
    expect(computed("fizjoterapeutka, przychód 9 000 zł miesięcznie, stawka 14. ile podatku bez odliczeń?")).toMatch(
      /1260 zł miesięcznie/,
    );
    expect(computed("Therapist with 8000 PLN monthly revenue at 14 %. Tax before deductions?", "en")).toMatch(
      /PLN 1,120 a month/,
    );
    // A rate beside an income is the tax scale's or the flat tax's, not the lump sum's.
    expect(computed("dochód 9 000 zł miesięcznie, 12%, ile podatku?")).not.toMatch(/Na ryczałcie/);
  });

  it("answers a follow-up naming another rate, and half the health contribution taken off", () => {
    const other = conversation(["adwokatka, 15 tys. przychodu miesięcznie, rozważam ryczałt", "a przy 17?"]);
    expect(other).toMatch(/2550 zł miesięcznie/);
    const half = computed("ryczałt 14%, przychód 10 000 zł, ile zapłacę po odliczeniu połowy zdrowotnej 830,58?");
    // (10 000 − 415,29) × 14% = 1 341,86
    expect(half).toMatch(/1341,86/);
  });
});

describe("the sixty-third set's causes: ZUS and the health contribution", () => {
  it("reads the middle lump-sum band written as 60–300k", () => {
    const a = computed("duży ZUS bez chorobowego plus zdrowotna ryczałt w przedziale 60–300k, razem miesięcznie?");
    expect(a).toMatch(/2618,87|2 618,87/);
  });

  it("answers a stage named alone and the rise after the preferential one", () => {
    expect(computed("Full ZUS with sickness insurance for 2026, self-employed nurse?", "en")).toMatch(/1,926\.76/);
    expect(computed("o ile wzrosną moje składki po końcu preferencyjnego ZUS, z chorobowym?")).toMatch(/1470,58/);
  });

  it("says the health contribution's floor is the minimum", () => {
    expect(computed("on the tax scale with income of 3 000 a month, health contribution?", "en")).toMatch(
      /minimum of PLN 432\.54/,
    );
  });

  it("points a job beside a practice at the right sections", () => {
    pointsAt(
      "mam etat w przychodni za 3200 brutto i prywatną praktykę – składki społeczne z firmy?",
      "prof-kontrakt-obok-etatu",
      "zus przy etacie",
    );
    pointsAt(
      "Full-time hospital job plus B2B – is the health contribution from B2B still due?",
      "prof-kontrakt-obok-etatu",
      "skladka zdrowotna",
    );
    pointsAt(
      "pracowałam w klinice X w 2023, teraz kontrakt dla X – preferencyjny ZUS?",
      "prof-kontrakt-obok-etatu",
      "byly pracodawca",
    );
    pointsAt(
      "trener personalny: ulga na start, gdy 2 lata temu zamknąłem firmę?",
      "prof-kontrakt-obok-etatu",
      "poprzednia firma",
    );
    const a = reply("mam etat w szpitalu i dyżury na b2b – czy ze zdrowotnej z b2b jestem zwolniony?");
    expect(a).toMatch(/osobno/);
  });
});

describe("the sixty-third set's causes: VAT, the cash register, KSeF and equipment", () => {
  it("answers a medical professional's VAT beside the 240 000 zł limit from the exemption, not the limit", () => {
    const q = "pielęgniarka na kontrakcie, przychód 25 tys. miesięcznie – czy muszę zostać vatowcem?";
    expect(computed(q)).toBe("");
    pointsAt(q, "prof-vat-uslugi-medyczne", "kto ma zwolnienie");
    expect(reply(q)).toMatch(/art\. 43 ust\. 1 pkt 19/);
    // A VAT payer's own sum is still computed.
    expect(computed("jestem czynnym vatowcem, lekarz, opinia za 500 zł netto – ile VAT doliczyć?")).toMatch(/115/);
  });

  it("points the invoice basis, aesthetic treatments and the beauty register at their sections", () => {
    pointsAt(
      "psycholog zwolniony z VAT – jaką podstawę wpisać na rachunku?",
      "prof-vat-uslugi-medyczne",
      "podstawa zwolnienia",
    );
    pointsAt(
      "lekarka, wypełniacze czysto kosmetyczne – zwolnione z VAT?",
      "prof-vat-uslugi-medyczne",
      "medycyna estetyczna",
    );
    const till = "fryzjerka dojeżdżająca do klientek – kasa fiskalna od razu czy po 20 tys.?";
    expect(computed(till)).toBe("");
    pointsAt(till, "prof-kasa-faktury-gabinet", "kosmetyczka");
    pointsAt("dentysta bez VAT – faktury dla kliniki w KSeF?", "prof-kasa-faktury-gabinet", "kontrakt lekarza");
  });

  it("answers the sale crossing the VAT limit from the articles", () => {
    const q = "sprzedałem już 235 tys., w grudniu przekroczę 240 tys. – od kiedy płacę VAT?";
    expect(computed(q)).toBe("");
    pointsAt(q, "vat-zwolnienie-limit", "przekroczenie limitu");
  });

  it("points expensive medical equipment at one-off depreciation", () => {
    pointsAt(
      "stomatolog kupuje laser za 90 tys. – mogę jednorazowo w koszty?",
      "amortyzacja-jednorazowa-maly-podatnik",
      "limit jednorazowej",
    );
  });
});

describe("the sixty-third set's causes: instructors and trainers", () => {
  it("points a driving school's and a trainer's questions at their article", () => {
    pointsAt("prowadzę OSK – czy kurs na kategorię B jest bez VAT?", "prof-instruktor-trener");
    pointsAt("driving instructor, which lump-sum rate?", "prof-instruktor-trener");
    pointsAt("instruktorka jogi na JDG – jaki ryczałt?", "prof-instruktor-trener", "ryczalt 8,5%");
    expect(reply("szkoła nauki jazdy: kurs kategorii B a VAT?")).toMatch(/art\. 43 ust\. 1 pkt 29/);
  });
});

describe("the sixty-third set's causes: what no article knows", () => {
  it("declines market prices, dues and forecasts of the professions", () => {
    expect(outOfScope("what are the nursing chamber membership dues in Gdańsk this year?")).toBe(true);
    expect(outOfScope("how much does a dentist's OC policy cost a year?")).toBe(true);
    expect(outOfScope("jakie stawki godzinowe dla fizjoterapeuty na b2b są normalne?")).toBe(true);
    expect(outOfScope("ile bierze księgowa za prowadzenie ksiąg psychologa?")).toBe(true);
    expect(outOfScope("czy w 2028 stawka ryczałtu dla psychologów wzrośnie?")).toBe(true);
    expect(outOfScope("czy NFZ podniesie stawki dla pielęgniarek?")).toBe(true);
  });

  it("keeps the rules around them the advisor's", () => {
    expect(outOfScope("czy składka do izby lekarskiej to koszt?")).toBe(false);
    expect(outOfScope("what are the membership dues as a cost for a doctor?")).toBe(false);
    expect(outOfScope("jaka stawka ryczałtu dla fizjoterapeuty?")).toBe(false);
    expect(outOfScope("czy stawka ryczałtu zmieni się, gdy przekroczę 100 tys.?")).toBe(false);
    expect(outOfScope("czy OC lekarza jest obowiązkowe?")).toBe(false);
  });
});

describe("the lump sum less half of a stated health contribution", () => {
  it("deducts half the contribution from the revenue before the rate, in both languages", () => {
    const pl = computed(
      "psycholożka na ryczałcie 14 %, przychód 10 000 zł, odliczam połowę zdrowotnej 461,66 – ile podatku?",
    );
    expect(pl).toMatch(/\(230,83 zł\)/);
    expect(pl).toMatch(/podatek wynosi 1\s?367,68 zł/);
    const en = computed(
      "lump sum 14%, revenue 10,000 PLN, I deduct half of the health contribution 461.66 - how much tax?",
      "en",
    );
    expect(en).toMatch(/the tax is PLN 1,367\.68/);
  });
});
