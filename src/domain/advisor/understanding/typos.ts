/**
 * Misspelt words that decide a calculation ("preferencyjengo zusu", "podstwa wymiaru"): the
 * calculators read fixed words, so a word one edit (a letter added, dropped, changed or two
 * swapped) away from one of them is read as it. Only words of six letters or more are corrected,
 * only to a term of seven or more, so ordinary words stay as written.
 */
const TERMS = [
  "preferencyjny",
  "preferencyjnego",
  "preferencyjnym",
  "preferencyjna",
  "preferencyjne",
  "podstawa",
  "podstawy",
  "podstawie",
  "zdrowotna",
  "zdrowotnej",
  "zdrowotne",
  "chorobowe",
  "chorobowego",
  "chorobowym",
  "ryczalcie",
  "ryczaltu",
  "liniowym",
  "liniowce",
  "wynagrodzenie",
  "minimalne",
  "minimalna",
  "preferential",
  "pracownik",
  "pracownika",
  "pracownikow",
  "pracownikiem",
  "zglosic",
  "zgloszenie",
  "zatrudnic",
  "zatrudniam",
  "zatrudnienie",
  "dzialalnosc",
  "dzialalnosci",
  "wakacje",
  "skladkowe",
];
const KNOWN = new Set(TERMS);

/** Whether two words are one edit apart (Damerau: insertion, deletion, substitution, transposition). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const [ra, rb] = [a.slice(i), b.slice(i)];
  return (
    ra.slice(1) === rb.slice(1) ||
    ra.slice(1) === rb ||
    ra === rb.slice(1) ||
    (ra.length >= 2 && ra[0] === rb[1] && ra[1] === rb[0] && ra.slice(2) === rb.slice(2))
  );
}

/** Folded text with misspellings of the calculators' words (and calques of their terms) corrected. */
export function correctTerms(folded: string): string {
  // "Linear tax", an expat's word for podatek liniowy, is the flat tax; "zw z VAT", the invoice's
  // mark, is short for "zwolniony z VAT".
  return (
    folded
      .replace(/\blinear (tax|taxation|rate)\b/g, "flat tax")
      .replace(/\bzw\.?( z| od)? (vat\w*)\b/g, "zwolniony z $2")
      // "małego ZUS-u plus", "w ZUS-ie": the inflected abbreviation is the word the calculators read.
      .replace(/\bzus-(u|ie|em|owi)\b/g, "zus")
      .replace(/[a-z]{6,}/g, (word) => {
        if (KNOWN.has(word)) return word;
        // A six-letter word is read only as a longer term ("zglsic" → "zglosic"), never as another six.
        return TERMS.find((term) => term.length >= 7 && oneEditApart(word, term)) ?? word;
      })
  );
}
