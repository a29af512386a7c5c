import { describe, expect, it } from "vitest";
import { advise, type AdvisorTurn, type ConversationContext } from "../../src/domain/advisor/advisor.ts";
import { contains } from "../../src/domain/advisor/evaluation.ts";
import type { KnowledgeLang } from "../../src/domain/knowledge/knowledge-base.ts";
import { createKnowledgeSearch } from "../../src/domain/knowledge/search.ts";

/**
 * The advisor on phrasings of our own, one group per cause of a wrong answer or a wrongly
 * recorded fact: each phrasing in users' words (no diacritics, typos, several facts at once).
 */
const search = createKnowledgeSearch();

function ask(q: string, lang: KnowledgeLang = "pl", before: string[] = []): AdvisorTurn {
  let context: ConversationContext = {};
  for (const b of before) context = advise(b, { lang, profile: {}, expecting: null, search, context }).context!;
  return advise(q, { lang, profile: {}, expecting: null, search, context });
}

const answers = (turn: AdvisorTurn, expected: string) =>
  expect(contains(turn, expected) && turn.kind === "answer", turn.content.slice(0, 300)).toBe(true);

describe("the advisor reads what a message states", () => {
  it.each([
    "kontrahent nie placi mi od 4 miesiecy 30 tys, co robic?",
    "klient zalega mi z zaplata 12 000 zl od 3 mies. jak odzyskac?",
    "my client hasn't paid me 20k for 5 months, what can I do?",
  ])("a debt owed for some months is no monthly revenue: %s", (q) => {
    expect(ask(q).learned.monthlyRevenue).toBeUndefined();
  });

  it.each([
    "robie w IT, moim klientem bedzie firma w ktorej bylem na etacie do konca 2025. moge byc na ryczalcie?",
    "bylam na etacie do marca, teraz zakladam jdg - ile zus?",
    "I was employed full-time until last year, now I'm opening a JDG. what ZUS do I pay?",
  ])("a job held before is not a job now: %s", (q) => {
    expect(ask(q).learned.otherEmployment).not.toBe(true);
  });

  it.each([
    ["I have a full-time umowa o prace and want a side JDG. do I pay full ZUS?", "en"],
    ["mam umowe o prace na caly etat i chce otworzyc firme, jaki zus?", "pl"],
    ["I work full time on an employment contract, thinking about a JDG on the side - what about ZUS?", "en"],
  ] as const)("a job held now is recorded, and the salary's effect on ZUS answered: %s", (q, lang) => {
    const turn = ask(q, lang);
    expect(turn.learned.otherEmployment).toBe(true);
    answers(turn, "4806 | minimum wage | minimalne wynagrodzenie | płacę minimalną");
  });

  it.each([
    "I was employed at a Polish software house until Nov 2025, now they want me on B2B. Can I get ulga na start?",
    "pracowalem w duzym software housie na etacie, teraz b2b - jaki zus?",
  ])("the employer's trade is not the user's activity: %s", (q) => {
    expect(ask(q, /\b(I|the)\b/.test(q) ? "en" : "pl").learned.activity).toBeUndefined();
  });

  it.each([
    [
      "do grudnia 2025 bylam na etacie w agencji, teraz chca mnie na b2b na to samo stanowisko. moge wziac ulge na start?",
      "pl",
    ],
    [
      "pracowalem na umowie o prace w banku, od stycznia ta sama praca ale na fakture. preferencyjny zus mi przysluguje?",
      "pl",
    ],
    [
      "I was employed at a bank until last year, now they want me on B2B doing the exact same job. Can I get the preferential ZUS?",
      "en",
    ],
    [
      "I worked on umowa o prace at an agency, now I do the same tasks on a b2b contract - is ulga na start possible?",
      "en",
    ],
  ] as const)("the same work for a former employer is the ex-employer exclusion: %s", (q, lang) => {
    const turn = ask(q, lang);
    expect(turn.learned.formerEmployerClient).toBe(true);
    answers(turn, "byłego pracodawcy | byłym pracodawcą | former employer | ex-employer | previous employer");
  });

  it.each([
    [
      "robie w IT na ryczalcie, klientem bedzie firma w ktorej bylem na etacie w 2025, robie to samo. moge zostac na ryczalcie?",
      "pl",
    ],
    [
      "I'm on ryczalt and my client will be the company I was employed at last year, same tasks. can I keep the lump sum?",
      "en",
    ],
  ] as const)("the same work for a former employer rules out the lump sum: %s", (q, lang) => {
    answers(ask(q, lang), "skali | liniow | zasadach ogólnych | tax scale | flat tax | general rules");
  });
});

describe("the same thing is not being alone", () => {
  it.each([
    "pracowalem w banku, od stycznia ta sama praca ale na fakture. jaki zus?",
    "robie to samo co wczesniej, tylko na b2b - ile podatku?",
    "mam taka sama umowe jak kolega, jaki zus?",
  ])("%s", (q) => {
    expect(ask(q).learned.founders).toBeUndefined();
  });
});

describe("the advisor says so when a question is outside Polish business law", () => {
  it.each([
    "planuje przeniesc firme do niemiec, ile tam placi sie skladek spolecznych?",
    "chce przeniesc dzialalnosc do czech, jakie tam sa podatki?",
    "thinking of moving my company to Germany, what are social contributions there?",
    "jaki bedzie kurs euro w grudniu? oplaca sie teraz fakturowac w eur?",
    "what will the EUR/PLN exchange rate be next year?",
    "klient zalega mi z zaplata 12 000 zl od 3 mies. jak odzyskac?",
    "my client hasn't paid me 20k for 5 months, can you sue them for me?",
  ])("%s", (q) => {
    expect(ask(q, /\b(what|the)\b/.test(q) ? "en" : "pl").kind).toBe("unknown");
  });

  it.each([
    ["I'll invoice a German company for my consulting (B2B). Do I put Polish 23% VAT on the invoice?", "en"],
    ["wystawiam fakture niemieckiej firmie za uslugi programistyczne, z vatem 23 czy bez?", "pl"],
    ["my client is a french company, do i charge polish vat on my invoice for services?", "en"],
  ] as const)("a client abroad is a Polish VAT question: %s", (q, lang) => {
    answers(ask(q, lang), "reverse charge | odwrotne obciążenie");
  });
});

describe("computed answers use the right figures", () => {
  it.each([
    "czemu od lutego placę zdrowotna 432 zl a w styczniu bylo 314? jestem na skali",
    "skad sie wzielo 432 zl zdrowotnej? w styczniu placilem 314, jestem na skali",
  ])("a contribution named is not the income: %s", (q) => {
    const turn = ask(q);
    expect(turn.content).not.toMatch(/dochodzie 432|dochodzie 314/);
    answers(turn, "4806");
  });

  it.each([
    "a gdybym byl na liniowym przy tym samym dochodzie? nie licz odliczenia zdrowotnej",
    "a na liniowce ile? bez odliczania zdrowotnej",
  ])("a follow-up that leaves the health deduction out computes the tax: %s", (q) => {
    answers(ask(q, "pl", ["dochod roczny z jdg wyjdzie ok 150 tys, jestem na skali. ile podatku bez ulg?"]), "28 500");
  });

  it.each([
    ["bede swiadczyc uslugi prawnicze, przychod max 100k rocznie. moge byc na zwolnieniu z vat?", "pl"],
    ["jestem doradca podatkowym, 5 tys miesiecznie obrotu - zwolnienie z vat mi przysluguje?", "pl"],
    ["I'm a lawyer with about 8k a month revenue, can I stay VAT exempt?", "en"],
  ] as const)("an activity excluded from the VAT exemption is told so, whatever the turnover: %s", (q, lang) => {
    answers(ask(q, lang), "czynnym podatnikiem | czynny podatnik | VAT-R | active VAT payer");
  });

  it.each([
    "wakacje skladkowe w 2026 - na ile miesiecy i do kiedy wniosek jak chce wolne w grudniu?",
    "ile trwaja wakacje od zusu i kiedy zlozyc rws na pazdziernik?",
  ])("the contribution holiday's deadline names its length: %s", (q) => {
    answers(ask(q), "1 miesiąc");
  });
});

describe("the advisor finds the article through typos and intent", () => {
  it.each([
    "podstwa wymiaru do preferencyjengo zusu w tym roku to ile zl?",
    "prefrencyjny zus jaka podstawa 2026",
    "preferencyjengo zusu podstawa ile",
  ])("a misspelt scheme name: %s", (q) => {
    answers(ask(q), "1441,80");
  });

  it.each([
    ["ile dni urlopu ma pracownik w pierwszej pracy?", "20", "pl"],
    ["pracownik po 8 miesiacach - jaki okres wypowiedzenia?", "1 miesiąc", "pl"],
    ["How long can a trial contract (okres probny) be?", "3 months", "en"],
    ["ile umow na czas okreslony moge podpisac z jednym pracownikiem?", "33", "pl"],
    ["my employee (40) is on L4 - how many days do I pay before ZUS?", "33", "en"],
  ] as const)("an employer's Labour Code question: %s", (q, expected, lang) => {
    answers(ask(q, lang), expected);
  });
});
