import { describe, expect, it } from "vitest";
import { conversation, pointsAt, reply } from "./set-causes-support.ts";

// The general causes of the fiftieth set's misses (the turn of the year): questions reach the
// sections that answer them, checked on wordings of their own, not the set's questions.

describe("the fiftieth set's causes: gifts, bonuses and the owner's pay", () => {
  it("points gifts for clients at the small-value gifts' VAT limit", () => {
    pointsAt("upominki dla kontrahentów na koniec roku – od jakiej kwoty VAT?", "prezenty-premie-koniec-roku", "vat");
    expect(reply("gifts for our customers this Christmas – up to what value is there no VAT?", "en")).toMatch(/100/);
  });

  it("points branded give-aways at advertising and lavish gifts at representation", () => {
    pointsAt("długopisy z logo dla klientów – czy to koszt?", "prezenty-premie-koniec-roku", "gadzet");
    expect(reply("branded pens and calendars for clients – can I expense them?", "en")).toMatch(/advertis/);
    pointsAt("drogie wino dla kontrahenta – mogę wrzucić w koszty?", "prezenty-premie-koniec-roku", "alkohol");
    expect(reply("butelka whisky dla klienta za 400 zł – w koszty?")).toMatch(/reprezentac/);
  });

  it("makes vouchers for staff paid outside the social fund their income", () => {
    pointsAt(
      "karty podarunkowe dla pracowników na święta, bez ZFŚS – trzeba PIT?",
      "prezenty-premie-koniec-roku",
      "pracownik",
    );
    expect(reply("karty podarunkowe po 200 zł dla pracowników na święta – trzeba odprowadzić podatek?")).toMatch(
      /przychod/,
    );
  });

  it("keeps the owner's own pay out of costs", () => {
    pointsAt(
      "can I pay myself a bonus from the business and deduct it as a cost?",
      "prezenty-premie-koniec-roku",
      "owner",
    );
    expect(reply("czy właściciel JDG może wypłacić sobie wynagrodzenie i wrzucić je w koszty?")).toMatch(
      /nie stanowi|nie może/,
    );
  });
});

describe("the fiftieth set's causes: a company's year end", () => {
  it("keeps the statements' duty for a company that did nothing", () => {
    pointsAt(
      "spółka była uśpiona cały rok – sprawozdanie i tak trzeba?",
      "sprawozdanie-finansowe-spolki",
      "bez dzialalnosci",
    );
    expect(reply("our limited company was dormant all year, do we still file financial statements?", "en")).toMatch(
      /still/,
    );
  });

  it("points a company's year-end count at the stock-taking", () => {
    pointsAt("czy w spółce z o.o. robi się remanent na 31 grudnia?", "sprawozdanie-finansowe-spolki", "inwentaryzacja");
    expect(reply("w sp. z o.o. trzeba liczyć towar na koniec roku jak w remanencie?")).toMatch(/inwentaryzac/);
  });
});

describe("the fiftieth set's causes: the sole trader's turn of the year", () => {
  it("does not report the year-end stock count anywhere", () => {
    pointsAt("spis z natury z 31 grudnia – wysyłam go do urzędu?", "spis-z-natury", "nie zglasza");
    expect(reply("do I have to send my year-end stock count to the tax office?", "en")).toMatch(/not/);
  });

  it("changes the tax form only from the next year, and keeps it when nothing is filed", () => {
    pointsAt(
      "chcę jeszcze w tym roku przejść z ryczałtu na liniowy, od listopada 2026",
      "zmiana-formy-opodatkowania",
      "ograniczenia",
    );
    pointsAt("a jak zapomnę zgłosić zmiany formy opodatkowania?", "zmiana-formy-opodatkowania", "jak zglosic");
    expect(
      conversation(
        ["I want to move from the scale to flat tax for 2027 – deadline?", "what if I forget to do it?"],
        "en",
      ),
    ).toMatch(/previous|continue|stay|remain/);
  });

  it("reads a misspelt suspension and its shortest time", () => {
    pointsAt("na jak najkrócej mogę zawisić działalność?", "zawieszenie-dzialalnosci", "jak dlugo");
    expect(reply("minimalnie na ile dni można zawiesić firmę?")).toMatch(/30 dni/);
  });

  it("files the year's return for a partly suspended year by 30 April", () => {
    expect(reply("działalność zawieszona od października 2026 – czy składam zeznanie roczne?")).toMatch(/30 kwietnia/);
  });

  it("makes KSeF an obligation for VAT-exempt sellers too", () => {
    expect(reply("jestem zwolniony z VAT, czy obowiązek KSeF mnie dotyczy?")).toMatch(/obowiązek|obejmuje|dotyczy/);
  });

  it("points 'can I still take the contribution holiday' at its application's deadline", () => {
    pointsAt("can I still get the contribution holiday for January?", "wakacje-skladkowe", "deadline");
  });
});
