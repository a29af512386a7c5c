import { EU_BUSINESS_CLIENT, HEALTH_WORDS, SUSPENSION, STATEMENT_DEADLINE } from "./hint-words.ts";
import type { TopicHint } from "./hints.ts";

/** The return relief ("ulga na powrót", "return relief"), named or described as one. */
export const RETURN_RELIEF =
  /\b(ulg\w* na powrot|uldze na powrot|return relief|relief for return\w*|returnees?'? relief|pit-?0 (na powrot|for returnees))\b/;
/** The working seniors' relief ("ulga dla seniorów", "zero PIT for working seniors"). */
export const SENIOR_RELIEF =
  /\b(ulg\w* dla (pracujac\w* )?senior\w*|uldze dla (pracujac\w* )?senior\w*|pit-?0 dla senior\w*|zerow\w* pit dla (senior|emeryt)\w*|(working )?seniors?'? relief|relief for (working )?seniors?|(zero|0)[- ]?pit (option )?for (working )?seniors?|pit-?0 for seniors?)\b/;
/** The relief for the young, PIT-0 under 26 ("ulga dla młodych", "youth relief"). */
export const YOUTH_RELIEF =
  /\b(ulg\w* dla mlodych|uldze dla mlodych|pit-?0 dla mlodych|youth relief|relief for the young|relief for young people|under-26 relief)\b/;
/** The child relief ("ulga na dzieci", "child relief"). */
const CHILD_RELIEF =
  /\b(ulg\w* na dziec\w*|uldze na dziec\w*|ulg\w* prorodzinn\w*|child (tax )?relief|relief for (my )?(children|kids))\b/;
const RYCZALT = /\b(ryczal\w*|lump-?sum)\b/;
/** A month without one's own contributions asked for ("nie płacić składek za sierpień", "skip ZUS for a month"). */
export const HOLIDAY_ASKED =
  /\b((nie (placic|oplacac)|skip\w*|pominac|zwolnic sie z|przerw\w* (w|od) (placeniu|oplacaniu)|pause|break from|(not|to not) (to )?pay(ing)?) (\w+ ){0,3}(skladek|skladki|zus\w*|contributions?))\b/;
/** One month, named or not (exact forms: "maja" is also "they have", "marz-" a dream). */
const MONTH_WORDS =
  /\b(miesiac|miesiacu|miesiaca|month|styczen|stycznia|styczniu|luty|lutego|lutym|marzec|marca|marcu|kwiecien|kwietnia|kwietniu|maj|maju|czerwiec|czerwca|czerwcu|lipiec|lipca|lipcu|sierpien|sierpnia|sierpniu|wrzesien|wrzesnia|wrzesniu|pazdziernik|pazdziernika|pazdzierniku|listopad|listopada|listopadzie|grudzien|grudnia|grudniu|january|february|march|april|may|june|july|august|september|october|november|december)\b/;
/** The contribution holiday named ("wakacje składkowe", "ZUS holiday", "RWS"): the older hints' topic. */
/** A new business's first months ("otwieram JDG 1 czerwca – jak długo bez składek?"): the start relief, not a holiday. */
export const NEW_BUSINESS_MONTHS =
  /\b(how long|jak dlugo|ile miesiecy|how many months|open\w*|otwier\w*|otworz\w*|zaklad\w*|zaloz\w*|first business|pierwsz\w* (firm|dzialalnos)\w*|start\w*)\b/;
export const HOLIDAY_NAMED = /\b(wakacj\w* skladkow\w*|wakacj\w* od zus\w*|(zus|contribution) holiday\w*|rws)\b/;
/** A relief's or a preferential stage's period ("ulga na start", "24 miesiące", "preferencyjny"). */
const RELIEF_PERIOD =
  /\b(ulg\w* na start|uldze na start|start relief|preferencyjn\w*|preferential|24 miesi\w*|24 months|mal\w* zus\w*|6 miesi\w*|6 months)\b/;
/** A period said to be extended or moved ("przedłuży się?", "will it be extended?"). */
export const EXTENDED =
  /\b(przedluz\w*|wydluz\w*|przesun\w*|przesuw\w*|extend\w*|longer|shift\w*|postpon\w*|pauz\w*|zatrzym\w*|freez\w*|stop(s|ped)? (the )?(clock|counting))\b/;
const HOW_LONG =
  /\b(jak dlugo|na jak dlugo|na ile|maksymaln\w*|najdluzej|how long|maximum|max\w*|longest|bez limitu|indefinitely)\b/;
/** Coming back to a suspended business ("jak wracam do działalności?", "how do I come back?"). */
const COMING_BACK =
  /\b((wracam|wrocic|wroce|powrot\w*) do (dzialalnosc\w*|firm\w*|prowadzenia)|(come|go|get) back to (my |the )?(business|jdg|work)|reactivat\w*)\b/;

/** What a suspension's own article answers: how long, coming back, the month's health contribution. */
export const SUSPENSION_ASKED = new RegExp(
  `${HOW_LONG.source}|${COMING_BACK.source}|\\b(only (for )?the first|tylko za|za pierwsz\\w*|pelna skladk\\w*|pelnej skladk\\w*|full health|whole month|entire month)\\b`,
);

/** Childcare leave from a job ("urlop wychowawczy", "childcare leave"). */
export const CHILDCARE_LEAVE =
  /\b(urlop\w* wychowawcz\w*|wychowawcz\w*|child-?care leave|parental leave from (my|a) job)\b/;
const NON_COMPETE = /\b(zakaz\w* konkurencji|klauzul\w* konkurencyjn\w*|non-?compet\w*)\b/;
/** Telling the employer about a business ("muszę powiedzieć szefowi o JDG?", "tell my employer"). */
const TELL_EMPLOYER =
  /\b(inform\w*|powiedziec|powiadom\w*|zglos\w*|tell|notify|disclose)\b (\w+ ){0,3}(pracodaw\w*|szef\w*|employer|boss|manager)\b/;
/** A disability or early pension ("renta", "rencista", "disability pension"). */
const PENSION_LIMITS =
  /\b(rent[aeyi]\b|rente\b|renty\b|rencist\w*|disability pension|wczesniejsz\w* emerytur\w*|early (retirement|pension)|pension income limits?|earning limits?)\b/;
/** A pregnant employee's contract ("pracownica w ciąży", "she's pregnant", "umowa wygaśnie"). */
const PREGNANT_EMPLOYEE =
  /\b(pracownic\w*|employee|worker|she|ona)\b.*\b(ciaz\w*|pregnan\w*)\b|\b(ciaz\w*|pregnan\w*)\b.*\b(umow\w*|contract)\b/;

/**
 * The thirty-eighth set's life events (ADR 014): moving back to Poland and the return relief, the
 * working seniors' relief. A question about another country's years abroad is a Polish relief's
 * topic, so these hints hold abroad too.
 */
export const LIFE_HINTS: TopicHint[] = [
  { re: [RETURN_RELIEF, RYCZALT], abroad: true, article: "ulga-na-powrot", heading: /ryczalt|ryczałt/i },
  {
    re: [
      RETURN_RELIEF,
      /\b(od kiedy|od ktorego|ktor\w* lat\w*|which years?|what years?|from (which|what) year|when does it (start|run)|do kiedy|how long|jak dlugo)\b/,
    ],
    abroad: true,
    article: "ulga-na-powrot",
    heading: /4 kolejne|4 consecutive/i,
  },
  {
    re: [
      RETURN_RELIEF,
      /\b(\d (lat|lata|years?)|tylko \d|only \d|warun\w*|conditions?|przysluguj\w*|eligible|entitled|qualif\w*|do i get|dostane)\b/,
    ],
    not: /\b(ile|how much|jak dlugo|how long)\b/,
    abroad: true,
    article: "ulga-na-powrot",
    heading: /warunki|conditions/i,
  },
  { re: RETURN_RELIEF, abroad: true, article: "ulga-na-powrot" },
  { re: SENIOR_RELIEF, article: "ulga-dla-seniorow" },
  // A month without contributions is the contribution holiday (RWS, filed in the month before, its
  // health contribution still due: the section says both). A relief or a suspension is another question.
  {
    re: [
      HOLIDAY_ASKED,
      MONTH_WORDS,
      /\b(do kiedy|by when|deadline|termin\w*|when (do|should|must|can) i (apply|file|ask))\b/,
    ],
    not: new RegExp(
      `${SUSPENSION.source}|${HOLIDAY_NAMED.source}|${NEW_BUSINESS_MONTHS.source}|\\b(ulg\\w* na start|start relief)\\b`,
    ),
    article: "wakacje-skladkowe",
    heading: /termin|deadline/i,
  },
  {
    re: [HOLIDAY_ASKED, MONTH_WORDS],
    not: new RegExp(
      `${SUSPENSION.source}|${HOLIDAY_NAMED.source}|${NEW_BUSINESS_MONTHS.source}|\\b(ulg\\w* na start|start relief)\\b`,
    ),
    article: "wakacje-skladkowe",
  },
  {
    re: [SUSPENSION, RELIEF_PERIOD, EXTENDED],
    article: "zawieszenie-dzialalnosci",
    heading: /ulga na start i preferencyjny|start relief or preferential/i,
  },
  { re: [SUSPENSION, HOW_LONG], not: RELIEF_PERIOD, article: "zawieszenie-dzialalnosci" },
  { re: [SUSPENSION, COMING_BACK], article: "zawieszenie-dzialalnosci", heading: /jak zawiesic|how to suspend/i },
  {
    re: [
      SUSPENSION,
      HEALTH_WORDS,
      /\b(pelna|pelnej|cala|calej|caly|full|whole|entire|only|tylko|dni|days|czesc\w*|part\w*|proporcj\w*|pro rata)\b/,
    ],
    article: "zawieszenie-dzialalnosci",
    heading: /^skladki zus i|^zus and the health/i,
  },
  // The child relief beside a job: deducted from the salary's tax on the scale, with its amounts.
  {
    re: [CHILD_RELIEF, /\b(etat\w*|umow\w* o prace|job|salary|employ\w*)\b/],
    // Without a job ("nie mam etatu") the relief has no tax on the scale to come off.
    not: /\b(nie mam (etatu|umowy o prace|pracy)|bez etatu|no (job|salary)|(don'?t|do not) have a (job|salary))\b/,
    article: "ulga-na-dzieci",
    heading: /liniowym albo ryczalcie|flat tax or ryczalt/i,
  },
  // The child relief with only a business on ryczałt or flat tax: none, as the tax-form section says.
  {
    re: [CHILD_RELIEF, /\b(ryczal\w*|lump-?sum|liniow\w*|flat tax)\b/],
    not: /(?<!\b(nie mam|bez|no|without|don'?t have an?|do not have an?) )\b(etat\w*|umow\w* o prace|job|salary|employ\w*)\b/,
    article: "ulgi-i-rozliczenie-wspolne",
    heading: /ulga na dzieci|child relief/i,
  },
  // "Do jakiej kwoty nie muszę być vatowcem?": the VAT exemption's limit.
  {
    re: [
      /\b(vatowc\w*|vat payer|register for vat)\b/,
      /\b(do jakiej kwoty|do ilu|jaki limit|limit\w*|ile mog\w*|up to (what|how much)|how much can)\b/,
    ],
    article: "vat-zwolnienie-limit",
  },
  // A VAT-exempt business serving a company in another EU country still registers for VAT-UE.
  {
    re: [
      EU_BUSINESS_CLIENT,
      /\b(zwolnion\w*|zwolnieni\w*|exempt\w*|vat)\b/,
      /\b(zglos\w*|zglasz\w*|rejestr\w*|zarejestr\w*|register\w*|report\w*|formalnosc\w*|obowiazk\w*|do i need|must i|musze)\b/,
    ],
    // "Muszę w KSeF? A klient z Niemiec?": how the invoice is sent, not VAT-UE.
    not: new RegExp(`\\bksef\\b|${STATEMENT_DEADLINE.source}`),
    abroad: true,
    article: "vat-uslugi-zagranica",
    heading: /rejestracja do vat-ue|registration for vat-eu|vat-eu registration/i,
  },
  { re: CHILDCARE_LEAVE, article: "firma-a-pracodawca", heading: /wychowawczy|childcare/i },
  { re: NON_COMPETE, article: "firma-a-pracodawca" },
  { re: [TELL_EMPLOYER, /\b(jdg|firm\w*|dzialalnosc\w*|business|company)\b/], article: "firma-a-pracodawca" },
  {
    re: [PENSION_LIMITS, /\b(jdg|firm\w*|dzialalnosc\w*|business|przychod\w*|revenue|income)\b/],
    article: "renta-a-dzialalnosc",
  },
  {
    re: [PREGNANT_EMPLOYEE, /\b(umow\w*|contract)\b/],
    not: /\b(macierzy\w*|maternity|zasil\w*|benefit)\b/,
    article: "pracownica-w-ciazy",
  },
];
