/**
 * Figures in text: finding them ("1 441,80", "1,441.80", "240 000", "9") and keeping a model to
 * the figures it was given.
 */
const NUMBER = /\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?!\d)/g;

/** The value of one written number, in Polish or English notation. */
export function valueOf(written: string): number {
  const s = written.replace(/[\u00a0\u202f ]/g, "");
  const decimal = /[.,](\d{1,2})$/.exec(s);
  if (decimal && !/^\d{1,3}([.,]\d{3})+$/.test(s))
    return Number(`${s.slice(0, decimal.index).replace(/[.,]/g, "")}.${decimal[1]}`);
  return Number(s.replace(/[.,]/g, ""));
}

/** "1 441,80", "1,441.80", "240 000", "9" → their values. */
export const numbersIn = (text: string): number[] => [...text.matchAll(NUMBER)].map((m) => valueOf(m[0]));

/** A number that needs no source: a day of the month, a count, a list's numbering, a year. */
const harmless = (v: number) => (Number.isInteger(v) && v <= 31) || (Number.isInteger(v) && v >= 1990 && v <= 2100);

export interface NumberGuard {
  /** The part of the text so far that can be shown: a number still being written is held back. */
  push(delta: string): string;
  /** What is still held, once the text has ended. */
  flush(): string;
  /** How many numbers were replaced. */
  readonly replaced: number;
}

/**
 * Keeps a model's reply to the figures it was given: each number it writes that appears nowhere
 * in `grounding` (the passages, the calculators' figures, the profile and the user's own message)
 * is replaced with `placeholder`. Works on a stream: a number split across deltas ("1 4" + "41,80")
 * is judged whole, so at most the digits of one number wait for the next delta.
 */
export function numberGuard(grounding: string, placeholder: string): NumberGuard {
  const known = numbersIn(grounding);
  const allowed = (v: number) => harmless(v) || known.some((k) => Math.abs(k - v) < 0.005);
  let held = "";
  let replaced = 0;
  const clean = (text: string) =>
    text.replace(NUMBER, (written) => {
      if (allowed(valueOf(written))) return written;
      replaced += 1;
      return placeholder;
    });
  return {
    push(delta) {
      held += delta;
      // A number may go on in the next delta while the text ends in a digit, or in a digit and a
      // separator ("12 " before "000 zł").
      const open = /\d[\d \u00a0\u202f.,]*$/.exec(held);
      const upTo = open ? open.index : held.length;
      const ready = held.slice(0, upTo);
      held = held.slice(upTo);
      return clean(ready);
    },
    flush() {
      const rest = clean(held);
      held = "";
      return rest;
    },
    get replaced() {
      return replaced;
    },
  };
}
