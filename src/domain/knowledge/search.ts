import MiniSearch from "minisearch";
import { analyse, term, tokenize } from "./analyzer.ts";
import { type Article, type KnowledgeLang, loadKnowledgeBase } from "./knowledge-base.ts";
import type { KnowledgeSource } from "./sources.ts";
import { expandQuery } from "./synonyms.ts";

interface IndexedPassage {
  id: string;
  articleId: string;
  lang: KnowledgeLang;
  title: string;
  heading: string;
  text: string;
  keywords: string;
}

export interface PassageHit {
  articleId: string;
  lang: KnowledgeLang;
  title: string;
  heading: string;
  text: string;
  score: number;
  /** The share of the question's own words (not synonyms) this passage matched, 0–1. */
  coverage: number;
  /** The article's sources: clean title, publisher, date, address; official ones first. */
  sources: KnowledgeSource[];
}

/** Index terms of time and of asking what to do (see `coverage`). */
const FILLER = new Set(
  ["rok", "roku", "lat", "lata", "pol", "zrobic", "robic", "teraz", "year", "years", "half", "now", "2026"].map(
    (w) => term(w) ?? w,
  ),
);

export interface KnowledgeSearch {
  search(question: string, options?: { lang?: KnowledgeLang; limit?: number }): PassageHit[];
  /** The best distinct articles for a question (for answers that cite whole articles). */
  articles(question: string, options?: { lang?: KnowledgeLang; limit?: number }): string[];
  article(id: string, lang: KnowledgeLang): Article | undefined;
  size: { articles: number; passages: number };
}

/**
 * One question is searched several times in one reply (in its language, then for the hinted
 * articles' further hits, then once more as a follow-up), and the same query gives the same hits:
 * the last few queries are kept. Searching was 47 % of the evaluation's time (2026-11-28).
 */
function recentlyAsked<T>(search: (question: string, lang?: KnowledgeLang) => T) {
  const recent = new Map<string, T>();
  return (question: string, lang?: KnowledgeLang): T => {
    const key = `${lang ?? ""}\u0000${question}`;
    if (recent.has(key)) return recent.get(key)!;
    const found = search(question, lang);
    if (recent.size >= 64) recent.delete(recent.keys().next().value!);
    recent.set(key, found);
    return found;
  };
}

/**
 * MiniSearch over passages (the lead and each section of every article) with the Polish/English
 * analyser: titles, headings and the article's tags and synonyms weigh more than body text;
 * prefix matching from four letters, fuzzy matching from five; synonyms expand the question,
 * their terms counting less than the user's own words.
 */
export function createKnowledgeSearch(articles: Article[] = loadKnowledgeBase()): KnowledgeSearch {
  const byKey = new Map(articles.map((a) => [`${a.lang}:${a.id}`, a]));
  // One index per language: a question is searched in its language only, over half the terms.
  const indexes = new Map<KnowledgeLang, MiniSearch<IndexedPassage>>();
  for (const lang of new Set(articles.map((a) => a.lang))) {
    const index = new MiniSearch<IndexedPassage>({
      fields: ["title", "heading", "text", "keywords"],
      storeFields: ["articleId", "lang"],
      tokenize,
      processTerm: (t) => term(t) ?? null,
    });
    index.addAll(
      articles
        .filter((a) => a.lang === lang)
        .flatMap((a) => a.passages.map((p) => ({ ...p, keywords: [...a.tags, ...a.synonyms, a.summary].join(" ") }))),
    );
    indexes.set(lang, index);
  }

  const run = recentlyAsked((question: string, lang?: KnowledgeLang) => {
    const own = new Set(analyse(question));
    if (own.size === 0) return { results: [], own };
    // Each distinct term is looked up once, weighted by how often the expanded question has it:
    // under OR a term's score is linear in its boost, so this ranks exactly as searching every
    // repeat ("zus" comes back with each ZUS synonym) at a fraction of the cost.
    const counts = new Map<string, number>();
    for (const t of analyse(expandQuery(question))) counts.set(t, (counts.get(t) ?? 0) + 1);
    const terms = [...counts.keys()];
    // The user's own words match by prefix (from 4 letters) and with one typo (from 5); the
    // synonyms added to the question match exactly and count less.
    const options = {
      tokenize: () => terms,
      processTerm: (t: string) => t,
      boost: { title: 3, heading: 2, keywords: 2.5, text: 1 },
      prefix: (t: string) => own.has(t) && t.length >= 4,
      fuzzy: (t: string) => (own.has(t) && t.length >= 5 ? 0.2 : false),
      maxFuzzy: 1,
      combineWith: "OR" as const,
      boostTerm: (t: string) => (own.has(t) ? 1 : 0.3) * counts.get(t)!,
    };
    const langs = lang ? [lang] : [...indexes.keys()];
    // Most passages match some synonym of a question: only the few hits asked for are built.
    const results = langs.flatMap((l) => indexes.get(l)?.search(question, options) ?? []);
    return { results: langs.length > 1 ? results.sort((a, b) => b.score - a.score) : results, own };
  });

  return {
    search(question, { lang, limit = 5 } = {}) {
      const { results, own } = run(question, lang);
      return results.slice(0, limit).map((r) => {
        const article = byKey.get(`${r.lang as KnowledgeLang}:${r.articleId as string}`)!;
        const passage = article.passages.find((p) => p.id === r.id)!;
        // Words of time and of asking what to do say nothing of the topic: they do not count
        // towards how much of a question a passage covers ("od pół roku", "co mam zrobić").
        const telling = [...own].filter((t) => !FILLER.has(t));
        const coverage = telling.length
          ? telling.filter((t) => r.queryTerms.includes(t)).length / telling.length
          : [...own].filter((t) => r.queryTerms.includes(t)).length / own.size;
        return {
          articleId: article.id,
          lang: article.lang,
          title: article.title,
          heading: passage.heading,
          text: passage.text,
          score: Math.round(r.score * 1000) / 1000,
          coverage: Math.round(coverage * 100) / 100,
          sources: article.sources,
        };
      });
    },
    articles(question, { lang, limit = 3 } = {}) {
      const seen: string[] = [];
      for (const r of run(question, lang).results) {
        if (!seen.includes(r.articleId as string)) seen.push(r.articleId as string);
        if (seen.length >= limit) break;
      }
      return seen;
    },
    article: (id, lang) => byKey.get(`${lang}:${id}`),
    size: { articles: articles.length, passages: articles.reduce((n, a) => n + a.passages.length, 0) },
  };
}
