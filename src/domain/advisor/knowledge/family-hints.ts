import { SUSPENSION } from "./hint-words.ts";
import type { TopicHint } from "./hints.ts";

/** A birth, a pregnancy or a parent's benefit (folded Polish and English). */
export const PARENTHOOD =
  /\b(macierzy\w*|maternity|rodzicielsk\w*|parental|ojcowsk\w*|paternity|ciaz\w*|w ciazy|pregnan\w*|porod\w*|urodz\w*|rodzi|gave birth|birth|baby|kosiniak\w*|newborn)\b/;
/** The start relief ("ulga na start", "start relief"). */
const START_RELIEF = /\b(ulg\w* na start|uldz\w* na start|start relief|relief for starters)\b/;
/** A ZUS stage asked about ("dostanę ulgę na start i mały ZUS?"): a benefit is then the situation, not the question. */
const ZUS_STAGE =
  /\b(ulg\w* na start|uldz\w* na start|start relief|relief for starters|mal\w* zus\w*|preferencyjn\w*|preferential)\b/;
/** Keeping on working: invoices, clients, orders. */
const WORKING =
  /\b(faktur\w*|invoic\w*|klient\w*|clients?|customers?|zleceni\w*|orders?|prowadz\w*|pracowa\w*|keep (running|working)|work(ing)?)\b/;
/** A leave from a job: maternity, parental or childcare. */
const LEAVE_FROM_JOB =
  /\b(urlop\w* (macierzy\w*|rodzicielsk\w*|wychowawcz\w*)|(maternity|parental|childcare|child-?care) leave)\b/;
const OPENING =
  /\b(otworz\w*|otwier\w*|zaloz\w*|zaklad\w*|open\w*|start\w*|set up|jdg|business|firm\w*|dzialalnos\w*)\b/;
/** The father's leave, or a wife giving birth. */
const FATHER =
  /\b(ojcowsk\w*|paternity|(?<!\b(kolega|kolegi|kolezanka|znajom\w*|sasiad\w*|firm\w*|friend of my|my) )(ojciec|ojca|father)(?!'s (friend|business|company))|(zona|wife|partnerka|partner) (\w+ ){0,2}(rodzi|w ciazy|pregnant|due|is expecting)|przejac\w* (\w+ ){0,2}rodzicielsk\w*|take over (\w+ ){0,3}parental)\b/;
const TAX = /\b(podat\w*|opodatk\w*|pit\w*|tax\w*|zwolnion\w*|exempt\w*)\b/;
/** The sickness insurance base raised, or its highest amount. */
const RAISED_BASE =
  /\b(podstaw\w*|base)\b.*\b(maksymal\w*|max\w*|najwyzsz\w*|highest|podnies\w*|podwyzsz\w*|raise\w*|wyzsz\w*|higher)\b|\b(maksymal\w*|max\w*|najwyzsz\w*|highest|podnies\w*|podwyzsz\w*|raise\w*|wyzsz\w*|higher)\b.*\b(podstaw\w*|base)\b/;
/** An amount asked ("ile wyniesie", "roughly how much"). */
const HOW_MUCH = /\b(ile|how much|wysokos\w*|kwot\w*|roughly|mniej wiecej)\b/;
/** The application for the 81.5% variant and its 21 days. */
const APPLY_BY = /\b(do kiedy|by when|deadline|termin\w*|zloz\w*|wniosek|wniosk\w*|apply|application)\b/;

/**
 * A parent's questions (the thirty-eighth set's topics): maternity benefit from a business on the
 * start relief, during a suspension, while working; a job's maternity or childcare leave beside a
 * business; the father's leave; the benefit's tax; the highest sickness insurance base.
 */
export const FAMILY_HINTS: TopicHint[] = [
  {
    re: [PARENTHOOD, START_RELIEF],
    // "Na macierzyńskim – dostanę ulgę na start?": the relief asked for, the benefit only the situation.
    not: new RegExp(
      `${SUSPENSION.source}|\\b(dostan\\w*|dostac|skorzyst\\w*|get|use|claim|eligible for) (\\w+ ){0,2}(ulg\\w* na start|(the )?start relief)`,
    ),
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /ulga na start a zasilek|start relief and maternity/i,
  },
  {
    re: [PARENTHOOD, SUSPENSION],
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /zawieszenie firmy a zasilek|suspending the business and maternity/i,
  },
  {
    re: [/\b(macierzy\w*|maternity|rodzicielsk\w*|parental)\b/, WORKING],
    not: new RegExp(`${SUSPENSION.source}|${LEAVE_FROM_JOB.source}|${ZUS_STAGE.source}`),
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /praca w firmie|working in the business/i,
  },
  {
    re: [LEAVE_FROM_JOB, OPENING],
    // Childcare leave has a section of its own (life-hints.ts): the leave's rules, no benefit.
    not: new RegExp(`${SUSPENSION.source}|\\b(wychowawcz\\w*|child-?care)\\b`),
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /urlop macierzynski z etatu|maternity leave from a job/i,
  },
  { re: FATHER, article: "zasilek-macierzynski-przedsiebiorca", heading: /ojcowski|paternity/i },
  {
    re: [/\b(macierzy\w*|maternity|zasil\w*|benefit)\b/, TAX],
    not: /\b(skladk\w*|contribution\w*)\b/,
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /podatek od zasilku|tax on maternity/i,
  },
  {
    re: [RAISED_BASE, /\b(chorobow\w*|sickness|zasil\w*|benefit|dzieck\w*|child|baby|macierzy\w*|maternity)\b/],
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /podniesienie podstawy|raising the sickness/i,
  },
  {
    re: [/\b(macierzy\w*|maternity)\b/, HOW_MUCH],
    not: new RegExp(`${START_RELIEF.source}|${SUSPENSION.source}|\\b(skladk\\w*|contributions?)\\b`),
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /^ile wynosi|^how much/i,
  },
  {
    re: [PARENTHOOD, /\b(81[,.]5|100 ?% i 70|100 ?% and 70)\b/, APPLY_BY],
    not: HOW_MUCH,
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /21 dni|21 days/i,
  },
  {
    re: [PARENTHOOD, /\b(90 dni|90 days|wyczekiw\w*|waiting period|ile miesiec\w*|how many months)\b/],
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /^warunek|^the condition/i,
  },
  // "Do I keep paying ZUS while on maternity benefit?": the contributions the state pays meanwhile.
  {
    re: [/\b(macierzy\w*|maternity)\b/, /\b(zus|skladk\w*|skladek|contributions?)\b/],
    // …not "na pełnym ZUS – od czego liczony?", the benefit's base asked by someone paying full ZUS.
    not: new RegExp(
      `${SUSPENSION.source}|${START_RELIEF.source}|${HOW_MUCH.source}|\\b(zdrowotn\\w*|health|od czego|liczon\\w*|podstaw\\w*|calculated|based on)\\b`,
    ),
    article: "zasilek-macierzynski-przedsiebiorca",
    heading: /^skladki zus w czasie|^zus contributions during/i,
  },
  // A parent's benefit asked as such; a parent asking of another topic (KSeF, VAT, the health contribution) is not.
  {
    re: [PARENTHOOD, /\b(zasil\w*|benefits?|swiadczen\w*|nalez\w*|przysluguj\w*|entitled|dostan\w*|get)\b/],
    not: new RegExp(
      `\\b(ulg\\w* na dziec\\w*|child (tax )?relief|ksef|vat\\w*|jpk\\w*|kas\\w* fiskaln\\w*|cash register|zdrowotn\\w*|health)\\b|${ZUS_STAGE.source}`,
    ),
    article: "zasilek-macierzynski-przedsiebiorca",
  },
];

/** Closing a business ("zamykam JDG", "likwiduję sklep", "closing my shop"). */
const CLOSING =
  /\b(zamkn\w*|zamyka\w*|zamykam|zlikwid\w*|likwid\w*|wyrejestr\w*|wykresl\w*|clos(e|ed|ing)|shut(ting)? down|wind(ing)? up|deregister\w*)\b/;
const STOCK_TAKE =
  /\b(spis\w* z natury|remanent\w*|stock-?takes?|inventor\w*|opening stock|closing stock|towar\w*|stock)\b/;

/**
 * Closing a business (the thirty-eighth set's topics): the stock-take's effect on income and its VAT,
 * none for the VAT-exempt, the car sold within 6 years, where and at what cost, the archive.
 */
export const CLOSING_HINTS: TopicHint[] = [
  {
    re: [CLOSING, STOCK_TAKE, /\b(dochod\w*|income|podat\w*|tax\w*|kpir)\b/],
    not: /\b(vat\w*)\b/,
    article: "spis-z-natury",
    heading: /a dochod|and income/i,
  },
  {
    re: [
      CLOSING,
      /\b(zwolnion\w*|zwolnien\w*|exempt\w*|art\.? ?113)\b/,
      /\b(spis\w*|remanent\w*|stock-?take|inventor\w*)\b/,
    ],
    article: "spis-z-natury",
    heading: /zwolniony z vat|vat-exempt/i,
  },
  {
    re: [
      CLOSING,
      /\b(sprzeda\w*|sell\w*|sold)\b/,
      /\b(aut\w*|samoch\w*|car|vehicle|srod\w* trwal\w*|fixed asset\w*)\b/,
    ],
    article: "zamkniecie-jdg",
    heading: /6 lat|6 years/i,
  },
  {
    re: [
      CLOSING,
      /\b(gdzie|where|ile kosztuj\w*|koszt\w*|cost\w*|oplat\w*|fee\w*|how much does it cost|what does it cost)\b/,
    ],
    not: /\b(ksieg\w*|faktur\w*|books|invoices|records|dokument\w*|spis\w*|remanent\w*|stock\w*|aut\w*|car)\b/,
    article: "zamkniecie-jdg",
    heading: /^zamkniecie jdg – wykreslenie|^closing a jdg – removal/i,
  },
  {
    re: [
      CLOSING,
      /\b(trzyma\w*|przechow\w*|keep|store|archiw\w*|jak dlugo|how long)\b/,
      /\b(ksieg\w*|faktur\w*|books|invoices|records|dokument\w*|documents)\b/,
    ],
    article: "zamkniecie-jdg",
    heading: /archiwum|archive/i,
  },
  {
    re: [/\bvat-?z\b/, /\b(do kiedy|kiedy|by when|when|termin\w*|deadline)\b/],
    article: "zamkniecie-jdg",
    heading: /^zamkniecie jdg – wykreslenie|^closing a jdg – removal/i,
  },
];
