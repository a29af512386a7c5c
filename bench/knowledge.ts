// In-process figures for the advisor's knowledge: search quality on the evaluation set, search
// latency (p95) against a naive scan of the same passages, and the tax comparison's latency.
import { compareTaxForms } from "../src/domain/tax/compare.ts";
import { evaluate, loadEvaluationSet } from "../src/domain/knowledge/evaluation.ts";
import { fold } from "../src/domain/knowledge/analyzer.ts";
import { loadKnowledgeBase } from "../src/domain/knowledge/knowledge-base.ts";
import { createKnowledgeSearch } from "../src/domain/knowledge/search.ts";

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
};

function time(fn: () => unknown, rounds: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

export function measureKnowledge() {
  const articles = loadKnowledgeBase();
  const t0 = performance.now();
  const search = createKnowledgeSearch(articles);
  const indexMs = performance.now() - t0;
  const questions = loadEvaluationSet();
  const quality = evaluate(search, questions);

  // Baseline: fold every passage and count the question's words in it (no index, no stemming).
  const passages = articles.flatMap((a) => a.passages.map((p) => fold(`${p.heading} ${p.text}`)));
  const naive = (q: string) => {
    const words = fold(q)
      .split(/\W+/)
      .filter((w) => w.length > 2);
    return passages.map((p) => words.filter((w) => p.includes(w)).length).reduce((a, b) => Math.max(a, b), 0);
  };
  for (const q of questions.slice(0, 20)) search.search(q.q, { lang: q.lang }); // warm-up
  const searchTimes = questions.flatMap((q) => time(() => search.search(q.q, { lang: q.lang }), 5));
  const naiveTimes = questions.flatMap((q) => time(() => naive(q.q), 5));

  const input = {
    year: 2026,
    annualRevenue: 200000,
    annualCosts: 40000,
    zus: "full" as const,
    sicknessInsurance: true,
    ryczaltRate: 12,
  };
  const answer = compareTaxForms(input);
  time(() => compareTaxForms(input), 2000);
  const compareTimes = time(() => compareTaxForms({ ...input, annualRevenue: 100000 + Math.random() * 200000 }), 5000);
  const jsonTimes = time(() => JSON.parse(JSON.stringify(answer)), 5000);

  console.log(
    `\nKnowledge base: ${search.size.articles} articles, ${search.size.passages} passages, index built in ${indexMs.toFixed(0)} ms`,
  );
  console.log(
    `search quality on ${quality.questions} questions: top-1 ${(quality.top1 * 100).toFixed(1)} %, top-3 ${(quality.top3 * 100).toFixed(1)} % (goal top-3 ≥ 95 %)`,
  );
  console.log(
    `search p95 ${p95(searchTimes).toFixed(2)} ms (goal ≤ 5 ms); naive scan p95 ${p95(naiveTimes).toFixed(2)} ms; ratio ${(p95(searchTimes) / p95(naiveTimes)).toFixed(2)}`,
  );
  console.log(
    `tax compare p95 ${(p95(compareTimes) * 1000).toFixed(1)} µs (goal ≤ 1 ms); ratio to a JSON round trip of its answer ${(p95(compareTimes) / p95(jsonTimes)).toFixed(1)}`,
  );
  for (const m of quality.misses)
    console.log(`  missed: "${m.q}" → expected ${m.expected}, got ${m.got.join(", ") || "nothing"}`);
}
