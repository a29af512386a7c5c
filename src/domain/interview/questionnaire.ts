import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import {
  AMOUNT_PERIODS,
  type LocalizedQuestion,
  type LocalizedSection,
  QUESTION_KINDS,
  type QuestionRule,
} from "../../shared/interview.ts";
import { PROFILE_FACT_NAMES } from "../../shared/business-profile.ts";

export const INTERVIEW_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content/interview");
export const INTERVIEW_LANGS = ["pl", "en"] as const;
export type InterviewLang = (typeof INTERVIEW_LANGS)[number];

const QuestionSchema = z.strictObject({
  id: z.string().regex(/^[a-zA-Z0-9]+$/),
  kind: z.enum(QUESTION_KINDS),
  fact: z.enum(PROFILE_FACT_NAMES).optional(),
  required: z.boolean(),
  options: z.array(z.string()).min(2).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
  periods: z.array(z.enum(AMOUNT_PERIODS)).min(1).optional(),
  showIf: z
    .strictObject({
      question: z.string(),
      equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
      greaterThan: z.number().optional(),
    })
    .optional(),
});
const DefinitionSchema = z.object({
  version: z.number().int(),
  sections: z.array(z.strictObject({ id: z.string(), questions: z.array(QuestionSchema).min(1) })).min(1),
});
const TextsSchema = z.object({
  sections: z.record(z.string(), z.strictObject({ title: z.string().min(1), intro: z.string().min(1) })),
  questions: z.record(
    z.string(),
    z.strictObject({
      label: z.string().min(1),
      help: z.string().min(1),
      placeholder: z.string().optional(),
      options: z.record(z.string(), z.string().min(1)).optional(),
    }),
  ),
});

export type InterviewQuestion = z.infer<typeof QuestionSchema> & QuestionRule & { section: string };

export interface Questionnaire {
  version: number;
  /** Every question in order, with its section. */
  questions: InterviewQuestion[];
  byId: Map<string, InterviewQuestion>;
  /** Sections with their questions' texts in one language, for a page and for get-responses. */
  localized(lang: InterviewLang): LocalizedSection[];
}

const readJson = (dir: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));

/**
 * The questionnaire from `content/interview`, checked as it loads: every question's kind,
 * options, conditions (on an earlier question) and its texts in both languages. A mistake in
 * the content stops the process at boot, naming the question.
 */
export function loadQuestionnaire(dir = INTERVIEW_DIR): Questionnaire {
  const definition = DefinitionSchema.parse(readJson(dir, "questionnaire.json"));
  const questions: InterviewQuestion[] = definition.sections.flatMap((s) =>
    s.questions.map((q) => ({ ...q, section: s.id })),
  );
  const byId = new Map<string, InterviewQuestion>();
  for (const q of questions) {
    if (byId.has(q.id)) throw new Error(`interview: question ${q.id} is defined twice`);
    if (q.showIf && !byId.has(q.showIf.question))
      throw new Error(`interview: ${q.id} depends on ${q.showIf.question}, which is not an earlier question`);
    if ((q.kind === "single" || q.kind === "multiple") && !q.options)
      throw new Error(`interview: ${q.id} (${q.kind}) has no options`);
    byId.set(q.id, q);
  }
  const texts = Object.fromEntries(
    INTERVIEW_LANGS.map((lang) => {
      const t = TextsSchema.parse(readJson(dir, `${lang}.json`));
      for (const s of definition.sections)
        if (!t.sections[s.id]) throw new Error(`interview: section ${s.id} has no ${lang} title`);
      for (const q of questions) {
        const qt = t.questions[q.id];
        if (!qt) throw new Error(`interview: question ${q.id} has no ${lang} text`);
        for (const o of q.options ?? [])
          if (!qt.options?.[o]) throw new Error(`interview: option ${q.id}.${o} has no ${lang} label`);
      }
      return [lang, t];
    }),
  ) as Record<InterviewLang, z.infer<typeof TextsSchema>>;

  const cache = new Map<InterviewLang, LocalizedSection[]>();
  return {
    version: definition.version,
    questions,
    byId,
    localized(lang) {
      let sections = cache.get(lang);
      if (!sections) {
        const t = texts[lang];
        sections = definition.sections.map((s) => ({
          id: s.id,
          ...t.sections[s.id]!,
          questions: s.questions.map((q): LocalizedQuestion => {
            const { fact: _fact, ...rule } = q;
            const qt = t.questions[q.id]!;
            return {
              ...rule,
              section: s.id,
              label: qt.label,
              help: qt.help,
              ...(qt.placeholder ? { placeholder: qt.placeholder } : {}),
              ...(qt.options ? { optionLabels: qt.options } : {}),
            };
          }),
        }));
        cache.set(lang, sections);
      }
      return sections;
    },
  };
}
