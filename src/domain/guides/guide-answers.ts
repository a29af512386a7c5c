import { createTranslator } from "../../shared/i18n.ts";
import type { GuideBlock, GuideContent, GuideInline } from "../../shared/guide-content.ts";
import { parseMarkdown } from "../../shared/markdown-blocks.ts";
import { isQuestion } from "../advisor/understanding/classify.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";
import { link, sourceLink } from "./guide-links.ts";

export interface GuideMessage {
  role: "user" | "assistant";
  content: string;
  sources: { title: string; url: string }[];
}

const MAX_QUESTIONS = 30;
/** Sentences of an answer the guide keeps. */
const ANSWER_SENTENCES = 2;
const MAX_LIST_ITEMS = 6;

/** The text of a catalogue entry before its first variable ("Zapisuję: " of "Zapisuję: {{facts}}."). */
const prefixOf = (text: string) => text.split("\u0000")[0]!.trim();

/**
 * What of an advisor's reply the guide keeps: the answer, not the conversation. Lines that record
 * a fact ("Zapisuję: …"), point elsewhere ("Zobacz też: …"), ask the user something back or name the
 * nearest topics are dropped, as is the "(źródło: …)" note (the source is shown apart). Of what is
 * left, the first sentence or two, as structured blocks (headings, paragraphs of runs, lists).
 */
export function summariseAnswer(markdown: string, lang: "pl" | "en"): GuideBlock[] {
  const { t } = createTranslator(lang, cataloguesFor(lang));
  const noise = [
    prefixOf(t("advisor:learned", { facts: "\u0000" })),
    prefixOf(t("advisor:seeAlso", { title: "\u0000" })),
    prefixOf(t("advisor:nearest", { topics: "\u0000" })),
  ].filter((p) => p.length >= 4);
  const sourceNote = prefixOf(t("advisor:sourceYear", { source: "\u0000", year: 2026 }));
  const kept = markdown
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !noise.some((n) => p.startsWith(n)))
    // The advisor's own question back to the user ends its reply with a question mark.
    .filter((p) => !/\?\s*$/.test(p.replace(/\*+$/, "")))
    .map((p) =>
      sourceNote
        ? p.replace(new RegExp(`\\s*\\(${sourceNote.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^)]*\\)`, "g"), "")
        : p,
    );
  const blocks = parseMarkdown(kept.join("\n\n")).blocks;
  const out: GuideBlock[] = [];
  let budget = ANSWER_SENTENCES;
  let pendingHeading: GuideBlock | null = null;
  for (const block of blocks) {
    if (budget <= 0) break;
    // A heading, or a paragraph that is one bold title after the answer's lead (the advisor's
    // "**Section**"), is kept only when something it heads follows within the answer's length.
    const titleOnly =
      out.length > 0 &&
      block.type === "p" &&
      "content" in block &&
      block.content.length > 0 &&
      block.content.every((r) => r.bold) &&
      !/[.!?:]\s*$/.test(block.content.map((r) => r.text).join("")) &&
      block.content.map((r) => r.text).join("").length <= 90;
    if (((block.type === "h2" || block.type === "h3") && "content" in block) || titleOnly) {
      pendingHeading = { type: "heading", content: inlines(block.content) };
      continue;
    }
    if (pendingHeading) out.push(pendingHeading);
    pendingHeading = null;
    if ("items" in block) {
      out.push({ type: block.type, items: block.items.slice(0, MAX_LIST_ITEMS).map(inlines) });
      budget--;
      continue;
    }
    const { runs, used } = firstSentences(inlines(block.content), budget);
    if (runs.length) out.push({ type: "p", content: runs });
    budget -= used;
  }
  return out;
}

/** Links keep their text; only absolute https links stay links (the portal's own relative ones do not leave it). */
const inlines = (runs: GuideInline[]): GuideInline[] =>
  runs
    .map((r) => ({
      text: r.text.replace(/`([^`]+)`/g, "$1").replace(/(^|\W)_([^_\n]+)_(?=\W|$)/g, "$1$2"),
      ...(r.bold ? { bold: true } : {}),
      ...(r.href && /^https:\/\//.test(r.href) ? { href: r.href } : {}),
    }))
    .filter((r) => r.text);

/** Up to `max` sentences of a paragraph's runs, and how many it used. */
function firstSentences(runs: GuideInline[], max: number): { runs: GuideInline[]; used: number } {
  const out: GuideInline[] = [];
  let used = 0;
  for (const run of runs) {
    let text = run.text;
    let cut = false;
    // A sentence ends at . ! or ? followed by a space and a capital letter (not "np. ", "1 000,50 zł.").
    const end = /[.!?](?=\s+[\p{Lu}„"(])/gu;
    let m: RegExpExecArray | null;
    while ((m = end.exec(text))) {
      used++;
      if (used >= max) {
        text = text.slice(0, m.index + 1);
        cut = true;
        break;
      }
    }
    out.push({ ...run, text });
    if (cut) return { runs: trimRuns(out), used };
  }
  return { runs: trimRuns(out), used: used + 1 };
}

const trimRuns = (runs: GuideInline[]) => {
  if (runs.length) runs[runs.length - 1] = { ...runs.at(-1)!, text: runs.at(-1)!.text.trimEnd() };
  return runs.filter((r) => r.text);
};

/** A question as one clean line. */
export const cleanQuestion = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The user's questions that got an answer with a source, each with the short answer and its
 * source. Replies that only recorded a fact, "I don't know" replies and the advisor's own
 * prompts are left out.
 */
export function guideQuestions(messages: GuideMessage[], lang: "pl" | "en"): GuideContent["questions"] {
  const unknown = ["pl", "en"].map((l) => {
    const { t } = createTranslator(l as "pl" | "en", cataloguesFor(l as "pl" | "en"));
    return t("advisor:unknown").slice(0, 40);
  });
  const out: GuideContent["questions"] = [];
  messages.forEach((m, i) => {
    const reply = messages[i + 1];
    if (m.role !== "user" || reply?.role !== "assistant" || out.length >= MAX_QUESTIONS) return;
    if (!isQuestion(m.content) || !reply.sources.length) return;
    if (unknown.some((u) => reply.content.includes(u))) return;
    const answer = summariseAnswer(reply.content, lang);
    if (!answer.length) return;
    const s = reply.sources[0]!;
    const { url, label } = sourceLink(s.url, s.title, lang);
    out.push({ question: cleanQuestion(m.content), answer, source: link(url, label) });
  });
  return out;
}
