import type { TopicHint } from "./hints.ts";

/**
 * The licensed professions' questions as the sixty-third set asked them: the medical VAT exemption
 * beside the 240 000 zł limit and on the invoice, aesthetic treatments, the cash register of beauty
 * services, KSeF for an exempt doctor, social and health contributions beside a hospital job, a
 * former employer or an earlier business before the start relief, one-off depreciation of medical
 * equipment, and the sale that crosses the VAT limit.
 */
const MEDIC =
  /\b(lekarz\w*|lekark\w*|dentyst\w*|stomatolog\w*|dermatolog\w*|pielegniar\w*|polozn\w*|fizjo\w*|psycholog\w*|psychoterap\w*|rezyden\w*|doctors?|physicians?|dentists?|dermatologists?|nurses?|midwi\w*|physio\w*|psychologists?|psychotherap\w*)\b/;
/** A medical workplace: the job or the contract of a medical professional. */
const MEDIC_PLACE =
  /\b(szpital\w*|przychodni\w*|klini[kc]\w*|oddzial\w*|rezyden\w*|dyzur\w*|hospital\w*|clinic\w*|ward|on-call|residency)\b/;
/** A licensed or regulated profession, or its workplace: the set's own askers. */
const PROFESSION = new RegExp(
  `${MEDIC.source}|${MEDIC_PLACE.source}|\\b(instruktor\\w*|trener\\w*|tlumacz\\w*|architek\\w*|adwokat\\w*|radc\\w* prawn\\w*|prawnik\\w*|doradc\\w* podatkow\\w*|ksiegow\\w*|weteryn\\w*|farmaceut\\w*|kosmetolog\\w*|instructors?|trainers?|translators?|architects?|lawyers?|tax advis\\w*|bookkeepers?|vets?|pharmacists?)\\b`,
);
const VAT = /\b(vat\w*)\b/;
const JOB =
  /\b(eta[tc]\w*|umow\w* o prac\w*|zatrudnion\w*|pensj\w*|(hospital|full[- ]time|day) job|work\w* full[- ]time|the job|job pays|employed|employment)\b/;
const SOCIAL =
  /\b(spoleczn\w*|emerytaln\w*|rentow\w*|social|pension|zus z (dzialalnosci|firmy|b2b|praktyki)|zus from)\b/;
const HEALTH = /\b(zdrowotn\w*|health contribution|health insurance)\b/;
const STARTER =
  /\b(ulg\w* na start|uldze na start|start relief|relief for starters|preferencyjn\w*|preferential|maly zus|small zus)\b/;

export const H63_HINTS: TopicHint[] = [
  // "Lekarz na B2B – muszę być vatowcem powyżej 240 tys.?": the medical exemption has no limit.
  {
    re: [
      MEDIC,
      VAT,
      /\b(240|limit\w*|vatowc\w*|czynn\w* podatnik\w*|vat payer|register for vat|rejestr\w*|go(es)? over|przekrocz\w*|exceed\w*)\b/,
    ],
    not: /\b(estetyc\w*|aesthetic|botoks\w*|botox|weteryn\w*|vets?|szkoleni\w*|training|kosmetyk\w* (online|sprzedaz))\b/,
    article: "prof-vat-uslugi-medyczne",
    heading: /kto ma zwolnienie|who has the medical/i,
  },
  // "Fizjo zwolniona z VAT – jaka podstawa na fakturze?": article 43(1)(19).
  {
    re: [MEDIC, /\b(podstaw\w*|basis|przepis\w*|legal ground)\b/, /\b(faktur\w*|rachun\w*|invoic\w*|bill)\b/],
    not: /\b(weteryn\w*|vets?)\b/,
    article: "prof-vat-uslugi-medyczne",
    heading: /podstawa zwolnienia na fakturze|basis on the invoice/i,
  },
  // "Botoks czysto estetyczny – wchodzi w zwolnienie?": aesthetic treatments are taxed.
  {
    re: [
      /\b(botoks\w*|botox|estetyc\w*|aesthetic|medycyn\w* estetyczn\w*|kwas\w* hialuronow\w*|filler\w*|wypelniacz\w*|mezoterap\w*)\b/,
      /\b(vat|zwolni\w*|exempt\w*)\b/,
    ],
    article: "prof-vat-uslugi-medyczne",
    heading: /medycyna estetyczna|aesthetic medicine/i,
  },
  // "Kosmetyczka mobilna – kasa od pierwszego klienta czy limit?": beauty services need one at once.
  {
    re: [
      /\b(kas\w* fiskaln\w*|kas\w* rejestrujac\w*|kase|kasy|kasa|cash registers?|tills?)\b/,
      /\b(kosmety\w*|kosmetolog\w*|fryzjer\w*|beauticians?|cosmet\w*|hairdress\w*|barbers?|salon\w* (urody|pieknosci)|beauty)\b/,
    ],
    article: "prof-kasa-faktury-gabinet",
    heading: /kosmetyczka|beautician/i,
  },
  // "Lekarz zwolniony z VAT – faktury w KSeF od kwietnia?": yes, with the 10 000 zł relief in 2026.
  {
    re: [MEDIC, /\b(ksef|e-?faktur\w*|e-?invoic\w*)\b/],
    not: /\b(weteryn\w*|vets?|kar\w*|penalt\w*)\b/,
    article: "prof-kasa-faktury-gabinet",
    heading: /kontrakt lekarza|contract with a hospital/i,
  },
  // "Etat w szpitalu + B2B – płacę zdrowotną z B2B?": yes, separately.
  {
    re: [JOB, HEALTH, /\b(b2b|kontrak\w*|jdg|dzialalnos\w*|praktyk\w*|firm\w*|business|contract|practice)\b/],
    not: /\b(ryczal\w*|lump|liniow\w*|flat|skal\w*|scale|ile|how much|\d{3,})\b/,
    article: "prof-kontrakt-obok-etatu",
    heading: /skladka zdrowotna z kontraktu|składka zdrowotna z kontraktu|health contribution from a contract/i,
  },
  // "Pół etatu w przychodni za 3000 + praktyka – ZUS z działalności?", "can I pay social voluntarily?".
  {
    re: [JOB, MEDIC_PLACE, /\b(zus|spoleczn\w*|social|dobrowoln\w*|voluntar\w*|emerytaln\w*)\b/],
    not: new RegExp(
      `${HEALTH.source}|${STARTER.source}|\\b(byl\\w* pracodawc\\w*|former employer|ten sam\\w* szpital\\w*|same (hospital|ward|clinic))\\b`,
    ),
    article: "prof-kontrakt-obok-etatu",
    heading: /zus przy etacie|zus with a job/i,
  },
  // "What if the job pays only 3 000 gross?" after social ZUS beside a job.
  {
    re: [
      JOB,
      SOCIAL,
      /\b(b2b|kontrak\w*|jdg|dzialalnos\w*|praktyk\w*|firm\w*|business|contract|practice)\b/,
      /\b(\d[\d ]{2,}|tylko|only|ponizej|mniej|below|less)\b/,
    ],
    not: new RegExp(`${HEALTH.source}|${STARTER.source}`),
    article: "prof-kontrakt-obok-etatu",
    heading: /zus przy etacie|zus with a job/i,
  },
  // "Etat w 2024 w przychodni X, od 2026 B2B dla X – mały ZUS?", "same ward takes me on B2B – ulga na start?".
  {
    re: [
      PROFESSION,
      STARTER,
      /\b(byl\w* pracodawc\w*|former employer|ex-employer|ten sam\w* (szpital\w*|oddzial\w*|przychodni\w*|klinik\w*)|the same (hospital|ward|clinic)|this hospital|ta sama przychodni\w*|dla (niego|x|nich)|for (x|them|it)|(etat|employed|employment|worked|pracowal\w*)\b.{0,60}\b(20[12]\d)|leaving my (hospital )?job)\b/,
    ],
    article: "prof-kontrakt-obok-etatu",
    heading: /byly pracodawca|były pracodawca|former employer/i,
  },
  // "Instruktor: ulga na start, jeśli 3 lata temu miałem firmę?": the 60 months since the last one.
  {
    re: [
      PROFESSION,
      /\b(ulg\w* na start|uldze na start|start relief|relief for starters)\b/,
      /\b(lat\w* temu|years? ago|mial\w* (firm\w*|jdg|dzialalnos\w*)|had (a |my )?(business|company|firm|jdg)|poprzedni\w* (firm\w*|dzialalnos\w*)|previous business|earlier business)\b/,
    ],
    article: "prof-kontrakt-obok-etatu",
    heading: /poprzednia firma|an earlier business/i,
  },
  // "Szkoła jazdy: kurs kategorii B a VAT?", "I invoice a driving school – VAT?": the course's exemption.
  {
    re: [
      /\b(instruktor\w* (nauki )?jazdy|nauk\w* jazdy|szkol\w* jazdy|osrod\w* szkolenia kierowcow|osk|kurs\w* (na )?prawo jazdy|prawa? jazdy|driving (instructor|school|lessons?|course)s?|driver training)\b/,
      /\b(vat\w*|zwolni\w*|exempt\w*)\b/,
    ],
    article: "prof-instruktor-trener",
    heading: /vat kursu|vat on a driving course/i,
  },
  // "Instruktor nauki jazdy – jaki ryczałt, rejestr?", "driving instructor: which lump-sum rate?".
  {
    re: [
      /\b(instruktor\w* (nauki )?jazdy|nauk\w* jazdy|szkol\w* jazdy|osrod\w* szkolenia kierowcow|osk|kurs\w* (na )?prawo jazdy|prawa? jazdy|driving (instructor|school|lessons?|course)s?|driver training)\b/,
    ],
    article: "prof-instruktor-trener",
  },
  // "Trener personalny – jaki ryczałt?", "personal trainer lump-sum rate".
  {
    re: [
      /\b(trener\w* personaln\w*|trenerk\w*|instruktor\w* (fitness|jogi|yogi)|personal trainers?|fitness instructors?|yoga (teacher|instructor)s?)\b/,
      /\b(ryczal\w*|lump[- ]?sum|stawk\w*|rate|vat\w*|kas\w*|cash register)\b/,
    ],
    article: "prof-instruktor-trener",
    heading: /ryczalt 8,5%|8\.5% lump sum/i,
  },
  // "Lekarz na liniowym kupuje USG za 60k – jednorazowo w koszty?": one-off depreciation up to 50 000 euro.
  {
    re: [
      /\b(usg|ultrasound\w*|ultrasonograf\w*|aparat\w*|sprzet\w*|urzadzeni\w*|equipment|device|machine|laser\w*|fotel\w* dentystyczn\w*|dental chair|unit)\b/,
      /\b(jednorazow\w*|at once|one-off|one go|od razu|w calosci|expense it|in full)\b/,
    ],
    not: /\b(10 ?000|10k|leasing\w*|lease)\b/,
    article: "amortyzacja-jednorazowa-maly-podatnik",
    heading: /limit jednorazowej|one-off depreciation limit/i,
  },
  // "Przekroczenie 240 tys. w grudniu – od kiedy VAT?": from the sale that crosses it.
  {
    re: [
      VAT,
      /\b(przekrocz\w*|przekrocze|exceed\w*|go over|goes over|cross\w*)\b/,
      /\b(od kiedy|od ktorej|od jakiej|from when|since when|from which)\b/,
    ],
    article: "vat-zwolnienie-limit",
    heading: /przekroczenie limitu|crossing the pln 240,000/i,
  },
];
