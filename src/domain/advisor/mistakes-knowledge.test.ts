import { describe, expect, it } from "vitest";
import { computed, pointsAt, reply } from "./set-causes-support.ts";

// Mistakes, corrections and dealings with the offices in a business's first years, asked in the
// askers' own words – Polish with and without diacritics, and English – not in any set's questions.

describe("paying tax or ZUS late", () => {
  it("points a late payment, the rate and sickness insurance at their sections", () => {
    pointsAt("zaplacilem vat 5 dni po terminie, co teraz?", "bledy-odsetki-podatkowe", "jak policzyc");
    pointsAt("I paid my PIT advance a week late, what now?", "bledy-odsetki-podatkowe", "how to calculate");
    pointsAt("ile wynosi stawka odsetek za zwłokę od podatku w 2026?", "bledy-odsetki-podatkowe", "stawka odsetek");
    pointsAt("what is the tax interest rate in 2026?", "bledy-odsetki-podatkowe", "default interest rate");
    pointsAt("zapłaciłem ZUS dzień po terminie, stracę chorobowe?", "bledy-odsetki-podatkowe", "spozniona skladka");
  });

  it("states the rate, the 8.70 zł threshold and the halved rate", () => {
    expect(reply("what is the tax interest rate in 2026?", "en")).toMatch(/^\*\*[^*]*10\.5%/);
    expect(reply("czy przy odsetkach ponizej 8,70 zl musze cos placic?")).toMatch(/^\*\*[^*]*8,70 zł/);
    expect(reply("co to jest obniżona stawka odsetek przy korekcie?")).toMatch(/^\*\*[^*]*5,25%/);
    expect(reply("zapłaciłem ZUS dzień po terminie, stracę chorobowe?")).toMatch(/chorobow[^.]*ustaje/);
  });

  it("computes the interest on a sum paid some days late", () => {
    expect(computed("ile odsetek od 5000 zł VAT zapłaconego 15 dni po terminie?")).toMatch(
      /^\*\*Odsetki za zwłokę od 5\s?000 zł za 15 dni spóźnienia to 22 zł\*\*[^]*21,58 zł/,
    );
    expect(computed("zaliczka pit 1000 zl zaplacona 10 dni po terminie - ile odsetek?")).toMatch(
      /^\*\*Od 1\s?000 zł za 10 dni spóźnienia odsetek nie płaci się\*\*[^]*2,88 zł/,
    );
    expect(computed("interest on 12,000 PLN of VAT paid 20 days late?", "en")).toMatch(/is PLN 69\*\*/);
    expect(computed("ile odsetek od 5000 zł VAT 15 dni po terminie, jeśli złożę korektę?")).toMatch(/5,25%[^.]*11 zł/);
    // A client's invoice is the commercial-transactions calculator's, not this one.
    expect(computed("ile odsetek od faktury 8000 zł za 30 dni po terminie?")).not.toMatch(/Ordynacji/);
  });

  it("charges no interest on ZUS contributions up to 1 % of the minimum wage, and never the halved rate", () => {
    // 4 000 zł × 10.5 % × 30 / 365 = 34.52 zł: above a tax's 8.70 zł, under ZUS's 48.06 zł.
    expect(computed("zaplacilem zus 4000 zl 30 dni po terminie, ile odsetek?")).toMatch(
      /^\*\*Od 4000 zł składek ZUS za 30 dni spóźnienia odsetek nie płaci się\*\*[^]*34,52 zł[^]*48,06 zł/,
    );
    expect(computed("ZUS contributions of 5,000 PLN paid 60 days late, interest?", "en")).toMatch(/is PLN 86\*\*/);
    expect(computed("skladki zus 5000 zl 60 dni po terminie, zlozylem korekte dra - odsetki?")).not.toMatch(/5,25%/);
  });
});

describe("arrears, instalments and deferral", () => {
  it("points ZUS and tax relief at their sections", () => {
    pointsAt("nie mam na zus, czy moge rozlozyc zaleglosci na raty?", "bledy-zaleglosci-raty", "uklad ratalny");
    pointsAt("can I pay ZUS arrears in instalments?", "bledy-zaleglosci-raty", "instalment plan with zus");
    pointsAt("czy moge odroczyc termin platnosci skladek zus?", "bledy-zaleglosci-raty", "odroczenie terminu");
    pointsAt("zaległy VAT – czy urząd skarbowy da raty?", "bledy-zaleglosci-raty", "raty i odroczenie podatku");
    pointsAt("czy zus umorzy moje zaleglosci?", "bledy-zaleglosci-raty", "umorzenie");
  });

  it("says what the instalment plan costs", () => {
    expect(reply("jak zawrzec uklad ratalny z zus?")).toMatch(/^\*\*Zaległe składki ZUS rozkłada się/);
    expect(reply("can I pay ZUS arrears in instalments?", "en")).toMatch(/prolongation fee/);
  });
});

describe("correcting a return and voluntary disclosure", () => {
  it("points corrections, czynny żal and late returns at their sections", () => {
    pointsAt("jak zlozyc korekte pit-36?", "bledy-korekta-czynny-zal", "korekta zeznania pit");
    pointsAt("how do I correct my PIT return?", "bledy-korekta-czynny-zal", "correcting a pit return");
    pointsAt("co to jest czynny żal?", "bledy-korekta-czynny-zal", "czynny zal – zawiadomienie");
    pointsAt("kiedy czynny zal nie dziala?", "bledy-korekta-czynny-zal", "kiedy czynny zal nie dziala");
    pointsAt("nie zlozylem pit w terminie, co grozi?", "bledy-korekta-czynny-zal", "spozniony pit");
    pointsAt("zapomniałem wysłać JPK za październik, co teraz?", "jpk-v7", "spozniony albo niewyslany");
    pointsAt("wezwanie do korekty jpk - kara 500 zl?", "jpk-v7", "wezwanie do korekty");
  });

  it("answers with the correction's form and the fine's range", () => {
    expect(reply("how do I correct my PIT return?", "en")).toMatch(
      /^\*\*A PIT-36, PIT-36L or PIT-28 return is corrected/,
    );
    expect(reply("nie zlozylem pit w terminie, co grozi?")).toMatch(/480,60 zł/);
    expect(reply("pomylka w jpk, jak poprawic?")).toMatch(/celem złożenia „2”/);
  });
});

describe("missed registrations and the CEIDG entry", () => {
  it("points each missed deadline at its section", () => {
    pointsAt("przekroczylem 240 tys i nie zlozylem vat-r, co teraz?", "bledy-spoznione-zgloszenia", "spozniony vat-r");
    pointsAt("I forgot to register for VAT after crossing the limit", "bledy-spoznione-zgloszenia", "late vat-r");
    pointsAt("zgłosiłem się do ZUS po 10 dniach, co teraz?", "bledy-spoznione-zgloszenia", "po 7 dniach");
    pointsAt("przegapilem termin wyboru podatku liniowego, co teraz?", "bledy-spoznione-zgloszenia", "przegapiony");
    pointsAt("wybralem zla forme opodatkowania, czy moge zmienic?", "bledy-spoznione-zgloszenia", "zle wybrana");
    pointsAt("blad we wpisie ceidg - jak poprawic?", "bledy-spoznione-zgloszenia", "blad we wpisie");
    pointsAt("nie zglosilem zmiany adresu w ceidg w 7 dni, kara?", "bledy-spoznione-zgloszenia", "zmiana danych");
  });

  it("says the scale applies after a missed choice", () => {
    expect(reply("przegapilem termin wyboru podatku liniowego, co teraz?")).toMatch(/^\*\*[^*]*skali podatkowej/);
  });
});

describe("money back and the limitation period", () => {
  it("points overpayments and limitation at their sections", () => {
    pointsAt("zaplacilem podatek dwa razy, jak odzyskac nadplate?", "bledy-nadplata-przedawnienie", "nadplata podatku");
    pointsAt("I overpaid ZUS, how do I get it back?", "bledy-nadplata-przedawnienie", "overpaid zus");
    pointsAt("po ilu latach przedawnia sie podatek?", "bledy-nadplata-przedawnienie", "przedawnienie podatku");
    pointsAt("przedawnienie składek ZUS?", "bledy-nadplata-przedawnienie", "przedawnienie skladek");
  });

  it("states 30 days and 5 years", () => {
    expect(reply("zaplacilem podatek dwa razy, jak odzyskac nadplate?")).toMatch(/^\*\*[^*]*30 dni/);
    expect(reply("how long until tax becomes time-barred in Poland?", "en")).toMatch(/^\*\*[^*]*5 years/);
  });
});

describe("a wrong transfer or invoice, inspections and letters", () => {
  it("points each at its section", () => {
    pointsAt("wpisałem zły symbol formularza w przelewie – co zrobić?", "mikrorachunek-podatkowy", "blednym symbolem");
    pointsAt("zaplacilem zus na mikrorachunek przez pomylke, co teraz?", "mikrorachunek-podatkowy", "skladki zus");
    pointsAt("wystawilem fakture poza ksef przez pomylke, co teraz?", "faktura-wystawianie-korekta", "poza ksef");
    pointsAt("zla stawka vat na fakturze, co zrobic?", "faktura-wystawianie-korekta", "zla stawka");
    pointsAt("jaka kara za brak kasy fiskalnej?", "kasa-fiskalna", "kara za brak kasy");
    pointsAt(
      "dostalem zawiadomienie o kontroli, czy moge jeszcze zlozyc korekte?",
      "kontrola-przedsiebiorcy",
      "korekta po",
    );
    pointsAt("jakie mam prawa podczas kontroli skarbowej?", "kontrola-przedsiebiorcy", "prawa przedsiebiorcy");
    pointsAt("kontrola z zus w jednoosobowej firmie - jak wyglada?", "kontrola-przedsiebiorcy", "kontrola zus");
    pointsAt("nie odebralem listu z urzedu skarbowego, co teraz?", "e-doreczenia", "kiedy pismo");
    pointsAt("I got a summons from the tax office, what should I do?", "e-doreczenia", "summons");
  });

  it("answers with the decisive facts", () => {
    expect(reply("jaka kara za brak kasy fiskalnej?")).toMatch(/^\*\*[^*]*30% VAT/);
    expect(reply("nie odebralem listu z urzedu skarbowego, co teraz?")).toMatch(/^\*\*[^*]*14 dniach/);
    expect(reply("I used the wrong form symbol in my tax transfer, what now?", "en")).toMatch(/rebook/);
  });
});
