/**
 * NIP (Polish tax identification number, "TIN" in the spec): 10 digits whose last digit is the
 * weighted sum of the first nine modulo 11 (a remainder of 10 is never issued). Spaces, dashes
 * and a "PL" prefix are accepted on input and removed.
 */
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

export const normalizeTin = (input: string): string => input.replace(/^\s*PL/i, "").replace(/[\s-]/g, "");

export function tinChecksum(first9: string): number {
  return WEIGHTS.reduce((sum, w, i) => sum + w * Number(first9[i]), 0) % 11;
}

export function isValidTin(input: string): boolean {
  const tin = normalizeTin(input);
  if (!/^\d{10}$/.test(tin)) return false;
  const check = tinChecksum(tin.slice(0, 9));
  return check !== 10 && check === Number(tin[9]);
}

/**
 * What is wrong with a typed NIP, as a field code: `tin` when it is not 10 digits (after the
 * accepted spaces, dashes and "PL"), `tinChecksum` when its last digit does not match; null for a
 * valid one. An empty value is the caller's `required`.
 */
export function tinError(input: string): "tin" | "tinChecksum" | null {
  if (!/^\d{10}$/.test(normalizeTin(input))) return "tin";
  return isValidTin(input) ? null : "tinChecksum";
}
