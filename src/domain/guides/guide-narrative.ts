import { streamText } from "ai";
import type { GuideContent } from "../../shared/guide-content.ts";
import type { Llm } from "../advisor/providers/llm.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import type { GuideInput } from "./compose-guide.ts";

/** Every number written in a text, as digits only ("15 000 zł" → "15000", "4,9%" → "49"). */
export const numbersIn = (text: string) =>
  [...text.matchAll(/\d(?:[\d\s\u00a0\u202f.,]*\d)?/g)].map((m) => m[0].replace(/[^\d]/g, ""));

/** A model's text may only repeat numbers the facts already contain (the calculators' own). */
export function numbersGrounded(text: string, facts: string): boolean {
  const known = new Set(numbersIn(facts));
  return numbersIn(text).every((n) => known.has(n));
}

/**
 * With a model configured, the situation in brief is written by the model from the composed
 * facts (profile, legal form, the calculators' notes) and knowledge passages. Numbers stay the
 * calculators': a text with any number the facts do not contain is thrown away, as is any
 * failure of the model, and the template text stays.
 */
export function createGuideNarrator(
  llm: Llm,
  search: () => KnowledgeSearch,
  log: { error: (o: object, m: string) => void },
) {
  return async (content: GuideContent, input: GuideInput): Promise<GuideContent> => {
    const pl = input.lang === "pl";
    const passages = search()
      .search(`${input.profile.activity ?? ""} ${pl ? "forma prawna opodatkowanie" : "legal form taxation"}`, {
        lang: input.lang,
        limit: 3,
      })
      .map((p) => `${p.title} — ${p.heading}: ${p.text.slice(0, 600)}`);
    const facts = [
      ...content.situation.summary,
      ...content.situation.facts,
      `${content.labels.legalForm}: ${content.legalForm.recommended}. ${content.legalForm.reasons.join(" ")}`,
      ...content.taxes.notes,
    ].join("\n");
    try {
      const result = streamText({
        model: llm.model,
        maxRetries: llm.settings.maxRetries,
        abortSignal: AbortSignal.timeout(llm.settings.timeoutMs),
        system: pl
          ? "Piszesz rozdział „Twoja sytuacja w skrócie” osobistego przewodnika biznesowego. Napisz 2–4 zdania po polsku, zwracając się do czytelnika na „Ty”. Opieraj się wyłącznie na faktach i fragmentach poniżej; nie podawaj żadnej liczby, której nie ma w faktach."
          : "You write the chapter 'Your situation in brief' of a personal business guide. Write 2–4 sentences in English, addressing the reader as 'you'. Rely only on the facts and passages below; give no number that is not in the facts.",
        prompt: `FACTS:\n${facts}\n\nPASSAGES:\n${passages.join("\n\n") || "(none)"}`,
      });
      const text = (await result.text).trim();
      if (!text || !numbersGrounded(text, facts)) return content;
      const paragraphs = text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean);
      return {
        ...content,
        situation: { ...content.situation, summary: [content.situation.summary[0]!, ...paragraphs] },
      };
    } catch (error) {
      log.error({ err: error }, "guide narrative: the model failed; the template text stays");
      return content;
    }
  };
}
