import type { TopicHint } from "./hints.ts";
import { CIVIL, CLOSE, COMPANY, DEBTS } from "./ending-words.ts";

/**
 * Ending, pausing or handing over a business, the sixty-ninth set: converting a JDG (the auditor,
 * the day it becomes the company), contributing it in kind, striking a company off without
 * liquidation, consumer bankruptcy after a JDG, old ZUS debts (the spouse, the time bar), the last
 * employee, health insurance and preferential ZUS during a suspension, the civil partnership's VAT-Z
 * and the last PIT advance and JPK.
 */
const CONVERT = /\b(przeksztalc\w*|przeksztalcen\w*|conver(t|ts|ted|ting|sion)|transform\w*)\b/;
const CONTRIBUTION_IN_KIND =
  /\b(aport\w*|wklad\w* niepienie\w*|in[- ]kind|contribut\w* (my |the |our )?(whole |entire )?(jdg|business|firm|sole))\b/;
const SUSPENDED = /\b(zawie[sz]\w*|suspen\w*)\b/;
const EMPLOYEE_WORDS = /\b(pracown\w*|employee\w*|worker\w*|staff)\b/;
const ZUS = /\b(zus\w*|skladk\w*|contributions?)\b/;

export const H69_HINTS: TopicHint[] = [
  // "Czy plan przekształcenia bada biegły rewident?", "when does my JDG become the company?".
  {
    re: [
      CONVERT,
      /\b(biegl\w*|rewident\w*|auditor\w*|od kiedy|kiedy (jdg |firma )?(staje|sie staje)|staje sie spolk\w*|when does|become\w* the company|actually become)\b/,
    ],
    not: CONTRIBUTION_IN_KIND,
    article: "przeksztalcenie-jdg-w-spolke",
    heading: /bieg.y rewident|the auditor/i,
  },
  // "A co z moim PIT za ten rok, jak w połowie roku przekształcę?".
  {
    re: [CONVERT, /\b(pit\w*|rozliczeni\w*|zeznani\w*|income tax|tax return)\b/],
    not: /\b(cit|9 ?%|zus\w*)\b/,
    article: "przeksztalcenie-jdg-w-spolke",
    heading: /bieg.y rewident|the auditor/i,
  },
  // "Wniesienie JDG aportem do spółki a VAT?", "czy po aporcie JDG dalej istnieje?".
  {
    re: CONTRIBUTION_IN_KIND,
    not: /\b(s24|wzor\w*|template)\b/,
    article: "przeksztalcenie-jdg-w-spolke",
    heading: /aport/i,
  },
  // "Czy można wykreślić sp. z o.o. z KRS bez likwidacji?", "sąd ją sam wykreśli?".
  {
    re: [
      /\b(bez (przeprowadz\w* )?(postepowania )?likwidac\w*|without (a )?liquidation|struck off|strike (it )?off|sam\w* wykresl\w*|z urzedu|25a|martw\w* spol\w*|nie ma majatku|no assets)\b/,
    ],
    not: /\b(jdg|ceidg|sole|cywiln\w*|jawn\w*)\b/,
    article: "konczenie-likwidacja-spolki",
    heading: /bez likwidacji|without liquidation/i,
  },
  // "Miałem JDG, firma wykreślona – mogę ogłosić upadłość konsumencką?", "court fee for consumer bankruptcy".
  {
    re: /\b(upadl\w* konsumenck\w*|upadlosc osob\w* fizyczn\w*|consumer bankruptc\w*|personal bankruptc\w*|bankruptcy petition)\b/,
    not: COMPANY,
    article: "zamkniecie-jdg",
    heading: /upadlosc konsumencka|consumer bankruptcy/i,
  },
  // "Czy żona odpowiada za moje stare długi ZUS z firmy?", "how long until unpaid ZUS contributions expire?".
  {
    re: [
      ZUS,
      /\b(zon[aey]|mal[zż]on\w*|maz\w*|spouse|wife|husband|przedawni\w*|expire\w*|time[- ]barred|statute of limitations)\b/,
    ],
    not: /\b(wspolprac\w*|cooperat\w*|zatrudni\w*|employ\w*|zglosi\w*|register\w*)\b/,
    article: "zamkniecie-jdg",
    heading: /dlugi po zamknieciu|debts after closing/i,
  },
  {
    re: [DEBTS, /\b(zon[aey]|malzon\w*|spouse|wife|husband)\b/, /\b(zamkn\w*|po firmie|z firmy|closed|old)\b/],
    article: "zamkniecie-jdg",
    heading: /dlugi po zamknieciu|debts after closing/i,
  },
  // The last employee: what to hand over, which form deregisters.
  {
    re: [
      EMPLOYEE_WORDS,
      /\b(swiadectw\w* pracy|certificate|co (musze|trzeba) (jej |mu )?dac|what must i give|wyrejestr\w*|deregist\w*|formularz\w*|which form)\b/,
      /\b(zamyk\w*|zamkn\w*|clos\w*|likwid\w*|ostatni\w*|last|zwalniam|letting|let go|rozwiazani\w*|ends?)\b/,
    ],
    not: SUSPENDED,
    article: "zamkniecie-jdg",
    heading: /ostatni pracownik|the last employee/i,
  },
  {
    re: [EMPLOYEE_WORDS, /\b(wyrejestr\w*|deregist\w*)\b/, /\b(formularz\w*|druk\w*|form)\b/],
    article: "zamkniecie-jdg",
    heading: /ostatni pracownik|the last employee/i,
  },
  // "Zawiesię firmę – mogę się zarejestrować w urzędzie pracy?", health insurance while suspended.
  {
    re: [
      SUSPENDED,
      /\b(urz\w* pracy|pup|bezrobotn\w*|unemploy\w*|labour office|job office|nieubezpieczon\w*|uninsured|health insurance|covered)\b/,
    ],
    article: "zawieszenie-dzialalnosci",
    heading: /ubezpieczenie zdrowotne w czasie|health insurance during/i,
  },
  // "Czy zawieszenie wlicza się do 24 miesięcy preferencyjnego ZUS?".
  {
    re: [
      SUSPENDED,
      /\b(24 miesi\w*|24 months|preferencyjn\w*|preferential|maly zus|ulg\w* na start|start relief)\b/,
      /\b(wlicza\w*|count\w*|przedluz\w*|extend\w*|included)\b/,
    ],
    article: "zawieszenie-dzialalnosci",
    heading: /ulga na start i preferencyjny|start relief or preferential/i,
  },
  // "Wspólnik chce odejść z s.c. – czy spółka dalej istnieje?".
  {
    re: [CIVIL, /\b(odejsc|odchodzi\w*|wystap\w*|wychodzi\w*|wants out|leav\w*|quit\w*)\b/],
    not: /\b(vat-?z|dlug\w*|debts?|liab\w*|odpowiad\w*|ceidg)\b/,
    article: "spolka-cywilna",
    heading: /wyjscie wspolnika|partner leaving/i,
  },
  // "Rozwiązujemy s.c. – kto składa VAT-Z, spółka czy my?".
  {
    re: [CIVIL, /\bvat-?z\b/],
    article: "spolka-cywilna",
    heading: /zamkniecie spolki cywilnej|closing a civil partnership/i,
  },
  // "Zamknęłam firmę, a teraz chcę ją reaktywować – da się cofnąć wykreślenie?".
  {
    re: [CLOSE, /\b(reaktyw\w*|cofn\w*|odwiesi\w*|przywroc\w*|reopen\w*|undo|reactivat\w*)\b/],
    not: SUSPENDED,
    article: "zamkniecie-jdg",
    heading: /data zakonczenia|the end date/i,
  },
  // "Czy po zamknięciu firmy dostanę zasiłek dla bezrobotnych?".
  {
    re: [CLOSE, /\b(zasil\w* dla bezrobotn\w*|bezrobotn\w*|unemployment benefit|unemploy\w*|jobseeker\w*)\b/],
    not: SUSPENDED,
    article: "zamkniecie-jdg",
    heading: /zasilek dla bezrobotnych|unemployment benefit/i,
  },
  // "Zamykam JDG z końcem czerwca – a zaliczka PIT / JPK za ostatni miesiąc?".
  {
    re: [
      CLOSE,
      /\b(zaliczk\w*|jpk\w*|deklaracj\w* vat|vat return|pit advance|advance)\b/,
      /\b(ostatni\w*|last|final)\b/,
    ],
    not: /\b(zus\w*|skladk\w*|remanent\w*|spis\w*|stock\w*)\b/,
    article: "zamkniecie-jdg",
    heading: /ostatni pit i ostatni jpk|last pit and the last jpk/i,
  },
];
