import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { flatTax, ryczaltTax, scaleTax } from "../../tax/income-tax.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { has, money, pct, type ComputedAnswer, type Translate } from "./shared.ts";

/** "…ile podatku, bez ZUS-u", "tax only, before contributions": the tax alone is asked. */
const TAX_ONLY =
  /\b(bez (zus\w*|skladek|skladk\w*|ubezpieczen\w*)|nie licz\w* (zus\w*|skladek|skladk\w*)|pomijajac (zus\w*|skladki)|without (zus|(the )?contributions|social security)|before (zus|(the )?contributions)|excluding (zus|(the )?contributions)|ignor\w* (zus|(the )?contributions)|(sam\w*|tylko) podat\w*|(only|just) the tax|tax only)\b/;
const NAMED = {
  scale: /\b(skal\w*(?! roku)|zasad\w* ogoln\w*|(tax )?scale|progressive)\b/,
  flat: /\b(liniow\w*|flat(?=[- ](tax|rate|19|pit)\b)|flat$|on flat|na flat)\b/,
  ryczalt: /\b(ryczal\w*|lump[- ]?sum)\b/,
} as const;

/**
 * "Ryczałt 5,5% czy liniowy, ile podatku w roku – bez ZUS-u?": the year's tax alone on each form
 * named (all three when fewer than two are), before any contribution is deducted: the lump sum on
 * revenue, the flat 19% and the scale on revenue minus costs.
 */
export function taxOnlyCompared(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  figures: { annualRevenue: number; annualCosts: number; rate: number },
): ComputedAnswer | null {
  if (!has(t, TAX_ONLY)) return null;
  const { annualRevenue, annualCosts, rate } = figures;
  const income = Math.max(0, annualRevenue - annualCosts);
  const taxes = {
    scale: scaleTax(P, income),
    flat: flatTax(P, income),
    ryczalt: ryczaltTax(annualRevenue, rate),
  };
  const named = (Object.keys(NAMED) as (keyof typeof NAMED)[]).filter((f) => has(t, NAMED[f]));
  const forms = named.length >= 2 ? named : (Object.keys(taxes) as (keyof typeof taxes)[]);
  const lowest = forms.reduce((a, b) => (taxes[b] < taxes[a] ? b : a));
  const list = forms
    .map((f) => tr(`advisor:computed.taxOnly.${f}`, { tax: money(taxes[f], lang), rate: pct(rate, lang) }))
    .join(", ");
  const content = tr("advisor:computed.taxOnly.result", {
    revenue: money(annualRevenue, lang),
    costs: money(annualCosts, lang),
    income: money(income, lang),
    list,
    lowest: tr(`advisor:forms.${lowest}`),
  });
  return { topic: "formy-opodatkowania-wybor", content, articles: ["formy-opodatkowania-wybor"], calculation: content };
}
