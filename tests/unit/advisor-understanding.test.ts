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
    // A firm's unpaid invoice has an article since 2026-11-28; a flat's deposit is still private.
    "wyprowadzilem sie z mieszkania, jak odzyskac kaucje od wlasciciela?",
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

describe("a year the sources do not cover is not guessed", () => {
  it.each([
    ["o ile wzrosnie maly zus plus w 2028?", "pl"],
    ["ile wyniesie skladka zdrowotna na ryczalcie w 2027 dokladnie?", "pl"],
    ["what will the minimum wage be in 2027?", "en"],
    ["czy ksef znowu przesuna?", "pl"],
    ["will they delay the KSeF penalties again?", "en"],
  ] as const)("%s", (q, lang) => {
    expect(ask(q, lang).kind).toBe("unknown");
  });

  it.each([
    ["od kiedy kary za ksef?", "@date:2027-01-01", "pl"],
    ["do kiedy rozlicze zdrowotna za 2026 rok?", "@date:2027-05-20", "pl"],
    ["when do KSeF penalties start?", "@date:2027-01-01", "en"],
  ] as const)("a later date the law already sets is answered: %s", (q, expected, lang) => {
    answers(ask(q, lang), expected);
  });
});

describe("dates counted from a month the user names", () => {
  it.each([
    ["sprzedaz dla klientow indywidualnych przeskoczyla mi 20 tys we wrzesniu, kiedy kasa?", "@date:2026-12-01", "pl"],
    ["I went over the cash register limit in October, from when do I need a till?", "@date:2027-01-01", "en"],
  ] as const)("a cash register after the limit: %s", (q, expected, lang) => {
    answers(ask(q, lang), expected);
  });

  it.each([
    ["pierwsza wplate od klienta dostalam w marcu, do kiedy przejde na liniowy?", "@date:2026-04-20", "pl"],
    ["my first invoice this year was in May, until when can I switch to ryczalt?", "@date:2026-06-22", "en"],
  ] as const)("a switch of the tax form after the first revenue: %s", (q, expected, lang) => {
    answers(ask(q, lang), expected);
  });
});

describe("services bought abroad, sickness benefit, cash registers by trade", () => {
  it.each([
    ["place za google ads, jestem na zwolnieniu z vat. co z vatem?", "VAT-9M", "pl"],
    ["oplacam abonament saas od firmy z usa, mam vat. jak to rozliczyc?", "import usług | odwrotne obciążenie", "pl"],
    [
      "I pay for LinkedIn ads and I'm VAT registered - do I have to report VAT on it?",
      "import of services | reverse charge",
      "en",
    ],
  ] as const)("a service bought from a foreign seller is the import of services: %s", (q, expected, lang) => {
    answers(ask(q, lang), expected);
  });

  it.each([
    ["ile procent dostane na L4 z zusu jako jdg?", "80", "pl"],
    ["what percentage of my base is sickness benefit when self-employed?", "80", "en"],
  ] as const)("the sickness benefit's rate, not the contribution's: %s", (q, expected, lang) => {
    answers(ask(q, lang), expected);
  });

  it.each([
    ["mam parking przy galerii, od kiedy musze miec kase?", "@date:2026-04-01", "pl"],
    ["we run a paid parking lot, since when is a cash register mandatory?", "@date:2026-04-01", "en"],
  ] as const)("parking services need a cash register from a set date: %s", (q, expected, lang) => {
    answers(ask(q, lang), expected);
  });
});

describe("the situation told before a question", () => {
  it.each([
    [["mam jdg, fotograf, dochod okolo 12 tys mies", "jestem na liniowym"], "a ile zdrowotnej?", "588", "pl"],
    [["I'm on the tax scale, my income is about 9k a month"], "how much health contribution then?", "810", "en"],
  ] as const)("a calculation uses what was said: %s → %s", (before, q, expected, lang) => {
    answers(ask(q, lang, [...before]), expected);
  });

  it("a follow-up naming the tax swaps it for the contribution", () => {
    answers(ask("a podatek?", "pl", ["dochod 10 tys miesiecznie, liniowy", "ile zdrowotnej?"]), "22 800");
  });

  it.each([
    ["mamy sp z oo od 2024", "spzoo"],
    ["mamy spółkę z o.o. i dwóch pracowników", "spzoo"],
  ])("'mamy' is we have, not a mother's: %s", (q, form) => {
    expect(ask(q).learned.legalForm).toBe(form);
  });

  it.each([
    "od wrzesnia zaczynam wystawiac faktury tez osobom prywatnym, jak to z kasa?",
    "from March I'm starting to sell to consumers too - do I need a till?",
  ])("starting to sell is not starting the business: %s", (q) => {
    expect(ask(q, /\bthe\b|\bI'm\b/.test(q) ? "en" : "pl").learned.startDate).toBeUndefined();
  });
});

describe("reliefs ruled out by what the user is", () => {
  it.each([
    ["mialam jdg do 2022, teraz zakladam nowa. przysluguje mi ulga na start?", "nie przysługuje", "pl"],
    [
      "I closed my previous business in 2024 and I'm opening a new JDG - can I get preferential ZUS?",
      "not entitled",
      "en",
    ],
  ] as const)("a business within 60 months: %s", (q, expected, lang) => {
    answers(ask(q, lang), expected);
  });

  it.each([
    ["jestem jedynym udzialowcem sp z oo, ile zus zaplace? moge preferencyjny?", "5652", "pl"],
    ["I'm the sole shareholder of a one-person sp. z o.o. - can I use the start relief?", "cannot", "en"],
  ] as const)("a sole shareholder pays full ZUS: %s", (q, expected, lang) => {
    answers(ask(q, lang), expected);
  });
});

describe("yes and no", () => {
  it.each([
    ["czy na ryczalcie moge odliczyc czesc zdrowotnej?", "Tak."],
    ["can I deduct part of the health contribution on ryczalt?", "Yes."],
  ])("a yes/no question the answer affirms starts with yes: %s", (q, yes) => {
    const turn = ask(q, yes === "Yes." ? "en" : "pl");
    expect(turn.content).toContain(`**${yes}`);
  });

  it.each([
    "mialem firme zamknieta 2 lata temu, moge teraz prowadzic dzialalnosc nierejestrowana?",
    "czy na liniowym moge odliczyc ulge na dzieci?",
    "czy musze miec kase fiskalna jak sprzedaje tylko firmom?",
    "moge zaplacic kontrahentowi 18 tys gotowka?",
  ])("no 'yes' where the sentence holds only for some, or says something else: %s", (q) => {
    expect(ask(q).content).not.toMatch(/\*\*(Tak|Yes)\./);
  });
});

describe("amounts that are not the user's figures", () => {
  it.each([
    ["moje obroty sa duzo ponizej 240 tys, a klienci chca faktur z vat. moge sie zarejestrowac dobrowolnie?", "pl"],
    ["my sales are well under 200k a year, can I still register for VAT voluntarily?", "en"],
  ] as const)("a bound is not the revenue: %s", (q, lang) => {
    const turn = ask(q, lang);
    expect(turn.learned.monthlyRevenue).toBeUndefined();
    answers(turn, "VAT-R");
  });

  it("a gross amount of invoices is no salary", () => {
    const turn = ask(
      "wystawiam faktury na ok 6 tys brutto miesiecznie, jestem zwolniony z vat. ksef mnie dotyczy juz teraz?",
    );
    expect(turn.content).not.toMatch(/pracodawc/);
    answers(turn, "10 000");
  });

  it.each([
    ["kontrahent chce mi zaplacic 40 tys. gotowka za maszyne, moge przyjac?", "pl"],
    ["a customer company offers to pay 20k in cash for my services, can I take it?", "en"],
  ] as const)("cash from a business is the cash limit: %s", (q, lang) => {
    answers(ask(q, lang), "15 000");
  });
});

describe("more dates and months", () => {
  it.each([
    ["wakacje od zusu chce na listopad, w ktorym miesiacu wyslac wniosek?", "@date:2026-10-31"],
    [
      "biore wakacje skladkowe w pazdzierniku, jestem na liniowym z dochodem 10 tys. ile zaplace do zus za pazdziernik?",
      "490",
    ],
  ] as const)("the contribution holiday: %s", (q, expected) => {
    answers(ask(q), expected);
  });

  it.each([
    ["rejestruje firme we wrzesniu 2026, jaki mam limit zwolnienia z vat?", "80 219,18"],
    ["do kiedy zeznanie pit-36 za 2025? chyba marzec albo maj", "@date:2026-04-30"],
  ] as const)("%s", (q, expected) => {
    answers(ask(q), expected);
  });

  it.each([
    "zatrudniam pracwnika od lipca, w ile dni go zgosic do zus?",
    "nowa pracownca od poniedzialku - ile mam dni na zgloszenie do zus?",
  ])("a misspelt employee registration: %s", (q) => {
    answers(ask(q), "7");
  });
});

describe("topics found by what they are called", () => {
  it.each([
    ["czy na skali moge sie rozliczyc z mezem ktory nie pracuje?", "małżonkiem", "pl"],
    ["jestem na ryczalcie, rozlicze sie wspolnie z zona?", "nie ma", "pl"],
    ["drukarka do biura za 900 zl - od razu w koszty czy amortyzacja?", "10 000", "pl"],
    ["nowy pracownik ma 60 lat, musze go zapisac do ppk?", "55", "pl"],
    ["prowadze sklep z rowerami, chce dodac uslugi naprawy. druga firma czy zmiana w ceidg?", "PKD", "pl"],
    ["ile max moge wplacic na ike w tym roku?", "28 260", "pl"],
    ["od kiedy prywatny pracodawca wlicza zlecenia do stazu pracy?", "@date:2026-05-01", "pl"],
    ["jestem na zwolnieniu z vat, robie logo dla firmy z francji. co musze zalatwic przed faktura?", "VAT-UE", "pl"],
    ["zawieszam firme na 3 miesiace, czy place wtedy zdrowotna?", "nie płacisz", "pl"],
  ] as const)("%s", (q, expected, lang) => {
    answers(ask(q, lang), expected);
  });

  it("a short question after the situation told leans on it", () => {
    answers(
      ask("a jak przekrocze limit?", "pl", ["sprzedaje rekodzielo na targach, bez firmy, nierejestrowana"]),
      "7 dni",
    );
  });

  it.each([
    ["will income tax go down in 2028?", "en"],
    ["czy skladki zus spadna w 2027 po wyborach?", "pl"],
  ] as const)("a later year's law is not guessed: %s", (q, lang) => {
    expect(ask(q, lang).kind).toBe("unknown");
  });

  it("the month of crossing the VAT limit is no start of the business", () => {
    const turn = ask("w listopadzie przekrocze limit 240 tys, od kiedy musze doliczac vat?");
    expect(turn.content).not.toMatch(/proporcjonaln/);
  });

  it("the holiday's deadline says the health contribution stays", () => {
    answers(ask("do kiedy wniosek o wakacje skladkowe na maj 2026?"), "zdrowotną");
  });
});
