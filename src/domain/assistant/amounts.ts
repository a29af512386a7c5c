import { fold } from "../knowledge/analyzer.ts";

export type Period = "month" | "year";

export interface AmountMention {
  value: number;
  period: Period | null;
  /** Where in the folded text the number starts (to find the words around it). */
  index: number;
  /** Where the amount's own words (currency, multiplier) end. */
  end: number;
  /** Written with a currency or a multiplier ("zł", "PLN", "tys.", "k"): surely money. */
  money: boolean;
  /** Followed by people ("2 osoby", "3 employees"): a count, not money. */
  people: boolean;
}

const MULTIPLIERS: [RegExp, number][] = [
  [/^(mln|milion(ow|y|a)?|million|mio|m|bank[ia]|baniek)\b/, 1_000_000],
  [/^(tys\.?|tysiac(e|y|a)?|tysiecy|tysi|tysiak\w*|tys|kafl\w*|kawalk\w*|patyk\w*|k|thousand|grand)(?![a-z])/, 1_000],
];

const NUMBER_WORDS: Record<string, number> = {
  pol: 0.5,
  "half a": 0.5,
  poltora: 1.5,
  jeden: 1,
  jedna: 1,
  one: 1,
  a: 1,
  dwa: 2,
  dwie: 2,
  two: 2,
  trzy: 3,
  three: 3,
  cztery: 4,
  four: 4,
  piec: 5,
  five: 5,
  szesc: 6,
  six: 6,
  siedem: 7,
  seven: 7,
  osiem: 8,
  eight: 8,
  dziewiec: 9,
  nine: 9,
  dziesiec: 10,
  ten: 10,
  jedenascie: 11,
  eleven: 11,
  dwanascie: 12,
  twelve: 12,
  pietnascie: 15,
  fifteen: 15,
  dwadziescia: 20,
  twenty: 20,
  trzydziesci: 30,
  thirty: 30,
  czterdziesci: 40,
  forty: 40,
  piecdziesiat: 50,
  fifty: 50,
  sto: 100,
  "a hundred": 100,
  "one hundred": 100,
  dwiescie: 200,
  trzysta: 300,
};
const WORD_NUMBER = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join("|")})(?=\\s+(tysiac\\w*|tysiec\\w*|thousand|milion\\w*|million|bank[ia]|mln|tys))`,
  "g",
);

/** Folded, lower case, and number words before a multiplier written as digits ("pół miliona" → "0.5 miliona"): the same length is not kept, so both readers use this text. */
export const amountText = (text: string) =>
  fold(text)
    .toLowerCase()
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(WORD_NUMBER, (w) => String(NUMBER_WORDS[w]));

const MONTH_WORDS =
  "\\/ ?month|\\/ ?mies\\w*|\\/ ?m-c|\\/ ?mc\\b|miesiecznie|miesieczn\\w*|mies\\.?|na miesiac|w miesiacu|co miesiac|miesiac\\w*|\\/mc|\\/m-c|\\/mies|\\/mo\\b|\\/month|m-c|mc\\b|monthly|a month|per month|each month|every month|pm\\b|p\\/m";
const YEAR_WORDS =
  "\\/ ?rok|\\/ ?year|(zeszl|ubiegl|poprzedni|przyszl)\\w* roku|w tym roku|last year|this year|next year|previous year|rocznie|roczn\\w*|na rok|w roku|w skali roku|za rok|rok\\b|\\/rok|\\/year|yearly|a year|per year|per annum|annually|annual|p\\.a\\.|\\/yr|a yr";
const MONTH = new RegExp(`(${MONTH_WORDS})`);
const YEAR = new RegExp(`(${YEAR_WORDS})`);
/** How long something has lasted ("od 4 miesięcy", "for 5 months"): no period of an amount. */
const DURATION =
  /\b(od|przez|since|for|from)\s+(\d+|kilku|paru|wielu|dwoch|trzech|czterech|pieciu|two|three|four|five|six|several|a few)\s+(miesi\w*|mies\.?|m-cy|mcy|months?|lat|years?)/g;
const PERIOD_OF = (text: string): Period | null => {
  const t = text.replace(DURATION, " ");
  const m = MONTH.exec(t);
  const y = YEAR.exec(t);
  if (m && (!y || m.index <= y.index)) return "month";
  return y ? "year" : null;
};

const MONTH_NAMES =
  /^(stycz|lut|marc|kwie|maj|czerw|lip|sierp|wrze|pazdz|listop|grud|jan|feb|mar\b|march|apr|may|jun|jul|aug|sep|oct|nov|dec)/;

/**
 * Amounts in what people write: "10 tys. zł miesięcznie", "15k", "120 000 zł rocznie",
 * "1,5 mln rocznie", "PLN 8,000 a month", "15.000", "15 000,00 zł", "pół miliona". Each with the
 * period named right after it. Years, percentages, days of a month and form numbers are skipped.
 */
export function findAmounts(text: string): AmountMention[] {
  const t = amountText(text);
  const out: AmountMention[] = [];
  // Thousands grouped by spaces, dots or (English) commas; a decimal part of one or two digits.
  const re = /(?<![a-z\d-])(\d{1,3}(?:[ .,]\d{3})+|\d+)(?:[,.](\d{1,2}))?(?![\d])/g;
  for (const m of t.matchAll(re)) {
    const index = m.index;
    const after = t.slice(index + m[0].length);
    if (/^\s?%/.test(after)) continue;
    let value = Number(`${m[1]!.replace(/[ .,]/g, "")}.${m[2] ?? "0"}`);
    if (/^20[2-3]\d$/.test(m[0]) && !/^\s?(zl|pln|k\b|tys)/.test(after)) continue;
    let rest = after.replace(/^\s+/, "");
    if (!m[2] && value <= 31 && MONTH_NAMES.test(rest)) continue; // "1 października"
    const people =
      /^(osob|osoby|osobami|pracownik\w*|ludzi|wspolnik\w*|people|persons|employees|staff|founders|partners|klient\w*|clients?|customers?|dzieci|miesiec|miesiac|mies|lat|years|months|dni|days|razy|times)/.test(
        rest,
      );
    let money = /^(zl|pln)\b/.test(rest) || /(pln|zl)\s?$/.test(t.slice(Math.max(0, index - 4), index));
    let consumed = after.length - rest.length;
    for (const [pattern, factor] of MULTIPLIERS) {
      const hit = pattern.exec(rest);
      if (hit) {
        value *= factor;
        money = true;
        const next = rest.slice(hit[0].length).replace(/^[\s.]+/, "");
        consumed += rest.length - next.length;
        rest = next;
        break;
      }
    }
    const currency = /^(zl|pln|zlotych|zloty|zeta|netto|brutto|net|gross|\s|\.)+/.exec(rest);
    if (currency) {
      if (/zl|pln|zeta/.test(currency[0])) money = true;
      consumed += currency[0].length;
      rest = rest.slice(currency[0].length);
    }
    const period = PERIOD_OF(rest.slice(0, 24));
    out.push({ value, period, index, end: index + m[0].length + consumed, money, people });
  }
  // "milion" alone: one million.
  for (const m of t.matchAll(/(?<![\d.,]\s?)\b(milion|million)\b/g)) {
    const rest = t.slice(m.index + m[0].length).replace(/^\s*(zl|pln|zlotych)?\s*/, "");
    out.push({
      value: 1_000_000,
      period: PERIOD_OF(rest.slice(0, 24)),
      index: m.index,
      end: m.index + m[0].length,
      money: true,
      people: false,
    });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** A monthly figure to the grosz: a yearly amount divided by 12. */
export const toMonthly = (value: number, period: Period) =>
  Math.round((period === "year" ? value / 12 : value) * 100) / 100;

export const monthly = (a: AmountMention, fallback: Period = "month") => toMonthly(a.value, a.period ?? fallback);

export type AmountKind = "revenue" | "costs" | "income" | "salary" | "unknown";

export interface BoundAmount {
  kind: AmountKind;
  value: number;
  period: Period | null;
  index: number;
}

type NounKind = Exclude<AmountKind, "unknown"> | "other";

/** The nouns (and verbs) that give an amount its meaning, in folded Polish and English. "other": limits, savings, capital — not the user's figures. */
const NOUNS: [NounKind, RegExp][] = [
  [
    "salary",
    /\b(wynagrodzen\w*|pensj\w*|wyplat\w*|placa|zarobki na etacie|na etacie|salary|salaries|wage|wages|gross pay|pay of|my job pays|job pays|placi mi pracodawca|pay(?! me))\b/g,
  ],
  [
    "other",
    /\b(limit\w*|prog|progu|threshold|kwot\w* woln\w*|minimaln\w*|minimum wage|oszczednosc\w*|savings|kapital\w*|capital|wklad\w*|kredyt\w*|pozyczk\w*|loan|dotacj\w*|grant)\b/g,
  ],
  ["income", /\b(dochod\w*|zysk\w*|na czysto|na reke|profit\w*|net income|income|take[- ]home|in my pocket)\b/g],
  ["costs", /\b(koszt\w*|wydatk\w*|wydaj\w*|wydam|wydawac|cost|costs|expens\w*|spend\w*|outgoings)\b/g],
  [
    "revenue",
    /\b(przychod\w*|obrot\w*|sprzedaz\w*|sprzedaj\w*|sprzedam|utarg\w*|fakturuj\w*|fakturow\w*|faktur\w*|zarab\w*|zarobi\w*|zarobek|zarobki|placi mi|placa mi|revenue\w*|turnover|sales|invoic\w*|bill\w*|earn\w*|make|making|makes|bring in|brings in|brings|pays me|pay me|charge|charging|hit)\b/g,
  ],
];
/** Words that qualify a noun rather than name one ("dochód po kosztach", "dochód ze sprzedaży"). */
const QUALIFIER =
  /\b(po kosztach|po odliczeniu kosztow|after (costs|expenses)|net of (costs|expenses)|ze sprzedazy|from sales|z faktur)\b/g;
const EMPLOYMENT =
  /\b(zatrudni\w*|pracownik\w*|osob[aeyę]|etat\w*|etaci\w*|assistant\w*|korpo\w*|pracodaw\w*|employee\w*|hire|hiring|job|employer|staff|kogos|jej|mu)\b/;

/** Where a phrase ends: punctuation, or a conjunction that starts the next phrase. */
const SEPARATOR =
  /[;!?:\n]|(?<!\b(?:tys|ok|mies|zl|np|sp|o\.o|ul|nr|mln|m-c|k|r|incl|approx|ca))\.(?=\s|$)|,(?=\s*\D)|\s(i|oraz|and|but|plus|ale|zas|natomiast|while|whereas|with|przy|z czego)\s|\sa\s(?!(month|year|week|day)\b)|\s[-–—]\s/g;
const SENTENCE_END = /[!?\n]|(?<!\b(?:tys|ok|mies|zl|np|sp|o\.o|ul|nr|mln|m-c|k|r|incl|approx|ca))\.(?=\s|$)/g;

interface Noun {
  kind: NounKind;
  index: number;
  end: number;
}

function nounsIn(t: string): Noun[] {
  const out: Noun[] = [];
  const masked = t.replace(QUALIFIER, (m) => " ".repeat(m.length));
  for (const [kind, re] of NOUNS)
    for (const m of masked.matchAll(re)) {
      // A word already taken by an earlier kind ("na reke" inside "wynagrodzenie na reke").
      if (out.some((n) => m.index < n.end && n.index < m.index + m[0].length)) continue;
      out.push({ kind, index: m.index, end: m.index + m[0].length });
    }
  return out.sort((a, b) => a.index - b.index);
}

const boundsOf = (t: string, re: RegExp) => {
  const bounds = [0];
  for (const m of t.matchAll(re)) bounds.push(m.index, m.index + m[0].length);
  bounds.push(t.length);
  return (i: number): [number, number] => {
    let start = 0;
    let end = t.length;
    for (const b of bounds) {
      if (b <= i && b > start) start = b;
      if (b > i && b < end) end = b;
    }
    return [start, end];
  };
};

const BETWEEN_AMOUNT_AND_NOUN = new RegExp(
  `^\\s*((${MONTH_WORDS}|${YEAR_WORDS})\\s+)?((of|in|w|na|z|ze|from|worth of)\\s+)?$`,
);

/**
 * Every amount of money in a message with its meaning (revenue, costs, income, salary) and its
 * period. A noun binds the amount of its own phrase: the noun right after the amount first
 * ("15 000 zł przychodu"), then the nearest noun before it ("koszty około 2 tys."), then one later
 * in the phrase; failing those, the nearest noun before it in the sentence, or the meaning of the
 * amount before it ("czasem 5 tys., czasem 20 tys."). A period named anywhere in the phrase counts
 * ("miesięcznie około 15 tys.", "monthly revenue of 15k"), and one period in a sentence covers its
 * amounts that name none ("15k przychodu i 2k kosztów miesięcznie"). Counts of people, years,
 * days, limits and savings are not the user's figures.
 */
export function bindAmounts(text: string): BoundAmount[] {
  const t = amountText(text);
  const amounts = findAmounts(text).filter((a) => !a.people && (a.money || a.value >= 100));
  const nouns = nounsIn(t);
  const phraseOf = boundsOf(t, SEPARATOR);
  const sentenceOf = boundsOf(t, SENTENCE_END);
  const out: (BoundAmount & { other?: boolean })[] = [];
  for (const a of amounts) {
    const [start, end] = phraseOf(a.index);
    const [sStart, sEnd] = sentenceOf(a.index);
    const inPhrase = nouns.filter((n) => n.index >= start && n.end <= end);
    const rightAfter = inPhrase.find((n) => n.index >= a.end && BETWEEN_AMOUNT_AND_NOUN.test(t.slice(a.end, n.index)));
    const before = inPhrase.filter((n) => n.end <= a.index).at(-1);
    const later = inPhrase.find((n) => n.index >= a.end);
    const inSentence = nouns.filter((n) => n.end <= a.index && n.index >= sStart).at(-1);
    const near = nouns.filter((n) => n.end <= a.index && a.index - n.end <= 60).at(-1);
    const previous = out.filter((o) => o.index >= sStart).at(-1);
    let kind: NounKind | "unknown" =
      (rightAfter ?? before ?? later)?.kind ??
      inSentence?.kind ??
      (previous ? (previous.other ? "other" : previous.kind) : undefined) ??
      near?.kind ??
      "unknown";
    const tail = t.slice(a.index, a.end + 10);
    // Gross pay for a job or an employee is a salary, whatever verb carried it.
    if (
      kind !== "other" &&
      (kind !== "costs" || /\b(brutto|gross)\b/.test(tail)) &&
      (kind === "salary" || /\b(brutto|gross)\b/.test(tail) || kind === "income") &&
      EMPLOYMENT.test(t.slice(sStart, sEnd)) &&
      !(rightAfter && rightAfter.kind === "revenue")
    )
      kind =
        kind === "income" && !/\b(etat\w*|etaci\w*|pracodaw\w*|job|employer|pracownik\w*|pensj\w*)\b/.test(t)
          ? "income"
          : "salary";
    let period = a.period ?? PERIOD_OF(t.slice(start, a.index)) ?? PERIOD_OF(t.slice(a.end, end));
    period ??= PERIOD_OF(t.slice(sStart, sEnd));
    if (kind === "other") {
      out.push({ kind: "unknown", value: a.value, period, index: a.index, other: true });
      continue;
    }
    if (kind === "unknown" && !a.money && a.value < 100) continue;
    out.push({ kind, value: a.value, period, index: a.index });
  }
  return out.filter((o) => !o.other).map(({ kind, value, period, index }) => ({ kind, value, period, index }));
}

/**
 * Amounts named right next to a word: the word just after the amount ("1470 health a month",
 * "1470 zł składki") or just before it, with at most "około"/"about" between ("zdrowotna ok. 1470
 * zł"). `noun` is matched on folded, lower-case text.
 */
export function amountsNear(text: string, noun: RegExp): AmountMention[] {
  const t = amountText(text);
  const after = new RegExp(`^\\s*((${MONTH_WORDS})\\s+)?((of|na|w|z|in)\\s+)?(${noun.source})`);
  const before = new RegExp(
    `(${noun.source})\\w*\\s*(\\(?(ok|okolo|about|around|approx|roughly|wynosi|wynosila|is|was|of|to|=|~|rzedu|ca)\\.?\\s*){0,2}$`,
  );
  return findAmounts(text).filter(
    (a) =>
      !a.people &&
      (a.money || a.value >= 100) &&
      (after.test(t.slice(a.end, a.end + 40)) || before.test(t.slice(Math.max(0, a.index - 40), a.index))),
  );
}
