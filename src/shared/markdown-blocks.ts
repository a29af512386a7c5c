/**
 * The Markdown subset our content is written in (content/pages, content/legal): front matter,
 * `##`/`###` headings, paragraphs, one-level `- ` and `1. ` lists, inline `**bold**` and
 * `[text](url)`. Parsed into plain data so that the web renders it as React elements and the PDF
 * engine passes it to Typst as JSON: neither path ever interprets the text as markup.
 */
export type Inline = { text: string; bold?: boolean; href?: string };
export type Block = { type: "h2" | "h3" | "p"; content: Inline[] } | { type: "ul" | "ol"; items: Inline[][] };
export interface MarkdownDoc {
  meta: Record<string, string>;
  blocks: Block[];
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index! > last) out.push({ text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ text: m[1], bold: true });
    else out.push({ text: m[2]!, href: m[3]! });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): MarkdownDoc {
  const meta: Record<string, string> = {};
  let body = source.replace(/\r\n/g, "\n");
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(body);
  if (fm) {
    for (const line of fm[1]!.split("\n")) {
      const i = line.indexOf(":");
      if (i > 0)
        meta[line.slice(0, i).trim()] = line
          .slice(i + 1)
          .trim()
          .replace(/^["']|["']$/g, "");
    }
    body = body.slice(fm[0].length);
  }
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { type: "ul" | "ol"; items: Inline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: "p", content: parseInline(paragraph.join(" ")) });
    paragraph = [];
    if (list) blocks.push(list);
    list = null;
  };
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: heading[1]!.length <= 2 ? "h2" : "h3", content: parseInline(heading[2]!) });
    } else if (bullet || numbered) {
      const type = bullet ? "ul" : "ol";
      if (paragraph.length || (list && list.type !== type)) flush();
      list ??= { type, items: [] };
      list.items.push(parseInline((bullet ?? numbered)![1]!));
    } else if (list && raw.startsWith("  ")) {
      // A wrapped list item continues the previous one.
      const items = list.items;
      items[items.length - 1]!.push({ text: ` ${line}` });
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return { meta, blocks };
}
