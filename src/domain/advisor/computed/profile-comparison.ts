import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { compareTaxForms } from "../../tax/compare.ts";
import { amount } from "../facts-in-words.ts";
import type { BusinessProfile } from "../profile.ts";
import { advisorText } from "../translate.ts";
import { recogniseActivity } from "../understanding/activity.ts";

/**
 * The lump-sum rate the advisor assumes for an activity described in words: the rate of the
 * activity it recognises in the 2026 activity table, else the general 8,5% for other services.
 */
export function assumedRyczaltRate(
  activity: string | undefined,
  lang: KnowledgeLang = "pl",
): { rate: number; reason: "activity" | "default"; label: string } {
  const match = recogniseActivity(activity ?? "", lang);
  if (!match) return { rate: 8.5, reason: "default", label: "" };
  return { rate: Math.round(match.rate * 1000) / 10, reason: "activity", label: match.label };
}

/** The calculators on the profile, as one sentence with a link to the same figures in the calculator. */
export function calculationFor(lang: KnowledgeLang, profile: BusinessProfile): string | null {
  if (profile.monthlyRevenue === undefined) return null;
  const tr = advisorText(lang);
  const money = (v: number) => amount(Math.round(v), lang);
  const revenue = Math.round(profile.monthlyRevenue * 12);
  const costs = Math.round((profile.monthlyCosts ?? 0) * 12);
  const zus =
    profile.businessInLast60Months === false && profile.formerEmployerClient !== true ? "preferential" : "full";
  const { rate, reason, label } = assumedRyczaltRate(profile.activity, lang);
  const result = compareTaxForms({
    year: 2026,
    annualRevenue: revenue,
    annualCosts: costs,
    zus,
    sicknessInsurance: false,
    ryczaltRate: rate,
  });
  const net = Object.fromEntries(result.variants.map((v) => [v.form, v.netIncome])) as Record<string, number>;
  const link = `/kalkulator?revenue=${revenue}&costs=${costs}&zus=${zus}&rate=${rate}`;
  return tr("advisor:calculation", {
    revenue: money(revenue),
    costs: money(costs),
    best: tr(`advisor:forms.${result.best}`),
    net: money(net[result.best]!),
    scale: money(net.scale!),
    flat: money(net.flat!),
    ryczalt: money(net.ryczalt!),
    rate: rate.toLocaleString(lang === "en" ? "en-GB" : "pl-PL"),
    zus: tr(`advisor:zus.${zus}`),
    rateReason: tr(`advisor:rateReason.${reason}`, { label }),
    link,
  });
}
