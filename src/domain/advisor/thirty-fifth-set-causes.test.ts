import { describe, expect, it } from "vitest";
import { computed, conversation, outOfScope, pointsAt, reply } from "./set-causes-support.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";

// The general causes of the thirty-fifth set's misses (ADR 014: drivers going B2B, small carriers,
// forwarders and couriers; intra-EU services and the reverse charge), each checked on wordings of
// its own, not the set's questions.
const facts = (text: string) => extractProfileFacts(text);

describe("the thirty-fifth set's causes: what a carrier's message records", () => {
  it("does not take a worker on B2B for the business's customers", () => {
    expect(facts("Mam tylko pomocnika B2B do załadunku, etatowców brak.").customers).toBeUndefined();
    expect(facts("I use a B2B driver for weekend runs, do I owe anything for him?").customers).toBeUndefined();
    expect(facts("Zatrudniam mechanika na etacie i chcę, żeby przeszedł na B2B – można?").customers).toBeUndefined();
    // A business selling to companies still states its customers.
    expect(facts("Jeżdżę tylko dla firm, wszystko na B2B.").customers).toBe("b2b");
  });

  it("does not take a hire's start day for the business's stage", () => {
    expect(facts("My new dispatcher is starting next week on an employment contract.").stage).toBeUndefined();
    expect(facts("Hiring a warehouse worker starting 1 March – what do I file?").stage).toBeUndefined();
    expect(facts("I'm starting a courier business next month.").stage).toBe("starting");
  });

  it("does not take 'nobody on a contract of employment' for the user's own job", () => {
    expect(facts("Na umowę o pracę nikogo nie zatrudniam, tylko zleceniobiorcę.").otherEmployment).toBeUndefined();
    expect(facts("Jestem na etacie w hurtowni i prowadzę JDG.").otherEmployment).toBe(true);
  });

  it("does not take a supplier's invoice without VAT for the user's exemption", () => {
    expect(facts("Dostałem od przewoźnika z Łotwy fakturę bez VAT, co z nią?").vatStatus).toBeUndefined();
    expect(facts("Sprzedaję bez VAT, jestem na zwolnieniu.").vatStatus).toBe("exempt");
  });

  it("does not take the VAT limit crossed ('przebije 240 tys.') for the revenue", () => {
    expect(facts("W listopadzie sprzedaż przebije mi 240 tys. – co wtedy?").monthlyRevenue).toBeUndefined();
    expect(reply("Mam zwolnienie z VAT, w październiku faktura przebije 240 tys. obrotu. Od kiedy VAT?")).toMatch(
      /od tej transakcji/,
    );
  });
});

describe("the thirty-fifth set's causes: intra-EU transport", () => {
  it("answers a run for a client in another EU country, not another country's law", () => {
    const q = "Robię kurs Gdańsk–Rotterdam dla firmy z Holandii z numerem VAT-ID – doliczam 23%?";
    expect(outOfScope(q)).toBe(false);
    pointsAt(q, "transport-kierowcy-koszty", "dla firmy z ue");
    expect(reply(q)).toMatch(/odwrotne obciążenie/);
    expect(reply(q)).toMatch(/VAT-UE/);
    const en = "I haul pallets for a Belgian company with a valid VAT-ID – is it 23% Polish VAT?";
    expect(outOfScope(en)).toBe(false);
    expect(reply(en, "en")).toMatch(/reverse charge/);
  });

  it("points a VAT-exempt courier's first EU run at the VAT-R registration", () => {
    const q = "Kurier na zwolnieniu z VAT, pierwsze zlecenie od firmy z Belgii – co załatwić w urzędzie?";
    expect(reply(q)).toMatch(/VAT-R/);
  });

  it("points a run bought from a carrier abroad at the import of services", () => {
    const q = "Jako spedytor kupiłem przewóz od czeskiego przewoźnika, faktura bez VAT z reverse charge – co dalej?";
    pointsAt(q, "import-uslug");
    expect(reply(q)).toMatch(/import usług/);
  });

  it("gives the VAT-UE statement's deadline for a month", () => {
    expect(computed("Do kiedy informacja podsumowująca VAT-UE za październik 2026?")).toMatch(/25 listopada 2026/);
    expect(computed("When is the EC Sales List for March 2026 due?", "en")).toMatch(/27 April 2026/);
  });

  it("sends an invoice to an EU client without KSeF as a PDF with a QR code", () => {
    expect(reply("wożę dla firmy ze Słowacji, nie mają KSeF – jak przekazać fakturę?")).toMatch(/kodem QR/);
  });
});

describe("the thirty-fifth set's causes: registering a transport business", () => {
  it("gives the PKD codes of freight, removals and couriers", () => {
    pointsAt("jaki pkd na przewóz palet busem?", "transport-drogowy-licencje", "kody pkd");
    expect(reply("Jaki kod PKD dla kuriera doręczającego paczki?")).toMatch(/53\.20\.Z/);
    expect(reply("Which PKD code for freight by truck?", "en")).toMatch(/49\.41\.Z/);
  });

  it("says VAT registration is a separate VAT-R filing, and a start date cannot be back-dated", () => {
    expect(reply("Czy rejestracja firmy w CEIDG robi mnie od razu czynnym podatnikiem VAT?")).toMatch(/VAT-R/);
    expect(reply("Can I enter a start date in the past in my CEIDG application?", "en")).toMatch(/day of filing/);
  });

  it("registers without a trusted profile at the office or by post", () => {
    expect(reply("Nie mam profilu zaufanego ani e-dowodu, jak zarejestrować JDG?")).toMatch(
      /poświadczonym notarialnie/,
    );
  });

  it("does not read a friend's father as a question about paternity leave", () => {
    expect(reply("Znajomy ojca ma kartę podatkową – czy ja też mogę ją wybrać?")).toMatch(/kart. podatkow/i);
  });
});

describe("the thirty-fifth set's causes: ZUS, health and deadlines", () => {
  it("gives preferential ZUS right away when the relief for starters is skipped", () => {
    const pl = computed(
      "Otwieram firmę i od razu chcę chorobowe – mogę zrezygnować z ulgi na start i iść na preferencyjny?",
    );
    expect(pl).toMatch(/24 miesiące/);
    expect(pl).toMatch(/456,18/);
    expect(
      computed("Setting up a JDG, can I opt out of the startup relief straight to the reduced ZUS?", "en"),
    ).toMatch(/24 months/);
  });

  it("reads 'reduced social contributions' and 'calculate' as the preferential or full ZUS asked", () => {
    expect(computed("What are the reduced social contributions with sickness insurance?", "en")).toMatch(/456\.18/);
    expect(computed("Please calculate full ZUS for a year without sickness insurance, no health", "en")).toMatch(
      /21,459\.48/,
    );
  });

  it("answers the full ZUS amount when the preferential one is told to end", () => {
    expect(computed("preferencyjny zus konczy mi sie w maju, ile potem duzy zus bez zdrowotnej?")).toMatch(/1788,29/);
  });

  it("reads 'linear tax' as the flat tax for the health contribution", () => {
    expect(computed("I'm on the linear tax, income 10,000 PLN a month – what's my health contribution?", "en")).toMatch(
      /490/,
    );
  });

  it("dates PIT-11 from the year the driver was employed", () => {
    expect(computed("Zatrudniałem w 2025 magazyniera – do kiedy PIT-11 dla niego?")).toMatch(/2 marca 2026/);
    expect(computed("I employed a driver in 2025 – when is his PIT-11 due?", "en")).toMatch(/2 March 2026/);
  });

  it("points the annual return's form at the form that follows the tax form", () => {
    expect(conversation(["mam ryczałt 5,5% na ciągnik", "a jakie zeznanie roczne i do kiedy?"])).toMatch(/PIT-28/);
  });

  it("skips the relief for starters only when the relief is what is skipped", () => {
    expect(computed("Ulga na start mi się kończy – mogę pominąć preferencyjny i wejść w Mały ZUS Plus?")).not.toMatch(
      /nie musisz korzystać/,
    );
  });
});

describe("the thirty-fifth set's causes: employing drivers and warehouse staff", () => {
  it("keeps per diems out of the minimum wage", () => {
    expect(reply("Kierowca na etat: 4000 zł brutto pensji i reszta w dietach – w porządku?")).toMatch(/4806 zł/);
  });

  it("drops the Labour Fund and FGŚP for an employee aged 60 or more", () => {
    expect(reply("Przyjmuję na etat pana w wieku 62 lat – czy za niego odpadają jakieś składki?")).toMatch(
      /Fundusz Pracy/,
    );
  });

  it("needs no warehouse of one's own for the CEIDG entry", () => {
    expect(reply("Czy do rejestracji JDG z usługami magazynowymi muszę mieć własny magazyn?")).toMatch(/nie musisz/);
  });

  it("dates a small carrier's KSeF duty from 1 April 2026", () => {
    expect(reply("Mam firmę przewozową z trzema busami – od kiedy muszę wystawiać faktury w KSeF?")).toMatch(
      /1 kwietnia 2026/,
    );
  });
});
