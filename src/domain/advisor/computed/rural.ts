import { flatTax, ryczaltTax, scaleTax } from "../../tax/income-tax.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 } from "../../tax/parameters-2026.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

/**
 * A farmer's side business (the rural set): whether the tax on a business's revenue stays within the
 * KRUS tax ceiling (art. 5a of the act on farmers' social insurance; the latest confirmed ceiling, for
 * 2025), and the 2% lump sum on agricultural retail trade revenue above the PLN 100,000 exempt from PIT.
 */
const R = PARAMETERS_2026.rural;

const KRUS = /\b(krus\w*|kasa rolnicz\w*|farmers'? (social )?insurance)\b/;
/** Staying in KRUS or the ceiling asked (not the start relief after it, which the article answers). */
const STAY =
  /\b(zostan\w*|zostac|zostaje|pozosta\w*|wylec\w*|wyleci\w*|wypadn\w*|strac\w*|przekrocz\w*|limit\w*|kwot\w* graniczn\w*|limi\w*|prog\w*|miesc\w*|mieszcz\w*|stay|remain|lose|exceed\w*|ceiling|threshold|cap)\b/;
const RHD =
  /\b(rolnicz\w* hand(el|l\w*) detaliczn\w*|rhd|agricultural retail\w*|dzem\w*|przetwor\w*|sery|serow\w*|wedlin\w*|jams?|preserves|cheeses?)\b/;
const RHD_TAX = /\b(ile|podat\w*|ryczalt\w*|pit|how much|tax\w*|lump sum)\b/;
/** A tax amount named as the tax, not revenue ("podatek 3 800 zł"). */
const TAX_NAMED = /\b(podat\w*|tax)\b/;
const REVENUE = /\b(przychod\w*|obrot\w*|sprzedaz\w*|utarg\w*|revenue|turnover|sales|makes?|zarabiam|earn\w*)\b/;
/** A sum said to be monthly. */
const MONTHLY = /\b(miesiecz\w*|miesiac\w*|mies|mc|msc|mcy|m-c|na miesiac|monthly|a month|per month|each month)\b/;
const SCALE = /\b(skal\w*|zasad\w* ogoln\w*|scale)\b/;
const FLAT = /\b(liniow\w*|flat tax)\b/;

/** Yearly sums of money named (a monthly one times 12). */
function yearly(q: Asked): number[] {
  // A follow-up's own figure ("a gdyby było 140 tys.?") replaces the one before it.
  const own = q.focus ? findAmounts(q.focus).filter((a) => !a.people && a.value >= 500) : [];
  return (own.length ? own : findAmounts(q.question))
    .filter((a) => !a.people && a.value >= 500)
    .map((a) => (a.period === "month" && has(q.t, MONTHLY) ? a.value * 12 : a.value));
}

/** A lump-sum rate named ("ryczałt 8,5%", "3% lump sum"), one of the 2026 rates. */
function namedRate(t: string): number | null {
  const m = /\b(\d{1,2}(?:[.,]\d)?) ?%/.exec(t);
  if (!m) return null;
  const rate = Number(m[1]!.replace(",", ".")) / 100;
  return PARAMETERS_2026.pit.ryczaltRates.value.find((r) => Math.abs(r - rate) < 1e-9) ?? null;
}

/** The tax a year's revenue or income gives on the form named (before deductions), or null. */
function taxOf(t: string, amount: number): { tax: number; how: "lump" | "scale" | "flat"; rate: number } | null {
  const P = PARAMETERS_2026;
  const rate = namedRate(t);
  if (rate !== null && has(t, /\b(ryczal\w*|lump[- ]?sum)\b|%/))
    return { tax: ryczaltTax(amount, rate), how: "lump", rate };
  if (has(t, FLAT)) return { tax: flatTax(P, amount), how: "flat", rate: P.pit.flatRate.value };
  if (has(t, SCALE)) return { tax: scaleTax(P, amount), how: "scale", rate: P.pit.scaleRateLow.value };
  return null;
}

function krusCeilingAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, KRUS) || !has(t, STAY) || has(t, /\b(ulg\w* na start|start relief|preferencyj\w*|preferential)\b/))
    return null;
  const amount = yearly(q).sort((a, b) => b - a)[0];
  if (amount === undefined) return null;
  const ceiling = R.krusTaxCeiling.value;
  const named = has(t, TAX_NAMED) && !has(t, REVENUE) && amount < 50000;
  const worked = named ? { tax: amount, how: "named" as const, rate: 0 } : taxOf(t, amount);
  if (!worked) return null;
  const params = {
    amount: money(amount, lang),
    tax: money(worked.tax, lang),
    rate: pct(worked.rate, lang),
    ceiling: money(ceiling, lang),
    year: R.krusTaxCeilingYear.value,
  };
  const within = worked.tax <= ceiling;
  const how = tr(`advisor:computed.rural.krus.${worked.how}`, params);
  const verdict = tr(`advisor:computed.rural.krus.${within ? "within" : "above"}`, params);
  const content = `${how} ${verdict} ${tr("advisor:computed.rural.krus.rules", params)}`;
  return { topic: "krus", content, articles: ["rolnik-krus-dzialalnosc"], calculation: content };
}

function rhdAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  // "Sprzedaję przetwory w RHD… – a gdyby było 140 tys.?": a follow-up's figure asks the tax again.
  const followUp = !!q.focus && findAmounts(q.focus).some((a) => a.value >= 1000);
  if (!has(t, RHD) || !(has(t, RHD_TAX) || followUp) || has(t, KRUS)) return null;
  const revenue = yearly(q).sort((a, b) => b - a)[0];
  if (revenue === undefined || revenue < 1000) return null;
  const limit = R.rhdExemptRevenue.value;
  const rate = R.rhdLumpSumRate.value;
  const params = {
    revenue: money(revenue, lang),
    limit: money(limit, lang),
    rate: pct(rate, lang),
    excess: money(Math.max(0, revenue - limit), lang),
    tax: money(grosz(Math.max(0, revenue - limit) * rate), lang),
  };
  const content = tr(`advisor:computed.rural.rhd.${revenue > limit ? "above" : "within"}`, params);
  return { topic: "rhd", content, articles: ["rolniczy-handel-detaliczny"], calculation: content };
}

const RELIEF =
  /\b(ulg\w* na start|uldze na start|preferencyj\w*|maly zus|malego zus|start relief|preferential|small zus)\b/;

/** "Wypadłem z KRUS – mam ulgę na start?": the relief and preferential ZUS after farmers' insurance. */
function krusReliefAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, KRUS) || !has(t, RELIEF)) return null;
  const Z = PARAMETERS_2026.zus;
  const pref = (sicknessInsurance: boolean) =>
    money(socialContributions(PARAMETERS_2026, { stage: "preferential", sicknessInsurance }).monthly.total, lang);
  const content = tr("advisor:computed.rural.krusRelief", {
    prefWithout: pref(false),
    prefWith: pref(true),
    reliefMonths: Z.startReliefMonths.value,
    preferentialMonths: Z.preferentialMonths.value,
    base: money(Z.preferentialBase.value, lang),
    fullBase: money(Z.fullBase.value, lang),
    smallPlus: money(Z.smallPlusRevenueLimit.value, lang),
  });
  return { topic: "krus", content, articles: ["krus-zus-przejscie-domownik"], calculation: content };
}

/** "Ryczałt 8,5%, przychód 70 tys. – zostanę w KRUS?", "RHD 130 000 zł – ile podatku?", "po KRUS ulga na start?". */
export const ruralAnswer = (q: Asked): ComputedAnswer | null =>
  krusReliefAnswer(q) ?? krusCeilingAnswer(q) ?? rhdAnswer(q);
