import {
  amountText,
  type AmountMention,
  findAmounts,
  MONTH_WORDS,
  type Period,
  PERIOD_OF,
  YEAR_WORDS,
} from "./amounts.ts";

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
    /\b(dywidend\w*|dividend\w*|limit\w*|prog|progu|threshold|kwot\w* woln\w*|tax[- ]free( amount| allowance)?|personal allowance|kupil\w*|kupi\w*|kupuj\w*|zakup\w*|(laptop\w*|macbook\w*|komputer\w*|notebook\w*|monitor\w*|telefon\w*|smartfon\w*|iphone\w*|drukark\w*|sprzet\w*|computer|phone) (za|for|worth)|bought|buy|buying|purchas\w*|cen[aey]|price|wartosc\w*|worth|minimaln\w*|minimum wage|oszczednosc\w*|savings|kapital\w*|capital|wklad\w*|kredyt\w*|pozyczk\w*|loan|dotacj\w*|grant)\b/g,
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
  /\b(po kosztach|po odliczeniu kosztow|after (costs|expenses)|net of (costs|expenses)|ze sprzedazy|from sales|z faktur|(przychod\w*|revenue|sales) (minus|less|odjac|bez|-) (koszt\w*|costs?|expenses))\b/g;
const EMPLOYMENT =
  /\b(zatrudni\w*|pracownik\w*|osob[aeyę]|etat\w*|etaci\w*|assistant\w*|korpo\w*|pracodaw\w*|employee\w*|hire|hiring|job|employer|staff|kogos|jej|mu)\b/;

/** An amount said to come from the user's job ("przychód z pracy", "income from my job"). */
const FROM_THE_JOB =
  /\b((z|ze) (pracy|etatu|umow\w* o prace|stosunku pracy)|from (my |the |a )?(job|day job|full-time job|employment|employer))\b/;

/** An income said to be the business's or the whole ("dochód z firmy", "łącznie dochód", "combined income"). */
const OF_THE_BUSINESS =
  /\b((z|ze) (firmy|dzialalnosci|jdg|b2b)|from (the |my )?(business|jdg|company|b2b)|business income|firmow\w* dochod\w*|lacznie|lacznego|lacznym|razem|w sumie|in total|combined|total income|overall)\b/;

/** A contribution named right before an amount ("zdrowotną 498,35", "ZUS płacę 1 800", "health contribution of 830"). */
const CONTRIBUTION_PAID =
  /\b(skladk\w*|zdrowotn\w*|zus|health contribution|health insurance|social contributions?)\s+((place|placilem|placilam|placimy|pay|paid|wynosi|wynosila|of|=|:)\s+)?((ok|okolo|about|around|~)\.?\s*)?$/;
const BOUND =
  /\b(below|under|less than|lower than|ponizej|mniej niz|nizej niz|nie przekracza\w*|nie przekroczy\w*)\s+(the\s+)?(limit\w*\s+|progu\s+)?(of\s+)?(ok\.?\s+|okolo\s+|about\s+|around\s+)?$/;

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
  `^\\s*((${MONTH_WORDS}|${YEAR_WORDS})\\s+)?((of|in|w|na|z|ze|from|worth of)\\s+)?((taxable|net|gross|annual|yearly|monthly|total|opodatkowan\\w*|roczn\\w*|miesieczn\\w*|calkowit\\w*|laczn\\w*)\\s+)?$`,
);

/** A total the year ended at ("revenue ended at 75k", "the year closed at 120k"). */
const YEAR_ENDED_AT = /\b(ended (up )?(at|on)|closed (at|on)|finished (at|on))\s*$/;

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
    // "Czy limit to dalej miesięczny? W zeszłym roku było chyba 3499,50": a bare figure that "was" is what was asked of.
    const was = t.slice(start, a.index);
    if (
      kind === "unknown" &&
      /\b(bylo|byl|byla|wynosil\w*)\s+(\w+\s+)?$/.test(was) &&
      !/\b(gdyby|jakby|jesli|if)\b/.test(was)
    )
      kind = "other";
    const tail = t.slice(a.index, a.end + 10);
    // Gross pay for a job or an employee is a salary, whatever verb carried it.
    if (
      kind !== "other" &&
      (kind !== "costs" || /\b(brutto|gross)\b/.test(tail)) &&
      (kind === "salary" || /\b(brutto|gross)\b/.test(tail) || kind === "income") &&
      EMPLOYMENT.test(t.slice(sStart, sEnd)) &&
      !(rightAfter && rightAfter.kind === "revenue") &&
      // "etat plus JDG, dochód z firmy 12k", "łącznie dochód 140 tys.": the business's or the whole income, not the job's pay.
      !(kind === "income" && OF_THE_BUSINESS.test(t.slice(start, end)))
    )
      kind =
        kind === "income" && !/\b(etat\w*|etaci\w*|pracodaw\w*|job|employer|pracownik\w*|pensj\w*)\b/.test(t)
          ? "income"
          : "salary";
    // "70k przychodu z pracy", "60k income from my job": what the job pays, whatever noun carried it.
    if ((kind === "revenue" || kind === "income") && FROM_THE_JOB.test(t.slice(start, end))) kind = "salary";
    // "way below 240k", "poniżej limitu 200 tys.": a bound the figure stays under, not the figure.
    if (BOUND.test(t.slice(Math.max(start, a.index - 25), a.index))) kind = "other";
    // "płaciłem zdrowotną 498,35", "ZUS płacę 1 800 zł": a contribution paid, named right before it, is no revenue.
    if (kind === "revenue" && CONTRIBUTION_PAID.test(t.slice(Math.max(start, a.index - 40), a.index))) kind = "other";
    let period = a.period ?? PERIOD_OF(t.slice(start, a.index)) ?? PERIOD_OF(t.slice(a.end, end));
    // "…health every month but revenue ended at 75k": what the year ended at is the year's total.
    if (!period && YEAR_ENDED_AT.test(t.slice(start, a.index))) period = "year";
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
