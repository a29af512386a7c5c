import { type Asked, type ComputedAnswer, has } from "./shared.ts";
import { healthAnswer } from "./health.ts";
import { HEALTH, HOW_MUCH, RATES_COMPARED } from "./words.ts";

const FORMS = {
  ryczalt: /\b(ryczal\w*|lump[- ]?sum)\b/,
  flat: /\b(liniow\w*|flat[- ]tax|flat 19)\b/,
  scale: /\b(skal\w*(?! roku)|zasad\w* ogoln\w*|scale|progressive)\b/,
} as const;
/** The word each form's calculator recognises. */
const WORD = { ryczalt: "ryczalt", flat: "liniowy", scale: "skala" } as const;

/**
 * "Ryczałt 12% czy liniowy – ile wyjdzie sama zdrowotna w jednym i drugim?": the health contribution
 * of each form the question names, on the figures it gives (revenue for the lump sum, income or
 * revenue less costs for the others), one after the other.
 */
export function healthComparedAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!amounts.length || !has(t, HEALTH) || !has(t, HOW_MUCH)) return null;
  // "Jakie różnice w stawkach podatku i zdrowotnej?" asks the forms' rules: the articles give them.
  if (RATES_COMPARED(t)) return null;
  const named = (Object.keys(FORMS) as (keyof typeof FORMS)[]).filter((f) => has(t, FORMS[f]));
  if (named.length < 2) return null;
  // Every form word out, and "flat" (a rented flat too) with them, before each form is named alone.
  const plain = Object.values(FORMS)
    .reduce((s, re) => s.replace(new RegExp(re.source, "g"), " "), t)
    .replace(/\bflat\b/g, " ");
  const parts = named.flatMap((f) => healthAnswer(`${plain} ${WORD[f]}`, lang, amounts, tr) ?? []);
  if (parts.length < 2) return null;
  const content = parts.map((p) => p.content).join("\n\n");
  return {
    topic: parts[0]!.topic,
    content,
    articles: [...new Set(parts.flatMap((p) => p.articles))],
    calculation: content,
  };
}
