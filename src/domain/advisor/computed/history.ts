import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { grosz } from "../../tax/money.ts";
import { PREVIOUS_YEAR_2025 as P25 } from "../../tax/parameters-2025.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { ryczaltBracketNamed } from "./health.ts";
import { type ComputedAnswer, has, money, type Translate } from "./shared.ts";
import { ASKS_WHETHER, HEALTH, PAST_YEAR, STAGE_FULL, STAGE_PREFERENTIAL, UNREGISTERED, ZUS } from "./words.ts";

/** "How much did it go up?": a 2026 figure against 2025 (parameters-2025.ts). */
const HISTORY_ASK =
  /\b(o ile|by how much|how much (did|has|have|more|higher)|wzrosl\w*|wzrosn\w*|wzrost\w*|podrozal\w*|podwyz\w*|podniesi\w*|zmienil\w*|zmian\w*|went up|go(ne)? up|increase\w*|rais\w*|rise|rose|roznic\w*|difference|compared|porownani\w*|w porownaniu|vs\.?|versus|niz w 2025|than in 2025)\b/;
const PAST_TENSE = /\b(byl|byla|bylo|wynosil\w*|was|used to be)\b/;

/** A 2026 figure and the 2025 one it replaced, with the article that explains it. */
interface ChangedFigure {
  key: string;
  before: number;
  now: number;
  article: string;
}

/** Whether a question asks how a figure changed since 2025 or what it was then. */
function asksHistory(t: string): boolean {
  // "O ile mniej podatku mi to da?" asks an effect, not a change since 2025: a bare "o ile" / "by how
  // much" asks history only beside last year or a word of change.
  const asksChange =
    has(t.replace(/\b(o ile|by how much)\b/g, " "), HISTORY_ASK) || (has(t, HISTORY_ASK) && has(t, PAST_YEAR));
  const asksPast = has(t, PAST_YEAR) && (has(t, PAST_TENSE) || asksChange);
  if (!asksChange && !asksPast) return false;
  // "Last year's revenue was 98k – can I use Mały ZUS Plus?" asks whether, not what changed.
  if (!asksChange && has(t, ASKS_WHETHER)) return false;
  if (!asksPast && !has(t, /\b(2026|w tym roku|this year|od stycznia|from january)\b/) && !has(t, PAST_YEAR)) {
    // "o ile wzrosła płaca minimalna?" still means 2026 against 2025; anything else needs a year.
    if (!has(t, /\b(wzrosl\w*|podrozal\w*|went up|go(ne)? up|increase\w*|rose)\b/)) return false;
  }
  return true;
}

/** The figure a question names, of those with a 2025 value. */
function changedFigure(t: string): ChangedFigure | null {
  const fullStage = has(t, STAGE_FULL);
  if (has(t, HEALTH) && has(t, /\b(ryczal\w*|lump[- ]?sum)\b/)) {
    const bracket = ryczaltBracketNamed(t);
    return bracket
      ? {
          key: `ryczalt.${bracket}`,
          before: P25.ryczaltHealth[bracket].value,
          now: P.health.ryczaltMonthly[bracket].value,
          article: "skladka-zdrowotna-ryczalt",
        }
      : null;
  }
  if (has(t, HEALTH) && has(t, /\b(odlicz\w*|deduct\w*)\b/) && has(t, /\b(liniow\w*|flat)\b/))
    return {
      key: "flatCap",
      before: P25.flatDeductionCap.value,
      now: P.health.flatDeductionCap.value,
      article: "skladka-zdrowotna-liniowy",
    };
  if (has(t, HEALTH) && has(t, /\b(minim\w*|najnizsz\w*|lowest|skal\w*|scale|liniow\w*|flat)\b/))
    return {
      key: "healthMinimum",
      before: P25.healthMinimum.value,
      now: P.health.minimumMonthly.value,
      article: "skladka-zdrowotna-zasady",
    };
  if (
    !has(t, HEALTH) &&
    has(
      t,
      /\b(minimaln\w* (krajow\w*|pensj\w*|wynagrodzen\w*|plac\w*)|minimalna krajowa|najnizsz\w* krajow\w*|plac\w* minimaln\w*|minimum wage|minimalk\w*)\b/,
    )
  )
    return {
      key: "minimumWage",
      before: P25.minimumWage.value,
      now: P.minimumWage.value,
      article: "placa-minimalna-2026",
    };
  if (has(t, ZUS) && fullStage && !has(t, STAGE_PREFERENTIAL))
    return {
      key: "fullZus",
      before: P25.fullZusWithSickness.value,
      now: socialContributions(P, { stage: "full", sicknessInsurance: true }).monthly.total,
      article: "zus-pelny",
    };
  if (has(t, STAGE_PREFERENTIAL) && !fullStage)
    return {
      key: "preferentialZus",
      before: P25.preferentialZusWithSickness.value,
      now: socialContributions(P, { stage: "preferential", sicknessInsurance: true }).monthly.total,
      article: "zus-preferencyjny",
    };
  if (has(t, /\bvat\b/) && has(t, /\b(limit\w*|zwolni\w*|prog\w*|threshold|exempt\w*)\b/))
    return {
      key: "vatLimit",
      before: P25.vatExemptionLimit.value,
      now: P.vat.exemptionLimit.value,
      article: "vat-zwolnienie-limit",
    };
  if (has(t, UNREGISTERED) && has(t, /\b(limit\w*|prog\w*|ile|how much)\b/))
    return {
      key: "unregistered",
      before: P25.unregisteredMonthlyLimit.value,
      now: P.unregistered.quarterlyLimit.value,
      article: "dzialalnosc-nierejestrowana",
    };
  return null;
}

/** What a 2026 figure was in 2025 and how much it changed ("o ile wzrosła płaca minimalna?"). */
export function historyAnswer(t: string, lang: KnowledgeLang, tr: Translate): ComputedAnswer | null {
  if (!asksHistory(t)) return null;
  const item = changedFigure(t);
  if (!item) return null;
  const content = tr(`advisor:computed.history.${item.key}`, {
    before: money(item.before, lang),
    now: money(item.now, lang),
    change: money(grosz(Math.abs(item.now - item.before)), lang),
  });
  return { topic: `history-${item.key}`, content, articles: [item.article], calculation: content };
}
