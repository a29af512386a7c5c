import { addMonths } from "../../tax/calendar-day.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { type CalendarDate, findDate, formatDate } from "../understanding/dates.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";
import { STAGE_PREFERENTIAL, WHEN } from "./words.ts";

const SMALL_PLUS = /\b(maly zus plus|malego zus plus|malym zus plus|maly zus\+|mzp|small zus plus|maly plus)\b/;
/** What comes after the preferential stage ends ("od marca", "po preferencyjnym", "after it ends"). */
const AFTER =
  /\b(po (zakonczeniu |koncu )?(preferencyjn\w*|malym zus(?! plus)|nim|tym)|po \d+ miesiac\w*|od (kolejnego|nastepnego) miesiac\w*|od (stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada|grudnia)|do (konca|końca) \w+|(when|once|after) (it|the preferential|preferential zus|the 24 months)( \w+)? (ends?|is over|runs out)|after (it|preferential)|next month|from (january|february|march|april|may|june|july|august|september|october|november|december))\b/;
const ASKS_WHETHER =
  /\b(czy|moge|mozna|musze|przejsc|przejde|przechodz\w*|can i|could i|may i|do i have to|must i|switch\w*|move|qualify)\b/;
/** "…do końca lutego 2027", "until the end of February 2027": the last month of the preferential stage. */
const END_MONTH =
  /\b(?:do|until|till|to|ends?|konczy sie|koniec|z koncem|koncem|with the end of|at the end of)\s+(?:(?:konca|the end of|end of)\s+)?([a-z]+)\s+(20\d\d)\b/;

/** The month preferential ZUS ends in, named in the question. */
function preferentialEnd(t: string): { year: number; month: number } | null {
  const m = END_MONTH.exec(t);
  if (!m) return null;
  const date: CalendarDate | null = findDate(`1 ${m[1]} ${m[2]}`, P.year);
  return date ? { year: date.year, month: date.month } : null;
}

/**
 * "Mam preferencyjny ZUS do końca lutego 2027 – od marca mogę na Mały ZUS Plus?": after the 24
 * months Mały ZUS Plus can follow from the next month, within the year, when the previous year's
 * revenue was at most 120 000 zł and the business ran at least 60 days in it; otherwise full ZUS.
 */
export function smallPlusAfterPreferentialAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, SMALL_PLUS) || !has(t, STAGE_PREFERENTIAL) || !has(t, AFTER) || !has(t, ASKS_WHETHER)) return null;
  const end = preferentialEnd(t);
  const first = end ? addMonths(end.year, end.month, 1) : null;
  const full = socialContributions(P, { stage: "full", sicknessInsurance: false });
  const fullSick = socialContributions(P, { stage: "full", sicknessInsurance: true });
  const params = {
    first: first ? formatDate({ ...first, day: 1 }, lang) : "",
    revenueYear: first ? first.year - 1 : "",
    limit: money(P.zus.smallPlusRevenueLimit.value, lang),
    min: money(P.zus.smallPlusMinBase.value, lang),
    max: money(P.zus.smallPlusMaxBase.value, lang),
    full: money(full.monthly.total, lang),
    fullSick: money(fullSick.monthly.total, lang),
  };
  const content = tr(`advisor:computed.smallPlusAfter.${first ? "dated" : "general"}`, params);
  return { topic: "zus-small-plus", content, articles: ["maly-zus-plus", "zus-preferencyjny"], calculation: content };
}

/** Preferential ZUS without the start relief before it ("bez ulgi na start", "preferencyjny płacę od…"). */
const WITHOUT_RELIEF =
  /\b(bez ulgi na start|bez (tej )?ulgi|without (the )?start relief|no start relief|nie (mialem|mialam|korzystal\w*|bral\w*) (z )?ulg\w*|od razu (na )?preferencyjn\w*|straight (to|on) preferential|preferencyjn\w* (zus )?(place|placi\w*|oplaca\w*|mam) od|(paying|pay|on) preferential (zus )?(since|from))\b/;

/**
 * "Preferencyjny ZUS płacę od 1 listopada 2024 (bez ulgi na start) – kiedy się kończy?": 24
 * calendar months from that date (from the next month after a mid-month start), then full ZUS or
 * Mały ZUS Plus from the month after.
 */
export function preferentialEndAnswer({ t, lang, tr, date }: Asked): ComputedAnswer | null {
  if (!date || !has(t, STAGE_PREFERENTIAL) || !has(t, WITHOUT_RELIEF)) return null;
  if (!has(t, WHEN) && !has(t, /\b(konczy|skonczy|koniec|ends?|end)\b/)) return null;
  const from = date.day === 1 ? { year: date.year, month: date.month } : addMonths(date.year, date.month, 1);
  const last = addMonths(from.year, from.month, P.zus.preferentialMonths.value - 1);
  const next = addMonths(last.year, last.month, 1);
  const full = socialContributions(P, { stage: "full", sicknessInsurance: false });
  const fullSick = socialContributions(P, { stage: "full", sicknessInsurance: true });
  const content = tr(
    `advisor:computed.smallPlusAfter.${date.day === 1 ? "preferentialEnd" : "preferentialEndPartial"}`,
    {
      start: formatDate(date, lang),
      first: formatDate({ ...from, day: 1 }, lang),
      last: formatDate({ ...last, day: new Date(Date.UTC(last.year, last.month, 0)).getUTCDate() }, lang),
      next: formatDate({ ...next, day: 1 }, lang),
      full: money(full.monthly.total, lang),
      fullSick: money(fullSick.monthly.total, lang),
      limit: money(P.zus.smallPlusRevenueLimit.value, lang),
    },
  );
  return { topic: "zus-preferential-end", content, articles: ["zus-preferencyjny", "zus-pelny"], calculation: content };
}
