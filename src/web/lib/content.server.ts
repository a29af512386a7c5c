import { type MarkdownDoc, parseMarkdown } from "../../shared/markdown-blocks.ts";

// Bundled into the server build: content/pages and content/legal in both languages.
const files = import.meta.glob<string>(["../../../content/pages/*/*.md", "../../../content/legal/*/*.md"], {
  eager: true,
  query: "?raw",
  import: "default",
});

const docs = new Map<string, MarkdownDoc>();
for (const [file, source] of Object.entries(files)) {
  const m = /content\/(pages|legal)\/(\w+)\/([\w-]+)\.md$/.exec(file);
  if (m) docs.set(`${m[1]}/${m[2]}/${m[3]}`, parseMarkdown(source));
}

/** A page or legal text in the locale, falling back to Polish. */
export function contentDoc(kind: "pages" | "legal", name: string, locale: string): MarkdownDoc | undefined {
  return docs.get(`${kind}/${locale}/${name}`) ?? docs.get(`${kind}/pl/${name}`);
}
