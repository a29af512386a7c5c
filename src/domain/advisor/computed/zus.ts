import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { contributionsOnBase, smallPlusBase, socialContributions } from "../../tax/social-contributions.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";
import { zusPartLead } from "./zus-part.ts";
import { GAP, HEALTH, HOW_MUCH, STAGE_FULL, STAGE_PREFERENTIAL, stageAfterChange, ZUS } from "./words.ts";

/** "Can you calculate…", "what are the reduced contributions?": the figure asked without "how much". */
/** "Full ZUS with sickness insurance 2026?": a stage named alone asks its amount. */
const FIGURE_ASKED =
  /\b(calculat\w*|oblicz\w*|policz\w*|what are)\b|^\s*(full|pelny|pelen|duzy|preferential|preferencyjny|maly) zus\b/;

/**
 * Social ZUS at a stage (preferential or full), with and without the voluntary sickness insurance,
 * its parts and totals, and the gap to the other stage. `blocked`: the question asks about the
 * past, a form or eligibility instead.
 */
export function zusStageAnswer({ t, lang, tr }: Asked, blocked: boolean): ComputedAnswer | null {
  // "How much more is that than the preferential one?": a stage compared with the other one is a gap
  // even when the question does not say "ZUS" again.
  const changed = stageAfterChange(t);
  const gapAsked = has(t, GAP) && (has(t, STAGE_PREFERENTIAL) || (has(t, ZUS) && has(t, STAGE_FULL)));
  // "Ile wyjdzie z chorobowym i po jakim czasie dostanę zasiłek?": the benefit's wait is another question.
  const amountAsked = t.split(WAIT_ASKED)[0]!;
  if (!(
    (has(t, ZUS) || gapAsked) &&
    // A benefit asked about ("macierzyński w pełnej wysokości?") is no stage of contributions.
    !has(
      amountAsked,
      /\b(macierzyn\w*|rodzicielsk\w*|maternity|parental|zasil\w*|benefit\w*|l4|zwolnien\w* lekarsk\w*|sick (leave|pay|note))\b/,
    ) &&
    !has(t, HEALTH) &&
    !blocked &&
    // "my preferential ZUS ends, what's Mały ZUS Plus?": the stage after it is asked, not its amount.
    !has(t, /\b(mal\w* zus ?(plus|\+)|small zus ?(plus|\+)|zus plus)/) &&
    (has(t, HOW_MUCH) || has(t, FIGURE_ASKED) || gapAsked || changed !== null) &&
    (has(t, STAGE_PREFERENTIAL) || has(t, STAGE_FULL) || changed !== null)
  ))
    return null;
  const stage = gapAsked ? "full" : (changed ?? (has(t, STAGE_PREFERENTIAL) ? "preferential" : "full"));
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
  // Both stages named: the gap leads, unless one follows the other ("mały ZUS ends, then full"): then the new one does.
  const gap =
    (has(t, STAGE_PREFERENTIAL) && has(t, STAGE_FULL) && !changed) || gapAsked
      ? tr("advisor:computed.zusGap", {
          without: money(grosz(Math.abs(without.monthly.total - other.monthly.total)), lang),
          with: money(grosz(Math.abs(withSickness.monthly.total - otherSick.monthly.total)), lang),
        })
      : "";
  // "Ile emerytalne + rentowe razem?": the two parts asked together come first.
  const pair =
    has(t, /\b(emerytaln\w*|pension)\b/) && has(t, /\b(rentow\w*|disability)\b/)
      ? tr("advisor:computed.zusPensionDisability", {
          sum: money(grosz(parts.pension + parts.disability), lang),
          pension: money(parts.pension, lang),
          disability: money(parts.disability, lang),
        })
      : "";
  const article = stage === "preferential" ? "zus-preferencyjny" : "zus-pelny";
  // "Ile za cały rok?": the year's total is the answer, the month's its basis.
  const yearAsked = has(t, YEAR_ASKED);
  return {
    topic: `zus-${stage}`,
    content: [
      pair || zusPartLead({ t, lang, tr }, stage, parts, without.base),
      gap,
      ...withSmallPlusNext({ t, lang, tr }, changed, yearAsked ? [totals, content] : [content, totals]),
      breakdown,
    ]
      .filter(Boolean)
      .join("\n\n"),
    articles: [article],
    calculation: content,
  };
}

/**
 * "A co potem, jak skończy się mały ZUS?": full ZUS follows the preferential stage unless Mały ZUS
 * Plus does (the previous year's revenue within its limit), so the option is told with it – first
 * when what comes next is asked, after the amounts when how much is.
 */
function withSmallPlusNext(
  { t, lang, tr }: Pick<Asked, "t" | "lang" | "tr">,
  changed: "preferential" | "full" | null,
  amounts: string[],
): string[] {
  if (changed !== "full" || has(t, SMALL_PLUS)) return amounts;
  const next = tr("advisor:computed.zusSmallPlusNext", { limit: money(P.zus.smallPlusRevenueLimit.value, lang) });
  return has(t, HOW_MUCH) ? [...amounts, next] : [next, ...amounts];
}

/** Full ZUS with and without the voluntary sickness insurance. */
function fullZus(tr: Asked["tr"], lang: Asked["lang"]): string {
  const without = socialContributions(P, { stage: "full", sicknessInsurance: false });
  const withSickness = socialContributions(P, { stage: "full", sicknessInsurance: true });
  return tr("advisor:computed.zus.full", {
    without: money(without.monthly.total, lang),
    with: money(withSickness.monthly.total, lang),
    base: money(without.base, lang),
    sickness: money(withSickness.monthly.sickness, lang),
  });
}

/** "…i po jakim czasie / od kiedy / when…": a question about when, joined to one about how much. */
const WAIT_ASKED = /\s+(?:i|a|oraz|and)\s+(?=(?:po jakim|po ilu|od kiedy|kiedy|when|after how|how long|jak dlugo)\b)/;

const YEAR_ASKED =
  /\b(za (caly|ten|cal\w*) (\d{4} )?rok|caly (\d{4} )?rok|rocznie|w skali roku|przez (caly )?rok|za rok|per year|a year|for the (whole |full |entire )?year|annual\w*|yearly|in a year)\b/;

const SMALL_PLUS = /\b(mal\w* zus\w* ?(plus|\+)|small zus ?(plus|\+)|zus plus)/;

/**
 * Mały ZUS Plus on the previous year's income: the base is half of the average monthly income
 * (income ÷ days in business × 30 ÷ 2), between 1 441,80 and 5 652 zł, and the contributions on it.
 */
export function smallPlusBaseAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!has(t, SMALL_PLUS) || !has(t, /\b(podstaw\w*|base|ile|how much|skladk\w*|contribution\w*|wyniesie|zaplac\w*)\b/))
    return null;
  const income = amounts.find((a) => a.kind === "income" && a.value >= 1000);
  if (!income) return null;
  const annual = income.period === "month" ? income.value * 12 : income.value;
  const base = smallPlusBase(P, annual);
  const without = contributionsOnBase(P, base, false);
  const withSickness = contributionsOnBase(P, base, true);
  const content = tr("advisor:computed.smallPlusBase", {
    income: money(annual, lang),
    half: money(grosz((annual / 365) * 30 * 0.5), lang),
    base: money(base, lang),
    min: money(P.zus.smallPlusMinBase.value, lang),
    max: money(P.zus.smallPlusMaxBase.value, lang),
    without: money(without.total, lang),
    with: money(withSickness.total, lang),
  });
  return { topic: "zus-small-plus", content, articles: ["maly-zus-plus"], calculation: content };
}

/**
 * "Mały ZUS Plus liczy się od dochodu – przy przychodzie 140 tys. się załapię?": eligibility is
 * tested on the previous year's revenue (120 000 zł), whatever the income; the income sets only the base.
 */
export function smallPlusEligibilityAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!has(t, SMALL_PLUS)) return null;
  if (
    !has(
      t,
      /\b(zalap\w*|lapie|moge|mozna|czy|przysluguje|skorzyst\w*|can i|could i|qualify|eligible|get it|entitled)\b/,
    )
  )
    return null;
  // "Ile maksymalnie miesięcy mogę na nim siedzieć?" asks how long, not whether.
  if (has(t, /\b(ile (\w+ )?(miesiecy|lat)|jak dlugo|how long|how many months|max\w*)\b/)) return null;
  const revenue = amounts.find((a) => a.kind === "revenue" && a.value >= 1000);
  // A small amount with no period may be a month's: asked about, not guessed.
  if (!revenue || (!revenue.period && revenue.value < 20_000)) return null;
  const annual = revenue.period === "month" ? revenue.value * 12 : revenue.value;
  const limit = P.zus.smallPlusRevenueLimit.value;
  const verdict = tr(`advisor:computed.smallPlusEligible.${annual <= limit ? "yes" : "no"}`, {
    revenue: money(annual, lang),
    limit: money(limit, lang),
  });
  // Over the limit, what comes instead: full ZUS from January (Mały ZUS Plus follows the preferential stage).
  const content = annual <= limit ? verdict : `${verdict}\n\n${fullZus(tr, lang)}`;
  return {
    topic: "zus-small-plus",
    content,
    articles: annual <= limit ? ["maly-zus-plus"] : ["maly-zus-plus", "zus-pelny"],
    calculation: content,
  };
}
