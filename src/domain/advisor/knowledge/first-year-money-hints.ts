import type { TopicHint } from "./hints.ts";

/**
 * The first year's money questions (the thirty-fourth set), named in everyday words: paying ZUS
 * quarterly, all the monthly dates at once, a tax form switched mid-year, backdating the start,
 * suspending mid-month and coming back, a flat's depreciation, ZUS on maternity benefit, a benefit
 * during the start relief, Mały ZUS Plus's conditions, equipment on the lump sum. Each points at
 * the article section that answers it.
 */
const MONTH =
  /\b(w (styczniu|lutym|marcu|kwietniu|maju|czerwcu|lipcu|sierpniu|wrzesniu|pazdzierniku|listopadzie|grudniu)|od (stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada|grudnia)|in (january|february|march|april|may|june|july|august|september|october|november|december)|from (february|march|april|may|june|july|august|september|october|november|december)|w trakcie roku|w ciagu roku|w srodku roku|mid-?year|during the year|in the middle of the year)\b/;
const TAX_FORM = /\b(ryczal\w*|skal\w*|liniow\w*|lump[- ]sum|(tax )?scale|flat tax|form\w* opodatkowania|tax form)\b/;
const MATERNITY =
  /\b(macierzy\w*|maternity|rodze|urodz\w*|porod\w*|ciaz\w*|pregnan\w*|(is|am|i'm|she's) due (in|on)|baby)\b/;

export const FIRST_YEAR_MONEY_HINTS: TopicHint[] = [
  // "Składki ZUS też mogę płacić co kwartał, jak zaliczki?": ZUS is paid for every month, by the 20th.
  {
    re: [
      /\b(zus\w*|skladk\w*|contributions?)\b/,
      /\b(raz na kwartal|co kwartal|kwartaln\w*|quarterly|once a quarter|every quarter|per quarter)\b/,
    ],
    not: /\b(ile|how much|maly zus|small zus)\b/,
    article: "zus-terminy-dra",
    heading: /do którego dnia|by which day/i,
  },
  // "Do kiedy co miesiąc ZUS, PIT i VAT?": every monthly date at once.
  {
    re: [
      /\b(zus\w*|skladk\w*)\b/,
      /\b(pit\w*|zaliczk\w*|income tax|advances?)\b/,
      /\bvat\w*\b/,
      /\b(do kiedy|kiedy|termin\w*|deadlines?|by when|when|which day)\b/,
    ],
    article: "terminy-kalendarz",
    heading: /terminy miesięczne|monthly deadlines/i,
  },
  // "Mogę w lipcu zmienić ryczałt na skalę?": the form holds for the whole year, a new one from the next.
  {
    re: [/\b(zmieni\w*|zmian\w*|przejs\w*|przejd\w*|switch\w*|chang\w*|move)\b/, MONTH, TAX_FORM],
    // (a deadline asked is the choice's date, not whether it can change mid-year)
    not: /\b(etat\w*|employ\w*|job|pracodaw\w*|zus|vat\w*|do kiedy|deadline|by when|until when|termin\w*|pierwsz\w* (przychod\w*|faktur\w*)|first (revenue|invoice))\b/,
    article: "zmiana-formy-opodatkowania",
    heading: /ograniczenia|limits on/i,
  },
  // "Mogę wpisać datę rozpoczęcia wstecz?": not earlier than the application.
  {
    re: [
      /\b(wstecz\w*|wczesniejsz\w*|backdat\w*|retroactiv\w*|earlier (start )?date)\b/,
      /\b(dat\w*|date|rozpoczec\w*|start\w*|ceidg|rejestr\w*|zarejestr\w*|regist\w*)\b/,
    ],
    // (a closing's end date back-dated is the closing article's)
    not: /\b(zamkn\w*|zamyk\w*|zakoncz\w*|likwid\w*|wykresl\w*|clos\w*|end date|ending|wind\w* up)\b/,
    article: "jdg-rejestracja-ceidg",
    heading: /data rozpoczęcia|start date/i,
  },
  // "Zawieszam od 10 lipca – ZUS za lipiec cały czy pół?": social contributions pro rata, health whole.
  {
    re: [
      /\b(zawiesz\w*|zawies\w*|suspen\w*)\b/,
      /\b(zus\w*|skladk\w*|zdrowotn\w*|contributions?|health)\b/,
      /\b(od \d{1,2}|from the \d{1,2}|(pol|polowe|cal\w*|czesc\w*) (miesiac\w*|skladk\w*|zus\w*)|cale czy pol|caly czy pol|proporcj\w*|pro rata|part of (the|a) month|half|mid-?month|niepeln\w* miesiac\w*)\b/,
    ],
    not: /\b(wroc\w*|wracam|wznow\w*|odwies\w*|come back|coming back|resum\w*)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /w czasie zawieszenia$|during a suspension$/i,
  },
  // "…zawiesić JDG – a jak chcę wrócić od 1 września?": resumption in CEIDG.
  {
    re: [
      /\b(zawiesz\w*|zawies\w*|zawieszeni\w*|suspen\w*)\b/,
      /\b(wroc\w*|wracam|wznow\w*|wznawi\w*|odwies\w*|resum\w*|come back|coming back|reopen\w*)\b/,
    ],
    not: /\b(etat\w*|job)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /powrót z zawieszenia|coming back/i,
  },
  // "Can my JDG depreciate the flat I own?": a flat is not depreciated since 2023.
  {
    re: [
      /\b(amortyz\w*|zamortyz\w*|depreciat\w*)\b/,
      /\b(mieszkani\w*|mieszkan\w*|flat|apartment|house|dom|domu|home)\b/,
    ],
    not: /\b(najem|najmu|wynajm\w*|rent(al|ing) (it )?out|let(ting)? (it )?out)\b/,
    article: "koszty-biura-w-domu",
    heading: /amortyzacja mieszkania|depreciating a flat/i,
  },
  // "W trakcie macierzyńskiego muszę płacić ZUS i zawiesić firmę?": only the health contribution.
  {
    re: [MATERNITY, /\b(zus\w*|skladk\w*|contributions?|zawies\w*|suspend\w*|prowadzi\w*|keep running)\b/],
    not: /\b(ulg\w* na start|uldze na start|start relief|wyzsz\w* podstaw\w*|higher base|ojc\w*|father|paternity|etat\w*|job)\b/,
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /składki zus w czasie|contributions during/i,
  },
  // "W ciąży, na uldze na start, bez chorobowego – dostanę coś na dziecko?": the parental benefit.
  {
    re: [
      MATERNITY,
      /\b(ulg\w* na start|uldze na start|start relief|bez chorobow\w*|nie place chorobow\w*|without sickness|no sickness)\b/,
    ],
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /ulga na start a|start relief and/i,
  },
  // "Mały ZUS Plus – what are the conditions?"
  {
    re: [
      /\b(maly zus plus|maly zus\+|malego zus plus|small zus plus)\b/,
      /\b(warunk\w*|conditions?|requirements?|eligib\w*|who can|kto moze|qualify)\b/,
    ],
    article: "maly-zus-plus",
    heading: /warunki|conditions/i,
  },
  // "Na ryczałcie kupuję telefon – gdzie wpisać, żeby zmniejszyć podatek?": costs do not lower the lump sum.
  {
    re: [
      /\b(ryczal\w*|lump[- ]sum)\b/,
      /\b(kup\w*|zakup\w*|buy\w*|bought|koszt\w*|costs?|expens\w*)\b/,
      /\b(zmniejsz\w*|obniz\w*|odlicz\w*|wpisa\w*|reduce\w*|lower\w*|deduct\w*)\b/,
    ],
    not: /\b(zus|skladk\w*|zdrowotn\w*|health|contribution\w*)\b/,
    article: "ryczalt-zasady",
    heading: /na czym polega|how the lump sum/i,
  },
];
