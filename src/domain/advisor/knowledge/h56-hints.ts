import type { TopicHint } from "./hints.ts";

/**
 * A company owner's questions that name their topic in words other articles share (the
 * fifty-sixth set): Estonian CIT's rates, revenue limit, books and private expenses; a management
 * contract's contributions; the KSeF relief a small company keeps; what a company converted from a
 * sole proprietorship takes over; a limited partner's exemption; CRBR after new shareholders.
 */
const ESTONIAN = /\b(estonsk\w*|estonian|ryczal\w* od dochod\w* spol\w*)\b/;
const CONVERSION = /\b(przeksztalc\w*|przeksztalcen\w*|convert\w*|conversion|transform\w*)\b/;

export const H56_HINTS: TopicHint[] = [
  // "Na estońskim CIT spółka kupi mi prywatny telefon – podatek?": a hidden profit.
  {
    re: [
      ESTONIAN,
      /\b(prywatn\w*|private\w*|wakacj\w*|urlop\w*|holiday\w*|vacation\w*|telefon\w*|phone\w*|osobist\w*|personal)\b/,
    ],
    not: /\b(samochod\w*|auto|car|pozycz\w*|pozyczk\w*|loans?)\b/,
    article: "spolka-estonski-cit-warunki",
    heading: /prywatne wydatki|private expenses/i,
  },
  // "Limit przychodów na estoński CIT?", "PLN 120m revenue – can we switch?": 100 mln zł.
  {
    re: [ESTONIAN, /\b(limit\w*|przychod\w*|revenue\w*|turnover|obrot\w*|mln|million|\d+ ?m)\b/],
    not: /\b(zatrudn\w*|employ\w*|etat\w*|pasywn\w*|passive)\b/,
    article: "spolka-estonski-cit-warunki",
    heading: /limit przychodow|revenue limit/i,
  },
  // "Na estońskim CIT KPiR czy pełna księgowość?": full accounting books.
  {
    re: [ESTONIAN, /\b(kpir|ksieg\w*|ksiegow\w*|rachunkow\w*|accounting|books?|bookkeeping|ledger)\b/],
    article: "spolka-estonski-cit-warunki",
    heading: /ksiegi rachunkowe|accounting books/i,
  },
  // "Jakie są stawki estońskiego CIT?": 10% and 20%, paid when profit is paid out.
  {
    re: [ESTONIAN, /\b(stawk\w*|rates?|ile procent|jaki procent|what percent\w*)\b/],
    not: /\b(dywidend\w*|dividend\w*|ile (zostanie|zostaje)|how much (will|do) i keep|\d+ ?(000|tys\w*|zl|pln|k))\b/,
    article: "spolka-estonski-cit-warunki",
    heading: /stawki|rates/i,
  },
  // "CEO on a management contract – which ZUS?": contributions as on a contract of mandate.
  {
    re: [
      /\b(kontrakt\w* menedzer\w*|kontrakt\w* managerski\w*|management contract\w*)\b/,
      /\b(zus|skladk\w*|contributions?|ubezpiecz\w*|insurance)\b/,
    ],
    article: "wlasciciel-wynagrodzenie-ze-spolki",
    heading: /kontrakt menedzerski|management contract/i,
  },
  // "Od kiedy spółka musi KSeF, i czy jest limit na PDF?", "relief for low invoice volumes".
  {
    re: [
      /\bksef\b|\be-?invoic\w*|\be-?faktur\w*/,
      /\b(limit\w*|pdf|papier\w*|paper|relief|ulg\w*|low|small|mal\w*|10 000|10,000|volume\w*)\b/,
      /\b(od kiedy|kiedy|when|mandatory|obowiazk\w*|musi\w*|must)\b/,
    ],
    not: /\b(kar\w*|penalt\w*|fines?|mandat(?!ory)\w*|paragon\w*|receipt\w*|kas\w* fiskal\w*|cash register\w*)\b/,
    article: "ksef-ulgi-2026",
    heading: /poza ksef do 10 000|outside ksef up to/i,
  },
  // "Od kiedy spółka przejmuje firmę? umowy, NIP, decyzje? zamknąć CEIDG?": succession at the KRS entry.
  {
    re: [
      CONVERSION,
      /\b(jdg|dzialalnos\w*|sole (trader|proprietor\w*))\b/,
      /\b(od kiedy|przejm\w*|umow\w*|nip\w*|decyzj\w*|interpretacj\w*|ceidg|zamkn\w*|zamyk\w*|wykresl\w*|keep|contracts?|history|succe\w*|take over|takes over|vat number)\b/,
    ],
    not: /\b(zus|skladk\w*|contributions?|cit|9 ?%|dlug\w*|debts?|zon\w*|wife|husband|spouse|kroki|steps)\b/,
    article: "przeksztalcenie-jdg-w-spolke",
    heading: /umowy, zezwolenia|contracts, permits/i,
  },
  // "Jestem komandytariuszem – zwolnienie?": 50% of the profit share up to 60 000 zł.
  {
    re: /\b(komandytariusz\w*|limited partner\w*)\b/,
    not: /\b(odpowiad\w*|odpowiedzialn\w*|liab\w*|dlug\w*|debts?)\b/,
    article: "spolka-komandytowa-komandytariusz",
  },
  // "Nowy wspólnik wszedł – czy aktualizować CRBR?": 14 days after the change.
  {
    re: [
      /\bcrbr\b|beneficjent\w* rzeczywist\w*|beneficial owner\w*/,
      /\b(zmian\w*|zmieni\w*|aktualiz\w*|update\w*|change\w*|nowy|nowego|new|wszedl|weszl\w*|joined|sprzeda\w*|sold)\b/,
    ],
    not: /\b(kar\w*|penalt\w*|fines?|koszt\w*|cost\w*|oplat\w*|fee\w*)\b/,
    article: "wlasciciel-zmiany-w-krs",
    heading: /zmiana wspolnikow|changing shareholders/i,
  },
];
