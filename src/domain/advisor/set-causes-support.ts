import { expect } from "vitest";
import { fold } from "../knowledge/analyzer.ts";
import { createKnowledgeSearch, type KnowledgeSearch } from "../knowledge/search.ts";
import { advise, type AdvisorTurn, type ConversationContext } from "./advisor.ts";
import { computeAnswer } from "./computed-answers.ts";
import { hintsFor } from "./knowledge/hints.ts";
import type { BusinessProfile, ProfileFact } from "./profile.ts";
import { isOutOfScope } from "./understanding/out-of-scope.ts";

/**
 * What the tests of an opened set's causes ask of the advisor (`*-set-causes.test.ts`): a fresh
 * turn and its reply, the sections a question's hints point at, whether a question is outside
 * what the advisor knows. The knowledge index is built once per test file, as it is collected.
 */
// Built when the file is collected, not in its first test: on a busy machine building the index
// took longer than a test's time limit (a CI run of 2026-11-28 timed out there).
export const knowledge: KnowledgeSearch = createKnowledgeSearch();
export const turn = (q: string, lang: "pl" | "en" = "pl") =>
  advise(q, { lang, profile: {}, expecting: null, search: knowledge });
export const reply = (q: string, lang: "pl" | "en" = "pl") => turn(q, lang).content;
/** The sections a question's hints point at ("article#heading"). */
export const pointed = (q: string) => hintsFor(q).map((h) => `${h.article}#${h.heading?.source ?? ""}`);
export const pointsAt = (q: string, article: string, heading = "") =>
  expect(pointed(q).some((p) => p.startsWith(`${article}#`) && p.includes(heading))).toBe(true);
export const outOfScope = (q: string) => isOutOfScope(fold(q).toLowerCase());
/**
 * Every turn of a conversation, as a thread runs it: each turn's profile, the fact it expects next
 * and its context carried to the next message.
 */
export function turns(messages: string[], lang: "pl" | "en" = "pl"): AdvisorTurn[] {
  let profile: BusinessProfile = {};
  let expecting: ProfileFact | null = null;
  let context: ConversationContext = {};
  const all: AdvisorTurn[] = [];
  for (const q of messages) {
    const t = advise(q, { lang, profile, expecting, search: knowledge, context });
    ({ profile, expecting } = t);
    context = t.context as ConversationContext;
    all.push(t);
  }
  return all;
}
/** The last reply of a conversation, as a thread runs it. */
export const conversation = (messages: string[], lang: "pl" | "en" = "pl"): string =>
  turns(messages, lang).at(-1)?.content ?? "";
/** A calculator's answer alone, without the articles ("" when none answers). */
export const computed = (q: string, lang: "pl" | "en" = "pl") => computeAnswer(q, lang)?.content ?? "";
