import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import type { Comparison } from "../../tax/compare.ts";
import { grosz } from "../../tax/money.ts";
import type { ActivityMatch } from "../understanding/activity.ts";
import { money, pct, type Translate } from "./shared.ts";

/** What the comparison of forms was worked out for. */
interface Compared {
  annualRevenue: number;
  annualCosts: number;
  rate: number;
  zus: string;
  /** The lump-sum rate was written in the question. */
  stated: boolean;
  activity: ActivityMatch | null;
}

/**
 * The comparison of the three tax forms in words: what is left a year on each, the assumptions,
 * and the monthly health contribution each form pays (on the lump sum by the revenue's bracket).
 */
export function compareContent(result: Comparison, c: Compared, lang: KnowledgeLang, tr: Translate): string {
  const net = Object.fromEntries(result.variants.map((v) => [v.form, v.netIncome])) as Record<string, number>;
  const health = Object.fromEntries(
    result.variants.map((v) => [v.form, money(grosz(v.healthContribution / 12), lang)]),
  ) as Record<string, string>;
  const content = tr("advisor:computed.compare", {
    revenue: money(c.annualRevenue, lang),
    costs: money(c.annualCosts, lang),
    best: tr(`advisor:forms.${result.best}`),
    net: money(Math.round(net[result.best]!), lang),
    scale: money(Math.round(net.scale!), lang),
    flat: money(Math.round(net.flat!), lang),
    ryczalt: money(Math.round(net.ryczalt!), lang),
    rate: pct(c.rate, lang),
    zus: tr(`advisor:zus.${c.zus}`),
    rateReason: c.stated
      ? tr("advisor:computed.compareRateStated")
      : c.activity
        ? tr("advisor:rateReason.activity", { label: c.activity.label })
        : tr("advisor:rateReason.default"),
  });
  return `${content} ${tr("advisor:computed.compareHealth", { scale: health.scale, flat: health.flat, ryczalt: health.ryczalt })}`;
}
