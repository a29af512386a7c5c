import { RELATIVE_HELPING, ZUS_WORDS } from "./hint-words.ts";
import type { TopicHint } from "./hints.ts";

/**
 * Registrations and filings named in founders' words: a foreign student's JDG, the KRS entry of a
 * new sp. z o.o., the lump sum's deductions, the tax form at registration, and the ZUS forms at the
 * start and the end of the start relief. Each points at the section that answers it.
 */
export const FILING_HINTS: TopicHint[] = [
  // "A jak przekroczę limit działalności nierejestrowanej?": 7 days to register in CEIDG.
  {
    re: [
      /\b(nierejestrowan\w*|unregistered|bez (zakladania |rejestr\w* )?firmy|bez firmy|without (a |registering a )?(company|business)|limit\w* (w )?kwartal\w*|10 ?813)\b/,
      /\b(przekrocz\w*|przeskocz\w*|exceed\w*|go over|goes over|went over|over the limit|ponad limit)\b/,
    ],
    not: /\b(ile|how much|zostaje|left|remaining)\b/,
    article: "dzialalnosc-nierejestrowana",
    heading: /przekroczenie|exceed/i,
  },
  // "CIT 9% dla sp. z o.o. – jaki limit przychodu?": the small taxpayer's two limits.
  {
    re: [
      /\bcit\b/,
      /\b(limit\w*|prog\w*|threshold\w*|do jakiej kwoty|up to what|ceiling|max\w*)\b/,
      /\b(9 ?%|9 procent|obnizon\w*|reduced|preferential|mal\w* podatni\w*|small taxpayer)/,
    ],
    article: "cit-spolki",
    heading: /warunki stawki|conditions for/i,
  },
  // "Minimum share capital – and with a PSA instead, just 1 zł?": the two companies' capital compared.
  {
    re: [
      /\b(psa|prost\w* spol\w* akcyjn\w*|simple joint[- ]stock)\b/,
      /\b(kapital\w*|capital|1 (zl|pln)|pln 1|5 ?000)\b/,
      /\b(instead|zamiast|vs|versus|or|czy|albo|compar\w*|porown\w*|roznic\w*|differ\w*|minimum|minimaln\w*|sp\.? ?z ?o\.? ?o|spzoo|z o\.?o)\b/,
    ],
    article: "prosta-spolka-akcyjna",
    heading: /rozni sie|differs/i,
  },
  // "A foreign student with a residence permit for studies – can I open a JDG?": the titles that allow it.
  {
    re: [
      // "studia", "studiuję", not a nail or yoga "studio".
      /\b(stud(y|ies|ent\w*)|studi(a|ach|ami|ow|uj\w*)|studenck\w*)\b/,
      /\b(residence|pobyt\w*|karta pobytu|karty pobytu|permit|zezwoleni\w*|cudzoziem\w*|foreign\w*|indian|ukrain\w*|obcokrajow\w*)\b/,
      /\b(jdg|dzialalnosc\w*|firm\w*|business|sole (trader|propriet\w*)|self-?employ\w*|ceidg)\b/,
    ],
    article: "cudzoziemiec-dzialalnosc",
    heading: /tytul pobytowy|residence title/i,
  },
  // "Podpisaliśmy umowę sp. z o.o. u notariusza – ile mamy czasu na KRS?": 6 months from signing.
  {
    re: [
      /\bkrs\b/,
      /\b(ile (\w+ )?czasu|termin\w*|do kiedy|how long|how much time|deadline|within)\b/,
      /\b(umow\w* spolki|notariusz\w*|notary|podpisa\w*|signed|signing|articles of association|company agreement|deed)\b/,
    ],
    article: "rejestracja-spolki-s24-krs",
    heading: /ile trwa|how long/i,
  },
  // "Jestem na ryczałcie – co mogę odliczyć od przychodu z ZUS?": the social contributions (not the Labour Fund) and half the health one.
  {
    re: [
      /\b(ryczal\w*|lump[- ]?sum)\b/,
      /\b(odlicz\w*|deduct\w*|pomniejsz\w*|reduce\w*)\b/,
      /\b(zus\w*|skladk\w*|contributions?|fundusz\w* pracy|labour fund)\b/,
    ],
    not: /\b(zdrowotn\w*|health)\b(?!.*\b(spoleczn\w*|social|zus)\b)/,
    article: "ryczalt-zasady",
    heading: /odliczenie skladek|deducting zus/i,
  },
  // "Czy przy zakładaniu JDG muszę od razu wybrać formę opodatkowania?": no – by the 20th of the month after the first revenue.
  {
    re: [
      /\b(wybra\w*|wybor\w*|wybier\w*|zdecydowa\w*|decyd\w*|choose|choice|decide|pick)\b/,
      /\b(form\w* opodatkowani\w*|tax form|ryczal\w*|liniow\w*|skal\w*|lump[- ]?sum|flat tax)\b/,
      /\b(od razu|przy zakladaniu|przy rejestracji|we wniosku|w ceidg-?1?|when registering|at registration|right away|immediately|straight away|at the start|na starcie|pozniej|later)\b/,
    ],
    article: "zmiana-formy-opodatkowania",
    heading: /termin|deadline/i,
  },
  // Deregistering from the relief's health-only title when it ends: ZUS_ZWUA, with the change of stage.
  {
    re: [
      /\b(wyrejestrow\w*|deregist\w*|zwua)\b/,
      /\b(ulg\w* na start|uldz\w* na start|start(ing)? relief|preferencyjn\w*|preferential|05 ?40)\b/,
    ],
    not: /\b(zamkn\w*|zamyk\w*|likwid\w*|clos\w*|zawiesz\w*|zawiesi\w*|suspen\w*|pracownik\w*|employees?)\b/,
    article: "zus-zgloszenie-formularze",
    heading: /zmiana etapu|changing contribution stage/i,
  },
  // "Jaki formularz do ZUS, jak biorę ulgę na start?": the registration at the start (ZUS_ZZA, 7 days),
  // not the change of stage once the relief ends.
  {
    re: [
      /\b(druk\w*|formularz\w*|forms?|zglos\w*|zglasz\w*|registe?r\w*)\b/,
      ZUS_WORDS,
      /\b(ulg\w* na start|uldz\w* na start|start(ing)? relief|relief for starters)\b/,
    ],
    not: new RegExp(
      `\\b(po (zakonczeniu|uldze|koncu)|koniec|konczy\\w*|skonczy\\w*|after|ends?|ended|potem|then)\\b|${RELATIVE_HELPING.source}`,
    ),
    article: "zus-zgloszenie-formularze",
    heading: /zakladaniu|starting a business/i,
  },
];
