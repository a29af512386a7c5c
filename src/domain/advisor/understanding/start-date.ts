import { fold } from "../../knowledge/analyzer.ts";
import { isQuestion, sentencesOf } from "./classify.ts";
import { type CalendarDate, findDate, isoDate } from "./dates.ts";

/** Verbs that start a business from now on ("zakładam", "startuję", "I'm starting", "we launch"). */
const START_AHEAD =
  /\b(zakladam\w*|zaloze|zalozymy|zalozyc|otwieram\w*|otworze|otworzymy|otworzyc|rejestruje\w*|zarejestruje\w*|zarejestrowac|startuje\w*|wystartuje\w*|wystartowac|startowac|ruszam\w*|rusze|ruszymy|ruszyc|rusza|ruszaja|rozpoczynam\w*|rozpoczne|rozpoczniemy|rozpoczac|zaczynam\w*|zaczne|zaczniemy|zaczac|start|starts|starting|open|opens|opening|launch|launches|launching|register|registering|begin|begins|beginning|kick off|kicking off|go live|going live|rozpoczeci\w*|data startu|data zalozenia|start date|starting date)\b/;
/** Verbs of a business already started ("założyłam", "prowadzę firmę od", "I started", "running since"). */
const START_PAST =
  /\b(zalozyl\w*|otworzyl\w*|zarejestrowal\w*|wystartowal\w*|ruszyl\w*|rozpoczal\w*|rozpoczel\w*|zaczal\w*|zaczel\w*|prowadze|prowadzimy|dzialam|dzialamy|started|opened|registered|launched|began|been running|been trading|in business since|running since|trading since)\b/;
/** What else starts on a date: a job, VAT, a leave, an opening stock; not the business unless the sentence names it. */
const OTHER_START =
  /\b(przychod\w*|dochod\w*|koszt\w*|obrot\w*|zarob\w*|revenue|income|costs?|earn\w*|prac\w*|etat\w*|job|employment|umow\w*|vat\w*|ksef|kas\w* fiskaln\w*|cash register|zus|studi\w*|szkol\w*|school|urlop\w*|leave|emerytur\w*|zasilek\w*|sprzedaz\w* (towar|uslug)|sprzedaw\w*|sell\w*|wystawia\w*|invoic\w*|zatrudnia\w*|hir(e|es|ing)|osob\w* prywatn\w*|konsument\w*|consumers?|rachunek|konto|account|stock|remanent\w*|spis\w* z natury|inventor\w*|balance)\b/;
/** "Zaczynam sprzedawać osobom prywatnym", "I start invoicing": something new in a running business. */
const STARTS_DOING =
  /\b(zaczynam|zaczne|zaczniemy|zaczynamy|rozpoczynam|rozpoczne|startuje|starting|start|begin\w*)\s+(tez\s+|also\s+)?(sprzedaw\w*|sprzedaz\w*|wystawia\w*|fakturow\w*|zatrudnia\w*|oferowa\w*|selling|invoicing|hiring|offering|to (sell|invoice|hire|offer))\b/;
const BUSINESS =
  /\b(firm\w*|dzialalnosc\w*|jdg|spol[kc]\w*|biznes\w*|business|company|startup|start-up|sole proprietorship)\b/;
/** "zakładam, że…" assumes; "nie zakładam" / "I'm not starting" denies; "jeśli zacznę" supposes; a limit crossed is no start. */
const NOT_A_START =
  /\b(liquidation|likwidacj\w*|przekrocz\w*|przeskocz\w*|exceed\w*|crossed|went over|zakladam,? ze|zakladajac|assuming|nie|not|never|don't|won't|isn't|jesli|jezeli|gdy|gdyby\w*|if|unless|chyba ze|maybe|moze|perhaps|albo|or)\b/;

/** A business closed on a date ("zamknięta w październiku 2023", "closed it in May 2024"): up to the clause's end. */
const CLOSED_ON =
  /\b(zamkn\w*|zamkniet\w*|zamykal\w*|zlikwid\w*|likwidowan\w*|wyrejestr\w*|wykreslon\w*|closed|wound up|deregistered|shut down)\b[^,;()]*/gi;

/** Another person's start (a new hire's, an employee's): not the business's. */
const SOMEONE_ELSE =
  /\b(new hire|my hire|employee|pracownik\w*|pracownic\w*|kandydat\w*|nowa osoba|she|ona)\b.{0,40}\b(start\w*|zaczyna\w*|zacznie|rozpoczyna\w*|od \d|from \d|on \d)/;

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
 * The start a clause states, as an ISO date: null when it states none (or denies or supposes
 * one), undefined when it has the verb of a start but no date (the next clause may hold it).
 */
function startOfClause(s: string, answering: boolean, today: Date, sentenceYear?: number): string | null | undefined {
  // "My new hire (starting June 2026) ran her own business": someone else's start.
  if (SOMEONE_ELSE.test(s)) return null;
  const past = START_PAST.test(s);
  const ahead = START_AHEAD.test(s);
  const bare =
    answering && /^(od |from |on |in |w |we |z |na |since |starting |poczatkiem |early )?[\d\s./a-z-]{3,40}$/.test(s);
  if (!past && !ahead && !bare) return null;
  if (NOT_A_START.test(s) || (OTHER_START.test(s) && !BUSINESS.test(s)) || STARTS_DOING.test(s)) return null;
  // A bare month ("marzec", "July") answering the question is its first day.
  const found =
    findDate(s, NO_YEAR) ?? (bare ? findDate(`od ${s.replace(/^(od|from|in|w|we|on) /, "")}`, NO_YEAR) : null);
  if (!found) return undefined;
  const looksBack = past && !/\b(zaloze|otworze|zaczne|rozpoczne|will|going to|'ll)\b/.test(s);
  // "I'll register in August, first invoice in September 2026": the year the sentence names.
  const date =
    found.year === NO_YEAR && sentenceYear
      ? { ...found, year: sentenceYear }
      : placeDate(found, found.year !== NO_YEAR, looksBack, today);
  return realDate(date) ? isoDate(date) : null;
}

/** A month written with its year ("września 2026", "September 2026"). */
const YEAR_AFTER_MONTH =
  /\b(stycz\w*|lut\w*|marc\w*|marz\w*|kwie\w*|maj\w*|czerw\w*|lip\w*|sierp\w*|wrzes\w*|pazdziern\w*|listopad\w*|grud\w*|january|february|march|april|may|june|july|august|september|october|november|december)\s+(20[2-3]\d)\b/;

/** A year named on its own ("w 2026", "in 2026 r."), not a sum ("2026 zł"). */
const NAMED_YEAR = /\b(?:w|we|in|na|za|for|rok\w*|year)\s+(20[2-3]\d)\b(?!\s*(?:zl|pln|eur))/;

/**
 * The start date a statement gives: a sentence that states (not asks or supposes) that the
 * user's business starts or started on a date. `answering` reads a bare date ("1 marca",
 * "w lipcu") as the answer to the advisor's question about the start.
 */
export function startDateOf(text: string, answering: boolean, today: Date): { date: string; past: boolean } | null {
  const now = isoDate({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() });
  // "Etat do końca stycznia 2026. Od 1 lutego otwieram JDG": the year another sentence writes, if not past.
  // "start 1 lipca … do jakiej kwoty bez kasy w 2026?": a year the message names on its own too.
  const folded = fold(text).toLowerCase();
  const written = Number(YEAR_AFTER_MONTH.exec(folded)?.[2] ?? NAMED_YEAR.exec(folded)?.[1] ?? 0);
  const textYear = written >= today.getUTCFullYear() ? written : undefined;
  for (const sentence of sentencesOf(text)) {
    if (sentence.asked || isQuestion(sentence.text)) continue;
    // Clause by clause, so "nie mam etatu" beside the start neither denies nor hides it; a clause
    // with the verb and no date is read with the next ("od marca, startuję" / "startuję, od marca").
    // "(zamknięta w październiku 2023), teraz znowu otwieram": the date a business closed is no start.
    const told = fold(sentence.text).replace(CLOSED_ON, " ");
    const clauses = told
      .replace(/\s+/g, " ")
      .split(/\s*[,;:]\s*|\s+[-–—]\s+|\s+(?:and|but|ale|oraz|a)\s+/)
      .filter(Boolean);
    for (let i = 0; i < clauses.length; i++) {
      const c = clauses[i]!;
      // The year of another date the sentence writes out ("…first invoice in September 2026").
      const year = YEAR_AFTER_MONTH.exec(told.toLowerCase())?.[2];
      const read = (s: string) => startOfClause(s, answering, today, year ? Number(year) : textYear);
      let iso = read(c);
      if (iso === undefined && i + 1 < clauses.length) iso = read(`${c} ${clauses[i + 1]!}`);
      if (iso === undefined && i > 0 && !START_AHEAD.test(clauses[i - 1]!) && !START_PAST.test(clauses[i - 1]!))
        iso = read(`${clauses[i - 1]!} ${c}`);
      if (iso) return { date: iso, past: iso <= now };
    }
  }
  return null;
}
