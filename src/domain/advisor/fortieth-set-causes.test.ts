import { describe, expect, it } from "vitest";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { computeAnswer } from "./computed-answers.ts";
import { findAnswer } from "./knowledge-answer.ts";
import { hintsFor } from "./knowledge/hints.ts";
import { withFollowUp } from "./understanding/follow-up.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";

// The general causes of the fortieth set's misses (ADR 014: online sellers, marketplaces, salons,
// trainers and tutors), each checked on wordings of its own, not the set's questions.
const facts = (text: string) => extractProfileFacts(text);

describe("the fortieth set's causes: what a seller's message records", () => {
  it("does not take a running total so far this year for the revenue of a period", () => {
    expect(facts("Od stycznia sprzedałem już za 18 tys. zł w tym roku.").monthlyRevenue).toBeUndefined();
    expect(facts("We have sold 50k this year so far.").monthlyRevenue).toBeUndefined();
    // A yearly figure stated plainly is still the revenue.
    expect(facts("Sprzedaję świece, rocznie ok. 96 tys. zł obrotu.").monthlyRevenue).toBe(8000);
  });

  it("does not take the sales to one group of customers for the whole revenue", () => {
    expect(facts("Mój zakład wystawia firmom faktury na ok. 4 tys. zł miesięcznie.").monthlyRevenue).toBeUndefined();
    expect(facts("My bakery bills businesses about 3k a month.").monthlyRevenue).toBeUndefined();
    expect(facts("Do klientów z UE wysyłam towar za 2 tys. zł miesięcznie.").monthlyRevenue).toBeUndefined();
    // A business selling to companies, or only to them, states its revenue.
    expect(facts("I sell to businesses, 15k a month.").monthlyRevenue).toBe(15000);
    expect(facts("Pracuję tylko dla firm, wystawiam im faktury na 12 tys. zł miesięcznie.").monthlyRevenue).toBe(12000);
  });

  it("does not take what the job pays for the business's revenue", () => {
    expect(facts("Mam etat, rocznie ok. 84 tys. zł przychodu z pracy.").monthlyRevenue).toBeUndefined();
    expect(facts("I earn about 48k a year from my day job.").monthlyRevenue).toBeUndefined();
  });
});

const search = createKnowledgeSearch();
const found = (q: string, lang: "pl" | "en" = "pl") => {
  const a = findAnswer(search, q, lang);
  return { article: a?.hit.articleId, heading: a?.hit.heading ?? "", lead: a?.lead ?? "", text: a?.hit.text ?? "" };
};

describe("the fortieth set's causes: VAT on sales to consumers in other EU countries", () => {
  it("answers the EUR 10,000 limit, joining OSS, its quarterly deadlines and a warehouse abroad", () => {
    expect(
      found(
        "Mam sklep z mydłami (JDG), coraz więcej paczek do klientów prywatnych z Austrii. Czy muszę tam płacić VAT?",
      ),
    ).toMatchObject({
      article: "sprzedaz-wysylkowa-ue-oss",
      heading: expect.stringMatching(/limit 10 000/i),
    });
    expect(found("a gdzie się zgłosić do OSS, na jakim druku?").heading).toMatch(/^OSS – jak/);
    expect(found("Rozliczam się w OSS – kiedy mija termin deklaracji za III kwartał?").heading).toMatch(/VIU-DO/);
    expect(found("Do I need a German VAT number if Amazon FBA stores my stock in Germany?", "en").heading).toMatch(
      /warehouse in another country/i,
    );
  });

  it("does not send VAT on services for foreign agencies to the distance-sales limit", () => {
    expect(hintsFor("jestem grafikiem, a jak będę mieć klientów z Francji (agencje reklamowe) – jaki VAT?")).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ article: "sprzedaz-wysylkowa-ue-oss" })]),
    );
  });
});

describe("the fortieth set's causes: the cash register of a seller", () => {
  it("answers payment into the bank account, a car park and cash sales at fairs from their sections", () => {
    expect(
      found(
        "daję lekcje matematyki, uczniowie wpłacają tylko przelewem, w tytule nazwisko i miesiąc. kasa fiskalna potrzebna?",
      ),
    ).toMatchObject({
      heading: expect.stringMatching(/przelewem/),
      lead: expect.stringMatching(/nie musisz/),
    });
    expect(found("Pobieram opłaty za parkowanie na moim placu – kasa fiskalna od kiedy?").heading).toMatch(/parking/i);
    expect(found("Handluję na kiermaszach za gotówkę, rocznie ok. 12 tys. – potrzebna kasa?").heading).toMatch(
      /ile wynosi limit/i,
    );
  });

  it("pro-rates the limit asked as 'do ilu', and leaves a register question of unregistered work to the article", () => {
    expect(
      computeAnswer("Startuję 1 września 2026, płacą gotówką. Do ilu mogę sprzedać bez kasy fiskalnej?", "pl")?.topic,
    ).toBe("cash-register");
    expect(
      computeAnswer("Na nierejestrowanej strzygę psy sąsiadom, ok. 900 zł mies. – kasa fiskalna mnie dotyczy?", "pl"),
    ).toBeNull();
  });
});

describe("the fortieth set's causes: returns, marketplaces and invoices of small sellers", () => {
  it("answers a consumer's return, the refund and the returns register", () => {
    expect(
      found("Kupujący odesłał buty po 9 dniach bez podania przyczyny, sklep online – muszę przyjąć?").article,
    ).toBe("zwrot-towaru-konsument");
    const returned = "kupujący odesłał kurtkę 11 dni po dostawie, sklep internetowy. muszę to przyjąć?";
    const refund = "a w jakim terminie oddaję kupującemu pieniądze i czy też za wysyłkę?";
    expect(findAnswer(search, withFollowUp(returned, refund), "pl", refund)?.hit.heading).toMatch(/^Zwrot pieniędzy/);
    expect(found("Klient oddał towar z paragonu z kasy fiskalnej – jak zaksięgować zwrot?").heading).toMatch(
      /ewidencja zwrotów/i,
    );
  });

  it("answers DAC7's thresholds, its services, a private sale and reselling", () => {
    expect(found("Ile muszę sprzedać na Vinted, żeby zgłosili mnie do skarbówki?").heading).toMatch(
      /platforma zgłasza/,
    );
    expect(found("Udzielam korepetycji przez platformę – czy DAC7 obejmuje usługi?").heading).toMatch(/usługi/);
    expect(
      found("sprzedałem na olx rower który kupiłem w 2021 i jeździłem nim. muszę to wykazać w picie?").article,
    ).toBe("sprzedaz-rzeczy-uzywanych-dac7");
  });

  it("answers the invoice of an exempt seller, the unregistered sales record and the start relief after it", () => {
    expect(found("Nie jestem VAT-owcem – co napisać na fakturze w miejscu stawki VAT?").lead).toMatch(/113/);
    expect(found("Działam na nierejestrowanej – jaką ewidencję muszę prowadzić?").text).toMatch(
      /uproszczoną ewidencję/,
    );
    expect(found("Przekroczyłem limit nierejestrowanej i otwieram JDG – mam prawo do ulgi na start?").heading).toMatch(
      /nierejestrowana/i,
    );
  });
});

describe("the fortieth set's causes: VAT registration of a new seller", () => {
  it("answers whether a new business must register for VAT from the start with the 240 000 zł limit", () => {
    expect(found("Otwieram gabinet masażu, klienci tylko prywatni. Czy od razu muszę być VAT-owcem?").article).toBe(
      "vat-zwolnienie-limit",
    );
    expect(found("Robię obrączki ze złota – mogę być zwolniony z VAT?").heading).toMatch(/jakie towary/i);
    expect(found("Kupuję zabawki w hurtowni i odsprzedaję je na OLX – jaki ryczałt mnie dotyczy?").heading).toMatch(
      /lista/,
    );
  });

  it("does not take a yoga or nail studio for studies", () => {
    expect(hintsFor("I'm from Georgia with a residence permit, opening a yoga studio as a JDG")).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ heading: /tytul pobytowy|residence title/i })]),
    );
  });
});
