import fs from "node:fs";
import path from "node:path";
import { fold } from "../knowledge/analyzer.ts";
import { KNOWLEDGE_DIR, type KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import { advise, type AdvisorTurn, type ConversationContext } from "./advisor.ts";
import { PROFILE_FACTS, type BusinessProfile, type ProfileFact } from "./profile.ts";
import { numbersIn } from "./figures.ts";
import { formatDate } from "./understanding/dates.ts";
import { detectLanguage } from "./understanding/language.ts";

export { numbersIn };

/** A question as founders ask it, with the fact a right answer must contain. */
export interface AnswerEvalItem {
  id: string;
  lang: KnowledgeLang;
  topic: string;
  q: string;
  /** Each must appear: a number (matched by value), "@date:YYYY-MM-DD", "@unknown", or words; "a | b" is either. */
  expect: string[];
  /** Earlier questions of the same conversation (the item is a follow-up). */
  context?: string[];
  /** The facts the message states about the user (anything else recorded is wrong). */
  records?: Partial<Record<ProfileFact, unknown>>;
  /**
   * The reply's language when it is not the asker's: a question written in the other language's
   * words alone ("dzialalnosc nierejestrowana 2026 limit?" from an English speaker) is answered in
   * the language it is written in.
   */
  replyLang?: KnowledgeLang;
  from?: string;
  note?: string;
}

export const ANSWER_EVAL_DIR = path.join(KNOWLEDGE_DIR, "eval", "answers");

export function loadAnswerEvaluation(dir = ANSWER_EVAL_DIR): AnswerEvalItem[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as AnswerEvalItem[]);
}

/**
 * The names in an item's `records` that are no fact the profile keeps (a set's author writing
 * "vat_status" for vatStatus): such a record allows nothing, so a fact read right counts as wrong.
 */
export const unknownRecordKeys = (item: AnswerEvalItem): string[] =>
  Object.keys(item.records ?? {}).filter((k) => !(PROFILE_FACTS as string[]).includes(k));

const normal = (s: string) =>
  fold(s)
    .toLowerCase()
    .replace(/[\u00a0\u202f]/g, " ")
    // "lump-sum" and "lump sum", "mały ZUS-u" and "mały ZUS u" are the same words
    .replace(/[-\u2010\u2011]/g, " ")
    .replace(/\s+/g, " ");

/** Whether a reply contains one expected fact. */
export function contains(reply: AdvisorTurn, expected: string): boolean {
  // Alternatives are separated by "|", with or without spaces ("5% | 5 %", "5%|5 %").
  return expected.split(/\s*\|\s*/).some((alt) => {
    const e = alt.trim();
    if (e === "@unknown") return reply.kind === "unknown";
    const date = /^@date:(\d{4})-(\d{2})-(\d{2})$/.exec(e);
    if (date) {
      const [y, m, d] = [+date[1]!, +date[2]!, +date[3]!];
      const forms = [
        formatDate({ year: y, month: m, day: d }, "pl"),
        formatDate({ year: y, month: m, day: d }, "en"),
        `${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${y}`,
        `${d}.${String(m).padStart(2, "0")}.${y}`,
        e.slice(6),
      ].map(normal);
      return forms.some((f) => normal(reply.content).includes(f));
    }
    if (/^[\d\s.,\u00a0]+\s?%?$/.test(e)) {
      const want = numbersIn(e)[0]!;
      // A whole number expected is met by the exact figure with its grosze (80 219 by 80 219,18 zł).
      const whole = Number.isInteger(want);
      return numbersIn(reply.content).some((n) => Math.abs(n - want) < 0.005 || (whole && Math.trunc(n) === want));
    }
    return normal(reply.content).includes(normal(e));
  });
}

export interface EvalOutcome {
  item: AnswerEvalItem;
  turn: AdvisorTurn;
  right: boolean;
  /** Right, and every expected fact is in the reply's lead (what is read before scrolling). */
  rightInLead: boolean;
  /** Facts recorded that the message does not state. */
  wronglyRecorded: string[];
  language: KnowledgeLang;
}

/** One item, asked in a fresh thread whose language is `threadLang`, after its context questions. */
export function askItem(search: KnowledgeSearch, item: AnswerEvalItem, threadLang: KnowledgeLang): EvalOutcome {
  let profile: BusinessProfile = {};
  let expecting: ProfileFact | null = null;
  let context: ConversationContext = {};
  for (const q of item.context ?? []) {
    const turn = advise(q, { lang: threadLang, profile, expecting, search, context });
    ({ profile, expecting } = turn);
    context = turn.context as ConversationContext;
  }
  const turn = advise(item.q, { lang: threadLang, profile, expecting, search, context });
  const allowed = new Set(Object.keys(item.records ?? {}));
  const wronglyRecorded = Object.keys(turn.learned).filter((k) => !allowed.has(k));
  const language = detectLanguage(turn.content, threadLang);
  const unknownExpected = item.expect.includes("@unknown");
  const right =
    item.expect.every((e) => contains(turn, e)) &&
    (unknownExpected || (turn.kind === "answer" && turn.sources.length > 0)) &&
    language === (item.replyLang ?? item.lang);
  const lead = { ...turn, content: leadOf(turn.content) };
  const rightInLead = right && item.expect.every((e) => contains(lead, e));
  return { item, turn, right, rightInLead, wronglyRecorded, language };
}

/**
 * A reply's lead: its first paragraph after the line noting what it learned of the business
 * ("Zapisuję: …", "Noted: …"), and the paragraph after it (the lead's source and a figure's
 * working often sit there).
 */
export function leadOf(content: string): string {
  const paragraphs = content.split(/\n\s*\n/);
  if (/^(Zapisuję|Noted):/.test(paragraphs[0] ?? "")) paragraphs.shift();
  return paragraphs.slice(0, 2).join("\n\n");
}

export interface EvalReport {
  threadLang: KnowledgeLang;
  total: number;
  right: number;
  /** Right with every expected fact in the lead. */
  rightInLead: number;
  byLang: Record<string, { total: number; right: number }>;
  byTopic: Record<string, { total: number; right: number }>;
  misses: EvalOutcome[];
  /** Right, with an expected fact only below the lead. */
  buried: EvalOutcome[];
  wronglyRecorded: EvalOutcome[];
}

export function evaluateAnswers(
  search: KnowledgeSearch,
  items: AnswerEvalItem[],
  threadLang: KnowledgeLang,
): EvalReport {
  const report: EvalReport = {
    threadLang,
    total: 0,
    right: 0,
    rightInLead: 0,
    byLang: {},
    byTopic: {},
    misses: [],
    buried: [],
    wronglyRecorded: [],
  };
  for (const item of items) {
    const outcome = askItem(search, item, threadLang);
    report.total += 1;
    for (const [bucket, key] of [
      [report.byLang, item.lang],
      [report.byTopic, item.topic],
    ] as const) {
      bucket[key] ??= { total: 0, right: 0 };
      bucket[key].total += 1;
      if (outcome.right) bucket[key].right += 1;
    }
    if (outcome.rightInLead) report.rightInLead += 1;
    else if (outcome.right) report.buried.push(outcome);
    if (outcome.right) report.right += 1;
    else report.misses.push(outcome);
    if (outcome.wronglyRecorded.length) report.wronglyRecorded.push(outcome);
  }
  return report;
}
