import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { citTax } from "../../tax/income-tax.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { type Amounts, type Asked, type ComputedAnswer, has, money, moneyAsked, type Translate } from "./shared.ts";
import { PAST_YEAR } from "./words.ts";

const CIT = /\b(cit|cit-?8|podat\w* dochodow\w* od os\w* prawn\w*|corporate (income )?tax|corporation tax)\b/;
const COMPANY =
  /\b(sp\.? ?z ?o\.? ?o\.?|spol[kc]\w* z (ograniczon\w*|o\.?\s?o)|z o\.?\s?o|psa|prost\w* spol[kc]\w* akcyjn\w*|limited (liability )?company|llc|ltd|company)\b/;
/** The 9% named: the rate itself, the small taxpayer, the first year of a company. */
const CIT_REDUCED =
  /(?<![\d,.])9 ?%|\b(9 (procent\w*|percent)|dziewiec procent\w*|nine per ?cent|reduced (cit|rate)|obnizon\w* (stawk\w*|cit)|mal\w* podatni\w*|small taxpayer\w*|pierwsz\w* rok\w*|first (tax )?year|qualif\w* for (the )?(9|reduced|lower))\b/;
const CIT_STANDARD = /(?<![\d,.])19 ?%|\b(19 (procent\w*|percent)|standard (cit|rate)|podstawow\w* stawk\w*)\b/;

/**
 * CIT of a company for a profit named in the question: 9% for a small taxpayer and in the first
 * year (within the 2 mln EUR revenue limits), 19% otherwise; both when the question names neither.
 * Not the Estonian CIT (a tax on distributed profit) nor a dividend (PIT of the shareholder).
 */
export function citAnswer(t: string, lang: KnowledgeLang, tr: Translate, amounts: Amounts): ComputedAnswer | null {
  const named =
    has(t, CIT) ||
    (has(t, COMPANY) && has(t, /\b(podat\w*|tax\w*)\b/) && has(t, /\b(zysk\w*|dochod\w*|profit\w*|income)\b/));
  if (
    !named ||
    has(t, /\b(estonsk\w*|estonian|ryczalt\w* od dochod\w*|dywidend\w*|dividend\w*|minimaln\w* cit|minimum cit)\b/)
  )
    return null;
  if (!has(t, /\b(ile|how much|jaki\w*|kwot\w*|wynies\w*|zaplac\w*|policz\w*|oblicz\w*|calculate|what|owe)\b/))
    return null;
  if (has(t, /\b(do kiedy|termin\w*|deadline\w*|by when|until when)\b/)) return null;
  const income = amounts.find((a) => a.kind === "income") ?? amounts.find((a) => a.kind === "unknown");
  if (!income) return null;
  const annual = income.period === "month" ? grosz(income.value * 12) : income.value;
  const c = P.cit;
  const revenue = amounts.find((a) => a.kind === "revenue");
  const revenueYear = revenue ? (revenue.period === "month" ? revenue.value * 12 : revenue.value) : null;
  // The previous year's gross sales decide the small-taxpayer status; this year's revenue the second condition.
  const limit = has(t, PAST_YEAR) ? c.smallTaxpayerLimit.value : c.reducedRateRevenueLimit.value;
  const overLimit = revenueYear !== null && revenueYear > limit;
  const params = {
    ...citFigures(annual, lang),
    revenue: revenueYear !== null ? money(revenueYear, lang) : "",
    smallLimit: money(c.smallTaxpayerLimit.value, lang),
    yearLimit: money(c.reducedRateRevenueLimit.value, lang),
  };
  const key = overLimit
    ? "overLimit"
    : has(t, CIT_REDUCED) && !has(t, CIT_STANDARD)
      ? "reduced"
      : has(t, CIT_STANDARD) && !has(t, CIT_REDUCED)
        ? "standard"
        : "both";
  const content = `${tr(`advisor:computed.cit.${key}`, params)} ${tr("advisor:computed.cit.limits", params)}`;
  return { topic: "cit", content, articles: ["cit-spolki"], calculation: content };
}

/** The company's CIT on `income` at 9% and at 19%, and what the lower rate saves. */
function citFigures(income: number, lang: KnowledgeLang) {
  const reduced = citTax(P, income, true);
  const standard = citTax(P, income, false);
  return {
    income: money(income, lang),
    reduced: money(reduced, lang),
    standard: money(standard, lang),
    saving: money(grosz(standard - reduced), lang),
  };
}

const SAVED =
  /\b(oszczedz\w*|zaoszczedz\w*|sav(e|es|ed|ing|ings)|roznic\w*|difference|w porownaniu|compared|versus|vs)\b/;
const NOT_SMALL =
  /\b(nie (bylibysmy|bylbym|bylaby|bylo|jestesmy|jest|bedziemy|byli|byla|byl)|not|isn'?t|weren'?t|wasn'?t|no longer|przestal\w*|bez statusu|without (the )?status)\b(\s+\S+){0,3}\s+(mal\w*|small)\b/;
const SMALL_TAXPAYER = /\b(mal\w* podatni\w*|small taxpayer)\b/;

/**
 * An owner's CIT compared (the fifty-sixth set): "ile oszczędzamy na 9% w porównaniu do 19%?" gives
 * the saving; "a gdybyśmy nie byli małym podatnikiem?" (a follow-up's own words) the 19% and what it
 * costs more. The profit is the follow-up's own figure first, then the question's.
 */
export function citComparedAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, CIT) && !has(t, SMALL_TAXPAYER)) return null;
  if (has(t, /\b(estonsk\w*|estonian|dywidend\w*|dividend\w*|do kiedy|termin\w*|deadline)\b/)) return null;
  const saved = has(t, SAVED) && has(t, /(?<![\d,.])9 ?%/) && has(t, /(?<![\d,.])19 ?%/);
  const standardOnly = has(q.focus.toLowerCase(), NOT_SMALL) || (has(t, NOT_SMALL) && !has(t, SAVED));
  if (!saved && !standardOnly) return null;
  const income = moneyAsked(q);
  if (income === null) return null;
  const content = tr(saved ? "advisor:computed.cit.saving" : "advisor:computed.cit.notSmall", citFigures(income, lang));
  return { topic: "cit", content, articles: ["cit-spolki"], calculation: content };
}
