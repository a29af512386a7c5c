import { fold } from "../../knowledge/analyzer.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";

/** Closing a business ("zamykam sklep", "likwiduję JDG", "closing my shop"). */
const CLOSING =
  /\b(zamyk\w*|zamkn\w*|likwid\w*|zlikwid\w*|wyrejestr\w*|clos(e|ed|ing)|shut(ting)? down|wind(ing)? up)\b/;
const STOCK =
  /\b(remanent\w*|spis\w* z natury|stock-?takes?|stock|inventor\w*|towar\w*|goods|zapas\w*|wartosc\w* rynkow\w*|market value)\b/;
const OPENING_STOCK = /\b(1 stycznia|1 january|january 1|poczatk\w*|otwarci\w*|opening|start\w* of the year)\b/;
/** A VAT payer that deducted VAT on the goods ("czynny vatowiec", "VAT odliczyłam", "I deducted VAT"). */
const VAT_DEDUCTED =
  /\b(czynn\w* (podatnik\w* )?vat\w*|czynn\w* vatowc\w*|vatowc\w*|active vat payer|vat payer|odliczy\w* vat|vat (\w+ ){0,3}odliczy\w*|deducted (the )?vat)\b/;

/**
 * "Zamykam sklep: remanent na 1 stycznia 3 000 zł, likwidacyjny 7 000 zł – co z dochodem?": on the KPiR
 * the difference of the stock-takes changes the closing year's income by that amount (art. 24 ust. 2
 * PIT act); "zostało towaru za 6 000 zł netto, VAT odliczyłem": a VAT payer pays output VAT on the
 * goods left (art. 14 VAT act), at the rate named or 23 %.
 */
export function closingStockAnswer({ t, lang, tr, focus }: Asked): ComputedAnswer | null {
  // "Towaru za 3 200 zł na 23% – da się go nie wykazywać?": goods left out of the closing stock.
  const leftOut = has(t, LEFT_OUT_STOCK) && has(t, RATE);
  if ((!has(t, CLOSING) && !leftOut) || !has(t, STOCK)) return null;
  // "…a do kiedy VAT-Z?" after the stock: a follow-up asking something else is not the stock's sum.
  const own = fold(focus).toLowerCase();
  if (own && !has(own, STOCK) && !findAmounts(own).length) return null;
  // "…likwidacyjny wyszedł 8 000": a stock's value may come without "zł"; a bare year is no value.
  const amounts = findAmounts(t).filter(
    (a) => !a.people && (a.money || (a.value >= 100 && (a.value < 1990 || a.value > 2100))),
  );
  if (amounts.length === 2 && has(t, /\b(remanent\w*|spis\w* z natury|stock-?takes?|opening stock|closing stock)\b/)) {
    const openingAt = amounts.findIndex((a) => OPENING_STOCK.test(t.slice(Math.max(0, a.index - 40), a.index)));
    const [opening, closing] = openingAt === 1 ? [amounts[1]!, amounts[0]!] : [amounts[0]!, amounts[1]!];
    const diff = closing.value - opening.value;
    if (diff === 0) return null;
    const content = tr("advisor:computed.closing.stockIncome", {
      opening: money(opening.value, lang),
      closing: money(closing.value, lang),
      diff: money(Math.abs(diff), lang),
      direction: tr(diff > 0 ? "advisor:computed.closing.raises" : "advisor:computed.closing.lowers"),
    });
    return { topic: "spis-z-natury", content, articles: ["spis-z-natury", "zamkniecie-jdg"], calculation: content };
  }
  // "How much VAT on the closing stock?": asking the VAT due says the goods' VAT was deducted.
  if ((!has(t, VAT_DEDUCTED) && !has(t, VAT_DUE_ASKED) && !leftOut) || has(t, /\b(zwolnion\w*|exempt\w*)\b/))
    return null;
  const rated = ratedAmounts(t, amounts);
  if (rated.length > 1) return mixedStockVat(rated, lang);
  if (amounts.length !== 1) return null;
  const rate = Number(/(?<![\d,.])(23|8|5) ?(%|proc\w*|percent)/.exec(t)?.[1] ?? 23);
  const net = amounts[0]!.value;
  const noMinimum =
    lang === "en"
      ? "\n\nThere is no minimum value: even a small closing stock is listed and taxed."
      : "\n\nPrzepisy nie znają kwoty minimalnej: nawet niewielki remanent trzeba spisać i opodatkować.";
  const content =
    tr("advisor:computed.closing.stockVat", {
      net: money(net, lang),
      rate: `${rate}%`,
      vat: money(Math.round(net * rate) / 100, lang),
    }) + (leftOut ? noMinimum : "");
  return { topic: "spis-z-natury", content, articles: ["spis-z-natury", "zamkniecie-jdg"], calculation: content };
}

/** "Da się go nie wykazywać?", "can I leave it out": goods kept out of the stock-take. */
const LEFT_OUT_STOCK = /\b(nie wykazyw\w*|nie wykaz\w*|pomin\w*|nie ujm\w*|skip (it|them)|leave (it|them) out)\b/;
const RATE = /(?<![\d,.])(23|8|5) ?(%|proc\w*|percent)/;

/** "Ile VAT-u?", "how much VAT", "VAT due?", "total vat": the VAT on the stock asked. */
const VAT_DUE_ASKED =
  /\b(ile (\w+ )?vat\w*|how much vat|vat (due|owed)|total vat|vat (on|from) (the )?(closing|remanent\w*|stock|inventor\w*))\b/;

/** "15 000 at 23% and 4 000 at 5%": each sum with the rate that follows it. */
function ratedAmounts(t: string, amounts: ReturnType<typeof findAmounts>) {
  return amounts.flatMap((a) => {
    const rate = /^\D{0,25}?(?<![\d,.])(23|8|5) ?(%|proc\w*|percent)/.exec(t.slice(a.end))?.[1];
    return rate && a.value !== Number(rate) ? [{ net: a.value, rate: Number(rate) }] : [];
  });
}

/** The closing stock's VAT at several rates, summed. */
function mixedStockVat(rated: { net: number; rate: number }[], lang: Asked["lang"]): ComputedAnswer {
  const vats = rated.map((r) => Math.round(r.net * r.rate) / 100);
  const total = Math.round(vats.reduce((s, v) => s + v, 0) * 100) / 100;
  const lines = rated.map((r, i) => `${money(r.net, lang)} × ${r.rate}% = ${money(vats[i]!, lang)}`).join("; ");
  const content =
    lang === "en"
      ? `**The VAT on the closing stock is ${money(total, lang)} in total: ${lines}** (art. 14 of the VAT act – goods left at closing whose purchase VAT was deducted). It goes into the JPK_V7 for the last period of activity.`
      : `**VAT od remanentu likwidacyjnego wynosi razem ${money(total, lang)}: ${lines}** (art. 14 ustawy o VAT – towary, które zostały przy zamknięciu i od których odliczono VAT). Wykazuje się go w JPK_V7 za ostatni okres działalności.`;
  return { topic: "spis-z-natury", content, articles: ["spis-z-natury", "zamkniecie-jdg"], calculation: content };
}
