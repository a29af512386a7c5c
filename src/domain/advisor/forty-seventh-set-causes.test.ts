import { describe, expect, it } from "vitest";
import { findAnswer } from "./knowledge-answer.ts";
import { recogniseActivity } from "./understanding/activity.ts";
import { readMessage } from "./understanding/classify.ts";
import { correctTerms } from "./understanding/typos.ts";
import { knowledge, turn, reply, pointsAt, pointed, outOfScope } from "./set-causes-support.ts";

// The general causes of the forty-seventh set's misses (first conversations in chat style), each
// checked on wordings of its own, not the set's questions.

describe("the forty-seventh set's causes: nothing recorded that the message does not state", () => {
  it("does not take an accountant who writes or warns for the user's trade", () => {
    expect(recogniseActivity("moja księgowa pisze, że od października muszę mieć skrzynkę do e-Doręczeń")).toBeNull();
    expect(recogniseActivity("our accountant wrote that we need a cash register")).toBeNull();
    expect(recogniseActivity("księgowy ostrzega, że przekroczę limit VAT")).toBeNull();
    // The user's own trade is still recognised.
    expect(recogniseActivity("prowadzę biuro rachunkowe od 2020 roku")).not.toBeNull();
  });
});

describe("the forty-seventh set's causes: a bare heading that asks for a date is a question", () => {
  it("reads 'deadline for…' and 'termin złożenia…' as questions, with 'my' in them", () => {
    expect(readMessage("deadline for the VAT return of my company for March").kind).toBe("question");
    expect(readMessage("termin złożenia PIT-28 za mój pierwszy rok").kind).toBe("question");
    // A deadline the user states is no question.
    expect(readMessage("termin płatności mam 14 dni").kind).not.toBe("question");
  });

  it("answers such a heading instead of asking about the business", () => {
    const t = turn("deadline for filing the yearly pit of my sole proprietorship", "en");
    expect(t.kind).toBe("answer");
    expect(t.content).toMatch(/30 April|April 30/);
  });
});

describe("the forty-seventh set's causes: questions reach their sections", () => {
  it("points two legal forms weighed for a start at the forms compared, whoever asks", () => {
    pointsAt("sole trader or limited company – which is better to start with?", "formy-prawne-wybor", "compared");
    pointsAt(
      "Jestem z Białorusi, co lepiej na początek: działalność czy spółka z o.o.?",
      "formy-prawne-wybor",
      "porown",
    );
    // Debts asked of the forms go to their own section.
    expect(pointed("JDG czy sp. z o.o. – przy której nie stracę mieszkania za długi?")).not.toContain(
      "formy-prawne-wybor#porownanie|compared",
    );
  });

  it("does not take where the asker comes from for another country's rules", () => {
    expect(reply("I'm from Ukraine and live in Gdańsk – sole proprietorship or sp. z o.o. to start?", "en")).toMatch(
      /5,000|5 000|full accounting/,
    );
  });

  it("says with the shareholders' limited liability that the board answers for the company's debts", () => {
    expect(
      reply("Jako wspólnik spółki z o.o. – czy komornik może wejść na moje prywatne konto za długi spółki?"),
    ).toMatch(/zarząd/);
  });

  it("answers a follow-up that points at a section of its own from that section", () => {
    const previous = "jakie są kary za spóźnioną fakturę w KSeF?";
    const followUp = "a paragony dla konsumentów też muszą być w KSeF?";
    const found = findAnswer(knowledge, `${previous} ${followUp}`, "pl", followUp);
    expect(found?.hit.heading).toMatch(/konsument/i);
  });
});

describe("the forty-seventh set's causes: what the advisor cannot know", () => {
  it("leaves a bank ranking, a local office's intake and a named provider's fee unanswered", () => {
    expect(outOfScope("which polish bank has the cheapest business account?")).toBe(true);
    expect(outOfScope("kiedy urząd pracy w Kielcach ogłosi nabór wniosków o dotację?")).toBe(true);
    expect(outOfScope("ile liczy księgowa pani Kowalska z Poznania za pełną księgowość?")).toBe(true);
    expect(outOfScope("is my REGON application already approved?")).toBe(true);
    expect(outOfScope("has our VAT registration application been processed yet?")).toBe(true);
    expect(outOfScope("czy mój wniosek o dotację został już rozpatrzony?")).toBe(true);
    expect(outOfScope("how long does the tax office take to process a VAT registration application?")).toBe(false);
    // The general rule stays answerable.
    expect(outOfScope("kiedy jest nabór na dotacje z urzędu pracy?")).toBe(false);
    expect(outOfScope("ile kosztuje księgowość na ryczałcie?")).toBe(false);
  });

  it("leaves a tax asked of another country unanswered, not a client there", () => {
    expect(outOfScope("A we Francji ile podatku płaci programista? Rozważam wyjazd.")).toBe(true);
    expect(outOfScope("in Spain, what tax does a freelancer pay?")).toBe(true);
    expect(outOfScope("Mam klienta w Niemczech – jaki VAT wpisać na fakturze?")).toBe(false);
  });
});

describe("the forty-seventh set's causes: shorthand the calculators read", () => {
  it("reads the invoice mark 'zw' before VAT as exempt from VAT", () => {
    expect(correctTerms("czy moge byc zw. z vat")).toContain("zwolniony z vat");
    expect(correctTerms("firma zw vat od marca")).toContain("zwolniony z vat");
    expect(reply("otwieram JDG 1 października 2026 – do jakiej kwoty sprzedaży zostanę zw. z VAT w tym roku?")).toMatch(
      /60 493,15/,
    );
  });
});
