import { grosz, zloty } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { type Asked, type ComputedAnswer, has, money, pct } from "./shared.ts";

/** A contract for a specific work (no ZUS unless with one's own employer): its costs and PIT advance. */
const SPECIFIC_WORK = /\b(umow\w* o dziel\w*|o dzielo|dzielo|dziela|specific work|contract for (a )?work)\b/;
/** Copyright used or transferred under the contract: the 50% costs. */
const COPYRIGHT =
  /\b(przenosz\w*|przeniesien\w*|przenies\w*|praw\w* autorsk\w*|autorsk\w*|copyright\w*|author'?s? (rights|costs?)|licencj\w*|licen[cs]e)\b/;
const NO_COPYRIGHT =
  /\b(bez (przenoszenia|przeniesienia|praw)|nie przenosz\w*|no copyright|without (a |the )?(copyright|transfer))\b/;
/** What is asked: the costs, the tax, the advance, what is left. */
const ASKED = /\b(koszt\w*|zaliczk\w*|podat\w*|pit|tax\w*|costs?|advance\w*|na reke|netto|net)\b/;

/**
 * A contract for a specific work at a gross sum: the deductible costs (20%, or 50% for a work whose
 * copyright is transferred, up to the year's cap) and the PIT advance of 12% on what is left. A contract with one's own employer, or a mandate (ZUS first), is left to the articles.
 */
export function authorsContractAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!has(t, SPECIFIC_WORK) || !has(t, ASKED) || has(t, /\b(zleceni\w*|mandate|wlasn\w* pracodawc\w*|own employer)\b/))
    return null;
  const gross = amounts.find((a) => a.value > 200 && a.kind !== "revenue" && a.kind !== "costs")?.value;
  if (!gross) return null;
  const authors = has(t, COPYRIGHT) && !has(t, NO_COPYRIGHT);
  const pit = P.pit;
  const share = authors ? pit.authorsCosts.value : pit.contractCosts.value;
  const costs = Math.min(grosz(gross * share), authors ? pit.authorsCostsCap.value : Infinity);
  // The base and the advance to the full złoty (Ordynacja podatkowa art. 63).
  const advance = zloty(zloty(gross - costs) * pit.scaleRateLow.value);
  const content = tr(authors ? "advisor:computed.authorsContract" : "advisor:computed.workContract", {
    gross: money(gross, lang),
    share: pct(share, lang),
    costs: money(costs, lang),
    base: money(gross - costs, lang),
    advance: money(advance, lang),
    net: money(gross - advance, lang),
    cap: money(pit.authorsCostsCap.value, lang),
  });
  return { topic: "authors-contract", content, articles: ["umowy-praca-zlecenie-dzielo"], calculation: content };
}
