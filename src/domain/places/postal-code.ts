import { FREE_POSTAL_CODE, POSTAL_FORMATS, type PostalFormat } from "./postal-formats.ts";

const SEPARATORS = /[\s.\-–]+/g;
const isSeparator = (c: string) => c === " " || c === "-";
const compactShape = (shape: string) => [...shape].filter((c) => !isSeparator(c)).join("");

/** Whether character `c` fits shape character `s`. */
function fits(c: string, s: string): boolean {
  if (s === "#") return c >= "0" && c <= "9";
  if (s === "@") return c >= "A" && c <= "Z";
  if (s === "*") return (c >= "0" && c <= "9") || (c >= "A" && c <= "Z");
  return c === s;
}

/** The letters of a shape's literal start ("LV" of "LV-####"): people often leave them out. */
const literalStart = (shape: string) => /^[A-Z]+(?=[-# ]|$)/.exec(compactShape(shape))?.[0] ?? "";

/** The compact code in the canonical form of `shape` (separators put back), if it fits whole. */
function shaped(compact: string, shape: string): string | undefined {
  const wanted = compactShape(shape);
  if (compact.length !== wanted.length || ![...compact].every((c, i) => fits(c, wanted[i]!))) return undefined;
  let at = 0;
  return [...shape].map((s) => (isSeparator(s) ? s : compact[at++])).join("");
}

/** The ways the typed code may be meant: as written, with the shape's literal start added, a prefix dropped. */
function readings(compact: string, format: PostalFormat, shape: string): string[] {
  const start = literalStart(shape);
  const out = [compact];
  if (start && !compact.startsWith(start)) out.push(start + compact);
  if (format.dropPrefix && compact.startsWith(format.dropPrefix)) out.push(compact.slice(format.dropPrefix.length));
  return out;
}

export type PostalCheck =
  | { ok: true; postalCode: string; known: boolean }
  | { ok: false; code: "required" | "postalCodeFormat"; example?: string };

/** Upper case, without spaces, dashes and dots. */
export const compactPostalCode = (input: string) => input.toUpperCase().replace(SEPARATORS, "");

/**
 * A postal code checked against its country's format and written canonically ("00950" → "00-950",
 * "1234ab" → "1234 AB", "sw1a1aa" → "SW1A 1AA"). A country whose format is not in the table takes
 * any short code of letters and digits, in upper case with single spaces.
 */
export function normalisePostalCode(country: string, input: string): PostalCheck {
  const compact = compactPostalCode(input);
  if (!compact) return { ok: false, code: "required" };
  const format = POSTAL_FORMATS[country.toUpperCase()];
  if (!format) {
    const free = input.trim().toUpperCase().replace(/\s+/g, " ");
    return FREE_POSTAL_CODE.test(free)
      ? { ok: true, postalCode: free, known: false }
      : { ok: false, code: "postalCodeFormat" };
  }
  for (const shape of format.shapes) {
    for (const reading of readings(compact, format, shape)) {
      const canonical = shaped(reading, shape);
      if (canonical && (!format.check || format.check.test(reading))) {
        return { ok: true, postalCode: canonical, known: true };
      }
    }
  }
  return { ok: false, code: "postalCodeFormat", example: format.example };
}

export type PostalPrefixStatus = "complete" | "partial" | "invalid" | "unknownFormat";

/**
 * What a postal code typed so far can still become in its country: `complete` (a valid code),
 * `partial` (the start of one), `invalid` (no code of the country starts so), or
 * `unknownFormat`. The portal has no offline postal-code → town data, so this is all that a
 * postal prefix autocompletes (ADR 026).
 */
export function postalPrefixStatus(country: string, typed: string): PostalPrefixStatus {
  const format = POSTAL_FORMATS[country.toUpperCase()];
  if (!format) return "unknownFormat";
  const compact = compactPostalCode(typed);
  if (normalisePostalCode(country, typed).ok) return "complete";
  const startsShape = format.shapes.some((shape) => {
    const wanted = compactShape(shape);
    return readings(compact, format, shape).some(
      (r) => r.length <= wanted.length && [...r].every((c, i) => fits(c, wanted[i]!)),
    );
  });
  return startsShape ? "partial" : "invalid";
}

/** The example code of a country's format, if the table knows it. */
export const postalExample = (country: string) => POSTAL_FORMATS[country.toUpperCase()]?.example;
