import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { scaleTax } from "../../tax/income-tax.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { amountText, findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money, type Translate } from "./shared.ts";
import { UNREGISTERED } from "./words.ts";
import { englishMonth, monthName } from "./month-names.ts";

/**
 * Calculators for small sellers (the fortieth set): a private sale within half a year, the PIT on
 * unregistered activity beside a job, what is left below the EU distance-sales limit, and a rough
 * month of ryczałt against the scale. Their sentences are in the catalogue.
 */
/** The calculators' sentences, from the catalogue (`advisor:computed.seller.*`). */
const sentences = (tr: Translate) => {
  const say = (key: string) => (p: Record<string, string>) => tr(`advisor:computed.seller.${key}`, p);
  return {
    privateSale: say("privateSale"),
    privateSaleFree: say("privateSaleFree"),
    privateSaleLoss: say("privateSaleLoss"),
    unregisteredPit: say("unregisteredPit"),
    besideJob: (job: string) => tr("advisor:computed.seller.besideJob", { job }),
    jobNote: tr("advisor:computed.seller.jobNote"),
    aloneNote: tr("advisor:computed.seller.aloneNote"),
    ossLeft: say("ossLeft"),
    ossOver: say("ossOver"),
    rough: say("rough"),
    roughScale: tr("advisor:computed.seller.roughScale"),
    roughRyczalt: tr("advisor:computed.seller.roughRyczalt"),
  };
};

const MONTHS: [RegExp, number][] = [
  [/^(stycz\w*|january|jan)$/, 1],
  [/^(lut\w*|february|feb)$/, 2],
  [/^(marc\w*|marzec|march|mar)$/, 3],
  [/^(kwie\w*|april|apr)$/, 4],
  [/^(maj|maja|maju|may)$/, 5],
  [/^(czerw\w*|june|jun)$/, 6],
  [/^(lip\w*|july|jul)$/, 7],
  [/^(sierp\w*|august|aug)$/, 8],
  [/^(wrze\w*|september|sep|sept)$/, 9],
  [/^(pazdziernik\w*|october|oct)$/, 10],
  [/^(listopad\w*|november|nov)$/, 11],
  [/^(grud\w*|december|dec)$/, 12],
];
const monthOf = (word: string) => MONTHS.find(([re]) => re.test(word))?.[1];

/** The first month (with its year, if named) at or after `from` in the folded text. */
function monthAfter(t: string, from: number): { month: number; year?: number; index: number } | null {
  for (const m of t.slice(from).matchAll(/\b([a-z]+)\b(?:\s+(20\d\d))?/g)) {
    const month = monthOf(m[1]!);
    if (month) return { month, year: m[2] ? +m[2] : undefined, index: from + m.index };
  }
  return null;
}

const SOLD = /\b(sprzedal\w*|sprzedam|sprzedaz\w*|sold|flipped|resold|sell)\b/;
const BOUGHT = /\b(kupil\w*|kupion\w*|bought|purchased)\b/;
/** "w styczniu 2026" / "in January 2026". */
const inMonth = (month: number, year: number, lang: KnowledgeLang) =>
  lang === "en"
    ? `in ${englishMonth(month)} ${year}`
    : `${month === 9 ? "we" : "w"} ${monthName(month, lang, "locative")} ${year}`;
/** "1 czerwca 2026" / "1 June 2026". */
const firstOf = (month: number, year: number, lang: KnowledgeLang) =>
  lang === "en" ? `1 ${englishMonth(month)} ${year}` : `1 ${monthName(month, lang, "genitive")} ${year}`;

/**
 * "Kupiłem konsolę w listopadzie 2025 za 2400 zł, w styczniu 2026 sprzedałem za 2900 – podatek?": a
 * private thing sold within half a year of the end of the month of purchase gives an income
 * (price less cost) for PIT-36; after it, nothing to report.
 */
export function privateSaleAnswer({ question, lang, tr }: Asked): ComputedAnswer | null {
  const t = amountText(question);
  const sold = SOLD.exec(t);
  const bought = BOUGHT.exec(t);
  if (!sold || !bought || !has(t, /\b(pit\w*|podat\w*|tax\w*|wykaz\w*|zeznani\w*)\b/)) return null;
  if (has(t, /\b(jdg|firm\w*|dzialalnos\w*|business|ryczal\w*|vat\w*|hurtow\w*|wholesale)\b/)) return null;
  const amounts = findAmounts(question).filter(
    (a) => !a.people && a.value >= 10 && !(a.value >= 2000 && a.value <= 2100 && !a.money),
  );
  const after = (i: number) => amounts.find((a) => a.index > i);
  const buyAmount = after(bought.index);
  const saleAmount = after(sold.index);
  if (!buyAmount || !saleAmount || buyAmount === saleAmount) return null;
  // The month of a verb is the month named nearest it: before it ("w styczniu sprzedałem") or after it.
  const near = (i: number) => {
    const clauseStart = Math.max(0, t.lastIndexOf(",", i) + 1, t.lastIndexOf(".", i) + 1);
    return monthAfter(t, clauseStart) ?? monthAfter(t, i);
  };
  const boughtMonth = near(bought.index);
  const soldMonth = near(sold.index);
  if (!boughtMonth || !soldMonth || boughtMonth.index === soldMonth.index) return null;
  const soldYear = soldMonth.year ?? P.year;
  const boughtYear = boughtMonth.year ?? (boughtMonth.month > soldMonth.month ? soldYear - 1 : soldYear);
  // Free from the first day of the seventh month after the month of purchase.
  const freeIndex = boughtYear * 12 + boughtMonth.month - 1 + 7;
  const soldIndex = soldYear * 12 + soldMonth.month - 1;
  const text = sentences(tr);
  const p: Record<string, string> = {
    bought: inMonth(boughtMonth.month, boughtYear, lang),
    sold: inMonth(soldMonth.month, soldYear, lang),
    buy: money(buyAmount.value, lang),
    sale: money(saleAmount.value, lang),
    year: String(soldYear),
  };
  const gain = grosz(saleAmount.value - buyAmount.value);
  const content =
    soldIndex >= freeIndex
      ? text.privateSaleFree(p)
      : gain <= 0
        ? text.privateSaleLoss(p)
        : text.privateSale({
            ...p,
            gain: money(gain, lang),
            tax: money(Math.round(gain * P.pit.scaleRateLow.value), lang),
            free: firstOf((freeIndex % 12) + 1, Math.floor(freeIndex / 12), lang),
          });
  return { topic: "private-sale", content, articles: ["sprzedaz-rzeczy-uzywanych-dac7"], calculation: content };
}

/**
 * "Mam etat (70k), z nierejestrowanej wyjdzie 22 tys. dochodu – ile podatku?": the scale's tax on
 * the unregistered income, on top of the job's income when there is one.
 */
export function unregisteredPitAnswer({ question, t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, UNREGISTERED) || !has(t, /\b(pit\w*|podat\w*|tax\w*)\b/)) return null;
  if (!has(t, /\b(ile|how much|roughly|mniej wiecej|okolo|about)\b/)) return null;
  if (has(t, /\b(vat\w*|zus\w*|skladk\w*|kas\w* fiskaln\w*|cash register|limit\w*|przekrocz\w*|exceed\w*)\b/))
    return null;
  const a = amountText(question);
  const named = UNREGISTERED.exec(a);
  const amounts = findAmounts(question).filter(
    (m) => !m.people && (m.money || m.value >= 100) && !/^20\d\d$/.test(String(m.value)),
  );
  const own = amounts.find((m) => m.index > named!.index && m.value !== P.unregistered.quarterlyLimit.value);
  if (!own) return null;
  const job = has(t, /\b(etat\w*|etaci\w*|umow\w* o prace|full-time|part-time|day job|job|employ\w*)\b/)
    ? amounts.find((m) => m !== own && m.value >= 1000)
    : undefined;
  const jobIncome = job ? (job.period === "month" || job.value < 20_000 ? job.value * 12 : job.value) : 0;
  const tax = Math.round(scaleTax(P, jobIncome + own.value) - scaleTax(P, jobIncome));
  const text = sentences(tr);
  const content = text.unregisteredPit({
    income: money(own.value, lang),
    beside: job ? text.besideJob(money(jobIncome, lang)) : "",
    tax: money(tax, lang),
    note: job ? text.jobNote : text.aloneNote,
  });
  return { topic: "unregistered-pit", content, articles: ["dzialalnosc-nierejestrowana"], calculation: content };
}

const EU_SALES = /\b(ue|eu|unii|oss|wsto|zagraniczn\w* vat|foreign vat|vat (kraju|krajow) klient\w*)\b/;
const LEFT_ASKED =
  /\b(ile (jeszcze|mi zostalo|zostalo|moge)|how much (more|is left|left)|before (i )?(cross|hit|reach|go over)\w*|zanim|do limitu|until)\b/;

/** "Sprzedałam już do klientów z UE za 30 tys. – ile jeszcze do zagranicznego VAT?": 42 000 zł less the sales. */
export function ossLeftAnswer({ focus, question, lang, tr }: Asked): ComputedAnswer | null {
  const own = focus || question;
  const t = amountText(own);
  if (!has(t, EU_SALES) || !has(t, LEFT_ASKED)) return null;
  if (
    !has(
      t,
      /\b(konsument\w*|consumers?|klient\w*|customers?|prywatn\w*|private|sprzeda\w*|sold|sales|wysla\w*|wysyla\w*|shipped|zagraniczn\w* vat|foreign vat|threshold|limit\w*)\b/,
    )
  )
    return null;
  const limit = 42_000;
  const sold = findAmounts(own).find((a) => !a.people && a.value >= 100 && a.value !== limit && a.value !== 10_000);
  if (!sold) return null;
  const text = sentences(tr);
  const left = grosz(limit - sold.value);
  const p = { sold: money(sold.value, lang), left: money(left, lang) };
  const content = left > 0 ? text.ossLeft(p) : text.ossOver(p);
  return { topic: "oss-limit", content, articles: ["sprzedaz-wysylkowa-ue-oss"], calculation: content };
}

const ROUGH =
  /\b(pomijajac (zus|skladki)|bez (zus|skladek)|ignor\w* (zus|contributions)|without (zus|contributions)|na szybko|z grubsza|rough\w*|ballpark)\b/;

/**
 * "Przychód 30k mies., towar 24k – ryczałt 3% czy skala? na szybko, pomijając ZUS": the month's
 * ryczałt at the named rate against 12% of the margin, as asked, without contributions.
 */
export function roughCompareAnswer({ t, amounts, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, /\b(ryczal\w*|lump[- ]?sum)\b/) || !has(t, /\b(skal\w*|scale)\b/) || !has(t, ROUGH)) return null;
  const rate = /\b(\d{1,2}(?:[.,]\d)?)\s?%/.exec(t);
  const revenue = amounts.find((a) => a.kind === "revenue");
  const costs = amounts.find((a) => a.kind === "costs");
  if (!rate || !revenue || !costs || costs.value >= revenue.value) return null;
  const monthly = (v: number, period: string | null) => (period === "year" ? v / 12 : v);
  const rev = monthly(revenue.value, revenue.period);
  const cost = monthly(costs.value, costs.period ?? revenue.period);
  const r = +rate[1]!.replace(",", ".") / 100;
  const ryczalt = grosz(rev * r);
  const scale = grosz((rev - cost) * P.pit.scaleRateLow.value);
  const text = sentences(tr);
  const content = text.rough({
    rate: `${rate[1]}%`,
    revenue: money(rev, lang),
    costs: money(cost, lang),
    income: money(rev - cost, lang),
    ryczalt: money(ryczalt, lang),
    scale: money(scale, lang),
    better: scale < ryczalt ? text.roughScale : text.roughRyczalt,
  });
  return { topic: "compare", content, articles: ["formy-opodatkowania-wybor", "ryczalt-stawki"], calculation: content };
}

/** The small sellers' calculators, in order. */
export const sellerAnswer = (q: Asked): ComputedAnswer | null =>
  privateSaleAnswer(q) ?? unregisteredPitAnswer(q) ?? ossLeftAnswer(q) ?? roughCompareAnswer(q);
