import type { TopicHint } from "./hints.ts";

/**
 * Mistakes and dealings with the offices, as the fifty-fifth set asked them: the fiscal penalties
 * and their 2026 amounts, ZUS's extra fee and single transfer, voluntary disclosure after the
 * office's letter or with a correction, a late return with the tax paid, a KSeF invoice's receipt
 * and wrong NIP, an inspection's length and objection, a refund's days and an overpayment's expiry,
 * the interest formula, its reduced rate and ZUS's threshold. Tried before the older mistakes hints.
 */
const ZUS = /\b(zus\w*|skladk\w*|skladek|contributions?)\b/;
const INTEREST = /\b(odset\w*|interest)\b/;
const DISCLOSURE = /\b(czynn\w* zal\w*|voluntary disclosure)\b/;
const INSPECTION = /\b(kontrol\w*|inspection\w*|audit\w*)\b/;
const RETURN = /\b(zeznan\w*|pit-?\d+\w*|jpk\w*|deklarac\w*|returns?)\b/;
const KARY = "bledy-kary-i-pisma";

const PENALTY_HINTS: TopicHint[] = [
  // "Wykroczenie czy już przestępstwo skarbowe?", "a petty offence or a fiscal crime?".
  {
    re: [/\b(wykroczen\w*|petty offen\w*|misdemeanou?r)\b/, /\b(przestepstw\w*|crimes?|criminal)\b/],
    article: KARY,
    heading: /wykroczenie czy przestepstwo|petty offence or fiscal crime/i,
  },
  // "Jaki maksymalnie mandat?", "the maximum fine ticket (mandat)", "mandat za spóźniony JPK – od ilu do ilu?".
  {
    re: /\b(mandat(u|y|em|ow|ami|ach|cie)?|fine tickets?|ticket fines?)\b/,
    not: /\b(policj\w*|drogow\w*|parking\w*|speeding|traffic|sanepid\w*|pip)\b/,
    article: KARY,
    heading: /mandat karny skarbowy|the fine ticket/i,
  },
  // "Grzywna za wykroczenie skarbowe w sądzie", "a court fine for a fiscal offence".
  {
    re: [/\b(grzywn\w*|fines?)\b/, /\b(sad\w*|court)\b/, /\b(skarbow\w*|fiscal|tax\w*)\b/],
    article: KARY,
    heading: /grzywna sadowa|a court fine/i,
  },
  // "Czy ZUS może nałożyć dodatkową karę oprócz odsetek?", "a ZUS additional fee".
  {
    re: [
      ZUS,
      /\b(dodatkow\w* (kar\w*|oplat\w*)|oplat\w* dodatkow\w*|additional (fee|penalt\w*|charge)|extra (fee|penalt\w*|charge)|oprocz odsetek|besides (the )?interest|on top of (the )?interest)\b/,
    ],
    article: KARY,
    heading: /oplata dodatkowa w zus|the zus additional fee/i,
  },
  // "Nie płaciłem ZUS przez 3 miesiące – co mi grozi?", "what can ZUS do if I stop paying".
  {
    re: [
      ZUS,
      /\b(nie (placil\w*|zaplacil\w*|oplacil\w*|place|placic|zaplace)|stop(ped)? paying|don'?t pay|do not pay|not paying|didn'?t pay|nie mial\w* z czego|haven'?t paid)\b/,
      /\b(grozi|zrobi\w*|konsekwencj\w*|what (can|will|happens)|consequences?|risk\w*|months?|miesi\w*)\b/,
    ],
    not: /\b(wakacj\w*|holiday\w*|zawies\w*|suspen\w*|chorobow\w*|sickness)\b/,
    article: "bledy-zaleglosci-raty",
    heading: /co sie dzieje, gdy nie placisz zus|what happens if zus is not paid/i,
  },
  // "Składki społeczne i zdrowotna osobnymi przelewami?", "separate transfers to ZUS?".
  {
    re: [
      ZUS,
      /\b(osobn\w* przelew\w*|osobno (przelew\w*|plac\w*|wplac\w*)|jednym przelewem|jeden przelew|separate (transfers?|payments?)|one (transfer|payment)|single (transfer|payment)|nrs)\b/,
    ],
    article: KARY,
    heading: /jednym przelewem na rachunek nrs|one transfer to the nrs/i,
  },
];

const OFFICE_HINTS: TopicHint[] = [
  // "Dostałam już pismo z US… czy czynny żal jeszcze coś da?": too late after the office's letter.
  {
    re: [
      DISCLOSURE,
      /\b(pism\w*|list\w*|letters?|wezwan\w*|summons|already|juz|after (the|a) (letter|notice))\b/,
      /\b(urzad\w*|us|office|skarbow\w*|sent|wyslal\w*|dostal\w*|got|received)\b/,
    ],
    not: /\b(korekt\w*|correct\w*)\b/,
    article: "bledy-korekta-czynny-zal",
    heading: /kiedy czynny zal nie dziala|when voluntary disclosure does not work/i,
  },
  // "Robię korektę VAT i płacę od razu – muszę pisać czynny żal?": the correction is enough (art. 16a).
  {
    re: [DISCLOSURE, /\b(korekt\w*|skoryg\w*|correct\w*|amend\w*)\b/],
    article: "bledy-korekta-czynny-zal",
    heading: /korekta zamiast czynnego zalu|a correction instead of voluntary disclosure/i,
  },
  // "PIT-28 złożyłem dopiero 7 maja (podatek zapłacony w terminie)", "JPK wysłany 27 listopada zamiast do 25".
  {
    re: [
      RETURN,
      /\b(zlozyl\w*|zlozon\w*|wyslal\w*|wyslan\w*|filed|sent|submitted)\b/,
      /\b(dopiero|zamiast do|po terminie|za pozno|late|after the deadline|instead of)\b/,
      /\b(w terminie|on time|zaplac\w*|paid)\b/,
    ],
    not: /\b(korekt\w*|correct\w*|odset\w*|interest|ile)\b/,
    article: KARY,
    heading: /spozniona deklaracja przy podatku zaplaconym|a late return with the tax paid/i,
  },
  // "Do kiedy można korygować zeznanie roczne PIT?": until the limitation period ends.
  {
    re: [
      /\b(korygowac|korekt\w*|skorygowac|correct\w*|amend\w*)\b/,
      /\b(zeznan\w*|pit\w*|returns?)\b/,
      /\b(do kiedy|ile lat|jak dlugo|until when|how long|how many years|how far back)\b/,
    ],
    article: "bledy-korekta-czynny-zal",
    heading: /korekta zeznania pit|correcting a pit return/i,
  },
  // "Faktura w KSeF na zły NIP – da się poprawić?", "an invoice to the wrong NIP".
  {
    re: [/\b(zl\w*|bledn\w*|wrong|incorrect|mistaken)\b (\w+ )?nip\b/, /\b(faktur\w*|invoic\w*|ksef)\b/],
    article: KARY,
    heading: /na zly nip nabywcy|to the wrong buyer nip/i,
  },
  // "Klient twierdzi, że nie dostał faktury z KSeF – kiedy otrzymana?", "when is a KSeF invoice received".
  {
    re: [
      /\bksef\b/,
      /\b(otrzyman\w*|nie dostal\w*|doreczon\w*|received|(date|day|moment) of receipt|never got|didn'?t get|did not get)\b/,
    ],
    article: KARY,
    heading: /kiedy faktura z ksef jest otrzymana|when a ksef invoice is received/i,
  },
  // "Nie złożyłem VAT-R, a wystawiłem faktury z VAT", "issued VAT invoices without registering".
  {
    re: [
      /\b(vat-?r|vatowc\w*|zarejestr\w*|registe?r\w*)\b/,
      /\b(nie zlozyl\w*|bez|without|didn'?t|did not|never|not)\b/,
      /\b(faktur\w* (z|ze) vat|wystawil\w*|issued|invoic\w*)\b/,
    ],
    article: KARY,
    heading: /faktury z vat bez rejestracji|vat invoices issued without/i,
  },
];

const MONEY_BACK_HINTS: TopicHint[] = [
  // "PIT-36 złożony przez e-Urząd z nadpłatą. Kiedy zwrot?", "filed PIT-36 online with a refund due".
  {
    re: [
      /\b(zwrot\w*|nadplat\w*|refund\w*|overpa\w*)\b/,
      /\b(pit-?\d+\w*|zeznan\w*|tax returns?|returns?)\b/,
      /\b(kiedy|ile (dni|czasu)|when|how long|how soon)\b/,
    ],
    not: ZUS,
    article: KARY,
    heading: /zwrot nadplaty z zeznania pit|a refund from the pit return/i,
  },
  // "A jak nie złożę wniosku o nadpłatę, to po ilu latach przepada?", "does an overpayment expire".
  {
    re: [
      /\b(nadplat\w*|nadplac\w*|overpa\w*)\b/,
      /\b(przepad\w*|wygas\w*|expir\w*|lose|lost|po ilu latach|after how many years)\b/,
    ],
    not: ZUS,
    article: "bledy-nadplata-przedawnienie",
    heading: /nadplata bez wniosku|an overpayment without a request/i,
  },
  // "Kontrola ciągnie się ponad 12 dni – co mogę zrobić?", "an audit running past its time limit".
  {
    re: [
      INSPECTION,
      /\b(sprzeciw\w*|objection|ponad|przekrocz\w*|ciagnie|dluzej|za dlugo|past|beyond|exceed\w*|too long|overr?un\w*)\b/,
    ],
    not: /\b(ile (moze )?trwa\w*|how long can|jak dlugo moze)\b/,
    article: KARY,
    heading: /kontrola trwa dluzej|an inspection running past/i,
  },
  // "Kontrola ZUS – muszę być osobiście?", "do I have to be present at the audit?".
  {
    re: [INSPECTION, /\b(osobisc\w*|obecn\w*|na miejscu|in person|present|be there|attend)\b/],
    article: KARY,
    heading: /osobiscie na miejscu|no need to be there in person/i,
  },
  // "How long can the audit last at most?", "ile może trwać kontrola?".
  {
    re: [INSPECTION, /\b(ile (moze )?trwa\w*|jak dlugo|how long|last at most|maximum (length|duration))\b/],
    article: "kontrola-przedsiebiorcy",
    heading: /ile moze trwac kontrola|how long an inspection may last/i,
  },
];

const INTEREST_HINTS: TopicHint[] = [
  // "How is Polish tax interest calculated? Formula?", "jak się liczy odsetki podatkowe?".
  {
    re: [
      INTEREST,
      /\b(formul\w*|wzor\w*|calculat\w*|computed|work(ed)? out|jak (sie )?(liczy|oblicza|policzyc|obliczyc)\w*)\b/,
    ],
    not: /\b(\d[\d ,.]*(zl|pln)|faktur\w*|invoic\w*|klient\w*|clients?|kredyt\w*|loans?|lokat\w*)\b/,
    article: "bledy-odsetki-podatkowe",
    heading: /jak policzyc odsetki|how to calculate the interest/i,
  },
  // "Czy jest obniżona stawka odsetek po korekcie?", "a reduced interest rate after a correction".
  {
    re: [INTEREST, /\b(obnizon\w*|nizsz\w*|reduced|lower|half\w*|polow\w*)\b/],
    not: /\b\d[\d ,.]*(zl|pln)\b/,
    article: "bledy-odsetki-podatkowe",
    heading: /obnizona stawka po szybkiej korekcie|the reduced rate after a quick correction/i,
  },
  // "Od jakiej kwoty ZUS nalicza odsetki?", "the ZUS interest threshold".
  {
    re: [
      ZUS,
      INTEREST,
      /\b(od jakiej kwoty|prog\w*|threshold|minimum|ponizej|below|from what amount|to samo|the same)\b/,
    ],
    article: "bledy-odsetki-podatkowe",
    heading: /spozniona skladka zus|a late zus contribution/i,
  },
  // "Zapłaciłam ZUS dzień po terminie – wypadłam z chorobowego?": the cover does not end.
  {
    re: [
      ZUS,
      /\b(chorobow\w*|sickness)\b/,
      /\b(po terminie|spozni\w*|opozni\w*|late|overdue|wypadl\w*|stracil\w*|lose|lost)\b/,
    ],
    not: /\b(okres\w* wyczekiw\w*|90 dni|90 days|waiting period)\b/,
    article: KARY,
    heading: /spozniona skladka zus a dobrowolne chorobowe|a late zus contribution and voluntary sickness/i,
  },
  // "Ile wynosi opłata prolongacyjna w ZUS?", "the prolongation fee on an instalment plan".
  {
    re: /\b(prolongac\w*|prolongation)\b/,
    article: "bledy-zaleglosci-raty",
    heading: /oplata prolongacyjna|the prolongation fee/i,
  },
];

export const H55_HINTS: TopicHint[] = [...PENALTY_HINTS, ...OFFICE_HINTS, ...MONEY_BACK_HINTS, ...INTEREST_HINTS];
