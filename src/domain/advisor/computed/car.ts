import { fold } from "../../knowledge/analyzer.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

/** A passenger car of the business, named or by its kind ("SUV", "hybryda", "elektryk"). */
const CAR =
  /\b(samochod(u|em|zie|y|ow)?|aut(o|a|em|u)?|aucie|osobow(y|ego|ym|k\w*)|car(?! (parts?|workshop|repair|mechanic|wash|dealer))|cars|suv|hybryd\w*|hybrid car|(plug-in )?hybrid(?! (work|model|job|mode))|plug-in|toyot\w*|skod\w*|bmw|audi|tesl\w*|vehicle)\b/;
/** The car itself acquired or valued: bought, leased, rented, worth so much. */
const ACQUIRED =
  /\b(kupi\w*|kupu\w*|zakup\w*|buy\w*|bought|purchas\w*|leas\w*|najm\w*|najem|wynaj\w*|rent\w*|wartos\w*|wart[aey]|worth|value|price|cen[aey]|kosztuj\w*|costs? (pln )?\d+)\b/;
/** What the value limit caps: depreciation, lease instalments, AC insurance, the costs asked as a share. */
const VALUE_LIMITED =
  /\b(amortyz\w*|odpis\w*|depreciat\w*|leasing\w*|leas\w*|rat\w* leasing\w*|najem|najm\w*|wynajem|rent\w*|ubezpiecz\w* ac|ac|autocasco|limit\w*|koszt\w*|cost\w*|procent\w*|percent\w*|proporcj\w*|proportion\w*|czesc\w*|share|ile (wejdzie|wchodzi|moge|odlicz\w*)|how much)\b/;
/** A running cost of a car: fuel, service, repairs, tyres, washing. */
const RUNNING =
  /\b(paliw\w*|tankow\w*|benzyn\w* (za|na)|fuel|petrol (for|bill)|serwis\w*|servic\w*|napraw\w*|repair\w*|opon\w*|tyres?|tires?|myjni\w*|car wash|eksploatac\w*|running costs?)\b/;
/** A car used also privately ("auto mieszane", "jeżdżę też prywatnie", "mixed use"). */
const MIXED = /\b(miesza\w*|mixed|prywatn\w*|privat\w*|weekend\w*|tez do domu|do celow prywatnych|personal use)\b/;
/** Used only in the business, reported on VAT-26 with a mileage log. */
const BUSINESS_ONLY = /\b(wylacznie|tylko|only|exclusively)\b.{0,20}\b(firm\w*|business|dzialalnosc\w*)\b|\bvat-?26\b/;
const ELECTRIC = /\b(elektry\w*|electric\w*|\bev\b|wodor\w*|hydrogen)\b/;
const PLUG_IN = /\b(plug[- ]?in|phev|hybryd\w* plug\w*)\b/;
const LOW_EMISSION = /\b(ponizej|mniej niz|below|under|less than|do|<)\s*50 ?g/;
const HIGH_EMISSION = /\b(powyzej|ponad|co najmniej|wiecej niz|above|over|at least|more than|min\.?|>=?)\s*50 ?g/;
const EMISSION = /\b(\d{1,3})\s?g(?:\/km|\b| co2)/;
const SOLD = /\b(sprzeda\w*|sprzedal\w*|sell\w*|sold|zwolnieni\w* z vat|vat (exemption|limit)|limit\w* zwolnieni\w*)\b/;
const PRIVATE_CAR =
  /\b(prywatn\w* (samoch\w*|aut\w*)|(samoch\w*|aut\w*) prywatn\w*|private car|my own car|own car|not in (the )?fixed assets|nie (jest )?w (srodkach|ewidencji))\b/;
/** A transition from before 2026 (contracts and cars of 2025 and earlier): the article's rules. */
const EARLIER_YEAR = /\b(20(1\d|2[0-5])|przed 2026|before 2026|dalej|nadal|still)\b/;

/** The value limit of the car a question describes (2026), with the reason it was chosen. */
function valueLimit(t: string): { limit: number; kind: "electric" | "low" | "high" | "assumed" } {
  const c = P.car;
  if (has(t, ELECTRIC) && !has(t, /\bhybryd\w*|hybrid\w*\b/))
    return { limit: c.valueLimitElectric.value, kind: "electric" };
  const grams = EMISSION.exec(t);
  if (has(t, LOW_EMISSION)) return { limit: c.valueLimitLowEmission.value, kind: "low" };
  if (has(t, HIGH_EMISSION)) return { limit: c.valueLimitCombustion.value, kind: "high" };
  if (grams)
    return Number(grams[1]) < 50
      ? { limit: c.valueLimitLowEmission.value, kind: "low" }
      : { limit: c.valueLimitCombustion.value, kind: "high" };
  if (has(t, PLUG_IN)) return { limit: c.valueLimitLowEmission.value, kind: "low" };
  if (
    has(
      t,
      /\b(spalin\w*|combustion|benzyn\w*|diesel\w*|diesl\w*|olej\w* napedow\w*|ropniak\w*|lpg|gaz\w*|petrol|gasoline|hybryd\w*|hybrid\w*)\b/,
    )
  )
    return { limit: c.valueLimitCombustion.value, kind: "high" };
  return { limit: c.valueLimitCombustion.value, kind: "assumed" };
}

/**
 * "Auto za 160 tys. netto, emisja powyżej 50 g – jaki procent odpisów w koszty?": the share of each
 * depreciation write-off, of the capital part of each lease instalment and of the AC premium that is
 * a cost when the car's value exceeds its 2026 limit (100 000 / 150 000 / 225 000 zł by emissions).
 */
function valueShareAnswer(q: Asked, t: string): ComputedAnswer | null {
  const { lang, tr } = q;
  // The car's value: the largest sum of money named, not a limit the question quotes; a
  // follow-up's own ("a za 120 tys.?") first.
  const values = (text: string) =>
    findAmounts(text)
      .filter((a) => a.money && a.value >= 20_000 && !/limit\w*\s*$/i.test(text.slice(0, a.index)))
      .map((a) => a.value);
  const named = values(q.focus).length ? values(q.focus) : values(q.question);
  if (!named.length || !has(t, VALUE_LIMITED) || !has(t, ACQUIRED)) return null;
  const value = Math.max(...named);
  // "…a gdyby to był elektryk?": the follow-up's kind of car replaces the one before.
  const own = valueLimit(fold(q.focus).toLowerCase());
  const { limit, kind } = own.kind === "assumed" ? valueLimit(t) : own;
  const share = Math.min(1, limit / value);
  const LEASE = /\b(leas\w*|najem|najm\w*|wynaj\w*|rent\w*)\b/;
  const lease = has(t, LEASE);
  const params = {
    value: money(value, lang),
    limit: money(limit, lang),
    // One decimal, as a share is said (55,6% of a PLN 180,000 car's write-offs).
    share: pct(Math.round(share * 1_000) / 1_000, lang),
    part: money(grosz(Math.max(0, value - limit)), lang),
    kind: tr(`advisor:computed.car.kind.${kind}`),
    mixed: pct(P.car.mixedUseShare.value, lang),
    vat: pct(P.car.vatMixedUseShare.value, lang),
  };
  const key = share >= 1 ? "withinLimit" : "share";
  const within = share >= 1 ? "Within" : "";
  const leasePart = tr(`advisor:computed.car.${lease ? "lease" : "leaseToo"}${within}`, params);
  const valuePart = tr(`advisor:computed.car.${key}`, params);
  // "…a przy leasingu?": the lease asked in a follow-up comes first.
  const leaseFirst = lease && has(fold(q.focus).toLowerCase(), LEASE);
  const content = [
    ...(leaseFirst ? [leasePart, valuePart] : [valuePart, leasePart]),
    tr("advisor:computed.car.mixedUse", params),
  ].join(" ");
  return { topic: "car", content, articles: ["samochod-w-firmie-limity"], calculation: content };
}

/**
 * "Faktura za paliwo 500 zł netto + 115 VAT, auto mieszane – ile VAT odliczę, ile w koszty?": half
 * the VAT deducted, the other half added to the expense, of which 75% is a cost on mixed use.
 */
function runningCostAnswer(q: Asked, t: string): ComputedAnswer | null {
  const { lang, tr } = q;
  // Without the VAT asked, a running cost's share is contractor.ts's (carCostShareAnswer).
  if (!has(t, RUNNING) || !has(t, MIXED) || !has(t, /\bvat\b/) || has(t, BUSINESS_ONLY)) return null;
  const sums = findAmounts(q.question)
    .filter((a) => a.value >= 1 && a.value < 1_000_000 && !(a.value === 23 || a.value === 8))
    .map((a) => a.value);
  if (!sums.length) return null;
  const [first, second] = sums;
  // "paliwo 1 000 zł" (no net named, no VAT figure): what was paid, VAT included.
  const netNamed = has(t, /\b(netto|net)\b/);
  // "500 netto + 115 VAT": the second figure is the VAT when it is a fifth to a quarter of the first.
  const vatNamed = second !== undefined && second < first! && second / first! > 0.04 && second / first! < 0.25;
  const grossNamed = !vatNamed && !netNamed;
  const rate = P.vat.standardRate.value;
  // "615 zł brutto, w tym 115 VAT": the gross named beside its VAT.
  const firstGross = grossNamed || (vatNamed && has(t, /\b(brutto|gross)\b/) && !netNamed);
  const net = vatNamed
    ? firstGross
      ? grosz(first! - second!)
      : first!
    : grossNamed
      ? grosz(first! / (1 + rate))
      : first!;
  const vat = vatNamed ? second! : grossNamed ? grosz(first! - net) : grosz(net * rate);
  const deducted = grosz(vat * P.car.vatMixedUseShare.value);
  const base = grosz(net + vat - deducted);
  const params = {
    net: money(net, lang),
    vat: money(vat, lang),
    deducted: money(deducted, lang),
    left: money(grosz(vat - deducted), lang),
    base: money(base, lang),
    cost: money(grosz(base * P.car.mixedUseShare.value), lang),
    share: pct(P.car.mixedUseShare.value, lang),
    vatShare: pct(P.car.vatMixedUseShare.value, lang),
    assumed: vatNamed ? "" : ` ${tr(`advisor:computed.car.${grossNamed ? "grossAssumed" : "vatAssumed"}`)}`,
  };
  const content = tr("advisor:computed.car.running", params);
  return { topic: "car", content, articles: ["samochod-w-firmie-limity"], calculation: content };
}

/**
 * "Osobówka za 100 tys. netto, jeżdżę też prywatnie – ile VAT odzyskam?": half the purchase VAT on
 * mixed use (art. 86a of the VAT act), the rest added to the car's initial value.
 */
function purchaseVatAnswer(q: Asked, t: string): ComputedAnswer | null {
  const { lang, tr } = q;
  const reclaim = /\b(odzysk\w*|odlicz\w*|odliczy\w*|reclaim\w*|deduct\w*|recover\w*|zwrot\w*|get back)\b/;
  if (!has(t, /\bvat\b/) || !has(t, reclaim) || !has(t, MIXED) || has(t, BUSINESS_ONLY) || has(t, RUNNING)) return null;
  const sums = findAmounts(q.question).filter((a) => a.money && a.value >= 20_000 && a.value < 2_000_000);
  if (!sums.length) return null;
  const first = sums[0]!.value;
  const rate = P.vat.standardRate.value;
  const gross = has(t, /\b(brutto|gross)\b/) && !has(t, /\b(netto|net)\b/);
  const net = gross ? grosz(first / (1 + rate)) : first;
  const vat = grosz(net * rate);
  const deducted = grosz(vat * P.car.vatMixedUseShare.value);
  const content = tr("advisor:computed.car.purchaseVat", {
    net: money(net, lang),
    vat: money(vat, lang),
    deducted: money(deducted, lang),
    left: money(grosz(vat - deducted), lang),
    vatShare: pct(P.car.vatMixedUseShare.value, lang),
  });
  return { topic: "car", content, articles: ["samochod-w-firmie-limity"], calculation: content };
}

/** A passenger car in the business, computed: the value limit's share, or a running cost's VAT and cost. */
export function carAnswer(q: Asked): ComputedAnswer | null {
  const { t } = q;
  if (!has(t, CAR) || has(t, /\b(ciezarow\w*|ciagnik\w*|tir\w*|truck\w*|lorry|van\w*|dostawcz\w*|3[,.]5 ?t)\b/))
    return null;
  // A car sold (its VAT, the VAT limit) and a private car outside the fixed assets are the articles'.
  if (has(t, EARLIER_YEAR) || has(t, SOLD) || has(t, PRIVATE_CAR)) return null;
  return runningCostAnswer(q, t) ?? purchaseVatAnswer(q, t) ?? valueShareAnswer(q, t);
}
