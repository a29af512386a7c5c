import { describe, expect, it } from "vitest";
import { fold } from "../knowledge/analyzer.ts";
import { PARAMETERS_2026 } from "../tax/parameters-2026.ts";
import { smallPlusBase } from "../tax/social-contributions.ts";
import { isOutOfScope } from "./understanding/out-of-scope.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";
import { reply, pointed, pointsAt } from "./set-causes-support.ts";

// The general causes of the forty-fourth set's misses (ADR 014: mainstream first- and second-year
// founders), each checked on wordings of its own, not the set's questions.

describe("the forty-fourth set's causes: a founder's everyday questions point at their sections", () => {
  it("points registering with ZUS in the same CEIDG application at the one-application section", () => {
    pointsAt(
      "Zakładam JDG – zgłoszenie do ZUS robię osobno czy razem z CEIDG?",
      "jdg-rejestracja-ceidg",
      "jeden wniosek",
    );
    pointsAt(
      "Does the CEIDG application register me with ZUS automatically?",
      "jdg-rejestracja-ceidg",
      "one application",
    );
    expect(
      pointed("Zamykam firmę – czy wykreślenie z CEIDG wyrejestruje mnie z ZUS automatycznie?").join(),
    ).not.toMatch(/jeden wniosek/);
  });

  it("points logging in to KSeF, an advance invoice and a PDF invoice's consent at their sections", () => {
    pointsAt("Nie mam profilu zaufanego – jak się zaloguję do KSeF?", "ksef-terminy", "logowanie");
    pointsAt(
      "Dostałam przedpłatę od klienta przed wykonaniem usługi – jaka faktura?",
      "faktura-wystawianie-korekta",
      "zaliczkow",
    );
    pointsAt("Can I e-mail invoices as PDF or does the buyer have to agree?", "ksef-ulgi-2026", "poza ksef do 10");
  });

  it("points a deadline on a weekend, a mid-year change of tax form and a fuel receipt at theirs", () => {
    pointsAt("Termin VAT wypada w niedzielę – płacę w poniedziałek?", "terminy-kalendarz", "sobote");
    pointsAt("Can I move from the lump sum to the flat tax from September?", "zmiana-formy-opodatkowania", "limits");
    pointsAt(
      "Mam paragon za olej napędowy do auta firmowego – odliczę z niego VAT?",
      "samochod-w-firmie-limity",
      "vat od",
    );
  });

  it("points the 9% CIT's conditions, the December advance and quarterly advances' notice at theirs", () => {
    pointsAt("Nowa spółka – kiedy mam CIT 9%, a kiedy 19%?", "cit-spolki", "warunki stawki cit 9");
    pointsAt(
      "Zaliczka za grudzień na liniowym – płacę w styczniu czy przy zeznaniu?",
      "zaliczki-pit",
      "termin zaplaty",
    );
    expect(pointed("Zaliczka za grudzień na liniowym – płacę w styczniu czy przy zeznaniu?").join()).not.toMatch(
      /zeznanie-roczne-pit/,
    );
    pointsAt("Chcę płacić zaliczki kwartalnie – gdzie to zgłosić?", "zaliczki-pit", "kwartalnie");
  });

  it("points a loss carried forward, VAT on assets at closing and an EU citizen's registration at theirs", () => {
    pointsAt("I'll have a loss this year – for how many years can I deduct it?", "skala-podatkowa", "strata");
    pointsAt("Likwiduję firmę, zostaje mi komputer – płacę od niego VAT?", "zamkniecie-jdg", "wykreslenie z ceidg w 7");
    pointsAt(
      "I'm an EU citizen – do I register a JDG like a Polish citizen?",
      "cudzoziemiec-dzialalnosc",
      "in practice",
    );
    pointsAt(
      "What do I have to state on my invoices as a VAT-exempt freelancer?",
      "faktura-wystawianie-korekta",
      "zwolnionej",
    );
  });
});

describe("the forty-fourth set's causes: the facts a founder's answer needs are there", () => {
  it("names the exemption's legal basis, the next working day and the form kept for the whole year", () => {
    expect(reply("Jestem zwolniona z VAT – co mam wpisać na fakturze?")).toMatch(/art\. 113 ust\. 1/);
    expect(reply("Termin zapłaty zaliczki na PIT wypada w sobotę – zapłacę w poniedziałek bez odsetek?")).toMatch(
      /następny dzień roboczy/,
    );
    expect(reply("Czy mogę od października przejść z liniowego na ryczałt?")).toMatch(/kolejnego roku/);
  });

  it("says VAT is deducted from an invoice, quarterly advances need no application, a loss spreads over 5 years", () => {
    expect(reply("Tankuję firmowe auto i dostaję paragon bez NIP – odliczę VAT?")).toMatch(/z faktury/);
    expect(reply("Firma na liniowym od marca – jak zgłosić kwartalne zaliczki, trzeba wniosek?")).toMatch(
      /zeznaniu rocznym/,
    );
    expect(reply("Mam stratę z działalności na skali – w ilu latach ją odliczę?")).toMatch(/5 kolejnych latach/);
  });

  it("says CEIDG deregisters the owner from ZUS and a PDF invoice needs the buyer's acceptance", () => {
    expect(reply("Po wykreśleniu firmy z CEIDG muszę sam wysłać coś do ZUS?")).toMatch(/ZWUA/);
    expect(reply("Wysyłam faktury mailem w PDF – czy klient musi to zaakceptować?")).toMatch(/akceptacji odbiorcy/);
  });
});

describe("the forty-fourth set's causes: what a message means", () => {
  const facts = (text: string) => extractProfileFacts(text, undefined, undefined, new Date(Date.UTC(2026, 10, 27)));

  it("keeps a yearly amount yearly when the next sentence asks for a monthly figure", () => {
    expect(facts("Ryczałt, roczny przychód około 80 tys. Ile to miesięcznie ze zdrowotną?").monthlyRevenue).toBe(
      6666.67,
    );
    expect(facts("Ryczałt, przychód 8 tys. miesięcznie.").monthlyRevenue).toBe(8000);
  });

  it("takes the work a Polish business does for a company abroad for its own question", () => {
    const outside = (text: string) => isOutOfScope(fold(text).toLowerCase());
    expect(outside("I build websites for a company in France – do I need VAT-UE?")).toBe(false);
    expect(outside("Robię tłumaczenia dla firmy z Austrii, jestem zwolniona z VAT – co rejestrować?")).toBe(false);
    expect(outside("How do I register a company in France?")).toBe(true);
  });
});

describe("the forty-fourth set's causes: computed answers", () => {
  it("answers a PIT filed for the year of closing with the annual return's deadline", () => {
    expect(reply("Zamknęłam działalność w maju 2026 – do kiedy złożyć PIT za 2026?")).toMatch(/30 kwietnia 2027/);
  });

  it("adds that a job's health contribution does not cover the business's", () => {
    expect(reply("Pracodawca potrąca mi zdrowotną z pensji. Czy z JDG na ryczałcie też trzeba ją płacić?")).toMatch(
      /osobno|niezależnie/,
    );
    expect(
      reply("I have a full-time job and a JDG on the lump sum – do I pay the health contribution too?", "en"),
    ).toMatch(/separately|independently|regardless/);
  });

  it("counts the Mały ZUS Plus base by days of the previous year (art. 18c), not by twelve months", () => {
    expect(smallPlusBase(PARAMETERS_2026, 48_000)).toBe(1972.6);
    expect(smallPlusBase(PARAMETERS_2026, 60_000, 365)).toBe(2465.75);
  });
});
