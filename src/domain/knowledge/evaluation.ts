import fs from "node:fs";
import path from "node:path";
import { KNOWLEDGE_DIR, type KnowledgeLang } from "./knowledge-base.ts";
import type { KnowledgeSearch } from "./search.ts";

export interface EvalQuestion {
  q: string;
  lang: KnowledgeLang;
  expected: string;
}

/** The evaluation set: realistic questions with the article that should answer them. */
export function loadEvaluationSet(dir = path.join(KNOWLEDGE_DIR, "eval")): EvalQuestion[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as EvalQuestion[]);
}

/** Top-1 and top-3 hit rates: is the expected article the first, or among the first three distinct ones? */
export function evaluate(search: KnowledgeSearch, questions: EvalQuestion[]) {
  let top1 = 0;
  let top3 = 0;
  const misses: { q: string; expected: string; got: string[] }[] = [];
  for (const question of questions) {
    const got = search.articles(question.q, { lang: question.lang, limit: 3 });
    if (got[0] === question.expected) top1++;
    if (got.includes(question.expected)) top3++;
    else misses.push({ q: question.q, expected: question.expected, got });
  }
  const n = Math.max(1, questions.length);
  return { questions: questions.length, top1: top1 / n, top3: top3 / n, misses };
}
