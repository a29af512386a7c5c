import { describe, expect, it } from "vitest";
import { fold } from "../knowledge/analyzer.ts";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { advise } from "./advisor.ts";
import { hintsFor } from "./knowledge/hints.ts";
import { isFollowUp } from "./understanding/follow-up.ts";
import { isOutOfScope } from "./understanding/out-of-scope.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";

// The general causes of the forty-first set's misses (ADR 014: IT and creative B2B contractors),
// each checked on wordings of its own, not the set's questions.
const outside = (text: string) => isOutOfScope(fold(text).toLowerCase());

describe("the forty-first set's causes: a client or a supplier abroad is the Polish business's question", () => {
  it("answers a client placed in a country or named by its company form", () => {
    expect(outside("My new customer is a firm in France – how do I invoice it?")).toBe(false);
    expect(outside("mój klient to Ltd z Wielkiej Brytanii, jak wystawić fakturę?")).toBe(false);
    expect(outside("I invoice a US company 15k a month – does it count towards the VAT limit?")).toBe(false);
    expect(outside("I'm paying for Slack and Notion from American companies – any VAT to do?")).toBe(false);
  });

  it("still leaves another country's law alone", () => {
    expect(outside("How do I open a company in France?")).toBe(true);
    expect(outside("What is the VAT rate in Germany for my customers there?")).toBe(true);
    expect(outside("Chcę założyć GmbH w Austrii – jakie koszty?")).toBe(true);
  });
});

const facts = (text: string) => extractProfileFacts(text, undefined, undefined, new Date(Date.UTC(2026, 10, 27)));
const search = createKnowledgeSearch();
const learned = (q: string, lang: "pl" | "en" = "pl") =>
  advise(q, { lang, profile: {}, expecting: null, search }).learned;

describe("the forty-first set's causes: what a contractor's message records", () => {
  it("takes the date a former business closed for no start", () => {
    expect(facts("Prowadziłam firmę do 2024 (zamknięta w marcu 2024), teraz otwieram nową.").startDate).toBeUndefined();
    expect(facts("I had a JDG (closed it in June 2023), now I'm opening again.").startDate).toBeUndefined();
    expect(facts("Otwieram firmę 1 lutego 2027.").startDate).toBe("2027-02-01");
  });

  it("takes a device's price for no revenue", () => {
    expect(facts("komputer za 9 tys. netto, zaczynam w tym roku – w koszty od razu?").monthlyRevenue).toBeUndefined();
    expect(facts("A new phone for 6k this year – can I expense it?").monthlyRevenue).toBeUndefined();
    expect(facts("Przychód w tym roku 120 tys.").monthlyRevenue).toBe(10000);
  });

  it("takes a paid supplier for no customers, and a client's company form for none of the user's", () => {
    expect(facts("I pay for GitHub and Adobe from US companies every month.").customers).toBeUndefined();
    expect(facts("Płacę za subskrypcje od firm z Irlandii.").customers).toBeUndefined();
    expect(facts("nowy klient z Kanady (Inc.), jak fakturować?").legalForm).toBeUndefined();
    expect(facts("Mój klient to sp. z o.o. z Krakowa.").legalForm).toBeUndefined();
    expect(facts("Prowadzę sp. z o.o. i fakturuję firmy.").legalForm).toBe("spzoo");
  });

  it("takes a move from the job to B2B with the same employer for no job beside the business", () => {
    const moving = facts(
      "od lipca przechodzę na B2B, mój obecny pracodawca będzie klientem, zakres ten sam co na etacie",
    );
    expect(moving.otherEmployment).toBeUndefined();
    expect(moving.formerEmployerClient).toBe(true);
    expect(facts("I'll invoice my former employer for the same tasks.").formerEmployerClient).toBe(true);
    expect(facts("Mam etat i firmę po godzinach.").otherEmployment).toBe(true);
  });

  it("takes a client's trade and the user's rented flat for no activity of the user's", () => {
    expect(
      learned("faktury idą do kontrahenta w Holandii (software house). KSeF mnie dotyczy?").activity,
    ).toBeUndefined();
    expect(
      learned("pracuję zdalnie, mieszkanie wynajmowane 48m2, pokój 9m2 to biuro. co w koszty?").activity,
    ).toBeUndefined();
    expect(learned("Jestem programistą na B2B.").activity).toMatch(/Programowanie/);
  });
});

/** The sections a question's hints point at ("article#heading"), first first. */
const pointed = (q: string) => hintsFor(q).map((h) => `${h.article}#${h.heading?.source ?? ""}`);
const first = (q: string) => pointed(q)[0] ?? "";

describe("the forty-first set's causes: a contractor's questions point at their sections", () => {
  it("points a former or current employer as the client at the exclusions", () => {
    expect(first("Będę fakturować byłego pracodawcę, czy mogę mieć liniowy 19%?")).toMatch(/^podatek-liniowy#/);
    expect(first("czy ryczałt odpada przy byłym pracodawcy?")).toMatch(/^ryczalt-zasady#/);
    expect(first("my previous employer wants me on B2B – can I keep the start relief?")).toMatch(/^zus-preferencyjny#/);
    expect(first("a jak dla nich będę robić inne zadania niż na etacie, ulga na start jest?")).toMatch(
      /^zus-preferencyjny#/,
    );
  });

  it("points the IP box on the lump sum, software bought abroad and a foreign client's sales at their sections", () => {
    expect(first("IP Box na ryczałcie 12% – da się?")).toMatch(/^ip-box#/);
    expect(first("Płacę za licencje Adobe z Irlandii bez VAT, jestem zwolniony – co z VAT?")).toMatch(/^import-uslug#/);
    expect(first("I bill a German company 280k a year – will I exceed the 240k exemption?")).toMatch(
      /^vat-zwolnienie-limit#co wlicza/,
    );
    expect(first("klient z USA, trzeba składać informację podsumowującą VAT-UE?")).toMatch(
      /^vat-uslugi-zagranica#spoza/,
    );
  });

  it("points sickness benefit on the start relief and after a job at their sections, not a parent's benefit", () => {
    expect(first("jestem na uldze na start – dostanę zasiłek, jak zachoruję?")).toMatch(/w czasie ulgi na start/);
    expect(first("I was on the start relief when my baby was born – any benefit?")).not.toMatch(/w czasie ulgi/);
    expect(first("mogę pominąć ulgę na start, żeby mieć chorobowe?")).not.toMatch(/w czasie ulgi/);
    expect(first("etat skończył się w czerwcu, od lipca chorobowe w firmie – czekam 90 dni?")).toMatch(
      /co wlicza sie do 90/,
    );
  });

  it("points KSeF with clients abroad, a laptop's cost, the relief's end and a B2B like a job at their sections", () => {
    expect(first("faktury dla klienta z Irlandii też w KSeF?")).toMatch(/^faktura-termin-zagranica#/);
    expect(first("a foreign-owned company in Poznań – since when KSeF?")).not.toMatch(/^faktura-termin-zagranica#/);
    expect(first("monitor i laptop za 8 tys. – amortyzacja czy od razu w koszty?")).toMatch(/do 10 000/);
    expect(first("the start relief is over – will ZUS switch me automatically?")).toMatch(/^ulga-na-start#/);
    expect(first("na B2B pracuję w stałych godzinach, przełożony zatwierdza urlop – jakie ryzyko?")).toMatch(
      /nadal stosunek pracy/,
    );
  });

  it("points the health deduction on the scale, an invoice's currency and a company's CIT at their sections", () => {
    expect(first("czy na skali odliczę składkę zdrowotną od podatku?")).toMatch(/^skladka-zdrowotna-skala#a podatek/);
    expect(first("klient chce faktury w dolarach – w jakiej walucie VAT?")).toMatch(/^faktura-wystawianie-korekta#/);
    expect(first("JDG czy spółka z o.o. z CIT 9% – co się bardziej opłaca?")).toMatch(/^spolka-zoo#podatki/);
  });
});

describe("the forty-first set's causes: follow-ups and a maternity benefit's base", () => {
  it("reads a message opening with 'and then' as leaning on the one before, however long", () => {
    const before = { lastQuestion: "Zakładam JDG 3 marca 2026 z ulgą na start – kiedy się kończy?" };
    expect(isFollowUp("a potem preferencyjny ZUS przez 24 miesiące – od kiedy dokładnie pełny ZUS?", before)).toBe(
      true,
    );
    expect(
      isFollowUp("and then two years of preferential ZUS on the lump sum – when does full ZUS start?", before),
    ).toBe(true);
    expect(isFollowUp("Ile wynosi pełny ZUS w 2026 roku dla osoby prowadzącej JDG na skali podatkowej?", before)).toBe(
      false,
    );
  });

  it("points a maternity benefit's base at its amount, and a JDG moved into a company not at the company's CIT", () => {
    expect(first("jestem na pełnym ZUS z chorobowym – od czego będzie liczony macierzyński?")).toMatch(/ile wynosi/);
    expect(first("I'm transforming my JDG into an sp. z o.o. – 9% CIT from the start?")).not.toMatch(
      /^spolka-zoo#podatki/,
    );
  });
});
