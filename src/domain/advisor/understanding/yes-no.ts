import { fold } from "../../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";

/**
 * A yes/no question ("Czy mogę…?", "Can I…?", "czy odpowiadam całym majątkiem?") is answered with
 * "Tak" / "Yes" when the sentence that answers it affirms the very thing asked: the same modal
 * ("mogę" → "mogą", "can" → "may") or the same verb ("odpowiadam" → "odpowiada") with the asked
 * words, in a sentence without a negation or a condition. Anything less certain is left to the
 * sentence itself: a wrong "yes" is worse than none.
 */
const MODALS: { asked: RegExp; affirmed: RegExp }[] = [
  {
    asked: /^(moge|mozna|moze|mozemy|mozesz|can|could|may)$/,
    affirmed: /\b(moz\w*|moga|moge|mozna|wolno|dozwolon\w*|can|may|allowed|eligible|entitled)\b/,
  },
  {
    asked: /^(musze|musimy|musi|trzeba|nalezy|must)$/,
    affirmed: /\b(musi\w*|trzeba|nalezy|obowiaz\w*|must|has to|have to|needs? to|required|obliged)\b/,
  },
];
const NEGATION = /\b(nie|nigdy|zadn\w*|brak\w*|not|no|cannot|can't|never|neither|nor)\b/;

const MODAL_WORD = /^(moge|mozna|moze|mozemy|mozesz|musze|musimy|musi|trzeba|nalezy)$/;
/** A first-person verb ("odpowiadam", "płacimy"): what the asker does. */
const FIRST_PERSON = /^\w{3,}(am|em|my)$/;

/** Words that make a sentence conditional: it affirms only for some, and the asker may not be one. */
const CONDITION =
  /\b(tylko|jedynie|wylacznie|jesli|jezeli|gdy|o ile|pod warunkiem|ktor\w*|chyba ze|only|if|when|provided|unless|who|which|whose|except)\b/;

/** The verb a yes/no question asks about and the words after it, or null when it is no yes/no question. */
function askedVerb(question: string): { verb: string; rest: string } | null {
  const q = fold(question).toLowerCase().trim();
  const czy = /(?:^|[.!?]\s*|\bczy\s+)czy\s+(.*)$|^czy\s+(.*)$/.exec(q) ?? /\bczy\s+(.*)$/.exec(q);
  const after = czy ? (czy[1] ?? czy[2] ?? "") : null;
  if (after !== null) {
    const words = after.split(/[\s,]+/);
    const at = words.slice(0, 6).findIndex((w) => MODAL_WORD.test(w) || FIRST_PERSON.test(w));
    return at < 0 ? null : { verb: words[at]!, rest: words.slice(at + 1).join(" ") };
  }
  const en = /(?:^|[.!?]\s+|\s-\s)(?:and |so |ok,? )?(can|could|may|must)\s+(?:i|we)\s+(.*)$/.exec(q);
  if (en) return { verb: en[1]!, rest: en[2]! };
  // "Can a sp. z o.o. use the exemption?", "can the company deduct it?": a third person's modal.
  const third = /^(can|could|may|must)\s+(?:a|an|the|my|our)\s+(.*)$/.exec(q);
  if (third) return { verb: third[1]!, rest: third[2]! };
  // "do I still have to pay…", "do we need to register…": an obligation asked.
  const need =
    /(?:^|[.!?]\s+|\s-\s)(?:and |so |ok,? )?do\s+(?:i|we)\s+(?:still |also |really |even )?(?:have|need)\s+to\s+(.*)$/.exec(
      q,
    );
  if (need) return { verb: "must", rest: need[1]! };
  const bare = /^(moge|mozna|musze|trzeba)\s+(.*)$/.exec(q);
  return bare ? { verb: bare[1]!, rest: bare[2]! } : null;
}

/** Health or sickness "insurance" is the contribution the answers name. */
const sameWords = (text: string) => text.replace(/\b(health|sickness) insurance\b/g, "$1 contribution");

/** Stems of the words a question asks about ("płacić zaliczki kwartalnie" → plac, zalic, kwart). */
const stems = (text: string) => [
  ...new Set(
    sameWords(text)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 5)),
  ),
];

/**
 * "Tak. " / "Yes. " when `lead` affirms what `question` asks: the asked modal or verb, the asked
 * words (two of them at least), and not a word of negation or condition anywhere in it.
 */
export function affirmation(question: string, lead: string, lang: KnowledgeLang): string {
  const asked = askedVerb(question);
  if (!asked) return "";
  // "even when", "nawet gdy", "bez względu na": concessions, which hold for everyone.
  const l = fold(lead)
    .toLowerCase()
    .replace(/\b(even (when|if)|nawet (gdy|jesli|jezeli)|bez wzgledu na|whatever|regardless of)\b/g, " ");
  if (NEGATION.test(l) || CONDITION.test(l)) return "";
  const modal = MODALS.find((m) => m.asked.test(asked.verb));
  const affirmed = modal
    ? modal.affirmed
    : asked.verb.length >= 6
      ? new RegExp(`\\b${asked.verb.slice(0, 5)}\\w*`)
      : null;
  if (!affirmed) return "";
  // The asked words stand in the clause that affirms: "Besides the grant, a business can use a
  // loan" affirms the loan, not the grant.
  const clause = l.split(/[,;:()–—]|\s-\s/).find((c) => affirmed.test(c));
  if (!clause) return "";
  const words = stems(asked.rest);
  const found = words.filter((w) => new RegExp(`\\b${w}`).test(sameWords(clause))).length;
  if (words.length === 0 || found < Math.min(2, words.length)) return "";
  return lang === "pl" ? "Tak. " : "Yes. ";
}
