import { EMPLOYEE, HEALTH_WORDS, ZUS_WORDS } from "./hint-words.ts";
import { EMPLOYER_AS_CLIENT } from "./contractor-hints.ts";

export { CONTRACTOR_HINTS } from "./contractor-hints.ts";
import type { TopicHint } from "./hints.ts";

/**
 * Work done for whoever employed the asker before ("byłam na etacie w…, teraz na B2B to samo",
 * "I was employed at…, now they want me on B2B doing the same job"): the ex-employer exclusion.
 */
export const SAME_JOB_FOR_EX_EMPLOYER = [
  /\b(bylam|bylem|bylismy|pracowal\w*|zatrudnion\w*|was|were|worked|employed|had a job)\b.{0,60}\b(eta[tc]\w*|umow\w* o prac\w*|uop|employ\w*|pracodaw\w*|employer|job)\b|\b(firm\w*|company|employer|pracodaw\w*)\b.{0,30}\b(w ktorej|u ktorego|gdzie|where|for which|i worked|i was)\b.{0,30}\b(eta[tc]\w*|pracowal\w*|employed|worked)\b|\b(odchodz\w*|odejd\w*|rzucam|rzuce|zwalniam sie) (z |ze )?(etat\w*|prac\w*|firm\w*)|\b(leaving|quitting|leave|quit) (my |the )?(full[- ]time |part[- ]time |current |day |corporate )?(job|employer|company|position)\b|\b(przechodz\w*|przejd\w*|przeszl\w*|przeszed\w*) (z|ze) (etat\w*|umow\w* o prac\w*|uop)\b|\b(mov\w*|switch\w*|go(ing)?|went|transition\w*) from (full[- ]time |an? )?(employment|a job|my job|a contract of employment|an employment contract)\b/,
  // …or the same employer still served ("dalej prowadzić dla nich księgi na fakturę", "keep working for them on B2B").
  /\b(to samo(?! dotycz)|tego samego(?! (miesiaca|roku|dnia))|tym samym(?! (miesiacu|roku|czasie|dniu|terminie))|ta sama|tej samej(?! (chwili|dacie))|takie same|te same|tych samych|same (job|work|position|role|tasks?|things?|duties|responsibilities)|exact(ly)? (the )?same|doing the same)\b|\b(dalej|nadal|wciaz|kontynuowac)\b.{0,40}\b(dla|u) (nich|niego|niej|tej firmy|tego pracodawcy|bylego pracodawcy)\b|\b(continue|keep|still)\w*\b.{0,40}\bfor (them|him|her|that company|the same company|my (former|ex|old) employer)\b/,
];

/** Whether a message describes the same work for a former employer. */
// "Invoicing my old employer", "mój obecny pracodawca będzie klientem", "ryczałt przy byłym pracodawcy".
export const sameJobForExEmployer = (folded: string) =>
  SAME_JOB_FOR_EX_EMPLOYER.every((re) => re.test(folded)) || EMPLOYER_AS_CLIENT.test(folded);

/** Hints for an employer's Labour Code questions and for filings named by their form or mode. */
export const EMPLOYER_HINTS: TopicHint[] = [
  // "Notice period to end that trial contract?": the trial contract's own notice.
  {
    re: [
      /\b(wypowiedz\w*|notice|end|rozwiaz\w*|zakoncz\w*)\b/,
      /\b(okres\w* probn\w*|na probe|trial (period|contract)|probation\w*)\b/,
    ],
    article: "kodeks-pracy-podstawy",
    heading: /probny|trial/i,
  },
  // "Faktury kosztowe od hurtowni też z KSeF odbierać?": receiving invoices in KSeF, from 1 February 2026.
  {
    re: [
      /\bksef\b/,
      /\b(odbier\w*|odebra\w*|odbior\w*|receiv\w*|get (my |the )?invoices|kosztow\w*|zakupow\w*|purchase\w*|from (my )?suppliers?|od (dostawc\w*|hurtown\w*|kontrahent\w*)|przychodzac\w*|incoming|(dostaj\w*|otrzymuj\w*|dostane|dostal\w*) (\w+ )?faktur\w*|invoices? from)\b/,
    ],
    not: /\b(offline|awari\w*|outage|konsument\w*|b2c|consumers?)\b/,
    article: "ksef-terminy",
    heading: /odbior faktur|receiving invoices/i,
  },
  // "Do I organise BHP myself or hire a specialist?": when the employer may do it personally.
  {
    re: [
      /\b(bhp|health and safety|h ?& ?s|occupational safety)\b/,
      /\b(myself|personally|on my own|sam\w*|osobiscie|specjalist\w*|specialist\w*|consultant\w*|zewnetrzn\w*|external|outsourc\w*|zleci\w*|hire (a|an|someone)|zatrudni\w* (kogos|specjalist\w*|firme))\b/,
    ],
    article: "bhp-podstawy",
    heading: /sam pelnic|personally/i,
  },
  {
    re: [
      /\b(wypowiedz\w*|notice( period)?|let (\w+ )?(\w+ )?go|dismiss\w*|fire (him|her|them|an employee|my employee)|zwolni\w* pracownik\w*|rozwiaz\w* umow\w*)\b/,
      EMPLOYEE,
    ],
    article: "kodeks-pracy-podstawy",
    heading: /wypowiedzeni|notice/i,
  },
  {
    re: /\b(urlop\w*|annual leave|paid leave|holiday entitlement|days off)\b/,
    // Earlier years in business ask how seniority counts them (the seniority section's hint).
    not: /\b(informacj\w* o warunkach|information (on|about) the terms|macierzyn\w*|rodzicielsk\w*|wychowawcz\w*|child-?care leave|maternity|parental|wakacj\w*|zus holiday|contribution holiday|wlasn\w* (firm\w*|dzialalnos\w*)|own (business|company)|ran (a|her|his) (business|company|jdg|firm)|prowadzil\w* (firm\w*|dzialalnos\w*|jdg))\b/,
    article: "kodeks-pracy-podstawy",
    heading: /urlop|annual leave/i,
  },
  {
    re: /\b(okres\w* probn\w*|na probe|trial (period|contract)|probation\w*)\b/,
    article: "kodeks-pracy-podstawy",
    heading: /probn|trial/i,
  },
  {
    re: /\b(czas\w* okreslon\w*|fixed[- ]term)\b/,
    article: "kodeks-pracy-podstawy",
    heading: /okreslon|fixed-term/i,
  },
  // An employee's sick leave, not the owner's own voluntary sickness insurance.
  {
    re: [
      /\b(l4|chorob\w*|zwolnieni\w* lekarsk\w*|sick( leave| pay)?|illness)\b/,
      // "One of the drivers is sick – who pays him, me or ZUS?": someone on the payroll, not the owner.
      new RegExp(
        `${EMPLOYEE.source}|\\b(one of (my |the |our )?\\w+|jed(en|na|no) z (moich |naszych )?\\w+|kierowc\\w*|drivers?|who pays (him|her|them)|kto (mu|jej|im) (placi|zaplaci)|me or zus|ja czy zus)\\b`,
      ),
    ],
    not: /\b(dobrowoln\w*|voluntary|skladk\w* chorobow\w*|zatrudni\w* (studenta|kogos)|hire)\b/,
    article: "kodeks-pracy-podstawy",
    heading: /L4|sick leave/i,
  },
  {
    re: [/\b(zaw-?fa|uprawnie\w*|dostep\w*|permissions?|access)\b/, /\bksef\b/],
    article: "ksef-terminy",
    heading: /ZAW-FA|permissions/i,
  },
  {
    re: [
      /\b(offline\w*|bez (netu|internetu)|nie ma (netu|internetu)|no internet|without internet|awari\w*|outage|pad\w* (mi )?(internet|net|system|ksef)|(internet|net|ksef|system) (mi )?(pad\w*|nie (bedzie )?dziala\w*)|nie (bedzie )?dziala\w*|(is |goes |went )?down)\b/,
      /\bksef\b/,
    ],
    article: "ksef-terminy",
    heading: /offline/i,
  },
  // A company partner's own health contribution.
  {
    re: [/\b(wspolnik\w*|shareholder\w*|partner w spol\w*)\b/, HEALTH_WORDS],
    // A civil partnership's partner pays as a sole trader does (the civil partnership's own hint).
    not: /\b(cywiln\w*|civil partnership|s\.c\.)/,
    article: "zus-wspolnik-spolki",
    heading: /zdrowotna|health/i,
  },
  {
    re: [/\b(e-?doreczen\w*|e-?delivery)\b/, /\b(do kiedy|termin\w*|deadline|by when|until when|when do)\b/],
    not: /\b(zmian\w*|zmienia\w*|change\w*)\b.*\b(wpis\w*|entry|adres\w*|address)\b/,
    article: "e-doreczenia",
    heading: /do kiedy|who .* by when|deadline|od kiedy|from when/i,
  },
  { re: /\b(e-?doreczen\w*|e-?delivery)\b/, article: "e-doreczenia" },
  {
    re: /\b(mal\w* podatni\w* vat|small vat taxpayer|vat kwartaln\w*|kwartaln\w* (rozlicz\w* )?vat|rozlicza\w* vat kwartaln\w*|quarterly vat|vat quarterly)\b/,
    article: "jpk-v7",
    heading: /kwartaln|quarterly/i,
  },
  // "Can I file JPK quarterly from the start?": the quarterly JPK_V7K, and a new payer's 12 monthly months.
  {
    re: [/\b(kwartaln\w*|quarterly|co kwartal|v7k)\b/, /\b(jpk\w*|vat\w*)\b/],
    article: "jpk-v7",
    heading: /kwartaln|quarterly/i,
  },
  // Mały ZUS Plus used up: its 36 months in 60, and when it comes back.
  {
    re: [
      /\b(mal\w* zus\w* plus|mzp|small zus plus)\b/,
      /\b(wykorzyst\w*|used up|exhaust\w*|ponownie|znowu|again|wrocic|come back|po 36|36 m\w*)\b/,
    ],
    article: "maly-zus-plus",
    heading: /36/i,
  },
  // "Ile ZUS na B2B?": a B2B contract is a JDG's, so its contributions are the JDG's stages (not a
  // medical contract, a company partner's or a former employer's special case).
  {
    re: [/\bb2b\b/, ZUS_WORDS, /\b(ile|jaki\w*|jak\w* (wysok\w*|duz\w*)|how much|what|which)\b/],
    not: /\b(eta[tc]\w*|umow\w* o prac\w*|full-?time|part-?time|day job|job|employed|byl\w* pracodawc\w*|pracodawc\w*|former employer|employer|lekarz\w*|pielegniar\w*|fizjo\w*|szpital\w*|doctors?|nurses?|hospital|spolk\w*|wspolnik\w*|company|partner\w*|zdrowotn\w*|health)\b/,
    article: "zus-etapy",
  },
  // A business beside a job: the social contributions a salary already covers.
  {
    re: [
      /\b(eta[tc]\w*|umow\w* o prac\w*|full-?time|part-?time|day job|employment contract|employed)\b/,
      // …or a business about to be opened beside it ("mam etat i chcę otworzyć firmę – jaki ZUS?").
      /\b(side|on the side|po godzinach|dodatkow\w*|obok|beside|alongside|too|tez|rowniez)\b|\b(otworz\w*|otwiera\w*|zaloz\w*|zaklada\w*|open\w*|start\w*|set(ting)? up) (\w+ )?(firm\w*|jdg|b2b|dzialalnos\w*|business|sole proprietorship)\b/,
      ZUS_WORDS,
    ],
    // …not a job in another country, whose social security covers the business too (the foreigners' article).
    not: /\b(pracownik\w*|employees?|zatrudni\w*|hire\w*|(employed|working|work|job|etat\w*|pracuj\w*) (\w+ ){0,2}(in|w|we) (spain|hiszpanii|germany|niemczech|france|francji|italy|wloszech|the netherlands|holandii|ireland|irlandii|austria|austrii|belgium|belgii|czechia|czechach|the uk|wielkiej brytanii|another eu country|innym kraju ue))\b/,
    article: "zus-etapy",
    heading: /etat|job/i,
  },
  {
    re: [...SAME_JOB_FOR_EX_EMPLOYER, /\b(zus\w*|ulg\w*|preferencyjn\w*|preferential|relief|skladk\w*)\b/],
    not: /\b(ryczal\w*|lump[- ]?sum)\b/,
    article: "zus-etapy",
    heading: /nie przechodzi|skips/i,
  },
  {
    re: [...SAME_JOB_FOR_EX_EMPLOYER, /\b(ryczal\w*|lump[- ]?sum)\b/],
    not: /\b(liniow\w*|flat tax|19 ?%)\b/,
    article: "ryczalt-zasady",
    heading: /pracodawc|employer/i,
  },
  // "…a liniowy 19%?" after the same work for the former employer: the flat tax is closed that year too.
  {
    re: [...SAME_JOB_FOR_EX_EMPLOYER, /\b(liniow\w*|flat tax|19 ?%)\b/],
    article: "podatek-liniowy",
    heading: /pracodawc|employer/i,
  },
];
