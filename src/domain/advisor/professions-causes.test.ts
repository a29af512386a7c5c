import { describe, expect, it } from "vitest";
import { recogniseActivity } from "./understanding/activity.ts";
import { computed, outOfScope, pointed, pointsAt, reply } from "./set-causes-support.ts";

// Founders in licensed and regulated professions (doctors and dentists, the other medical
// professions, vets, lawyers and tax advisers, accounting offices, architects and engineers, sworn
// translators), asked in the askers' own words – Polish without diacritics and English – not in any
// set's questions.

describe("a doctor's or dentist's own practice", () => {
  it("points registering, insurance and the forms of practice at their sections", () => {
    pointsAt(
      "jestem lekarzem, ide na kontrakt do szpitala - jak sie wpisac do rejestru w izbie lekarskiej?",
      "prof-lekarz-praktyka",
      "rejestracja",
    );
    pointsAt(
      "how do I register my medical practice with the chamber as a doctor?",
      "prof-lekarz-praktyka",
      "registering",
    );
    pointsAt("jakie oc musi miec dentysta z wlasnym gabinetem?", "prof-lekarz-praktyka", "obowiazkowe oc");
    pointsAt("lekarz tylko na wizyty domowe - jaka forma praktyki?", "prof-lekarz-praktyka", "formy praktyki");
  });

  it("answers the registration, the insurance sums and the 14 % lump sum", () => {
    expect(reply("co to jest rpwdl i czy lekarz na b2b musi sie tam wpisac?")).toMatch(/RPWDL|rejestru podmiotów/);
    expect(reply("ile musi wynosic oc lekarza z praktyka?")).toMatch(/75 000 euro/);
    expect(reply("what liability insurance must a doctor with a private practice have?", "en")).toMatch(/EUR 75,000/);
    expect(reply("stomatolog na ryczalcie - 14 czy 17 procent?")).toMatch(/14%/);
    expect(computed("I'm a dentist earning 30k PLN a month on a contract, how much lump-sum tax?", "en")).toMatch(
      /14%[\s\S]*4,200/,
    );
  });
});

describe("a contract beside a hospital job", () => {
  it("says only the health contribution is due with a job paying the minimum wage", () => {
    pointsAt(
      "mam etat w szpitalu i dyzury na kontrakcie w innym, czy place zus z firmy?",
      "prof-kontrakt-obok-etatu",
      "zus przy etacie",
    );
    expect(
      reply("I have a hospital job and on-call shifts on a contract, do I pay ZUS from the business?", "en"),
    ).toMatch(/4,806/);
  });

  it("rules out the lump sum for a contract with the same hospital for the same work", () => {
    pointsAt(
      "czy moge miec kontrakt w tym samym szpitalu gdzie mam etat i byc na ryczalcie?",
      "prof-kontrakt-obok-etatu",
      "tym samym szpitalu",
    );
    expect(reply("kontrakt u mojego pracodawcy w szpitalu obok etatu - moge wziac ryczalt?")).toMatch(/skali/);
  });

  it("points a rented surgery and the chamber's fee at costs", () => {
    pointsAt(
      "wynajmuje gabinet na godziny w przychodni, czy to koszt?",
      "prof-kontrakt-obok-etatu",
      "wynajem gabinetu",
    );
    pointsAt("czy skladka do izby lekarskiej jest kosztem?", "prof-kontrakt-obok-etatu", "typowe koszty");
    // An employer's medical examinations of staff are another matter.
    expect(pointed("ile kosztuje lekarz medycyny pracy dla pracownika?")).not.toContain(
      "prof-kontrakt-obok-etatu#typowe koszty|typical costs",
    );
  });
});

describe("a job beside one's own practice, in other words", () => {
  it("reads a resident, a nurse contractor and a lawyer's job as a job beside a practice", () => {
    pointsAt(
      "jestem rezydentem, czy moge dorabiac na dzialalnosci w prywatnej przychodni?",
      "prof-kontrakt-obok-etatu",
    );
    pointsAt("Can a nurse in Poland work as a contractor for a hospital?", "prof-zawody-medyczne", "chamber entry");
    pointsAt("radca prawny na etacie i wlasna kancelaria - jaki zus?", "zus-etapy", "obok etatu");
    pointsAt("dentystka, otwieram gabinet - co po kolei zalatwic?", "prof-lekarz-praktyka", "rejestracja");
    // The start relief asked by a doctor is the relief's own question.
    expect(pointed("lekarz ulga na start ile zus").join()).not.toMatch(/prof-lekarz-praktyka/);
  });
});

describe("VAT on medical services", () => {
  it("taxes aesthetic treatments and opinions for an insurer, exempts treatment", () => {
    pointsAt("botoks w gabinecie - vat 23 czy zw?", "prof-vat-uslugi-medyczne", "medycyna estetyczna");
    expect(reply("is aesthetic medicine exempt from VAT in Poland?", "en")).toMatch(/23%/);
    pointsAt(
      "wystawiam zaswiadczenia lekarskie dla ubezpieczyciela, czy z vat?",
      "prof-vat-uslugi-medyczne",
      "zaswiadczenia",
    );
    expect(reply("czy dietetyk jest zwolniony z vat?")).toMatch(/art\. 43 ust\. 1 pkt 19/);
  });

  it("gives a vet 8 % VAT and an 8.5 % lump sum, not the medical exemption", () => {
    pointsAt("weterynarz jaki vat 8 czy 23?", "prof-weterynarz", "vat u weterynarza");
    expect(reply("vet VAT rate in Poland", "en")).toMatch(/8%/);
    expect(reply("jaki ryczalt dla weterynarza")).toMatch(/8,5%/);
    expect(computed("jestem weterynarzem, 15 tys przychodu miesiecznie na ryczalcie, ile podatku?")).toMatch(/8,5%/);
    // Registering a farm's cheese with the district vet is not being one.
    expect(recogniseActivity("rejestracja u weterynarza przy sprzedazy serow z gospodarstwa")).toBeNull();
    expect(pointed("rejestracja u weterynarza przy sprzedazy serow z gospodarstwa").join()).not.toMatch(
      /prof-weterynarz/,
    );
  });
});

describe("the cash register and invoices of a surgery or law office", () => {
  it("needs a register from the first patient or client for doctors and lawyers, after 20 000 zl for the others", () => {
    pointsAt("czy lekarz zwolniony z vat musi miec kase fiskalna?", "prof-kasa-faktury-gabinet", "lekarz i dentysta");
    pointsAt("prawnik kasa fiskalna od pierwszej porady?", "prof-kasa-faktury-gabinet", "kasa w kancelarii");
    expect(reply("czy psychoterapeuta musi miec kase fiskalna?")).toMatch(/20 000 zł/);
    expect(reply("does a doctor need a cash register if VAT exempt?", "en")).toMatch(/first (patient|visit|sale)/);
  });

  it("sends a doctor's invoice to a hospital through KSeF, a patient's outside it", () => {
    pointsAt("czy lekarz na kontrakcie wystawia fakture w ksef?", "prof-kasa-faktury-gabinet", "kontrakt lekarza");
    expect(reply("czy lekarz na kontrakcie wystawia fakture w ksef?")).toMatch(/1 kwietnia 2026/);
    // A shop's invoices from the register are KSeF's own question.
    expect(pointed("faktury z kasy fiskalnej tez musza isc do ksef?").join()).not.toMatch(/prof-kasa/);
  });
});

describe("nurses, physiotherapists, psychologists, dietitians", () => {
  it("points a practice, its chamber and the lump sum at their sections", () => {
    pointsAt(
      "jestem pielegniarka, chce pracowac na kontrakcie w szpitalu - co musze zalatwic?",
      "prof-zawody-medyczne",
      "praktyka pielegniarki",
    );
    pointsAt("do physiotherapists need to register with a chamber?", "prof-zawody-medyczne", "chamber entry");
    pointsAt("psycholog gabinet ryczalt 14 czy 8,5?", "prof-zawody-medyczne", "ryczalt 14");
    expect(reply("jak otworzyc gabinet dietetyczny, trzeba wpis w jakiejs izbie?")).toMatch(/CEIDG/);
  });
});

describe("lawyers, tax advisers and accounting offices", () => {
  it("charges VAT from the first invoice, 17 % lump sum, 50 000 euro insurance", () => {
    pointsAt("adwokat czy musi byc vatowcem od poczatku?", "prof-prawnik-kancelaria", "vat w kancelarii");
    expect(reply("lawyer VAT from the first invoice?", "en")).toMatch(/23%/);
    pointsAt("radca prawny ryczalt 17 procent?", "prof-prawnik-kancelaria", "ryczalt 17");
    expect(reply("jakie oc musi miec radca prawny?")).toMatch(/50 000 euro/);
    expect(reply("czy skladki na izbe adwokacka to koszt?")).toMatch(/koszt/);
  });

  it("needs no licence for an accounting office, but insurance", () => {
    expect(reply("biuro rachunkowe - czy potrzebna licencja i oc?")).toMatch(/10 000 euro/);
    // Setting up a company is not a lawyer's practice.
    expect(pointed("Can I set up a Polish sp. z o.o. fully online without a notary?").join()).not.toMatch(/prof-/);
  });
});

describe("architects, engineers, sworn translators", () => {
  it("gives architects and site managers 14 %, a sworn translator 17 %", () => {
    pointsAt("kierownik budowy na b2b - ryczalt 14?", "prof-architekt-inzynier-tlumacz", "ryczalt 14");
    pointsAt("lump sum for an architect", "prof-architekt-inzynier-tlumacz", "lump sum 14");
    pointsAt(
      "czy architekt musi nalezec do izby i miec oc?",
      "prof-architekt-inzynier-tlumacz",
      "izba i obowiazkowe oc",
    );
    expect(reply("tlumacz przysiegly - ryczalt 17 czy 8,5?")).toMatch(/17%/);
    // An IT architect is software, and a translator's health contribution is the lump sum's own question.
    expect(pointed("architekt it na b2b jaki ryczalt?").join()).not.toMatch(/prof-architekt/);
    expect(pointed("jestem tlumaczka przysiegla na ryczalcie, a zdrowotna moge odliczyc?").join()).not.toMatch(
      /prof-architekt/,
    );
  });
});

describe("what the advisor cannot know of a profession", () => {
  it("declines a premium, a chamber's own dues and the market's pay, not the rules around them", () => {
    expect(outOfScope("ile kosztuje OC lekarza?")).toBe(true);
    expect(outOfScope("how much does malpractice insurance cost for a dentist?")).toBe(true);
    expect(outOfScope("ile wynosi skladka czlonkowska w izbie lekarskiej?")).toBe(true);
    expect(outOfScope("ile zarabia pielegniarka na kontrakcie?")).toBe(true);
    expect(outOfScope("how much do nurses earn on B2B in Poland?")).toBe(true);
    // The sums insured, the dues as a cost, one's own net income and ZUS's insurance stay answerable.
    expect(outOfScope("ile musi wynosic oc lekarza?")).toBe(false);
    expect(outOfScope("czy skladka do izby lekarskiej jest kosztem?")).toBe(false);
    expect(outOfScope("ile zarobie na reke jako lekarz na kontrakcie 20 tys?")).toBe(false);
    expect(outOfScope("ile kosztuje ubezpieczenie chorobowe w zus?")).toBe(false);
  });
});
