import { describe, expect, it } from "vitest";
import { fold } from "../../knowledge/analyzer.ts";
import { isOutOfScope } from "./out-of-scope.ts";

const out = (q: string) => isOutOfScope(fold(q).toLowerCase());

describe("today's market and one firm's own case, told apart from a founder's questions", () => {
  it("answers what the 2026 rules decide, even when it asks what something will cost or names a city or the exchange", () => {
    for (const q of [
      "ile bedzie kosztowac mnie zus w 2026?",
      "Ile będzie kosztować księgowość i ZUS na start?",
      "How much will ZUS cost me next year?",
      "ile kosztuje zarejestrowanie firmy w Warszawie?",
      "jak dodać ofertę na giełdzie transportowej?",
      "czy kontrahent płaci w terminie to jak to sprawdzić w białej liście",
      "jak sprawdzic czy klient placi w terminie?",
      "I rent out my flat in Gdańsk privately for 4,500 PLN a month. How is that taxed in 2026?",
      "prowadze sklep internetowy, obrot 20 tys, koszty 15 tys. co bedzie najtaniej podatkowo?",
    ])
      expect(out(q), q).toBe(false);
  });

  it("says it cannot know prices foretold, local prices, going rates, one firm's payments or one's own application", () => {
    for (const q of [
      "czy ceny paliwa spadną w grudniu",
      "which bank gives the cheapest business account",
      "How much does a smart tachograph fitting cost in Gdańsk?",
      "ile kosztuje biuro rachunkowe w Krakowie?",
      "jaka teraz jest stawka za km na trasie Poznan - Hamburg na gieldzie?",
      "czy firma XYZ Logistics z Wroclawia placi terminowo przewoznikom?",
      "Is 'ABC Spedycja' from Łódź a reliable payer?",
      "has the office already approved my licence application?",
    ])
      expect(out(q), q).toBe(true);
  });
});
