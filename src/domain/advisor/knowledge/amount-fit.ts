import { amountText, findAmounts } from "../amounts.ts";

/**
 * The sum a question names ("laptop za 7 tys", "I sell for PLN 15,000") and the sentence whose
 * bracket holds it most tightly: "do 10 000 zł" answers a 7 000 zł laptop better than "do limitu
 * 213 000 zł", and "powyżej 20 000 zł" is someone else's case. One sum named, in money.
 */
const UPPER =
  /\b(do|up to|of up to|below|under|not exceeding|nieprzekraczajac\w*|ponizej|najwyzej|at most|maks\w*)( (limitu|the limit of|kwoty|wartosci))?[ :]*(pln |zl )?$/;
const LOWER = /\b(powyzej|ponad|above|over|more than|exceeding|przekraczajac\w*)[ :]*(pln |zl )?$/;

export function askedSum(question: string): number | null {
  const t = amountText(question);
  // "za 4500 netto": a sum net or gross is money too.
  const sums = findAmounts(question).filter(
    (a) => (a.money || /\b(netto|brutto|net|gross)\b/.test(t.slice(a.index, a.end + 7))) && !a.people && a.value >= 100,
  );
  return sums.length === 1 ? sums[0]!.value : null;
}

/** For each sentence: +0.6 for the tightest upper bound holding the sum, −0.3 for a bound it breaks. */
export function amountFits(sum: number | null, sentences: string[]): number[] {
  if (sum === null) return sentences.map(() => 0);
  const bounds = sentences.map((s) => {
    const t = amountText(s);
    const upper: number[] = [];
    let broken = false;
    for (const a of findAmounts(s)) {
      const before = t.slice(Math.max(0, a.index - 24), a.index);
      if (UPPER.test(before)) {
        if (a.value >= sum) upper.push(a.value);
        else broken = true;
      } else if (LOWER.test(before) && a.value > sum) broken = true;
    }
    return { tightest: upper.length ? Math.min(...upper) : Infinity, broken };
  });
  const best = Math.min(...bounds.map((b) => b.tightest));
  return bounds.map((b) => (b.broken ? -0.3 : best < Infinity && b.tightest === best ? 0.6 : 0));
}
