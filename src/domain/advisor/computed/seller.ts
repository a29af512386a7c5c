import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { scaleTax } from "../../tax/income-tax.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { amountText, findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";
import { UNREGISTERED } from "./words.ts";

/**
 * Calculators for small sellers (the fortieth set): a private sale within half a year, the PIT on
 * unregistered activity beside a job, what is left below the EU distance-sales limit, and a rough
 * month of ryczałt against the scale. Their sentences are kept here in both languages.
 */
const TEXT = {
  pl: {
    privateSale: (p: Record<string, string>) =>
      `**Sprzedaż ${p.sold} rzeczy kupionej ${p.bought} to sprzedaż przed upływem pół roku od końca miesiąca zakupu: dochód ${p.sale} − ${p.buy} = ${p.gain}** — wykazujesz go w zeznaniu PIT-36 za ${p.year} r. (odpłatne zbycie rzeczy, art. 10 ust. 1 pkt 8 lit. d ustawy o PIT) i płacisz od niego podatek według skali: 12% to około ${p.tax}. Bez podatku byłaby sprzedaż od ${p.free}.`,
    privateSaleFree: (p: Record<string, string>) =>
      `**Rzecz kupiona ${p.bought} i sprzedana ${p.sold} – po upływie pół roku od końca miesiąca zakupu – nie daje w 2026 r. przychodu do opodatkowania** (art. 10 ust. 1 pkt 8 lit. d ustawy o PIT): nie wykazujesz jej w PIT.`,
    privateSaleLoss: (p: Record<string, string>) =>
      `**Sprzedaż ${p.sold} za ${p.sale} rzeczy kupionej ${p.bought} za ${p.buy} nie daje dochodu** — przed upływem pół roku od końca miesiąca zakupu przychód wykazuje się w PIT-36, ale podatek liczy się od zysku, a tu go nie ma (art. 10 ust. 1 pkt 8 lit. d ustawy o PIT).`,
    unregisteredPit: (p: Record<string, string>) =>
      `**Dochód ${p.income} z działalności nierejestrowanej ${p.beside}to w 2026 r. około ${p.tax} podatku** — wykazujesz go w zeznaniu PIT-36 za rok i opodatkowujesz według skali (12% do 120 000 zł dochodu, 32% nadwyżki; ${p.note}), bez zaliczek w ciągu roku.`,
    besideJob: (job: string) => `obok ${job} z etatu `,
    jobNote: "kwota wolna jest już wykorzystana przy etacie",
    aloneNote: "z kwotą zmniejszającą podatek 3600 zł",
    ossLeft: (p: Record<string, string>) =>
      `**Do limitu 10 000 euro (42 000 zł) sprzedaży wysyłkowej do konsumentów w UE zostało Ci w 2026 r. ${p.left}** (42 000 zł − ${p.sold}). Od sprzedaży, którą przekroczysz ten limit, płacisz VAT kraju klienta i rozliczasz go w Polsce przez OSS (art. 22a ustawy o VAT); limit jest jeden dla wszystkich krajów UE razem.`,
    ossOver: (p: Record<string, string>) =>
      `**Sprzedaż ${p.sold} do konsumentów w UE przekracza w 2026 r. limit 10 000 euro (42 000 zł)** — od sprzedaży, którą go przekroczyłeś, płacisz VAT kraju klienta i rozliczasz go w Polsce przez OSS (art. 22a ustawy o VAT).`,
    rough: (p: Record<string, string>) =>
      `**Na szybko, bez ZUS i kwoty wolnej: ryczałt ${p.rate} od przychodu ${p.revenue} to ${p.ryczalt} miesięcznie, a skala 12% od dochodu ${p.income} (${p.revenue} − ${p.costs}) to ${p.scale} miesięcznie** — ${p.better} Przy niskiej marży skala zwykle wygrywa, bo ryczałt liczy się od całego przychodu; pełne porównanie obejmuje też składkę zdrowotną i ZUS.`,
    roughScale: "mniej zapłacisz na skali.",
    roughRyczalt: "mniej zapłacisz na ryczałcie.",
  },
  en: {
    privateSale: (p: Record<string, string>) =>
      `**Selling ${p.sold} a thing bought ${p.bought} is a sale within half a year of the end of the month of purchase: income ${p.sale} − ${p.buy} = ${p.gain}** — you report it in the PIT-36 return for ${p.year} (sale of things, article 10(1)(8)(d) of the PIT act) and pay tax on the scale: 12% is about ${p.tax}. A sale from ${p.free} on would be tax-free.`,
    privateSaleFree: (p: Record<string, string>) =>
      `**A thing bought ${p.bought} and sold ${p.sold} – after half a year from the end of the month of purchase – gives no taxable revenue in 2026** (article 10(1)(8)(d) of the PIT act): you do not report it in your PIT.`,
    privateSaleLoss: (p: Record<string, string>) =>
      `**Selling ${p.sold} for ${p.sale} a thing bought ${p.bought} for ${p.buy} gives no income** — within half a year of the end of the month of purchase the revenue goes into PIT-36, but tax is due only on a profit, and there is none (article 10(1)(8)(d) of the PIT act).`,
    unregisteredPit: (p: Record<string, string>) =>
      `**An income of ${p.income} from unregistered activity ${p.beside}means about ${p.tax} of tax in 2026** — you report it in the PIT-36 return for the year and it is taxed on the scale (12% up to PLN 120,000 of income, 32% above; ${p.note}), with no advances during the year.`,
    besideJob: (job: string) => `beside ${job} from a job `,
    jobNote: "the tax-free amount is already used by the job",
    aloneNote: "with the PLN 3,600 tax-reducing amount",
    ossLeft: (p: Record<string, string>) =>
      `**You have ${p.left} left in 2026 below the EUR 10,000 (PLN 42,000) limit for distance sales to consumers in the EU** (PLN 42,000 − ${p.sold}). From the sale with which you cross it you charge the VAT of the customer's country and settle it in Poland through OSS (article 22a of the VAT act); the limit is one for all EU countries together.`,
    ossOver: (p: Record<string, string>) =>
      `**Sales of ${p.sold} to consumers in the EU exceed the EUR 10,000 (PLN 42,000) limit in 2026** — from the sale that crossed it you charge the VAT of the customer's country and settle it in Poland through OSS (article 22a of the VAT act).`,
    rough: (p: Record<string, string>) =>
      `**Roughly, ignoring ZUS and the tax-free amount: ryczałt at ${p.rate} of revenue of ${p.revenue} is ${p.ryczalt} a month, and the scale's 12% of income of ${p.income} (${p.revenue} − ${p.costs}) is ${p.scale} a month** — ${p.better} With a thin margin the scale usually wins, as ryczałt is charged on the whole revenue; a full comparison also counts the health contribution and ZUS.`,
    roughScale: "the scale costs you less.",
    roughRyczalt: "ryczałt costs you less.",
  },
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
const IN_MONTH_PL = [
  "w styczniu",
  "w lutym",
  "w marcu",
  "w kwietniu",
  "w maju",
  "w czerwcu",
  "w lipcu",
  "w sierpniu",
  "we wrześniu",
  "w październiku",
  "w listopadzie",
  "w grudniu",
];
const OF_MONTH_PL = [
  "stycznia",
  "lutego",
  "marca",
  "kwietnia",
  "maja",
  "czerwca",
  "lipca",
  "sierpnia",
  "września",
  "października",
  "listopada",
  "grudnia",
];
const englishMonth = (month: number) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, month - 1, 1)));
/** "w styczniu 2026" / "in January 2026". */
const inMonth = (month: number, year: number, lang: KnowledgeLang) =>
  lang === "en" ? `in ${englishMonth(month)} ${year}` : `${IN_MONTH_PL[month - 1]} ${year}`;
/** "1 czerwca 2026" / "1 June 2026". */
const firstOf = (month: number, year: number, lang: KnowledgeLang) =>
  lang === "en" ? `1 ${englishMonth(month)} ${year}` : `1 ${OF_MONTH_PL[month - 1]} ${year}`;

/**
 * "Kupiłem konsolę w listopadzie 2025 za 2400 zł, w styczniu 2026 sprzedałem za 2900 – podatek?": a
 * private thing sold within half a year of the end of the month of purchase gives an income
 * (price less cost) for PIT-36; after it, nothing to report.
 */
export function privateSaleAnswer({ question, lang }: Asked): ComputedAnswer | null {
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
  const text = TEXT[lang];
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
export function unregisteredPitAnswer({ question, t, lang }: Asked): ComputedAnswer | null {
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
  const text = TEXT[lang];
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
export function ossLeftAnswer({ focus, question, lang }: Asked): ComputedAnswer | null {
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
  const text = TEXT[lang];
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
export function roughCompareAnswer({ t, amounts, lang }: Asked): ComputedAnswer | null {
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
  const text = TEXT[lang];
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
