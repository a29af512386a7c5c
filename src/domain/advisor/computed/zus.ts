import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";
import { GAP, HEALTH, HOW_MUCH, STAGE_FULL, STAGE_PREFERENTIAL, ZUS } from "./words.ts";

/**
 * Social ZUS at a stage (preferential or full), with and without the voluntary sickness insurance,
 * its parts and totals, and the gap to the other stage. `blocked`: the question asks about the
 * past, a form or eligibility instead.
 */
export function zusStageAnswer({ t, lang, tr }: Asked, blocked: boolean): ComputedAnswer | null {
  // "How much more is that than the preferential one?": a stage compared with the other one is a gap
  // even when the question does not say "ZUS" again.
  const gapAsked = has(t, GAP) && (has(t, STAGE_PREFERENTIAL) || (has(t, ZUS) && has(t, STAGE_FULL)));
  if (!(
    (has(t, ZUS) || gapAsked) &&
    !has(t, HEALTH) &&
    !blocked &&
    (has(t, HOW_MUCH) || gapAsked) &&
    (has(t, STAGE_PREFERENTIAL) || has(t, STAGE_FULL))
  ))
    return null;
  const stage = has(t, STAGE_PREFERENTIAL) && !gapAsked ? "preferential" : "full";
  const without = socialContributions(P, { stage, sicknessInsurance: false });
  const withSickness = socialContributions(P, { stage, sicknessInsurance: true });
  const content = tr(`advisor:computed.zus.${stage}`, {
    without: money(without.monthly.total, lang),
    with: money(withSickness.monthly.total, lang),
    base: money(without.base, lang),
    sickness: money(withSickness.monthly.sickness, lang),
  });
  const parts = withSickness.monthly;
  const breakdown = tr("advisor:computed.zusParts", {
    pension: money(parts.pension, lang),
    disability: money(parts.disability, lang),
    sickness: money(parts.sickness, lang),
    accident: money(parts.accident, lang),
    labourFund: parts.labourFund ? money(parts.labourFund, lang) : tr("advisor:computed.notDue"),
  });
  // Totals over the year (and over the 24 preferential months), and the gap between the stages.
  const months = stage === "preferential" ? P.zus.preferentialMonths.value : 12;
  const totals = tr(`advisor:computed.zusTotals.${stage}`, {
    yearWithout: money(grosz(without.monthly.total * 12), lang),
    yearWith: money(grosz(withSickness.monthly.total * 12), lang),
    periodWithout: money(grosz(without.monthly.total * months), lang),
    periodWith: money(grosz(withSickness.monthly.total * months), lang),
  });
  const other = socialContributions(P, {
    stage: stage === "full" ? "preferential" : "full",
    sicknessInsurance: false,
  });
  const otherSick = socialContributions(P, {
    stage: stage === "full" ? "preferential" : "full",
    sicknessInsurance: true,
  });
  const gap =
    (has(t, STAGE_PREFERENTIAL) && has(t, STAGE_FULL)) || gapAsked
      ? tr("advisor:computed.zusGap", {
          without: money(grosz(Math.abs(without.monthly.total - other.monthly.total)), lang),
          with: money(grosz(Math.abs(withSickness.monthly.total - otherSick.monthly.total)), lang),
        })
      : "";
  const article = stage === "preferential" ? "zus-preferencyjny" : "zus-pelny";
  return {
    topic: `zus-${stage}`,
    content: [gap, content, totals, breakdown].filter(Boolean).join("\n\n"),
    articles: [article],
    calculation: content,
  };
}
