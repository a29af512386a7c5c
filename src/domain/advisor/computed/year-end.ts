import { fold } from "../../knowledge/analyzer.ts";
import { ryczaltMonthlyHealth } from "../../tax/health-contribution.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { formatDate } from "../understanding/dates.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";
import { yearEndDatesAnswer } from "./year-end-dates.ts";

/** The stock count at the start and at the end of the year, by whatever name ("remanent", "opening stock"). */
const STOCK = /\b(remanent\w*|spis\w* z natury|stock\w*|inventor\w*|towar\w*)\b/;
const REVENUE = /\b(przychod\w*|revenue|sales|obrot\w*)\b/;
const COSTS = /\b(koszt\w*|costs?|expenses?)\b/;
/** A follow-up's stock figure is the opening one only when it says so. */
const OPENING = /\b(poczat\w*|otwarc\w*|opening|start\w*|1 stycznia|1 january)\b/;

const money2 = (v: number, lang: Asked["lang"]) => money(grosz(v), lang);
const answer = (topic: string, content: string, articles: string[]): ComputedAnswer => ({
  topic,
  content,
  articles,
  calculation: content,
});
const sums = (text: string) => findAmounts(text).filter((a) => !a.people && a.value >= 1);

/**
 * "Przychód 300 tys., koszty 220 tys., remanent początkowy 40 tys., końcowy 55 tys. – jaki dochód?":
 * on the KPiR the year's costs are corrected by the stock counts, so income = revenue − (costs +
 * opening stock − closing stock) (art. 24 ust. 2 of the PIT act). A follow-up's one figure is the
 * closing stock unless it names the opening one.
 */
function stockIncomeAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, STOCK) || !has(t, REVENUE) || !has(t, COSTS)) return null;
  if (!has(t, /\b(dochod\w*|income|profit|zysk\w*)\b/)) return null;
  const base = sums(q.focus ? q.question.replace(q.focus, " ") : q.question).map((a) => a.value);
  if (base.length !== 4) return null;
  const [revenue, costs] = base as [number, number];
  let [, , opening, closing] = base as [number, number, number, number];
  const own = q.focus ? sums(q.focus) : [];
  if (own.length === 1) {
    if (has(q.focus.toLowerCase(), OPENING)) opening = own[0]!.value;
    else closing = own[0]!.value;
  }
  const income = revenue - (costs + opening - closing);
  const content = tr("advisor:computed.yearEnd.stockIncome", {
    revenue: money2(revenue, lang),
    costs: money2(costs, lang),
    opening: money2(opening, lang),
    closing: money2(closing, lang),
    income: money2(income, lang),
    change: money2(Math.abs(closing - opening), lang),
    direction: tr(`advisor:computed.yearEnd.${closing >= opening ? "raises" : "lowers"}`),
  });
  return answer("stock-income", content, ["spis-z-natury"]);
}

/** "O ile mniej podatku?", "how much will I save": the tax a cost takes off. */
const SAVING =
  /\b((o )?ile (\w+ ){0,2}(mniej|oszczedz\w*|zaoszczedz\w*|zyskam|taniej)|oszczedz\w*|zaoszczedz\w*|how much (\w+ ){0,2}(less|save|saving|lower)|how much tax (will |do )?i save|tax saving\w*|saves? me)\b/;
const PURCHASE =
  /\b(wydat\w*|kup\w*|zakup\w*|sprzet\w*|laptop\w*|komputer\w*|buy\w*|purchas\w*|equipment|expense\w*|spend\w*)\b/;

/**
 * "Liniowy – kupię w grudniu sprzęt za 8 tys. netto, o ile mniej podatku?": a cost of the year
 * lowers income by its net amount, so the tax falls by the rate the taxpayer pays on the last
 * złoty: 19% on the flat tax, 32% in the scale's second bracket, 12% in the first; the health
 * contribution falls too (4.9% or 9%).
 */
function costSavingAnswer(q: Asked): ComputedAnswer | null {
  const { lang, tr } = q;
  // "ile mniej więcej" is "about how much", no saving.
  const t = q.t.replace(/\bmniej wiecej\b/g, " ");
  if (!has(t, SAVING) || !has(t, PURCHASE)) return null;
  if (has(t, /\b(ryczal\w*|lump[- ]?sum|vat\w*|zus|skladk\w* spoleczn\w*)\b/)) return null;
  const second = has(t, /\b(32 ?%|drugi\w* prog\w*|drugim progu|second (tax )?(bracket|threshold)|higher bracket)\b/);
  const flat = has(t, /\b(liniow\w*|liniowk\w*|flat( tax)?|19 ?%)\b/);
  const scale = second || has(t, /\b(skal\w*|scale|12 ?%)\b/);
  if (flat === scale) return null;
  const amounts = sums(q.focus || q.question).filter((a) => ![19, 32, 12].includes(a.value) && a.value >= 100);
  if (amounts.length !== 1) return null;
  const cost = amounts[0]!.value;
  const rate = flat ? P.pit.flatRate.value : second ? P.pit.scaleRateHigh.value : P.pit.scaleRateLow.value;
  const healthRate = flat ? P.health.rateFlat.value : P.health.rateScale.value;
  const content = tr("advisor:computed.yearEnd.costSaving", {
    cost: money2(cost, lang),
    rate: pct(rate, lang),
    tax: money2(cost * rate, lang),
    healthRate: pct(healthRate, lang),
    health: money2(cost * healthRate, lang),
    limit: money(P.pit.lowValueAssetLimit.value, lang),
  });
  return answer("cost-saving", content, ["amortyzacja-jednorazowa-maly-podatnik"]);
}

/** Computers and their peripherals (KŚT group 4, 491): 30% a year (annex 1 to the PIT act). */
const COMPUTER = /\b(laptop\w*|komputer\w*|computer\w*|notebook\w*|macbook\w*|pc)\b/;
const COMPUTER_RATE = P.pit.computerDepreciationRate.value;

/**
 * "A gdyby laptop kosztował 12 000 netto – ile miesięcznie amortyzacji?", "kiedy pierwszy odpis?":
 * above 10 000 zł a computer is a fixed asset depreciated at 30% a year, from the month after it is
 * entered in the register (art. 22h ust. 1 pkt 1 and annex 1 of the PIT act).
 */
function computerDepreciationAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  // A follow-up asks in its own words ("a ta jednorazowa amortyzacja – jaki limit?" is no monthly charge).
  const own = q.focus ? fold(q.focus).toLowerCase() : t;
  if (!has(t, COMPUTER) || has(own, /\b(jednorazow\w*|de minimis|one-?off|limit\w*)\b/)) return null;
  const monthly = has(own, /\b(amortyz\w*|depreciat\w*|odpis\w*|write-?off)\b/);
  const first = has(
    own,
    /\b(pierwsz\w* odpis\w*|first (depreciation|charge|write-?off|deduction)|od kiedy amortyz\w*)\b/,
  );
  if (!monthly && !first) return null;
  if (!first && !has(own, /\b(miesiecz\w*|per month|a month|monthly|each month|co miesiac)\b/)) return null;
  const amounts = sums(q.focus || q.question).filter(
    (a) => a.value > P.pit.lowValueAssetLimit.value && a.value < 1000000,
  );
  const values = amounts.length
    ? amounts
    : sums(q.question).filter((a) => a.value > P.pit.lowValueAssetLimit.value && a.value < 1000000);
  if (values.length !== 1) return null;
  const value = values[0]!.value;
  const month = q.date ? q.date.month : null;
  const next = month
    ? month === 12
      ? { year: q.date!.year + 1, month: 1 }
      : { year: q.date!.year, month: month + 1 }
    : null;
  const content = tr(`advisor:computed.yearEnd.${first && next ? "firstCharge" : "depreciation"}`, {
    value: money2(value, lang),
    rate: pct(COMPUTER_RATE, lang),
    yearly: money2(value * COMPUTER_RATE, lang),
    monthly: money2((value * COMPUTER_RATE) / 12, lang),
    next: next ? formatDate({ ...next, day: 1 }, lang).replace(/^1 /, "") : "",
    limit: money(P.pit.lowValueAssetLimit.value, lang),
  });
  return answer("depreciation", content, ["amortyzacja-jednorazowa-maly-podatnik"]);
}

/** The year's flat tax or health contribution asked ("ile podatku rocznego", "roczna zdrowotna"). */
const ANNUAL = /\b(roczn\w*|za (caly )?rok|za ten rok|annual\w*|yearly|for the (whole )?year|per year|a year)\b/;

/**
 * "Liniowy, dochód 200 tys., zdrowotna zapłacona 9 800 – ile podatku rocznego?": 19% of income less
 * the health contribution paid, deducted up to 14 100 zł in 2026; "ile będzie roczna zdrowotna?":
 * 4.9% of the year's income.
 */
function flatYearAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, /\b(liniow\w*|liniowk\w*|flat)\b/) || !has(t, ANNUAL)) return null;
  if (has(t, /\b(skal\w*|scale|ryczal\w*|lump)\b/)) return null;
  const amounts = sums(q.focus || q.question)
    .map((a) => a.value)
    .filter((v) => v >= 1000 && v !== P.year);
  // The form's name ("podatek liniowy", "flat tax") is no question of the tax.
  const asked = t.replace(/\b(podat\w* liniow\w*|flat tax)\b/g, " ");
  const asksTax = has(asked, /\b(ile|how much|what)\b.{0,40}\b(podatk\w*|tax|pit)\b/);
  const health = has(t, /\b(zdrowotn\w*|health)\b/);
  if (asksTax && health && amounts.length === 2) {
    const [income, paid] = [Math.max(...amounts), Math.min(...amounts)];
    const deducted = Math.min(paid, P.health.flatDeductionCap.value);
    const content = tr("advisor:computed.yearEnd.flatYearTax", {
      income: money2(income, lang),
      paid: money2(paid, lang),
      deducted: money2(deducted, lang),
      cap: money(P.health.flatDeductionCap.value, lang),
      tax: money2((income - deducted) * P.pit.flatRate.value, lang),
    });
    return answer("flat-year-tax", content, ["podatek-liniowy", "skladka-zdrowotna-liniowy"]);
  }
  if (!health || asksTax || amounts.length !== 1 || !has(t, /\b(dochod\w*|income)\b/)) return null;
  const income = amounts[0]!;
  const yearly = income * P.health.rateFlat.value;
  if (yearly < P.health.minimumMonthly.value * 12) return null;
  const content = tr("advisor:computed.yearEnd.flatYearHealth", {
    income: money2(income, lang),
    health: money2(yearly, lang),
    cap: money(P.health.flatDeductionCap.value, lang),
  });
  return answer("flat-year-health", content, ["skladka-zdrowotna-liniowy", "skladka-zdrowotna-rozliczenie-roczne"]);
}

/**
 * "Ryczałt: płaciłam 498,35, a przychód wyszedł 75 tys. – o ile miesięcznie za mało?": the year's
 * revenue decides the bracket; the gap is that bracket's amount less the one paid, a month.
 */
function ryczaltGapAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, /\b(ryczal\w*|lump[- ]?sum)\b/) || !has(t, /\b(zdrowotn\w*|health)\b/)) return null;
  if (!has(t, /\b(za malo|za duzo|niedoplat\w*|doplac\w*|short|underpaid|too little|owe|brakuje|roznic\w*)\b/))
    return null;
  const m = P.health.ryczaltMonthly;
  const tiers = [m.upTo60k.value, m.upTo300k.value, m.above300k.value];
  const amounts = sums(q.question).map((a) => a.value);
  const paid = amounts.find((v) => tiers.includes(v));
  const revenue = amounts.filter((v) => v >= 1000).sort((a, b) => b - a)[0];
  if (paid === undefined || revenue === undefined) return null;
  // The revenue as told picks the bracket (the question gives no social contributions to take off).
  const due = ryczaltMonthlyHealth(P, revenue);
  const gap = grosz(due - paid);
  const content = tr(`advisor:computed.yearEnd.${gap > 0 ? "ryczaltShort" : "ryczaltOver"}`, {
    revenue: money2(revenue, lang),
    paid: money2(paid, lang),
    due: money2(due, lang),
    gap: money2(Math.abs(gap), lang),
    yearly: money2(Math.abs(gap) * 12, lang),
  });
  return answer("ryczalt-health-gap", content, ["skladka-zdrowotna-ryczalt", "skladka-zdrowotna-rozliczenie-roczne"]);
}

/** The turn of the year's figures: stock and income, a cost's saving, depreciation, the flat tax's year, health. */
export const yearEndAnswer = (q: Asked): ComputedAnswer | null =>
  stockIncomeAnswer(q) ??
  costSavingAnswer(q) ??
  computerDepreciationAnswer(q) ??
  flatYearAnswer(q) ??
  ryczaltGapAnswer(q) ??
  yearEndDatesAnswer(q);
