import { describe, expect, it } from "vitest";
import { intentOf } from "./knowledge/intent.ts";
import { reply, pointsAt, pointed } from "./set-causes-support.ts";

// The forty-sixth set's misses about routing and knowledge (not calculators), each cause checked on
// wordings of its own, not the set's questions.

describe("the forty-sixth set's routing causes: questions reach their sections", () => {
  it("points what changes in KSeF next year for a user of the monthly relief at the reliefs' end", () => {
    pointsAt("Wystawiam poza KSeF do 10 tys. zł miesięcznie – co mnie czeka od 2027?", "ksef-ulgi-2026", "brak kar");
    expect(pointed("Wystawiam poza KSeF do 10 tys. zł miesięcznie – co mnie czeka od 2027?")).not.toContain(
      "ksef-ulgi-2026#do 10 000 zl brutto|up to pln 10,000",
    );
    // The relief itself, asked without next year, keeps its section.
    pointsAt("KSeF: wystawiam faktury na ok. 6 tys. zł miesięcznie, muszę już?", "ksef-ulgi-2026", "10 000");
  });

  it("points consumers in EU countries named in the locative at the EUR 10,000 limit", () => {
    pointsAt(
      "Wysyłam perfumy do osób prywatnych we Włoszech – do jakiej kwoty polski VAT?",
      "sprzedaz-wysylkowa-ue-oss",
    );
    pointsAt("Mam klientów prywatnych na Litwie, jaki VAT naliczam?", "sprzedaz-wysylkowa-ue-oss", "10 000");
    expect(intentOf("do ilu mogę sprzedawać bez VAT?")).toBe("threshold");
  });

  it("says with the EUR 10,000 limit where the foreign VAT is settled", () => {
    expect(reply("Sprzedaję kosmetyki konsumentom w Czechach, od ilu muszę płacić czeski VAT?")).toMatch(/OSS/);
  });

  it("points what a company files after its KRS entry at the duties after registration (CRBR first)", () => {
    pointsAt(
      "Spółka dostała wpis do KRS wczoraj – co jeszcze trzeba zgłosić?",
      "spolka-zoo",
      "obowiazki po rejestracji",
    );
    pointsAt(
      "Our sp. z o.o. was entered in the KRS last week – what else must we file?",
      "spolka-zoo",
      "after registering",
    );
    expect(reply("Mamy wpis w KRS od poniedziałku, jakie obowiązki teraz?")).toMatch(/CRBR/);
  });

  it("points a tax form left unreported at the previous form continuing", () => {
    pointsAt(
      "Jeśli nie złożę żadnego oświadczenia, zostanę na ryczałcie?",
      "zmiana-formy-opodatkowania",
      "jak zglosic",
    );
    pointsAt(
      "What if I don't report anything – do I stay on the flat tax?",
      "zmiana-formy-opodatkowania",
      "how to report",
    );
    // Missing the annual return is another matter.
    expect(pointed("Nie złożę zeznania PIT-36L w terminie – co grozi?")).not.toContain(
      "zmiana-formy-opodatkowania#jak zglosic|how to report",
    );
  });

  it("points what one loses leaving the scale at joint filing and the child relief", () => {
    pointsAt("Myślę o liniowym 19%, jakie są minusy? Mąż nie pracuje.", "ulgi-i-rozliczenie-wspolne", "malzonk");
    expect(reply("If I move to the flat tax, what do I lose? I have a wife and a kid.", "en")).toMatch(
      /joint filing|child relief/,
    );
  });

  it("points the minimum hourly rate on a contract of mandate at the rate's section", () => {
    pointsAt("Ile najmniej za godzinę mogę płacić na umowie zlecenie?", "placa-minimalna-2026", "stawka godzinowa");
    expect(reply("What's the minimum hourly rate on a mandate contract this year?", "en")).toMatch(/31\.40|31,40/);
  });

  it("says a sole shareholder pays full ZUS like an entrepreneur", () => {
    expect(reply("Jestem jedynym udziałowcem spółki z o.o. – jakie składki ZUS płacę?")).toMatch(
      /jak osoba prowadząca działalność/,
    );
  });
});
