import { fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import { computeAnswer } from "./computed-answers.ts";
import { calculationFor } from "./computed/profile-comparison.ts";
import type { ComputedAnswer } from "./computed/shared.ts";
import { findAnswer } from "./knowledge-answer.ts";
import { intentOf } from "./knowledge/intent.ts";
import { otherSections } from "./other-parts.ts";
import type { BusinessProfile } from "./profile.ts";
import {
  articleReply,
  comparisonReply,
  computedReply,
  type QuestionReply,
  sourcesOf,
  unknownReply,
} from "./reply-kinds.ts";
import { sentencesOf } from "./understanding/classify.ts";
import {
  isFollowUp,
  SUBJECT,
  thanksOff,
  thanksThenNewArea,
  withFollowUp,
  withoutThanks,
} from "./understanding/follow-up.ts";

export type { AdvisorPassage, AdvisorSource, QuestionReply } from "./reply-kinds.ts";

/**
 * The advisor's answer to a question: which reply (reply-kinds.ts) answers it, read against the
 * question or the situation before it.
 */

/** "Which form pays off for me?": with the user's figures, the calculators answer it. */
const COMPARE =
  /\b(which|what|jak\w*|ktor\w*)\b.*\b(tax )?(form|option|forma|formy|opcj\w*)\b.*\b(pick|choose|go for|best|cheapest|wybrac|najlepsz\w*|najtansz\w*|oplaca)\b|\b(what should i (pick|choose)|which (one|is) (is )?(best|cheapest)|is (ryczalt|lump[- ]sum|flat tax|liniowy|the scale) worth it|worth it|co wybrac|co mi sie oplaca|co sie oplaca|najtan\w* podatkowo|najkorzystniej|jaka forma\b|which tax form|what tax form|best tax form)\b|\b(oplaca|oplacalne|oplacalny|korzystn\w*|lepsz\w*|najlepsz\w*|najlepiej|wybrac|wybor|better|best|cheaper|worth|which (tax )?form|ktora forma|jaka forma|co wybrac|czy \w+ czy)\b.*\b(ryczal\w*|liniow\w*|skal\w*|opodatkowani\w*|podat\w*|tax\w*|flat|lump|form\w*)\b|\b(ryczal\w*|liniow\w*|skal\w*|opodatkowani\w*|tax form|flat tax|lump[- ]sum)\b.*\b(oplaca|korzystn\w*|lepsz\w*|better|best|cheaper|worth|wybrac|or)\b|\bco (mi )?sie (bardziej )?oplaca\b|\bwhat (pays|works) (off )?(better|best)\b/;

/** A question a calculator answers: an amount of tax, a contribution, pay. */
const CALCULATION_ASKED =
  /\b(ile|how much|what|jak\w*|czy|is|are|total|lacznie|razem|altogether)\b.*\b(zdrowotn\w*|skladk\w*|zus\w*|spoleczn\w*|chorobow\w*|sickness|podat\w*|tax\w*|pit|contribution\w*|health|netto|na reke|net|vat\w*|zarobi\w*|earn\w*|limit\w*|odset\w*|interest|32 ?%|12 ?%|19 ?%)\b/;
/** "Do kiedy mam to zgłosić?": a deadline of the thing asked about just before ("to", "it"). */
const DEADLINE_OF_IT = /\b(do kiedy|by when|until when)\b.*\b(to|it|tego|this|that)\b/;

/** "…jaka stawka i ile zdrowotnej?": a second question joined to the first by "and". */
const JOINED_QUESTION =
  /\s*,?\s+(?:and|i|oraz|a|plus)\s+(?=(?:ile|jak\w*|jaki\w*|kiedy|do kiedy|czy|what|whats|how|which|when|do i|can i|is it|are there)\b)/i;

/**
 * "Do kiedy CIT-8? I do którego płacimy ZUS?", "what rate would I have and how much health?":
 * each further question of the message that a calculator answers on its own (with the message's
 * statements, which carry its figures) is answered after the first.
 */
function withOtherQuestions(
  first: ComputedAnswer,
  message: string,
  lang: KnowledgeLang,
  profile: BusinessProfile,
): ComputedAnswer {
  const sentences = sentencesOf(message);
  const told = sentences
    .filter((s) => !s.asked)
    .map((s) => s.text)
    .join(". ");
  const questions = sentences.filter((s) => s.asked).flatMap((s) => s.text.split(JOINED_QUESTION));
  if (questions.length < 2) return first;
  let answer = first;
  for (const question of questions) {
    const more = computeAnswer(told ? `${told}. ${question}` : question, lang, { profile });
    if (!more || answer.content.includes(more.content) || more.content.includes(answer.content)) continue;
    answer = {
      ...answer,
      content: `${answer.content}\n\n${more.content}`,
      articles: [...new Set([...answer.articles, ...more.articles])],
      calculation: `${answer.calculation}\n\n${more.calculation}`,
    };
  }
  return answer;
}

/** A date asked for ("do kiedy", "when do I pay"), and a date in a reply ("do 20. dnia", "by the 20th"). */
const ASKS_DATE =
  /\b(do kiedy|kiedy|do ktorego|ktorego dnia|when|by when|until when|deadline|which day|what day|termin\w*)\b/;
const DATE_IN =
  /\b\d{1,2}(st|nd|rd|th)?\.? ?(day|dnia|dzien|of (the|each|every)|(stycz|lut|mar|kwie|maj|czerw|lip|sierp|wrze|pazdz|listop|grud)\w*|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)|\b(the )?\d{1,2}(st|nd|rd|th)\b|(?<![\d,.])\d{1,2}\.(0\d|1[0-2])\.(?!\d{1,2}\b)/;
/** A length of time asked for ("w ile dni", "how many days"), and one in a reply. */
const ASKS_TIME = /\b(w ile dni|ile dni|w jakim terminie|how many days|within how many|how long)\b/;
const TIME_IN = /\b\d{1,3} (dni|dnia|days?|tygodni\w*|weeks?|miesi\w*|months?)\b/;

/** A question about a person named before ("za nią", "for her", "cover him too"). */
const REFERS_BACK =
  /\b(za (nia|niego|nich)|dla (niej|niego|nich)|od (niej|niego|nich)|(for|cover|covers|covering|about) (her|him|them)|(she|he|they) (is|are|has|have|gets?|pays?|needs?)|(the )?same (deadline|date|rules?|limit|thing) for me|same for me|ten sam (termin|limit)|ta sama (data|zasada)|mnie tez to dotyczy)\b/;

/**
 * "Jak założyć spółkę z o.o.?", "how do I register for VAT?": a procedure asked for by its object
 * stands alone after a situation told ("Jestem programistą, B2B, nie mam etatu" led it to paying
 * oneself from a company), unless it points back ("how do I register it?").
 */
const namesItsOwnProcedure = (asking: string) =>
  intentOf(asking) === "procedure" && SUBJECT.test(asking) && !ANAPHORA_BACK.test(asking) && !REFERS_BACK.test(asking);
const ANAPHORA_BACK = /\b(it|that|this|them|him|her|to|tego|tym|tej|ja|je|go|niego|niej|mu|jej|ich)\b/;

/** Words announcing a question on another topic than the one before. */
const NEW_TOPIC =
  /^\W*(random question|unrelated( question)?|different (topic|question)|another (topic|thing)|new (topic|question)|off[- ]topic|on another (note|topic)|changing (the )?(topic|subject)|z innej beczki|inny temat|zmieniajac temat|osobn\w* (pytanie|sprawa|temat)|inne pytanie|nowe pytanie|niezwiazane|niezwiazan\w* pytanie)\b/;

/** A numbered list of short questions ("1) czy mogę…? 2) a jak nie…?") is as long as its longest part. */
const NUMBERED = /(?:^|\s)\d[.),]\s+/;
const wordsAsked = (asking: string) =>
  /^\s*1[.),]\s/.test(asking)
    ? Math.max(...asking.split(NUMBERED).map((part) => part.split(/\s+/).filter(Boolean).length))
    : asking.split(/\s+/).length;

/**
 * The answer to the question a message asks. The whole message is searched: its statements name
 * the topic too ("I was on umowa o pracę… can I still use ulga na start?"). A follow-up's
 * statements carry its figures and dates ("I'm starting on 1 July - is that limit pro-rated?"),
 * so the whole message is joined to the question before it. A question outside what the advisor
 * knows is answered by no calculator and no article.
 */
export function answerQuestion(
  message: string,
  questionText: string,
  asked: {
    lang: KnowledgeLang;
    profile: BusinessProfile;
    search: KnowledgeSearch;
    lastQuestion?: string;
    /** The situation told in earlier messages that asked nothing. */
    said?: string;
    outOfScope: boolean;
  },
): QuestionReply {
  const { lang, profile, search, outOfScope } = asked;
  // A question right after the user told their situation leans on it as on a question ("I sell
  // pottery, unregistered" → "and what if I go over it in March?", "my employee is on L4 since last
  // week" → "how many days do I pay?"); a long one that names its own subject stands alone.
  const before = asked.lastQuestion ?? asked.said;
  const asking = fold(questionText).toLowerCase();
  // "Zapłaciłem 18 tys. na konto spoza białej listy. Co mi grozi?": a short question after the
  // message's own statement of a subject leans on that statement, not on what was said before.
  const ownStatement = fold(
    message
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => !sentence.trim().endsWith("?"))
      .join(" "),
  ).toLowerCase();
  const standsAlone =
    ownStatement.split(/\s+/).length >= 8 &&
    SUBJECT.test(ownStatement) &&
    !/\?|\b(ile|how much|what|jak\w*)\b/.test(ownStatement) &&
    // "…a ja jestem na uldze na start. To za nią też nic nie płacę?": "her" is someone told of before.
    !REFERS_BACK.test(asking);
  const continues =
    !asked.lastQuestion &&
    !!asked.said &&
    (/^(a|and|i|oraz|so)\s/.test(asking) || (wordsAsked(asking) <= 12 && !namesItsOwnProcedure(asking))) &&
    // "…mam fakturę na 15k. Co wtedy z VAT-em?" after "jestem zwolniony, sprzedałem już 232 tys.": "then" leans on both.
    (!standsAlone || /\b(wtedy|w takim razie|then|in that case)\b/.test(asking));
  // "random question – when do I change my PKD codes?", "z innej beczki: …": a new topic announced.
  const newTopic = NEW_TOPIC.test(fold(message).toLowerCase()) || thanksThenNewArea(message, before);
  // "dzięki, a bez chorobowego?": the thanks before a follow-up is no part of it.
  const followUp =
    !newTopic && (continues || (!standsAlone && isFollowUp(thanksOff(questionText), { lastQuestion: before })));
  let question = followUp ? withFollowUp(before!, thanksOff(message)) : newTopic ? withoutThanks(message) : message;
  // The new message's own words weigh more: all of them after a situation told, whose statements
  // ("zapłaciłem 18 tys. na konto spoza białej listy. Co mi grozi?") carry the question's subject.
  const focus = followUp ? (continues ? message : questionText) : "";
  let computed = outOfScope ? null : computeAnswer(question, lang, { profile, focus });
  // "when do I pay it?" after "how much is preferential ZUS?": an amount is no date.
  // "when do I pay it?" after "how much is preferential ZUS?": an amount is no date, nor a length of time.
  const answered = computed && followUp ? fold(computed.content).toLowerCase() : "";
  const shifted = (asks: RegExp, given: RegExp) =>
    asks.test(asking) && !asks.test(fold(before!).toLowerCase()) && !given.test(answered);
  if (answered && (shifted(ASKS_DATE, DATE_IN) || shifted(ASKS_TIME, TIME_IN))) computed = null;
  // "Ile wyjdzie zdrowotnej?" after "dochód 15 tys., rozliczam się liniowo": a question for a
  // calculation is calculated on the situation told before it, its own figures first.
  const calculation = CALCULATION_ASKED.test(asking) && !/\b(ile (\w+ )?czasu|how long|how much time)\b/.test(asking);
  const situation = calculation || DEADLINE_OF_IT.test(asking) ? before : undefined;
  if (!computed && !outOfScope && situation && !followUp) {
    const situated = `${situation}. ${question}`;
    computed = computeAnswer(situated, lang, { profile, focus: questionText });
    if (computed) question = situated;
  }
  if (computed) computed = withOtherQuestions(computed, message, lang, profile);
  const comparing = COMPARE.test(fold(question).toLowerCase()) && profile.monthlyRevenue !== undefined;
  const found =
    computed || outOfScope
      ? null
      : (findAnswer(search, question, lang, focus) ??
        (followUp ? (findAnswer(search, message, lang) ?? findAnswer(search, questionText, lang)) : null));
  const comparison = !computed && comparing ? calculationFor(lang, profile) : null;
  const reply = computed
    ? computedReply(computed, search, lang)
    : comparison
      ? comparisonReply(comparison, search, lang)
      : found
        ? articleReply(found, { search, lang, profile, questionText })
        : unknownReply(question, search, lang);
  if (reply.kind === "answer" && !outOfScope)
    for (const other of otherSections(
      message,
      { search, lang, profile },
      {
        parts: reply.parts,
        articles: computed ? null : found ? [found.hit.articleId, found.also?.articleId ?? ""] : [],
      },
    )) {
      reply.parts.push(`**${other.hit.heading}**\n\n${other.lead}`);
      reply.sources.push(...sourcesOf(other.hit).slice(0, 1));
      reply.passages.push({ title: other.hit.title, heading: other.hit.heading, text: other.hit.text });
    }
  return { ...reply, question };
}
