/** The words a bare statement of figures is made of ("przychód ok 10k, koszty 2k miesięcznie"). */
const FIGURE_WORDS =
  /\b(k|tys\w*|zl|pln|ok|okolo|about|around|roughly|approx\w*|przychod\w*|koszt\w*|dochod\w*|obrot\w*|revenue|turnover|costs?|expenses|income|miesiecznie|mies|monthly|a month|per month|rocznie|yearly|a year|per year|netto|net|brutto|gross|i|and|oraz|mam|mialem|mialam|is|are|my)\b/g;

/**
 * Whether a reply to "what will your business do?" describes no trade: a yes or a no answering
 * something else ("nie, nigdy nie miałam firmy", "yes, from April"), or figures alone ("przychód
 * ok 10k, koszty 2k miesięcznie") once an amount was read from it. `folded`: without diacritics.
 */
export function describesNoTrade(folded: string, amountRead: boolean): boolean {
  const t = folded.toLowerCase();
  if (/^(tak|nie|yes|no|nope|yep|yeah|nah)\b/.test(t)) return true;
  return (
    amountRead &&
    !t
      .replace(/\d\w*/g, " ")
      .replace(FIGURE_WORDS, " ")
      .replace(/[\W_]+/g, "")
  );
}
