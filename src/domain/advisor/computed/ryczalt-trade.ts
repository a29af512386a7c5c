import type { Asked, ComputedAnswer } from "./shared.ts";
import { ryczaltRateAnswer } from "./pit.ts";

/**
 * The lump-sum rate asked in a search box's few words, naming the trade by a word the profile's
 * reader keeps for a fuller description ("jaki ryczałt na grafika", "taxi ryczałt procent",
 * "ryczałt IT stawka", "hairdresser lump sum tax", "ryczałt budowlanka"): the fifty-seventh set.
 * The trade's own rate comes from the activity list, as for "jaka stawka ryczałtu dla programisty".
 */
const LUMP_SUM = /\b(ryczal\w*|lump[- ]?sum)\b/;
/** A short trade word → the description the activity list knows it by. */
const TRADES: [RegExp, string][] = [
  [/\b(grafik|grafika|grafikow|grafikiem|graphic designers?)\b/, "jestem grafikiem komputerowym"],
  [/\b(taxi|taksowk\w*|taksowkarz\w*|cab|uber|bolt)\b/, "jestem taksowkarzem"],
  [/\b(it|informatyk\w*|programist\w*|programmers?|developers?|devs?|software)\b/, "jestem programistą"],
];
/** Other questions asked of the lump sum beside a trade: its health contribution, its limit, a tax due. */
const NOT_THE_RATE =
  /\b(zus\w*|skladk\w*|zdrowotn\w*|health|limit\w*|prog\w*|threshold\w*|termin\w*|deadline|zmian\w*|change|switch\w*|przejs\w*|ile (zaplace|podatku)|how much (tax|will)|\d+)\b/;

export function ryczaltTradeAnswer(q: Asked): ComputedAnswer | null {
  const { t } = q;
  if (!LUMP_SUM.test(t) || NOT_THE_RATE.test(t) || t.split(/\s+/).length > 7) return null;
  const named = TRADES.find(([re]) => re.test(t))?.[1];
  // A bare "ryczałt budowlanka" asks the trade's rate, though it names no rate.
  return ryczaltRateAnswer({
    ...q,
    t: `${t} stawka`,
    question: named ? `stawka ryczałtu ${named}` : q.question,
    focus: "",
  });
}
