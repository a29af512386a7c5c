import { healthContributionAnswer } from "./health.ts";
import { ryczaltTaxAnswer } from "./pit.ts";
import { type Asked, type ComputedAnswer, has } from "./shared.ts";

const HEALTH = /\b(skladk\w* zdrowotn\w*|zdrowotn\w*|health( insurance| contribution)?)\b/;
const HEALTH_ALL = new RegExp(HEALTH.source, "g");
const TAX = /\b(podat\w*|tax|ryczaltu)\b/;
const RATE = /\b\d{1,2}([,.]\d)? ?%|\bryczal\w* \d{1,2}([,.]\d)?\b/;

/**
 * "Przychód 30 tys./mies., ryczałt 5,5% – ile podatku i ile zdrowotnej?": two figures asked at once,
 * the month's ryczałt at the stated rate and the health contribution of that revenue.
 */
export function ryczaltAndHealthAnswer(q: Asked): ComputedAnswer | null {
  const { t } = q;
  if (
    !has(t, /\b(ryczal\w*|lump[- ]?sum)\b/) ||
    !has(t, HEALTH) ||
    !has(t.replace(HEALTH_ALL, " "), TAX) ||
    !has(t, RATE)
  )
    return null;
  // The tax's own question: the health words left out, a rate written without "%" ("ryczałt 5,5")
  // as a rate, and asked as an amount ("tax per month…?" is "how much tax").
  const own = t.replace(HEALTH_ALL, " ").replace(/\b(ryczal\w*) (\d{1,2}(?:[,.]\d)?)(?![\d.,]|\s?%)/, "$1 $2%");
  const tax = ryczaltTaxAnswer({
    ...q,
    t: has(own, /\b(ile|how much)\b/) ? own : `${q.lang === "en" ? "how much" : "ile"} ${own}`,
  });
  const health = tax ? healthContributionAnswer(q, false) : null;
  if (!tax || !health) return null;
  const content = `${tax.content}\n\n${health.content}`;
  return {
    topic: tax.topic,
    content,
    articles: [...new Set([...tax.articles, ...health.articles])],
    calculation: content,
  };
}
