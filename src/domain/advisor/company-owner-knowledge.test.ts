import { describe, expect, it } from "vitest";
import { computed, pointsAt, reply } from "./set-causes-support.ts";

// An owner of a small company and their money: paying themselves, loans both ways, dividends,
// Estonian CIT's payment date, a board member's liability and KRS changes – in Polish with and
// without diacritics and in English, each reaching the section whose first sentence answers it.

describe("paying yourself from an sp. z o.o.", () => {
  it("compares a salary with a dividend by their burden", () => {
    pointsAt(
      "pensja czy dywidenda, co sie bardziej oplaca?",
      "wlasciciel-wynagrodzenie-ze-spolki",
      "pensja czy dywidenda",
    );
    expect(reply("Czy dywidenda jest lepsza od pensji w jednoosobowej spółce?")).toMatch(/26,29%/);
    expect(reply("salary or dividend from my limited company – which is better?", "en")).toMatch(/26\.29%/);
  });

  it("says a sole shareholder cannot be an employee of their own company", () => {
    expect(reply("czy jedyny wspolnik moze byc zatrudniony na umowe o prace we wlasnej spolce?")).toMatch(
      /nie może .*skutecznie zostać pracownikiem/,
    );
    expect(reply("can a sole shareholder be employed in their own company?", "en")).toMatch(/cannot effectively/);
  });

  it("sends a management contract and invoices from one's own JDG to their section", () => {
    expect(reply("kontrakt menedżerski prezesa a zus")).toMatch(/jak od umowy zlecenia/);
    expect(reply("czy mogę wystawiać faktury z mojej JDG do mojej spółki z o.o.?")).toMatch(/wystawiać spółce faktury/);
    expect(reply("can I invoice my company from my sole proprietorship?", "en")).toMatch(/invoice the company/);
  });

  it("values a company car's private use at 250/400 zł for an employee", () => {
    expect(reply("samochód spółki z o.o. jeździ nim prezes prywatnie – jaki przychód?")).toMatch(/250 zł/);
  });
});

describe("dividends: no contributions, the resolution and an advance", () => {
  it("charges no ZUS or health contribution on a dividend", () => {
    expect(reply("czy od dywidendy płaci się składkę zdrowotną?")).toMatch(
      /nie płaci .*składek ZUS ani składki zdrowotnej/,
    );
    expect(reply("czy wspolnik placi zdrowotna od dywidendy?")).toMatch(/nie płaci/);
    expect(reply("does the shareholder pay health insurance on a dividend?", "en")).toMatch(/pays no ZUS/);
  });

  it("pays an advance on a dividend up to half of the profit", () => {
    pointsAt("zaliczka na dywidende w trakcie roku?", "dywidenda-wspolnik", "zaliczka na dywidende");
    expect(reply("Czy zaliczki na dywidendę są legalne w sp. z o.o.?")).toMatch(/zaliczkę na poczet przewidywanej/);
    expect(reply("interim dividend rules?", "en")).toMatch(/advance on the expected dividend/);
  });

  it("pays last year's dividend after the approval, by 30 June", () => {
    expect(reply("kiedy moge wyplacic dywidende za 2025?")).toMatch(/30 czerwca 2026/);
  });
});

describe("loans between the company and its shareholder", () => {
  it("exempts a shareholder's loan to the company from PCC", () => {
    expect(reply("pożyczka od wspólnika dla spółki – czy trzeba płacić PCC?")).toMatch(/zwolniona z podatku/);
    expect(reply("chce pozyczyc mojej spolce 50 tys, jaki podatek?")).toMatch(/zwolniona/);
    expect(reply("loan from shareholder to the company pcc?", "en")).toMatch(/exempt/);
  });

  it("charges 0.5% PCC on a loan from the company to the shareholder", () => {
    expect(reply("czy spółka może mi pożyczyć pieniądze bez odsetek?")).toMatch(/0,5% PCC/);
    expect(reply("ile wynosi PCC od pozyczki od spolki?")).toMatch(/0,5% PCC/);
    expect(reply("can my company lend me money?", "en")).toMatch(/0\.5% PCC/);
  });

  it("treats a loan to a shareholder under Estonian CIT as a hidden profit", () => {
    expect(reply("pożyczka dla wspólnika w estońskim CIT?")).toMatch(/[Uu]kryte zyski/);
    expect(reply("tax on a loan to a shareholder under Estonian CIT?", "en")).toMatch(/[Hh]idden profits/);
  });
});

describe("Estonian CIT's payment date", () => {
  it("pays by the 20th of the month after the payout", () => {
    expect(reply("kiedy płaci się estoński CIT?")).toMatch(/do 20\. dnia miesiąca/);
    expect(reply("when is Estonian CIT paid?", "en")).toMatch(/by the 20th day/);
  });
});

describe("a board member's liability", () => {
  it("files for bankruptcy within 30 days of insolvency", () => {
    expect(reply("w jakim terminie złożyć wniosek o upadłość spółki?")).toMatch(/30 dni/);
    expect(reply("when must the board file for bankruptcy?", "en")).toMatch(/30 days/);
  });

  it("holds the board liable for the company's tax arrears under art. 116", () => {
    expect(reply("zaległy VAT spółki – czy członek zarządu zapłaci z własnego majątku?")).toMatch(/art\. 116/);
  });

  it("holds the board liable once enforcement against the company fails", () => {
    expect(reply("czy prezes odpowiada za dlugi spolki z oo?")).toMatch(/299/);
    expect(reply("am I personally liable for my company's debts as a director?", "en")).toMatch(/article 299/);
  });

  it("protects a spouse by a prenuptial agreement only if the creditor knew", () => {
    expect(reply("czy intercyza chroni przed dlugami spolki?")).toMatch(/wierzyciel wiedział/);
  });
});

describe("changes in the KRS", () => {
  it("gives 7 days to report a change", () => {
    expect(reply("ile dni na zgłoszenie zmiany zarządu w KRS?")).toMatch(/7 dni/);
    expect(reply("how many days do I have to report a new board member to the KRS?", "en")).toMatch(/7 days/);
  });

  it("charges 250 zł plus 100 zł for the notice", () => {
    expect(reply("zmiana adresu spolki w krs ile kosztuje?")).toMatch(/250 zł .*100 zł/);
    expect(reply("how much does a change in the KRS cost?", "en")).toMatch(/PLN 250/);
  });

  it("files a new list of shareholders after a sale of shares", () => {
    expect(reply("sprzedalem udzialy, co zglosic do krs i crbr?")).toMatch(/listę wspólników/);
  });

  it("makes an amendment of the articles effective only on entry", () => {
    expect(reply("zmiana umowy spolki od kiedy obowiazuje?")).toMatch(/z chwilą wpisu/);
  });
});

describe("the dividend calculator", () => {
  it("takes CIT and then 19% from a profit paid out as a dividend", () => {
    const pl = computed("Ile zostanie mi z 200 000 zł zysku wypłaconego jako dywidenda?");
    expect(pl).toMatch(/zostanie Ci w 2026 r\. 147 420 zł przy CIT 9%/);
    expect(pl).toMatch(/Przy CIT 19%.*131 220 zł/);
    expect(computed("ile zostanie z 100 000 zl zysku jako dywidenda przy cit 9%?")).not.toMatch(/Przy CIT 19%/);
    expect(computed("how much do I keep from PLN 300,000 profit paid out as a dividend?", "en")).toMatch(
      /you keep PLN 221,130 in 2026 with 9% CIT/,
    );
  });

  it("takes 19% from a dividend named without a profit", () => {
    expect(computed("dywidenda 50 000 zł – ile podatku?")).toMatch(/9500 zł, więc na konto wspólnika trafi 40 500 zł/);
    expect(computed("I get a dividend of PLN 40,000 – how much tax?", "en")).toMatch(/PLN 7,600.*PLN 32,400/);
  });

  it("answers a profit's taxes asked without 'how much', never with a bare translation key", () => {
    // The older calculator for the same question (team.ts) had kept its locale key, since replaced.
    expect(computed("dywidenda z 200 tys. zysku, jakie podatki?")).toMatch(/147 420 zł/);
    expect(computed("200k profit, taking everything out as a dividend - taxes?", "en")).toMatch(/PLN 147,420/);
  });

  it("leaves Estonian CIT and a deadline to their own answers", () => {
    expect(computed("spółka na estońskim CIT wypłaca 100 000 zł dywidendy, ile podatku?")).toMatch(/estońskim CIT/);
    expect(computed("do kiedy zapłacić podatek od dywidendy 10 000 zł?")).not.toMatch(/na konto wspólnika/);
  });
});
