import { HEALTH_WORDS, DEDUCT_WORDS, ZUS_WORDS } from "./hint-words.ts";
import type { TopicHint } from "./hints.ts";
import { UNDER_26 } from "../computed/words.ts";

/** A spouse or a close relative (folded Polish and English). */
const FAMILY =
  /\b(zon[aeyio]\w*|zone|maz\w*|meza|mezem|malzon\w*|narzeczon\w*|corka|corke|corki|syn\w*|mam[aey]|tat[aey]|rodzic\w*|wife|husband|spouse|fiancee?|daughter|son|mother|father|mum|mom|dad|parents?)\b/;
/** Helping in the business while sharing a home: what makes a relative a collaborating person. */
const COLLABORATING =
  /\b(pomaga\w*|pomoc\w*|wspolprac\w*|osob\w* wspolpracujac\w*|mieszka\w* (razem|wspolnie|z nami|ze mna)|wspoln\w* gospodarstw\w*|helps?|helping|collaborat\w*|(live|living|lives) (together|with (me|us))|same household|common household|shared household)\b/;
/** A wedding to come or just held. */
const WEDDING = /\b(slub\w*|narzeczon\w*|pobier\w*|poslubi\w*|wedding|marry\w*|marri\w*|fiancee?)\b/;

/** Registering someone: the form, the insurance title code. */
const REGISTERING = /\b(jak (\w+ )?zglos\w*|kod\w*|codes?|formularz\w*|druk\w*|forms?|how (do i |to )?register)\b/;

/** Converting a JDG into a company ("przekształcam JDG w spółkę", "moving from JDG to a limited company"). */
export const CONVERSION =
  /\b(przeksztalc\w*|przeksztalcen\w*|transform\w*|conver\w*|incorporat\w*)\b|\b(przejsc\w*|przejscie|przechodz\w*|przejd\w*|moving|move|switch\w*|go(ing)?)\b (\w+ ){0,2}(z|from) (mojej |my |the )?(jdg|jednoosobow\w*|dzialalnos\w*|sole propriet\w*) (\w+ ){0,1}(na|w|into|to) /;

const DIVIDEND = /\b(dywidend\w*|dividend\w*)\b/;
const ESTONIAN = /\b(estonsk\w*|estonian|ryczal\w* od dochodow spolek)\b/;
const PPK = /\b(ppk|pracownicz\w* plan\w* kapitalow\w*|employee capital plans?)\b/;
const PAYROLL =
  /\b(pracownik\w*|pracownic\w*|zatrudni\w*|pensj\w*|wynagrodzen\w*|etat\w*|umow\w* o prac\w*|employees?|employ\w*|staff|salary|salaries|payroll|wages?|hire\w*|hiring)\b/;

/**
 * A small employer's and a company owner's questions (the thirty-sixth set's topics): a relative
 * helping in the business, dividends, Estonian CIT, converting a JDG into a company, PPK in a micro
 * firm, employees' PIT and payroll costs, a contract with one's own employee. Each points at the
 * section that answers it.
 */
export const TEAM_HINTS: TopicHint[] = [
  // "Żona pomaga mi w sklepie bez umowy, mieszkamy razem – trzeba ją zgłosić do ZUS?": a collaborating person.
  {
    re: [FAMILY, COLLABORATING, ZUS_WORDS],
    not: new RegExp(`${WEDDING.source}|${REGISTERING.source}`),
    article: "osoba-wspolpracujaca",
    heading: /ile kosztuje|how much/i,
  },
  // "Jak zgłosić żonę jako osobę współpracującą, jaki kod?": ZUS ZUA, code 05 11 xx, 7 days.
  { re: [FAMILY, COLLABORATING, REGISTERING], article: "osoba-wspolpracujaca", heading: /zgloszenie|registering/i },
  // "…a ja jestem na uldze na start – za nią też nic?": the relief is the owner's alone.
  {
    re: [
      FAMILY,
      COLLABORATING,
      /\b(ulg\w* na start|uldz\w* na start|start relief|relief for starters|preferencyjn\w*|preferential|mal\w* zus\w*)\b/,
    ],
    article: "osoba-wspolpracujaca",
    heading: /ulga na start|relief for starters/i,
  },
  // "Zatrudniam żonę na umowę o pracę, mieszkamy razem – od jakiej kwoty składki?": still a collaborating person.
  {
    re: [FAMILY, COLLABORATING, /\b(umow\w* o prac\w*|etat\w*|zatrudni\w*|employ\w*|employment contract)\b/],
    not: WEDDING,
    article: "osoba-wspolpracujaca",
    heading: /umowie o prace|employment contract/i,
  },
  {
    re: [WEDDING, /\b(zatrudni\w*|pracownik\w*|pracownic\w*|etat\w*|employ\w*|zus\w*)\b/],
    article: "osoba-wspolpracujaca",
    heading: /slub|marrying/i,
  },
  // Dividends: the tax-free amount and PIT-36 do not apply; the deadline and PIT-8AR.
  {
    re: [
      DIVIDEND,
      /\b(kwot\w* woln\w*|tax[- ]free|pit-?3[678]\w*|zeznani\w*|return|lacz\w*|sumuj\w*|razem z|together with|combin\w*|skal\w*|scale|nie zaplac\w*|pay nothing|zero tax)\b/,
    ],
    article: "dywidenda-wspolnik",
    heading: /kwota wolna|tax-free amount/i,
  },
  // Estonian CIT: who may (shareholders only natural persons, 3 employees), the ZAW-RD notice, 4 years.
  {
    re: [
      ESTONIAN,
      /\b(wspolnik\w*|udzialow\w*|shareholders?|holding\w*|osob\w* (fizyczn|prawn)\w*|natural persons?|(druga|inna|moja) spol\w*|zatrudni\w*|employ\w*|warunk\w*|conditions?|eligib\w*|czy (moze|moge|mozna)|can (my|we|i|a))\b/,
    ],
    not: /\b(zaw-?rd|do kiedy|deadline|termin\w*|na ile lat|how many years|wyjsc|leave|exit|rezygn\w*)\b/,
    article: "estonski-cit",
    heading: /kto moze|who can/i,
  },
  {
    re: [
      ESTONIAN,
      /\b(zaw-?rd|zgloszeni\w*|zglos\w*|zawiadom\w*|druk\w*|formularz\w*|forms?|notice|deadline|do kiedy|termin\w*|opt\w*|przejsc\w*|wejsc\w*|switch\w*|from 20\d\d|od 20\d\d)\b/,
    ],
    not: /\b(na ile lat|how many years|wyjsc|exit|rezygn\w*)\b/,
    article: "estonski-cit",
    heading: /zaw-rd/i,
  },
  {
    re: [
      ESTONIAN,
      /\b(na ile (lat|czasu)|how many years|how long|jak dlugo|wyjsc\w*|wyjscie|leave|exit\w*|rezygn\w*|opt out|po roku|after a year)\b/,
    ],
    article: "estonski-cit",
    heading: /na ile lat|how many years/i,
  },
  // Converting a JDG into a company: the steps, the contracts kept, a spouse joining later, CIT and ZUS after it.
  {
    re: [
      CONVERSION,
      /\b(umow\w*|contracts?|zezwolen\w*|permits?|licenc\w*|koncesj\w*|klient\w*|clients?|customers?|od nowa|again|tracic|lose)\b/,
    ],
    not: /\b(zus\w*|cit|9 ?%|podat\w*|tax\w*)\b/,
    article: "przeksztalcenie-jdg-w-spolke",
    heading: /umowy|contracts/i,
  },
  {
    re: [
      CONVERSION,
      /\b(zon[aey]\w*|zone|maz\w*|meza|wife|husband|spouse|drugi\w* wspolnik\w*|second (shareholder|partner)|wspolnik\w*|partner\w*)\b/,
    ],
    not: /\b(zus\w*|cit|podat\w*|tax\w*|jedyn\w* wspolnik\w*|sole shareholder)\b/,
    article: "przeksztalcenie-jdg-w-spolke",
    heading: /zona|spouse/i,
  },
  {
    re: [
      CONVERSION,
      /\b(jak (to )?(zrobic|przeksztalcic|przejsc|formalnie|wyglada)|krok\w*|po kolei|formaln\w*|procedur\w*|steps?|how (do|to|can) i|how to|what are the steps|notari\w*|bez zamykania|without closing)\b/,
    ],
    not: /\b(zus\w*|cit|9 ?%|podat\w*|tax\w*|ksiegow\w*|ksieg\w*|accounting|books|bookkeeping)\b/,
    article: "przeksztalcenie-jdg-w-spolke",
    heading: /kroki|steps/i,
  },
  // PPK in a micro firm (no duty when everyone opts out) and when to enrol a new employee.
  {
    re: [
      PPK,
      /\b(mikro\w*|micro\w*|nikt nie chce|nobody wants|no one wants|none of them want|nie chc\w*|rezygn\w*|deklaracj\w*|opt\w* out)\b/,
    ],
    not: /\b(kiedy (musze |trzeba )?(go |ja |ich )?zapisac|when (do|must|should) i enrol)\b/,
    article: "ppk-mala-firma",
    heading: /mikrofirmie|micro company/i,
  },
  {
    re: [
      PPK,
      /\b(kiedy|do kiedy|termin\w*|when|deadline|by when)\b/,
      /\b(zapis\w*|enrol\w*|nowego pracownik\w*|new (employee|hire)|go|ja|him|her|them)\b/,
    ],
    not: /\b(mikro\w*|micro\w*|nikt nie chce|nobody wants)\b/,
    article: "ppk-mala-firma",
    heading: /kiedy zapisac|when to enrol/i,
  },
  // Employees' PIT: under 26, when the advances are paid, the health contribution not deducted.
  {
    re: [UNDER_26, PAYROLL, /\b(pit\w*|zaliczk\w*|advances?|podat\w*|tax\w*|withh\w*|potrac\w*|pobier\w*)\b/],
    not: /\b(zlecen\w*|mandate|student\w*|jdg|wlasn\w* firm\w*|own business)\b/,
    article: "wynagrodzenia-pit-i-koszty",
    heading: /26/,
  },
  {
    re: [
      /\b(zaliczk\w*|advances?|pit-?4r)\b/,
      PAYROLL,
      /\b(kiedy|do kiedy|termin\w*|when|deadline|deklaracj\w*|return|pit-?4r|przelewa\w*|wplaca\w*|urzed\w*)\b/,
    ],
    article: "wynagrodzenia-pit-i-koszty",
    heading: /termin wplaty|when employees/i,
  },
  {
    re: [
      /\b(pracownik\w*|employee\w*|z pensji|from (my |his |her )?(pay|salary)|etat\w*)\b/,
      HEALTH_WORDS,
      DEDUCT_WORDS,
    ],
    not: /\b(jdg|firm\w*|dzialalnos\w*|business|ryczal\w*|liniow\w*|skal\w*)\b/,
    article: "wynagrodzenia-pit-i-koszty",
    heading: /zdrowotna pracownika|employee's health/i,
  },
  // The VAT exemption limit: fixed assets sold do not count, the sale that crosses it, returning after a year.
  {
    re: [
      /\b(srodk\w* trwal\w*|srodki trwale|fixed assets?|amortyz\w*|depreciat\w*|(sprzeda\w*|sell\w*) (\w+ ){0,3}(auto|aut[ao]|samoch\w*|van|car|maszyn\w*|sprzet\w*|equipment|laptop\w*))\b/,
      /\b(limit\w*|240|zwolnien\w*|zwolnion\w*|exempt\w*|threshold)\b/,
    ],
    // "Fixed asset threshold" without VAT asks the PLN 10,000 expensed at once (common-hints.ts).
    // …and the one-off depreciation limit is no sales limit ("jednorazowa amortyzacja – limit?").
    not: /^(?!.*\b(vat\w*|240|zwolnien\w*|zwolnion\w*|exempt\w*|sprzeda\w*|sell\w*|sold|limit\w*)\b)|^(?!.*\b(vat\w*|240|sprzeda\w*|sell\w*|sold)\b).*\b(jednoraz\w*|one-?off|de minimis)\b/,
    article: "vat-zwolnienie-limit",
    heading: /co wlicza|what counts/i,
  },
  {
    re: [
      /\b(przekrocz\w*|przeskocz\w*|exceed\w*|push\w* (me |us )?over|go(ing)? over|cross\w*|od kiedy (\w+ ){0,2}(plac\w*|vat\w*)|when does vat start)\b/,
      /\b(240|limit\w*|zwolnien\w*|zwolnion\w*|exempt\w*)\b/,
      /\b(od kiedy|kiedy|when|start\w*|plac\w*|vat)\b/,
    ],
    not: /\b(wroc(e|i|ic|il\w*|imy|my)|wraca\w*|powrot\w*|return\w*|go back|come back|back to|ksef|kas\w*|cash register)\b/,
    article: "vat-zwolnienie-limit",
    heading: /przekroczenie|crossing/i,
  },
  {
    re: [
      /\b(wroc(e|i|ic|il\w*|imy|my)|wraca\w*|powrot\w*|return\w*|go back|come back|back to)\b/,
      /\b(zwolnien\w*|zwolnion\w*|exempt\w*|bez vat\w*)\b/,
    ],
    not: /\b(200 ?000|200 tys\w*|200k|2025)\b/,
    article: "vat-zwolnienie-limit",
    heading: /najwczesniej po roku|at the earliest a year/i,
  },
  // KSeF's 10 000 zł relief: a small monthly invoicing asked "from when", and crossing the 10 000 zł.
  {
    re: [
      /\bksef\b/,
      /\d[\d\s.,]*\s*(k|tys\w*|tysi\w*|zl|pln)\b|\bpln\s?\d/,
      /\b(miesiecznie|w miesiacu|na miesiac|mies|a month|per month|monthly)\b/,
    ],
    not: /\b(paragon\w*|receipts?|450|kas\w*|cash register|pdf|papier\w*|paper|kar\w*|penalt\w*|fines?|przekrocz\w*|exceed\w*|go over|cross\w*|konsument\w*|consumers?|2027|od (przyszlego|nowego) roku|from next year)\b/,
    article: "ksef-ulgi-2026",
    heading: /do 10 000 zl brutto|up to pln 10,000/i,
  },
  {
    re: [
      /\b(faktur\w*|invoic\w*|ksef)\b/,
      /\b(przekrocz\w*|exceed\w*|go(ing)? over|cross\w*|powyzej|above)\b/,
      /\b10 ?(000|tys\w*|k)\b|\b10,000\b/,
    ],
    article: "ksef-ulgi-2026",
    heading: /po przekroczeniu|no way back/i,
  },
  // "Czemu minimalna zdrowotna skoczyła w lutym z 315 na 432 zł?": the 2025 reduction expired.
  {
    re: [
      HEALTH_WORDS,
      /\b(skoczyl\w*|wzrosl\w*|wzrost\w*|podniesl\w*|podniesion\w*|podwyzsz\w*|wyzsz\w*|jumped|went up|increas\w*|rose|higher|31[45])\b/,
      /\b(minimal\w*|minimum|lut\w*|february|2025|2026|czemu|dlaczego|why)\b/,
    ],
    article: "skladka-zdrowotna-zasady",
    heading: /rok skladkowy|contribution year/i,
  },
  // "Pani na zleceniu, płacę tylko zdrowotną – na jakim druku ją zgłaszam?": ZUS ZZA, the employees' section.
  {
    re: [
      /\b(druk\w*|formularz\w*|forms?|kod\w*|codes?|zglasz\w*|zglos\w*|registe?r\w*)\b/,
      /\b(zleceni\w*|zleceniobior\w*|mandate|contractor\w*|pracownik\w*|employee\w*)\b/,
      /\b(zdrowotn\w*|health|zus\w*|zza|zua)\b/,
    ],
    not: /\b(ulg\w* na start|uldz\w* na start|start relief|ceidg|vat\w*|pit\w*|dzielo|dziela|rud)\b/,
    article: "zus-zgloszenie-formularze",
    heading: /pracownik|employees/i,
  },
  // "Co muszę załatwić przy zatrudnieniu pierwszej osoby? Są terminy?": the employer's first steps and their 7 days.
  {
    re: [
      /\b(pierwsz\w* (osob\w*|pracownik\w*)|first (employee|hire|worker|staff)|zatrudnieni\w* (pierwsz\w*|nowego|nowej)|new (employee|hire))\b/,
      /\b(co (musze|trzeba|dalej|nalezy)|zalatwi\w*|formalnos\w*|obowiazk\w*|terminy|what (do i|must i|else|next)|checklist|steps|to do|paperwork|deadlines?)\b/,
    ],
    not: /\b(koszt\w*|cost\w*|ile|how much|ppk|bhp|urlop\w*|leave)\b/,
    article: "pierwszy-pracownik-obowiazki",
    heading: /7 dni|7 days/i,
  },
  // "Jako jedyny wspólnik – od kiedy zaczynam płacić ZUS?": from the company's entry in the KRS.
  {
    re: [
      /\b(jedyn\w* wspolnik\w*|sole shareholder|only shareholder|jednoosobow\w* (sp|spol\w*)|one-person (company|sp))\b/,
      /\b(od kiedy|from when|since when|kiedy (zaczyna|zaczne|zaczynam|powstaje)|when (do|does|will) (i|the duty|zus) (start|begin))\b/,
    ],
    article: "zus-wspolnik-spolki",
    heading: /zgloszenie|registration/i,
  },
  // "Zlecenie dla pani, która ma etat w innej firmie – jakie składki?": only the health contribution.
  {
    re: [
      /\b(zlecen\w*|zleceni\w*|mandate)\b/,
      /\b(etat\w*|umow\w* o prac\w*|full[- ]time job|job)\b/,
      /\b(inn\w* firm\w*|gdzie indziej|elsewhere|another (company|employer|firm)|u innego|w innej)\b/,
    ],
    not: /\b(druk\w*|formularz\w*|forms?|kod\w*|zgl[ao]s\w*|register\w*)\b/,
    article: "umowy-praca-zlecenie-dzielo",
    heading: /z etatem w innej firmie|job elsewhere/i,
  },
  // Beside the thirty-sixth set: a business suspended indefinitely is resumed in CEIDG; a deadline on a
  // day off moves to the next working day; the employee's information on the terms of employment.
  {
    re: [
      /\b(odwies\w*|odwiesz\w*|wznow\w*|resum\w*|restart\w*|unsuspend\w*)\b/,
      /\b(firm\w*|dzialalnos\w*|jdg|business|company)\b/,
    ],
    not: /\b(zus\w*|skladk\w*|zdrowotn\w*|contributions?|health)\b.*\b(ile|how much)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /jak zawiesic|how to suspend/i,
  },
  {
    re: [
      /\b(sobot\w*|niedziel\w*|swiet\w*|weekend\w*|saturday|sunday|public holiday|dzien wolny|dni wolne)\b/,
      /\b(wypada|przypada|falls?|lands?|termin\w*|deadline|do kiedy)\b/,
      /\b(plac\w*|zaplac\w*|oplac\w*|platn\w*|pay\w*|skladk\w*|skladek|contributions?|dra)\b/,
    ],
    not: /\b(zglos\w*|zglosz\w*|mal\w* zus\w* plus|mzp|wniosek|wniosk\w*|register\w*|sign[- ]?up|apply|application)\b/,
    article: "zus-terminy-dra",
    heading: /do ktorego dnia|by which day/i,
  },
  {
    re: /\b(informacj\w* o warunkach (zatrudnienia|pracy)|information (on|about) (the )?(terms|conditions) of employment)\b/,
    article: "pierwszy-pracownik-obowiazki",
    heading: /informacja o warunkach|information on the terms/i,
  },
  // A contract with one's own employee: a mandate on top of the job, or the same job on B2B.
  {
    re: [
      /\b(pracownik\w*|pracownic\w*|employee|grafik\w*|programist\w*|ksiegow\w*|designer|developer|kierowc\w*|drivers?|mechanik\w*|magazynier\w*)\b/,
      /\b(b2b|samozatrudn\w*|self-employ\w*|wlasn\w* dzialalnos\w*|own (business|company|jdg)|na fakture|on invoices?)\b/,
      // "…chce przejść z etatu na B2B u mnie": the user's own worker.
      /\b(moj\w*|jedyn\w*|my|our|only|u mnie|w mojej firmie|for me|with me|z etatu)\b/,
    ],
    not: /\b(ulg\w* na start|preferencyjn\w*|preferential|start relief|ryczal\w*|liniow\w*)\b/,
    article: "umowy-z-wlasnym-pracownikiem",
    heading: /b2b/i,
  },
  {
    re: [
      /\b(zlecen\w*|zleceni\w*|mandate|umow\w* o swiadczeni\w*)\b/,
      /\b((moj\w*|naszym|own|my) (pracownik\w*|pracownic\w*|employee)|pracownik\w* na (\S+ )?etat\w*|z (nim|nia) umow\w*|with (him|her|them) (a |an )?(zlecenie|mandate))\b/,
    ],
    not: /\b(inn\w* firm\w*|gdzie indziej|elsewhere|another (company|employer|firm)|u innego)\b/,
    article: "umowy-z-wlasnym-pracownikiem",
    heading: /zlecenia z wlasnym|mandate contract with your own/i,
  },
];
