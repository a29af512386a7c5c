import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";
import { RELIEF_ENDED } from "./words.ts";

/** The relief for starters named ("ulga na start", "the 6-month startup relief"). */
const RELIEF_NAMED =
  /\b(ulg\w* na start|uldz\w* na start|ulg\w*|start(ing|up|-up)? relief|relief for starters|6-month relief)\b/;
/** Passing it over for preferential ZUS ("mogę ją pominąć?", "skip it and go straight to the reduced ZUS"). */
const SKIPPED =
  /\b((pomin\w*|pominac|zrezygn\w* z|skip\w*|waive\w*|opt out of|give up|bez) ([\w-]+ ){0,3}(ulg\w*|uldz\w*|relief|ja|jej|it)|nie (potrzebuj\w*|chce) (\w+ )?(ulgi|jej)|(don'?t|do not) (want|need) (the )?(\w+ )?(relief|it))\b/;

/**
 * "Zakładam JDG, chcę chorobowe od razu – mogę pominąć ulgę na start i iść na preferencyjny?": the
 * relief is voluntary, so preferential ZUS (with sickness insurance if chosen) runs for its 24
 * calendar months from the start instead (the thirty-fifth set).
 */
export function skipReliefAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  // (the relief ending, or Mały ZUS Plus instead of the preferential stage, is another question)
  if (!has(t, RELIEF_NAMED) || !has(t, SKIPPED) || has(t, RELIEF_ENDED) || has(t, /\bplus\b/)) return null;
  // From the start ("od razu", "from day one", "zakładam"), not a relief given up midway.
  if (
    !has(
      t,
      /\b(zaklad\w*|zaloz\w*|otwier\w*|starting|from (day one|the start)|od (razu|poczatku|pierwszego dnia)|straight)\b/,
    )
  )
    return null;
  if (!has(t, /\b(preferencyjn\w*|preferential|reduced|mal\w* zus\w*|chorobow\w*|sickness|zus\w*)\b/)) return null;
  const without = socialContributions(P, { stage: "preferential", sicknessInsurance: false });
  const withSickness = socialContributions(P, { stage: "preferential", sicknessInsurance: true });
  const content = tr("advisor:computed.skipRelief", {
    months: P.zus.preferentialMonths.value,
    with: money(withSickness.monthly.total, lang),
    without: money(without.monthly.total, lang),
    base: money(without.base, lang),
  });
  return { topic: "zus-skip-relief", content, articles: ["ulga-na-start", "zus-preferencyjny"], calculation: content };
}
