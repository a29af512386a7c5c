import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { deadline, type Deadline, employerInfoDeadlines, pitAdvanceDeadline } from "../../tax/deadlines.ts";
import { employerCost } from "../../tax/eligibility.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { type CalendarDate, formatDate } from "../understanding/dates.ts";
import { CAPITAL_COMPANY } from "../understanding/company-words.ts";
import { type Asked, type ComputedAnswer, has, money, pct, type Translate } from "./shared.ts";
import { monthName } from "./month-names.ts";

/**
 * Calculators for a small employer and a company owner (what a dividend leaves is dividend.ts's):
 * by when the tax withheld from a dividend is paid, in which month pay and the employer's
 * contributions are a cost, an employee's sick pay for a number of days, and the annual leave due
 * for the years of work told. Figures: the 2026 parameters and the PIT and CIT acts.
 */

const ASKS_WHEN = /\b(do kiedy|kiedy|by when|until when|when|deadline|termin\w*|do ktorego)\b/;

const dueText = (d: Deadline, lang: KnowledgeLang, tr: Translate) =>
  d.moved
    ? tr("advisor:computed.deadline.moved", {
        nominal: formatDate(d.nominal, lang),
        why: tr(`advisor:computed.deadline.why.${d.moved}`),
      })
    : "";

/** "Wypłaciłem dywidendę 10 marca – do kiedy spółka wpłaca podatek?": the 20th of the next month, then PIT-8AR. */
export function dividendTaxDeadlineAnswer({ t, lang, tr, date }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(dywidend\w*|dividend\w*)\b/) || !has(t, ASKS_WHEN) || !date) return null;
  const due = pitAdvanceDeadline(date.year, date.month);
  const annual = employerInfoDeadlines(date.year).office;
  const content = tr("advisor:computed.dividendTaxDeadline", {
    paid: formatDate(date, lang),
    due: formatDate(due.due, lang),
    moved: dueText(due, lang, tr),
    annual: formatDate(annual.due, lang),
  });
  return { topic: "deadline-dividend", content, articles: ["dywidenda-wspolnik"], calculation: content };
}

const COST_MONTH =
  /\b(w ktorym miesiacu|ktorego miesiaca|which month|what month|koszt\w* (\w+ ){0,2}(marca|stycznia|lutego|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada|grudnia)|(a|as) \w+ cost|book (it|them) (as|in)|w koszty \w+|into (the )?costs? of)\b/;
const PAY_OR_CONTRIBUTIONS =
  /\b(pensj\w*|wynagrodzen\w*|wyplat\w*|payroll|salar\w*|wages?|pay\b|skladk\w*|zus|contributions?)\b/;
const CONTRIBUTIONS = /\b(skladk\w*|zus|contributions?)\b/;
const MONTH_NAMES: [RegExp, number][] = [
  [/\b(styczen|stycznia|january)\b/, 1],
  [/\b(luty|lutego|february)\b/, 2],
  [/\b(marzec|marca|march)\b/, 3],
  [/\b(kwiecien|kwietnia|april)\b/, 4],
  [/\b(maj|maja|may)\b/, 5],
  [/\b(czerwiec|czerwca|june)\b/, 6],
  [/\b(lipiec|lipca|july)\b/, 7],
  [/\b(sierpien|sierpnia|august)\b/, 8],
  [/\b(wrzesien|wrzesnia|september)\b/, 9],
  [/\b(pazdziernik|pazdziernika|october)\b/, 10],
  [/\b(listopad|listopada|november)\b/, 11],
  [/\b(grudzien|grudnia|december)\b/, 12],
];
/** The month pay or contributions are for: "za styczeń", "January payroll", "March ZUS"; else the month before payment. */
function forMonth(t: string, paid: CalendarDate): number {
  const named = /\b(za|for) (\w+ )?([a-z]+)\b|\b([a-z]+) (payroll|pay|salary|wages|zus|contributions?)\b/g;
  for (const m of t.matchAll(named)) {
    const word = m[3] ?? m[4] ?? "";
    const hit = MONTH_NAMES.find(([re]) => re.test(word));
    if (hit && hit[1] !== paid.month) return hit[1];
  }
  return paid.month === 1 ? 12 : paid.month - 1;
}

type Due = (day: number) => CalendarDate;

/** The employer's contributions: on time by the 20th (a sole trader) or the 15th (a company); both when neither is named. */
function contributionsCost(t: string, lang: KnowledgeLang, paidOn: Due, onTime: (day: number) => boolean) {
  const company = has(t, CAPITAL_COMPANY);
  const soleTrader = has(t, /\b(jdg|kpir|jednoosobow\w*|sole (trader|propriet\w*))\b/);
  const legal = P.deadlines.zusDayLegalPerson.value;
  const day = company ? legal : P.deadlines.zusDaySoleTrader.value;
  const extra = { due: formatDate(paidOn(day), lang), dueCompany: formatDate(paidOn(legal), lang) };
  const key =
    company || soleTrader
      ? onTime(day)
        ? "contributionsOnTime"
        : "contributionsLate"
      : onTime(legal)
        ? "contributionsOnTime"
        : onTime(P.deadlines.zusDaySoleTrader.value)
          ? "contributionsDepends"
          : "contributionsLate";
  return { key, extra };
}

/** Pay: on time by the day the message names ("do 10-go", "by the 10th"), else the Labour Code's 10th. */
function payCost(t: string, lang: KnowledgeLang, paidOn: Due, onTime: (day: number) => boolean) {
  const stated = /\b(?:do|by|until) (?:the )?(\d{1,2})(?:\.|-?go|-?tego|st|nd|rd|th)?\b/.exec(
    t.replace(/\b\d{1,2} (?=[a-z]+ 20\d\d)/, ""),
  );
  const day = stated && +stated[1]! <= 28 ? +stated[1]! : 10;
  return { key: onTime(day) ? "payOnTime" : "payLate", extra: { due: formatDate(paidOn(day), lang) } };
}

/**
 * "Pensja za styczeń wypłacona 9 lutego – w którym miesiącu koszt?", "March ZUS paid on 22 April –
 * still a March cost?": pay is a cost of the month it is for when paid by its deadline (the 10th
 * of the next month, or the day the message names), contributions when paid by theirs (the 20th,
 * a company's the 15th); paid later, both are a cost of the month of payment (art. 22 ust. 6a–6b).
 */
export function costMonthAnswer({ t, lang, tr, date }: Asked): ComputedAnswer | null {
  if (!date || !has(t, COST_MONTH) || !has(t, PAY_OR_CONTRIBUTIONS)) return null;
  if (!has(t, /\b(koszt\w*|cost\w*|kpir|ksieg\w*|book\w*|expens\w*)\b/)) return null;
  const month = forMonth(t, date);
  const year = month > date.month ? date.year - 1 : date.year;
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const paidOn = (day: number) => deadline({ ...next, day }).due;
  const onTime = (day: number) => {
    const due = paidOn(day);
    return date.year * 400 + date.month * 32 + date.day <= due.year * 400 + due.month * 32 + due.day;
  };
  const params = {
    paid: formatDate(date, lang),
    forMonth: monthName(month, lang, "nominative"),
    forMonthGen: monthName(month, lang, "genitive"),
    paidMonth: monthName(date.month, lang, "nominative"),
    paidMonthGen: monthName(date.month, lang, "genitive"),
  };
  const { key, extra } =
    has(t, CONTRIBUTIONS) && !has(t, /\b(pensj\w*|wynagrodzen\w*|payroll|salar\w*|wages?)\b/)
      ? contributionsCost(t, lang, paidOn, onTime)
      : payCost(t, lang, paidOn, onTime);
  const content = tr(`advisor:computed.costMonth.${key}`, { ...params, ...extra });
  return { topic: "cost-month", content, articles: ["wynagrodzenia-pit-i-koszty"], calculation: content };
}

const SICK_PAY =
  /\b(wynagrodzen\w* chorobow\w*|chorobow\w*|l4|zwolnieni\w* lekarsk\w*|sick (pay|leave|note)|off sick)\b/;
const SICK_DAYS = /\b(\d{1,3}) ?(dni|days?)\b/;

/** "Pensja 6000 brutto, L4 na 10 dni – ile chorobowego?": 80 % (100 % in pregnancy) of pay less 13,71 %, a day 1/30 of it. */
export function sickPayAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  const days = SICK_DAYS.exec(t);
  if (!days || !has(t, SICK_PAY) || !has(t, /\b(ile|how much|nalicz\w*|wyplac\w*|policz\w*|calculate|what)\b/))
    return null;
  const salary = amounts.find((a) => a.kind === "salary" && a.value >= 1000);
  if (!salary || salary.period === "year") return null;
  const count = +days[1]!;
  if (!(count > 0 && count <= 182)) return null;
  // "zwykła choroba, nie ciąża": pregnancy only when not denied.
  const full = has(t, /(?<!\bnie |\bnot |\bno )\b(ciaz\w*|pregnan\w*|wypad\w* w drodze|commut\w* accident)/);
  const rate = full ? 1 : 0.8;
  const e = P.employee;
  const social =
    grosz(salary.value * e.pension.value) +
    grosz(salary.value * e.disability.value) +
    grosz(salary.value * e.sickness.value);
  const base = grosz(salary.value - social);
  const daily = grosz(base / 30);
  const perDay = grosz(daily * rate);
  const content = tr("advisor:computed.sickPay", {
    days: count,
    gross: money(salary.value, lang),
    pay: money(grosz(perDay * count), lang),
    rate: pct(rate, lang),
    base: money(base, lang),
    daily: money(daily, lang),
    perDay: money(perDay, lang),
  });
  return { topic: "sick-pay", content, articles: ["kodeks-pracy-podstawy"], calculation: content };
}

const LEAVE =
  /\b(urlop\w*|annual leave|holiday entitlement|holidays?|vacation|days (off|of leave)|dni woln\w*|leave)\b/;
/** Years of work: "7 lat na etatach", "4 lata na zleceniach", "ran their own JDG for 11 years". */
const YEARS_OF_WORK = /\b(\d{1,2}) ?(lat|lata|years?)\b(?! (temu|ago|old|zycia|of age|wieku))/g;
const WORK_WORDS =
  /\b(eta[tc]\w*|zlecen\w*|zleceni\w*|jdg|firm\w*|dzialalnos\w*|biur\w*|business|job|contract|employ\w*|pracy|pracowal\w*|prowadzil\w*|ran|worked|self-employ\w*|b2b|staz\w*|seniority)\b/;

/** "7 lat na etatach + 4 lata na zleceniach – 20 czy 26 dni?": the years told, added, against the Labour Code's 10. */
export function leaveAnswer({ t, tr }: Asked): ComputedAnswer | null {
  if (
    !has(t, LEAVE) ||
    !has(t, WORK_WORDS) ||
    has(t, /\b(macierzyn\w*|rodzicielsk\w*|maternity|parental|wychowawcz\w*)\b/)
  )
    return null;
  // Two people's years ("jedna ma 5 lat stażu, druga 15") are not one person's: the articles answer.
  if (has(t, /\b(jedn\w*|one)\b.*\b(drug\w*|the other|another)\b/)) return null;
  const years: number[] = [];
  for (const m of t.matchAll(YEARS_OF_WORK)) {
    const around = t.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40);
    // An age ("ma 30 lat", "24-year-old") is no work.
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 25);
    const age = /\b(ma|aged?|wiek\w*)\s*$/.test(t.slice(Math.max(0, m.index - 8), m.index)) && !WORK_WORDS.test(after);
    if (age || !WORK_WORDS.test(around)) continue;
    years.push(+m[1]!);
  }
  if (!years.length) return null;
  const total = years.reduce((a, b) => a + b, 0);
  const content = tr(`advisor:computed.leave.${total >= 10 ? "long" : "short"}`, {
    years: total,
    parts: years.length > 1 ? ` (${years.join(" + ")})` : "",
    days: total >= 10 ? 26 : 20,
  });
  return { topic: "annual-leave", content, articles: ["kodeks-pracy-podstawy"], calculation: content };
}

const employerCostTotal = (gross: number) => employerCost(P, gross).total;

const HEALTH_DROP =
  /\b(o ile (\w+ ){0,2}(spadnie|zmniejszy\w*|zmaleje|obniz\w*|mniej\w*|nizsz\w*)|ile mniej|how much (less|lower)|by how much (will|does|would) (it|my|the)|(drop|fall|go down|decrease)\w* by how much|how much (will|would) (it|my health( contribution)?) (drop|fall|go down|decrease))\b/;
const HEALTH_WORDS = /\b(zdrowotn\w*|zdrowotk\w*|health)\b/;

/**
 * "Skala, dochód 20 000 mies.; zatrudnię kogoś za 6000 brutto (koszt 7228,80) – o ile spadnie mi
 * zdrowotna?": the health contribution on the income before and after the employee's cost (9 % on
 * the scale, 4,9 % on the flat tax, never below the minimum).
 */
export function healthAfterHireAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!has(t, HEALTH_WORDS) || !has(t, HEALTH_DROP) || has(t, /\b(ryczal\w*|lump[- ]?sum)\b/)) return null;
  const flat = has(t, /\b(liniow\w*|flat)\b/);
  if (!flat && !has(t, /\b(skal\w*|scale|zasad\w* ogoln\w*)\b/)) return null;
  const income = amounts.find((a) => a.kind === "income");
  const cost = amounts.find((a) => a.kind === "costs");
  const salary = amounts.find((a) => a.kind === "salary");
  if (!income || (!cost && !salary) || income.period === "year") return null;
  const h = P.health;
  const rate = flat ? h.rateFlat.value : h.rateScale.value;
  const costValue = cost ? cost.value : employerCostTotal(salary!.value);
  const after = Math.max(0, income.value - costValue);
  const contribution = (v: number) => Math.max(h.minimumMonthly.value, grosz(v * rate));
  const before = contribution(income.value);
  const now = contribution(after);
  const content = tr("advisor:computed.healthAfterHire", {
    rate: pct(rate, lang),
    income: money(income.value, lang),
    before: money(before, lang),
    cost: money(costValue, lang),
    after: money(after, lang),
    now: money(now, lang),
    drop: money(grosz(before - now), lang),
    minimum: money(h.minimumMonthly.value, lang),
  });
  const article = flat ? "skladka-zdrowotna-liniowy" : "skladka-zdrowotna-skala";
  return { topic: "health-after-hire", content, articles: [article, "koszt-pracodawcy"], calculation: content };
}

/** A small employer's or a company owner's calculation, the first that answers. */
export const teamAnswer = (q: Asked): ComputedAnswer | null =>
  dividendTaxDeadlineAnswer(q) ?? costMonthAnswer(q) ?? sickPayAnswer(q) ?? healthAfterHireAnswer(q) ?? leaveAnswer(q);
