import { COUNT_WORDS } from "../understanding/number-words.ts";

const COUNT = `(\\d{1,2}|${Object.keys(COUNT_WORDS).join("|")})`;
const PEOPLE = new RegExp(
  `\\b${COUNT} (\\w+ ){0,2}(pomocnik\\w*|osob\\w*|ludzi|pracownik\\w*|pracownic\\w*|zleceniobiorc\\w*|student\\w*|kierowc\\w*|monter\\w*|robotnik\\w*|people|persons?|workers?|helpers?|contractors?|students?|drivers?|employees?)\\b`,
);
/** The hours named are each person's ("każdy robi 160 h", "each works 160 hours", "po 160 h"). */
const EACH = /\b(kazd\w*|each|apiece|per (person|head)|na osobe|na glowe|po \d)/;

/**
 * "Mam 2 pomocników na zleceniu, każdy 160 h – ile razem?": how many people the hours are each
 * worked by (1 when the message names no such group), so the minimum is multiplied by them.
 */
export function mandatePeople(t: string): number {
  const m = PEOPLE.exec(t);
  if (!m || !EACH.test(t)) return 1;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : COUNT_WORDS[m[1]!];
  return n && n >= 2 && n <= 50 ? n : 1;
}
