import { describe, expect, it } from "vitest";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { compareTaxForms } from "../tax/compare.ts";
import { advise } from "./advisor.ts";
import { assumedRyczaltRate } from "./computed/profile-comparison.ts";
import { openingMessage } from "./opening.ts";
import { isFollowUp, withFollowUp } from "./understanding/follow-up.ts";

const search = createKnowledgeSearch();
const start = (lang: "pl" | "en") => ({ lang, profile: {}, expecting: "activity" as const, search });

describe("the built-in advisor's policy", () => {
  it("greets, explains what it does and asks its first question", () => {
    const pl = openingMessage("pl");
    expect(pl.content).toContain("Jestem doradcą Przewodnika");
    expect(pl.content).toContain("Czym będzie się zajmować Twoja firma?");
    expect(pl.expecting).toBe("activity");
    expect(openingMessage("en").content).toMatch(/What will your business do\?/);
  });

  it("learns facts from what the user writes, says what it noted, and asks the next missing fact only", () => {
    const first = advise("Programowanie aplikacji mobilnych dla firm", start("pl"));
    expect(first.profile).toMatchObject({ activity: "Programowanie aplikacji mobilnych dla firm" });
    expect(first.expecting).toBe("monthlyRevenue");
    expect(first.content).toContain("Jakiego przychodu spodziewasz się miesięcznie");
    expect(first.content.match(/\?/g)).toHaveLength(1);

    const second = advise("około 15 tys. zł miesięcznie, zatrudnię 2 osoby", {
      ...start("pl"),
      profile: first.profile,
      expecting: first.expecting,
    });
    expect(second.learned).toEqual({ monthlyRevenue: 15000, employees: 2 });
    expect(second.content.replace(/\s/g, " ")).toContain("Zapisuję: przychód 15 000 zł miesięcznie, 2 pracowników.");
    expect(second.expecting).toBe("monthlyCosts");
  });

  it("answers a question from the knowledge base with the article's lead and its sources", () => {
    const turn = advise("Ile wynosi preferencyjny ZUS w 2026?", { ...start("pl"), expecting: null });
    expect(turn.kind).toBe("answer");
    expect(turn.content.replace(/\s/g, " ")).toContain("456,18 zł");
    expect(turn.sources[0]).toMatchObject({ articleId: "zus-preferencyjny", url: "https://www.zus.pl/" });
  });

  it("says plainly when a question is outside what it knows, with no invented figure", () => {
    const turn = advise("Jaka będzie jutro pogoda w Krakowie?", { ...start("pl"), expecting: null });
    expect(turn.kind).toBe("unknown");
    expect(turn.sources).toEqual([]);
    expect(turn.content).toContain("nie znajduję odpowiedzi");
    // The only number in the reply is the year it knows about (a nearest topic's title may name it too).
    expect(new Set(turn.content.match(/\d+/g))).toEqual(new Set(["2026"]));
    expect(advise("What is the capital of France?", { ...start("en"), expecting: null }).kind).toBe("unknown");
  });

  it("uses the calculators once the revenue is known, with the same figures as the calculator and a link to it", () => {
    const profile = { activity: "sklep internetowy", monthlyRevenue: 12000, monthlyCosts: 3000 };
    const turn = advise("Jaką formę opodatkowania wybrać?", { ...start("pl"), profile, expecting: null });
    const expected = compareTaxForms({
      year: 2026,
      annualRevenue: 144000,
      annualCosts: 36000,
      zus: "full",
      sicknessInsurance: false,
      ryczaltRate: 3,
    });
    const ryczalt = expected.variants.find((v) => v.form === "ryczalt")!.netIncome;
    const shown = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 0 }).format(Math.round(ryczalt));
    expect(turn.content.replace(/\s/g, " ")).toContain(`ryczałt 3%: ${shown.replace(/\s/g, " ")} zł`);
    expect(turn.content).toContain("/kalkulator?revenue=144000&costs=36000&zus=full&rate=3");
  });

  it("reads a bare yes or no as the answer to its question, in English too", () => {
    const turn = advise("no", {
      lang: "en",
      profile: { activity: "IT", monthlyRevenue: 10000, monthlyCosts: 0, customers: "b2b" },
      expecting: "businessInLast60Months",
      search,
    });
    expect(turn.learned).toEqual({ businessInLast60Months: false });
    expect(turn.content).toContain("Noted: first business.");
    expect(turn.expecting).toBe("formerEmployerClient");
  });

  it("assumes a lump-sum rate from the activity and says which", () => {
    expect(assumedRyczaltRate("programista React")).toMatchObject({ rate: 12, reason: "activity" });
    expect(assumedRyczaltRate("sklep z odzieżą")).toMatchObject({ rate: 3, reason: "activity" });
    expect(assumedRyczaltRate("tłumacz przysięgły")).toMatchObject({ rate: 17, reason: "activity" });
    expect(assumedRyczaltRate("coś zupełnie innego")).toEqual({ rate: 8.5, reason: "default", label: "" });
  });

  it("reads a follow-up that asks for another kind of fact with the earlier subject, not the earlier question", () => {
    const limit = "jaki jest limit przychodu na maly zus plus?";
    const long = withFollowUp(limit, "a przez ile miesiecy mozna z niego korzystac?");
    expect(long).toContain("maly zus plus");
    expect(long).not.toMatch(/limit|jaki/);
    // The same kind of fact with another figure keeps the whole question.
    expect(withFollowUp("ile wynosi zdrowotna na ryczalcie przy 50 tys?", "a przy 100 tys?")).toContain("ile wynosi");
    const en = withFollowUp("maly zus plus - whats the limit of last years revenue?", "and how long can I stay on it?");
    expect(en).not.toMatch(/limit|whats/);
  });

  it("takes a short question that names no subject of its own as a follow-up", () => {
    const previous = { lastQuestion: "ile wynosi danina solidarnosciowa?" };
    expect(isFollowUp("od jakiej kwoty dochodu?", previous)).toBe(true);
    expect(isFollowUp("up to what revenue can you use it?", previous)).toBe(true);
    expect(isFollowUp("jaki jest limit zwolnienia z vat?", previous)).toBe(false);
    expect(isFollowUp("od jakiej kwoty dochodu?", {})).toBe(false);
    const turn = advise("od jakiej kwoty dochodu?", {
      ...start("pl"),
      expecting: null,
      context: { lastQuestion: "ile wynosi danina solidarnosciowa?", lang: "pl" },
    });
    expect(turn.sources[0]?.articleId).toBe("danina-solidarnosciowa");
    expect(turn.content).toMatch(/1 000 000 zł/);
  });

  it("replies to every message once the interview is done, greetings and acknowledgements included", () => {
    const profile = {
      stage: "starting",
      activity: "Programowanie",
      customers: "b2b",
      monthlyRevenue: 15000,
      monthlyCosts: 1000,
      founders: 1,
      legalForm: "jdg",
      employees: 0,
      formerEmployerClient: false,
      businessInLast60Months: false,
      otherEmployment: false,
      vatStatus: "exempt",
      fundingNeeds: false,
      startDate: "2027-03-01",
    } as const;
    const reply = (message: string, lang: "pl" | "en" = "pl") =>
      advise(message, { lang, profile, expecting: null, search });
    for (const message of ["Dzień dobry", "ok", "tak", "nie", "dzięki"]) {
      const turn = reply(message);
      expect(turn.content.length, message).toBeGreaterThan(20);
      expect(turn.lang).toBe("pl");
      expect(turn.learned).toEqual({});
    }
    expect(reply("Dzień dobry").content).toMatch(/^Dzień dobry!/);
    expect(reply("hello").content).toMatch(/^Hello!/);
    expect(reply("thanks!", "pl").content).toMatch(/^You're welcome/);
    expect(reply("ok", "en").content).toMatch(/ask me anything/i);
  });

  it("knows that another country's business law is outside what it knows, but a Polish business with clients abroad is not", () => {
    const kind = (message: string) => advise(message, { ...start("pl"), expecting: null }).kind;
    for (const abroad of [
      "jak zalozyc firme w niemczech, ile kosztuje gewerbe?",
      "jaki jest prog rejestracji vat w wielkiej brytanii?",
      "how do I pay self-employment tax in the US?",
      "what does a company in Ireland pay in corporation tax?",
      "What's the UK VAT registration threshold for my Ltd company?",
    ])
      expect(kind(abroad), abroad).toBe("unknown");
    for (const home of [
      "programuje dla klienta z niemiec, jaka stawka ryczaltu?",
      "mam klientow w niemczech, czy musze miec vat-ue?",
      "I invoice clients in Germany from my JDG, do I charge Polish VAT?",
    ])
      expect(kind(home), home).toBe("answer");
  });

  it("does not foretell one person's court case or the central bank, and records nothing of it", () => {
    for (const message of [
      "moj wspolnik z s.c. wyprowadzil z konta firmowego 40 tys, sprawa jest w sadzie w poznaniu. wygram to?",
      "Jak się skończyła sprawa przed NSA o sygnaturze II FSK 1187/25 mojego znajomego? Wygrał?",
      "Will the NBP cut interest rates next month? I'm deciding whether to take a business loan now.",
    ]) {
      const turn = advise(message, { ...start("pl"), expecting: null });
      expect(turn.kind, message).toBe("unknown");
    }
    // Winning a tender is the user's business, not a court case.
    expect(advise("wygrałem przetarg, jak wystawić fakturę?", { ...start("pl"), expecting: null }).kind).toBe("answer");
  });

  it("does not take a purchase price for revenue, nor foretell a market", () => {
    const car = advise("kupilem w tym roku do firmy nowe auto spalinowe za 180 tys netto. ile moge amortyzowac?", {
      ...start("pl"),
      expecting: null,
    });
    expect(car.learned.monthlyRevenue).toBeUndefined();
    const market = advise(
      "czy w przyszlym roku sprzedaz swiec przez internet bedzie rosla? oplaca sie jeszcze w to wchodzic?",
      {
        ...start("pl"),
        expecting: null,
      },
    );
    expect(market.kind).toBe("unknown");
  });

  it("reads 'do' and 'to', words of both languages, as neither", () => {
    const turn = advise("Do receipts with NIP up to 450 PLN have to go to KSeF?", { ...start("pl"), expecting: null });
    expect(turn.lang).toBe("en");
  });

  it("does not answer another country's tax, Belarus included", () => {
    const turn = advise(
      "how much income tax would I pay on the same income if I stayed registered as IP in Belarus instead?",
      { ...start("en"), expecting: null },
    );
    expect(turn.kind).toBe("unknown");
  });

  it("reads who founds, what stage and when a business closed only from what the user states", () => {
    const ask = (message: string) => advise(message, { ...start("pl"), expecting: null }).learned;
    expect(
      ask("Ile wynosi minimalna podstawa preferencyjnego zusu? chce sobie sama policzyc").founders,
    ).toBeUndefined();
    expect(ask("Is IP Box still available in 2026 for solo devs?").founders).toBeUndefined();
    expect(ask("I'm a programmer on B2B, thinking about ryczałt. What rate would I pay?").stage).toBeUndefined();
    expect(
      ask("Zamknalem swoja poprzednia jdg w 2023, teraz chce otworzyc nowa. Czy dostane ulge na start?")
        .businessInLast60Months,
    ).toBe(true);
  });

  it("does not foretell a friend's case or another country's income tax", () => {
    for (const message of [
      "Kolega ma sprawe w sadzie z ZUS o preferencyjny zus. Wygra czy nie?",
      "How much German income tax will I owe on my Polish JDG profits?",
    ])
      expect(advise(message, { ...start("pl"), expecting: null }).kind, message).toBe("unknown");
  });

  it("affirms an obligation asked as 'do I still have to' when the answer states it", () => {
    const turn = advise("I'm on the startup relief (ulga na start) - do I still have to pay health insurance?", {
      ...start("en"),
      expecting: null,
    });
    expect(turn.content).toMatch(/^(\*\*)?Yes\. /);
  });

  it("answers two questions joined by 'and' with the figures the message states", () => {
    const turn = advise(
      "IT contractor, invoicing about 30k PLN/month to one client, basically no costs. what ryczałt rate would I have and how much health contribution?",
      { ...start("en"), expecting: null },
    );
    expect(turn.content).toContain("12%");
    expect(turn.content).toContain("1,495.04");
  });

  it("does not take the user's suppliers for the user's customers", () => {
    const turn = advise("and what about receiving invoices? my suppliers are big companies", {
      ...start("en"),
      expecting: null,
    });
    expect(turn.learned.customers).toBeUndefined();
  });

  it("answers each further question of a message a calculator answers, in the order asked", () => {
    const turn = advise("Do kiedy składamy CIT-8 za 2025? I do którego dnia miesiąca płacimy ZUS za siebie i ludzi?", {
      ...start("pl"),
      expecting: null,
      profile: { legalForm: "spzoo", stage: "running" },
    });
    expect(turn.content).toContain("31 marca 2026");
    expect(turn.content.indexOf("31 marca 2026")).toBeLessThan(turn.content.indexOf("15. dnia"));
  });

  it("reads a follow-up with the figures and dates its own statements give", () => {
    const first = advise("I sell candles at markets to private people. When do I need a cash register?", {
      ...start("en"),
      expecting: null,
    });
    const second = advise("I'm starting on 1 July - is that limit pro-rated for this year? how much?", {
      ...start("en"),
      expecting: null,
      profile: first.profile,
      context: first.context as never,
    });
    expect(second.content).toContain("10,082.19");
  });
});
