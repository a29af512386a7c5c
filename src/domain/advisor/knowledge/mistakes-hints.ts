import type { TopicHint } from "./hints.ts";

/**
 * Mistakes and dealings with the offices (a late tax or ZUS payment, arrears and instalments, a
 * corrected return and voluntary disclosure, a missed registration, a wrong transfer or invoice,
 * overpayments and the limitation period, inspections and letters): the section that answers each.
 * The most specific hints come first, as the first one's section leads.
 */
const ZUS = /\b(zus\w*|skladk\w*|skladek|contributions?)\b/;
const TAX = /\b(podat\w*|pit\w*|vat\w*|cit|zaliczk\w*|skarbow\w*|tax\w*|advances?)\b/;
const LATE =
  /\b(po terminie|spozni\w*|opozni\w*|za pozno|(dzien|dni|dniach|tydzien|tygodni\w*) po|late|overdue|after the deadline)\b/;
const PAID = /\b(zaplac\w*|oplac\w*|wplac\w*|przelew\w*|placi\w*|paid|pay\w*|odset\w*|interest)\b/;
const MISTAKE =
  /\b(zla|zle|zly|zlej|zlym|bledn\w*|blad\w*|bledy|pomyl\w*|pomylk\w*|przez przypadek|przypadkiem|wrong\w*|mistak\w*|by accident|incorrect\w*|error\w*)\b/;
const MISSED =
  /\b(przegapil\w*|przegapion\w*|zapomnial\w*|nie (zlozyl\w*|wyslal\w*|zglosil\w*|wybral\w*|zarejestrowal\w*)|niezloz\w*|niewysl\w*|spozni\w*|po terminie|za pozno|missed|forgot\w*|late|did ?n[o']?t (file|send|register|choose|report)|not (filed|sent))\b/;
const FINE = /\b(kar(a|y|e|ach)|grzywn\w*|mandat\w*|sankcj\w*|grozi|penalt\w*|fine[sd]?|ticket)\b/;
// "ratę" folds to "rate", the English word: only after a word that makes it Polish ("na ratę").
const INSTALMENTS =
  /\b(rat(a|y|ach|ami|om)|(na|w|jedn\w*|pierwsz\w*|kolejn\w*|ostatni\w*|kazd\w*|miesieczn\w*) rate|ratal\w*|uklad\w*|instal+ments?|spread)\b/;
const DEFER = /\b(odrocz\w*|odroczen\w*|defer\w*|postpone\w*)\b/;
const OVERPAID =
  /\b(nadplat\w*|nadplac\w*|przeplacil\w*|za duzo|dwa razy|podwojn\w*|overpa\w*|too much|twice|double)\b/;
const BARRED =
  /\b(przedawni\w*|time-?barred|limitation|statute of limitations|ile lat wstecz|how (many years|far) back)\b/;
const INSPECTION = /\b(kontrol\w*|inspection\w*|audit\w*)\b/;
const CLIENT_DEBT =
  /\b(faktur\w*|klient\w*|kontrahent\w*|dluznik\w*|invoice\w*|clients?|customers?|fracht\w*|freight)\b/;

const PAYING_HINTS: TopicHint[] = [
  // "Ile wynoszą odsetki za zwłokę od podatku w 2026?", "the tax interest rate": the rate.
  {
    re: [
      /\b(odset\w* (za zwlok\w*|podatkow\w*|od (zaleglos\w*|podatk\w*|vat|pit|zus|skladek))|tax interest|default interest|interest (rate )?on (tax|late tax|arrears|zus))\b|\b(interest rate|stawk\w* odset\w*)\b/,
      /\b(stawk\w*|ile wynos\w*|ile procent|procent\w*|oprocentowan\w*|rate|how much is|what is)\b/,
    ],
    not: new RegExp(
      `${CLIENT_DEBT.source}|\\b(handlow\\w*|commercial|ustawow\\w*|statutory|kredyt\\w*|loans?|pozyczk\\w*|bgk|lokat\\w*|deposits?|obniz\\w*|reduced|half\\w*|korekt\\w*|correct\\w*|prolongac\\w*|prolongation)\\b`,
    ),
    article: "bledy-odsetki-podatkowe",
    heading: /stawka odsetek za zwloke|the default interest rate/i,
  },
  // "Zapłaciłem ZUS dzień po terminie – stracę chorobowe?": the late contribution and sickness insurance.
  {
    re: [
      ZUS,
      /\b(chorobow\w*|sickness|zasilk\w*|l4)\b/,
      new RegExp(`${LATE.source}|\\b(nie w terminie|not on time)\\b`),
    ],
    not: /\b(okres\w* wyczekiw\w*|90 dni|90 days|waiting period)\b/,
    article: "bledy-odsetki-podatkowe",
    heading: /spozniona skladka zus|a late zus contribution/i,
  },
  // "Zapłaciłem VAT 5 dni po terminie – co teraz?", "I paid my PIT advance late": the interest.
  {
    re: [LATE, new RegExp(`${TAX.source}|${ZUS.source}`), PAID],
    not: new RegExp(
      `${CLIENT_DEBT.source}|\\b(zeznani\\w*|jpk\\w*|deklarac\\w*|dra|returns?|vat-?r|rejestr\\w*|zarejestr\\w*|registe?r\\w*|zglos\\w*|zglosz\\w*|chorobow\\w*|sickness|zasilk\\w*)\\b`,
    ),
    article: "bledy-odsetki-podatkowe",
    heading: /jak policzyc odsetki|how to calculate the interest/i,
  },
  // "Odroczenie składek ZUS", "can I defer my ZUS?".
  {
    re: [ZUS, DEFER],
    not: /\b(wakacj\w*|holiday\w*|zawies\w*|suspen\w*)\b/,
    article: "bledy-zaleglosci-raty",
    heading: /odroczenie terminu platnosci skladek|deferring contributions/i,
  },
  // "Umorzenie zaległości w ZUS", "can ZUS write off my debt?".
  {
    re: [ZUS, /\b(umorz\w*|umorzen\w*|write[sd]? off|written off|cancel\w*)\b/],
    article: "bledy-zaleglosci-raty",
    heading: /umorzenie skladek zus|writing off zus/i,
  },
  // "Nie mam na ZUS – raty?", "can I pay ZUS arrears in instalments?": the instalment plan.
  {
    re: [
      ZUS,
      new RegExp(
        `${INSTALMENTS.source}|\\b(zaleg\\w*|dlug(i|ow|u|iem)?|debts?|arrears|owe|owing|nie mam na|nie stac mnie|can'?t (afford|pay)|cannot (afford|pay))\\b`,
      ),
    ],
    not: /\b(ulg\w* na start|maly zus|preferenc\w*|wakacj\w*|holiday\w*|kredyt\w*|leasing\w*|loans?|mortgage|zawies\w*|suspen\w*|zamkn\w*|zamyka\w*|clos\w*|czlonk\w* zarzadu|board)\b/,
    article: "bledy-zaleglosci-raty",
    heading: /uklad ratalny z zus|an instalment plan with zus/i,
  },
  // "Zaległy VAT – czy urząd da raty?": the tax office's relief.
  {
    re: [TAX, new RegExp(`${INSTALMENTS.source}|${DEFER.source}|\\b(umorz\\w*|write off)\\b`)],
    not: new RegExp(`${ZUS.source}|\\b(leasing\\w*|kredyt\\w*|loans?|samoch\\w*|cars?|zakup\\w*|purchase\\w*)\\b`),
    article: "bledy-zaleglosci-raty",
    heading: /raty i odroczenie podatku|instalments and deferral of tax/i,
  },
  // "Wpisałem zły symbol formularza w przelewie": rebooking the payment.
  {
    re: [
      /\b(symbol\w*|okres\w*|period|tytul\w*)\b/,
      MISTAKE,
      /\b(przelew\w*|wplat\w*|zaplac\w*|transfer\w*|payment|paid)\b/,
    ],
    article: "mikrorachunek-podatkowy",
    heading: /przelew z blednym symbolem|a transfer with a wrong symbol/i,
  },
  // "Zapłaciłem ZUS na mikrorachunek przez pomyłkę", "tax paid to the ZUS account".
  {
    re: [
      new RegExp(`${ZUS.source}|${TAX.source}`),
      /\b(mikrorachun\w*|micro-?account|nrs|(konto|rachun\w*) (urzedu|us|skarbow\w*|zus|skladkow\w*)|(tax office|zus) account|wrong account|zl\w* (konto|rachun\w*))\b/,
      new RegExp(`${MISTAKE.source}|\\b(zamiast|instead)\\b`),
    ],
    article: "mikrorachunek-podatkowy",
    heading: /skladki zus wplacone na mikrorachunek|zus contributions paid to the tax micro-account/i,
  },
];

const FILING_MISTAKE_HINTS: TopicHint[] = [
  // "Co to jest czynny żal i kiedy nie działa?".
  {
    re: [
      /\b(czynn\w* zal\w*|voluntary disclosure|active repentance)\b/,
      /\b(nie dziala|nie zadziala|kiedy nie|doesn'?t work|does not work|too late|za pozno|nie chroni)\b/,
    ],
    article: "bledy-korekta-czynny-zal",
    heading: /kiedy czynny zal nie dziala|when voluntary disclosure does not work/i,
  },
  {
    re: /\b(czynn\w* zal\w*|voluntary disclosure|active repentance)\b/,
    not: INSPECTION,
    article: "bledy-korekta-czynny-zal",
    heading: /czynny zal – zawiadomienie|voluntary disclosure \(czynny zal\) – telling/i,
  },
  // "Zapomniałem wysłać JPK", "kara za niezłożenie JPK".
  {
    re: [/\bjpk\w*/, new RegExp(`${MISSED.source}|${FINE.source}`)],
    not: /\b(wezwani\w*|500|bled\w*|blad\w*|errors?|korekt\w*|correct\w*|call\w*|ksieg\w*|books?)\b/,
    article: "jpk-v7",
    heading: /spozniony albo niewyslany jpk|a late or missed jpk/i,
  },
  // "Wezwanie do korekty JPK – kara 500 zł?".
  {
    re: [
      /\bjpk\w*/,
      /\b(wezwani\w*|500|bled\w*|blad\w*|errors?|call\w*)\b/,
      new RegExp(`${FINE.source}|\\bwezwani\\w*`),
    ],
    article: "jpk-v7",
    heading: /wezwanie do korekty bledow w jpk|a call to correct errors in jpk/i,
  },
  // "Nie złożyłem PIT w terminie – co grozi?".
  {
    re: [MISSED, /\b(pit\w*|zeznani\w*|tax returns?|annual returns?)\b/],
    not: /\b(jpk\w*|zaliczk\w*|advances?|zaplac\w*|oplac\w*|wplac\w*|paid|pay\w*|pit-?(11|4r|2)\b|pracown\w*|employees?|form\w* opodatkowania|liniow\w*|ryczalt\w*|tax form|flat tax|lump)/,
    article: "bledy-korekta-czynny-zal",
    heading: /spozniony pit lub jpk|a late pit return or jpk/i,
  },
  // "Jak złożyć korektę PIT-36?", "how do I correct my PIT return?".
  {
    re: [
      /\b(korekt\w*|skoryg\w*|popraw\w*|correct\w*|amend\w*|fix\w*)\b|\b(blad|bledn\w*|pomylk\w*|pomylil\w*|mistake|error|wrong)\b/,
      /\b(pit-?(36|36l|28)|zeznani\w*|tax returns?|annual returns?|pit returns?)\b/,
    ],
    not: /\b(jpk\w*|dra|faktur\w*|invoice\w*|pit-?11|pit-?4r|pracown\w*|employees?)\b/,
    article: "bledy-korekta-czynny-zal",
    heading: /korekta zeznania pit|correcting a pit return/i,
  },
  // "Błąd w DRA – jak poprawić?".
  {
    re: [/\bdra\b/, /\b(korekt\w*|skoryg\w*|popraw\w*|blad\w*|bledn\w*|pomylk\w*|correct\w*|mistake|error|wrong)\b/],
    article: "bledy-korekta-czynny-zal",
    heading: /blad w deklaracji zus|a mistake in a zus declaration/i,
  },
];

const REGISTRATION_HINTS: TopicHint[] = [
  // "Przekroczyłem 240 tys. i nie złożyłem VAT-R".
  {
    re: [MISSED, /\b(vat-?r|vat\w*)\b/, /\b(vat-?r|rejestr\w*|zarejestr\w*|registe?r\w*|registration)\b/],
    not: /\b(zus\w*|ceidg|spolk\w*|krs|jpk\w*|ksef)\b/,
    article: "bledy-spoznione-zgloszenia",
    heading: /spozniony vat-r|a late vat-r/i,
  },
  // "Zgłosiłem się do ZUS po 10 dniach".
  {
    re: [
      /\b(zus\w*|zua|zza)\b/,
      /\b(zglos\w*|zglosz\w*|rejestr\w*|zarejestr\w*|registe?r\w*|registration)\b/,
      /\b(po (terminie|7 dniach|\d+ dniach|tygodniu|miesiacu)|after (the )?(7|\d+) days|spozni\w*|zapomnial\w*|nie zglosil\w*|za pozno|late|forgot\w*|did ?n[o']?t register)\b/,
    ],
    not: /\b(pracown\w*|employees?|zleceniob\w*|workers?|czlonk\w*|rodzin\w*|family)\b/,
    article: "bledy-spoznione-zgloszenia",
    heading: /zgloszenie do zus po 7 dniach|registering with zus after 7 days/i,
  },
  // "Wybrałem złą formę opodatkowania – mogę zmienić?".
  {
    re: [/\b(form\w* opodatkowania|tax form|form of tax\w*)\b/, MISTAKE],
    article: "bledy-spoznione-zgloszenia",
    heading: /zle wybrana forma|a wrongly chosen tax form/i,
  },
  // "Przegapiłem termin wyboru liniowego".
  {
    re: [/\b(form\w* opodatkowania|liniow\w*|ryczalt\w*|tax form|flat tax|lump-?sum)\b/, MISSED],
    not: /\b(zaliczk\w*|advances?|zaplac\w*|oplac\w*|wplac\w*|paid|pay\w*|zdrowotn\w*|health|pit-?28|pit-?36\w*|zeznani\w*|returns?)\b/,
    article: "bledy-spoznione-zgloszenia",
    heading: /przegapiony termin wyboru|missing the deadline to choose/i,
  },
  // "Błąd we wpisie CEIDG", "typo in my CEIDG entry".
  {
    re: [/\bceidg\w*/, new RegExp(`${MISTAKE.source}|\\b(literowk\\w*|sprostow\\w*|typo\\w*)\\b`)],
    not: /\b(zamkn\w*|wykresl\w*|clos\w*|zawies\w*|suspen\w*)\b/,
    article: "bledy-spoznione-zgloszenia",
    heading: /blad we wpisie ceidg|a mistake in the ceidg entry/i,
  },
  // "Nie zgłosiłem zmiany w CEIDG w 7 dni – kara?".
  {
    re: [/\bceidg\w*/, new RegExp(`${MISSED.source}|${FINE.source}`)],
    not: /\b(zamkn\w*|wykresl\w*|clos\w*|zawies\w*|suspen\w*|vat-?r|zus\w*)\b/,
    article: "bledy-spoznione-zgloszenia",
    heading: /zmiana danych w ceidg|changing data in ceidg/i,
  },
];

const MONEY_BACK_HINTS: TopicHint[] = [
  // "Jak długo muszę trzymać księgi i faktury?": until the tax is time-barred.
  {
    re: [
      /\b(jak dlugo|ile lat|przez ile lat|how long|how many years)\b/,
      /\b(przechow\w*|trzyma\w*|archiwiz\w*|keep\w*|store|retain\w*)\b/,
      /\b(ksieg\w*|kpir|ewidencj\w*|dokument\w*|papier\w*|records?|books?|documents?|paperwork)\b/,
    ],
    not: /\b(pracown\w*|employees?|akt\w* osobow\w*|personnel|ksef)\b/,
    article: "bledy-nadplata-przedawnienie",
    heading: /jak dlugo przechowywac dokumenty|how long to keep business records/i,
  },
  // "Nadpłata w ZUS – jak odzyskać?".
  {
    re: [OVERPAID, ZUS],
    not: /\b(zdrowotn\w*|health|roczn\w*|annual)\b/,
    article: "bledy-nadplata-przedawnienie",
    heading: /nadplata skladek zus|overpaid zus contributions/i,
  },
  // "Zapłaciłem podatek dwa razy".
  {
    re: [OVERPAID, TAX],
    not: /\b(zwrot\w* z zeznani\w*|ulg\w*|relief)\b/,
    article: "bledy-nadplata-przedawnienie",
    heading: /nadplata podatku – zwrot|overpaid tax – a refund/i,
  },
  // "Przedawnienie składek ZUS".
  {
    re: [BARRED, ZUS],
    article: "bledy-nadplata-przedawnienie",
    heading: /przedawnienie skladek zus|limitation of zus/i,
  },
  // "Po ilu latach przedawnia się podatek?".
  {
    re: BARRED,
    not: CLIENT_DEBT,
    article: "bledy-nadplata-przedawnienie",
    heading: /przedawnienie podatku|limitation of tax/i,
  },
];

const OFFICE_HINTS: TopicHint[] = [
  // "Wystawiłem fakturę poza KSeF przez pomyłkę".
  {
    re: [
      /\bksef\w*/,
      /\b(poza|outside|bez|without|pdf)\b/,
      new RegExp(`${MISTAKE.source}|\\b(zapomnial\\w*|forgot)\\b`),
    ],
    article: "faktura-wystawianie-korekta",
    heading: /faktura wystawiona poza ksef|an invoice issued outside ksef/i,
  },
  // "Zła stawka VAT na fakturze".
  {
    re: [
      /\b(stawk\w*|rates?)\b/,
      /\b(faktur\w*|invoice\w*)\b/,
      new RegExp(`${MISTAKE.source}|\\b(zanizon\\w*|zawyzon\\w*|too (low|high))\\b`),
    ],
    article: "faktura-wystawianie-korekta",
    heading: /zla stawka vat na fakturze|a wrong vat rate on an invoice/i,
  },
  // "Jaka kara za brak kasy fiskalnej?".
  {
    re: [/\b(kas(a|y|e|ie)|cash registers?|tills?|paragon\w*|receipts?)\b/, FINE],
    article: "kasa-fiskalna",
    heading: /kara za brak kasy|the penalty for having no cash register/i,
  },
  // "Dostałem zawiadomienie o kontroli – mogę jeszcze złożyć korektę?".
  {
    re: [INSPECTION, /\b(korekt\w*|skoryg\w*|correct\w*|czynn\w* zal\w*|voluntary disclosure)\b/],
    article: "kontrola-przedsiebiorcy",
    heading: /korekta po zawiadomieniu|a correction after the inspection notice/i,
  },
  // "Kontrola z ZUS w JDG".
  {
    re: [INSPECTION, /\bzus\w*/],
    not: /\b(l4|zwolnien\w* lekarsk\w*|sick leave|chorobow\w*|zasilk\w*)\b/,
    article: "kontrola-przedsiebiorcy",
    heading: /kontrola zus|a zus inspection/i,
  },
  // "Jakie mam prawa podczas kontroli?".
  {
    re: [
      INSPECTION,
      /\b(praw(a|o)? (mam|przedsiebiorcy|podczas|w czasie)|uprawnien\w*|sprzeciw\w*|zastrzezen\w*|rights?|object\w*|legitymac\w*|upowaznien\w*)\b/,
    ],
    article: "kontrola-przedsiebiorcy",
    heading: /prawa przedsiebiorcy w czasie kontroli|rights during an inspection/i,
  },
  // "Nie odebrałem listu z urzędu skarbowego".
  {
    re: [
      /\b(pism\w*|list\w*|awiz\w*|letters?|notices?)\b/,
      /\b(nie odebral\w*|nieodebran\w*|odebrac|awiz\w*|doreczon\w*|collect\w*|delivered|pick(ed)? up)\b/,
    ],
    not: CLIENT_DEBT,
    article: "e-doreczenia",
    heading: /kiedy pismo z urzedu uznaje sie|when a letter from the office counts/i,
  },
  // "Dostałem wezwanie z urzędu skarbowego".
  {
    re: [/\b(wezwani\w*|wezwal\w*|summons|summoned)\b/, /\b(urzad\w*|urzedu|skarbow\w*|us|zus|tax office|office)\b/],
    not: /\b(jpk\w*|kontrol\w*|inspection|audit|do zaplaty|payment demand|windykac\w*|klient\w*|clients?)\b/,
    article: "e-doreczenia",
    heading: /wezwanie z urzedu skarbowego lub zus|a summons from the tax office/i,
  },
];

export const MISTAKES_HINTS: TopicHint[] = [
  ...PAYING_HINTS,
  ...FILING_MISTAKE_HINTS,
  ...REGISTRATION_HINTS,
  ...MONEY_BACK_HINTS,
  ...OFFICE_HINTS,
];
