import type { TopicHint } from "./hints.ts";
import { CONVERSION } from "./team-hints.ts";
import { YEAR_END_HINTS } from "./year-end-hints.ts";

const ESTONIAN = /\b(estonsk\w*|estonian|ryczal\w* od dochodow spolek)\b/;

/**
 * A growing founder's questions (ADR 014, the forty-sixth set): old debts after a conversion, a
 * health overpayment to get back, a fixed asset sold, a board seat by resolution, who may own an
 * Estonian-CIT company and whether it must employ anyone, the R&D relief's rate and forms.
 */
export const GROWTH_HINTS: TopicHint[] = [
  ...YEAR_END_HINTS,
  // "Po przekształceniu JDG czy odpowiadam za stare długi?", "still liable for old debts after converting?".
  {
    re: [
      CONVERSION,
      /\b(dlug\w*|zobowiazan\w*|odpowiad\w*|odpowiedzialn\w*|debts?|liab\w*|creditors?|wierzyciel\w*)\b/,
    ],
    article: "przeksztalcenie-jdg-w-spolke",
    heading: /dlugi|debts/i,
  },
  // "Wyszła nadpłata zdrowotnej – jak ją odzyskać?", "I overpaid the health contribution, how do I get it back?".
  {
    re: [/\b(nadplat\w*|overpa\w*|zwrot\w*|refund\w*|money back|odzyska\w*|oddac|odda)\b/, /\b(zdrowotn\w*|health)\b/],
    not: /\b(pit|podatk\w* dochodow\w*|income tax|vat)\b/,
    article: "skladka-zdrowotna-rozliczenie-roczne",
    heading: /nadplata|overpayment/i,
  },
  // "Sprzedałem auto firmowe – czy to podniesie zdrowotną?", "selling a fixed asset and the health contribution".
  {
    re: [
      /\b(sprzeda\w*|sprzedal\w*|zbyc\w*|zby\w*|sold|sell\w*)\b/,
      /\b(srod\w* trwal\w*|fixed assets?|auto firmow\w*|samochod\w* firmow\w*|company car|business car|firmow\w* (auto|samochod\w*))\b/,
      /\b(zdrowotn\w*|health)\b/,
    ],
    article: "skladka-zdrowotna-rozliczenie-roczne",
    heading: /srodki trwale|fixed assets/i,
  },
  // "Zarząd z powołania, wynagrodzenie uchwałą, bez umowy – jakie składki?".
  {
    re: [
      /\b(zarzad\w*|prezes\w*|management board|board member|board seat|on the board)\b/,
      /\b(uchwal\w*|powolan\w*|resolution|appoint\w*|bez umowy|no contract|without a contract)\b/,
    ],
    not: /\b(umow\w* o prace|employment contract|zleceni\w*|mandate|dywidend\w*|dividends?)\b/,
    article: "zus-czlonek-zarzadu",
    heading: /z samego powolania|appointment alone/i,
  },
  // "Can a company owned partly by my GmbH use Estonian CIT?", "drugim wspólnikiem jest inna spółka".
  {
    re: [
      ESTONIAN,
      /\b(wspolnik\w*|udzialow\w*|shareholders?|owned|owner\w*|gmbh|ltd|llc|inna spolk\w*|innej spolki|another company|holding\w*|osob\w* prawn\w*|legal (person|entit)\w*)\b/,
    ],
    not: /\b(zatrudni\w*|pracownik\w*|employ\w*|etat\w*|staff)\b/,
    article: "estonski-cit",
    heading: /kto moze|who can/i,
  },
  // "Czy do estońskiego CIT trzeba kogoś zatrudniać?", "Estonian CIT with no employees".
  {
    re: [ESTONIAN, /\b(zatrudni\w*|pracownik\w*|pracownic\w*|employ\w*|etat\w*|staff|headcount)\b/],
    // Asked beside who may own it, both conditions are the answer ("Kto może" names both).
    not: /\b(wspolnik\w*|udzialow\w*|shareholders?|owned|gmbh|ltd|llc|inna spolk\w*|druga spolk\w*|another company)\b/,
    article: "estonski-cit",
    heading: /zatrudnienia|employment condition/i,
  },
  // "Ile procent kosztów odliczę w uldze B+R?", "R&D relief rate on salaries".
  {
    re: [
      /\b(b\+r|b ?& ?r|r ?& ?d|badawczo|ulg\w* badawcz\w*|research and development)\b/,
      /\b(ile|procent\w*|%|how much|what percent\w*|rate|stawk\w*)\b/,
    ],
    not: /\b(ryczal\w*|lump[- ]?sum|karta|ip ?box)\b/,
    article: "ulga-b-r",
    heading: /ile wynosi|how much/i,
  },
  // "Czy na ryczałcie mogę mieć ulgę B+R?": who may use it.
  {
    re: [
      /\b(b\+r|b ?& ?r|r ?& ?d|badawczo|ulg\w* badawcz\w*|research and development)\b/,
      /\b(ryczal\w*|lump[- ]?sum)\b/,
    ],
    article: "ulga-b-r",
    heading: /kto moze|who can/i,
  },
  // "Sprzedaję towar firmie z Niemiec – co muszę mieć do 0% (WDT)?", "selling parts to a company in Czechia at 0%".
  {
    re: [
      /\b(wdt|0 ?%|zero[- ]rat\w*|stawk\w* (zero|0)|wewnatrzwspolnotow\w* dostaw\w*|intra-?community suppl\w*)/,
      /\b(towar\w*|goods|parts?|czesci|produkt\w*|products?|machines?|maszyn\w*|sprzedaj\w*|sprzedaz\w*|sell\w*)\b/,
      /\b(firm\w*|spolk\w*|compan\w*|business\w*|kontrahent\w*|nabywc\w*|buyers?)\b/,
    ],
    not: /\b(uslug\w*|services?|eksport\w* poza|outside the eu|spoza ue)\b/,
    abroad: true,
    article: "stawki-vat",
    heading: /warunki stawki 0|conditions of the 0/i,
  },
  // "Na ryczałcie wpłata na IKZE coś da?", "does IKZE lower my lump-sum tax?": deducted from revenue.
  {
    re: [/\b(ikze)\b/, /\b(ryczal\w*|lump[- ]?sum|pit-28)\b/],
    article: "ikze-limit",
    heading: /na ryczalcie|on ryczalt/i,
  },
  // "Co się zmienia z KSeF od 2027?", "what changes in KSeF in 2027?": the reliefs end and penalties start.
  {
    re: [
      /\bksef\b/,
      /\b(2027|od stycznia|from january|next year|przyszl\w* rok\w*)\b/,
      /\b(zmieni\w*|zmian\w*|change\w*|kar\w*|penalt\w*|sankcj\w*|co (mnie|nas) czeka|what awaits|what happens)\b/,
    ],
    article: "ksef-ulgi-2026",
    heading: /brak kar|no ksef penalties/i,
  },
  // "Zapłaciłam gotówką 16 tys. – co z kosztami?", "paid a supplier in cash above the limit – still a cost?".
  {
    re: [/\b(gotowk\w*|cash)\b/, /\b(koszt\w*|costs?|expens\w*|deduct\w*|kpir)\b/],
    not: /\b(kas\w* fiskaln\w*|cash register|split|bial\w* list\w*|white list)\b/,
    article: "platnosci-gotowkowe-limit",
    heading: /skutek podatkowy|tax consequence/i,
  },
  // "A to zgłoszenie do małego ZUS jakim formularzem?", "which form for Mały ZUS Plus?".
  {
    re: [
      /\b(maly\w* zus\w*|malego zus\w*|mzp|small zus)\b/,
      /\b(formularz\w*|druk\w*|jakim (formularz\w*|drukiem|dokument\w*)|which form|what form)\b/,
    ],
    not: /\b(w trakcie roku|during the year|od marca|from march|preferencyjn\w*|preferential|limit\w*|120|prog\w*|threshold)\b/,
    article: "maly-zus-plus",
    heading: /zgloszenie i terminy|registration and deadlines/i,
  },
  // "Preferencyjny kończy mi się w lutym – czy od marca mały ZUS plus?": joining during the year.
  {
    re: [
      /\b(maly\w* zus\w*|malego zus\w*|mzp|small zus)\b/,
      /\b(preferencyjn\w*|preferential|w trakcie roku|during the year|od (marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada|grudnia|lutego))\b/,
    ],
    article: "maly-zus-plus",
    heading: /w trakcie roku|during the year/i,
  },
];
