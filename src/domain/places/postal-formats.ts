/**
 * Postal-code shapes of the European countries, written from the postal administrations'
 * published formats (ADR 026 says why not postal-codes-js). In a shape `#` is a digit, `@` a
 * letter, `*` either; a space or a dash is where the canonical form has one; anything else
 * is itself. Input is compared without spaces, dashes and dots, in upper case.
 */
export interface PostalFormat {
  shapes: readonly string[];
  /** A real code in the canonical form, shown in messages. */
  example: string;
  /** A further check on the compact code (ranges the shape cannot say). */
  check?: RegExp;
  /** A prefix people write before the code and the canonical form leaves out ("L-1009"). */
  dropPrefix?: string;
}

const digits = (n: number, example: string, check?: RegExp): PostalFormat => ({
  shapes: ["#".repeat(n)],
  example,
  check,
});
const british = (area: string) => [`${area}# #@@`, `${area}## #@@`];

export const POSTAL_FORMATS: Readonly<Record<string, PostalFormat>> = {
  PL: { shapes: ["##-###"], example: "00-950" },
  DE: digits(5, "10115"),
  AT: digits(4, "1010"),
  BE: digits(4, "1000"),
  BG: digits(4, "1000"),
  CH: digits(4, "8001"),
  CY: digits(4, "1010"),
  DK: digits(4, "1050"),
  HU: digits(4, "1051"),
  LI: digits(4, "9490", /^94[89]/),
  LU: { ...digits(4, "1009"), dropPrefix: "L" },
  NO: digits(4, "0150"),
  SI: digits(4, "1000"),
  MK: digits(4, "1000"),
  AL: digits(4, "1001"),
  SJ: digits(4, "9170"),
  HR: digits(5, "10000"),
  EE: digits(5, "10111"),
  FI: digits(5, "00100"),
  FR: digits(5, "75008"),
  ES: digits(5, "28013"),
  IT: digits(5, "00184"),
  RS: digits(5, "11000"),
  BA: digits(5, "71000"),
  ME: digits(5, "81000"),
  XK: digits(5, "10000"),
  TR: digits(5, "34000"),
  UA: digits(5, "01001"),
  MC: digits(5, "98000", /^980/),
  SM: digits(5, "47890", /^4789/),
  VA: digits(5, "00120", /^00120$/),
  AX: digits(5, "22100", /^22/),
  GR: { shapes: ["### ##"], example: "105 57" },
  CZ: { shapes: ["### ##"], example: "110 00" },
  SK: { shapes: ["### ##"], example: "811 01" },
  SE: { shapes: ["### ##"], example: "111 22" },
  NL: { shapes: ["#### @@"], example: "1234 AB", check: /^[1-9]\d{3}(?!SA|SD|SS)/ },
  PT: { shapes: ["####-###"], example: "1000-001" },
  RO: digits(6, "010011"),
  BY: digits(6, "220030"),
  RU: digits(6, "101000"),
  LT: { shapes: ["LT-#####"], example: "LT-01100" },
  LV: { shapes: ["LV-####"], example: "LV-1050" },
  MD: { shapes: ["MD-####"], example: "MD-2001" },
  IS: digits(3, "101"),
  FO: { ...digits(3, "100"), dropPrefix: "FO" },
  AD: { shapes: ["AD###"], example: "AD500" },
  MT: { shapes: ["@@@ ####"], example: "VLT 1117" },
  IE: { shapes: ["@## ****", "D6W ****"], example: "D02 X285" },
  GB: {
    shapes: ["@# #@@", "@## #@@", "@@# #@@", "@@## #@@", "@#@ #@@", "@@#@ #@@", "GIR 0AA"],
    example: "SW1A 1AA",
  },
  GI: { shapes: ["GX11 1AA"], example: "GX11 1AA" },
  IM: { shapes: british("IM"), example: "IM1 1AA" },
  JE: { shapes: british("JE"), example: "JE2 3AB" },
  GG: { shapes: british("GY"), example: "GY1 1AA" },
};

/** Any code of a country whose format the table does not know: letters, digits, spaces, dashes. */
export const FREE_POSTAL_CODE = /^[A-Z0-9](?:[A-Z0-9 -]{0,10}[A-Z0-9])?$/;
