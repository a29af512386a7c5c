/**
 * The income-tax form a question names ("jestem na ryczałcie", "if I'm on flat tax"): a sentence
 * on that form answers it, one on only another form ("On the tax scale you can file jointly…")
 * answers someone else. Texts are folded and lower-cased.
 */
const TAX_FORMS = [
  /\b(skal\w*|tax scale|general rules|zasad\w* ogoln\w*)\b/,
  /\b(liniow\w*|liniowk\w*|flat)\b/,
  /\b(ryczal\w*|lump)\b/,
];

export const askedTaxForm = (asked: string): RegExp | null => {
  const named = TAX_FORMS.filter((re) => re.test(asked));
  return named.length === 1 ? named[0]! : null;
};

export function taxFormFit(asked: RegExp | null, sentence: string): number {
  if (!asked) return 0;
  if (asked.test(sentence)) return 0.3;
  return TAX_FORMS.some((re) => re.test(sentence)) ? -0.2 : 0;
}
