import { analyse, fold } from "../../knowledge/analyzer.ts";
import { ageFit, askedAge } from "./age-fit.ts";
import { amountFits, askedSum } from "./amount-fit.ts";
import { formFit, namedForms } from "./entities.ts";
import { askedTaxForm, taxFormFit } from "./tax-form-fit.ts";
import { INTENT_FACT, intentOf } from "./intent.ts";

/** Abbreviations whose full stop ends no sentence ("Sp. z o.o. „w organizacji”", "np. Allegro", "tzw. PIT-0"). */
export const ABBREVIATIONS = String.raw`o\.o|sp|np|tj|ok|art|ust|nr|ul|tzw|pkt|poz|m\.in|e\.g|i\.e|approx|vs`;
const SENTENCE_END = new RegExp(String.raw`(?<=[.!?])(?<!\b(?:${ABBREVIATIONS})\.)\s+(?=[A-ZĄĆĘŁŃÓŚŹŻ„"(*-])|\n`);

const sentencesIn = (text: string) =>
  text
    .replace(/\n+/g, " \n")
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter((s) => s.length > 12);

const PAST_YEAR = /\b20(1\d|2[0-5])\b/;
/** A sentence about what follows the end of something ("po zakończeniu ulgi…", "after the relief ends…"). */
const AFTER_END =
  /\b(po (zakonczeniu|uplywie|koncu|uldze|okresie)|after (the )?(\w+ ){0,3}(ends?|ended|is over|expires?)|once (\w+ ){0,3}(ends|is over|expires))\b/;
/** A newcomer's question ("nowy vatowiec, czy od razu…", "new VAT payer, from the start?") and a sentence on newcomers' rules. */
const NEWCOMER_ASKS =
  /\b(now\w* (czynn\w* )?(vatow\w*|podatni\w*|firm\w*|dzialalnos\w*)|od razu|od poczatku|from the (start|beginning|outset)|(a |am )?new (active )?(vat )?(payer|taxpayer|business|company)|just registered|dopiero (co )?(zarejestr\w*|zalozy\w*))\b/;
const NEWCOMER_RULE =
  /\b(now\w* podatni\w*|nowe firmy|(przez )?pierwsze 12 miesiecy|pierwszym roku|a new (vat )?(payer|taxpayer)|new (businesses|firms|companies)|(for )?the first 12 months|first year)\b/;
/** A day within a month asked about ("od 15 marca", "from 15 June", "w połowie miesiąca") and the rule for a month in part. */
const PART_MONTH_ASKED =
  /\b(od ([2-9]|[12]\d|3[01]|polowy)\.? \w+|from (the )?([2-9]|[12]\d|3[01])(st|nd|rd|th)? \w+|(w )?polow\w* miesiac\w*|mid-?month|middle of (the|a) month|proporcjonaln\w*|pro rata)\b/;
const PART_MONTH_RULE =
  /\b(czesc dni|czesc miesiaca|proporcjonaln\w*|niepodzieln\w*|part of the (days|month)|pro rata|indivisible)\b/;
/** A question about an end or what comes after it. */
const ASKS_AFTER =
  /\b(po (zakonczeniu|uplywie|koncu|uldze|okresie|\d+)|koniec|konc\w*|zakoncz\w*|skoncz\w*|after|ends?|ended|ending|then|potem|pozniej|wygas\w*|expir\w*|next|nastepn\w*|dalej)\b/;

/**
 * The sentence of a passage that answers the question best: the question's words (a follow-up's
 * own words, `focus`, count double), the kind of fact it asks for, this year's figures rather
 * than last year's, and a whole statement rather than a list's introduction.
 */
/** A claim heard from others, asked to be confirmed ("znajomy mówi, że…", "a friend said…", "is that true?"). */
export const HEARSAY =
  /\b(znajom\w* (mowi|powiedzial\w*|twierdzi)|slyszal\w*|ktos (mowil|powiedzial|twierdzi)|czy to prawda|to prawda|(a )?friend (said|told|says)|someone (said|told|mentioned)|i('ve)? heard|is (that|it|this) true|true for me)\b/;
/** A sentence that says how far such a claim holds ("Twierdzenie, że… jest prawdziwe tylko…"). */
export const CLAIM_WEIGHED =
  /\b(twierdzeni\w*|mit\w*|prawdziw\w*|nieprawd\w*|the claim|myth|holds only|is true only|not true|untrue)\b/;

export function bestSentence(
  question: string,
  text: string,
  intent = intentOf(question),
  focus = "",
  /** Stems of what the asker says they are not ("student"): a sentence about them answers someone else. */
  notAbout: string[] = [],
): string | null {
  const own = new Set(analyse(question));
  const focused = new Set(analyse(focus));
  const sentences = sentencesIn(text);
  const termsOf = sentences.map((s) => new Set(analyse(s)));
  const holds = (terms: Set<string>, t: string) =>
    terms.has(t) || [...terms].some((u) => u.length >= 5 && t.startsWith(u.slice(0, 5)));
  // A word of the question that few of the passage's sentences share tells them apart ("kwota
  // zmniejszająca" among sentences that all say "kwota" and "podatek"): it weighs up to half more.
  const rarity = (t: string) =>
    1 + 0.5 * (1 - Math.max(1, termsOf.filter((terms) => holds(terms, t)).length) / Math.max(1, sentences.length));
  // This year frames most questions and sentences: it tells none apart.
  const weight = (t: string) => (focused.has(t) ? 2 : 1) * (t === "2026" ? 1 : rarity(t));
  const total = [...own].reduce((n, t) => n + weight(t), 0);
  const pastAsked = PAST_YEAR.test(question);
  const asked = fold(`${question} ${focus}`).toLowerCase();
  const afterAsked = ASKS_AFTER.test(asked);
  const newcomer = NEWCOMER_ASKS.test(asked);
  const partMonth = PART_MONTH_ASKED.test(asked);
  const hearsay = HEARSAY.test(asked);
  // The legal form the question (or its follow-up) names: its sentence, not a sibling's ("JDG pays
  // by the 20th, an sp. z o.o. by the 15th").
  const named = namedForms(focus) ?? namedForms(question);
  // The age the question gives: the sentence whose age rule covers it ("my employee is 55": the over-50 rule).
  const age = askedAge(asked);
  // The income-tax form it names: the sentence on that form, not on another ("if I'm on flat tax").
  const taxForm = askedTaxForm(asked);
  let best: { s: string; score: number } | null = null;
  // The sum the question names: the sentence whose bracket holds it ("laptop za 7 tys": "do 10 000 zł").
  const sums = amountFits(askedSum(`${question} ${focus}`), sentences);
  for (const [i, s] of sentences.entries()) {
    if (/^#|^\|/.test(s)) continue;
    const overlap = [...own].filter((t) => holds(termsOf[i]!, t)).reduce((n, t) => n + weight(t), 0);
    const folded = fold(s).toLowerCase();
    const score =
      overlap / Math.max(1, total) +
      (INTENT_FACT[intent].test(folded) ? 0.5 : 0) +
      (/\b2026\b/.test(s) && !own.has("2026") ? 0.1 : 0) -
      // Last year's figure is not this year's; a 2026 figure computed from 2025 sales still is.
      (!pastAsked && PAST_YEAR.test(s) ? (/\b2026\b/.test(s) ? 0.2 : 0.6) : 0) -
      (/[:,]\s*$/.test(s) ? 0.3 : 0) -
      // A list's item that is no sentence ("- zawarcie umowy o pracę z własną spółką,") leads no reply.
      (/^[-*]\s+\p{Ll}/u.test(s) && /[,;]\s*$/.test(s) ? 0.4 : 0) -
      // What happens once something ends answers a question about that end, not about the start.
      (!afterAsked && AFTER_END.test(folded) ? 0.4 : 0) +
      (newcomer && NEWCOMER_RULE.test(folded) ? 0.8 : 0) +
      (partMonth && PART_MONTH_RULE.test(folded) ? 0.4 : 0) +
      (intent === "amount" && /\b(razem|lacznie|w sumie|total|in total|altogether)\b/.test(folded) ? 0.3 : 0) +
      formFit(named, folded) +
      ageFit(age, folded) +
      taxFormFit(taxForm, folded) +
      sums[i]! -
      // "A friend said I pay zero ZUS – true?": the sentence that weighs that claim answers it.
      (hearsay && CLAIM_WEIGHED.test(folded) ? 0.4 : 0) -
      // A worked example illustrates the rule; the rule answers ("Przykład: dochód z maja…").
      (/^(przyklad\w*|na przyklad|for example|example)\b|^e\.g\./.test(folded) &&
      !/\b(przyklad\w*|example)\b/.test(asked)
        ? 0.3
        : 0) -
      (notAbout.some((stem) => new RegExp(`\\b${stem}`).test(folded)) ? 0.6 : 0) -
      i * 0.02;
    if (!best || score > best.score) best = { s, score };
  }
  return best && best.score > 0.25 ? best.s.replace(/^[-*]\s+/, "") : null;
}
