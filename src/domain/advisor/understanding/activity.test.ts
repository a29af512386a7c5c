import { describe, expect, it } from "vitest";
import { ACTIVITIES_2026 } from "../../tax/activities-2026.ts";
import { PARAMETERS_2026 } from "../../tax/parameters-2026.ts";
import { recogniseActivity, rentalRate, rentalTax } from "./activity.ts";

type Case = [message: string, id: string, rate: number];

// Polish: colloquial, with and without diacritics, inflected, typos, the activity mid-message.
const POLISH: Case[] = [
  ["Programista, 15 000 zł przychodu miesięcznie i około 2 000 zł kosztów", "software_development", 0.12],
  ["jestem programistą na B2B", "software_development", 0.12],
  ["programuje w pythonie dla klienta z niemiec", "software_development", 0.12],
  ["kontraktor IT, fakturuje jednego klienta", "software_development", 0.12],
  ["pisze aplikacje mobilne na zlecenie", "software_development", 0.12],
  ["progamista, ile bede placic zus?", "software_development", 0.12],
  ["Pracuję jako frontend developer, 20k netto miesięcznie", "software_development", 0.12],
  ["tworzę oprogramowanie dla firm z branży logistycznej", "software_development", 0.12],
  ["zajmuję się doradztwem IT dla banków", "it_consulting", 0.12],
  ["jestem administratorem sieci w kilku firmach", "it_administration", 0.12],
  ["devops na kontrakcie, jaki ryczałt mi wyjdzie?", "it_administration", 0.12],
  ["robie strony www dla malych firm", "web_development", 0.12],
  [
    "Hej! Od stycznia startuję z JDG – będę robić strony internetowe na WordPressie, ile wyniesie podatek?",
    "web_development",
    0.12,
  ],
  ["no wiec robie grafike dla firm i mysle o jdg", "graphic_design", 0.14],
  ["jestem grafikiem komputerowym, głównie logo i banery", "graphic_design", 0.14],
  ["projektuję interfejsy aplikacji, taki UX designer", "ux_design", 0.14],
  ["projektantka wnętrz, chcę przejść na ryczałt", "interior_design", 0.14],
  ["jestem tłumaczem przysięgłym języka niemieckiego", "sworn_translator", 0.17],
  ["tlumacz przysiegly, ile zaplace podatku", "sworn_translator", 0.17],
  ["tłumaczka angielskiego, głównie teksty techniczne", "translator", 0.17],
  ["tlumacze dokumenty z niemieckiego dla kancelarii", "translator", 0.17],
  ["udzielam korepetycji z matmy licealistom", "tutoring", 0.085],
  ["daję korki z angielskiego uczniom podstawówki", "tutoring", 0.085],
  ["Cześć, mam sklep internetowy z odzieżą i chcę przejść na ryczałt", "online_shop", 0.03],
  ["sprzedaję ubrania przez internet, głównie na vinted", "online_shop", 0.03],
  ["sprzedaje na allegro kosmetyki z Korei", "online_shop", 0.03],
  ["mam dropshipping na shopify", "dropshipping", 0.03],
  ["chcę otworzyć sklep spożywczy na osiedlu", "retail_shop", 0.03],
  ["prowadzę hurtownię materiałów budowlanych", "wholesale", 0.03],
  ["otwieram restaurację z kuchnią włoską", "restaurant", 0.03],
  ["mam małą pizzerię w Gdańsku, bez alkoholu", "restaurant", 0.03],
  ["planuję food trucka z burgerami na festiwale", "food_truck", 0.03],
  ["wynajmuję mieszkanie", "residential_rental", 0.085],
  ["wynajmuje mieszkanie studentom za 3 tys miesiecznie", "residential_rental", 0.085],
  ["wynajmuję mieszkanie na doby przez airbnb", "short_term_rental", 0.085],
  ["prowadzę pensjonat nad morzem", "short_term_rental", 0.085],
  ["robię remonty mieszkań z szwagrem", "construction", 0.055],
  ["jestem elektrykiem, robię instalacje w domach", "electrician", 0.055],
  ["hydraulik z 10-letnim stażem, chcę iść na swoje", "plumber", 0.055],
  ["hydraulk, montuje tez pompy ciepla", "plumber", 0.055],
  ["stolarz, robię meble na wymiar", "manufacturing_carpentry", 0.055],
  ["jeżdżę tirem po Europie, mam własną ciężarówkę", "road_freight", 0.055],
  ["kierowca taxi w Warszawie, myślę o własnej działalności", "passenger_transport", 0.085],
  ["jeżdżę na uberze po godzinach", "passenger_transport", 0.085],
  ["pracuję jako kurier w DPD", "courier", 0.085],
  ["architekt, projektuję domy jednorodzinne", "architect", 0.14],
  ["jestem inżynierem budownictwa i robię projekty konstrukcji", "engineer", 0.14],
  ["fizjoterapeutka, własny gabinet w Poznaniu", "physiotherapist", 0.14],
  ["lekarz dentysta, chcę założyć praktykę", "doctor", 0.14],
  ["pielęgniarka na kontrakcie w szpitalu", "nurse_midwife", 0.14],
  ["jestem psychoterapeutką i prowadzę terapię indywidualną", "psychologist", 0.14],
  ["mam salon kosmetyczny od dwóch lat", "beauty_salon", 0.085],
  ["fryzjerka, chcę otworzyć własny salon", "hairdresser", 0.085],
  ["trener personalny na siłowni, 8k miesięcznie", "fitness_trainer", 0.085],
  ["fotograf ślubny, sesje w plenerze", "photographer", 0.15],
  ["fotgrafem jestem od lat, robie sesje", "photographer", 0.15],
  ["jestem kamerzysta, filmuje wesela", "videographer", 0.085],
  ["prowadzę social media dla restauracji", "marketing", 0.15],
  ["biuro rachunkowe, zatrudniam dwie osoby", "accounting", 0.15],
  ["doradca podatkowy z uprawnieniami, ile ryczałtu?", "tax_adviser", 0.17],
  ["adwokat, własna kancelaria adwokacka od przyszłego roku", "lawyer", 0.17],
  ["doradztwo biznesowe dla startupów, faktury dla firm z UE", "management_consulting", 0.15],
  ["jestem pośrednikiem nieruchomości", "real_estate_agent", 0.15],
  ["mechanik samochodowy, własny warsztat", "car_mechanic", 0.085],
  ["sprzątam mieszkania i biura", "cleaning", 0.085],
  ["copywriter, piszę teksty na blogi firmowe", "copywriter", 0.085],
  ["mam kanał na youtube o grach i zarabiam z reklam", "youtuber", 0.085],
  ["influencerka, współprace z markami na instagramie", "influencer", 0.15],
  ["sprzedaję dżemy z własnego sadu", "farm_products", 0.02],
];

// English.
const ENGLISH: Case[] = [
  ["I'm a software developer", "software_development", 0.12],
  ["freelance dev here, earning 20k a month", "software_development", 0.12],
  ["IT contractor, invoicing about 30k PLN/month to one client", "software_development", 0.12],
  ["I work as a backend engineer for a German company", "software_development", 0.12],
  ["I write code for clients in the US", "software_development", 0.12],
  ["I'm an IT consultant", "it_consulting", 0.12],
  ["sysadmin looking at the lump sum", "it_administration", 0.12],
  ["I design websites for small businesses", "web_development", 0.12],
  ["I'm a graphic designer", "graphic_design", 0.14],
  ["UX designer, 12k per month, B2B", "ux_design", 0.14],
  ["I'm a sworn translator", "sworn_translator", 0.17],
  ["I'm a translator, mostly English to Polish", "translator", 0.17],
  ["I give private lessons in maths", "tutoring", 0.085],
  ["I teach English online to kids", "tutoring", 0.085],
  ["I run an online store selling candles", "online_shop", 0.03],
  ["I do dropshipping through Shopify", "dropshipping", 0.03],
  ["I want to open a grocery store", "retail_shop", 0.03],
  ["we run a small wholesale business", "wholesale", 0.03],
  ["I'm opening a restaurant in Warsaw", "restaurant", 0.03],
  ["planning a food truck next spring", "food_truck", 0.03],
  ["I rent out a flat", "residential_rental", 0.085],
  ["I rent my apartment on Airbnb", "short_term_rental", 0.085],
  ["I'm a builder doing renovations", "construction", 0.055],
  ["I'm an electrician", "electrician", 0.055],
  ["plumber, self-employed since May", "plumber", 0.055],
  ["I make furniture in my workshop", "manufacturing_carpentry", 0.055],
  ["I'm a truck driver with my own lorry", "road_freight", 0.055],
  ["I drive for Uber on weekends", "passenger_transport", 0.085],
  ["food delivery courier on Glovo", "courier", 0.085],
  ["I'm an architect", "architect", 0.14],
  ["civil engineer doing structural designs", "engineer", 0.14],
  ["I'm a physiotherapist", "physiotherapist", 0.14],
  ["doctor here, thinking about B2B with a clinic", "doctor", 0.14],
  ["psychotherapist with a private practice", "psychologist", 0.14],
  ["I own a beauty salon", "beauty_salon", 0.085],
  ["personal trainer at a gym", "fitness_trainer", 0.085],
  ["wedding photographer", "photographer", 0.15],
  ["I work as a wedding videographer", "videographer", 0.085],
  ["I do social media marketing for brands", "marketing", 0.15],
  ["accountant running a small bookkeeping firm", "accounting", 0.15],
  ["I'm a lawyer", "lawyer", 0.17],
  ["management consultant working with startups", "management_consulting", 0.15],
  ["real estate agent in Kraków", "real_estate_agent", 0.15],
  ["car mechanic with my own garage", "car_mechanic", 0.085],
  ["I'm a YouTuber with 100k subscribers", "youtuber", 0.085],
  ["I sell homemade jam from my own farm", "farm_products", 0.02],
];

const NO_ACTIVITY = [
  // Someone else speaking: the doctor, the accountant.
  "jestem w 32 tygodniu ciąży i lekarz proponuje cesarkę, czy to bezpieczne?",
  "ksiegowa mowi ze musze miec kase fiskalna, to prawda?",
  "the accountant says I should switch to ryczalt",
  "ile wynosi zus",
  "jak zalozyc firme",
  "what is the VAT limit",
  "Czy muszę mieć kasę fiskalną?",
  "jaki jest limit przychodu na ryczałcie w 2026",
  "how much is the health contribution on the lump sum",
  "kiedy płacę PIT-28?",
  "ile trwa ulga na start",
  "chcę założyć firmę i świadczyć usługi dla biznesu",
  "what documents do I need to register a business in Poland",
  "czy mogę odliczyć samochód elektryczny w firmie",
  "ile kosztuje księgowość online",
  "mój księgowy mówi, że muszę zapłacić VAT",
  "wytłumacz mi składkę zdrowotną",
  "I need a consultation about VAT",
  "umówiłem się do lekarza i nie wiem czy zdążę złożyć deklarację",
  "nie jestem programistą, po prostu pytam o ZUS",
  "firma usługi biznes",
  "which tax form is best for a sole proprietorship?",
  "jaki program do faktur polecasz?",
  "I did it freelance for a while",
];

describe("recogniseActivity: activities named in messages", () => {
  it("covers at least 90 phrasings, about 60% Polish", () => {
    const total = POLISH.length + ENGLISH.length;
    expect(total).toBeGreaterThanOrEqual(90);
    expect(POLISH.length / total).toBeGreaterThanOrEqual(0.58);
  });

  it.each([...POLISH, ...ENGLISH])("%s → %s", (message, id, rate) => {
    const match = recogniseActivity(message);
    expect(match?.id).toBe(id);
    expect(match?.rate).toBe(rate);
    expect(match?.pkd.length).toBeGreaterThan(0);
    expect(message).toContain(match?.matched);
  });
});

describe("recogniseActivity: messages that name no activity", () => {
  it.each(NO_ACTIVITY)("%s → null", (message) => {
    expect(recogniseActivity(message)).toBeNull();
  });

  it("returns null for empty text", () => {
    expect(recogniseActivity("")).toBeNull();
    expect(recogniseActivity("  ?! ")).toBeNull();
  });
});

describe("recogniseActivity: matching rules", () => {
  it("prefers the more specific phrase", () => {
    expect(recogniseActivity("tłumacz przysięgły")?.id).toBe("sworn_translator");
    expect(recogniseActivity("tłumacz")?.id).toBe("translator");
    expect(recogniseActivity("architekt IT w banku")?.id).toBe("it_consulting");
    expect(recogniseActivity("architekt wnętrz")?.id).toBe("interior_design");
  });

  it("does not fire on a keyword inside another word", () => {
    expect(recogniseActivity("przeprogramowanie kasy fiskalnej")).toBeNull();
    expect(recogniseActivity("zwolnienie lekarskie a składki")).toBeNull();
    expect(recogniseActivity("wysłałem paczkę kurierem")).toBeNull();
  });

  it("tells the user's own business from someone else's profession", () => {
    expect(recogniseActivity("moja kosmetyczka mówi, że to drogie")).toBeNull();
    expect(recogniseActivity("my accountant says I should register for VAT")).toBeNull();
    expect(recogniseActivity("mój sklep internetowy rośnie")?.id).toBe("online_shop");
    expect(recogniseActivity("I run my online store from home")?.id).toBe("online_shop");
    expect(recogniseActivity("nie mam sklepu internetowego, tylko stacjonarny")?.id).not.toBe("online_shop");
  });

  it("returns the words as the user wrote them", () => {
    expect(recogniseActivity("Jestem TŁUMACZEM Przysięgłym")?.matched).toBe("TŁUMACZEM Przysięgłym");
  });

  it("answers in the requested or detected language", () => {
    const en = recogniseActivity("programista", "en");
    expect(en?.label).toBe("Software development");
    expect(en?.pkd[0]).toEqual({ code: "62.10.B", name: "Other computer programming activities" });
    const pl = recogniseActivity("I'm a software developer", "pl");
    expect(pl?.label).toBe("Programowanie, tworzenie oprogramowania");
    expect(recogniseActivity("I'm a physiotherapist")?.label).toBe("Physiotherapist");
  });

  it("gives the rate source and a note where the rate depends on the service", () => {
    const match = recogniseActivity("jestem tłumaczem przysięgłym");
    expect(match?.rateSource).toMatch(/art\. 12 ust\. 1/);
    expect(recogniseActivity("wynajmuję mieszkanie")?.note).toMatch(/100 000/);
    expect(recogniseActivity("trener personalny")?.note).toMatch(/15%/);
  });
});

describe("rental threshold", () => {
  it("taxes 8,5% up to 100 000 zł and 12,5% of the surplus", () => {
    expect(rentalRate(50000)).toBe(0.085);
    expect(rentalRate(100000)).toBe(0.085);
    expect(rentalRate(100001)).toBe(0.125);
    expect(rentalTax(60000).tax).toBe(5100);
    expect(rentalTax(100000).tax).toBe(8500);
    expect(rentalTax(150000).tax).toBe(14750);
    expect(rentalTax(150000).effectiveRate).toBeCloseTo(0.0983, 4);
    expect(rentalTax(0)).toEqual({ tax: 0, effectiveRate: 0 });
  });
});

describe("ACTIVITIES_2026 data", () => {
  const ids = ACTIVITIES_2026.map((a) => a.id);

  it("has at least 35 activities with unique ids", () => {
    expect(ACTIVITIES_2026.length).toBeGreaterThanOrEqual(35);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("uses only the 2026 lump-sum rates, each with its legal basis", () => {
    const rates: readonly number[] = PARAMETERS_2026.pit.ryczaltRates.value;
    for (const a of ACTIVITIES_2026) {
      expect(rates, a.id).toContain(a.ryczaltRate.value);
      expect(a.ryczaltRate.source, a.id).toMatch(/art\. 12 ust\. 1/);
    }
  });

  it("lists PKD 2025 subclasses, none that exist only in PKD 2007", () => {
    const pkd2007Only = [
      "62.01.Z",
      "62.02.Z",
      "62.03.Z",
      "62.09.Z",
      "45.20.Z",
      "96.02.Z",
      "86.90.A",
      "86.90.E",
      "43.39.Z",
      "74.10.Z",
      "70.22.Z",
      "69.20.Z",
      "41.20.Z",
      "56.10.A",
      "56.10.B",
      "90.03.Z",
      "63.11.Z",
    ];
    for (const a of ACTIVITIES_2026) {
      expect(a.pkd.length, a.id).toBeGreaterThan(0);
      for (const p of a.pkd) {
        expect(p.code, a.id).toMatch(/^\d{2}\.\d{2}\.[A-Z]$/);
        expect(pkd2007Only, a.id).not.toContain(p.code);
        expect(p.name.pl && p.name.en, a.id).toBeTruthy();
      }
    }
  });

  it("keeps the rental threshold as data", () => {
    const rental = ACTIVITIES_2026.find((a) => a.id === "residential_rental");
    expect(rental && "ryczaltThreshold" in rental ? rental.ryczaltThreshold.amount.value : null).toBe(100000);
  });

  it("has Polish and English keywords for every activity", () => {
    for (const a of ACTIVITIES_2026) {
      expect(a.keywords.pl.length, a.id).toBeGreaterThan(0);
      expect(a.keywords.en.length, a.id).toBeGreaterThan(0);
    }
  });
});
