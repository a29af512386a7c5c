import { grosz, zloty } from "../../tax/money.ts";
import { PARAMETERS_2026 } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { daysLate } from "./late-payment.ts";
import { daysFromDates, statedDaysLate, statedRate } from "./tax-interest-days.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

/**
 * Default interest on a tax or ZUS contribution paid late (the mistakes theme): the amount × the
 * 2026 rate × the days late / 365, rounded to the złoty (art. 63 of the Tax Ordinance), nothing when
 * it does not exceed 8.70 zł for a tax (art. 54 § 1 pkt 5) or 1 % of the minimum wage for ZUS
 * contributions (art. 23 ust. 1a of the social insurance act), and for a tax the halved rate after
 * a quick correction (art. 56a) when a correction is named (ZUS contributions never get it).
 */
const P = PARAMETERS_2026.taxInterest;
const ARTICLE = "bledy-odsetki-podatkowe";

/** A tax or ZUS contribution, not a client's invoice (the commercial-transactions calculator's). */
const PUBLIC_DEBT =
  /\b(podat\w*|pit\w*|ryczal\w*|vat\w*|cit|zaliczk\w*|skarbow\w*|tax\w*|zus\w*|skladk\w*|contributions?)\b/;
const LATE_OR_INTEREST =
  /\b(odset\w*|interest|po terminie|spozni\w*|opozni\w*|zwlok\w*|late|overdue|after the deadline)\b/;
const CLIENT =
  /\b(faktur\w*|invoic\w*|klient\w*|kontrahent\w*|zleceniodawc\w*|clients?|customers?|fracht\w*|freight|kredyt\w*|loans?|pozyczk\w*)\b/;
const ZUS = /\b(zus\w*|skladk\w*|contributions?)\b/;
const CORRECTION = /\b(korekt\w*|skoryg\w*|correct\w*|amend\w*)\b/;
/** The correction filed by the taxpayer and the arrears paid at once (art. 56a's conditions). */
const OWN_INITIATIVE =
  /\b(sam|sama|samodzieln\w*|myself|on my own|own initiative|od razu|natychmiast|straight away|immediately|today|dzis|teraz)\b/;

/** The sum late: the one sum of money named (a follow-up's own first). */
function arrears({ question, focus }: Asked): number | null {
  // A sum without its currency ("ZUS (1,926.76 each)") counts when no sum names one.
  const of = (s: string) => {
    const found = findAmounts(s).filter((a) => !a.people && a.value >= 1);
    const named = found.filter((a) => a.money);
    return (named.length ? named : found.filter((a) => a.value >= 50 && !Number.isInteger(a.value))).map(
      (a) => a.value,
    );
  };
  const own = focus ? of(focus) : [];
  const list = own.length ? own : of(question);
  return list.length === 1 ? list[0]! : null;
}

/**
 * "Ile odsetek od 5 000 zł VAT zapłaconego 15 dni po terminie?", "ZUS 1 800 zł zapłacony 10 dni po
 * terminie – odsetki?", "interest on 12,000 PLN of PIT paid 20 days late": computed at the 2026 rate.
 */
export function taxInterestAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr, focus } = q;
  if (!has(t, PUBLIC_DEBT) || !has(t, LATE_OR_INTEREST) || has(t, CLIENT)) return null;
  const zus = has(t, ZUS);
  const both = focus ? `${focus} ${t}` : t;
  const days = daysLate(both) ?? statedDaysLate(both) ?? daysFromDates(t, focus, zus);
  const amount = arrears(q);
  if (days === null || amount === null) return null;
  // A rate the asker assumes wins over the one in force (the answer then says so).
  const stated = statedRate(both);
  const rate = stated ?? P.rate.value;
  const exact = grosz((amount * rate * days) / 365);
  const threshold = zus ? P.zusThreshold.value : P.threshold.value;
  const params = {
    amount: money(amount, lang),
    days,
    daysText: lang === "en" ? `${days} day${days === 1 ? "" : "s"}` : `${days} ${days === 1 ? "dzień" : "dni"}`,
    rate: pct(rate, lang),
    exact: money(exact, lang),
    // Whole złoty by art. 63 of the Tax Ordinance: below 50 grosze down, from 50 grosze up.
    rounded: money(zloty(exact), lang),
    threshold: money(threshold, lang),
  };
  const kind = zus ? "Zus" : "";
  const rateNote = tr(`advisor:computed.taxInterest.${stated === null ? "rateInForce" : "rateStated"}`, {
    rate: params.rate,
    inForce: pct(P.rate.value, lang),
  });
  let content = `${tr(`advisor:computed.taxInterest.${exact > threshold ? "due" : "notDue"}${kind}`, params)} ${rateNote}`;
  if (!zus && has(t, CORRECTION)) {
    const reducedRate = rate * (P.reducedRate.value / P.rate.value);
    const reduced = grosz((amount * reducedRate * days) / 365);
    const reducedParams = {
      ...params,
      reducedRate: pct(reducedRate, lang),
      reducedExact: money(reduced, lang),
      reduced: reduced > P.threshold.value ? money(zloty(reduced), lang) : money(0, lang),
    };
    // A correction filed on one's own and paid at once: the halved rate leads.
    content = has(t, OWN_INITIATIVE)
      ? `${tr("advisor:computed.taxInterest.reducedLead", reducedParams)} ${content}`
      : `${content} ${tr("advisor:computed.taxInterest.reduced", reducedParams)}`;
  }
  return { topic: "tax-interest", content, articles: [ARTICLE], calculation: content };
}
