import { fold } from "../knowledge/analyzer.ts";
import { bindAmounts, toMonthly } from "./amounts.ts";
import { sameJobForExEmployer } from "./knowledge/employer-hints.ts";
import { isQuestion, sentencesOf } from "./understanding/classify.ts";
import { type CalendarDate, findDate, isoDate } from "./understanding/dates.ts";

/** DESIGN §6: what the advisor keeps about the user's business, filled from the interview and the chat. */
export interface BusinessProfile {
  stage?: "idea" | "starting" | "running";
  activity?: string;
  customers?: "b2b" | "b2c" | "both";
  legalForm?: "jdg" | "sc" | "spzoo" | "psa" | "undecided";
  founders?: number;
  monthlyRevenue?: number;
  monthlyCosts?: number;
  employees?: number;
  formerEmployerClient?: boolean;
  businessInLast60Months?: boolean;
  otherEmployment?: boolean;
  vatStatus?: "exempt" | "active" | "undecided";
  fundingNeeds?: boolean;
  /**
   * The business's first day, ISO `YYYY-MM-DD`. A month without a day ("od marca", "in July") is
   * kept as its first day, so the fact is always a whole date; the guide's plan starts in its month.
   */
  startDate?: string;
}
export type ProfileFact = keyof BusinessProfile;

/** Every fact of the profile, in the order a summary lists them (the interview's fact names too). */
export const PROFILE_FACTS = [
  "stage",
  "startDate",
  "activity",
  "customers",
  "monthlyRevenue",
  "monthlyCosts",
  "founders",
  "legalForm",
  "employees",
  "formerEmployerClient",
  "businessInLast60Months",
  "otherEmployment",
  "vatStatus",
  "fundingNeeds",
] as const satisfies readonly ProfileFact[];
// A fact added to BusinessProfile but not to the list fails to compile here.
export const PROFILE_FACTS_COMPLETE: [Exclude<ProfileFact, (typeof PROFILE_FACTS)[number]>] extends [never]
  ? true
  : never = true;

const has = (t: string, re: RegExp) => re.test(t);

const YES = /^(tak|tak\b.*|yes|yep|yeah|sure|oczywiscie|jasne|owszem|zgadza sie|correct|right|of course)\b/;
const NO = /^(nie|no|nope|not really|raczej nie|zadn|none|nigdy|never)\b/;

const NUMBER_WORDS: Record<string, number> = {
  jeden: 1,
  jedna: 1,
  jedno: 1,
  jedna_: 1,
  one: 1,
  dwa: 2,
  dwie: 2,
  dwoch: 2,
  dwoje: 2,
  two: 2,
  trzy: 3,
  trzech: 3,
  troje: 3,
  three: 3,
  cztery: 4,
  czterech: 4,
  four: 4,
  piec: 5,
  pieciu: 5,
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
};
const COUNT = "(\\d+|" + Object.keys(NUMBER_WORDS).join("|") + ")";
const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? NaN));

function employeesOf(t: string): number | undefined {
  if (
    has(
      t,
      /\b(bez (zadnych )?pracownikow|nie (bede |planuje )?zatrudnia|sam(a)? (bede )?(pracowac|prowadzic)|no (employees|staff)|(work|working) alone|by myself|not (going to )?hire)/,
    )
  )
    return 0;
  const pl = new RegExp(
    `(zatrudni\\w*|zatrudniam|zatrudnie|mam|bedzie|planuje)\\s+(okolo\\s+|ok\\.?\\s+)?${COUNT}\\s+(osob|pracownik|ludzi|osoby)`,
  ).exec(t);
  const en = new RegExp(
    `(hire|employ|have|with)\\s+(about\\s+|around\\s+)?${COUNT}\\s+(people|employees|staff|workers|persons)`,
  ).exec(t);
  const m = pl ?? en;
  if (m) {
    const n = countOf(m[3]!);
    if (Number.isFinite(n)) return n;
  }
  return undefined;
}

function foundersOf(t: string): number | undefined {
  if (has(t, /\b(ze wspolnikiem|z partnerem biznesowym|with a (business )?partner|with a co-?founder)\b/)) return 2;
  const m = new RegExp(
    `\\b(we are|jestesmy|we're)\\s+${COUNT}\\b|${COUNT}\\s+(wspolnik|founders|partners|wspolnikow)`,
  ).exec(t);
  if (m) {
    const n = countOf((m[2] ?? m[3])!);
    if (Number.isFinite(n)) return n;
  }
  // "sama zakładam" is alone; "ta sama praca", "to samo" is the same thing.
  if (
    has(
      t.replace(/\b(ta|to|ten|tym|tej|te|taka|takie|tak|tego) sam\w*/g, " "),
      /\b(sam(a)? zakladam|zakladam sam|on my own|alone|by myself|sama|sam)\b/,
    )
  )
    return 1;
  return undefined;
}

/** Verbs that start a business from now on ("zakładam", "startuję", "I'm starting", "we launch"). */
const START_AHEAD =
  /\b(zakladam\w*|zaloze|zalozymy|zalozyc|otwieram\w*|otworze|otworzymy|otworzyc|rejestruje\w*|zarejestruje\w*|zarejestrowac|startuje\w*|wystartuje\w*|wystartowac|startowac|ruszam\w*|rusze|ruszymy|ruszyc|rusza|ruszaja|rozpoczynam\w*|rozpoczne|rozpoczniemy|rozpoczac|zaczynam\w*|zaczne|zaczniemy|zaczac|start|starts|starting|open|opens|opening|launch|launches|launching|register|registering|begin|begins|beginning|kick off|kicking off|go live|going live|rozpoczeci\w*|data startu|data zalozenia|start date|starting date)\b/;
/** Verbs of a business already started ("założyłam", "prowadzę firmę od", "I started", "running since"). */
const START_PAST =
  /\b(zalozyl\w*|otworzyl\w*|zarejestrowal\w*|wystartowal\w*|ruszyl\w*|rozpoczal\w*|rozpoczel\w*|zaczal\w*|zaczel\w*|prowadze|prowadzimy|dzialam|dzialamy|started|opened|registered|launched|began|been running|been trading|in business since|running since|trading since)\b/;
/** What else starts on a date: a job, VAT, a leave; not the business unless the sentence names it. */
const OTHER_START =
  /\b(przychod\w*|dochod\w*|koszt\w*|obrot\w*|zarob\w*|revenue|income|costs?|earn\w*|prac\w*|etat\w*|job|employment|umow\w*|vat\w*|ksef|kas\w* fiskaln\w*|cash register|zus|studi\w*|szkol\w*|school|urlop\w*|leave|emerytur\w*|zasilek\w*|sprzedaz\w* (towar|uslug)|rachunek|konto|account)\b/;
const BUSINESS =
  /\b(firm\w*|dzialalnosc\w*|jdg|spol[kc]\w*|biznes\w*|business|company|startup|start-up|sole proprietorship)\b/;
/** "zakładam, że…" assumes; "nie zakładam" / "I'm not starting" denies; "jeśli zacznę" supposes. */
const NOT_A_START =
  /\b(zakladam,? ze|zakladajac|assuming|nie|not|never|don't|won't|isn't|jesli|jezeli|gdy|gdyby\w*|if|unless|chyba ze|maybe|moze|perhaps|albo|or)\b/;

/** A date stated without a year, placed in the year that makes it the start the user means. */
function placeDate(found: CalendarDate, hasYear: boolean, past: boolean, today: Date): CalendarDate {
  if (hasYear) return found;
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  if (past) {
    // The latest such day not after today ("założyłem firmę 1 grudnia", said in March: last December).
    const later = found.month > m || (found.month === m && found.day > d);
    return { ...found, year: later ? y - 1 : y };
  }
  // The next such month from this one on ("startuję w marcu", said in November: next March).
  return { ...found, year: found.month < m ? y + 1 : y };
}

/** 29 February of a year without it is no date. */
const realDate = (date: CalendarDate) =>
  date.month >= 1 &&
  date.month <= 12 &&
  date.day >= 1 &&
  date.day <= new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();

/** A year nobody writes: tells a date stated without one (findDate then fills it in). */
const NO_YEAR = 4;

/**
 * The start date a statement gives: a sentence that states (not asks or supposes) that the
 * user's business starts or started on a date. `answering` reads a bare date ("1 marca",
 * "w lipcu") as the answer to the advisor's question about the start.
 */
function startDateOf(text: string, answering: boolean, today: Date): { date: string; past: boolean } | null {
  const now = isoDate({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() });
  for (const sentence of sentencesOf(text)) {
    if (sentence.asked || isQuestion(sentence.text)) continue;
    // Clause by clause, so "nie mam etatu" beside the start neither denies nor hides it; a clause
    // with the verb and no date is read with the next ("od marca, startuję" / "startuję, od marca").
    const clauses = fold(sentence.text)
      .replace(/\s+/g, " ")
      .split(/\s*[,;:]\s*|\s+[-–—]\s+|\s+(?:and|but|ale|oraz|a)\s+/)
      .filter(Boolean);
    for (let i = 0; i < clauses.length; i++) {
      const c = clauses[i]!;
      const read = (s: string) => {
        const past = START_PAST.test(s);
        const ahead = START_AHEAD.test(s);
        const bare =
          answering &&
          /^(od |from |on |in |w |we |z |na |since |starting |poczatkiem |early )?[\d\s./a-z-]{3,40}$/.test(s);
        if (!past && !ahead && !bare) return null;
        if (NOT_A_START.test(s) || (OTHER_START.test(s) && !BUSINESS.test(s))) return null;
        // A bare month ("marzec", "July") answering the question is its first day.
        const found =
          findDate(s, NO_YEAR) ?? (bare ? findDate(`od ${s.replace(/^(od|from|in|w|we|on) /, "")}`, NO_YEAR) : null);
        if (!found) return undefined;
        const looksBack = past && !/\b(zaloze|otworze|zaczne|rozpoczne|will|going to|'ll)\b/.test(s);
        const date = placeDate(found, found.year !== NO_YEAR, looksBack, today);
        return realDate(date) ? isoDate(date) : null;
      };
      let iso = read(c);
      if (iso === undefined && i + 1 < clauses.length) iso = read(`${c} ${clauses[i + 1]!}`);
      if (iso === undefined && i > 0 && !START_AHEAD.test(clauses[i - 1]!) && !START_PAST.test(clauses[i - 1]!))
        iso = read(`${clauses[i - 1]!} ${c}`);
      if (iso) return { date: iso, past: iso <= now };
    }
  }
  return null;
}

/** The business description as the profile keeps it. */
export const activityOf = (text: string) => text.trim().replace(/\s+/g, " ").slice(0, 200);

/** A job the user held before, not now. */
const PAST_JOB =
  /\b(bylem|bylam|bylismy|bylysmy|pracowalem|pracowalam|was|were|used to|worked|had|until|do (konca|grudnia|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada)|w ktorej|where i)\b/;

/** Sentences are judged one by one, so a "nie" in one does not flip a fact stated in another. */
const sentences = (t: string) =>
  t
    .split(/[.!?;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The profile facts a message states, in Polish or English. `expecting` is the fact the advisor
 * has just asked about: it lets a bare "tak", "no", "15k" or "3" answer that question.
 */
export function extractProfileFacts(
  text: string,
  expecting?: ProfileFact,
  /** Amounts stated without a period (not in answer to a monthly question): to be asked about. */
  unsure?: { fact: "monthlyRevenue" | "monthlyCosts"; value: number }[],
  /** The day the message is read: places a date without a year and tells a past start. */
  today: Date = new Date(),
): Partial<BusinessProfile> {
  const t = fold(text).replace(/\s+/g, " ").trim();
  const facts: Partial<BusinessProfile> = {};
  if (!t) return facts;

  // Amounts, each bound to its noun and period. An amount without a period is monthly only when it
  // answers the advisor's question about a monthly figure; otherwise the caller asks (`unsure`).
  const bound = bindAmounts(text);
  // "around 8k a month and almost no costs": a figure with a period and no noun, beside no other
  // revenue, is what the business brings in.
  const revenueNamed = bound.some((a) => a.kind === "revenue");
  for (const a of bound) {
    const answering = expecting === "monthlyRevenue" || expecting === "monthlyCosts";
    const kind =
      a.kind === "unknown" && answering && a.value >= 0
        ? expecting === "monthlyCosts"
          ? "costs"
          : "revenue"
        : a.kind === "unknown" && !revenueNamed && a.period && a.value >= 1000
          ? "revenue"
          : a.kind;
    if (kind !== "revenue" && kind !== "costs") continue;
    const fact = kind === "costs" ? "monthlyCosts" : "monthlyRevenue";
    const period = a.period ?? (answering ? (a.value >= 200_000 ? "year" : "month") : null);
    if (!period) {
      unsure?.push({ fact, value: a.value });
      continue;
    }
    facts[fact] = toMonthly(a.value, period);
  }

  const employees = employeesOf(t);
  if (employees !== undefined) facts.employees = employees;
  else if (expecting === "employees") {
    if (NO.test(t)) facts.employees = 0;
    const n = /^(\d+|\w+)\b/.exec(t);
    if (n && Number.isFinite(countOf(n[1]!))) facts.employees = countOf(n[1]!);
  }

  const founders = foundersOf(t);
  if (founders !== undefined) facts.founders = founders;

  // Customers.
  const b2b = has(
    t,
    /\b(b2b|dla firm|firmom|klienci biznesowi|klientami sa firmy|businesses|companies|business clients)\b/,
  );
  const b2c = has(
    t,
    /\b(b2c|klienci indywidualni|osoby prywatne|osobom prywatnym|konsumenci|konsumentom|individuals|consumers|private clients|private customers)\b/,
  );
  if (b2b && b2c) facts.customers = "both";
  else if (b2b) facts.customers = "b2b";
  else if (b2c) facts.customers = "b2c";

  // Legal form: the user's own, not one closed or had before.
  const pastForm = /\b(zamkn\w*|zlikwid\w*|mial\w*|prowadzil\w*|closed|had|used to|wound up|zawiesi\w*)\b/.test(t);
  if (pastForm) {
    // "zamknąłem JDG 2 lata temu": a business in the last 60 months, not today's form.
  } else if (has(t, /\b(jdg|jednoosobow\w* dzialalnosc\w*|sole proprietor\w*|self-employed)\b/))
    facts.legalForm = "jdg";
  else if (
    has(t, /\b(sp\.? z o\.?o\.?|spol[kc]\w* z (ograniczona|o\.o)|z o\.o|limited (liability )?company|llc|ltd)\b/)
  )
    facts.legalForm = "spzoo";
  else if (has(t, /\b(spol[kc]\w* cywiln\w*|s\.c\.|civil partnership)\b/)) facts.legalForm = "sc";
  else if (has(t, /\b(psa|prost\w* spol[kc]\w* akcyjn\w*)\b/)) facts.legalForm = "psa";
  else if (expecting === "legalForm" && has(t, /\b(nie wiem|jeszcze nie|don't know|not sure|undecided)\b/))
    facts.legalForm = "undecided";

  // Stage.
  if (
    has(
      t,
      /\b(dopiero planuj|planuje (zalozyc|otworzyc)|mam pomysl|pomysl na (biznes|firme)|thinking about|planning to (start|open)|an idea)\b/,
    )
  )
    facts.stage = "idea";
  else if (has(t, /\b(zakladam|otwieram|rejestruje|rejestrowac firme|starting|setting up|about to (start|register))\b/))
    facts.stage = "starting";
  else if (has(t, /\b(prowadze (firme|dzialalnosc|jdg)|mam (firme|jdg|dzialalnosc)|already (run|have)|i run a)\b/))
    facts.stage = "running";

  // Booleans, sentence by sentence.
  for (const s of sentences(t)) {
    const negated = /\b(nie|nigdy|no|not|never|zadn\w*|don't|didn't|haven't|won't|wouldn't|isn't|aren't)\b/.test(s);
    // Working for the (former) employer as a client; a work permit or a visa tied to an employer is not that.
    if (
      /\b(byl\w* pracodaw\w*|obecn\w* pracodaw\w*|former employer|ex-employer|my (current |previous )?employer)\b/.test(
        s,
      ) &&
      !/\b(permit\w*|visa\w*|zezwoleni\w*|pozwoleni\w*|wiz\w*|karta pobytu|karty pobytu|residence|pobyt\w*|sponsor\w*|tied to|przypisan\w* do|powiazan\w* z)\b/.test(
        s,
      )
    )
      facts.formerEmployerClient = !negated;
    if (
      /\b(pierwsza firma|pierwsza dzialalnosc|pierwszy raz|first (business|company) (ever|of mine)?|never (had|run) a business)\b/.test(
        s,
      )
    )
      facts.businessInLast60Months = false;
    else if (
      /\b(prowadzil\w* (juz )?(firme|dzialalnosc|jdg)|mial\w* (juz )?(firme|dzialalnosc|jdg)|zamknal\w* (firme|dzialalnosc)|had a business|ran a business|closed my business)\b/.test(
        s,
      )
    )
      facts.businessInLast60Months = !negated;
    if (
      /\b(na etacie|mam etat\w*|mam umow\w* o prace|pracuje na (umowe o prace|umowie o prace|etat\w*)|pracuje w (firmie|korpo\w*)|jestem zatrudnion\w*|zatrudnion\w* na umow\w* o prace|full-time job|part-time job|employed (full|part)|i('m| am) employed|my day job|i (also )?(have|work) a (full|part)[- ]time (job|umowa o prace|employment contract|contract)|i (also )?work (full|part)[- ]?time|on a contract of employment|on an employment contract|i have an? (umowa o prace|employment contract))\b/.test(
        s,
      ) &&
      // "byłam na etacie do marca", "I was employed until last year": a job held before is not one now.
      !(PAST_JOB.test(s) && !/\b(nadal|wciaz|dalej|still)\b/.test(s))
    )
      facts.otherEmployment = !negated;
    if (/\b(dotacj|dofinansowan|pozyczk|kredyt|grant|loan|funding|finansowani)\w*/.test(s))
      facts.fundingNeeds = !negated;
    if (/\b(zwolnien\w* z vat|zwolnion\w* z vat|bez vat|vat[- ]exempt|exempt from vat)\b/.test(s))
      facts.vatStatus = "exempt";
    else if (
      /\b(czynn\w* (podatnik\w* )?vat|vat-?owcem|platnikiem vat|vat payer|register for vat|registered for vat)\b/.test(
        s,
      )
    )
      facts.vatStatus = negated ? "exempt" : "active";
  }

  // "byłam na etacie w…, teraz na B2B to samo stanowisko": the same work for the employer before.
  if (facts.formerEmployerClient === undefined && sameJobForExEmployer(t)) facts.formerEmployerClient = true;

  // A bare yes/no answers the question just asked.
  const booleans: ProfileFact[] = ["formerEmployerClient", "businessInLast60Months", "otherEmployment", "fundingNeeds"];
  if (expecting && booleans.includes(expecting) && facts[expecting] === undefined) {
    if (YES.test(t)) (facts as Record<string, unknown>)[expecting] = true;
    else if (NO.test(t)) (facts as Record<string, unknown>)[expecting] = false;
  }
  if (expecting === "founders" && facts.founders === undefined) {
    const n = /^(\d+|\w+)\b/.exec(t);
    if (n && Number.isFinite(countOf(n[1]!))) facts.founders = countOf(n[1]!);
  }
  // The start date, from a sentence that states it; a start in the past is a running business,
  // one ahead a business being started (unless the message says it is still an idea).
  const start = startDateOf(text, expecting === "startDate", today);
  if (start) {
    facts.startDate = start.date;
    if (start.past) facts.stage = "running";
    else if (facts.stage === undefined || facts.stage === "running") facts.stage = "starting";
  }
  // A question is not an answer: "Ile wynosi ZUS?" does not describe the business.
  if (expecting === "activity" && !facts.activity && text.trim().length >= 3 && !isQuestion(text))
    facts.activity = activityOf(text);
  return facts;
}

/** The order the advisor asks in: what decides the legal form, taxes and ZUS first. */
export const PROFILE_QUESTIONS: ProfileFact[] = [
  "activity",
  "monthlyRevenue",
  "monthlyCosts",
  "customers",
  "businessInLast60Months",
  "formerEmployerClient",
  "otherEmployment",
  "employees",
  "founders",
  "fundingNeeds",
  "startDate",
];

/** Asked only of a business being started: an idea has no date yet, a running business is past it. */
const askable = (fact: ProfileFact, profile: BusinessProfile) => fact !== "startDate" || profile.stage === "starting";

/** The next fact to ask for, or null when the profile has all the advisor needs. */
export const nextQuestion = (profile: BusinessProfile): ProfileFact | null =>
  PROFILE_QUESTIONS.find((fact) => profile[fact] === undefined && askable(fact, profile)) ?? null;

/** Facts merge over earlier ones; a later statement wins. */
export const mergeProfile = (profile: BusinessProfile, facts: Partial<BusinessProfile>): BusinessProfile => ({
  ...profile,
  ...Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)),
});

/** Whether a message asks anything (see understanding/classify.ts). */
export { isQuestion };
