import { describe, expect, it } from "vitest";
import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { computeAnswer } from "../computed-answers.ts";
import { numbersIn } from "../evaluation.ts";
import { namedTaxForm } from "./shared.ts";

// Worked 2026 figures from the facts sheet: ryczałt is charged on revenue at the activity's rate,
// the scale taxes income above 120 000 zł at 32%.
const ask = (q: string, lang: KnowledgeLang = "pl") => computeAnswer(q, lang);
const lead = (q: string, lang: KnowledgeLang = "pl") => ask(q, lang)?.content.split("**")[1] ?? "";
const hasNumber = (text: string, value: number) => numbersIn(text).some((n) => Math.abs(n - value) < 0.005);

describe("the lump-sum tax on a revenue named in the question", () => {
  it.each([
    ["ryczałt 12%, faktury na 18 000 netto miesięcznie, ile podatku wychodzi?", "pl", 2160],
    ["na ryczalcie 8,5% mam przychodu 9 tys miesiecznie, ile to podatku", "pl", 765],
    ["I'm on ryczałt 12%, invoicing 25,000 PLN a month. how much tax is that?", "en", 3000],
    ["what's my tax on lump sum 3% if I sell 40 000 zl a month", "en", 1200],
  ] as const)("%s (%s) → %d a month", (q, lang, tax) => {
    const answer = lead(q, lang);
    expect(hasNumber(answer, tax)).toBe(true);
    expect(hasNumber(answer, tax * 12)).toBe(true);
  });

  it("takes a yearly revenue as a year's and says the contributions still reduce it", () => {
    const answer = ask("ile zapłacę podatku na ryczałcie 15% przy 120 tys. przychodu rocznie?")!;
    expect(hasNumber(answer.content.split("**")[1]!, 18000)).toBe(true);
    expect(answer.content).toContain("50%");
  });

  it("uses no rate it was not given and knows no activity for", () => {
    expect(ask("ile podatku na ryczałcie przy 10 tys. przychodu miesięcznie?")?.topic).not.toBe("ryczalt-zasady");
  });
});

describe("scale or flat tax for an income (not a revenue)", () => {
  it("compares the two at 200 000 zł of income and names the 32% bracket", () => {
    const answer = ask("co się bardziej opłaca, liniowy czy skala przy dochodzie 200 tys. rocznie?")!;
    expect(answer.content.split("**")[1]).toContain("podatek liniowy");
    expect(answer.content).toContain("32%");
    expect(answer.content).not.toMatch(/ryczałt \d/);
  });

  it("finds the scale better at 90 000 zł, in English too", () => {
    expect(lead("przy dochodzie 90 tys rocznie lepiej skala czy liniowy?")).toContain("skala podatkowa");
    expect(lead("flat tax or tax scale with 300k income a year, which is better?", "en")).toContain("flat tax");
  });
});

describe("a tax form named only to compare with", () => {
  it.each([
    ["on skala can i deduct the health contribution like on liniowy", "scale"],
    ["czy na skali moge odliczyc zdrowotna tak jak na liniowym", "scale"],
    ["jak na liniowym liczy sie zdrowotna", "flat"],
    ["czy na ryczalcie odlicze zdrowotna jak na liniowym", null],
    ["is the flat tax better than the scale", "flat"],
  ] as const)("%s → %s", (t, form) => expect(namedTaxForm(t)).toBe(form));

  it("is not answered with the deduction on the form compared with", () => {
    expect(ask("on skala can I deduct the health contribution from my tax like on liniowy?", "en")).toBeNull();
  });
});

describe("the VAT of a month or a quarter, asked without naming the JPK", () => {
  it.each([
    ["do kiedy vat za 1 kwartal jak mam v7k", "27 kwietnia 2026"],
    ["do kiedy vat za 2 kwartał 2026", "27 lipca 2026"],
    ["termin zaplaty vat za marzec", "27 kwietnia 2026"],
  ])("%s → %s [S42; a Saturday moves it to Monday]", (q, due) => expect(lead(q)).toContain(due));

  it("is not the exemption limit or the VAT registration", () => {
    expect(ask("do kiedy zwolnienie z vat za 2026?")?.topic ?? "").not.toMatch(/^deadline-jpk/);
  });
});
