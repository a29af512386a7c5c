import { addMonths, daysInMonth } from "../../tax/calendar-day.ts";
import { employerCost } from "../../tax/eligibility.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { type CalendarDate, formatDate } from "../understanding/dates.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

const PPK = /\b(ppk|pracownicz\w* plan\w* kapitalow\w*|employee capital plans?)\b/;
const NO_PPK = /\b(no|without|bez|nie ma|not in|excluding) (\w+ )?ppk\b/;
/** Enrolling someone: the PPK contract signed for them, and by when. */
const ENROL =
  /\b(zapis\w*|zglos\w*|umow\w* o prowadzeni\w*|enrol\w*|sign (\w+ )?up|register\w*|do kiedy|kiedy|termin\w*|deadline|by when|when)\b/;
const HIRED =
  /\b(zatrudni\w*|przyj\w*|zaczal\w*|zaczyna\w*|rozpocz\w*|umow\w* od|hired?|started|starts|joined|employed)\b/;
/** What PPK adds to an employer's cost ("ile dołoży PPK", "how much would PPK add to that cost?"). */
const COST_ADDED =
  /\b(koszt\w*|cost\w*|dolicz\w*|doda\w*|dolozy\w*|zwieksz\w*|add\w*|extra|more|wiecej|ile (wynies\w*|bedzie|zaplac\w*)|how much)\b/;
/** A sum named as the whole cost of the employee ("5 790,28 z ZUS pracodawcy", "total cost 7 228,80"). */
const TOTAL_AFTER =
  /^\s*(zl|pln)?\s*(\w+\s+){0,4}(including|incl\.?|with|wraz z|razem z|lacznie z|z|ze)\s+(the\s+)?(employer'?s?\s+)?(zus|contributions?|skladk\w*|narzut\w*)/;
const TOTAL_BEFORE =
  /\b(total|whole|full|overall|laczn\w*|calkowit\w*|caly)\s+(employer('?s)?\s+)?(cost|koszt)\w*(\s+(pracodawcy|is|was|wynosi|to|=|:))*\s*(about|around|ok\.?|okolo|~)?\s*$/;

/** The gross pay of a sum named as the employer's whole cost, at the 2026 employer rates. */
export function grossFromTotal(total: number, accidentRate?: number): number {
  const rate = employerCost(P, 1000, { accidentRate }).contributions / 1000;
  const estimate = grosz(total / (1 + rate));
  // Each contribution is rounded to the grosz: the gross whose cost comes to the sum named, whole
  // złoty first (5 790,28 zł is the cost of 4 806 zł, not of 4 806,01 zł).
  const candidates = [Math.round(estimate), ...Array.from({ length: 11 }, (_, i) => grosz(estimate + (i - 5) / 100))];
  return candidates.find((g) => Math.abs(employerCost(P, g, { accidentRate }).total - total) < 0.005) ?? estimate;
}

/** The employer's whole cost named in a text ("…5 790,28 PLN … including employer ZUS"), if any. */
export function namedTotalCost(text: string): number | null {
  const lower = text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  const hit = findAmounts(text).find(
    (a) =>
      a.money &&
      a.value >= 1000 &&
      // "…for an employee at 6,000 PLN gross": a gross pay, not the cost.
      !/^\s*(zl|pln)?\s*(brutto|gross)\b/.test(lower.slice(a.end, a.end + 20)) &&
      (TOTAL_AFTER.test(lower.slice(a.end, a.end + 60)) ||
        TOTAL_BEFORE.test(lower.slice(Math.max(0, a.index - 40), a.index))),
  );
  return hit?.value ?? null;
}

/** The day 3 months of employment from `hired` are over, and the 10th of the next month. */
function enrolmentDates(hired: CalendarDate) {
  const months = P.employer.ppkEnrolmentMonths.value;
  const later = addMonths(hired.year, hired.month, months);
  // Three months from 1 September end on 30 November; from 15 September on 14 December.
  const sameDay = Math.min(hired.day, daysInMonth(later.year, later.month));
  const end =
    sameDay > 1
      ? { ...later, day: sameDay - 1 }
      : (() => {
          const before = addMonths(later.year, later.month, -1);
          return { ...before, day: daysInMonth(before.year, before.month) };
        })();
  const next = addMonths(end.year, end.month, 1);
  return { end, contract: { ...next, day: P.employer.ppkContractDay.value } };
}

/** "Przyjęłam pracownika 1 września 2026 – do kiedy PPK?": the PPK contract by the 10th after 3 months. */
function enrolmentAnswer({ t, lang, tr, date }: Asked): ComputedAnswer | null {
  if (!date || !has(t, ENROL) || !has(t, HIRED)) return null;
  const { end, contract } = enrolmentDates(date);
  const content = tr("advisor:computed.ppk.enrolment", {
    hired: formatDate(date, lang),
    end: formatDate(end, lang),
    contract: formatDate(contract, lang),
    months: P.employer.ppkEnrolmentMonths.value,
  });
  return { topic: "ppk", content, articles: ["ppk-mala-firma"], calculation: content };
}

/** "…and how much would PPK add to that cost?": 1,5% of the gross pay on top of the employer's cost. */
function costAnswer({ t, question, lang, tr, amounts, focusAmounts }: Asked): ComputedAnswer | null {
  if (!has(t, COST_ADDED) || has(t, NO_PPK)) return null;
  const total = namedTotalCost(question);
  const salary = focusAmounts.find((a) => a.kind === "salary") ?? amounts.find((a) => a.kind === "salary");
  const minimum = has(t, /\b(minimaln\w*|minimum wage|minimum-wage|najnizsz\w* krajow\w*)\b/);
  const gross = total ? grossFromTotal(total) : salary ? salary.value : minimum ? P.minimumWage.value : null;
  if (!gross) return null;
  const without = employerCost(P, gross, {});
  const withPpk = employerCost(P, gross, { ppk: true });
  const content = tr("advisor:computed.ppk.cost", {
    gross: money(gross, lang),
    rate: pct(P.employer.ppkBasic.value, lang),
    ppk: money(grosz(withPpk.total - without.total), lang),
    without: money(without.total, lang),
    total: money(withPpk.total, lang),
  });
  return { topic: "ppk", content, articles: ["ppk-mala-firma", "koszt-pracodawcy"], calculation: content };
}

/** PPK of an employee, computed: the enrolment deadline from the hiring date, or what it adds to the cost. */
export function ppkAnswer(q: Asked): ComputedAnswer | null {
  if (!has(q.t, PPK)) return null;
  return enrolmentAnswer(q) ?? costAnswer(q);
}
