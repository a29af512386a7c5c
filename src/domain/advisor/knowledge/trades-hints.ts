import type { TopicHint } from "./hints.ts";

/** A heavy goods vehicle or its driver's work. */
const DRIVING =
  /\b(kierowc\w*|drivers?|ciezarow\w*|ciagnik\w*|tir\w*|trucks?|lorr\w*|tractor units?|jazd\w*|jechac|jezdzic|prowadzi\w*|driv\w*|drove|wyjezdzi\w*|przejechal\w*)\b/;
/** Filing or declaring something with an authority. */
const DECLARE =
  /\b(zglasza\w*|zglosi\w*|zgloszeni\w*|deklaracj\w*|oswiadczeni\w*|declar\w*|file|filing|notify\w*|notification|register\w*|imi)\b/;
/** A van or a light goods vehicle. */
const VAN = /\b(bus(a|em|y|ie)?|vans?|blaszak\w*|dostawcz\w*|furgon\w*|n1|panel van|sprinter\w*)\b/;

/**
 * The forty-eighth set's kinds of questions (small firms in transport and the trades), in the
 * askers' words: drivers' driving and rest times, posting declarations for cabotage and not for
 * bilateral runs, an external transport manager's limits, pay per kilometre, a courier on B2B
 * working like an employee, a trip shorter than a day, VAT on a van with a bulkhead, PCC on a
 * vehicle bought from a private person, a construction invoice's 30 days and the reverse charge
 * abolished in 2019. Each points at the section that answers it.
 */
export const TRADES_HINTS: TopicHint[] = [
  // "Ile godzin dziennie może jechać kierowca?", "max weekly driving time?".
  {
    re: [
      /\b(czas\w* (jazdy|prowadzeni\w*)|driving (time|hours)|ile (\w+ ){0,2}godzin|how many hours|max\w* (\w+ ){0,3}(godzin|hours)|hours? (of )?driving|godzin\w* jazdy|how long (\w+ ){0,4}(drive|driving)|jak dlugo (\w+ ){0,4}(jechac|jezdzic|prowadzic)|(drive|jechac|prowadzic|jezdzic) (\w+ ){0,2}(per day|a day|dziennie|w tygodniu|per week|a week|daily|weekly))\b/,
      DRIVING,
    ],
    not: /\b(przerw\w*|pauz\w*|breaks?|nastepn\w* tydz\w*|przyszl\w* tydz\w*|next week|odpoczyn\w*|rest)\b/,
    abroad: true,
    article: "transport-czas-jazdy-kierowcow",
    heading: /dzienny|daily/i,
  },
  // "Po ilu godzinach jazdy przerwa?", "after how much driving a break?".
  {
    re: [/\b(przerw\w*|pauz\w*|breaks?)\b/, DRIVING],
    not: /\b(urlop\w*|leave|holiday\w*)\b/,
    abroad: true,
    article: "transport-czas-jazdy-kierowcow",
    heading: /przerwa|break/i,
  },
  {
    re: [/\b(odpoczyn\w*|daily rest|weekly rest|rest periods?)\b/, DRIVING],
    abroad: true,
    article: "transport-czas-jazdy-kierowcow",
    heading: /odpoczynek|rest of/i,
  },
  // "Wyjeździł 56 godzin w tym tygodniu – ile w następnym?".
  {
    re: [/\b(nastepn\w* tydz\w*|przyszl\w* tydz\w*|next week|kolejn\w* tydz\w*|dwoch tygodni\w*|two weeks)\b/, DRIVING],
    abroad: true,
    article: "transport-czas-jazdy-kierowcow",
    heading: /nastepnym tygodniu|next week/i,
  },
  // "Mogę płacić kierowcy od kilometra zamiast pensji?".
  {
    re: [
      /\b(od (przejechan\w* )?(km|kilometr\w*)|za (przejechan\w* )?(km|kilometr\w*)|per (km|kilomet\w*|mile)|by the (km|kilomet\w*|mile)|stawk\w* (za|od) (km|kilometr\w*))\b/,
      /\b(kierowc\w*|drivers?)\b/,
      /\b(plac\w*|pensj\w*|wynagrodz\w*|pay\w*|salary|wages?|zamiast|instead)\b/,
    ],
    abroad: true,
    article: "transport-czas-jazdy-kierowcow",
    heading: /od kilometra|per kilometre/i,
  },
  // "Kierowca robi kabotaż we Francji – muszę go gdzieś zgłaszać?": the IMI declaration.
  {
    re: [/\b(kabotaz\w*|cabotage|delegow\w*|posted|posting|cross-?trade)\b/, DECLARE],
    abroad: true,
    article: "transport-czas-jazdy-kierowcow",
    heading: /imi/i,
  },
  // "A przewozy Polska–Niemcy i z powrotem też?": bilateral runs need no declaration.
  {
    re: [
      /\b(dwustronn\w*|bilateral\w*|i z powrotem|and back|tam i z powrotem|there and back)\b/,
      /\b(kabotaz\w*|cabotage|delegow\w*|posted|posting|zglasza\w*|zglosi\w*|deklaracj\w*|declar\w*|file|imi|runs?|przewoz\w*|kurs\w*)\b/,
    ],
    abroad: true,
    article: "transport-czas-jazdy-kierowcow",
    heading: /imi/i,
  },
  // "Zarządzający transportem z zewnątrz – ile firm może mieć?".
  {
    re: [
      /\b(zarzadzajac\w* transport\w*|zarzadca\w* transport\w*|transport manager\w*)\b/,
      /\b(ile (firm|przedsiebiorstw|pojazdow|aut)|how many (companies|firms|undertakings|vehicles)|z zewnatrz|external\w*|outside|na umow\w*|under (a )?contract|limit\w*)\b/,
    ],
    abroad: true,
    article: "transport-czas-jazdy-kierowcow",
    heading: /zarzadzajaca|transport manager/i,
  },
  // "Firma transportowa, 2 ciągniki, trasy po Unii – co za papiery?": the permit and the Community licence.
  {
    re: [
      /\b(ciezarow\w*|ciagnik\w*|tir\w*|trucks?|lorr\w*|tractor units?|firm\w* transportow\w*|haulage (firm|company|business))\b/,
      /\b(po unii|po ue|across the eu|in the eu|within the eu|za granic\w*|zagranic\w*|miedzynarod\w*|international\w*|abroad|europe\w*|europ\w*)\b/,
      /\b(papier\w*|dokument\w*|licencj\w*|zezwol\w*|permits?|licen[cs]es?|paperwork|what do i need|co (musze|trzeba|potrzebuj\w*)|legaln\w*|legally)\b/,
    ],
    not: /\b(kierowc\w* (z|spoza)|drivers? from|tachograf\w*|tachograph\w*|vat\w*)\b/,
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /kto wydaje|who issues/i,
  },
  // "Kurier na B2B jeździ w moich godzinach, moim autem – problem z PIP?": employment in fact.
  {
    re: [
      /\b(b2b|samozatrudn\w*|self-employ\w*|na fakture|on invoices?|kontrakt\w*)\b/,
      /\b(moich godzin\w*|my hours|moim aut\w*|my (van|car|truck|tools)|ustalam|wyznaczam|i set|set (his|her|their)|tras\w*|routes?|8 ?h|8 godzin\w*|8 hours|grafik\w*|schedule)\b/,
      /\b(ryzyk\w*|risk\w*|problem\w*|pip|inspekcj\w*|inspector\w*|legal\w*|ok\b|grozi\w*|kar\w*)/,
    ],
    article: "umowy-z-wlasnym-pracownikiem",
    heading: /nadal stosunek pracy|still an employment relationship/i,
  },
  // "Jak się liczy dietę, gdy delegacja trwa krócej niż dobę?".
  {
    re: [
      /\b(diet\w*|per diems?|daily allowance\w*)\b/,
      /\b((krocej|mniej) niz (dobe|doba|24)|krotsz\w* niz doba|niepeln\w* dob\w*|kilka godzin|\d+ (godzin\w*|h)\b|shorter than a day|less than (a day|24)|(a )?few hours|\d+ hours|jednodniow\w*|one-day|same day|tego samego dnia)/,
    ],
    not: /\b(miedzynarod\w*|zagraniczn\w*|international|foreign)\b/,
    article: "transport-kierowcy-koszty",
    heading: /krotsza niz doba|shorter than a day/i,
  },
  // "Faktury zwykle 9 tys. – a jak w jednym miesiącu wyjdzie 12 tys.?": the month over the KSeF relief.
  {
    re: [
      /\bksef\b/,
      /\b(przekrocz\w*|wyjdzie|wyjda|bedzie|beda|zrobie|over|exceed\w*|more than|powyzej|ponad|wiecej niz|go over|will be|it'?ll be)\b/,
      /\b(1[1-9]|[2-9]\d) ?(tys\w*|k)\b|\b(1[1-9]|[2-9]\d)[ .,]?\d{3}\b/,
    ],
    not: /\b(konsument\w*|consumers?|prywatn\w*|b2c|kar\w*|penalt\w*)\b/,
    abroad: true,
    article: "ksef-ulgi-2026",
    heading: /po przekroczeniu|after exceeding/i,
  },
  // "Kupuję blaszaka N1 z przegrodą – odliczę cały VAT?".
  {
    re: [
      VAN,
      /\b(vat\w*|odlicz\w*|reclaim\w*|deduct\w*)\b/,
      /\b(przegrod\w*|bulkhead\w*|jeden rzad\w*|jednym rzedem|one row|kratk\w*|n1|ciezarow\w*|panel van|blaszak\w*)\b/,
    ],
    abroad: true,
    article: "samochod-w-firmie-limity",
    heading: /n1/i,
  },
  // "Kupiłem busa od osoby prywatnej na umowę – coś do skarbówki?": PCC 2%.
  {
    re: [
      /\b(kupil\w*|kupuj\w*|kupi\w*|kupno|zakup\w*|bought|buy\w*|purchas\w*)\b/,
      /\b(osob\w* prywatn\w*|prywatn\w* osob\w*|private (person|individual|seller|owner)|umow\w* kupna|sale contract|bez faktury|without (an )?invoice|od prywaciarz\w*|from a private)\b/,
      /\b(aut\w*|samochod\w*|osobowk\w*|bus(a|em)?|vans?|ciezarow\w*|trucks?|pojazd\w*|vehicles?|cars?|motocykl\w*|ciagnik\w*)\b/,
    ],
    abroad: true,
    article: "zakup-pojazdu-pcc",
  },
  // "Do kiedy faktura za remont skończony 10 marca?": 30 days for construction services.
  {
    re: [
      /\b(faktur\w*|invoic\w*|wystawi\w*)\b/,
      /\b(do kiedy|termin\w*|deadline\w*|when|by when|how long|ile (mam )?czasu|kiedy)\b/,
      /\b(remont\w*|budow\w*|budowl\w*|construction|renovat\w*|building work|roboty|wykonczen\w*)\b/,
    ],
    not: /\b(zaplac\w*|platnos\w*|payment|pay|odsetk\w*|interest|windyk\w*|przedawn\w*)\b/,
    abroad: true,
    article: "budowlanka-faktury-vat",
    heading: /30 dni|30 days/i,
  },
  // "Generalny wykonawca chce faktury z odwrotnym obciążeniem za moje roboty": abolished in 2019.
  {
    re: [
      /\b(odwrotn\w* obciazen\w*|reverse[- ]charg\w*)\b/,
      /\b(budow\w*|budowl\w*|construction|building|site|podwykonaw\w*|subcontract\w*|generaln\w* wykonaw\w*|main contractor|general contractor|remont\w*)\b/,
    ],
    // "…and what do I write on it?" after it: what the invoice must say (the split payment below).
    not: /\b(napisa\w*|dopisa\w*|wpisa\w*|write|put on|anything special|cos szczegoln\w*)\b/,
    abroad: true,
    article: "budowlanka-faktury-vat",
    heading: /2019/i,
  },
  // "…and the invoice is 50k net, anything special to write on it?" after construction work.
  {
    re: [
      /\b(budow\w*|budowl\w*|construction|building|site|podwykonaw\w*|subcontract\w*|generaln\w* wykonaw\w*|main contractor|general contractor)\b/,
      /\b(faktur\w*|invoic\w*)\b/,
      /\b(napisa\w*|dopisa\w*|zawiera\w*|umiesci\w*|wpisa\w*|write|put|mark|state|include|mention|special|szczegoln\w*|adnotacj\w*|note)\b/,
    ],
    // A private client pays no split payment.
    not: /\b(do kiedy|deadline\w*|termin\w*|prywatn\w*|private|konsument\w*|consumers?|osob\w* fizyczn\w*)\b/,
    abroad: true,
    article: "split-payment",
    heading: /podwykonawca na budowie|subcontractor on a building site/i,
  },
];
