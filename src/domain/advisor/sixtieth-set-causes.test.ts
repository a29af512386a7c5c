import { describe, expect, it } from "vitest";
import { advise, type ConversationContext } from "./advisor.ts";
import { conversation, knowledge, outOfScope, pointsAt } from "./set-causes-support.ts";
import { corrected, isCorrection } from "./understanding/correction.ts";
import { withFollowUp } from "./understanding/follow-up.ts";

/**
 * The causes behind the sixtieth set's misses (short conversations): a correction of what was just
 * said is the question before asked again with the correction in place; a what-if follow-up
 * replaces the working time, the number of people or the person it is for; a date asked after an
 * amount is not answered by the amount; whether VAT must be paid points at the exemption's limit;
 * another country's regime, a market price and a recommendation are out of scope.
 */
describe("a correction re-asks the question before with the correction in place", () => {
  it("is read only after a question and when it opens with a correction", () => {
    expect(isCorrection("przepraszam, 90 tys. nie 60", "ile podatku?")).toBe(true);
    expect(isCorrection("przepraszam, 90 tys. nie 60", undefined)).toBe(false);
    expect(isCorrection("ile podatku przy 90 tys.?", "ile podatku?")).toBe(false);
    // A polite opener before a question of its own corrects nothing.
    expect(isCorrection("Przepraszam, a jak założyć spółkę z o.o.?", "ile wynosi zus preferencyjny?")).toBe(false);
    expect(isCorrection("sorry, one more thing: do I need a cash register?", "how much is preferential zus?")).toBe(
      false,
    );
    expect(isCorrection("a nie lepiej założyć spółkę z o.o.?", "ile wynosi zus preferencyjny?")).toBe(false);
    expect(isCorrection("Błąd na fakturze – jak go poprawić?", "ile wynosi zus preferencyjny?")).toBe(false);
    expect(isCorrection("sorry, I meant at minimum wage", "employer cost of 6000 gross?")).toBe(true);
    expect(isCorrection("poprawka: będę jedynym wspólnikiem", "jaki zus płacimy w spółce?")).toBe(true);
  });

  it("records nothing from a new question asked after a polite opener", () => {
    const first = advise("ile wynosi zus preferencyjny?", {
      lang: "pl",
      profile: {},
      expecting: null,
      search: knowledge,
    });
    const next = advise("a nie lepiej założyć spółkę z o.o.?", {
      lang: "pl",
      profile: first.profile,
      expecting: first.expecting,
      search: knowledge,
      context: first.context as ConversationContext,
    });
    expect(next.learned).toEqual({});
  });

  it("puts a figure, a period or a word in place of the one it corrects", () => {
    expect(corrected("liniowy, dochód 300 tys. rocznie, ile podatku?", "przepraszam, 150 tys nie 300")).toContain(
      "150 tys. rocznie",
    );
    expect(corrected("lump sum, revenue 40k a year, health?", "my mistake, 40k per month")).toContain("40k per month");
    const form = corrected("I'm on the tax scale, what can I deduct?", "sorry, lump sum not the tax scale");
    expect(form).toContain("lump sum");
    expect(form).not.toContain("scale");
    expect(corrected("zlecenie dla ucznia, 19 lat, jakie składki?", "poprawka, 30 lat")).toContain("30 lat");
  });

  it("answers the corrected question in a thread", () => {
    // 19% of 150 000 on the flat tax.
    expect(
      conversation([
        "Jestem na liniowym, dochód 300 tys. rocznie, ile wyniesie podatek?",
        "przepraszam, 150 tys nie 300",
      ]),
    ).toContain("28 500");
    // Revenue above 300 000 a year on the lump sum: the top health contribution.
    expect(
      conversation(["ryczałt, przychód 30 tys. rocznie, jaka zdrowotna?", "pomyłka, 30 tys. miesięcznie"]),
    ).toContain("1495,04");
  });
});

describe("a what-if follow-up replaces what it changes", () => {
  it("replaces the working time and the person it is for", () => {
    expect(withFollowUp("koszt pracownika na 3/4 etatu za minimalną?", "a na pełny etat?")).not.toContain("3/4");
    expect(withFollowUp("stawka ryczałtu dla tłumacza?", "a dla fotografa?")).not.toContain("tlumacza");
  });

  it("counts the people hired in the total cost", () => {
    // Three times PLN 5,790.28.
    expect(
      conversation(["what is the full monthly cost of one worker at minimum wage?", "and if I hire three?"], "en"),
    ).toContain("17,370.84");
  });

  it("does not answer a date asked after an amount with the amount's calculation", () => {
    const reply = conversation(["ile kosztuje mały ZUS miesięcznie?", "a kiedy go opłacam?"]);
    expect(reply).not.toContain("420,86 zł miesięcznie bez dobrowolnego chorobowego");
  });
});

describe("whether VAT must be paid on a revenue", () => {
  it("asking whether VAT must be paid on a revenue points at the exemption's limit", () => {
    expect(conversation(["mam 7 tys. przychodu miesięcznie z firmy, muszę płacić vat?"])).toMatch(
      /\*\*[^*]*240 000 zł/,
    );
    pointsAt("do I have to be a VAT payer with 6k a month?", "vat-zwolnienie-limit");
  });
});

describe("out of scope after a situation told", () => {
  it("another country's regime, a market price, a recommendation, a trade's average pay", () => {
    expect(outOfScope("what if i moved to portugal next year")).toBe(true);
    expect(outOfScope("do i still need to file a us tax return")).toBe(true);
    expect(outOfScope("what rent per m2 should i expect near the market square")).toBe(true);
    expect(outOfScope("could you recommend a good accountant in poznan")).toBe(true);
    expect(outOfScope("ile zarabia przecietny barista w krakowie")).toBe(true);
    expect(outOfScope("ile wynosi placa minimalna w 2026")).toBe(false);
  });
});
