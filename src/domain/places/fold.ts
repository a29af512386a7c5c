/** Letters that Unicode does not decompose into a base letter and a mark. */
const SPECIAL: Record<string, string> = {
  ł: "l",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  đ: "d",
  ð: "d",
  ħ: "h",
  ı: "i",
  þ: "th",
};

/**
 * A name as it is compared: lower case, without diacritics, punctuation as single spaces, so
 * "Łódź" is found by "lodz", "Kraków" by "krak" and "Bielsko-Biała" by "bielsko biala".
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[łøæœßđðħıþ]/g, (c) => SPECIAL[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
