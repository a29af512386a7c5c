import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

/**
 * Late payment between businesses (the forty-eighth set): the compensation for recovery costs of each
 * unpaid invoice (EUR 40, 70 or 100 by its amount, art. 10 of the act on preventing excessive delays in
 * commercial transactions) and in total for several, and the statutory interest for delay in
 * commercial transactions for a number of days at the rate of the first half of 2026.
 */
const L = PARAMETERS_2026.latePayment;
const ARTICLE = "odsetki-rekompensata-transakcje-handlowe";

/** A client paying late or not at all. */
const LATE =
  /\b(po terminie|spozni\w*|opozni\w*|nie (plac|zaplac|oplac|uregul)\w*|niezaplac\w*|nieoplac\w*|zaleg\w*|przetermin\w*|late|overdue|unpaid|(hasn|has not|didn|did not|doesn|does not|won|will not|isn|is not)\W{0,2}t? ?(paid|pay|paying))\b/;
/** The compensation asked ("ile rekompensaty", "charge them something on top", "doliczyć"). */
const COMPENSATION =
  /\b(rekompensat\w*|(40|70|100) ?(euro|eur)|koszt\w* (odzyskiw|windyk)\w*|compensation|on top|dolicz\w*|extra (fee|charge)|late (payment )?fees?|flat fee|charge (them|him|her|the client|the customer) (something|anything|extra|more))\b/;
/** The interest asked. */
const INTEREST = /\b(odset\w*|interest)\b/;
/** Another debt than a business's invoice: contributions, loans (a compensation is never theirs). */
const OTHER_DEBT = /\b(zus|skladk\w*|kredyt\w*|pozyczk\w*|loans?|lokat\w*|deposits?|alimen\w*)\b/;
/** Interest on a tax, not on an invoice ("odsetki od zaległego VAT"). */
const TAX_DEBT = /\b(urzad\w*|podat\w*|pit|vat\w*|cit|tax\w*)\b/;
/** A business's invoice or client. */
const INVOICE =
  /\b(faktur\w*|invoic\w*|klient\w*|kontrahent\w*|zleceniodawc\w*|client\w*|customer\w*|fracht\w*|freight|firm\w*|compan\w*|transakcj\w*)\b/;
/** Days or weeks of delay: "20 days late", "3 tyg po terminie", "za 45 dni", "spóźnia się 10 dni". */
const UNIT = "(?<u>dni|dnia|days?|tyg\\w*|tydz\\w*|weeks?)";
const DAYS = [
  new RegExp(
    `\\b(?<n>\\d{1,3}) ?${UNIT}\\b(?=[^.?!]{0,25}\\b(po terminie|late|overdue|opozn\\w*|spozn\\w*|zwlok\\w*|zaleg\\w*|delay\\w*)\\b)`,
  ),
  new RegExp(
    `\\b(opozn\\w*|spozn\\w*|late|overdue|zwlok\\w*|delay\\w*|za|for|by|o)( sie)?( o)? (?<n>\\d{1,3}) ?${UNIT}\\b`,
  ),
];

export function daysLate(t: string): number | null {
  for (const re of DAYS) {
    const m = re.exec(t);
    if (!m?.groups) continue;
    const days = Number(m.groups.n) * (/^(tyg|tydz|week)/.test(m.groups.u!) ? 7 : 1);
    if (days > 0 && days <= 3 * 365) return days;
  }
  return null;
}

/** The compensation in euro for one invoice: 40 up to 5 000 zł, 70 below 50 000 zł, 100 from 50 000 zł. */
export function compensationEur(amount: number): number {
  const [low, high] = L.compensationBands.value;
  const [small, middle, large] = L.compensationEur.value;
  return amount <= low ? small : amount < high ? middle : large;
}

/** Interest for delay in commercial transactions on an amount for a number of days (first half of 2026). */
export const lateInterest = (amount: number, days: number) => grosz((amount * L.interestFirstHalf.value * days) / 365);

const euro = (v: number, lang: KnowledgeLang) => (lang === "en" ? `EUR ${v}` : `${v} euro`);

/** The invoices named: sums of money, those of a follow-up's own words first. */
function invoices({ question, focus }: Asked): number[] {
  const of = (s: string) =>
    findAmounts(s)
      .filter((a) => a.money && !a.people && a.value >= 1)
      .map((a) => a.value);
  const own = focus ? of(focus) : [];
  return own.length ? own : of(question);
}

/**
 * "Faktura 4 200 zł, 3 tygodnie po terminie – ile rekompensaty?", "3 unpaid invoices: 3,000, 20,000
 * and 60,000 – compensation in total?", "ile odsetek od 8 000 zł za 30 dni?": computed from the 2026
 * parameters; a follow-up ("a za fakturę na 18 tys?") takes its own amount.
 */
export function latePaymentAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr, focus } = q;
  const compensation = has(t, COMPENSATION) && (has(t, LATE) || has(t, /\brekompensat\w*|compensation\b/));
  const days = daysLate(focus ? `${focus} ${t}` : t);
  // "Ile odsetek od faktury 8 000 zł za 30 dni?": the days named say the payment is late.
  const interest = has(t, INTEREST) && (has(t, LATE) || days !== null) && has(t, INVOICE) && !has(t, TAX_DEBT);
  if ((!compensation && !interest) || has(t, OTHER_DEBT)) return null;
  const list = invoices(q);
  if (!list.length || list.length > 12) return null;
  const rate = L.interestFirstHalf.value;
  const common = {
    rate: pct(rate, lang),
    reference: pct(L.referenceRateJanuary.value, lang),
    low: money(L.compensationBands.value[0], lang),
    high: money(L.compensationBands.value[1], lang),
  };
  const one = list.length === 1 ? list[0]! : null;
  let content: string;
  if (one === null) {
    const parts = list.map((v) => `${money(v, lang)} – ${euro(compensationEur(v), lang)}`);
    const total = list.reduce((s, v) => s + compensationEur(v), 0);
    content = tr("advisor:computed.latePayment.compensationMany", {
      ...common,
      list: parts.join(", "),
      total: euro(total, lang),
    });
  } else {
    const params = { ...common, amount: money(one, lang), eur: euro(compensationEur(one), lang) };
    const interestPart =
      days !== null
        ? tr("advisor:computed.latePayment.interestDays", {
            ...params,
            days,
            interest: money(lateInterest(one, days), lang),
          })
        : tr("advisor:computed.latePayment.interestPerDay", {
            ...params,
            perDay: money(lateInterest(one, 1), lang),
          });
    // Compensation asked: its figure first, the interest after; interest asked: its figure, then the rule.
    content = compensation
      ? `${tr("advisor:computed.latePayment.compensationOne", params)} ${interestPart}`
      : `${interestPart} ${tr("advisor:computed.latePayment.interestRule", params)}`;
  }
  return { topic: "late-payment", content, articles: [ARTICLE], calculation: content };
}
