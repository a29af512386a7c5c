import { describe, expect, it } from "vitest";
import { fold } from "../knowledge/analyzer.ts";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { computeAnswer } from "./computed-answers.ts";
import { findAnswer } from "./knowledge-answer.ts";
import { hintsFor } from "./knowledge/hints.ts";
import { withFollowUp } from "./understanding/follow-up.ts";
import { detectLanguage } from "./understanding/language.ts";
import { isOutOfScope } from "./understanding/out-of-scope.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";

// The general causes of the forty-second set's misses (ADR 014: small road-transport businesses),
// each checked on wordings of its own, not the set's questions.
const facts = (text: string) => extractProfileFacts(text);

describe("the forty-second set's causes: what a carrier's message records", () => {
  it("does not take a person the user employs for the user's own job", () => {
    expect(facts("Zatrudniam księgową na umowę o pracę, czy mogę zawiesić firmę?").otherEmployment).toBeUndefined();
    expect(facts("mamy dwóch mechaników na etacie, a ja jeżdżę sam").otherEmployment).toBeUndefined();
    expect(facts("I employ a dispatcher full-time. Can I suspend my JDG?").otherEmployment).toBeUndefined();
    // The user's own job is still read.
    expect(facts("Mam firmę i jestem na etacie w szkole.").otherEmployment).toBe(true);
    expect(facts("I have a full-time job and a JDG on the side.").otherEmployment).toBe(true);
    expect(facts("Mam etat w magazynie i firmę transportową.").otherEmployment).toBe(true);
  });

  it("reads a short Polish message typed without diacritics as Polish from an English account", () => {
    expect(detectLanguage("ciezarowka 7,5t, paliwo odliczam w calosci?", "en")).toBe("pl");
    expect(detectLanguage("osobowka do dojazdow, czasem prywatnie", "en")).toBe("pl");
    expect(detectLanguage("fuel for my truck – can I deduct all the VAT?", "pl")).toBe("en");
  });

  it("does not take a worker's move to a B2B contract with the user for the user's customers", () => {
    expect(facts("mechanik woli przejść na B2B u mnie zamiast umowy o pracę – da się?").customers).toBeUndefined();
    expect(facts("a dispatcher asked to go B2B with me instead of employment").customers).toBeUndefined();
    // A business selling to companies still states its customers.
    expect(facts("Wożę towar tylko dla firm, wszystko B2B.").customers).toBe("b2b");
  });
});

const outside = (text: string) => isOutOfScope(fold(text).toLowerCase());

describe("the forty-second set's causes: today's market and one's own case are outside the knowledge", () => {
  it("does not answer a price foretold, the cheapest provider, a local price or the next exam date", () => {
    expect(outside("czy ceny paliwa spadną po nowym roku?")).toBe(true);
    expect(outside("Will the price of AdBlue go up next month?")).toBe(true);
    expect(outside("który bank daje najniższe oprocentowanie kredytu na naczepę?")).toBe(true);
    expect(outside("How much does a driver card cost in Wrocław at the cheapest place?")).toBe(true);
    expect(outside("kiedy jest najbliższy termin egzaminu ITS w Poznaniu?")).toBe(true);
  });

  it("does not answer an office's decision, a register's status, an exchange's rate, a firm's payments or one route's toll", () => {
    expect(outside("Did the starosta already approve my permit?")).toBe(true);
    expect(outside("czy mój NIP jest już aktywny na białej liście?")).toBe(true);
    expect(outside("ile teraz płacą na giełdzie za trasę Łódź – Mediolan?")).toBe(true);
    expect(outside("Does Kowalski Trans pay on time?")).toBe(true);
    expect(outside("ile wyniesie myto z Warszawy do Berlina dla busa?")).toBe(true);
    expect(outside("która kasa fiskalna jest najtańsza dla busa?")).toBe(true);
    expect(outside("ile kosztuje polisa OCP dla jednej chłodni?")).toBe(true);
  });

  it("answers a Polish carrier's runs abroad and a foreign client's order, not another country's law", () => {
    expect(outside("ile kursów kabotażowych mogę zrobić we Francji moją ciężarówką?")).toBe(false);
    expect(outside("a French company wants to book my lorry for a month – what VAT?")).toBe(false);
    expect(outside("niemiecki zleceniodawca chce, żebym jeździł dla niego – jaka faktura?")).toBe(false);
    expect(outside("How do I register a GmbH in Germany? I'm moving my business to Berlin.")).toBe(true);
  });

  it("still answers the rules behind them", () => {
    expect(outside("Czy myto e-TOLL jest kosztem i czy odliczę VAT?")).toBe(false);
    expect(outside("jaka jest stawka za km dla pracownika jeżdżącego prywatnym autem?")).toBe(false);
    expect(outside("Who issues the haulage permit and what is the fee?")).toBe(false);
    expect(outside("ile wynosi ryczałt dla firmy transportowej?")).toBe(false);
    expect(outside("która forma opodatkowania jest najtańsza dla przewoźnika?")).toBe(false);
    expect(outside("how much is health insurance on the flat tax?")).toBe(false);
  });
});

/** The transport sections a question's hints point at ("article#heading"). */
const pointed = (q: string) =>
  hintsFor(q)
    .filter((h) => h.article.startsWith("transport-"))
    .map((h) => `${h.article}#${h.heading?.source ?? ""}`);

describe("the forty-second set's causes: a carrier's questions point at the transport sections", () => {
  it("takes no business for a bus and no grant abroad for a run abroad", () => {
    expect(pointed("Back from abroad and unemployed – what is the biggest grant to start a business?")).toEqual([]);
    expect(pointed("I run a small business abroad-facing, do I need a licence for my software?")).toEqual([]);
  });

  it("points licences, standing, the CPC and the Mobility Package at their sections", () => {
    expect(pointed("dostawczakiem 3,5 t wożę meble po województwie – licencja potrzebna?")[0]).toMatch(/w kraju/);
    expect(pointed("a busem 3,5t do Holandii?")[0]).toMatch(/za granica/);
    expect(pointed("what financial standing for five lorries?")[0]).toMatch(/financial standing/);
    expect(pointed("can a transport manager with a CPC run my company's haulage?")[0]).toMatch(/certificate/);
    expect(pointed("piekarnia, własny samochód 7,5 t rozwozi nasze pieczywo – co trzeba mieć?")[0]).toMatch(
      /potrzeby wlasne/,
    );
    expect(pointed("how many days must my lorry come back to base?")[0]).toMatch(/mobility package/);
    expect(pointed("ile razy kabotaż we Francji?")[0]).toMatch(/kabotaz/);
  });

  it("points drivers' per diems, posting, tolls and VAT on transport at their sections", () => {
    expect(pointed("ile diety za dobę dla kierowcy w trasie krajowej?")[0]).toMatch(/dieta krajowa/);
    expect(pointed("Are foreign per diems still due to my international drivers?")[0]).toMatch(/international drivers/);
    expect(pointed("czy kierowcę trzeba zgłosić jako delegowanego przy kabotażu?")).toContain(
      "transport-kierowcy-koszty#delegowanie|posting",
    );
    expect(pointed("is the e-toll charge a cost?")[0]).toMatch(/e-toll/);
    expect(pointed("przewóz mebli dla klienta z Niemiec – jaki VAT?")[0]).toMatch(/vat na transport/);
    expect(pointed("wożę ludzi na wesela busem – jaka stawka VAT?")[0]).toMatch(/przewoz osob/);
  });

  it("points a lorry's lease, a truck's ryczałt and private cars' mileage at the general articles", () => {
    const first = (q: string) => hintsFor(q).map((h) => `${h.article}#${h.heading?.source ?? ""}`)[0] ?? "";
    expect(first("naczepa w leasingu operacyjnym – jest jakiś limit kosztów?")).toMatch(
      /^samochod-w-firmie-limity#bez limitu/,
    );
    expect(first("is my leased lorry under the 100k limit?")).toMatch(/no value limit/);
    expect(first("mam tira, jaki ryczałt mi przysługuje?")).toMatch(/^ryczalt-stawki#/);
    expect(first("jeżdżę prywatnym osobowym na spotkania z klientami, mogę rozliczyć kilometrówkę?")).toMatch(
      /prywatny samochod/,
    );
    expect(first("my employee uses his own car for deliveries – what mileage rate?")).toMatch(/employee mileage/);
  });

  it("points a worker of a named trade moving to B2B with the user at the own-employee article", () => {
    expect(
      hintsFor("mechanik chce przejść z etatu na B2B u mnie – czy to bezpieczne?").map((h) => h.article),
    ).toContain("umowy-z-wlasnym-pracownikiem");
  });

  it("points an invoice for a client named by nationality at KSeF for foreign clients", () => {
    expect(hintsFor("faktura dla holenderskiego zleceniodawcy – też przez KSeF?").map((h) => h.article)).toContain(
      "faktura-termin-zagranica",
    );
  });

  it("does not take a person the user employs for the user's job beside the business", () => {
    const all = (q: string) => hintsFor(q).map((h) => `${h.article}#${h.heading?.source ?? ""}`);
    expect(all("zawieszam firmę na zimę – zdrowotną płacę? zatrudniam mechanika na etacie")).not.toContain(
      "skladka-zdrowotna-zasady#nie zastepuje|does not replace",
    );
    expect(all("mam etat i JDG – czy zdrowotna z pensji wystarczy za firmę?")).toContain(
      "skladka-zdrowotna-zasady#nie zastepuje|does not replace",
    );
  });
});

const computed = (q: string, lang: "pl" | "en" = "pl") => computeAnswer(q, lang)?.content ?? "";

// Figures: art. 7 of Regulation 1071/2009 (EUR 9 000 + 5 000; vans only EUR 1 800 + 900), the
// domestic per diem of 45 zł and the per-km rates 1,15 / 0,89 zł (in force in 2026).
describe("the forty-second set's calculators", () => {
  it("computes a carrier's financial standing for trucks and for vans only", () => {
    expect(computed("zdolność finansowa na cztery ciężarówki 18 t – ile?")).toMatch(/24 000 euro/);
    expect(computed("financial standing with 5 lorries?", "en")).toMatch(/EUR 29,000/);
    expect(computed("trzy busy 3,5 t do Francji – zdolność finansowa?")).toMatch(/3 600 euro/);
    // No count of vehicles, no figure.
    expect(computed("co to jest zdolność finansowa przewoźnika?")).toBe("");
  });

  it("computes domestic per diems for whole days, not foreign ones", () => {
    expect(computed("dieta dla kierowcy za 4 doby w trasie po Polsce?")).toMatch(/180 zł/);
    expect(computed("per diems for two days of a domestic trip?", "en")).toMatch(/PLN 90/);
    expect(computed("dieta zagraniczna za 4 doby w Niemczech?")).not.toMatch(/180 zł/);
  });

  it("computes an employee's mileage by the engine, and none for the owner", () => {
    expect(computed("pracownica jeździ swoim autem 2.0 w sprawach firmy, 300 km – ile kilometrówki?")).toMatch(
      /345 zł/,
    );
    expect(computed("employee mileage for 1000 km with an 875 cm3 car?", "en")).toMatch(/PLN 890/);
    expect(computed("jeżdżę swoim autem do klientów 300 km – kilometrówka?")).toBe("");
  });

  it("computes the month's ryczałt and the health contribution asked together", () => {
    const both = computed("ryczałt 3% od 50 tys. zł przychodu miesięcznie – ile podatku, a ile składki zdrowotnej?");
    expect(both).toMatch(/1500 zł/);
    expect(both).toMatch(/1495,04 zł/);
    const en = computed("lump sum 8.5% on PLN 10,000 monthly revenue: tax per month and health contribution?", "en");
    expect(en).toMatch(/PLN 850/);
    expect(en).toMatch(/830\.58/);
  });

  it("computes an invoice's deadline from the day the service was done, not for rules of their own", () => {
    expect(computed("do kiedy wystawić fakturę za przeprowadzkę wykonaną 3 listopada?")).toMatch(/15 grudnia 2026/);
    expect(computed("By when do I have to issue the invoice for a delivery done on 31 December?", "en")).toMatch(
      /15 January 2027/,
    );
    expect(computed("do kiedy faktura za remont zakończony 3 listopada?")).not.toMatch(/15 grudnia/);
  });

  it("computes the pro-rata VAT exemption asked as what one may invoice and stay exempt", () => {
    expect(computed("Ruszam 1 października 2026 – ile mogę sprzedać w tym roku i pozostać zwolniony?")).toMatch(
      /60 493,15 zł/,
    );
  });
});

const search = createKnowledgeSearch();
const followed = (before: string, q: string, lang: "pl" | "en" = "pl") =>
  findAnswer(search, withFollowUp(before, q), lang, q)?.hit.heading ?? "";

describe("the forty-second set's causes: a follow-up's own topic", () => {
  it("answers the section the follow-up's words point at, not the one the question before pointed at", () => {
    expect(
      followed(
        "Czy kierowcom międzynarodowym należą się jeszcze diety zagraniczne?",
        "a co ile ciężarówka musi wracać do bazy?",
      ),
    ).toMatch(/^Pakiet mobilności/);
    expect(
      followed(
        "Do the international drivers still get foreign per diems?",
        "and how often must the lorry come back to base?",
        "en",
      ),
    ).toMatch(/^The Mobility Package/);
  });
});
