import { addDays, daysBetween, monthsLater } from "../../tax/calendar-day.ts";
import { type CalendarDate, formatDate } from "../understanding/dates.ts";
import { datesIn, ENDING } from "./ending-figures.ts";
import { type Asked, type ComputedAnswer, has } from "./shared.ts";

/** The start relief (or the preferential ZUS) asked of a business opened again. */
const RELIEF_AGAIN =
  /\b(ulg\w* na start|uldz\w* na start|start relief|preferencyjn\w*|preferential|maly zus(?! plus))\b|\bulg\w*\b(?=.*\b(zamkn\w*|zamknal\w*|closed)\b)/;
const CLOSED =
  /\b(zamkn\w*|zamknal\w*|zlikwid\w*|wyrejestr\w*|wykresl\w*|zakoncz\w*|zawiesil\w*|closed|shut|wound up|suspended)\b/;

/** The day after 60 months from the closing day (art. 18 ust. 1 of the Entrepreneurs' Law). */
const earliestStart = (closed: CalendarDate): CalendarDate => addDays(monthsLater(closed, 60), 1);
const before = (a: CalendarDate, b: CalendarDate) => daysBetween(a, b) > 0;

/**
 * "Zamknąłem JDG 31 sierpnia 2021, otwieram 1 października 2026 – mam ulgę na start?": the relief comes
 * back only after at least 60 months from the last closing or suspension, so the earliest start is
 * the day after those 60 months; a follow-up naming only another closing day asks that earliest start.
 */
export function restartReliefAnswer({ t, lang, tr, focus }: Asked): ComputedAnswer | null {
  if (!has(t, RELIEF_AGAIN) || !has(t, CLOSED)) return null;
  const own = focus ? datesIn(focus.toLowerCase()) : [];
  const all = datesIn(t);
  const closed = own[0] ?? all[0];
  if (!closed || closed.year >= 2100) return null;
  const start = own.length ? own[1] : all[1];
  const earliest = earliestStart(closed);
  const params = {
    closed: formatDate(closed, lang),
    earliest: formatDate(earliest, lang),
    rule: tr(`${ENDING}.restartRule`),
  };
  let lead: string;
  if (start) {
    const yes = !before(start, earliest);
    lead = tr(`${ENDING}.restartVerdict`, {
      ...params,
      answer: tr(`${ENDING}.${yes ? "restartYes" : "restartNo"}`),
      start: formatDate(start, lang),
      timing: tr(`${ENDING}.${yes ? "restartAfter" : "restartTooEarly"}`),
    });
  } else {
    lead = tr(`${ENDING}.restartEarliest`, params);
  }
  const content = `${lead}\n\n${tr(`${ENDING}.restartCondition`)}`;
  return {
    topic: "ulga-na-start",
    content,
    articles: ["konczenie-etat-emerytura-nowy-start", "ulga-na-start"],
    calculation: content,
  };
}
