import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch, PassageHit } from "../knowledge/search.ts";
import { computedSources } from "./computed-answers.ts";
import { calculationFor } from "./computed/profile-comparison.ts";
import type { ComputedAnswer } from "./computed/shared.ts";
import { type KnowledgeAnswer, nearestTopics } from "./knowledge-answer.ts";
import { ABBREVIATIONS } from "./knowledge/sentence.ts";
import type { BusinessProfile } from "./profile.ts";
import { advisorText } from "./translate.ts";
import { affirmation } from "./understanding/yes-no.ts";

/**
 * The kinds of reply the advisor gives a question: a calculator's figures, the comparison of tax
 * forms on the user's figures, an article's passage with its sources, or plainly none (with the
 * nearest topics). advisor-answer.ts picks which.
 */

export interface AdvisorSource {
  articleId: string;
  title: string;
  heading: string;
  url: string;
  sourceTitle: string;
  /** Who publishes the page, and its ISO date when it states one (from the article's front matter). */
  publisher: string;
  date?: string;
}

/** A passage a model is given to write the same reply. */
export interface AdvisorPassage {
  title: string;
  heading: string;
  text: string;
}

export interface QuestionReply {
  kind: "answer" | "unknown";
  parts: string[];
  sources: AdvisorSource[];
  passages: AdvisorPassage[];
  calculation: string | null;
  /** The question written out whole (a follow-up's own words joined to the question it follows). */
  question: string;
  /** The article (or calculation) that answered it. */
  topic?: string;
}

/** Articles on the tax forms and ZUS: the calculators' figures on the user's profile follow their answer. */
const TAX_TOPICS = new Set([
  "formy-opodatkowania-wybor",
  "skala-podatkowa",
  "podatek-liniowy",
  "ryczalt-zasady",
  "ryczalt-stawki",
  "zus-etapy",
  "zus-preferencyjny",
  "zus-pelny",
  "skladka-zdrowotna-zasady",
]);

/** The first sentence of a passage (its first paragraph when that has no full stop). */
const FIRST_SENTENCE = new RegExp(String.raw`^[\s\S]*?(?<!\b(?:${ABBREVIATIONS}))[.!?](?=\s+[A-ZĄĆĘŁŃÓŚŹŻ„"(]|\s*$)`);
const firstSentence = (text: string) =>
  (FIRST_SENTENCE.exec(text.split(/\n\s*\n/)[0]!.trim())?.[0] ?? text.split(/\n/)[0]!).trim();

/** Up to about `max` characters of a passage, cut at a paragraph (or a word, for one long paragraph). */
function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  for (const p of text.split(/\n\s*\n/)) {
    if (out && out.length + p.length > max) {
      // A list announced by the paragraph before it ("…in a few steps:") keeps the items that fit.
      if (!/:\s*$/.test(out)) break;
      const items: string[] = [];
      for (const line of p.split("\n")) {
        if (out.length + items.join("\n").length + line.length > max) break;
        items.push(line);
      }
      if (items.length) out = `${out}\n\n${items.join("\n")}`;
      break;
    }
    out = out ? `${out}\n\n${p}` : p;
  }
  return out.length > max * 1.3 ? `${out.slice(0, max).replace(/\s+\S*$/, "")}…` : out;
}

export const sourcesOf = (hit: PassageHit): AdvisorSource[] =>
  hit.sources.map((s) => ({
    articleId: hit.articleId,
    title: hit.title,
    heading: hit.heading,
    url: s.url,
    sourceTitle: s.title,
    publisher: s.publisher,
    ...(s.date ? { date: s.date } : {}),
  }));

/** A calculator's answer; a model is given the articles that explain the figure too. */
export function computedReply(computed: ComputedAnswer, search: KnowledgeSearch, lang: KnowledgeLang) {
  const passages: AdvisorPassage[] = [];
  for (const id of computed.articles) {
    const article = search.article(id, lang);
    const opening = article?.passages[0];
    if (article && opening) passages.push({ title: article.title, heading: opening.heading, text: opening.text });
  }
  return {
    kind: "answer" as const,
    topic: computed.topic,
    parts: [computed.content],
    sources: computedSources(search, computed, lang),
    passages,
    calculation: computed.calculation,
  };
}

/** "Co mi się bardziej opłaca?" with the user's figures: the comparison is the answer. */
export function comparisonReply(calculation: string, search: KnowledgeSearch, lang: KnowledgeLang) {
  const sources: AdvisorSource[] = computedSources(search, { articles: ["formy-opodatkowania-wybor"] }, lang);
  return {
    kind: "answer" as const,
    topic: "formy-opodatkowania-wybor",
    parts: [calculation],
    sources,
    passages: [],
    calculation,
  };
}

/** An article's passage: its lead in bold with its source, the article's main fact, then the passage. */
export function articleReply(
  found: KnowledgeAnswer,
  asked: { search: KnowledgeSearch; lang: KnowledgeLang; profile: BusinessProfile; questionText: string },
) {
  const { search, lang, profile } = asked;
  const tr = advisorText(lang);
  const { hit, lead, also, second } = found;
  const parts: string[] = [];
  const source = hit.sources[0]?.title;
  // The lead is bold as a whole: bold inside it would close the emphasis early.
  if (lead)
    parts.push(
      `**${affirmation(asked.questionText, lead, lang)}${lead.replace(/\*\*/g, "")}**${source ? ` (${tr("advisor:sourceYear", { source, year: 2026 })})` : ""}`,
    );
  // The article's opening sentence states its main fact: it follows when a deeper section answered.
  const opening = search.article(hit.articleId, lang)?.passages[0];
  const summary = opening && opening.heading !== hit.heading ? firstSentence(opening.text) : null;
  if (summary && summary !== lead) parts.push(summary);
  // A lead taken from a list leaves no empty item behind.
  const body = lead
    ? hit.text
        .replace(lead, "")
        .replace(/^[ \t]*(\d+\.|[-*])[ \t]*(\n|$)/gm, "")
        .trim()
    : hit.text;
  if (body) parts.push(`**${hit.heading}**\n\n${excerpt(body, lead ? 650 : 900)}`);
  // "…and what are the conditions?": the section that answers the second question too.
  if (second) parts.push(`**${second.heading}**\n\n${excerpt(second.text, 500)}`);
  const sources = sourcesOf(hit);
  const passages: AdvisorPassage[] = [{ title: hit.title, heading: hit.heading, text: hit.text }];
  if (second) passages.push({ title: hit.title, heading: second.heading, text: second.text });
  if (also) {
    parts.push(tr("advisor:seeAlso", { title: also.title }));
    passages.push({ title: also.title, heading: also.heading, text: also.text });
    sources.push(...sourcesOf(also).slice(0, 1));
  }
  const calculation = TAX_TOPICS.has(hit.articleId) ? calculationFor(lang, profile) : null;
  if (calculation) parts.push(calculation);
  return { kind: "answer" as const, topic: hit.articleId, parts, sources, passages, calculation };
}

/** No answer: said plainly, with the topics nearest the question. */
export function unknownReply(question: string, search: KnowledgeSearch, lang: KnowledgeLang) {
  const tr = advisorText(lang);
  const parts = [tr("advisor:unknown")];
  const near = nearestTopics(search, question, lang);
  if (near.length) parts.push(tr("advisor:nearest", { topics: near.map((n) => `„${n}”`).join(", ") }));
  return { kind: "unknown" as const, parts, sources: [], passages: [], calculation: null };
}
