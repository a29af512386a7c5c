import { deadline } from "../../tax/deadlines.ts";
import { grosz } from "../../tax/money.ts";
import { addDays, daysBetween, daysInMonth } from "../../tax/calendar-day.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { contributionsOnBase, socialContributions } from "../../tax/social-contributions.ts";
import { findAmounts } from "../amounts.ts";
import { type CalendarDate, formatDate, monthOf } from "../understanding/dates.ts";
import { monthName } from "./month-names.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";
import { HOW_MUCH, STAGE_FULL, STAGE_PREFERENTIAL } from "./words.ts";

/**
 * Figures of ending or pausing a business (the sixty-fourth set): the pro-rated contribution base of
 * the month the business closes or is suspended in (art. 18 ust. 9 of the social insurance act), the
 * VAT-Z day (7 days from stopping, art. 96 ust. 6 of the VAT act), a suspension's length in days and
 * the contributions it saves, and the share sale's 19 % PIT (art. 30b of the PIT act).
 */
const CLOSE =
  /\b(zamyk\w*|zamkn\w*|koniec (firmy|dzialalnosci)|likwid\w*|zlikwid\w*|wyrejestr\w*|wykresl\w*|koncz\w*|zakoncz\w*|zaprzesta\w*|clos(e|ed|ing)|shut\w* down|wind\w* up|deregist\w*|stop(ped|ping)? (the )?(activity|business))\b/;
const SUSPEND = /\b(zawie[sś]\w*|zawiesz\w*|suspen\w*)\b/;
const RESUME = /\b(wznaw\w*|wznow\w*|resum\w*|reopen\w*)\b/;
/** "Za czerwiec", "for June": the month itself asked for. */
const forMonth = (t: string) => [...t.matchAll(/\b(za|for) ([a-z]{3,})/g)].some((m) => monthOf(m[2]!));
const SOCIAL_ASKED =
  /\b(podstaw\w*|base|skladk\w*|contribution\w*|zus\w*|emerytaln\w*|rentow\w*|pension|disability|spoleczn\w*|social)\b/;
/** A sentence of these calculators, from the catalogue (`advisor:computed.endingFigures.*`). */
export const ENDING = "advisor:computed.endingFigures";
const answer = (topic: string, content: string, articles: string[]): ComputedAnswer => ({
  topic,
  content,
  articles,
  calculation: content,
});

/** Every "15 czerwca 2026", "1 april", "5 to 25 May" a text names, in order (a missing year: the next one named, else 2026). */
export function datesIn(t: string): CalendarDate[] {
  const found: { index: number; day: number; month: number; year?: number }[] = [];
  for (const m of t.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+([a-z]{3,})\.?(?:\s+(\d{4}))?/g)) {
    const month = monthOf(m[2]!);
    if (month) found.push({ index: m.index, day: +m[1]!, month, ...(m[3] ? { year: +m[3] } : {}) });
  }
  // "od 5 do 25 maja", "from 5 to 25 May": the first day takes the second one's month.
  for (const m of t.matchAll(/\b(od|from) (\d{1,2}) (do|to|-) (\d{1,2}) ([a-z]{3,})/g)) {
    const month = monthOf(m[5]!);
    if (month) found.push({ index: m.index, day: +m[2]!, month });
  }
  found.sort((a, b) => a.index - b.index);
  return found.map((f, i) => ({
    year: f.year ?? found.slice(i + 1).find((g) => g.year)?.year ?? P.year,
    month: f.month,
    day: f.day,
  }));
}

/** Which part of the month's contributions is asked: the pension, the disability one, or the base. */
function partAsked(own: string): "pension" | "disability" | null {
  if (has(own, /\b(emerytaln\w*|pension)\b/)) return "pension";
  if (has(own, /\b(rentow\w*|disability)\b/)) return "disability";
  return null;
}

/**
 * "Zamykam firmę 15 czerwca 2026, duży ZUS – ile podstawa za czerwiec?": the month's base is pro-rated
 * by the days insured (to the closing day; to the day before a suspension), the health contribution
 * is not. Fundusz Pracy follows the whole-month base.
 */
export function closingMonthZusAnswer({ t, lang, tr, focus }: Asked): ComputedAnswer | null {
  const resuming = has(t, RESUME);
  const closing = has(t, CLOSE) && !resuming;
  const suspending = has(t, SUSPEND) && !resuming;
  if (!closing && !suspending && !resuming) return null;
  if (!has(t, SOCIAL_ASKED) || !(has(t, HOW_MUCH) || forMonth(t))) return null;
  // "…is the health contribution for May due in full?": the health contribution is never pro-rated
  // (the articles say so); "in full" is not full ZUS.
  if (
    has(t, /\b(zdrowotn\w*|health)\b/) &&
    !has(t, /\b(spoleczn\w*|social|podstaw\w*|base|emerytaln\w*|pension|rentow\w*|disability)\b/)
  )
    return null;
  const full = has(t.replace(/\b(w|in) (calosci|full)\b/g, " "), STAGE_FULL) && !has(t, STAGE_PREFERENTIAL);
  if (!full && !has(t, STAGE_PREFERENTIAL)) return null;
  if (has(t, /\b(pelne|pelnych|full) (miesiac\w*|months?)\b|\b(zaoszczedz\w*|save|saved|mniej)\b/)) return null;
  const [date] = datesIn(t);
  if (!date) return null;
  const monthDays = daysInMonth(date.year, date.month);
  const days = resuming ? monthDays - date.day + 1 : suspending && !closing ? date.day - 1 : date.day;
  if (days < 1) return null;
  const whole = full ? P.zus.fullBase.value : P.zus.preferentialBase.value;
  const base = grosz((whole * days) / monthDays);
  const sickness = has(t, /\b(chorobow\w*|sickness)\b/) && !has(t, /\bbez chorobow\w*|without sickness\b/);
  const c = contributionsOnBase(P, base, sickness, whole >= P.minimumWage.value);
  const month = `${monthName(date.month, lang, "nominative")} ${date.year}`;
  const part = partAsked(focus ? focus.toLowerCase() : t);
  const figure = part === "pension" ? c.pension : part === "disability" ? c.disability : base;
  const what = { pension: "whatPension", disability: "whatDisability", base: "whatBase" }[part ?? "base"];
  const until = resuming ? "fromResuming" : suspending && !closing ? "untilSuspension" : "untilClosing";
  const lead = tr(`${ENDING}.closingLead`, {
    month,
    what: tr(`${ENDING}.${what}`),
    figure: money(figure, lang),
    days,
    monthDays,
    until: tr(`${ENDING}.${until}`),
    whole: money(whole, lang),
    base: money(base, lang),
  });
  const parts = tr(`${ENDING}.closingParts`, {
    pension: money(c.pension, lang),
    disability: money(c.disability, lang),
    accident: money(c.accident, lang),
    sickness: c.sickness ? tr(`${ENDING}.closingSickness`, { amount: money(c.sickness, lang) }) : "",
    labourFund: c.labourFund ? tr(`${ENDING}.closingLabourFund`, { amount: money(c.labourFund, lang) }) : "",
    total: money(c.total, lang),
  });
  return answer("ostatnie-skladki", `${lead}\n\n${parts}`, ["zamkniecie-jdg", "zawieszenie-dzialalnosci"]);
}

/** "Do kiedy VAT-Z?", "last day for VAT-Z": 7 days from the day the activity stopped. */
export function vatZDeadlineAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (
    !has(t, /\b(vat-z|vatz)\b/) ||
    !has(t, /\b(do kiedy|kiedy|termin\w*|najpozniej|last day|deadline|by when|until when|when)\b/)
  )
    return null;
  const [stopped] = datesIn(t);
  if (!stopped) return null;
  const due = deadline(addDays(stopped, 7)).due;
  const lead = tr(`${ENDING}.vatZ`, { due: formatDate(due, lang), stopped: formatDate(stopped, lang) });
  const content = `${lead}\n\n${tr(`${ENDING}.vatZStock`)}`;
  return answer("vat-z", content, ["zamkniecie-jdg"]);
}

/** "Zawieszam od 1 marca do 31 maja – ile to dni?": both days counted, and the 30 days' minimum. */
export function suspensionDaysAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, SUSPEND) || !has(t, /\b(ile (to )?dni|how many days|liczba dni|number of days)\b/)) return null;
  const dates = datesIn(t);
  if (dates.length < 2) return null;
  const [from, to] = dates as [CalendarDate, CalendarDate];
  const days = daysBetween(from, to) + 1;
  if (days < 1) return null;
  const enough = days >= 30;
  const verdict = tr(`${ENDING}.${enough ? "daysEnough" : "daysTooShort"}`);
  const lead = tr(`${ENDING}.suspensionDays`, {
    from: formatDate(from, lang),
    to: formatDate(to, lang),
    days,
    verdict,
  });
  const content = `${lead}\n\n${tr(`${ENDING}.suspensionDaysNote`)}`;
  return answer("zawieszenie", content, ["zawieszenie-dzialalnosci"]);
}

/** The months a suspension lasts: "na 2 pełne miesiące", "for 3 months", "na październik i listopad". */
function monthsOf(t: string): number | null {
  const n =
    /\b(\d{1,2}|dwa|trzy|two|three|four|cztery) (pelne |pelnych |full |whole )?(miesiac\w*|miesiecy|months?)\b/.exec(t);
  const words: Record<string, number> = { dwa: 2, two: 2, trzy: 3, three: 3, cztery: 4, four: 4 };
  if (n) return words[n[1]!] ?? +n[1]!;
  if (has(t, /\b(pol roku|polroczn\w*|half a year|six months)\b/)) return 6;
  const named = new Set(
    [...t.matchAll(/\b(na|for|w|in|i|and|,) ([a-z]{4,})\b/g)].map((m) => monthOf(m[2]!)).filter((m) => m),
  );
  return named.size ? named.size : null;
}

/** "Zawieszam na 2 miesiące – ile zaoszczędzę na zdrowotnej / społecznych?": the months × the month's amount. */
export function suspensionSavingAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (
    !has(t, SUSPEND) ||
    !has(t, /\b(zaoszczedz\w*|oszczedz\w*|mniej zaplac\w*|nie zaplac\w*|ile mniej|save|saved|saving)\b/)
  )
    return null;
  const months = monthsOf(t);
  if (!months || months > 24) return null;
  if (has(t, /\b(zdrowotn\w*|health)\b/)) {
    const h = P.health.ryczaltMonthly;
    if (!has(t, /\b(ryczal\w*|lump[- ]?sum)\b/)) return null;
    const monthly = has(t, /\b(powyzej|above|over) 300( ?k| ?tys\w*| 000)?\b/)
      ? h.above300k.value
      : has(t, /\b(60 ?- ?300|60 000 ?- ?300|do 300|under 300|60k?-300k?|60 ?(do|to) ?300)\b/)
        ? h.upTo300k.value
        : has(t, /\b(do|ponizej|under|below|up to) 60( ?k| ?tys\w*| 000)?\b/)
          ? h.upTo60k.value
          : null;
    if (!monthly) return null;
    const total = grosz(monthly * months);
    const lead = tr(`${ENDING}.savingHealth`, {
      count: months,
      months,
      total: money(total, lang),
      monthly: money(monthly, lang),
    });
    const content = `${lead}\n\n${tr(`${ENDING}.savingHealthNote`)}`;
    return answer("zawieszenie", content, ["zawieszenie-dzialalnosci", "skladka-zdrowotna-ryczalt"]);
  }
  const preferential = has(t, STAGE_PREFERENTIAL);
  if (!has(t, /\b(spoleczn\w*|social|zus)\b/) || !(has(t, STAGE_FULL) || preferential)) return null;
  const sickness = has(t, /\b(z chorobow\w*|with sickness)\b/);
  const stage = preferential ? "preferential" : "full";
  const monthly = socialContributions(P, { stage, sicknessInsurance: sickness }).monthly.total;
  const total = grosz(monthly * months);
  const lead = tr(`${ENDING}.${preferential ? "savingSocialPref" : "savingSocial"}`, {
    count: months,
    months,
    total: money(total, lang),
    monthly: money(monthly, lang),
    sickness: tr(`${ENDING}.${sickness ? "withSickness" : "withoutSickness"}`),
  });
  const content = `${lead}\n\n${tr(`${ENDING}.savingSocialNote`)}`;
  return answer("zawieszenie", content, ["zawieszenie-dzialalnosci"]);
}

const SHARES = /\b(udzial\w*|shares?|akcj\w*)\b/;
/** "Zysk ze sprzedaży udziałów 30 000 zł – ile PIT?": 19 % of the gain, on PIT-38 (art. 30b PIT act). */
export function shareGainTaxAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, SHARES) || !has(t, /\b(sprzeda\w*|zbyc\w*|zbyci\w*|sale|sell\w*|sold)\b/)) return null;
  if (!has(t, /\b(zysk\w*|dochod\w*|gain\w*|profit\w*)\b/) || !has(t, /\b(pit|podat\w* dochodow\w*|income tax|tax)\b/))
    return null;
  if (has(t, /\b(pcc|cywilnoprawn\w*|civil)\b/)) return null;
  const amounts = findAmounts(t).filter((a) => !a.people && a.value >= 100 && !(a.value >= 1990 && a.value <= 2100));
  if (amounts.length !== 1) return null;
  const gain = amounts[0]!.value;
  const tax = grosz(gain * P.pit.flatRate.value);
  const lead = tr(`${ENDING}.shareGain`, { gain: money(gain, lang), tax: money(tax, lang) });
  const content = `${lead}\n\n${tr(`${ENDING}.shareGainPcc`)}`;
  return answer("sprzedaz-udzialow", content, ["spolka-zoo", "konczenie-sprzedaz-firmy"]);
}

/** "Do kiedy trzymać dokumenty za 2025?", "until when keep the 2025 documents": 5 years from the end of the year the tax fell due. */
export function recordsKeptAnswer({ t, tr }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(trzyma\w*|przechow\w*|archiwiz\w*|keep\w*|kept|store|retain\w*)\b/)) return null;
  if (!has(t, /\b(dokument\w*|papier\w*|ksieg\w*|faktur\w*|documents?|papers?|books|records|invoices)\b/)) return null;
  if (
    !has(t, /\b(do kiedy|until when|till when|how long|jak dlugo|ile lat|do jakiego roku|until what year|dokladnie)\b/)
  )
    return null;
  const years = [...t.matchAll(/\b(20[12]\d)\b/g)].map((m) => +m[1]!);
  const year = years[years.length - 1];
  if (!year || year > P.year) return null;
  const until = year + 6;
  const lead = tr(`${ENDING}.recordsKept`, { year, until, settledYear: year + 1 });
  const content = `${lead}\n\n${tr(`${ENDING}.recordsKeptWhere`)}`;
  return answer("archiwizacja", content, ["zamkniecie-jdg"]);
}
