import { parseMarkdown } from "../../../shared/markdown-blocks.ts";
import { Inlines } from "./prose.tsx";

/**
 * A line break a person typed stays one: a line that does not start a list item becomes a block of
 * its own (Markdown would join it to the line before), so an address or a list of terms keeps its lines.
 */
const keepLines = (text: string) => text.replace(/\n(?!\s*\n|\s*([-*+]|\d+[.)])\s)/g, "\n\n");

/**
 * A message's Markdown (bold, links, lists, headings) as React elements: the text is never
 * interpreted as HTML, so neither a user nor a model can inject markup. Headings become bold
 * lines so that a reply does not break the page's heading outline. `lines`: what people write to
 * each other (conversations between companies) keeps its line breaks, with less space between.
 */
export function MarkdownText({ text, lines = false }: { text: string; lines?: boolean }) {
  const { blocks } = parseMarkdown(lines ? keepLines(text) : text);
  return (
    <div className={`flex flex-col ${lines ? "gap-1" : "gap-3"} leading-relaxed break-words`}>
      {blocks.map((block, i) => {
        if ("items" in block) {
          const List = block.type;
          return (
            <List key={i} className={`${List === "ul" ? "list-disc" : "list-decimal"} flex flex-col gap-1 pl-5`}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inlines content={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={i} className={block.type === "p" ? undefined : "font-semibold text-slate-900"}>
            <Inlines content={block.content} />
          </p>
        );
      })}
    </div>
  );
}
