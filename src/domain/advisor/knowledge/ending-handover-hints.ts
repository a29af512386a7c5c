import type { TopicHint } from "./hints.ts";
import { BOARD, BUSINESS, CIVIL, CLOSE, COMPANY, DEATH, DEBTS, FAMILY, HAND_OVER, SALE } from "./ending-words.ts";

export const HANDOVER_HINTS: TopicHint[] = [
  {
    re: [SALE, DEBTS],
    not: /\b(udzial\w*|shares?|aut\w*|samoch\w*|cars?)\b/,
    article: "konczenie-sprzedaz-firmy",
    heading: /dlugi sprzedanej|sold business's debts/i,
  },
  {
    re: [SALE, /\b(vat\w*|pcc\w*|podat\w* od czynnosci|faktur\w*|invoic\w*|podatek|tax)\b/],
    not: /\b(udzial\w*|shares?|aut\w*|samoch\w*|cars?|pit\w*|dochodow\w*|income tax)\b/,
    article: "konczenie-sprzedaz-firmy",
    heading: /vat i pcc|vat and pcc/i,
  },
  {
    re: [SALE, /\b(pracowni\w*|employees?|staff|pit\w*|dochodow\w*|income tax)\b/],
    article: "konczenie-sprzedaz-firmy",
    heading: /podatek dochodowy sprzedajacego|seller's income tax/i,
  },
  {
    re: SALE,
    not: new RegExp(
      `${DEBTS.source}|\\b(vat\\w*|pcc\\w*|podat\\w*|tax\\w*|pracownik\\w*|employees?|aut\\w*|samoch\\w*|cars?|udzial\\w*|shares?)\\b`,
    ),
    article: "konczenie-sprzedaz-firmy",
    heading: /co sie sprzedaje|not the ceidg entry/i,
  },
  // "Chcę przekazać firmę synowi – jak to zrobić bez podatku?".
  {
    re: [FAMILY, HAND_OVER, BUSINESS],
    not: DEATH,
    article: "konczenie-sukcesja",
    heading: /przekazanie firmy dziecku|handing the business to a child/i,
  },
  { re: /\bsd-?z2\b/, not: DEATH, article: "konczenie-sukcesja", heading: /sd-z2 w 6|sd-z2 within 6/i },
  // "Co się stanie z firmą taty po jego śmierci?": succession management.
  {
    re: [
      DEATH,
      /\b(jak dlugo|how long|ile (lat|czasu|trwa)|2 lat\w*|5 lat|2 years|5 years|przedluz\w*|extend\w*|konczy sie|wygasa|ends?)\b/,
    ],
    not: /\b(podat\w*|tax\w*|sd-?z2)\b/,
    article: "konczenie-sukcesja",
    heading: /jak dlugo trwa zarzad|how long succession/i,
  },
  {
    re: [DEATH, /\b(podat\w*|tax\w*|sd-?z2|dlug\w*|debts?)\b/],
    article: "konczenie-sukcesja",
    heading: /firma w spadku|estate without a manager/i,
  },
  // "Jaki udział spadkobierców trzeba do powołania zarządcy?", "w jakiej formie?": appointing after death.
  {
    re: [DEATH, /\b(zarzadc\w*|powola\w*|powolu\w*|manager|appoint\w*)\b/],
    not: /\b(jak dlugo|how long|ile (lat|czasu|trwa)|podat\w*|tax\w*|sd-?z2|dlug\w*|debts?|sp\.? ?z ?o\.? ?o\.?|spol\w* z o\w*)\b/,
    article: "konczenie-sukcesja",
    heading: /zarzad sukcesyjny –|succession management –/i,
  },
  {
    re: [DEATH, BUSINESS],
    not: /\b(jak dlugo|how long|ile (lat|czasu|trwa)|podat\w*|tax\w*|sd-?z2|dlug\w*|debts?|emerytur\w*|pension\w*|rent\w*)\b/,
    article: "konczenie-sukcesja",
    heading: /zarzad sukcesyjny –|succession management –/i,
  },
  { re: /\b(zarzad\w* sukcesyjn\w*|zarzadc\w* sukcesyjn\w*|succession manage\w*)\b/, article: "konczenie-sukcesja" },
];

const LIQUIDATION =
  /\b(likwidator\w*|otwarci\w* likwidacji|w likwidacji|bilans\w* likwidacyjn\w*|sprawozdani\w* likwidacyjn\w*|rozwiaza\w* spolk\w*|rozwiazan\w* spolk\w*|liquidator\w*|in liquidation|liquidation (balance|report)|dissol\w*)\b/;
export const COMPANY_HINTS: TopicHint[] = [
  {
    re: [BOARD, DEBTS, /\b(wykresl\w*|likwid\w*|zamkn\w*|removed|closed|liquidat\w*|struck off|dissol\w*)\b/],
    not: /\b(jdg|sole (trader|propriet\w*)|cywiln\w*|civil)\b/,
    article: "konczenie-likwidacja-spolki",
    heading: /dlugi spolki przy likwidacji|company's debts in liquidation/i,
  },
  {
    re: [
      LIQUIDATION,
      /\b(ogloszen\w*|zgloszen\w*|zglos\w*|oglosic|oglasza\w*|msig|monitor\w*|announc\w*|gazette|wierzyciel\w*|creditors?)\b/,
    ],
    article: "konczenie-likwidacja-spolki",
    heading: /krok po kroku|step by step/i,
  },
  {
    re: [
      new RegExp(`${CLOSE.source}|${LIQUIDATION.source}`),
      COMPANY,
      /\b(ile trwa|jak dlugo|how long|kiedy|when|6 miesiecy|6 months|najszybciej|fastest|quickest)\b/,
    ],
    not: /\b(zawies\w*|suspen\w*)\b/,
    article: "konczenie-likwidacja-spolki",
    heading: /ile trwa likwidacja|how long liquidation/i,
  },
  {
    re: [
      new RegExp(`${CLOSE.source}|${LIQUIDATION.source}`),
      COMPANY,
      /\b(dlug\w*|debts?|upadlosc\w*|bankrupt\w*|niewyplacaln\w*|insolven\w*|299|zarzad\w*|board|prezes\w*|director)\b/,
    ],
    article: "konczenie-likwidacja-spolki",
    heading: /dlugi spolki przy likwidacji|company's debts in liquidation/i,
  },
  {
    re: [new RegExp(`${CLOSE.source}|${LIQUIDATION.source}`), COMPANY],
    not: /\b(ile trwa|jak dlugo|how long|6 miesiecy|6 months|dlug\w*|debts?|upadlosc\w*|bankrupt\w*|299|zawies\w*|suspen\w*|wspolnik\w* (odchodzi|wychodzi)|shareholder leav\w*)\b/,
    article: "konczenie-likwidacja-spolki",
    heading: /krok po kroku|step by step/i,
  },
  { re: LIQUIDATION, not: new RegExp(`${CIVIL.source}|\\b(jdg|sole)\\b`), article: "konczenie-likwidacja-spolki" },
  // "Wspólnik chce wyjść ze spółki z o.o.": selling or redeeming the shares.
  {
    re: [
      /\b(wyjsc\w*|wyjdz\w*|wychodz\w*|wystap\w*|wystapi\w*|odejsc\w*|odchodz\w*|odejdz\w*|opusc\w*|leav\w*|exit\w*|withdraw\w*|quit\w*|get out|wants? out|sprzeda\w* (\w+ )?udzial\w*|sell\w* (\w+ )?shares|umorz\w*|redempt\w*|redeem\w*)\b/,
      /\b(wspolni\w*|udzial\w*|shareholder\w*|partner\w*|shares?)\b/,
      COMPANY,
    ],
    article: "spolka-zoo",
    heading: /wyjscie wspolnika|shareholder leaving/i,
  },
  // "Jak zamknąć s.c.?", "one partner is leaving our civil partnership".
  {
    re: [
      CIVIL,
      /\b(wyjsc\w*|wyjdz\w*|wychodz\w*|wystap\w*|wystapi\w*|odejsc\w*|odchodz\w*|odejdz\w*|leav\w*|exit\w*|withdraw\w*|quit\w*|wypowie\w*|notice)\b/,
    ],
    article: "spolka-cywilna",
    heading: /wyjscie wspolnika|partner leaving/i,
  },
  {
    re: [CIVIL, new RegExp(`${CLOSE.source}|\\b(rozwiaz\\w*|dissol\\w*|koniec|konczy\\w*|end(ing)?|nip-?8|vat-?z)\\b`)],
    not: /\b(wyjsc\w*|wyjdz\w*|wystap\w*|odejsc\w*|odchodz\w*|leav\w*|withdraw\w*|quit\w*)\b/,
    article: "spolka-cywilna",
    heading: /zamkniecie spolki cywilnej|closing a civil partnership/i,
  },
];
