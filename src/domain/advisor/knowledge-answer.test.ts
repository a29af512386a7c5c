import { describe, expect, it } from "vitest";
import { analyse } from "../knowledge/analyzer.ts";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { expandQuery } from "../knowledge/synonyms.ts";
import { bestSentence, findAnswer, intentOf } from "./knowledge-answer.ts";

const search = createKnowledgeSearch();

/** The article and the text shown for a question: the answering sentence and its section. */
function answer(question: string, lang: "pl" | "en", focus = "") {
  const found = findAnswer(search, question, lang, focus);
  return { article: found?.hit.articleId, text: `${found?.lead ?? ""} ${found?.hit.text ?? ""}`, lead: found?.lead };
}

describe("the kind of fact a question asks for", () => {
  it.each([
    ["przez ile miesięcy można płacić mały ZUS plus?", "duration"],
    ["przez ile miesiecy moge byc na malym zus plus", "duration"],
    ["how long can I stay on Mały ZUS Plus max?", "duration"],
    ["na ile lat jest pożyczka na start?", "duration"],
    ["do którego dnia płaci się ZUS?", "deadline"],
    ["do ktorego dnia miesiaca placi sie zus na jdg?", "deadline"],
    ["by which day of the month do sole traders pay zus?", "deadline"],
    ["when is the yearly health contribution settlement due?", "deadline"],
    ["what title code goes on ZUS ZZA when you're on start relief", "general"],
    ["kiedy stosuje się stawkę 0% VAT?", "general"],
    ["in which cases is the 0% VAT rate used?", "general"],
    ["a jak tego nie zrobię, to co?", "consequence"],
    ["what if I just don't do it?", "consequence"],
    ["co grozi za brak zgłoszenia?", "consequence"],
    ["do I get the 6 months without zus again?", "eligibility"],
    ["mogę od stycznia przejść na mały ZUS plus?", "eligibility"],
    // How long an activity must last is a length of time, not an amount.
    ["ile muszę prowadzić firmę po dotacji?", "duration"],
    ["ile trzeba utrzymac dzialalnosc zeby nie oddawac pieniedzy", "duration"],
    ["ile muszę zapłacić ZUS?", "amount"],
    // Whether a cost may be deducted, not how much it is.
    ["czy laptop mogę wrzucić w koszty?", "eligibility"],
    ["can I deduct a laptop?", "eligibility"],
    ["ile zdrowotnej odliczę na ryczałcie?", "amount"],
    ["do I still have to use KSeF?", "eligibility"],
    ["does KSeF apply to a small VAT-exempt sole trader?", "eligibility"],
  ] as const)("%s → %s", (question, intent) => expect(intentOf(question)).toBe(intent));
});

describe("topic hints: a question's named topic wins over a neighbour sharing its words", () => {
  it.each([
    // The ZUS payment calendar (JDG by the 20th, a company by the 15th).
    ["do którego dnia płaci się ZUS na JDG?", "pl", "zus-terminy-dra"],
    ["do ktorego dnia jdg placi skladki?", "pl", "zus-terminy-dra"],
    ["by which day do sole traders pay their ZUS contributions?", "en", "zus-terminy-dra"],
    ["what day of the month is the ZUS payment due?", "en", "zus-terminy-dra"],
    // The full-books threshold.
    ["od jakiego przychodu JDG musi przejść na pełną księgowość?", "pl", "ksiegi-elektroniczne-jpk-pit"],
    ["kiedy trzeba prowadzic pelne ksiegi zamiast kpir?", "pl", "ksiegi-elektroniczne-jpk-pit"],
    ["at what revenue does a sole trader need full accounting?", "en", "ksiegi-elektroniczne-jpk-pit"],
    // The cash-register exemptions regulation.
    ["rozporządzenie w sprawie zwolnień z kas – do kiedy obowiązuje?", "pl", "kasa-fiskalna"],
    ["do kiedy obowiazuja przepisy o zwolnieniu z kasy fiskalnej?", "pl", "kasa-fiskalna"],
    ["until when is the cash register exemptions regulation valid?", "en", "kasa-fiskalna"],
    // The KSeF relief and receipts with NIP.
    ["ulga 10 tysięcy w KSeF – do kiedy?", "pl", "ksef-ulgi-2026"],
    ["do kiedy mozna wystawiac faktury pdf poza ksef?", "pl", "ksef-ulgi-2026"],
    ["until when can small firms send paper invoices outside KSeF?", "en", "ksef-ulgi-2026"],
    ["receipt with NIP – does it go to KSeF?", "en", "ksef-ulgi-2026"],
    // VAT registration fee.
    ["czy rejestracja do VAT jest płatna?", "pl", "rejestracja-vat-r"],
    ["ile kosztuje zarejestrowanie sie jako czynny podatnik vat?", "pl", "rejestracja-vat-r"],
    ["does registering for VAT cost any fee?", "en", "rejestracja-vat-r"],
    // The VAT exemption limit, this year's and last year's.
    ["jaki był limit VAT w 2025 przed podwyżką?", "pl", "vat-zwolnienie-limit"],
    ["limit zwolnienia z vat liczy sie netto czy brutto?", "pl", "vat-zwolnienie-limit"],
    ["what was the VAT threshold last year?", "en", "vat-zwolnienie-limit"],
    // Start relief again after closing a business, or for a former employer.
    ["zamknąłem firmę w 2023, czy dostanę znowu ulgę na start?", "pl", "ulga-na-start"],
    ["had a jdg before, closed it - do i get the 6 months without zus again?", "en", "ulga-na-start"],
    ["can I use start relief if I work for my former employer?", "en", "ulga-na-start"],
    // Unregistered activity named by the need, not the term.
    ["szyję torby i sprzedaję na etsy, muszę zakładać firmę?", "pl", "dzialalnosc-nierejestrowana"],
    ["robie swiece, czy musze zakladac dzialalnosc?", "pl", "dzialalnosc-nierejestrowana"],
    ["i make soy candles and sell them online, do i need a jdg for this?", "en", "dzialalnosc-nierejestrowana"],
    // The ZUS forms.
    [
      "jak się nazywa druk wyrejestrowania z ubezpieczenia zdrowotnego po uldze na start?",
      "pl",
      "zus-zgloszenie-formularze",
    ],
    ["jaki formularz zus przy przejściu na preferencyjne składki?", "pl", "zus-zgloszenie-formularze"],
    ["which zus form do I file to move to preferential zus?", "en", "zus-zgloszenie-formularze"],
  ] as const)("%s → %s", (question, lang, article) => expect(answer(question, lang).article).toBe(article));

  it("leaves another country's rules to the honest answer", () => {
    expect(answer("jaki jest próg rejestracji VAT w Wielkiej Brytanii?", "pl").article).not.toBe(
      "vat-zwolnienie-limit",
    );
  });
});

describe("the named thing's own article and sentence", () => {
  it.each([
    // A ZUS stage or relief named: not its sibling's article.
    ["jaka jest najwyższa składka na małym ZUS plus z chorobowym?", "pl", "maly-zus-plus"],
    ["mały zus+ jaki limit przychodu za zeszły rok?", "pl", "maly-zus-plus"],
    ["what's the highest possible contribution on small zus plus?", "en", "maly-zus-plus"],
  ] as const)("%s → %s", (question, lang, article) => expect(answer(question, lang).article).toBe(article));

  it.each([
    ["do którego dnia spółka z o.o. płaci składki ZUS?", "pl", /15/],
    ["do ktorego dnia spzoo placi skladki zus?", "pl", /15/],
    ["by which day does an sp. z o.o. pay ZUS for its staff?", "en", /15th/],
    ["do którego dnia płaci się ZUS na JDG?", "pl", /20/],
  ] as const)("%s → the sentence about its legal form", (question, lang, figure) =>
    expect(answer(question, lang).lead).toMatch(figure),
  );

  it("prefers the sentence naming the follow-up's legal form", () => {
    const text =
      "Przedsiębiorca prowadzący JDG płaci składki do 20. dnia następnego miesiąca. Płatnicy z osobowością prawną, np. spółka z o.o., mają termin do 15. dnia.";
    expect(bestSentence("do którego dnia płaci JDG? a spółka z o.o.?", text, "deadline", "a spółka z o.o.?")).toMatch(
      /15/,
    );
  });
});

describe("facts the articles state where a question looks for them", () => {
  it.each([
    ["przez ile miesięcy można płacić mały ZUS plus?", "pl", /36/],
    ["how long can I stay on Mały ZUS Plus at most?", "en", /36/],
    ["kiedy stosuje się 0% VAT?", "pl", /WDT|eksport/],
    ["when is the 0% VAT rate used?", "en", /export|intra-community/i],
    ["ksef od 1 lutego - dla kogo wystawianie i jaki próg obrotów?", "pl", /200 mln/],
    ["do I need a cash register if I only sell to companies?", "en", /consumer|natural person/],
    ["sprzedaję tylko firmom, czy potrzebuję kasy fiskalnej?", "pl", /konsument|osób fizycznych/],
    ["kiosk z papierosami – kasa obowiązkowa od początku?", "pl", /pierwszej sprzedaży/],
    ["rozporządzenie o zwolnieniach z kas obowiązuje do kiedy?", "pl", /31 grudnia 2027/],
    ["mały podatnik limit 2026 in PLN?", "en", /8,517,000/],
    ["jednorazowa amortyzacja de minimis – 50 tys euro to ile złotych?", "pl", /213 000/],
    ["did they bring in the new lower health contribution in 2026?", "en", /veto/],
    ["czy w 2026 weszła niższa składka zdrowotna?", "pl", /zawetował|weto/],
    ["can you register a business in person instead of online?", "en", /municipal|gmina/],
    ["mam etat i chcę otworzyć JDG obok – płacę społeczne czy tylko zdrowotną?", "pl", /4 806/],
    ["I have a full-time job and want a JDG on the side – only the health contribution?", "en", /4,806/],
    ["we have 15 employees, can I still take the contribution holiday?", "en", /10/],
    ["fgśp jaka stawka 2026", "pl", /0,10%/],
    ["ile wynosiła minimalna pensja w 2025?", "pl", /4 666/],
  ] as const)("%s", (question, lang, fact) => expect(answer(question, lang).text).toMatch(fact));

  it("answers what happens when a deadline is missed", () => {
    const { text } = answer(
      "trzeba zmienić pkd na 2025? a jak tego nie zrobię to co?",
      "pl",
      "a jak tego nie zrobię to co?",
    );
    expect(text).toMatch(/1 stycznia 2027/);
  });
});

describe("inflected acronyms and alternating stems meet their base form", () => {
  it.each([
    ["zwolniony z vatu", "vat"],
    ["bez VAT-u", "vat"],
    ["do ZUS-u", "zus"],
    ["na ryczałcie", "ryczalt"],
    ["na ryczalcie", "ryczalt"],
    ["w spółce", "spolk"],
    ["w składce", "skladk"],
    ["na etacie", "etat"],
    ["w limicie", "limit"],
    ["jestem na uldze", "ulga"],
  ])("%s → %s", (text, stem) => expect(analyse(text)).toContain(stem));

  it("keeps apart the words whose endings only look alike", () => {
    expect(analyse("rozpoczęcie")).toEqual(analyse("rozpoczęcia"));
    expect(analyse("wsparcie")).toEqual(analyse("wsparcia"));
  });
});

describe("facts named by a need, in either language", () => {
  it.each([
    // A VAT-exempt or small business and KSeF: from 1 April 2026.
    ["jestem zwolniony z VAT, czy KSeF mnie dotyczy?", "pl", "ksef-terminy", /1 kwietnia 2026/],
    ["jdg bez vatu - musze wystawiac faktury w ksef?", "pl", "ksef-terminy", /1 kwietnia 2026/],
    ["does KSeF apply to a small VAT-exempt sole trader?", "en", "ksef-terminy", /1 April 2026/],
    // Registering an employee or a contractor with ZUS: 7 days.
    ["ile mam dni na zgłoszenie pracownika do ZUS?", "pl", "zus-zgloszenie-formularze", /7 dni/],
    ["zatrudniam pierwsza osobe, do kiedy zglosic ja do zus?", "pl", "zus-zgloszenie-formularze", /7 dni/],
    ["how many days do I have to register a new employee with ZUS?", "en", "zus-zgloszenie-formularze", /7 days/],
    ["hired someone on umowa zlecenie - deadline to report them to ZUS?", "en", "zus-zgloszenie-formularze", /7 days/],
    // Where ZUS declarations are filed and contributions checked: PUE/eZUS.
    ["przez jaki portal wysyła się DRA do ZUS?", "pl", "portale-urzedowe", /PUE\/eZUS/],
    ["gdzie online sprawdze swoje skladki zus?", "pl", "portale-urzedowe", /PUE\/eZUS/],
    ["is there a website where I can check my ZUS contributions?", "en", "portale-urzedowe", /PUE\/eZUS/],
    // Costs on the lump sum: the tax is on revenue.
    ["na ryczałcie mogę odliczyć zakup telefonu?", "pl", "ryczalt-zasady", /od przychodu/],
    ["ryczalt - czy paliwo do auta wrzucam w koszty?", "pl", "ryczalt-zasady", /od przychodu/],
    ["I pay the lump-sum tax - can I deduct my business expenses?", "en", "ryczalt-zasady", /on revenue/],
    // Services excluded from the VAT exemption whatever the turnover.
    [
      "jestem adwokatem, czy mogę korzystać ze zwolnienia z VAT do 240 tys?",
      "pl",
      "vat-wylaczenia-ze-zwolnienia",
      /nie może/,
    ],
    ["otwieram biuro doradztwa, moge byc bez vatu?", "pl", "vat-wylaczenia-ze-zwolnienia", /nie może/],
    ["I'm a lawyer with low turnover - can I stay VAT-exempt?", "en", "vat-wylaczenia-ze-zwolnienia", /cannot/],
    // No way back to PDF invoices once the KSeF relief's PLN 10,000 is exceeded.
    ["po przekroczeniu limitu 10000 w ksef moge wrocic do papierowych faktur?", "pl", "ksef-ulgi-2026", /nie można/],
    [
      "przekroczyłem 10 tys. faktur w lipcu, czy w sierpniu mogę znowu wystawiać PDF poza KSeF?",
      "pl",
      "ksef-ulgi-2026",
      /nie można/,
    ],
    [
      "I went over PLN 10,000 of invoices in one month - can I go back to PDF invoices outside KSeF next month?",
      "en",
      "ksef-ulgi-2026",
      /cannot/,
    ],
    // Unregistered activity over the limit: 7 days to apply for a CEIDG entry.
    [
      "przekroczyłam limit działalności nierejestrowanej – w ile dni muszę założyć firmę?",
      "pl",
      "dzialalnosc-nierejestrowana",
      /7 dni/,
    ],
    [
      "dzialalnosc nierejestrowana, przekroczony limit kwartalny - ile czasu na rejestracje w ceidg?",
      "pl",
      "dzialalnosc-nierejestrowana",
      /7 dni/,
    ],
    [
      "my unregistered activity went over the quarterly limit - how long do I have to register a business?",
      "en",
      "dzialalnosc-nierejestrowana",
      /7 days/,
    ],
    // How long to keep a business after the labour-office grant: 12 months.
    ["jak długo trzeba prowadzić firmę po dotacji z PUP?", "pl", "dotacja-z-urzedu-pracy", /12 miesięcy/],
    [
      "ile musze prowadzic dzialalnosc zeby nie zwracac dotacji z urzedu pracy?",
      "pl",
      "dotacja-z-urzedu-pracy",
      /12 miesięcy/,
    ],
    [
      "how long must I keep the business running after the labour office grant?",
      "en",
      "dotacja-z-urzedu-pracy",
      /12 months/,
    ],
    // The BGK loan's repayment period: 84 months, not who may get it.
    ["na ile lat jest pożyczka BGK Wsparcie w starcie i ile można dostać?", "pl", "pozyczka-na-start-bgk", /84/],
    ["pozyczka bgk - do ilu mozna dostac i na jak dlugo?", "pl", "pozyczka-na-start-bgk", /84/],
    [
      "BGK start-up loan: how much can I get and over how many years do I repay it?",
      "en",
      "pozyczka-na-start-bgk",
      /84/,
    ],
  ] as const)("%s", (question, lang, article, fact) => {
    const found = answer(question, lang);
    expect(found.article).toBe(article);
    expect(found.lead).toMatch(fact);
  });
});

describe("synonyms of colloquial and foreign words", () => {
  it.each([
    ["kiosk z papierosami", "wyroby tytoniowe"],
    ["sold the company car", "środek trwały"],
    ["fgsp", "fundusz gwarantowanych"],
    ["register in person", "urząd gminy"],
    ["mały zus+ limit", "maly zus plus"],
    ["pensja minimalna 2025", "minimum wage"],
  ])("%s → %s", (question, phrase) =>
    expect(expandQuery(question).toLowerCase()).toContain(
      phrase
        .toLowerCase()
        .normalize("NFKD")
        .replace(/ł/g, "l")
        .replace(/[\u0300-\u036f]/g, ""),
    ),
  );
});
