import type { TopicHint } from "./hints.ts";

const RHD = /\b(rhd|rolnicz\w* hand\w* detaliczn\w*|agricultural retail\w*)\b/;
const BARN = /\b(stodol\w*|stodole|budyn\w* gospodarcz\w*|barns?|outbuildings?)\b/;

/**
 * The h62 set's farmer questions that a section answers: where agricultural retail trade is
 * registered (the district vet for animal food, the sanitary inspection for plant food), whether
 * RHD allows hired help, a honey seller's RHD, a workshop in a barn (change of use) and the lump
 * sum on repairing machines for neighbours.
 */
export const H62_HINTS: TopicHint[] = [
  // "Gdzie zgłosić RHD, robię wędliny?", "pszczelarz – mogę sprzedawać miód w RHD?".
  {
    re: [
      RHD,
      /\b(gdzie|zglos\w*|zarejestr\w*|rejestr\w*|wpis\w*|register\w*|where|miod\w*|honey|pszczel\w*|beekeep\w*)\b/,
    ],
    not: /\b(limit\w*|ile podatku|how much tax|vat|kas\w* fiskaln\w*|cash register)\b/,
    article: "rolniczy-handel-detaliczny",
    heading: /rejestracja|registration/i,
  },
  // "Czy w RHD mogę kogoś zatrudnić?", "can I hire a helper under RHD?".
  {
    re: [RHD, /\b(zatrudn\w*|pracownik\w*|pomocnik\w*|hire|hiring|employ\w*|helpers?|workers?)\b/],
    article: "rolniczy-handel-detaliczny",
    heading: /krus, zus i firma|krus, zus and a business/i,
  },
  // "Warsztat samochodowy w stodole – muszę zmieniać przeznaczenie budynku?".
  {
    re: [
      BARN,
      /\b(warsztat\w*|workshop|repair\w*)\b/,
      /\b(przeznaczeni\w*|zmian\w*|formalnos\w*|pozwoleni\w*|zgloszeni\w*|budowlan\w*|permit\w*|formalit\w*|change of use|building)\b/,
    ],
    article: "uslugi-rolnicze-warsztat",
    heading: /warsztat w stodole|workshop in the barn/i,
  },
  // "Gdzie złożyć wniosek o zwrot akcyzy za paliwo rolnicze?", "excise refund on farm diesel".
  {
    re: /\b(zwrot\w* (podatku )?akcyz\w*|akcyz\w* (za|od|na) (paliw\w*|olej\w*|rop\w*)|paliw\w* rolnicz\w*|excise (duty )?refund\w*|refund\w* (of|on) (the )?excise|farm (diesel|fuel))\b/,
    article: "zwrot-akcyzy-paliwo-rolnicze",
  },
  // "Mam 12 ha – dostanę dotację z PUP?": a farm above 2 hectares and unemployed status.
  {
    re: [
      /\b(\d+([.,]\d+)? ?(ha|hektar\w*|hectares?)|hektar\w*|hectares?)\b/,
      /\b(pup|urz[ae]d\w* pracy|urzedu pracy|labou?r office|job cent(re|er))\b/,
    ],
    article: "dotacje-na-wsi",
    heading: /status bezrobotnego|unemployed status/i,
  },
  // "Syn zarejestrowany w PUP – ile maksymalnie dotacji?": the grant's amount.
  {
    re: [
      /\b(pup|urz[ae]d\w* pracy|urzedu pracy|labou?r office|job cent(re|er))\b/,
      /\b(ile|max\w*|maks\w*|najwiecej|how much|maximum|amount)\b/,
      /\b(dotacj\w*|dofinansowan\w*|srodk\w*|grant\w*)\b/,
    ],
    not: /\b(\d+([.,]\d+)? ?(ha|hektar\w*|hectares?)|hektar\w*|hectares?)\b/,
    article: "dotacja-z-urzedu-pracy",
    heading: /ile wynosi|how much is/i,
  },
  // "Pokoje dla robotników, nie turystów – też zwolnione?": letting to workers ends the exemption.
  {
    re: [
      /\b(pokoj\w*|pokoi|pokoje|rooms?|kwater\w*|nocleg\w*)\b/,
      /\b(robotnik\w*|pracownik\w*|pracownic\w*|workers?|seasonal|sezonow\w*|nie turyst\w*|not tourists)\b/,
    ],
    article: "agroturystyka-pokoje-goscinne",
    heading: /co konczy|what ends/i,
  },
  // "Czy opłaca się przejść na VAT jako rolnik przy zakupie ciągnika?": giving up the flat-rate scheme.
  {
    re: [
      /\b(rolnik\w*|farmers?)\b/,
      /\b(przejs\w* na vat|zostac (czynnym )?(podatnikiem )?vat\w*|czynn\w* (podatnik\w* )?vat|zrezygn\w* z (ryczalt\w*|zwolnien\w*)|vat-?r|register for vat|become (an active )?vat (payer|taxpayer)|go vat)\b/,
    ],
    article: "sprzedaz-plodow-rolnych",
    heading: /vat – rolnik|vat – the flat-rate/i,
  },
  // "Jaki ryczałt na naprawę maszyn rolniczych dla sąsiadów?".
  {
    re: [
      /\b(napraw\w* maszyn\w*|repair\w* (farm )?machine\w*|machine repairs?)\b/,
      /\b(ryczal\w*|lump[- ]?sum|stawk\w*|rate)\b/,
    ],
    article: "uslugi-rolnicze-warsztat",
    heading: /warsztat w stodole|workshop in the barn/i,
  },
];
