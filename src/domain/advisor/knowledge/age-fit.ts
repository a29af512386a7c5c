/**
 * The age a question gives ("pracownik (35 lat)", "my employee is 55", "studentka 22 lata", "what
 * if she's 55?") and how a sentence's age threshold fits it: "po 50. roku życia", "over 50" answer
 * a 55-year-old and someone else's question for a 35-year-old; "do 26 lat", "under 26" the reverse.
 * Texts are folded and lower-cased.
 */
const AGE_ASKED = [
  /\b(\d{2}) ?(lat|lata|latk\w*|letni\w*|-letni\w*|years?[ -]old|-year-old|yo|y\.o\.)(?![a-z])/,
  /\b(?:age|aged|wiek\w*|w wieku|lat) (\d{2})\b/,
  /\((\d{2})\)/,
  /\b(?:he|she|they|who|employee|worker)(?:'s| is| are) (\d{2})\b/,
  /\b(?:ma|mam|skonczyl\w*|skonczy) (\d{2})\b(?! ?(zl|tys|dni|mies\w*|%))/,
];

/** A threshold above which a sentence's rule holds ("po 50. roku życia", "over 50", "50 i więcej"). */
const OVER =
  /\b(?:po (\d{2})\.? (?:roku zycia|urodzinach)|powyzej (\d{2}) (?:lat|roku)|(?:over|older than|above|aged over) (\d{2})|(\d{2}) (?:lat )?(?:i wiecej|lub wiecej|or (?:more|older|over)|\+))/;
/** A threshold below which a sentence's rule holds ("do 26 lat", "nie skończył 26 lat", "under 26"). */
const UNDER =
  /\b(?:do (\d{2})\.? (?:roku zycia|lat)|ponizej (\d{2}) (?:lat|roku)|nie skonczyl\w* (\d{2})(?:\.? roku zycia| lat)|under (\d{2})|younger than (\d{2})|below (\d{2}) years|not (?:yet )?(?:turned|reached) (\d{2}))/;

export function askedAge(asked: string): number | null {
  for (const re of AGE_ASKED) {
    const m = re.exec(asked);
    const age = m ? Number(m.slice(1).find(Boolean)) : NaN;
    if (age >= 15 && age <= 80) return age;
  }
  return null;
}

const threshold = (re: RegExp, s: string) => {
  const m = re.exec(s);
  return m ? Number(m.slice(1).find(Boolean)) : null;
};

/** +0.5 for a sentence whose age rule covers the asker's age, −0.5 for one whose rule excludes it. */
export function ageFit(age: number | null, sentence: string): number {
  if (age === null) return 0;
  const over = threshold(OVER, sentence);
  if (over !== null) return age > over ? 0.5 : -0.5;
  const under = threshold(UNDER, sentence);
  if (under !== null) return age < under ? 0.5 : -0.5;
  return 0;
}
