import { describe, expect, it } from "vitest";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { computeAnswer } from "./computed-answers.ts";
import { findAnswer } from "./knowledge-answer.ts";
import { hintsFor } from "./knowledge/hints.ts";
import { isOutOfScope } from "./understanding/out-of-scope.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";
import { fold } from "../knowledge/analyzer.ts";

// The general causes of the thirty-eighth blind set's misses (ADR 014: parents, people returning
// from abroad, a job beside a business, starting, suspending and closing), each checked on
// wordings of its own, not the set's questions. Figures: the 2026 parameters and the benefits act.
const search = createKnowledgeSearch();
const found = (q: string, lang: "pl" | "en" = "pl") => {
  const a = findAnswer(search, q, lang);
  return { article: a?.hit.articleId, heading: a?.hit.heading ?? "" };
};

describe("the thirty-eighth set's causes: a parent's benefit", () => {
  it("answers a benefit asked on the start relief from the benefit's article, not the relief's months", () => {
    const q =
      "Otwieram firmę w lutym z ulgą na start, termin porodu mam na lipiec – należy mi się zasiłek macierzyński?";
    expect(computeAnswer(q, "pl")).toBeNull();
    expect(found(q)).toMatchObject({
      article: "zasilek-macierzynski-przedsiebiorca",
      heading: expect.stringMatching(/ulga na start/i),
    });
    const en = "Starting my sole proprietorship on the start relief; my baby is due in autumn. Any maternity pay?";
    expect(found(en, "en")).toMatchObject({ article: "zasilek-macierzynski-przedsiebiorca" });
  });

  it("keeps the relief asked for as the question when a benefit is only the situation", () => {
    const asked = (q: string) => hintsFor(q).map((h) => h.heading?.source ?? h.article);
    expect(asked("Pobieram macierzyński, a od marca otwieram firmę – czy skorzystam z ulgi na start?")).not.toContain(
      "ulga na start a zasilek|start relief and maternity",
    );
    expect(asked("Otwieram firmę na uldze na start, a za pół roku poród – co z macierzyńskim?")).toContain(
      "ulga na start a zasilek|start relief and maternity",
    );
  });

  it("finds the sections on a suspension, on working, on the father's leave and on the highest base", () => {
    expect(
      found("Firma zawieszona od marca, rodzę w maju, płaciłam chorobowe – będzie zasiłek macierzyński?").heading,
    ).toMatch(/zawieszenie firmy a zasilek|Zawieszenie firmy a zasiłek/i);
    expect(found("While on maternity benefit can I keep sending invoices to my clients?", "en").heading).toMatch(
      /working in the business/i,
    );
    expect(found("Partnerka rodzi w październiku, mam JDG z chorobowym – ile dni ojcowskiego?").heading).toMatch(
      /ojcowski/i,
    );
    expect(found("Jaka jest najwyższa podstawa chorobowego, którą mogę zadeklarować przed ciążą?").heading).toMatch(
      /podniesienie podstawy|Podniesienie podstawy/i,
    );
  });

  it("does not let a parent's other topic (KSeF, the health contribution) go to the benefit's article", () => {
    const articles = (q: string) => hintsFor(q).map((h) => h.article);
    expect(articles("Dostaję zasiłek macierzyński – czy w 2026 grożą mi kary za KSeF?")).not.toContain(
      "zasilek-macierzynski-przedsiebiorca",
    );
    expect(
      computeAnswer("Pobieram macierzyński, firma na skali, dochód w lipcu 0 zł – ile zdrowotnej?", "pl"),
    ).not.toBeNull();
  });

  it("does not take a benefit asked for a birth next year for a figure foretold", () => {
    expect(isOutOfScope(fold("termin porodu w lutym 2027, ile wyniesie zasiłek macierzyński?").toLowerCase())).toBe(
      false,
    );
    expect(isOutOfScope(fold("ile wyniesie płaca minimalna w 2027?").toLowerCase())).toBe(true);
  });

  it("sends 'nothing at all to ZUS on the relief?' to what the relief does not cover", () => {
    expect(found("na uldze na start czyli zero wpłat do zus przez pół roku?").heading).toMatch(/nie obejmuje/i);
  });
});

describe("the thirty-eighth set's causes: closing a business", () => {
  it("finds the stock-take's effect on income, the VAT-exempt's case and the car sold within 6 years", () => {
    expect(
      found("Zamykam hurtownię na KPiR, spis z natury wyższy niż na początku roku – co z dochodem?").heading,
    ).toMatch(/dochód/i);
    expect(found("Closing my business, I'm VAT-exempt under art. 113 – any VAT stock-take?", "en").heading).toMatch(
      /vat-exempt/i,
    );
    expect(found("Po zamknięciu firmy chcę sprzedać laptop ze środków trwałych – podatek?").heading).toMatch(/6 lat/);
  });

  it("reads a VAT deduction told before a closing as the situation, and where and at what cost to close", () => {
    const q = "VAT przy zakupie towaru odliczyłam, zamykam kwiaciarnię jako czynny podatnik – co z resztą towaru?";
    expect(hintsFor(q).map((h) => h.article)).not.toContain("rejestracja-vat-r");
    expect(
      found("Where do I deregister my sole proprietorship when closing it, and is there a fee?", "en").heading,
    ).toMatch(/removal from CEIDG/i);
  });

  it("does not take an opening stock for the opening of a business", () => {
    const facts = extractProfileFacts("Likwiduję sklep. Opening stock on 1 March was 5,000 PLN.");
    expect(facts.stage).toBeUndefined();
    expect(facts.startDate).toBeUndefined();
    expect(extractProfileFacts("Opening my business on 1 March").stage).toBe("starting");
  });
});

describe("the thirty-eighth set's causes: closing sums, a job's and a business's income, the cash register", () => {
  it("computes the closing stock-take's effect on income, from which stock is the opening one", () => {
    const up = computeAnswer(
      "Likwiduję hurtownię na KPiR: remanent na 1 stycznia 1 200 zł, likwidacyjny 4 000 – wpływ na dochód?",
      "pl",
    );
    expect(up?.content).toMatch(/zwiększa dochód roku zamknięcia o 2800 zł/);
    const down = computeAnswer(
      "Closing stock 1,500 PLN, opening stock on 1 January 2,500 PLN – closing my shop, income?",
      "en",
    );
    expect(down?.content).toMatch(/lowers the closing year's income by PLN 1,000/);
  });

  it("computes the VAT on goods left at closing, and leaves a follow-up on another topic alone", () => {
    const q = "Jako czynny podatnik VAT zamykam sklep, zostało towaru za 3 000 zł netto, VAT odliczyłem – co z nim?";
    expect(computeAnswer(q, "pl")?.content).toMatch(/690 zł/);
    expect(computeAnswer(`${q} Do kiedy zgłoszenie VAT-Z?`, "pl", { focus: "Do kiedy zgłoszenie VAT-Z?" })).toBeNull();
    expect(
      computeAnswer("Zamykam firmę zwolnioną z VAT, zostało towaru za 3 000 zł, VAT odliczyłem?", "pl"),
    ).toBeNull();
  });

  it("reads an income said to be the business's, or the whole, as income even beside a job", () => {
    const health = computeAnswer(
      "Mam etat, a dochód z firmy na liniowym to ok. 10k miesięcznie – ile zdrowotnej?",
      "pl",
    );
    expect(health?.content).toMatch(/490 zł/);
    const tax = computeAnswer("Etat i JDG na skali, łącznie dochód 130 tys. rocznie – ile podatku?", "pl");
    expect(tax?.content).toMatch(/14 000 zł/);
  });

  it("answers when a cash register is needed with the limit pro-rated from the first sale", () => {
    const q = "Pierwsza sprzedaż klientom indywidualnym 1 października 2026 – kiedy muszę mieć kasę fiskalną?";
    expect(computeAnswer(q, "pl")?.content).toMatch(/5041/);
  });

  it("routes the VAT limit asked as 'vatowiec', and VAT-UE for an exempt business's EU client", () => {
    expect(found("Do jakiej kwoty mogę sprzedawać, żeby nie być vatowcem?").article).toBe("vat-zwolnienie-limit");
    expect(found("Robię grafiki dla agencji z Belgii jako JDG zwolniona z VAT – muszę coś zgłosić?").heading).toMatch(
      /Rejestracja do VAT-UE/,
    );
  });
});
