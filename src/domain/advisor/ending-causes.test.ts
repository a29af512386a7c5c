import { describe, expect, it } from "vitest";
import { computed, pointed, pointsAt, reply } from "./set-causes-support.ts";

// Ending, pausing, selling or handing over a business: colloquial questions (Polish without
// diacritics, English) reach the section that answers them, and the answer states its figure.

describe("closing a sole trader's business: its date, last contributions, returns and cash register", () => {
  it("says the CEIDG end date may be back-dated, within 7 days of the real end", () => {
    pointsAt("czy moge zamknac jdg z data wsteczna od konca zeszlego miesiaca?", "zamkniecie-jdg", "data zakonczenia");
    pointsAt("can I backdate the closing date of my sole proprietorship?", "zamkniecie-jdg", "end date");
    expect(reply("zapomnialem zamknac firme pol roku temu, moge wpisac wczesniejsza date?")).toMatch(/wsteczn/);
    expect(reply("can I backdate the closing date of my sole proprietorship?", "en")).toMatch(/back-dated|earlier day/);
  });

  it("charges the full health contribution for the last, part month", () => {
    pointsAt("zamykam dzialalnosc 15 marca, ile zaplace zdrowotnej za marzec?", "zamkniecie-jdg", "ostatnie skladki");
    expect(reply("zamykam dzialalnosc 15 marca, ile zaplace zdrowotnej za marzec?")).toMatch(/pełnej wysokości/);
    expect(reply("closing my business mid-month, do I pay the full health contribution?", "en")).toMatch(
      /health contribution in full/,
    );
  });

  it("keeps the usual 30 April deadline for the last PIT", () => {
    pointsAt("po zamknieciu firmy do kiedy ostatni pit?", "zamkniecie-jdg", "ostatni pit");
    expect(reply("po zamknieciu firmy do kiedy ostatni pit?")).toMatch(/30 kwietnia/);
    expect(reply("after closing the business when is the last tax return due?", "en")).toMatch(/30 April/);
  });

  it("charges VAT on what is left only where VAT was deducted, at today's value, in the last JPK", () => {
    pointsAt(
      "laptop kupiony 3 lata temu z odliczonym vat, zamykam firme, musze placic vat?",
      "zamkniecie-jdg",
      "vat od remanentu",
    );
    expect(reply("auto kupione od osoby prywatnej bez vat, zamykam firme - place od niego vat?")).toMatch(
      /nie płacisz/,
    );
    expect(reply("jak wycenic towar w remanencie likwidacyjnym?")).toMatch(/cena nabycia|obecnej wartości/);
    expect(reply("in which JPK do I report the VAT from the closing stock-take?", "en")).toMatch(/JPK_V7/);
  });

  it("ends the cash register with a final report, and returns the relief within 3 years", () => {
    pointsAt("co zrobic z kasa fiskalna jak zamykam sklep?", "zamkniecie-jdg", "kasa fiskalna");
    expect(reply("what happens to my cash register when I close the shop?", "en")).toMatch(/fiscal report/);
    pointsAt("zamykam firme po roku, kasa kupiona z ulga, musze oddac ulge?", "kasa-fiskalna", "zamkniecie firmy");
  });

  it("says CEIDG deregisters the owner from ZUS, employees on ZUS ZWUA", () => {
    pointsAt("czy po zamknieciu firmy musze sie sam wyrejestrowac z zus?", "zamkniecie-jdg", "zus i podatki po");
    expect(reply("do I have to deregister from ZUS myself after closing the business?", "en")).toMatch(
      /no separate ZUS ZWUA/,
    );
  });

  it("keeps the owner liable for the business's debts after closing", () => {
    pointsAt("zamkne jdg a dlugi u dostawcow przepadna?", "zamkniecie-jdg", "dlugi po zamknieciu");
    expect(reply("if I close my JDG do my debts disappear?", "en")).toMatch(/does not cancel/);
  });
});

describe("suspension: how long, what to file, coming back", () => {
  it("has no upper limit for a sole trader and at least 30 days", () => {
    pointsAt("na jak dlugo moge zawiesic jdg? jest jakis limit?", "zawieszenie-dzialalnosci", "jak dlugo moze trwac");
    expect(reply("czy moge zawiesic firme na 5 lat?")).toMatch(/bezterminowo/);
    expect(reply("how long can I suspend my business, is there a limit?", "en")).toMatch(/indefinitely/);
  });

  it("allows selling a fixed asset while suspended", () => {
    pointsAt("w czasie zawieszenia moge sprzedac auto firmowe?", "zawieszenie-dzialalnosci", "co wolno");
  });

  it("lists what is still filed and how the business is resumed", () => {
    pointsAt("co trzeba skladac jak firma jest zawieszona?", "zawieszenie-dzialalnosci", "co trzeba skladac");
    expect(reply("what do I still have to file while my business is suspended?", "en")).toMatch(/30 April|JPK_V7/);
    expect(reply("firma zawieszona od lutego, czy wysylam jpk za te miesiace?")).toMatch(/nie wysyła JPK_V7/);
    pointsAt("jak odwiesic firme po zawieszeniu?", "zawieszenie-dzialalnosci", "powrot z zawieszenia");
    expect(reply("how do I resume my business after suspension?", "en")).toMatch(/CEIDG-1/);
  });
});

describe("a job, a pension or a new start after the business", () => {
  it("keeps the business beside a job, with voluntary social contributions", () => {
    pointsAt("wracam na etat od marca, zamknac firme czy zostawic?", "konczenie-etat-emerytura-nowy-start", "etat");
    expect(reply("dostalem prace na etat, co z moja jdg?")).toMatch(/4 806/);
    expect(reply("going back to a full-time job, should I close my business or keep it?", "en")).toMatch(/4,806/);
  });

  it("answers a decision to close made on going back to a job with the closing itself", () => {
    expect(pointed("dostalam prace na etacie i chce zlikwidowac firme, gdzie zlozyc wniosek?").join()).not.toContain(
      "konczenie-etat",
    );
    expect(reply("dostalam prace na etacie i chce zlikwidowac firme, gdzie zlozyc wniosek?")).toMatch(/CEIDG/);
    expect(reply("got a job again and I want to close my JDG – how much does it cost?", "en")).toMatch(
      /free of charge/,
    );
  });

  it("answers a second sole proprietorship with one entry and more PKD codes", () => {
    pointsAt("moge miec druga jdg na inna dzialalnosc?", "jdg-rejestracja-ceidg", "nowe uslugi");
    expect(pointed("pracuje dla dwoch firm na b2b, jaki zus?").join()).not.toContain("jdg-rejestracja");
  });

  it("needs no closing to retire, with only the health contribution compulsory", () => {
    pointsAt("ide na emeryture, musze zamknac firme?", "konczenie-etat-emerytura-nowy-start", "emerytura");
    expect(reply("przechodze na emeryture, czy musze zamykac firme?")).toMatch(/tylko składkę zdrowotną/);
    expect(reply("I'm retiring, do I have to close my business?", "en")).toMatch(/do not have to close/);
  });

  it("gives the start relief again only after 60 months", () => {
    pointsAt("zamknalem firme 3 lata temu, dostane znowu maly zus?", "konczenie-etat-emerytura-nowy-start", "ponowne");
    // The start relief asked by name is the start-relief article's, whose section says who may use it.
    pointsAt("chce kiedys znowu otworzyc firme, kiedy dostane ulge na start?", "ulga-na-start", "kto moze");
    expect(reply("zamknalem firme 3 lata temu, dostane znowu maly zus?")).toMatch(/60 miesięcy/);
  });
});

describe("selling a business or handing it to a child", () => {
  it("puts the sale of an enterprise outside VAT with PCC for the buyer", () => {
    pointsAt("chce sprzedac firme razem z klientami, co z vat?", "konczenie-sprzedaz-firmy", "vat i pcc");
    expect(reply("chce sprzedac firme razem z klientami, co z vat?")).toMatch(/nie podlega .*VAT/);
    expect(reply("I want to sell my business with its clients, is there VAT?", "en")).toMatch(/not subject to VAT/);
  });

  it("makes the buyer jointly liable for the seller's debts", () => {
    pointsAt("kupuje firme od kolegi, czy odpowiadam za jego dlugi?", "konczenie-sprzedaz-firmy", "dlugi");
    expect(reply("buying a business from a friend, am I liable for his debts?", "en")).toMatch(/jointly liable/);
  });

  it("takes neither a shop closing at six nor staff on contracts for an ending", () => {
    expect(pointed("zamykam sklep o 18, czy musze miec kase fiskalna?").join()).not.toContain("zamkniecie-jdg");
    expect(pointed("I have a JDG and an employment contract – which tax returns do I file?").join()).not.toContain(
      "konczenie",
    );
    expect(pointed("mam 2 osoby na umowie o prace, czy moge zawiesic firme?").join()).not.toContain("powrocie na etat");
  });

  it("does not take selling goods in one's business for selling the business", () => {
    expect(pointed("sprzedaje towar w firmie przez internet, jaki vat?").join()).not.toContain("konczenie");
    expect(pointed("syn pomaga mi w firmie, musze go zglosic do zus?").join()).not.toContain("konczenie");
  });

  it("computes the buyer's PCC: 2% on a business, 1% on shares, and no VAT calculation", () => {
    expect(computed("kupuje firme od kolegi za 200 tys zl, ile pcc zaplace?")).toMatch(/2% to 4000 zł/);
    expect(computed("buying a business for PLN 120,000 - how much PCC?", "en")).toMatch(/PLN 2,400/);
    expect(computed("kupuje udzialy w spolce z oo za 50 000 zl, ile pcc?")).toMatch(/1% PCC, czyli 500 zł/);
    expect(computed("sprzedaje firme za 200 tys zl, ile vat?")).toBe("");
  });

  it("exempts a gift of the business to a child after SD-Z2 within 6 months", () => {
    pointsAt("chce przekazac firme synowi, trzeba placic podatek?", "konczenie-sukcesja", "przekazanie firmy");
    expect(reply("I want to hand my business over to my daughter, any tax?", "en")).toMatch(/SD-Z2.*6 months/);
  });
});

describe("succession after the owner's death", () => {
  it("points at succession management, appointed within 2 months, for 2 years up to 5", () => {
    pointsAt("co sie stanie z firma taty po jego smierci?", "konczenie-sukcesja", "zarzad sukcesyjny");
    pointsAt("what happens to my business when I die?", "konczenie-sukcesja", "succession management");
    expect(reply("tata zmarl i zostawil firme, kto ja teraz prowadzi?")).toMatch(/2 miesięcy/);
    expect(reply("jak dlugo moze trwac zarzad sukcesyjny?")).toMatch(/2 lat.*5 lat/);
  });
});

describe("companies: liquidating an sp. z o.o., a partner leaving, closing a civil partnership", () => {
  it("liquidates an sp. z o.o. in steps, no sooner than 6 months after the announcement", () => {
    pointsAt("jak zlikwidowac spolke z o.o.?", "konczenie-likwidacja-spolki", "krok po kroku");
    pointsAt("how do I liquidate my sp. z o.o.?", "konczenie-likwidacja-spolki", "step by step");
    expect(reply("ile trwa likwidacja spolki z oo?")).toMatch(/6 miesięcy/);
    expect(reply("how long does liquidating a limited company take?", "en")).toMatch(/6 months/);
  });

  it("does not take the MSiG fee of a new company for a liquidation", () => {
    expect(pointed("otwieram spolke z oo, ile kosztuje ogloszenie w msig?").join()).not.toContain("likwidacja");
  });

  it("keeps the board liable after the company's removal, not as a sole trader", () => {
    pointsAt("czy prezes odpowiada za dlugi spolki po jej wykresleniu?", "konczenie-likwidacja-spolki", "dlugi spolki");
    expect(pointed("czy prezes odpowiada za dlugi spolki po jej wykresleniu?").join()).not.toContain(
      "dlugi po zamknieciu",
    );
  });

  it("lets a shareholder leave by selling or redeeming shares", () => {
    pointsAt("wspolnik chce wyjsc ze spolki z o.o., jak to zrobic?", "spolka-zoo", "wyjscie wspolnika");
    expect(reply("a shareholder wants to leave our sp. z o.o., how?", "en")).toMatch(/selling their shares/);
  });

  it("closes a civil partnership with VAT-Z, NIP-8 and the partners' CEIDG entries", () => {
    pointsAt("jak zamknac spolke cywilna?", "spolka-cywilna", "zamkniecie spolki cywilnej");
    expect(reply("how do we close our civil partnership?", "en")).toMatch(/NIP-8/);
    pointsAt("wspolnik odchodzi ze spolki cywilnej, co dalej?", "spolka-cywilna", "wyjscie wspolnika");
    expect(reply("one partner is leaving our civil partnership, what now?", "en")).toMatch(/at least two partners/);
  });
});
