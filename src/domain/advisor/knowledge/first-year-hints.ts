import type { TopicHint } from "./hints.ts";

/**
 * A founder's first-year questions (the thirty-ninth set), named in everyday words: a former
 * employer as a client, the first employee's first day, what a JDG risks against a company, the
 * foreign sales left out of the VAT limit, staying VAT exempt with business clients, doing the
 * books without an accountant. Each points at the article (and section) that answers it.
 */
export const FIRST_YEAR_HINTS: TopicHint[] = [
  // "Na etacie byłem handlowcem w X, teraz JDG z grafiki i X chce zamówić logo – tracę preferencyjny ZUS?"
  {
    re: [
      /\b(na etacie|etat\w*|umow\w* o prace|employ\w*|job)\b/,
      /\b(bylem|bylam|pracowal\w*|do (grudnia|konca)|former\w*|previous\w*|used to|worked)\b/,
      /\b(chce u mnie|chca u mnie|zamowi\w*|zlec\w*|klient\w*|wants to (order|hire|buy)|as a client|order)\b/,
      /\b(preferencyjn\w*|ulg\w* na start|uldze na start|maly zus\w*|malego zus\w*|preferential|start relief|relief for starters)\b/,
    ],
    article: "zus-preferencyjny",
    heading: /byłego pracodawcy|former employer/i,
  },
  // "Co jeszcze muszę załatwić, zanim przyjdzie pierwszy dzień do pracy?": the examination and BHP training first.
  {
    re: [
      /\b((zanim|przed) (\w+ ){0,2}(przyjdzie|zacznie|rozpocznie|pierwsz\w* dni\w*)|pierwsz\w* dzien (do )?pracy|before (their|his|her|the) first day|before (they|he|she) start\w*)\b/,
      /\b(co (jeszcze|wiecej|innego)|co (musze|trzeba) (\w+ )?(zrobic|zalatwic|przygotowac)|jakie obowiazki|anything|what (else|must i|do i (need|have))|which duties)\b/,
    ],
    // "W ciągu ilu dni zgłaszam go do ZUS i czy umowę przed pierwszym dniem?": a number of days is asked too.
    not: /\b(ilu dni|ile dni|how many days)\b/,
    article: "pierwszy-pracownik-obowiazki",
    heading: /przed pierwszym|before the first/i,
  },
  // "If my JDG goes bust, am I personally on the hook? Would a sp. z o.o. protect my flat?"
  {
    re: [
      /\b(personally|on the hook|liab\w*|majatk\w*|mieszkani\w*|my (flat|house|home|savings)|stracic|lose (my )?(flat|house|home))\b/,
      /\b(jdg|sole propriet\w*|sp\.? ?z ?o\.? ?o\.?|spol\w*|limited company|company|goes bust|bankrupt\w*|upadn\w*)\b/,
    ],
    not: /\b(zarzad\w*|board|member of the board|wspolnik\w* s\.?c\.?|cit|podat\w*|tax\w*)\b/,
    article: "formy-prawne-wybor",
    heading: /odpowiedzialność|liability/i,
  },
  // "A ta sprzedaż do Niemiec liczy mi się do limitu 240 tys.?": services taxed abroad are left out.
  {
    re: [
      /\b(limit\w*|240)\b/,
      /\b(niemiec\w*|zagranic\w*|ue|eu|abroad|foreign|german\w*|eksport\w*|export\w*|innego kraju)\b/,
      /\b(licz\w*|wlicz\w*|count\w*|include\w*)\b/,
    ],
    abroad: true,
    article: "vat-zwolnienie-limit",
    heading: /co wlicza|what counts/i,
  },
  // "Under 240k, is staying VAT exempt always better? All my clients are VAT-registered firms."
  {
    re: [
      /\b(zwolnion\w*|zwolnieni\w*|exempt\w*)\b/,
      /\b(oplaca\w*|lepsz\w*|better|worth|always|warto|sens)\b/,
      /\b(vatowc\w*|czynn\w* podatnik\w*|vat[- ]registered|firm\w*|firms|b2b|businesses)\b/,
    ],
    not: /\b(przekrocz\w*|exceed\w*|crossed|went over|kas\w*|cash register)\b/,
    article: "rejestracja-vat-r",
    heading: /dobrowoln|voluntary/i,
  },
  // "Czy muszę mieć księgową na JDG, czy mogę sam wszystko robić?"
  {
    re: [
      /\b(ksiegow\w*|biur\w* rachunkow\w*|accountant\w*|bookkeeper\w*)\b/,
      /\b(czy musze|musze miec|trzeba|obowiazk\w*|sam|sama|samodzieln\w*|myself|on my own|do i need|need an?|must i|have to)\b/,
    ],
    not: /\b(etat\w*|pracowal\w*|ulg\w*|zus\w*|koszt\w*|cost\w*|ile|how much|peln\w* (ksiegowosc\w*|ksieg\w*)|full (accounting|books)|przychod\w*|revenue|limit\w*)\b/,
    article: "jdg-rejestracja-ceidg",
    heading: /księgow|accountant/i,
  },
];
