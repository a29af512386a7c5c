import { addDays, addMonths, daysInMonth } from "../../tax/calendar-day.ts";
import { deadline } from "../../tax/deadlines.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { type CalendarDate, formatDate, monthOf } from "../understanding/dates.ts";
import { datesIn } from "./ending-figures.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";

/**
 * Figures after a business has ended (the sixty-ninth set): the last day on which selling an asset
 * left over from a closed business is still business income – 6 years from the first day of the
 * month after the closing month (art. 14 ust. 2 pkt 17 lit. a and ust. 3 pkt 12 of the PIT act) –,
 * the flat tax on such a sale (19 % of the price less the value not yet depreciated, art. 30c), and
 * the day by which the last employee is deregistered from ZUS (7 days, art. 36 ust. 11 of the social
 * insurance act, ZUS ZWUA).
 */
const AFTER = "advisor:computed.endingAfter";
const CLOSED =
  /\b(po (zamknieciu|likwidacji|zakonczeniu|wykresleniu)|zamknel\w*|zamkne\w*|zamkn\w*|zlikwidowal\w*|likwidacj\w*|zakonczyl\w*|wykresl\w*|after (closing|liquidation|the business closed|i closed)|closed|clos(e|ing) (down|my|the)|liquidat\w*|wound up)\b/;
const SALE = /\b(sprzeda\w*|sprzedam|sprzedac|zbyc\w*|zbyci\w*|sell\w*|sold|sale)\b/;
const ASSET =
  /\b(aut[oa]?\w*|samoch\w*|maszyn\w*|koparc?k\w*|sprzet\w*|srodk\w* trwal\w*|car|van|machine\w*|equipment|fixed assets?|vehicle)\b/;
const FLAT = /\b(liniow\w*|19 ?%|flat)\b/;
const answer = (content: string): ComputedAnswer => ({
  topic: "sprzedaz-po-likwidacji",
  content,
  articles: ["zamkniecie-jdg"],
  calculation: content,
});

/** The month and year the business closed: "zamknęłam w marcu 2026", "closed in December 2025". */
function closingMonth(t: string): { month: number; year: number } | null {
  for (const m of t.matchAll(/\b([a-z]{3,})\.? (\d{4})\b/g)) {
    const month = monthOf(m[1]!);
    if (month) return { month, year: +m[2]! };
  }
  return null;
}

/** "Zamknęłam firmę w marcu 2026 – do kiedy sprzedaż auta jest opodatkowana?": the 6 years' last day. */
function windowAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(do kiedy|od kiedy|kiedy|ile (mam )?czeka\w*|until when|from when|when|how long)\b/)) return null;
  const closed = closingMonth(t);
  if (!closed) return null;
  const end: CalendarDate = {
    year: closed.year + 6,
    month: closed.month,
    day: daysInMonth(closed.year + 6, closed.month),
  };
  const start: CalendarDate = { ...addMonths(closed.year, closed.month, 1), day: 1 };
  const free: CalendarDate = { ...addMonths(closed.year + 6, closed.month, 1), day: 1 };
  const lead = tr(`${AFTER}.window`, {
    end: formatDate(end, lang),
    start: formatDate(start, lang),
    free: formatDate(free, lang),
  });
  return answer(`${lead}\n\n${tr(`${AFTER}.windowNote`)}`);
}

/** "Sprzedam auto po likwidacji za 40 000, w pełni zamortyzowane, liniowy – ile podatku?": 19 % of the income. */
function flatTaxAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, FLAT) || !has(t, /\b(ile|jaki\w*|how much|tax due|podat\w*|tax)\b/)) return null;
  const values = findAmounts(t)
    .filter((a) => !a.people && a.value >= 1000)
    .map((a) => a.value);
  let price: number, left: number;
  if (
    values.length === 1 &&
    has(t, /\b(w pelni zamortyz\w*|calkowicie zamortyz\w*|zamortyzowan\w*|fully depreciated)\b/)
  ) {
    [price, left] = [values[0]!, 0];
  } else if (values.length === 3 && values[2]! <= values[1]!) {
    [price, left] = [values[0]!, values[1]! - values[2]!];
  } else return null;
  const income = Math.max(0, price - left);
  const tax = grosz(income * P.pit.flatRate.value);
  const lead = tr(`${AFTER}.flatTax`, {
    price: money(price, lang),
    left: money(left, lang),
    income: money(income, lang),
    tax: money(tax, lang),
  });
  return answer(`${lead}\n\n${tr(`${AFTER}.flatTaxNote`)}`);
}

/** Selling what is left of a closed business: the 6 years' window, or the flat tax on the sale. */
export function saleAfterClosingAnswer(q: Asked): ComputedAnswer | null {
  if (!has(q.t, CLOSED) || !has(q.t, SALE) || !has(q.t, ASSET)) return null;
  return flatTaxAnswer(q) ?? windowAnswer(q);
}

/** "Umowa pracownika kończy się 30 stycznia – do kiedy wyrejestrować go z ZUS?": 7 days, ZUS ZWUA. */
export function employeeDeregistrationAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(wyrejestr\w*|deregist\w*|zwua)\b/) || !has(t, /\b(pracown\w*|employee\w*|worker\w*|staff)\b/))
    return null;
  if (!has(t, /\b(do kiedy|kiedy|termin\w*|najpozniej|deadline|by when|until when|when|last day)\b/)) return null;
  const [ended] = datesIn(t);
  if (!ended) return null;
  const due = deadline(addDays(ended, 7)).due;
  const lead = tr(`${AFTER}.deregister`, { due: formatDate(due, lang), ended: formatDate(ended, lang) });
  const content = `${lead}\n\n${tr(`${AFTER}.deregisterNote`)}`;
  return { topic: "pracownik-wyrejestrowanie", content, articles: ["zamkniecie-jdg"], calculation: content };
}
