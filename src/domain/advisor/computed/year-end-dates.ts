import { fold } from "../../knowledge/analyzer.ts";
import { addDays, addMonths } from "../../tax/calendar-day.ts";
import { deadline, healthSettlementDeadline, zusDeadline } from "../../tax/deadlines.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { CAPITAL_COMPANY } from "../understanding/company-words.ts";
import { type CalendarDate, findDate, formatDate } from "../understanding/dates.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";
import { STAGE_PREFERENTIAL } from "./words.ts";
import { monthName } from "./month-names.ts";

const MONTH_STEMS: [RegExp, number][] = [
  [/^(stycz|styczn|january)/, 1],
  [/^(lut|february)/, 2],
  [/^(marz|marc|march)/, 3],
  [/^(kwie|april)/, 4],
  [/^(maj|may)$/, 5],
  [/^(czerw|june)/, 6],
  [/^(lip|july)/, 7],
  [/^(sierp|august)/, 8],
  [/^(wrze|september)/, 9],
  [/^(pazdz|october)/, 10],
  [/^(listop|november)/, 11],
  [/^(grud|december)/, 12],
];
/** The month a payment is for: "za grudzień", "for November". */
function monthFor(t: string): number | null {
  for (const m of t.matchAll(/\b(?:za|for)\s+([a-z]+)/g)) {
    const month = MONTH_STEMS.find(([re]) => re.test(m[1]!))?.[1];
    if (month) return month;
  }
  return null;
}
/** "grudzień 2026", "December 2026": a month as the subject of "za …" / "for …". */
const monthOfYear = (year: number, month: number, lang: Asked["lang"]) =>
  lang === "pl"
    ? `${monthName(month, "pl", "nominative")} ${year}`
    : formatDate({ year, month, day: 1 }, lang).replace(/^1 /, "");
const named = (t: string, fallback: number) => {
  const y = /\b(20[23]\d)\b/.exec(t);
  return y ? +y[1]! : fallback;
};
const day = (d: CalendarDate, lang: Asked["lang"]) => formatDate(d, lang);
const answer = (topic: string, content: string, articles: string[]): ComputedAnswer => ({
  topic,
  content,
  articles,
  calculation: content,
});

/**
 * "Zgromadzenie 25 czerwca 2027 – ostatni dzień na KRS?": the approved statements go to the
 * register within 15 days of the approval (art. 69 ust. 1 of the accounting act); a last day on a
 * Saturday or a day off moves to the next working day (art. 115 of the civil code).
 */
function krsFilingAnswer({ t, lang, tr, date }: Asked): ComputedAnswer | null {
  if (!date || !has(t, /\b(krs|rejestr\w* sadow\w*|repozytor\w*)\b/)) return null;
  if (!has(t, /\b(zgromadzeni\w*|zatwierdz\w*|uchwal\w*|shareholders'? meeting|general meeting|agm|approv\w*)\b/))
    return null;
  const last = addDays(date, 15);
  const due = deadline(last).due;
  const moved = due.day !== last.day;
  const content = tr(`advisor:computed.yearEnd.${moved ? "krsMoved" : "krs"}`, {
    meeting: day(date, lang),
    last: day(last, lang),
    due: day(due, lang),
  });
  return answer("krs-filing", content, ["spolka-zoo"]);
}

/** A capital company's own staff or contributions ("ZUS za pracowników spółki", "my company's employees"). */
const COMPANY_PAYER =
  /\b(spol(ka|ki|ce|ke|ka z o\.?o\.?)|sp\.? z o\.?o\.?|spzoo|z o\.?o\.?|company'?s|our company|(the|my) company pays|llc|ltd)\b/;
const PARTNERSHIP = /\b(cywiln\w*|jawn\w*|komandyt\w*|partnersk\w*|partnership)\b/;
const ASKS_DAY =
  /\b(do kiedy|kiedy|ktorego|do 15|do 20|15 czy 20|termin\w*|which day|what day|when|due|deadline|by when)\b/;

/**
 * "ZUS za pracowników spółki za grudzień – do 15 czy do 20?": a payer with legal personality pays
 * by the 15th of the next month, others by the 20th; "20 December is a Sunday, so which day?": a
 * deadline on a day off moves to the next working day.
 */
function zusMonthAnswer({ t, lang, tr, focus }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(zus|skladk\w*|contributions?)\b/) || !has(t, ASKS_DAY)) return null;
  // "…a JPK za listopad?": a follow-up of another payment asks that one.
  if (focus && !has(fold(focus).toLowerCase(), /\b(zus|skladk\w*|contributions?)\b/)) return null;
  // The contribution holiday's application is due in the month before, not on the payment day.
  if (has(t, /\b(wakacj\w*|holiday|rws)\b/)) return null;
  const month = monthFor(t);
  if (!month) return null;
  const company = (has(t, COMPANY_PAYER) || has(t, CAPITAL_COMPANY)) && !has(t, PARTNERSHIP);
  const weekend = has(t, /\b(niedziel\w*|sobot\w*|sunday|saturday|weekend\w*)\b/);
  if (!company && !weekend) return null;
  const year = month === 12 && !/\b2027\b/.test(t) ? P.year : named(t, P.year);
  const d = zusDeadline(year, month, company ? "legalPerson" : "soleTrader");
  if (!company && !d.moved) return null;
  const content = tr(`advisor:computed.yearEnd.${company ? "zusCompany" : "zusMoved"}`, {
    month: monthOfYear(year, month, lang),
    nominal: day(d.nominal, lang),
    due: day(d.due, lang),
  });
  return answer("zus-deadline", content, ["zus-terminy-dra"]);
}

/** "ZUS IWA za 2026 do kiedy?": by 31 January of the next year, moved off a day off. */
function iwaAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, /\biwa\b/)) return null;
  const year = named(t, P.year);
  const d = deadline({ year: year + 1, month: 1, day: 31 });
  const content = tr("advisor:computed.yearEnd.iwa", { year, nominal: day(d.nominal, lang), due: day(d.due, lang) });
  return answer("iwa", content, ["skladka-wypadkowa"]);
}

/** "Od kiedy można wysłać PIT-36 za 2026?": the returns are filed from 15 February to 30 April. */
function returnWindowAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(pit\w*|zeznani\w*|return)\b/)) return null;
  if (
    !has(
      t,
      /\b(od kiedy|najwczesniej|wczesniej niz|when can i (start|begin)|start (submitting|filing|sending)|earliest|from when)\b/,
    )
  )
    return null;
  const year = named(t, P.year);
  const end = deadline({ year: year + 1, month: 4, day: 30 }).due;
  const content = tr("advisor:computed.yearEnd.returnWindow", {
    year,
    start: day({ year: year + 1, month: 2, day: 15 }, lang),
    end: day(end, lang),
  });
  return answer("annual-return", content, ["zeznanie-roczne-pit"]);
}

/** "Chcę od stycznia zrezygnować z karty podatkowej – termin?": 20 January of the year of the change. */
function taxCardAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(kart\w* podatkow\w*|tax card)\b/)) return null;
  if (!has(t, /\b(rezygn\w*|zrezygn\w*|przejsc|przejde|zmien\w*|odejsc|switch\w*|leave|give up|move)\b/)) return null;
  if (!has(t, /\b(termin\w*|do kiedy|kiedy|deadline|by when|when)\b/)) return null;
  const year = named(t, P.year + 1);
  const d = deadline({ year, month: 1, day: 20 });
  const content = tr("advisor:computed.yearEnd.taxCard", { year, due: day(d.due, lang) });
  return answer("tax-card", content, ["karta-podatkowa", "zmiana-formy-opodatkowania"]);
}

/** "Preferencyjny kończy mi się z końcem listopada – ile za grudzień z chorobowym?": full ZUS from the next month. */
const ENDS = /\b(konczy|skonczy|konczyl\w*|koniec|koncem|ends?|ending|runs out)\b/;
function afterPreferentialAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, STAGE_PREFERENTIAL) || !has(t, ENDS) || !has(t, /\b(ile|how much)\b/)) return null;
  if (has(t, /\b(maly zus plus|malym zus plus|malego zus plus|small zus plus|mzp)\b/)) return null;
  const month = monthFor(t);
  if (!month) return null;
  const sick = has(t, /\b(chorobow\w*|sickness|sick pay)\b/);
  const full = socialContributions(P, { stage: "full", sicknessInsurance: false });
  const fullSick = socialContributions(P, { stage: "full", sicknessInsurance: true });
  const content = tr(`advisor:computed.yearEnd.${sick ? "fullAfterSick" : "fullAfter"}`, {
    month: monthOfYear(P.year, month, lang),
    full: money(full.monthly.total, lang),
    fullSick: money(fullSick.monthly.total, lang),
  });
  return answer("zus-after-preferential", content, ["zus-pelny", "zus-preferencyjny"]);
}

/**
 * "Założyłam firmę 1 czerwca, mam ulgę na start – ile za grudzień społecznych i do kiedy?": six full
 * months without social contributions, then 24 of preferential ZUS; the month asked is one of them.
 */
function reliefMonthAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!q.focus || !has(t, /\b(ulg\w* na start|uldze na start|start relief)\b/)) return null;
  const month = monthFor(fold(q.focus).toLowerCase());
  if (!month || !has(t, /\b(ile|how much)\b/)) return null;
  const start = findDate(q.question.replace(q.focus, " "), P.year);
  if (!start) return null;
  const first = start.day === 1 ? { year: start.year, month: start.month } : addMonths(start.year, start.month, 1);
  const prefFrom = addMonths(first.year, first.month, P.zus.startReliefMonths.value);
  const asked = { year: month >= start.month ? start.year : start.year + 1, month };
  const index = (asked.year - prefFrom.year) * 12 + asked.month - prefFrom.month;
  if (index < 0 || index >= P.zus.preferentialMonths.value) return null;
  const pref = socialContributions(P, { stage: "preferential", sicknessInsurance: false });
  const prefSick = socialContributions(P, { stage: "preferential", sicknessInsurance: true });
  const d = zusDeadline(asked.year, asked.month);
  const content = tr("advisor:computed.yearEnd.reliefMonth", {
    month: monthOfYear(asked.year, asked.month, lang),
    from: formatDate({ ...prefFrom, day: 1 }, lang),
    pref: money(pref.monthly.total, lang),
    prefSick: money(prefSick.monthly.total, lang),
    due: day(d.due, lang),
  });
  return answer("relief-month", content, ["ulga-na-start", "zus-preferencyjny"]);
}

/**
 * "Mam ulgę na start – trzeba coś rozliczać w ZUS rocznie?": on the start relief (and on the
 * preferential stage) only the health contribution is settled for the year, by 20 May of the next.
 */
function reliefYearSettlementAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(rozlicz\w*|settle\w*|settlement)\b/) || !has(t, /\b(roczn\w*|rocznie|za rok|annual\w*|yearly)\b/))
    return null;
  if (!has(t, /\b(ulg\w* na start|uldze na start|start relief|preferencyjn\w*|preferential)\b/)) return null;
  if (has(t, /\b(pit\w*|podat\w*|tax\w*|zeznani\w*|vat\w*|zdrowotn\w*|health)\b/)) return null;
  const d = healthSettlementDeadline(named(t, P.year));
  const content = tr("advisor:computed.yearEnd.reliefSettlement", { year: named(t, P.year), due: day(d.due, lang) });
  return answer("relief-settlement", content, ["skladka-zdrowotna-rozliczenie-roczne", "ulga-na-start"]);
}

/** The turn of the year's dates: KRS filing, the company's ZUS day, IWA, the return's window, the tax card, ZUS stages. */
export const yearEndDatesAnswer = (q: Asked): ComputedAnswer | null =>
  krsFilingAnswer(q) ??
  zusMonthAnswer(q) ??
  iwaAnswer(q) ??
  returnWindowAnswer(q) ??
  taxCardAnswer(q) ??
  afterPreferentialAnswer(q) ??
  reliefMonthAnswer(q) ??
  reliefYearSettlementAnswer(q);
