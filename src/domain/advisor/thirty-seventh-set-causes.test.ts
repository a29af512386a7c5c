import { describe, expect, it } from "vitest";
import { fold } from "../knowledge/analyzer.ts";
import { pointed, pointsAt, reply } from "./set-causes-support.ts";
import { recogniseActivity } from "./understanding/activity.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";

// The general causes of the thirty-seventh blind set's misses (ADR 014: creative and online
// freelancers with foreign clients), each checked on wordings of its own, not the set's questions.

describe("the thirty-seventh set's causes: facts the message does not state", () => {
  it("takes a bare 'pierwszy raz' as a first business only in a message about opening one", () => {
    expect(
      extractProfileFacts("Pierwszy raz to składam, jak wypełnić PIT-36L?").businessInLast60Months,
    ).toBeUndefined();
    expect(
      extractProfileFacts("pierwszy raz to liczę, ile wyjdzie roczna zdrowotna?").businessInLast60Months,
    ).toBeUndefined();
    expect(extractProfileFacts("otwieram jdg, pierwszy raz w życiu").businessInLast60Months).toBe(false);
  });

  it("does not take the pay of someone taken on as the business's revenue", () => {
    expect(
      extractProfileFacts("biorę na zlecenie studentkę do pakowania paczek, 1800 zł miesięcznie").monthlyRevenue,
    ).toBeUndefined();
    expect(extractProfileFacts("I'm hiring a part-time assistant, 3 000 PLN a month").monthlyRevenue).toBeUndefined();
    expect(extractProfileFacts("sprzedaję grafiki, ok 5 tys miesięcznie").monthlyRevenue).toBe(5000);
  });

  it("does not take accounting software or author's costs for the asker's trade", () => {
    expect(recogniseActivity("jaki system księgowy wybrać do faktur?", "pl")).toBeNull();
    expect(recogniseActivity("korzystam z darmowego programu księgowego", "pl")).toBeNull();
    expect(recogniseActivity("can I use author's costs on my invoices?", "en")).toBeNull();
    expect(recogniseActivity("jestem księgową", "pl")?.id).toBe("accounting");
    expect(recogniseActivity("I'm an author of children's books", "en")?.id).toBe("copywriter");
  });
});

describe("the thirty-seventh set's causes: creators, foreign clients and their VAT", () => {
  it("answers that fans' payments and products for a post are income, not gifts", () => {
    expect(fold(reply("dostaję wpłaty od widzów na youtube, to darowizny czy muszę to opodatkować?"))).toMatch(
      /przychod/,
    );
    expect(reply("a clothing brand gave me a jacket for an Instagram post – is that a gift?", "en")).toMatch(
      /market value/,
    );
  });

  it("reads a client in an EU country in the locative ('w Niemczech') and a platform paying from Ireland", () => {
    pointsAt(
      "jestem zwolniony z vat, robię tłumaczenia dla firmy w czechach – co muszę zgłosić?",
      "vat-uslugi-zagranica",
    );
    pointsAt("zarabiam na adsense od google ireland, jestem zwolniony z vat", "vat-uslugi-zagranica", "rejestracja");
  });

  it("takes selling to a client outside the EU as no Polish VAT, not as an import of services", () => {
    expect(
      pointed("fakturuję firmę z kanady za aplikację saas, jaki vat?").some((p) => p.startsWith("import-uslug")),
    ).toBe(false);
    pointsAt("I invoice an American agency for design work, which VAT rate?", "vat-uslugi-zagranica", "outside the eu");
    expect(pointed("both of us are companies, can they pay the invoice in cash?")).not.toContain(
      "vat-uslugi-zagranica#spoza ue|outside the eu",
    );
  });

  it("gives the VAT-UE statement's day when asked when it is due", () => {
    pointsAt("by when do I file the EU summary report (VAT-UE)?", "vat-uslugi-zagranica", "25");
    expect(reply("do kiedy składam informację podsumowującą VAT-UE za marzec?")).toMatch(/25/);
  });

  it("gives the first JPK's day after becoming a VAT payer past the limit", () => {
    expect(reply("przekroczyłam limit i jestem czynnym vatowcem od września, do kiedy pierwszy JPK?")).toMatch(
      /25 października/,
    );
  });

  it("says how unregistered activity is taxed rather than recounting the limit", () => {
    expect(reply("mam działalność nierejestrowaną, ok 2 tys. zł miesięcznie – jak płacić podatek?")).toMatch(/PIT-36/);
  });

  it("says that a VAT-exempt business pays 23% VAT on imported services", () => {
    expect(reply("jestem zwolniony z vat, płacę za subskrypcję figmy z irlandii na nip – co z VAT-9M?")).toMatch(/23%/);
  });

  it("says that 50% author's costs belong to a contract, not to an invoice from a JDG", () => {
    pointsAt(
      "mam jdg i robię zdjęcia do książek – mogę na fakturze dać koszty autorskie 50%?",
      "umowy-praca-zlecenie-dzielo",
    );
    expect(
      reply("I translate books via my sole proprietorship – can my invoices use 50% author's costs?", "en"),
    ).toMatch(/do not apply|cannot/);
  });

  it("names the ministry's free KSeF tools to someone without invoicing software", () => {
    expect(reply("nie mam programu do faktur, czym za darmo wystawię fakturę w KSeF?")).toMatch(
      /Aplikacj\w+ Podatnika/,
    );
    expect(reply("which free tool can I use to issue KSeF invoices without any software?", "en")).toMatch(
      /Taxpayer Application/,
    );
  });

  it("does not give the lump-sum rate when a purchase, joint filing or the records are asked", () => {
    expect(reply("ryczałt, jestem tłumaczką. kupiłam drukarkę za 3 tys – o ile spadnie podatek?")).not.toMatch(
      /stawka ryczałtu/,
    );
    expect(reply("grafik, przechodzę z ryczałtu na skalę – rozliczę się wspólnie z mężem?")).toMatch(/wspóln/);
    expect(reply("on the lump sum do I have to keep the KPiR book?", "en")).toMatch(/revenue register/);
  });

  it("reads 'bez żadnej firmy' as unregistered activity and says no ZUS is paid on it", () => {
    expect(reply("robię kolczyki i sprzedaję na vinted, ok 1-2 tys miesięcznie, bez żadnej firmy. a zus?")).toMatch(
      /nie płacisz składek ZUS/,
    );
  });

  it("adds to the lump sum's health contribution that a job's contribution does not replace it", () => {
    expect(
      reply("mam umowę o pracę i firmę na ryczałcie, 5 tys. przychodu miesięcznie – zdrowotną z firmy też płacę?"),
    ).toMatch(/niezależnie/);
  });
});
