import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";

/**
 * The forty-first blind set's calculations (IT and creative contractors): an invoice in a foreign
 * currency in złoty, and a car's running costs in the business's costs.
 */

const CURRENCY = "(eur|euro|usd|gbp|chf|dolar\\w*|dollars?|funt\\w*|pounds?|frank\\w*)";
const FOREIGN_AMOUNT = new RegExp(`(\\d[\\d ,.]*\\d|\\d)\\s*(k|tys\\.?)?\\s*${CURRENCY}\\b`);
/** "GBP 3,000", "EUR 2.5k": the currency written first. */
const CURRENCY_FIRST = new RegExp(`\\b${CURRENCY}\\s*(\\d[\\d ,.]*\\d|\\d)\\s*(k\\b|tys\\.?)?`);
const RATE = /\b(kurs\w*|rate)\b[^\d]{0,60}?(\d{1,2}[,.]\d{2,4})\b/;
const ASKS_PLN = /\b(przychod\w*|revenue|income|book\w*|ksieg\w*|ksiazk\w*|kpir|pln|zl|zlot\w*|ile|how much|what)\b/;

/** "10,000", "4 000", "4000,50", "12.5k": a written amount's value. */
function valueOf(written: string, thousands: boolean): number {
  const compact = written.replace(/ /g, "");
  const grouped = /^\d{1,3}([,.]\d{3})+$/.test(compact);
  const value = Number(grouped ? compact.replace(/[,.]/g, "") : compact.replace(",", "."));
  return thousands ? value * 1000 : value;
}

/**
 * "Faktura na 4 000 EUR, kurs średni NBP 4,25 – jaki przychód w zł?": the amount times the rate the
 * question names (art. 11a ust. 1 of the PIT act: the NBP average rate of the working day before).
 */
export function currencyRevenueAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  const after = FOREIGN_AMOUNT.exec(t);
  const before = after ? null : CURRENCY_FIRST.exec(t);
  const amount = after ?? (before ? [before[0], before[2], before[3], before[1]] : null);
  const rate = RATE.exec(t);
  if (!amount || !rate || !has(t, /\b(faktur\w*|invoic\w*|rachun\w*|bill\w*)\b/) || !has(t, ASKS_PLN)) return null;
  const value = valueOf(amount[1]!, Boolean(amount[2]));
  const r = Number(rate[2]!.replace(",", "."));
  if (!(value > 0) || !(r > 0)) return null;
  const content = tr("advisor:computed.contractor.currencyRevenue", {
    amount: value.toLocaleString(lang === "en" ? "en-GB" : "pl-PL").replace(/[\u00a0\u202f]/g, " "),
    currency: amount[3]!.toUpperCase().startsWith("EUR") ? "EUR" : amount[3]!.toUpperCase().slice(0, 3),
    rate: r.toLocaleString(lang === "en" ? "en-GB" : "pl-PL", { minimumFractionDigits: 2 }),
    pln: money(grosz(value * r), lang),
  });
  return { topic: "currency-revenue", content, articles: ["faktura-termin-zagranica"], calculation: content };
}

const CAR = /\b(samoch\w*|aut[aou]?|autem|car|vehicle)\b/;
const RUNNING =
  /\b(paliw\w*|tankow\w*|fuel|petrol|diesel|serwis\w*|napraw\w*|repairs?|opon\w*|tyres?|wydal\w*|wydatk\w*|spent|spend\w*)\b/;
const MIXED = /\b(prywatn\w*|privately|private( use)?|mixed( use)?|mieszan\w*|tez do domu|for personal)\b/;
/** A private car outside the fixed assets: 20 % (art. 23 ust. 1 pkt 46a lit. b of the PIT act). */
const OWN_CAR =
  /\b(prywatn\w* (samoch\w*|aut\w*)|(samoch\w*|aut\w*) prywatn\w*|private car|my own car|own car|not in (the )?fixed assets|nie (jest )?w (srodkach|ewidencji))\b/;
const IN_COSTS = /\b(koszt\w*|costs?|deduct\w*|odlicz\w*|expens\w*|write off|ile|how much)\b/;

/**
 * "Auto firmowe używane też prywatnie, 1 000 zł paliwa – ile w koszty?": 75 % of a company car's
 * running costs in mixed use, 20 % of a private car's (art. 23 ust. 1 pkt 46a of the PIT act).
 */
export function carCostShareAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!has(t, CAR) || !has(t, RUNNING) || !has(t, MIXED) || !has(t, IN_COSTS)) return null;
  // The VAT on them is the article's (50 % or 100 % with VAT-26).
  if (has(t, /\b(vat\w*|leasing\w*|lease|amortyz\w*|depreciat\w*|limit\w*)\b/)) return null;
  const spent = amounts.find((a) => a.value >= 10 && a.value <= 1_000_000);
  if (!spent) return null;
  const own = has(t, OWN_CAR);
  const share = own ? P.car.privateCarShare.value : P.car.mixedUseShare.value;
  const content = tr(own ? "advisor:computed.contractor.ownCar" : "advisor:computed.contractor.mixedCar", {
    spent: money(spent.value, lang),
    cost: money(grosz(spent.value * share), lang),
  });
  return { topic: "car-costs", content, articles: ["samochod-w-firmie-limity"], calculation: content };
}

export const contractorAnswer = (q: Asked) => currencyRevenueAnswer(q) ?? carCostShareAnswer(q);
