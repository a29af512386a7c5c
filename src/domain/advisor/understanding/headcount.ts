import { COUNT_WORDS } from "./number-words.ts";

/** How many people a statement names: the employees hired, the founders of the business. */

const COUNT = "(\\d+|" + Object.keys(COUNT_WORDS).join("|") + ")";

/** A count in digits or in words ("3", "trzy", "three"); NaN for any other word. */
export const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (COUNT_WORDS[word] ?? NaN));

/** A bare count at the start of an answer ("3", "dwóch"), folded. */
export function leadingCount(t: string): number | undefined {
  const n = /^(\d+|\w+)\b/.exec(t);
  return n && Number.isFinite(countOf(n[1]!)) ? countOf(n[1]!) : undefined;
}

/** The employees a folded statement names (0 for "bez pracowników", "working alone"). */
export function employeesOf(t: string): number | undefined {
  if (
    /\b(bez (zadnych )?pracownikow|nie (bede |planuje )?zatrudnia|sam(a)? (bede )?(pracowac|prowadzic)|no (employees|staff)|(work|working) alone|by myself|not (going to )?hire)/.test(
      t,
    )
  )
    return 0;
  const pl = new RegExp(
    `(zatrudni\\w*|zatrudniam|zatrudnie|mam|bedzie|planuje)\\s+(okolo\\s+|ok\\.?\\s+)?${COUNT}\\s+(osob|pracownik|ludzi|osoby)`,
  ).exec(t);
  const en = new RegExp(
    `(hire|employ|have|with)\\s+(about\\s+|around\\s+)?${COUNT}\\s+(people|employees|staff|workers|persons)`,
  ).exec(t);
  // "3 people, all full time at minimum wage", "dwie osoby na etacie": a reply counting the staff.
  const told = new RegExp(
    `^${COUNT}\\s+(people|employees|workers|osob\\w*|pracownik\\w*)\\b(?=.*\\b(full[- ]time|part[- ]time|etat\\w*|minimum wage|najnizsz\\w*|minimaln\\w*|umow\\w* o prace|employment contract)\\b)`,
  ).exec(t);
  if (!pl && !en && told) {
    const n = countOf(told[1]!);
    if (Number.isFinite(n)) return n;
  }
  const m = pl ?? en;
  if (m) {
    const n = countOf(m[3]!);
    if (Number.isFinite(n)) return n;
  }
  return undefined;
}

/** The founders a folded statement names (2 for "ze wspólnikiem", 1 for "sama zakładam"). */
export function foundersOf(t: string): number | undefined {
  if (/\b(ze wspolnikiem|z partnerem biznesowym|with a (business )?partner|with a co-?founder)\b/.test(t)) return 2;
  // "jesteśmy we dwoje, wspólnik to brat", "the two of us": two founders.
  if (
    /\b((jestesmy|bedziemy|zakladamy) we (dwoje|dwoch|dwie)|we dwoje|the two of us|my (business )?partner is|wspolnik\w* (to|jest) (moj\w* )?\w+)\b/.test(
      t,
    )
  )
    return 2;
  if (/\b((jestesmy|bedziemy|zakladamy) we (troje|trzech|trzy)|the three of us)\b/.test(t)) return 3;
  // "just me, no partners", "tylko ja": one founder.
  if (/^(it'?s |it is )?(just|only) me\b|\bno (partners|co-?founders)\b|^tylko ja\b/.test(t)) return 1;
  const m = new RegExp(
    `\\b(we are|jestesmy|we're)\\s+${COUNT}\\b|${COUNT}\\s+(wspolnik|founders|partners|wspolnikow)`,
  ).exec(t);
  // "Offering a developer 8000 gross. We are 3 people": the team an employee joins, not its founders.
  const team =
    m?.[2] !== undefined &&
    /\b(zatrudni\w*|pracownik\w*|employ\w*|hire|hiring|staff|salary|gross|brutto|umow\w* o prace|offer\w*)\b/.test(t);
  if (m && !team) {
    const n = countOf((m[2] ?? m[3])!);
    if (Number.isFinite(n)) return n;
  }
  // "sama zakładam", "prowadzę sam" is alone; "ta sama praca" is the same thing, "sama policzę" is no founder count.
  if (
    /\b((sam|sama) (zakladam|zaloze|prowadze|bede prowadzic|otwieram|otworze|rejestruje|dzialam|pracuje na siebie)|(zakladam|zaloze|prowadze|otwieram|otworze|rejestruje|dzialam)( \w+){0,2} (sam|sama)|jestem (sam|sama)|bez wspolnik\w*|on my own|alone|by myself)\b/.test(
      t.replace(/\b(ta|to|ten|tym|tej|te|taka|takie|tak|tego) sam\w*/g, " "),
    )
  )
    return 1;
  return undefined;
}
