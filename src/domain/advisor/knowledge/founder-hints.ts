import { CHAT_HINTS } from "./chat-hints.ts";
import type { TopicHint } from "./hints.ts";
// The forty-sixth set's hints come first, and are listed beside the founders' ones.
export { GROWTH_HINTS } from "./growth-hints.ts";

/** A month named as the moment of a change ("od lipca", "from July"). */
const MONTHS_PL = "stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada|grudnia";
const MONTHS_EN = "january|february|march|april|may|june|july|august|september|october|november|december";

/** Closing or suspending, which have their own deregistration. */
const CLOSING = /\b(wykresl\w*|zamyk\w*|zamkn\w*|likwid\w*|clos\w*|deregist\w*|wyrejestr\w*|zawies\w*|suspen\w*)\b/;

/**
 * The forty-fourth blind set's kinds of questions (mainstream first- and second-year founders), in
 * the askers' words: registering with ZUS in the CEIDG application, logging in to KSeF, an advance
 * invoice, a PDF invoice's acceptance, a deadline on a weekend, changing the tax form mid-year, VAT
 * from a fuel receipt, what the 9% CIT depends on, the December advance and the quarterly advances'
 * notice. Each points at the section that answers it (the annual PIT return first, as the last of
 * the general topics).
 */
export const FOUNDER_HINTS: TopicHint[] = [
  // The forty-seventh set's hints (first conversations in chat style) come first.
  ...CHAT_HINTS,
  // "What tax form should I pick for my JDG?": the choice, not the registration that names it.
  {
    re: /\b((what|which|best) (income[- ])?tax (form|option)s?|tax (form|option)s? (should|to|do|would) (i |we )?(pick|choose|go for|select)|(pick|choose|select)( \w+){0,2} (income[- ])?tax (form|option))\b/,
    not: /\b(change|switch|deadline|until when|by when|when (can|must|do)|spolk\w*|company|sp\.? z o\.?o|cit)\b/,
    article: "formy-opodatkowania-wybor",
  },
  // The annual PIT return and its deadline.
  {
    re: /\b(zeznani\w* roczn\w*|roczn\w* zeznani\w*|annual (tax |pit )?returns?|(annual|yearly) pit|yearly (tax |pit )?returns?|tax returns?|pit-?28|pit-?36l?|pit-?37)\b/,
    // "Zaliczka za grudzień – do 20 stycznia czy z zeznaniem?": the December advance's own deadline.
    not: /\b(zaliczk\w* za (grudzien|iv kwartal\w*|4\.? kwartal\w*|czwarty kwartal\w*)|advance\w* for (december|q4|the fourth quarter))\b/,
    article: "zeznanie-roczne-pit",
  },
  // "I'm Spanish (EU citizen) – can I register a JDG the same way Polish people do?": the same terms.
  {
    re: [
      /\b(eu citizens?|citizens? of (an(other)? )?eu|(eu|eea|european) (national|passport)\w*|obywatel\w* (ue|unii|innego kraju ue|eog)|z (ue|unii europejskiej)|foreigner\w*|cudzoziem\w*|obcokrajow\w*)\b/,
      /\b(same (way|rules|terms|as)|like (a )?(polish|poles?)|as (a )?(polish|poles?|polish citizens?)|jak polac\w*|jak polak\w*|jak polscy|jak obywatel\w* pols\w*|tak samo|na tych samych zasadach|equal\w*)\b/,
      /\b(jdg|sole (trader|propriet\w*)|business|firm\w*|dzialalnos\w*|ceidg|regist\w*|rejestr\w*|zaloz\w*|open|set up)\b/,
    ],
    article: "cudzoziemiec-dzialalnosc",
    heading: /praktycznie|in practice/i,
  },
  // "Do ZUS zgłaszam się osobno, czy to idzie razem z wnioskiem CEIDG?": one application, ZZA or ZUA attached.
  {
    re: [
      /\b(ceidg\w*|wnios\w*|application|rejestr\w*|register\w*)\b/,
      /\bzus\w*\b/,
      /\b(osobn\w*|oddzieln\w*|separate\w*|automat\w*|(idzie )?razem z (tym )?(wnioskiem|ceidg\w*|rejestracj\w*)|together with (the |my )?(ceidg|application|registration)|tym samym wnioskiem|same (form|application)|przy okazji)\b/,
    ],
    not: CLOSING,
    article: "jdg-rejestracja-ceidg",
    heading: /jeden wniosek|one application/i,
  },
  // "How do I log into KSeF without a trusted profile?": the login methods.
  {
    re: [
      /\bksef\w*\b/,
      /\b(log ?in\w*|log into|logowa\w*|zaloguj\w*|zalogowa\w*|uwierzyteln\w*|authenticat\w*|access\w*|dostep\w*|trusted profile|profil\w* zaufan\w*|token\w*|certyfikat\w*|certificate\w*)\b/,
    ],
    not: /\b(uprawnie\w*|permission\w*|ksiegow\w*|accountant\w*|biur\w* rachunkow\w*|zaw-?fa)\b/,
    article: "ksef-terminy",
    heading: /logowanie|logging in/i,
  },
  // "Klient wpłacił zaliczkę, zanim zacząłem – wystawiam fakturę teraz?": the advance invoice.
  {
    re: [
      /\b(zaliczk\w*|zadat\w*|przedplat\w*|advance payment\w*|prepayment\w*|prepaid|down payment\w*|deposit\w*|upfront)\b/,
      /\b(faktur\w*|invoic\w*)\b/,
    ],
    // "Do kiedy faktura zaliczkowa?" is a deadline, counted from the payment's month.
    not: /\b(pit\w*|podatk\w* dochod\w*|income tax|zaliczk\w* na (pit|podatek)|do kiedy|termin\w*|deadline|by when|until when)\b/,
    article: "faktura-wystawianie-korekta",
    heading: /zaliczkow|advance invoice/i,
  },
  // "Mogę wysyłać faktury mailem w PDF, czy klient musi się zgodzić?": the recipient's acceptance.
  {
    re: [
      /\b(pdf\w*|e-?mail\w*|mail\w*|elektroniczn\w*|electronic\w*)\b/,
      /\b(faktur\w*|invoic\w*)\b/,
      /\b(zgod\w*|zgodzi\w*|akcept\w*|zaakcept\w*|consent\w*|agree\w*|accept\w*|approv\w*)\b/,
    ],
    article: "ksef-ulgi-2026",
    heading: /poza ksef do 10|outside ksef up to/i,
  },
  // "ZUS i zaliczka wypadają w sobotę – mogę zapłacić w poniedziałek?": the next working day.
  {
    re: [
      /\b(sobot\w*|niedziel\w*|swiet\w*|weekend\w*|saturday|sunday|public holiday|bank holiday|dzien wolny|dni wolne|wolne od pracy)\b/,
      // ZUS alone is answered by its own payment-day section.
      /\b(zaliczk\w*|vat|pit|jpk\w*|podat\w*|advance\w*|tax)\b/,
    ],
    // A local or transport tax has its own dates in its own article.
    not: /\b(dt-?1|srodk\w* transport\w*|transport tax|ciagnik\w*|nieruchomos\w*|property tax)\b/,
    article: "terminy-kalendarz",
    heading: /sobote|saturday/i,
  },
  // "Czy mogę od lipca przejść z ryczałtu na liniowy?": the form binds for the whole year.
  {
    re: [
      new RegExp(
        `\\b(w trakcie roku|w ciagu roku|w polowie roku|od (${MONTHS_PL})|mid-?year|during the year|in the middle of the year|from (${MONTHS_EN}))\\b`,
      ),
      /\b(zmien\w*|zmian\w*|przejs\w*|przejd\w*|przechodz\w*|przeskocz\w*|switch\w*|chang\w*|move)\b/,
      /\b(ryczal\w*|liniow\w*|skal\w*|form\w* opodatkowania|lump[- ]?sum|flat tax|tax scale|tax form)\b/,
    ],
    not: /\b(vat\w*|zus\w*|skladk\w*|contribution\w*)\b/,
    article: "zmiana-formy-opodatkowania",
    heading: /ograniczenia|limits/i,
  },
  // "Tankuję i biorę paragon – odliczę VAT?": VAT is deducted from an invoice.
  {
    re: [/\b(paragon\w*|receipt\w*)\b/, /\bvat\w*\b/, /\b(odlicz\w*|deduct\w*|reclaim\w*|odzysk\w*|recover\w*)\b/],
    not: /\b(kas\w* fiskaln\w*|cash register)\b/,
    article: "samochod-w-firmie-limity",
    heading: /vat od samochodu osobowego|vat on a passenger car/i,
  },
  // "CIT 9% czy 19% – od czego to zależy?": the small taxpayer's conditions.
  {
    re: [
      /\bcit\b/,
      /\b(9 ?%|9 proc\w*)/,
      /\b(od czego|zalez\w*|kiedy|warun\w*|depend\w*|when|condition\w*|who can|kto moze|na poczatku|pierwsz\w* rok\w*|first year|at the start)\b/,
    ],
    not: /\b(estons\w*|estonian|ryczalt\w* od dochod\w*)\b/,
    article: "cit-spolki",
    heading: /warunki stawki cit 9|conditions for the 9/i,
  },
  // "A zaliczka za grudzień – też do 20 stycznia?": the December advance.
  {
    re: [
      /\b(zaliczk\w*|advance\w*)\b/,
      /\b(grudzi\w*|december|iv kwarta\w*|4th quarter|fourth quarter|ostatni kwarta\w*)\b/,
    ],
    not: /\b(vat\w*|zus\w*|skladk\w*)\b/,
    article: "zaliczki-pit",
    heading: /termin zaplaty|deadline for pit/i,
  },
  // "Zaliczki kwartalne – jak to zgłosić, jakiś wniosek?": no application, the annual return.
  {
    re: [
      /\b(zaliczk\w*|advance\w*)\b/,
      /\b(kwartaln\w*|kwartal\w*|quarterl\w*)\b/,
      /\b(zglos\w*|wnios\w*|zawiadom\w*|poinform\w*|apply|application|notif\w*|report\w*|tell)\b/,
    ],
    not: /\b(ryczal\w*|lump[- ]?sum|vat\w*)\b/,
    article: "zaliczki-pit",
    heading: /kwartalnie|quarterly/i,
  },
  // "Wyjdzie mi strata – przez ile lat ją odliczę i ile naraz?": 5 years, 50% or PLN 5 million once.
  {
    re: [/\b(strat\w*|loss\w*)\b/, /\b(odlicz\w*|rozlicz\w*|deduct\w*|carr\w* (it )?forward|offset\w*|lat|years?)\b/],
    not: /\b(vat\w*|zus\w*|skladk\w*|zdrowotn\w*|health|contribution\w*|ryczal\w*|lump[- ]?sum)\b/,
    article: "skala-podatkowa",
    heading: /strata|loss/i,
  },
  // "Przy zamknięciu muszę zapłacić VAT od auta i laptopa?": VAT on what is left, if VAT was deducted.
  {
    re: [
      /\bvat\w*\b/,
      /\b(zamkn\w*|zamyk\w*|likwid\w*|wykresl\w*|clos\w*|wind\w* up)\b/,
      /\b(aut\w*|samoch\w*|laptop\w*|komputer\w*|srod\w* trwal\w*|towar\w*|remanent\w*|spis\w*|car|cars|computer\w*|fixed assets?|stock|goods|equipment|sprzet\w*)\b/,
    ],
    article: "zamkniecie-jdg",
    heading: /wykreslenie z ceidg w 7|removal from ceidg within 7/i,
  },
];
