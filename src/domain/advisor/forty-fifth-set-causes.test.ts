import { describe, expect, it } from "vitest";
import { recogniseActivity } from "./understanding/activity.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";
import { turn, reply, pointed, pointsAt } from "./set-causes-support.ts";

// The general causes of the forty-fifth set's misses (ADR 014: consumer-facing businesses in their
// first three years), each checked on wordings of its own, not the set's questions.

describe("the forty-fifth set's causes: no fact recorded that the message does not state", () => {
  it("reads a threshold jumped over or kept within as a limit, not as the revenue", () => {
    expect(extractProfileFacts("W tym roku obroty wzrosły powyżej 100 tys. zł.").monthlyRevenue).toBeUndefined();
    expect(
      extractProfileFacts("Liczę, że w pierwszym półroczu zmieszczę się w 20 tys. zł miesięcznie.").monthlyRevenue,
    ).toBeUndefined();
    expect(extractProfileFacts("I hope to stay under 20k a month at first.").monthlyRevenue).toBeUndefined();
    // A revenue stated plainly is still recorded.
    expect(extractProfileFacts("Mam ok. 8 tys. zł przychodu miesięcznie.").monthlyRevenue).toBe(8000);
  });

  it("does not take a person on trial for the user's trade", () => {
    expect(recogniseActivity("chcę przetestować fryzjerkę na umowie na okres próbny")).toBeNull();
    expect(recogniseActivity("Prowadzę salon fryzjerski")?.id).toBe("hairdresser");
  });

  it("does not take selling off one's own old things for an online shop", () => {
    expect(recogniseActivity("Wyprzedaję przez OLX swoje niepotrzebne meble z mieszkania")?.id).not.toBe("online_shop");
    expect(recogniseActivity("I'm selling my old books on eBay")?.id).not.toBe("online_shop");
    expect(recogniseActivity("Sprzedaję przez internet ręcznie szyte torby")?.id).toBe("online_shop");
  });

  it("does not record a relative's or a friend's business as the user's", () => {
    const activity = (q: string, lang: "pl" | "en" = "pl") => turn(q, lang).learned.activity;
    expect(activity("Moja siostra ma kartę pobytu i chce otworzyć salon fryzjerski. Czy może?")).toBeUndefined();
    expect(
      activity("My brother has a work permit and wants to open a hair salon as a sole trader. Is that possible?", "en"),
    ).toBeUndefined();
    expect(activity("Mam kartę pobytu i chcę otworzyć salon fryzjerski. Czy mogę?")).toBeDefined();
    expect(
      activity("I have a work permit and want to open a hair salon as a sole trader. Is that possible?", "en"),
    ).toBeDefined();
    expect(activity("Razem z mężem prowadzimy salon fryzjerski. Czy potrzebujemy kasy fiskalnej?")).toBeDefined();
  });
});

describe("the forty-fifth set's causes: a consumer-facing founder's questions point at their sections", () => {
  it("points a return in a physical shop and a complaint's reply deadline at their sections", () => {
    pointsAt(
      "Klient oddaje w moim sklepie stacjonarnym nieużywane buty po tygodniu – muszę przyjąć zwrot?",
      "zwrot-towaru-konsument",
      "stacjonarn",
    );
    pointsAt(
      "A customer wants to return a scarf bought in my physical shop, he changed his mind.",
      "zwrot-towaru-konsument",
      "physical shop",
    );
    pointsAt(
      "Dostałam reklamację butów – w jakim terminie muszę odpowiedzieć?",
      "zwrot-towaru-konsument",
      "reklamacja",
    );
    pointsAt(
      "How long do I have to reply to a customer's complaint about a faulty lamp?",
      "zwrot-towaru-konsument",
      "complaint",
    );
  });

  it("points the sanepid's approval before opening a food place at its article, not a notice to PIP", () => {
    pointsAt("Za miesiąc otwieram pizzerię – kiedy złożyć wniosek do sanepidu?", "sanepid-zatwierdzenie-zakladu");
    pointsAt("Do I need to register my new food truck anywhere besides CEIDG?", "sanepid-zatwierdzenie-zakladu");
    expect(pointed("Do I have to notify PIP and sanepid when I hire my first employee?").join()).not.toMatch(
      /sanepid-/,
    );
  });

  it("points a foreigner's residence title, a Brexit card and the CUKR card at their sections", () => {
    pointsAt(
      "Mam zezwolenie na pobyt czasowy i pracę – czy mogę założyć JDG?",
      "cudzoziemiec-dzialalnosc",
      "tytul pobytowy",
    );
    pointsAt(
      "I'm a UK citizen living in Kraków since 2015 – do I need a permit to open a bakery business?",
      "cudzoziemiec-dzialalnosc",
      "british",
    );
    pointsAt("Dostałem kartę CUKR – mogę zarejestrować firmę w CEIDG?", "cudzoziemiec-dzialalnosc", "cukr");
  });

  it("points a mid-month suspension's health contribution, KSeF fines and the VAT limit crossed at their sections", () => {
    pointsAt(
      "Zawieszam firmę od 20 marca – czy za marzec płacę zdrowotną?",
      "zawieszenie-dzialalnosci",
      "skladka zdrowotna",
    );
    pointsAt(
      "Will I pay health insurance for May if I suspend from the 12th of May?",
      "zawieszenie-dzialalnosci",
      "zus and the health",
    );
    pointsAt("Czy grożą mi kary, jeśli pomylę się w KSeF w tym roku?", "ksef-terminy", "kary");
    pointsAt(
      "If I cross the 240k limit in October, is VAT charged retroactively on the whole year?",
      "vat-zwolnienie-limit",
      "crossing",
    );
    expect(reply("Jeśli przebiję limit zwolnienia w październiku, zapłacę VAT wstecz za cały rok?")).not.toMatch(
      /JPK_V7M za/,
    );
  });

  it("does not call precious-metal jewellery or cosmetics sold online safe under the VAT limit", () => {
    pointsAt(
      "Robię złote kolczyki i sprzedaję je na targach – muszę się martwić VAT-em?",
      "vat-wylaczenia-ze-zwolnienia",
    );
    expect(reply("I make gold earrings by hand, about 20k PLN a year – can I stay VAT exempt?", "en")).not.toMatch(
      /within the VAT exemption limit/,
    );
    expect(
      reply("Sprzedaję własne kremy do twarzy przez internet, mała sprzedaż – jestem zwolniona z VAT do 240 tys.?"),
    ).not.toMatch(/mieścisz się w limicie/);
  });

  it("reads a maker's own pottery as manufacturing, not an online shop", () => {
    expect(recogniseActivity("Toczę i wypalam kubki z gliny, sprzedaję je na Allegro")?.id).toBe(
      "manufacturing_carpentry",
    );
    expect(recogniseActivity("I glaze and fire my own bowls and sell them on Etsy")?.id).toBe(
      "manufacturing_carpentry",
    );
  });

  it("points a mobile coffee cart's register, the register purchase relief and a company's capital at their sections", () => {
    pointsAt(
      "Sprzedaję lody z wózka na festynach – czy muszę mieć kasę od pierwszego loda?",
      "kasa-fiskalna",
      "ruchoma",
    );
    pointsAt("Does a food truck need a cash register from the very first sale?", "kasa-fiskalna", "mobile catering");
    pointsAt(
      "Kupiłam pierwszą kasę fiskalną za 900 zł netto – ile odliczę z ulgi?",
      "kasa-fiskalna",
      "ulga na zakup kasy",
    );
    expect(
      pointed(
        "Mam zezwolenie na pobyt czasowy w celu pracy, więc zakładam spółkę z o.o. – jaki minimalny kapitał?",
      ).join(),
    ).not.toMatch(/cudzoziemiec-dzialalnosc/);
  });

  it("points a ZUS payment day asked by naming a day at the ZUS deadlines", () => {
    pointsAt("Składki ZUS za siebie nadal płacę do 15-go?", "zus-terminy-dra");
    expect(pointed("Zawieszam firmę – czy ZUS płacę do 20-go za ten miesiąc?").join()).not.toMatch(/zus-terminy-dra/);
  });
});
