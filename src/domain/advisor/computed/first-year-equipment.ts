import { fold } from "../../knowledge/analyzer.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { findAmounts } from "../amounts.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

/** Equipment a new business buys: a computer, a phone, a printer, furniture. */
const EQUIPMENT =
  /\b(laptop\w*|macbook\w*|komputer\w*|computer\w*|pc|telefon\w*|smartfon\w*|iphone\w*|phone|smartphone|monitor\w*|drukark\w*|printer|tablet\w*|ipad\w*|sprzet\w*|equipment|aparat\w*|camera|mebl\w*|furniture|biurk\w*|desk)\b/;
const BOUGHT = /\b(kup\w*|zakup\w*|buy\w*|bought|purchas\w*)\b/;
const ACTIVE =
  /\b(czynn\w* (podatnik\w* )?vat\w*|czynn\w* vatowiec|vatowiec|vatowca|active vat|vat payer|vat-registered|registered for vat)\b/;
const EXEMPT = /\b(zwolnion\w*|zwolnieni\w*|vat-?exempt|exempt\w*|nievatowiec|nie jestem (czynnym )?vatowcem)\b/;
/** What the purchase is asked for: its cost, its VAT back, depreciation or a one-off cost. */
const ASKED =
  /\b(koszt\w*|costs?|expens\w*|odzysk\w*|odlicz\w*|reclaim\w*|deduct\w*|recover\w*|vat back|get the vat|amortyz\w*|depreciat\w*|jednorazow\w*|one-?off|at once|srod\w* trwal\w*|fixed asset\w*)\b/;
/** The VAT on it asked back ("ile VAT-u odzyskam", "can I get the VAT back"). */
const VAT_BACK =
  /\b(odzysk\w*|odlicz\w* (\w+ )?vat\w*|vat\w* (\w+ )?(odlicz\w*|wraca\w*|odzysk\w*)|reclaim\w*|recover\w*|vat back|deduct (the )?vat|vat (can|do) i deduct)\b/;
const GROSS = /^\s*(zl |pln )?(brutto|gross)\b/;
const NET = /^\s*(zl |pln )?(netto|net)\b/;

/** The price named, and whether gross or net: the follow-up's own words first. */
function price(text: string): { value: number; gross: boolean | null } | null {
  const amounts = findAmounts(text).filter((a) => a.value >= 100 && a.value < 1_000_000 && !a.people);
  if (!amounts.length) return null;
  const kind = (a: (typeof amounts)[number]) => {
    const after = text.slice(a.end, a.end + 12);
    return GROSS.test(after) ? true : NET.test(after) ? false : null;
  };
  // "11 000 zł brutto, netto wychodzi 8943": the gross price is what a VAT-exempt business pays.
  const named = amounts.find((a) => kind(a) === true) ?? amounts.find((a) => kind(a) === false) ?? amounts[0]!;
  return { value: named.value, gross: kind(named) };
}

/**
 * "Czynny vatowiec kupuje laptopa za 7380 brutto – ile w koszty, ile VAT-u wraca?", "VAT-exempt: can I
 * get the VAT back on a 6 150 PLN laptop?": an active VAT payer deducts the VAT and books the net
 * price; a VAT-exempt business deducts nothing and books the gross price (art. 86 VAT act; art. 22g(3)
 * PIT act). Above 10 000 zł the value is a fixed asset, depreciated (computers 30% a year).
 */
export function firstYearEquipmentAnswer({ question, focus, t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, EQUIPMENT) || !has(t, BOUGHT) || !has(t, ASKED)) return null;
  const focusT = fold(focus).toLowerCase();
  // The follow-up's own status first ("…and for a VAT-exempt business?").
  const own = (re: RegExp) => has(focusT || t, re);
  const exempt = own(EXEMPT) || (!own(ACTIVE) && has(t, EXEMPT));
  if (!exempt && !has(t, ACTIVE)) return null;
  // An active payer's depreciation or one-off cost alone is the year-end calculators'; an exempt
  // firm's gross price decides both.
  if (!has(t, VAT_BACK) && !(exempt && has(t, /\b(brutto|gross)\b/))) return null;
  const found = (focus && price(fold(focus).toLowerCase())) || price(fold(question).toLowerCase());
  if (!found) return null;
  const rate = P.vat.standardRate.value;
  const gross = found.gross === false ? grosz(found.value * (1 + rate)) : found.value;
  const net = found.gross === false ? found.value : grosz(found.value / (1 + rate));
  const value = exempt ? gross : net;
  const limit = P.pit.lowValueAssetLimit.value;
  const params = {
    gross: money(gross, lang),
    net: money(net, lang),
    vat: money(grosz(gross - net), lang),
    rate: pct(rate, lang),
    value: money(value, lang),
    limit: money(limit, lang),
    depreciation: pct(P.pit.computerDepreciationRate.value, lang),
  };
  const head = tr(`advisor:computed.firstYearEquipment.${exempt ? "exempt" : "active"}`, params);
  const tail = tr(`advisor:computed.firstYearEquipment.${value > limit ? "fixedAsset" : "oneOff"}`, params);
  const content = `${head} ${tail}`;
  return {
    topic: "first-year-equipment",
    content,
    articles: ["amortyzacja-jednorazowa-maly-podatnik"],
    calculation: content,
  };
}
