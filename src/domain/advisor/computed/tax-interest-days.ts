import { monthOf } from "../understanding/dates.ts";
import { annualReturnDeadline, type Day, jpkDeadline, pitAdvanceDeadline, zusDeadline } from "../../tax/deadlines.ts";
import { PARAMETERS_2026 } from "../../tax/parameters-2026.ts";
import { findDate } from "../understanding/dates.ts";

/**
 * What a late-tax question states besides the sum (the fifty-fifth set): the rate the asker assumes
 * ("przy stawce 10%", "assume 10% interest", "the calculator shows 10% a year"), the days late
 * written as "90 days after the deadline" or "z 30-dniowym opóźnieniem", and the days between a
 * period's deadline and a payment date ("zaliczka za wrzesień, zapłacę 20 listopada").
 */

/** A rate the asker names for the interest, never a tax rate ("ryczałt 12%", "flat tax 19%"). */
const W = "( [a-z]+)";
const STATED_RATE = new RegExp(
  `\\b(stawk\\w*${W}{0,4}|rate${W}{0,3}|interest${W}{0,2}|odset\\w*${W}{0,2}|assum\\w*|przyjm\\w*${W}{0,2}|niech (bedzie|bd)${W}{0,2}|at|przy${W}{0,2}|pokazuje${W}{0,2})\\s*(=|:)?\\s*(?<r>\\d{1,2}(?:[.,]\\d{1,2})?) ?%`,
);
const INTEREST_AFTER = /\b(?<r>\d{1,2}(?:[.,]\d{1,2})?) ?% (a year|rocznie|interest|odset\w*|per annum|p\.a\.)/;

/** The yearly rate the asker assumes, as a fraction, or null. */
export function statedRate(t: string): number | null {
  const m = STATED_RATE.exec(t) ?? INTEREST_AFTER.exec(t);
  if (!m?.groups) return null;
  const r = Number(m.groups.r!.replace(",", "."));
  return r >= 2 && r <= 25 ? r / 100 : null;
}

/** "90 days after the deadline(s)", "40 dni po terminie", "z 30-dniowym opóźnieniem", "spóźniłam się z ZUS-em 5 dni". */
const MORE_DAYS = [
  /\b(?<n>\d{1,3}) ?(dni|dnia|days?) (po|after) (the |their |its |each |terminie|termin\w*|deadlines?)/,
  /\b(?<n>\d{1,3}) ?-? ?dniow\w* (opozn\w*|spozn\w*|zwlok\w*)/,
  /\b(dopiero |platn\w* |zaplac\w* |place )?po (?<n>\d{1,3}) (dniach|dni|days)\b/,
  /\b(spozni\w*|opozni\w*)( sie)?( \S+){0,3} (?<n>\d{1,3}) (dni|dzien|days?)\b/,
];

export function statedDaysLate(t: string): number | null {
  for (const re of MORE_DAYS) {
    const n = Number(re.exec(t)?.groups?.n);
    if (n > 0 && n <= 3 * 365) return n;
  }
  return null;
}

const utc = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);

/** The period the tax is for: "za wrzesień 2026", "for September", "za 2025" (a year: the annual return). */
function period(t: string): { year: number; month?: number } | null {
  const year = PARAMETERS_2026.year;
  for (const m of t.matchAll(/\b(za|for)\s+([a-z]+)(?:\s+(\d{4}))?/g)) {
    const month = monthOf(m[2]!);
    if (month) return { year: m[3] ? +m[3] : year, month };
  }
  const y = /\b(za|for) (rok )?(?<y>20\d\d)\b/.exec(t)?.groups?.y;
  return y ? { year: +y } : null;
}

/**
 * The days between the deadline of the period named and the payment date named: ZUS by the 20th,
 * a PIT, ryczałt or CIT advance by the 20th, VAT by the 25th of the next month, a year's PIT by
 * 30 April (each moved to a working day). Null without both.
 */
export function daysFromDates(t: string, focus: string, zus: boolean): number | null {
  const p = period(t);
  const paid =
    (focus && findDate(focus, PARAMETERS_2026.year)) ||
    findDate(t.replace(/\b(za|for) \S+ \d{4}/g, ""), PARAMETERS_2026.year);
  if (!p || !paid) return null;
  const due = !p.month
    ? annualReturnDeadline(p.year).due
    : zus
      ? zusDeadline(p.year, p.month).due
      : /\b(vat\w*|jpk\w*)\b/.test(t) && !/\b(pit|zaliczk\w*|advance|ryczal\w*|cit)\b/.test(t)
        ? jpkDeadline({ year: p.year, month: p.month }).due
        : pitAdvanceDeadline(p.year, p.month).due;
  const days = Math.round((utc(paid) - utc(due)) / 86_400_000);
  return days > 0 && days <= 3 * 365 ? days : null;
}
