import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { ryczaltTaxAnswer } from "./pit.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

/**
 * The lump-sum tax a professional asks with the rate alone ("psycholog, 6000 przychodu, 14 % – podatek
 * bez odliczeń?", "a przy 17?"): a rate of the lump-sum list beside a revenue is the lump sum's
 * rate, since the tax scale and the flat tax are charged on income. Half of a stated health
 * contribution taken off the revenue is counted too.
 */
const REVENUE = /\b(przychod\w*|obrot\w*|revenue|turnover)\b/;
const INCOME = /\b(dochod\w*|income|liniow\w*|flat|skal\w*|tax scale)\b/;
const TAX = /\b(podat\w*|tax|ile (to )?(zaplac\w*|wyjdzie|bedzie)|how much)\b/;
const RYCZALT = /\b(ryczal\w*|lump[- ]?sum)\b/;
/** A rate written alone: "14 %", "stawka 8,5", "przy 17", "at 14%"; not an amount ("przy 10 tys."). */
const RATE_ALONE =
  /(?:\b(?:stawk\w*|przy|po|at|rate(?: of)?)\s+)(\d{1,2}(?:[.,]\d)?)\s?%?(?!\d|[.,]\d|\s?(?:tys|k\b|zl|pln|mln|000|thousand))|(?<![\d.,])(\d{1,2}(?:[.,]\d)?)\s?%(?!\s*(?:rabat\w*|znizk\w*|vat\w*|discount|off|of))/;
/** Half of the health contribution taken off the revenue, with its amount. */
const HALF_HEALTH = /\b(polow\w*|50 ?%|half)\b[^.?!]{0,40}\b(zdrowotn\w*|health)\b[^.?!\d]{0,20}(\d{3,4}[.,]\d{2})/;

const lumpRate = (text: string): number | null => {
  const m = RATE_ALONE.exec(text);
  if (!m) return null;
  const rate = Number((m[1] ?? m[2])!.replace(",", ".")) / 100;
  return (P.pit.ryczaltRates.value as readonly number[]).includes(rate) ? rate : null;
};

export function professionLumpTaxAnswer(q: Asked): ComputedAnswer | null {
  const { t, focus, lang } = q;
  const own = focus ? focus.toLowerCase() : t;
  const rate = lumpRate(own) ?? (focus ? null : lumpRate(t));
  if (rate === null || !has(t, REVENUE) || has(t, INCOME)) return null;
  if (!has(t, TAX) && !(focus && has(t, RYCZALT))) return null;
  const half = HALF_HEALTH.exec(t);
  if (half) return halfHealthAnswer(q, rate, Number(half[3]!.replace(",", ".")));
  if (has(t, /\b(zdrowotn\w*|health contribution)\b/)) return null;
  const word = lang === "en" ? "how much tax lump sum" : "ile podatku ryczalt";
  const rest = t.replace(new RegExp(RATE_ALONE.source, "g"), " ").replace(RYCZALT, " ");
  return ryczaltTaxAnswer({ ...q, t: `${word} ${pct(rate, lang)} ${rest}`, focus: "" });
}

/** (revenue − half of the health contribution) × rate: the lump sum after the health deduction. */
function halfHealthAnswer(q: Asked, rate: number, health: number): ComputedAnswer | null {
  const { lang, amounts } = q;
  const revenue = amounts.find((a) => a.kind === "revenue" && a.value >= 1000 && a.value !== health);
  if (!revenue) return null;
  const deducted = grosz(health / 2);
  const tax = grosz((revenue.value - deducted) * rate);
  const v = {
    rate: pct(rate, lang),
    revenue: money(revenue.value, lang),
    half: money(deducted, lang),
    base: money(revenue.value - deducted, lang),
    tax: money(tax, lang),
  };
  const content = q.tr("advisor:computed.professions.halfHealth", v);
  return { topic: "ryczalt-zasady", content, articles: ["ryczalt-zasady", "ryczalt-stawki"], calculation: content };
}

const MEDIC_VAT =
  /\b(lekarz\w*|lekark\w*|dentyst\w*|stomatolog\w*|pielegniar\w*|polozn\w*|fizjo\w*|psycholog\w*|doctors?|physicians?|dentists?|nurses?|midwi\w*|physio\w*|psychologists?)\b/;
/**
 * Questions the professions' articles answer, not a calculator: a medical professional's VAT beside
 * the 240 000 zł limit (health services are exempt whatever the turnover), the sale that crosses the
 * limit asked "from when", and a beauty service's cash register (needed from the first client).
 */
export function professionArticlesAsked(t: string): boolean {
  if (
    has(t, MEDIC_VAT) &&
    has(t, /\bvat\w*\b/) &&
    has(t, /\b(musz\w*|musi|trzeba|need to|have to|must) (\w+ ){0,2}(byc|zostac|rejestrowac|be|become|register)\b/) &&
    !has(t, /\b(estetyc\w*|aesthetic|weteryn\w*|vets?)\b/)
  )
    return true;
  if (
    has(t, /\bvat\w*\b/) &&
    has(t, /\b(przekrocz\w*|exceed\w*|go over|goes over)\b/) &&
    has(t, /\b(od kiedy|from when|since when)\b/)
  )
    return true;
  return (
    has(t, /\b(kas\w* fiskaln\w*|kasa|kasy|kase|cash registers?)\b/) &&
    has(t, /\b(kosmety\w*|kosmetolog\w*|fryzjer\w*|beauticians?|cosmet\w*|hairdress\w*)\b/) &&
    !has(
      t,
      /\b\d{1,2} (stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada|grudnia)\b|\b(from|od) \d/,
    )
  );
}
