import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import {
  annualReturnDeadline,
  citReturnDeadline,
  employerInfoDeadlines,
  cashRegisterAfterLimitDeadline,
  contributionHolidayDeadline,
  type Deadline,
  healthSettlementDeadline,
  jpkDeadline,
  pitAdvanceDeadline,
  taxFormChoiceDeadline,
  zusDeadline,
} from "../../tax/deadlines.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import type { BusinessProfile } from "../profile.ts";
import { CAPITAL_COMPANY } from "../understanding/company-words.ts";
import { formatDate } from "../understanding/dates.ts";
import { eventMonth, namedPeriod, type NamedPeriod } from "./named-period.ts";
import { type ComputedAnswer, has, type Translate } from "./shared.ts";
import { CONTRIBUTION_HOLIDAY, HEALTH, RELIEF, STAGE_FULL, STAGE_PREFERENTIAL } from "./words.ts";
import { monthName } from "./month-names.ts";

export { namedPeriod, type NamedPeriod };

const monthYear = (year: number, month: number, lang: KnowledgeLang) =>
  new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "pl-PL", { month: "long", year: "numeric", timeZone: "UTC" })
    .format(new Date(Date.UTC(year, month - 1, 1)))
    .replace(/\s*r\.$/, "");
const ROMAN = ["I", "II", "III", "IV"];
/** Paying the contributions ("do kiedy płacimy składki ZUS", "when do I pay ZUS"), not a benefit paid by ZUS. */
const ZUS_PAYMENT =
  /\b((plac\w*|zaplac\w*|wplac\w*|oplac\w*)\s+(\S+\s+)?(zus\w*|skladk\w*)|(zus\w*|skladk\w*)\s+(\S+\s+)?(plac\w*|zaplac\w*|wplac\w*|oplac\w*)|pay\w*\s+(my |the |our )?(monthly |own |social )?(zus|contributions?|social)|(zus|contributions?) (are |is )?(due|paid)|(zus|dra|contributions?) (payments?|transfers?))\b/;

/**
 * "Do kiedy płacimy składki ZUS?" without a month: the day of the month, when the message or the
 * profile tells whose contributions they are (a company pays by the 15th, a sole trader by the 20th).
 */
function zusDayAnswer(t: string, lang: KnowledgeLang, tr: Translate, profile: BusinessProfile): ComputedAnswer | null {
  if (!has(t, ZUS_PAYMENT)) return null;
  // "What contributions are due on the board fee?", "jakie składki należą się od…": which ones, not by when.
  if (
    has(t, /\b(what|which|jakie|ktore) (\w+ )?(zus |social |health )?(contributions?|skladk\w*)\b/) &&
    !has(t, /\b(when|by when|what day|kiedy|do kiedy|deadline|termin\w*)\b/)
  )
    return null;
  if (has(t, /\b(zglos\w*|zglasz\w*|rejestr\w*|register\w*|rozliczen\w* roczn\w*|annual|wakacj\w*|holiday)\b/))
    return null;
  const legal = has(t, CAPITAL_COMPANY) || profile.legalForm === "spzoo" || profile.legalForm === "psa";
  const soleTrader =
    has(t, /\b(jdg|jednoosobow\w*|sole (trader|propriet\w*))\b/) || ["jdg", "sc"].includes(profile.legalForm ?? "");
  // Neither named, but the payment's day asked outright ("when is my monthly ZUS payment due?"): the
  // sole trader's day, which names the companies' one too.
  const dayAsked = has(
    t,
    /\b((zus|dra|contributions?|skladk\w*) (payments?|transfers?) (is |are )?(due|deadline)|(zus|contributions?) (are |is )?due|termin\w* (platnosci|zaplaty|oplacenia) (zus|skladek))\b/,
  );
  if (!legal && !soleTrader && !dayAsked) return null;
  const content = tr(`advisor:computed.deadline.${legal ? "zusDayLegalPerson" : "zusDaySoleTrader"}`, {
    day: legal ? P.deadlines.zusDayLegalPerson.value : P.deadlines.zusDaySoleTrader.value,
    staff: legal ? "" : staffNote(t, tr),
  });
  return { topic: "deadline-zus-day", content, articles: ["zus-terminy-dra"], calculation: content };
}
/** When a duty begins ("od kiedy płacę VAT", "from when do I start paying ZUS", "when does VAT start"). */
const DUTY_STARTS =
  /\b(od kiedy (\w+ ){0,6}(plac\w*|zaczyna\w*|zaczn\w*|podlega\w*|obowiazuje\w*|jestem (vat\w*|czynn\w*|platnik\w*))|from when (do|must|will|should) (i|we) (start )?(pay|charge)\w*|when (does|do|will) (vat|zus|the vat|the duty) (start|begin|apply|kick in))\b/;
export const ASK_DEADLINE =
  /\b(w ktorym miesiacu|which month|in what month|do kiedy|termin\w*|deadline\w*|(?<!\b((she|he|i|wife|baby|and) (is|am|was)|she's|i'm|im|shes) )due(?! to give birth)|by when|until when|when|kiedy|do ktorego|na kiedy|ostatni\w* dzien|last day|by what date|najpozniej|latest|do \d{1,2}\.? (dnia )?czy (do )?\d{1,2}|(by|until) the \d{1,2}(th)? or (the )?\d{1,2}(th)?)\b/;
/**
 * "And the PIT advance for December?": a payment named for a period, with no amount asked — in a
 * short follow-up, the question is when it is due.
 */
export const PAYMENT_FOR_PERIOD =
  /^(?!.*\b(ile|how much|kwot\w*|wysokosc\w*|amount|wynosi|stawk\w*|rate)\b).*\b(zaliczk\w*|advances?|podat\w*|tax|vat|zus|skladk\w*|pit|cit|jpk\w*|ryczal\w*|dra)\b.*\b(za|for) (styczen|stycznia|luty|lutego|marzec|marca|kwiecien|kwietnia|maj|maja|czerwiec|czerwca|lipiec|lipca|sierpien|sierpnia|wrzesien|wrzesnia|pazdziernik|pazdziernika|listopad|listopada|grudzien|grudnia|january|february|march|april|may|june|july|august|september|october|november|december|(\w+ )?kwartal\w*|(the )?(\w+ )?quarter|q[1-4])\b/;
/** Choosing a tax form; "zgłosić ryczałt", "notify the ryczałt" is choosing it too. */
const TAX_FORM_CHANGE =
  /\b(zmian\w*|zmieni\w*|wybor\w*|wybra\w*|przejs\w*|przejd\w*|przechodz\w*|zglos\w*|zglasza\w*|change|choose|switch\w*|pick|notify|opt for|elect|move (on)?to|go (on)?to|(i )?want( to (be|go|use|have))?|chce( (byc|przejsc|miec))?)\b/;
const TAX_FORM =
  /\b(form\w* opodatkowani\w*|tax form|opodatkowani\w*|form of tax\w*|ryczal\w*|liniow\w*|skal\w* podatkow\w*|lump[ -]?sum|flat[ -]?(rate )?tax|tax scale)\b/;
const FIRST_REVENUE =
  /\b(pierwsz\w* (przychod\w*|faktur\w*|sprzedaz\w*|wplat\w*|zleceni\w*)|(przychod\w*|faktur\w*|sprzedaz\w*) pierwsz\w*|first (revenue|income|sale|invoice|payment))\b/;
const CASH_REGISTER = /\b(kas\w* (fiskaln\w*|rejestruj\w*|online)|kas[aey]|cash register\w*|till)\b/;
const LIMIT_EXCEEDED = /\b(przekrocz\w*|przeskocz\w*|exceed\w*|went over|gone over|go over|passed|over the limit)\b/;
const SETTLEMENT = /\b(rozliczen\w*|settlement|settle\w*|roczn\w*|annual\w*|yearly)\b/;
// "Czy za 2026 też muszę składać PIT?": a PIT filed (not paid) for a year is the annual return.
const ANNUAL_RETURN =
  /\b(pit-?36l?|pit-?28|zeznani\w*|tax return|annual return|yearly return|return|roczn\w* (pit|zeznani\w*|rozliczeni\w*)|rozliczeni\w* roczn\w*|filing|file|(sklada\w*|skladac|zlozy\w*|zlozyc|zloze|zlozenie) (\w+ )?pit)\b/;
const EMPLOYER_INFO = /\b(pit-?11\w*|pit-?4r\w*|pit-?8ar\w*)\b/;
const CIT_RETURN = /\b(cit-?8\w*|cit return|zeznani\w* cit|roczn\w* cit)\b/;
const JPK = /\b(jpk\w*|vat-?7\w*|v7[mk]?)\b/;
const VAT_SETTLING = /\b(deklaracj\w*|declaration|return|rozliczen\w*|zaplac\w*|plac\w*|pay|payment|wplat\w*)\b/;
const FOR_PERIOD = /\b(za|for)\s+(\S+\s+)?(\S+\s+)?(kwartal\w*|quarter|q[1-4]|miesiac\w*|month|[a-z]+)\b/;
/** VAT named with these is about the exemption, registration, cash registers or rates, not a return. */
const VAT_NOT_RETURN =
  /\b(limit\w*|zwolni\w*|prog\w*|threshold|exempt\w*|rejestr\w*|register\w*|ksef|kas\w*|stawk\w*|rate)\b/;
/** The monthly health contribution is paid with the social ones, by the same day. */
const CONTRIBUTIONS = /\b(zus|skladk\w*|dra|social (security|contributions?)|zdrowotn\w*|health contribution)\b/;
const STARTING =
  /\b(zaczyn\w*|zaczn\w*|zaczal\w*|start\w*|wchodz\w*|wejdzie|begin\w*|otwier\w*|otworz\w*|zaklad\w*|zaloz\w*|rejestr\w*|register\w*)\b/;

/** A deadline's sentence: its due date, and the nominal date and the reason when it was moved. */
type Say = (key: string, d: Deadline, params: Record<string, string | number>, articles: string[]) => ComputedAnswer;

function sayDeadline(lang: KnowledgeLang, tr: Translate): Say {
  const date = (d: Deadline["due"]) => formatDate(d, lang);
  return (key, d, params, articles) => {
    const moved = d.moved
      ? tr("advisor:computed.deadline.moved", {
          nominal: date(d.nominal),
          why: tr(`advisor:computed.deadline.why.${d.moved}`),
        })
      : "";
    const content = tr(`advisor:computed.deadline.${key}`, { ...params, due: date(d.due), moved });
    return { topic: `deadline-${key}`, content, articles, calculation: content };
  };
}

/**
 * A deadline counted from the month something happened: the cash register after the VAT-free
 * limit was exceeded (the exemption lapses two months after that month), and the tax-form choice
 * after a first revenue.
 */
function afterEventDeadline(t: string, lang: KnowledgeLang, say: Say, cashRegister: boolean): ComputedAnswer | null {
  // "Od nowego roku na ryczałt – pierwsza faktura w styczniu": next year's January; "przychód
  // pierwszy w 2027 będzie 4 stycznia": the year named.
  const yearNamed = Number(/\b(20(?:2[6-9]|3\d))\b/.exec(t)?.[1]) || null;
  const happened = eventMonth(
    t,
    cashRegister ? P.year : (yearNamed ?? (has(t, NEXT_YEAR) ? P.year + 1 : P.year)),
    cashRegister ? LIMIT_EXCEEDED : FIRST_REVENUE,
  );
  if (!happened) return null;
  const monthWords = {
    month:
      lang === "pl"
        ? monthName(happened.month, "pl", "locative")
        : monthYear(happened.year, happened.month, lang).replace(/\s*\d{4}$/, ""),
    year: happened.year,
  };
  if (cashRegister)
    return say("cashRegister", cashRegisterAfterLimitDeadline(happened.year, happened.month), monthWords, [
      "kasa-fiskalna",
    ]);
  return say(
    happened.month === 12 ? "taxFormDecember" : "taxForm",
    taxFormChoiceDeadline(happened.year, happened.month),
    monthWords,
    ["zmiana-formy-opodatkowania"],
  );
}

const NEXT_YEAR =
  /\b(od nowego roku|od przyszlego roku|na przyszly rok|od stycznia|next year|from january|from the new year|for next year|na 20(2[7-9]))\b/;

/** The tax-form choice for a year, with the usual first revenue in January: by 20 February (moved off a weekend). */
function yearTaxFormDeadline(lang: KnowledgeLang, say: Say, year: number): ComputedAnswer {
  const month = lang === "pl" ? monthName(1, "pl", "locative") : monthYear(year, 1, lang).replace(/\s*\d{4}$/, "");
  return say("taxForm", taxFormChoiceDeadline(year, 1), { month, year }, ["zmiana-formy-opodatkowania"]);
}

/** A question about a deadline in a named period. */
interface PeriodQuestion {
  t: string;
  lang: KnowledgeLang;
  period: NamedPeriod;
  /** The period's month and year in words ("listopad 2026"); empty without a month. */
  monthLabel: string;
  say: Say;
  /** What the user told before (a company, not a JDG, pays ZUS by the 15th). */
  profile: BusinessProfile;
  tr: Translate;
}

/**
 * "za 2025 rok", "for 2025": the year settled, whatever months the message also names ("czy luty
 * czy kwiecień?" guesses the answer).
 */
function wholeYear(t: string, period: NamedPeriod): number | null {
  const settledYear = /\b(?:za|for|of)\s+(?:rok\s+)?(20[2-3]\d)\b/.exec(t)?.[1];
  return settledYear ? +settledYear : period.yearNamed && !period.month && !period.quarter ? period.year : null;
}

/** A deadline for a month's obligation; null when the period names no month. */
const monthDeadline =
  (key: string, due: (year: number, month: number) => Deadline, articles: string[], quarterly = false) =>
  ({ period, monthLabel, lang, say }: PeriodQuestion) => {
    if (period.month) return say(key, due(period.year, period.month), { period: monthLabel }, articles);
    // "Za III kwartał 2026": a quarterly payment is due as the quarter's last month's would be.
    if (!quarterly || !period.quarter) return null;
    const q = period.quarter;
    const label = lang === "pl" ? `${["I", "II", "III", "IV"][q - 1]} kwartał ${period.year}` : `Q${q} ${period.year}`;
    return say(`${key}Quarter`, due(period.year, q * 3), { period: label }, articles);
  };

/** A deadline for a year's settlement; null when the question settles no whole year. */
const yearDeadline =
  (key: string, due: (year: number) => Deadline, articles: string[]) =>
  ({ t, period, say }: PeriodQuestion) => {
    const year = wholeYear(t, period);
    return year ? say(key, due(year), { year }, articles) : null;
  };

/**
 * PIT-11 and PIT-4R: for the year settled ("za 2025"), or, when the question names only the year
 * they are sent in ("do kiedy w 2026"), for the year before it.
 */
function employerInfoAnswer({ t, lang, period, say }: PeriodQuestion): ComputedAnswer | null {
  // "Zatrudniałem w 2025 kierowcę", "I employed one driver in 2025": the year worked is the year settled.
  const settled =
    /\b(?:za|for|of)\s+(?:rok\s+)?(20[2-3]\d)\b/.exec(t)?.[1] ??
    /\b(?:zatrudnial\w*|pracowal\w*|employed|hired|worked|had|mial\w*)\b[^.?!]{0,40}?\b(?:w|in)\s+(?:roku\s+)?(20[2-3]\d)\b/.exec(
      t,
    )?.[1];
  const year = settled ? +settled : period.yearNamed && !period.month && !period.quarter ? period.year - 1 : null;
  if (!year) return null;
  const { office, employee } = employerInfoDeadlines(year);
  return say("employerInfo", office, { year, employee: formatDate(employee.due, lang) }, ["terminy-kalendarz"]);
}

/** JPK_V7K for a quarter, JPK_V7M for a month. */
function jpkAnswer({ lang, period, monthLabel, say }: PeriodQuestion): ComputedAnswer | null {
  if (period.quarter)
    return say(
      "jpkQuarter",
      jpkDeadline({ year: period.year, quarter: period.quarter }),
      {
        period:
          lang === "pl" ? `${ROMAN[period.quarter - 1]} kwartał ${period.year}` : `Q${period.quarter} ${period.year}`,
      },
      ["jpk-v7"],
    );
  if (!period.month) return null;
  return say("jpkMonth", jpkDeadline({ year: period.year, month: period.month }), { period: monthLabel }, ["jpk-v7"]);
}

/** The month's contributions: a company pays by the 15th, a sole trader by the 20th. */
function zusMonthAnswer({ t, period, monthLabel, say, profile, tr }: PeriodQuestion): ComputedAnswer | null {
  if (!period.month) return null;
  const legal =
    has(t, CAPITAL_COMPANY) ||
    (!has(t, /\b(jdg|jednoosobow\w*|sole (trader|propriet\w*))\b/) &&
      ["spzoo", "psa"].includes(profile.legalForm ?? ""));
  return say(
    legal ? "zusLegalPerson" : "zusSoleTrader",
    zusDeadline(period.year, period.month, legal ? "legalPerson" : "soleTrader"),
    { period: monthLabel, staff: legal ? "" : staffNote(t, tr) },
    ["zus-terminy-dra"],
  );
}

/** "Od marca mam pracownika – zmienia się termin?": a sole trader's day stays the 20th with staff too. */
const staffNote = (t: string, tr: Translate) =>
  has(t, /\b(pracownik\w*|pracownic\w*|zatrudni\w*|employees?|staff|hire\w*|hiring)\b/)
    ? ` ${tr("advisor:computed.deadline.withStaff")}`
    : "";

/** The VAT return (JPK) named, or VAT paid or settled for a month or a quarter. */
const asksJpk = (t: string, period: NamedPeriod) =>
  has(t, JPK) ||
  (has(t, /\bvat\b/) &&
    (has(t, VAT_SETTLING) ||
      // "do kiedy VAT za 1 kwartał?": the VAT of a month or a quarter is settled with its JPK.
      (has(t, FOR_PERIOD) && (period.month !== undefined || period.quarter !== undefined) && !has(t, VAT_NOT_RETURN))));

/** Contributions paid, not when a stage or the business starts ("Od kiedy pełny ZUS, jak zacznę w marcu?"). */
const asksZusPayment = (t: string) =>
  has(t, CONTRIBUTIONS) &&
  !has(t, STAGE_FULL) &&
  !has(t, STAGE_PREFERENTIAL) &&
  !has(t, RELIEF) &&
  !has(t, STARTING) &&
  // "Mały ZUS Plus – do kiedy się zgłosić, żeby mieć go od stycznia?": the sign-up's deadline, not a payment's.
  !(has(t, /\b(mal\w* zus\w* ?(plus|\+)|small zus ?(plus|\+)|zus plus)/) && has(t, SIGN_UP));
const VAT_UE = /\b(informacj\w* podsumowujac\w*|vat-?ue|ec sales list|recapitulative statement)\b/;
const SIGN_UP =
  /\b(zglos\w*|zglasz\w*|wnios\w*|przejsc|przejde|przechodz\w*|skorzyst\w*|apply\w*|sign (up|on)|register\w*|switch\w*|opt in)\b/;

/**
 * The kinds of deadline for a named period, the first the question asks for answering it (null
 * when the period does not fit that kind: no other kind is tried).
 */
const PERIOD_DEADLINES: {
  asks: (t: string, period: NamedPeriod) => boolean;
  answer: (q: PeriodQuestion) => ComputedAnswer | null;
}[] = [
  {
    asks: (t) => has(t, CONTRIBUTION_HOLIDAY),
    // Asked what the month still costs rather than when to apply: that first, the deadline after it.
    answer: (q) =>
      monthDeadline(
        has(q.t, ASK_DEADLINE) ? "contributionHoliday" : "contributionHolidayCosts",
        contributionHolidayDeadline,
        ["wakacje-skladkowe"],
      )(q),
  },
  {
    asks: (t) => has(t, HEALTH) && has(t, SETTLEMENT),
    answer: yearDeadline("healthSettlement", healthSettlementDeadline, ["skladka-zdrowotna-rozliczenie-roczne"]),
  },
  {
    asks: (t) => has(t, EMPLOYER_INFO),
    answer: employerInfoAnswer,
  },
  {
    asks: (t) => has(t, CIT_RETURN),
    answer: yearDeadline("citReturn", citReturnDeadline, ["cit-spolki"]),
  },
  {
    // "Zaliczkę za grudzień do 20 stycznia czy z zeznaniem?": a month's advance, set against the return.
    asks: (t, p) =>
      has(t, ANNUAL_RETURN) && !has(t, p.month ? /\b(jpk\w*|vat|zaliczk\w*|advances?)\b/ : /\b(jpk\w*|vat)\b/),
    answer: yearDeadline("annualReturn", annualReturnDeadline, ["zeznanie-roczne-pit"]),
  },
  {
    // "Informacja podsumowująca za lipiec": VAT-UE for a month, by the 25th of the next (art. 100 VAT act).
    asks: (t, period) => has(t, VAT_UE) && period.month !== undefined,
    answer: ({ period, monthLabel, say }) =>
      say("vatUe", jpkDeadline({ year: period.year, month: period.month }), { period: monthLabel }, [
        "vat-uslugi-zagranica",
      ]),
  },
  { asks: asksJpk, answer: jpkAnswer },
  { asks: asksZusPayment, answer: zusMonthAnswer },
  {
    // The monthly lump sum (ryczałt) is paid by the same day as an advance.
    asks: (t) => has(t, /\b(zaliczk\w*|advance\w*|pit|ryczal\w*|lump[- ]?sum)\b/),
    answer: monthDeadline("pitAdvance", pitAdvanceDeadline, ["zaliczki-pit"], true),
  },
];

/**
 * A deadline for a named period, moved to the next working day when it falls on a Saturday, a
 * Sunday or a public holiday: ZUS for a month, JPK_V7M/K, a PIT advance, the annual return and the
 * health-contribution settlement for a year, the tax-form choice after a first revenue, the
 * contribution-holiday application. Null when the question names no period (the articles answer).
 */
export function deadlineAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  profile: BusinessProfile = {},
  /** The caller knows the message asks when (a follow-up naming a payment for a period). */
  asksWhen = false,
): ComputedAnswer | null {
  // The tax-form choice after a first revenue in a named month can only ask for its deadline.
  const taxFormChoice = has(t, TAX_FORM_CHANGE) && has(t, TAX_FORM) && has(t, FIRST_REVENUE);
  // "Chcę przejść na ryczałt od nowego roku – do kiedy?": next year's choice, counted from a first revenue in January.
  // "…na ryczałt od 2026 – do kiedy?": that year's choice, with the usual first revenue in January.
  const namedYear = /\b(?:od|na|from|for) (?:roku |rok |the year )?(20[2-3]\d)\b/.exec(t)?.[1];
  const yearChoice =
    has(t, TAX_FORM_CHANGE) &&
    has(t, TAX_FORM) &&
    (has(t, NEXT_YEAR) || namedYear !== undefined) &&
    has(t, ASK_DEADLINE) &&
    !has(t, FIRST_REVENUE);
  if (yearChoice) return yearTaxFormDeadline(lang, sayDeadline(lang, tr), namedYear ? Number(namedYear) : P.year + 1);
  // "Przekroczyłem limit w maju, od kiedy kasa?": the exemption lapses two months after that month.
  const cashRegisterAfterLimit = has(t, CASH_REGISTER) && has(t, LIMIT_EXCEEDED);
  // "Wakacje składkowe na sierpień – za pracowników też nie płacę? a zdrowotna?": what the month
  // still costs, said with the month's application deadline.
  const holidayCosts =
    has(t, CONTRIBUTION_HOLIDAY) &&
    has(t, /\b(plac\w*|zaplac\w*|pay\w*|pracownik\w*|employees?|zdrowotn\w*|health)\b/) &&
    // "Ile zapłacę za październik?" asks the amount (the holiday's calculator), not what is due.
    !has(t, /\b(ile|how much)\b/);
  if (!asksWhen && !has(t, ASK_DEADLINE) && !taxFormChoice && !holidayCosts) return null;
  // "Od kiedy płacę VAT?", "od kiedy zaczynam płacić ZUS?": when a duty begins, which the articles say, not a payment day.
  if (has(t, DUTY_STARTS)) return null;
  // "Jak przebiję limit w listopadzie, VAT od całego roku wstecz?": when the exemption ends, not a payment day.
  // "Zostałem vatowcem od maja po przekroczeniu limitu – do kiedy pierwszy JPK?": the first return's day.
  const firstReturn = has(t, JPK) && has(t, /\b(pierwsz\w*|first)\b/);
  if (
    !cashRegisterAfterLimit &&
    !firstReturn &&
    has(t, /\b(przebi\w*|przebij\w*|przekrocz\w*|exceed\w*|cross\w*|go over)\b/) &&
    has(t, /\b(limit\w*|240|wstecz|retroactiv\w*|backdat\w*)\b/) &&
    has(t, /\bvat\w*\b/)
  )
    return null;
  const say = sayDeadline(lang, tr);
  if (cashRegisterAfterLimit || taxFormChoice) return afterEventDeadline(t, lang, say, cashRegisterAfterLimit);
  // "CIT-8 za ten rok", "for this year": the current year.
  const period =
    namedPeriod(t, P.year) ??
    (/\b(za (ten|biezacy) rok|za rok biezacy|for this year|this year'?s)\b/.test(t)
      ? { year: P.year, yearNamed: true }
      : null);
  if (!period) return zusDayAnswer(t, lang, tr, profile);
  const monthLabel = period.month ? monthYear(period.year, period.month, lang) : "";
  const kind = PERIOD_DEADLINES.find((k) => k.asks(t, period));
  return kind ? kind.answer({ t, lang, period, monthLabel, say, profile, tr }) : null;
}
