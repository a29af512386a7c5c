/**
 * The Polish/English text analyser of the knowledge search: lower case, diacritics
 * folded (ą→a, ł→l, …), stopwords dropped, a light suffix-stripping Polish stemmer (English
 * plurals too). The same steps run on articles and on questions, so "składki", "składkach" and
 * "skladka" meet at one stem.
 */

const FOLD: Record<string, string> = { ą: "a", ć: "c", ę: "e", ł: "l", ń: "n", ó: "o", ś: "s", ź: "z", ż: "z" };

const foldOnce = (text: string): string => {
  const lower = text.toLowerCase();
  // Plain ASCII (most questions, most English passages) has nothing to fold.
  if (!/[\u0080-\uffff]/.test(lower)) return lower;
  return lower
    .replace(/[ąćęłńóśźż]/g, (c) => FOLD[c]!)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
};

/**
 * The same passages and headings are folded for every question that reaches them: a bounded memo
 * (cleared when full) keeps their folded text. Folding was 5 % of the evaluation's time (2026-11-28).
 */
const folded = new Map<string, string>();
export const fold = (text: string): string => {
  const known = folded.get(text);
  if (known !== undefined) return known;
  const result = foldOnce(text);
  if (folded.size >= 20_000) folded.clear();
  folded.set(text, result);
  return result;
};

const STOPWORDS = new Set(
  // Polish (folded)
  (
    "a aby ale bo by byc byl byla bylo czy dla do go i ich ile im in ja jak jaka jaki jakie jakiej jest jestem je jego jej " +
    "juz ma mam mi mnie moge moj moja moje mozna musze na nad nam nas nie niz o od oraz po pod przez przy sa sie sobie " +
    "ta tak tam te tego tej ten to tu ty tym u w we wiec z za ze co kto kiedy gdzie czym mojej moim moja swoj swoja " +
    "chce chcialbym chcialabym prosze czyli jesli jezeli ktora ktore ktory lub albo oraz bedzie bede jakim tylko takze tez rowniez " +
    // English
    "the an and or of to in on for is are be was were it its this that these those with as at by from how what which " +
    "who when where do does did can could should would my i me we you your our have has had if than then there about into " +
    // what is left of "don't", "won't", "isn't" once the apostrophe splits them
    "don won isn aren doesn didn wasn weren shouldn couldn wouldn haven hasn hadn also too"
  ).split(/\s+/),
);

// Folded Polish endings, longest first; a stem keeps at least four letters.
const SUFFIXES = [
  "owania",
  "owanie",
  "owaniu",
  "owych",
  "owymi",
  "owego",
  "owej",
  "owym",
  "owie",
  "ach",
  "ami",
  "ego",
  "emu",
  "ich",
  "imi",
  "ych",
  "ymi",
  "iem",
  "iej",
  "owi",
  "owa",
  "owe",
  "owy",
  "ow",
  "om",
  "em",
  "ie",
  "ia",
  "iu",
  "ja",
  "ej",
  "ym",
  "im",
  "a",
  "e",
  "i",
  "o",
  "u",
  "y",
];

/**
 * Acronyms people inflect like nouns ("z VAT-u", "do ZUS-u", "w PIT-cie", "zwolniony z vatu"):
 * the case ending is dropped, so "vatu" meets "vat".
 */
const ACRONYM_CASE =
  /^(vat|zus|pit|cit|nip|krs|pkd|jdg|bhp|pup|bgk|mpp|mzp|dra|rws|crbr|ksef|ceidg|regon)(u|em|ie|cie|y|ach|ami|ow|om)$/;

/**
 * Polish stems whose last consonant alternates in the locative and dative ("na ryczałcie",
 * "na uldze", "w spółce", "w składce", "na etacie", "w kwocie", "w projekcie"): these endings go
 * back to the consonant of the other forms. Only endings no other word family shares are listed
 * ("-ecie" is also "rozpoczęcie", "-rcie" also "wsparcie").
 */
const ALTERNATIONS: [RegExp, string][] = [
  [/lcie$/, "lt"],
  [/acie$/, "at"],
  [/ocie$/, "ot"],
  [/kcie$/, "kt"],
  [/micie$/, "mit"],
  [/ldze$/, "lga"],
  [/lce$/, "lk"],
  [/dce$/, "dk"],
  [/czce$/, "czk"],
];

export function stem(word: string): string {
  const acronym = ACRONYM_CASE.exec(word);
  if (acronym) return acronym[1]!;
  if (/\d/.test(word) || word.length <= 4) return word;
  for (const [ending, consonant] of ALTERNATIONS) {
    const base = word.replace(ending, consonant);
    if (base !== word && base.length >= 4) return base;
  }
  if (/^[a-z]+$/.test(word) && word.endsWith("ies") && word.length > 5) return `${word.slice(0, -3)}y`;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 4) return word.slice(0, -1);
  return word;
}

/** Words of a text (letters and digits; "05 70" stays two tokens, "9%" keeps the number). */
export const tokenize = (text: string): string[] =>
  fold(text)
    // "what's", "don't", "I'll": the clitic is no word of its own.
    .replace(/['’](s|t|d|m|ll|re|ve)\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** One token → its index term, or null for a stopword. */
export function term(token: string): string | null {
  const t = fold(token);
  if (!t || STOPWORDS.has(t)) return null;
  return stem(t);
}

export const analyse = (text: string): string[] =>
  tokenize(text)
    .map(term)
    .filter((t): t is string => Boolean(t));
