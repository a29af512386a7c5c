import { analyse, fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import { computeAnswer } from "./computed-answers.ts";
import { findAnswer, type KnowledgeAnswer } from "./knowledge-answer.ts";
import type { BusinessProfile } from "./profile.ts";
import { sentencesOf } from "./understanding/classify.ts";
import { SUBJECT } from "./understanding/follow-up.ts";

/**
 * "Ile wyjdzie netto? I czy umowa musi być podpisana przed pierwszym dniem?", "how many days to
 * register them, and does the contract need to be signed before day one?": a message that asks two
 * things of different kinds, the first answered by a calculator or a section, gets the section that
 * answers the other one too.
 */

/** A second question joined by "and" ("…, and does the contract…", "… i czy umowa…"). */
const JOINED =
  /\s*,?\s+(?:and|i|oraz|a|plus|also)\s+(?=(?:ile|jak\w*|jaki\w*|kiedy|do kiedy|od kiedy|po jakim|po ilu|czy|what|whats|how|which|when|after how|does|do|did|is|are|must|should|can|will|who)\b)/i;
/** "Do kiedy CIT-8 i sprawozdanie finansowe?": one question word for two things, each with its own date. */
const TWO_DEADLINES = /(?:^|\s)(do kiedy|kiedy|by when|when (?:is|are) (?:due )?)\s+(.+?)\s+(?:i|oraz|and)\s+(.+?)\??$/;
/** "I jeszcze: …", "and also …": a question added to what the message says, answered on its own. */
const ALSO = /^\s*(i jeszcze|a jeszcze|jeszcze jedno|oprocz tego|ponadto|and also|also|one more thing|btw)\b[:,]?\s*/;

const askedSentences = (message: string) =>
  sentencesOf(message)
    .filter((s) => s.asked)
    .map((s) => fold(s.text).toLowerCase().trim());

/**
 * The other questions of a message that the reply may not answer, each with whether only an
 * article the whole message is about may answer it. After a calculation: a question added with
 * "i jeszcze" / "and also", the second thing of "do kiedy A i B", and a question joined to the
 * calculated one by "and" ("ile wyjdzie i po jakim czasie dostanę zasiłek?"). After a section: each
 * question following the first.
 */
export function otherQuestions(message: string, calculated: boolean): { part: string; near: boolean }[] {
  const asked = askedSentences(message);
  if (!calculated)
    return asked
      .flatMap((s) => s.split(JOINED))
      .slice(1)
      .map((part) => ({ part, near: false }));
  return asked.flatMap((s): { part: string; near: boolean }[] => {
    const two = TWO_DEADLINES.exec(s);
    if (two && !QUESTION_WORD.test(two[3]!)) return [{ part: `${two[1]} ${two[3]}`, near: false }];
    if (ALSO.test(s)) return [{ part: s.replace(ALSO, ""), near: false }];
    // "ok, a jak…": a word or two before "a" is no question of its own.
    const pieces = s.split(JOINED);
    return (pieces[0]!.split(/\s+/).length < 3 ? pieces.slice(2) : pieces.slice(1)).map((part) => ({
      part,
      near: true,
    }));
  });
}

/** A section answers a part only when it holds this share of the part's own words. */
const MIN_COVERAGE = 0.75;
const NEAR_COVERAGE = 0.6;
/** The second thing of "do kiedy A i B" is a thing, not another question ("…i jaki PIT?"). */
const QUESTION_WORD = /^(jak\w*|ktor\w*|czy|ile|co|what|which|how|who|is|are|do|does)\b/;
/** A part pointing back at the first ("czy zdrowotnej też wtedy nie płacę?", "do I pay it then?") leans on it. */
const POINTS_BACK =
  /\b(wtedy|w tym czasie|przy tym|tez|rowniez|potem|pozniej|then|too|also|it|this|that|during it|meanwhile|afterwards|after that|later)\b/;

/**
 * The sections answering the other questions of a message, not already in the reply. After a
 * section, only from the articles the reply already drew on (a part alone may match anything).
 */
export function otherSections(
  message: string,
  asked: { search: KnowledgeSearch; lang: KnowledgeLang; profile: BusinessProfile },
  reply: { parts: string[]; articles: string[] | null },
): KnowledgeAnswer[] {
  const written = fold(reply.parts.join("\n")).toLowerCase();
  // A reply that opens with "Nie —" / "No —" has denied what the other parts ask about.
  if (/^\W*(nie|no)\b/.test(written)) return [];
  const found: KnowledgeAnswer[] = [];
  const near = () => asked.search.articles(message, { lang: asked.lang, limit: 3 });
  for (const { part, near: nearOnly } of otherQuestions(message, reply.articles === null)) {
    // A part that names no subject of its own leans on the first ("…and how long does it last?").
    if (part.split(/\s+/).length < 3 || !SUBJECT_OR_DOCUMENT.test(part) || POINTS_BACK.test(part)) continue;
    if (reply.articles && part.split(/\s+/).length < 4) continue;
    if (computeAnswer(part, asked.lang, { profile: asked.profile })) continue;
    // A part joined by "and" is searched with the whole message: its subject may be in the first part.
    const answer = nearOnly
      ? findAnswer(asked.search, message, asked.lang, part)
      : findAnswer(asked.search, part, asked.lang);
    // An article the whole message is about may answer with fewer of the part's words.
    if (!answer?.lead || answer.hit.coverage < (nearOnly ? NEAR_COVERAGE : MIN_COVERAGE)) continue;
    if (reply.articles && !reply.articles.includes(answer.hit.articleId)) continue;
    if (saidAlready(part, written) || (nearOnly && !near().includes(answer.hit.articleId))) continue;
    const lead = fold(answer.lead).toLowerCase();
    if (written.includes(lead.slice(0, 80)) || written.includes(fold(answer.hit.heading).toLowerCase())) continue;
    if (!found.some((f) => f.hit.heading === answer.hit.heading)) found.push(answer);
  }
  return found.slice(0, 1);
}

/** A subject of its own, or a document asked about ("sprawozdanie finansowe", "the contract"). */
const SUBJECT_OR_DOCUMENT = new RegExp(
  `${SUBJECT.source}|\\b(sprawozdan\\w*|bilans\\w*|contract|financial statements?|umow\\w*|zasil\\w*|swiadczen\\w*|benefits?)\\b`,
);

/** Most of a part's own words are in the reply already: the calculation speaks to it ("…i czy mogę wziąć ulgę na start?"). */
function saidAlready(part: string, written: string): boolean {
  // Word beginnings: "ulgę" and "ulgi" are one word.
  const head = (t: string) => t.slice(0, t.length > 4 ? 4 : 3);
  const own = analyse(part).map(head);
  const said = new Set(analyse(written).map(head));
  return own.length > 0 && own.filter((t) => said.has(t)).length / own.length >= 0.6;
}
