/**
 * Recognises the founder's activity anywhere in a message ("Programista, 15 000 zł miesięcznie",
 * "I rent out a flat") and maps it to its 2026 lump-sum rate and typical PKD 2025 codes
 * (`tax/activities-2026.ts`). Whether the message is a statement about the user or only names a
 * topic is for the caller to decide; this module only finds the activity.
 *
 * Matching works on folded text (lower case, no diacritics), word by word: a keyword never matches
 * inside another word, and the most specific match wins (the longest matched phrase, strong
 * phrases first). A match right after a possessive or a preposition that points at someone else
 * ("mój księgowy", "do lekarza", "my accountant") or after a negation ("nie jestem programistą")
 * does not count.
 */
import { fold } from "../../knowledge/analyzer.ts";
import { zloty } from "../../tax/money.ts";
import { ACTIVITIES_2026, type ActivityDefinition } from "../../tax/activities-2026.ts";
import { detectLanguage, type MessageLang } from "./language.ts";

export interface ActivityMatch {
  id: string;
  /** The activity's name in the reply language. */
  label: string;
  /** The usual lump-sum rate, e.g. 0.12. */
  rate: number;
  rateSource: string;
  pkd: { code: string; name: string }[];
  /** The words of the message that named the activity, as written. */
  matched: string;
  /** When the rate depends on the exact service (PKWiU), or on a threshold. */
  note?: string;
}

const ACTIVITIES = ACTIVITIES_2026 as readonly ActivityDefinition[];

/** Up to two other words between two keyword words. */
const GAP = "(?: [a-z0-9]+){0,2}";
const WORD_CHAR = "[a-z0-9]";
/** What a specific (`!`) phrase adds to its length, so it outranks longer general ones. */
const STRONG_BONUS = 20;
/** What a match with one typo loses against the same match spelled right. */
const TYPO_PENALTY = 3;

/**
 * A word just before a match that makes it someone else's job ("twój księgowy", "u fryzjera",
 * "do lekarza", "for doctors").
 */
const OTHER_PERSON = new Set(
  (
    "twoj twoja twoje twojego twojej twoim twoi jego jej ich do u dla przez od z ze bez " +
    "your his her their for without"
  ).split(" "),
);
/**
 * "Mój/my" before a person ("mój księgowy", "my accountant") is someone else; before a place or
 * a business ("mój sklep", "my restaurant") it is the user's own.
 */
const MY = new Set(
  "moj moja moje mojego mojej moim mojemu moi moich nasz nasza nasze naszego naszej naszym nasi naszych my our".split(
    " ",
  ),
);
const OWN_PLACE =
  /^(sklep|restaurac|salon|warsztat|biur|kancelari|gabinet|kanal|pensjonat|hostel|hotel|studio|pizzeri|kawiarni|hurtowni|firm|agencj|pracowni|gospodarstw|mieszkan|shop|store|restaurant|garage|channel|office|practice|agency|farm|flat|apartment|business|company|food|cafe|gym|blog)/;
/** A negation within the two words before a match ("nie jestem", "I'm not a", "don't"). */
const NEGATION = new Set(["nie", "ani", "not", "never", "t"]);

interface CompiledPattern {
  exact: RegExp;
  /** The same pattern tolerating one typo in the words marked `%`. */
  fuzzy?: RegExp;
  strong: boolean;
  blocker: boolean;
}

interface CompiledActivity {
  activity: ActivityDefinition;
  patterns: CompiledPattern[];
}

/** One-edit variants of a stem (substitution, deletion, insertion, transposition); the first letter stays. */
function oneEdit(stem: string): string {
  const variants = new Set<string>();
  for (let i = 1; i <= stem.length; i++) {
    const head = stem.slice(0, i);
    const tail = stem.slice(i);
    variants.add(`${head}[a-z]${tail}`); // insertion before position i
    if (i < stem.length) {
      variants.add(`${head}[a-z]${stem.slice(i + 1)}`); // substitution of stem[i]
      variants.add(head + stem.slice(i + 1)); // deletion of stem[i]
    }
    if (i < stem.length - 1) variants.add(head + stem[i + 1] + stem[i] + stem.slice(i + 2)); // transposition
  }
  return `(?:${[...variants].join("|")})`;
}

function toRegex(body: string, fuzzy: boolean): RegExp {
  const source = body
    .replace(/ ~(?= |$)/g, GAP)
    .replace(/%([a-z]+)/g, (_, stem: string) => (fuzzy && stem.length >= 5 ? oneEdit(stem) : stem))
    .replace(/\*/g, `${WORD_CHAR}*`);
  return new RegExp(`(?<!${WORD_CHAR})(?:${source})(?!${WORD_CHAR})`, "g");
}

function compilePattern(keyword: string): CompiledPattern {
  const strong = keyword.startsWith("!");
  const blocker = keyword.startsWith("-");
  const body = fold(strong || blocker ? keyword.slice(1) : keyword).trim();
  return {
    exact: toRegex(body, false),
    fuzzy: body.includes("%") ? toRegex(body, true) : undefined,
    strong,
    blocker,
  };
}

let compiled: CompiledActivity[] | null = null;
const compiledActivities = (): CompiledActivity[] =>
  (compiled ??= ACTIVITIES.map((activity) => ({
    activity,
    patterns: [...activity.keywords.pl, ...activity.keywords.en].map(compilePattern),
  })));

interface Words {
  /** The folded words joined by single spaces. */
  normalized: string;
  /** Per word: its start in `normalized` and its span in the original text. */
  spans: { at: number; from: number; to: number }[];
}

/** Folds the text character by character so every folded word keeps its place in the original. */
function words(text: string): Words {
  let folded = "";
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    for (const c of fold(text[i]!)) {
      folded += c;
      origin.push(i);
    }
  }
  const spans: Words["spans"] = [];
  const parts: string[] = [];
  let at = 0;
  for (const m of folded.matchAll(/[a-z0-9]+/g)) {
    const start = m.index;
    const end = start + m[0].length;
    spans.push({ at, from: origin[start]!, to: origin[end - 1]! + 1 });
    parts.push(m[0]);
    at += m[0].length + 1;
  }
  return { normalized: parts.join(" "), spans };
}

interface Candidate {
  index: number;
  score: number;
  firstWord: number;
  lastWord: number;
}

/** The index of the word that starts at or contains `offset` of the normalized text. */
function wordAt(spans: Words["spans"], offset: number): number {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (spans[mid]!.at <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** English subjects before "do", where "do" is the verb ("I do dropshipping"), not Polish "do" (to). */
const ENGLISH_SUBJECT = new Set(["i", "we", "you", "they", "also", "mainly", "mostly"]);

/** A person who speaks or advises right after the match ("lekarz proponuje", "the accountant says") is someone else. */
const REPORTS =
  /^(proponuje|mowi|powiedzial\w*|kaze|kazal\w*|twierdzi|zaleca|zalecil\w*|radzi|doradza|doradzil\w*|uwaza|stwierdzil\w*|pisze|napisal\w*|informuje|poinformowal\w*|przypomina|ostrzega|says|said|told|tells|suggests|suggested|recommends|recommended|thinks|claims|insists|writes|wrote|warns|warned|reminds|reminded|chcial\w*|placi|zaplaci|zaplacil\w*|zamawia|zamowil\w*|wants|wanted|pays|paid|orders|ordered)$/;

/**
 * Taking someone on or buying a service ("I hire a graphic designer", "zatrudniam grafika", "I buy
 * Google Ads"): their job, not the user's.
 */
const HIRING =
  /^(hire|hiring|hired|offer|offering|oferuje|employ|employing|employed|engage|engaging|commission|commissioning|need|needs|looking|buy|buying|bought|purchase|purchasing|order|ordering|subscribe|zatrudni\w*|zatrudnia\w*|szukam|szukamy|potrzebuje|potrzebujemy|zlecam|zlecic|zlecamy|przyjme|przyjac|przyjmuje|kupuje|kupujemy|zamawiam|zamawiamy)$/;

/** Buying something ("kupuję", "import usług", "I buy"): what follows is a purchase. */
const BOUGHT =
  /^(kupuj\w*|kupil\w*|kupie|zamawia\w*|zamowil\w*|oplacam|oplacamy|oplacil\w*|import\w*|buy|buys|buying|bought|purchas\w*)$/;

/** A contract whose work follows ("zlecenie na…", "umowa o dzieło na…", "a contract for…"). */
const CONTRACT = /^(zlecen\w*|zleceni\w*|umow\w*|dzielo|dziela|contract\w*|gig)$/;

function guarded(list: string[], firstWord: number, lastWord: number): boolean {
  // "Hurtownia budowlana chce mi zapłacić…": someone acting on the asker within two words is someone else.
  if ([list[lastWord + 1], list[lastWord + 2]].some((w) => REPORTS.test(w ?? ""))) return true;
  // "…chce mi zapłacić": the one who wants something of the asker ("jestem X, chcę…" is the asker).
  const after = list.slice(lastWord + 1, lastWord + 4).join(" ");
  if (/^(\w+ )?(chce|chca) (mi|nam|ode mnie|od nas)\b/.test(after)) return true;
  if (list.slice(Math.max(0, firstWord - 3), firstWord).some((w) => HIRING.test(w))) return true;
  // "Umowa zlecenia na sprzątanie biura", "a contract for cleaning": the contract's work, not the asker's trade.
  for (let j = Math.max(0, firstWord - 3); j < firstWord; j++)
    if (/^(na|do|for|przy)$/.test(list[j]!) && list.slice(Math.max(0, j - 3), j).some((w) => CONTRACT.test(w)))
      return true;
  // "An umowa o dzieło with a photographer", "a contract with a designer": the other party, not the asker.
  for (let j = Math.max(0, firstWord - 2); j < firstWord; j++)
    if (
      /^(with|z|ze)$/.test(list[j]!) &&
      list.slice(Math.max(0, j - 4), j).some((w) => CONTRACT.test(w) || /^(signed|sign|podpisal\w*|podpisuje)$/.test(w))
    )
      return true;
  // "Kupuję reklamy na Facebooku", "import usług (reklamy Google z Irlandii)": what is bought is no trade.
  if (list.slice(Math.max(0, firstWord - 4), firstWord).some((w) => BOUGHT.test(w))) return true;
  if (
    /^(\w+ )?(z|ze|from) (irlandii|ireland|usa|stanow)\b/.test(after) &&
    /^(reklam|ads?|kampani|uslug|google|facebook|meta)/.test(list[firstWord] ?? "")
  )
    return true;
  const before = list[firstWord - 1];
  const twoBefore = list[firstWord - 2];
  // "Płacę hurtowni za towar", "I pay the agency": the one paid is someone else.
  // …also with what is paid for in between ("nie zapłaciłem za części hurtowni", "paid for parts to a wholesaler").
  if (
    list
      .slice(Math.max(0, firstWord - 3), firstWord)
      .some((w) => /^(place|placimy|placilem|placilam|zaplace|zaplacilem|zaplacilam|pay|paying|paid)$/.test(w))
  )
    return true;
  // "Pracownik budowlaniec pojechał na budowę", "my employee, an electrician": the worker's trade, not the asker's.
  if (
    [before, twoBefore].some((w) => /^(pracownik|pracownica|pracownicy|pracownikow|employee|employees)$/.test(w ?? ""))
  )
    return true;
  const englishDo = before === "do" && twoBefore !== undefined && ENGLISH_SUBJECT.has(twoBefore);
  if (before !== undefined && OTHER_PERSON.has(before) && !englishDo) return true;
  // "chcę sprawdzić kosmetyczkę", "to try out a barista": a person on trial, someone the user takes on.
  if (/^(sprawdzic|sprawdze|przetestowac|przetestuje|wyprobowac|wyprobuje|try|test|trial)$/.test(before ?? ""))
    return true;
  const ownPlace = list.slice(firstWord, lastWord + 1).some((w) => OWN_PLACE.test(w));
  if (before !== undefined && MY.has(before) && !ownPlace) return true;
  return [before, twoBefore].some((w) => w !== undefined && NEGATION.has(w));
}

function matchesOf(re: RegExp, normalized: string): { start: number; end: number; letters: number }[] {
  re.lastIndex = 0;
  return [...normalized.matchAll(re)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    letters: m[0].replace(/ /g, "").length,
  }));
}

/**
 * The activity named in `text`, or null. `lang` picks the language of the label, PKD names and
 * note; without it the message's own language is used.
 */
export function recogniseActivity(text: string, lang?: MessageLang): ActivityMatch | null {
  if (!text.trim()) return null;
  const { normalized, spans } = words(text);
  if (!normalized) return null;
  const list = normalized.split(" ");

  let best: Candidate | null = null;
  compiledActivities().forEach(({ patterns }, index) => {
    const blocked = patterns.filter((p) => p.blocker).flatMap((p) => matchesOf(p.exact, normalized));
    for (const p of patterns) {
      if (p.blocker) continue;
      const found = [
        ...matchesOf(p.exact, normalized).map((m) => ({ ...m, penalty: 0 })),
        ...(p.fuzzy ? matchesOf(p.fuzzy, normalized).map((m) => ({ ...m, penalty: TYPO_PENALTY })) : []),
      ];
      for (const m of found) {
        if (blocked.some((b) => b.start < m.end && m.start < b.end)) continue;
        const firstWord = wordAt(spans, m.start);
        const lastWord = wordAt(spans, m.end - 1);
        if (guarded(list, firstWord, lastWord)) continue;
        const score = m.letters + (p.strong ? STRONG_BONUS : 0) - m.penalty;
        const candidate = { index, score, firstWord, lastWord };
        if (
          !best ||
          score > best.score ||
          (score === best.score && firstWord < best.firstWord) ||
          (score === best.score && firstWord === best.firstWord && index < best.index)
        ) {
          best = candidate;
        }
      }
    }
  });
  if (!best) return null;
  const { index, firstWord, lastWord } = best as Candidate;

  const activity = ACTIVITIES[index]!;
  const language = lang ?? detectLanguage(text, "pl");
  return {
    id: activity.id,
    label: activity.label[language],
    rate: activity.ryczaltRate.value,
    rateSource: activity.ryczaltRate.source,
    pkd: activity.pkd.map((p) => ({ code: p.code, name: p.name[language] })),
    matched: text.slice(spans[firstWord]!.from, spans[lastWord]!.to),
    ...(activity.ryczaltRateNote ? { note: activity.ryczaltRateNote[language] } : {}),
  };
}

const rental = ACTIVITIES.find((a) => a.id === "residential_rental")!;
const RENTAL_THRESHOLD = rental.ryczaltThreshold!;

/** The lump-sum rate on the next złoty of a year's rental revenue: 8,5% up to 100 000 zł, then 12,5%. */
export function rentalRate(annualRevenue: number): number {
  return annualRevenue > RENTAL_THRESHOLD.amount.value ? RENTAL_THRESHOLD.rateAbove.value : rental.ryczaltRate.value;
}

/**
 * The lump-sum tax on a year's rental revenue: 8,5% of the part up to 100 000 zł and 12,5% of the
 * surplus, to the full złoty (Ordynacja podatkowa art. 63).
 */
export function rentalTax(annualRevenue: number): { tax: number; effectiveRate: number } {
  const revenue = Math.max(0, annualRevenue);
  const threshold = RENTAL_THRESHOLD.amount.value;
  const tax = zloty(
    Math.min(revenue, threshold) * rental.ryczaltRate.value +
      Math.max(0, revenue - threshold) * RENTAL_THRESHOLD.rateAbove.value,
  );
  return { tax, effectiveRate: revenue > 0 ? tax / revenue : 0 };
}
