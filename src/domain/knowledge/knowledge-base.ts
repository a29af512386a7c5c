import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { type KnowledgeSource, sourceKey } from "./sources.ts";

export const KNOWLEDGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content/knowledge");
export const KNOWLEDGE_LANGS = ["pl", "en"] as const;
export type KnowledgeLang = (typeof KNOWLEDGE_LANGS)[number];

const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/));

/** One source: the page's own title (no internal ids), its publisher, its date when it states one. */
const Source = z.object({
  title: z
    .string()
    .min(2)
    .refine((t) => !/\(S\d+\)|\bS\d+\)/.test(t), "has an internal id"),
  publisher: z.string().min(2),
  date: isoDate.optional(),
  url: z.url({ protocol: /^https$/ }),
}) satisfies z.ZodType<KnowledgeSource, unknown>;

const FrontMatter = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(5),
  summary: z.string().min(10).max(400),
  tags: z.array(z.coerce.string()).min(1),
  synonyms: z.array(z.coerce.string()).default([]),
  sources: z.array(Source).min(1),
  validFor: z.literal(2026),
  updated: z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)),
});

export interface Passage {
  /** `<lang>:<articleId>#<n>` */
  id: string;
  articleId: string;
  lang: KnowledgeLang;
  title: string;
  /** The section heading, or the article title for the lead. */
  heading: string;
  text: string;
}

export interface Article extends z.infer<typeof FrontMatter> {
  lang: KnowledgeLang;
  body: string;
  passages: Passage[];
}

/** Splits a body into its lead and its `## ` sections. */
export function passagesOf(article: Pick<Article, "id" | "lang" | "title" | "body">): Passage[] {
  const parts = article.body.split(/^## +/m);
  const out: Passage[] = [];
  parts.forEach((part, i) => {
    const [first, ...rest] = part.split("\n");
    const heading = i === 0 ? article.title : first!.trim();
    const text = (i === 0 ? part : rest.join("\n")).trim();
    if (text)
      out.push({
        id: `${article.lang}:${article.id}#${out.length}`,
        articleId: article.id,
        lang: article.lang,
        title: article.title,
        heading,
        text,
      });
  });
  return out;
}

/** Parses one article file: YAML front matter between `---` lines, then Markdown. Throws with the file name. */
export function parseArticle(source: string, lang: KnowledgeLang, file = "article"): Article {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: no front matter`);
  // Titles and summaries are prose: a colon inside them is text, not YAML structure.
  const yaml = match[1]!.replace(
    /^(title|summary): (?!["'])(.*)$/gm,
    (_l, key: string, value: string) => `${key}: ${JSON.stringify(value)}`,
  );
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message.split("\n")[0]}`, { cause: error });
  }
  const parsed = FrontMatter.safeParse(data);
  if (!parsed.success)
    throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  const body = match[2]!.trim();
  const article = { ...parsed.data, lang, body, passages: [] as Passage[] };
  article.passages = passagesOf(article);
  return article;
}

/** Every article of both languages, read from `content/knowledge`. */
export function loadKnowledgeBase(dir = KNOWLEDGE_DIR): Article[] {
  return KNOWLEDGE_LANGS.flatMap((lang) => {
    const folder = path.join(dir, lang);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((f) => f.endsWith(".md"))
      .sort()
      .map((f) => parseArticle(fs.readFileSync(path.join(folder, f), "utf8"), lang, `${lang}/${f}`));
  });
}

const registries = new Map<KnowledgeLang, Map<string, KnowledgeSource>>();

/**
 * Every source the knowledge base cites in a language, by `sourceKey` of its address: what a link
 * stored earlier (with an older title) is shown as now. Read once per process.
 */
export function sourceRegistry(lang: KnowledgeLang): Map<string, KnowledgeSource> {
  let registry = registries.get(lang);
  if (!registry) {
    registry = new Map();
    for (const article of loadKnowledgeBase().filter((a) => a.lang === lang))
      for (const source of article.sources) {
        const key = sourceKey(source.url);
        // A statute's title names the provisions one article relies on: shared, it is the act's name.
        const title = source.title.replace(/,\s*(art\.|articles?\b).*$/, "");
        if (!registry.has(key)) registry.set(key, { ...source, title });
      }
    registries.set(lang, registry);
  }
  return registry;
}
