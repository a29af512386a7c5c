import { parseMarkdown } from "../../../shared/markdown-blocks.ts";
import { Inlines } from "../../components/ui/prose.tsx";

/**
 * A message's Markdown (bold, links, lists, headings) as React elements: the text is never
 * interpreted as HTML, so neither a user nor a model can inject markup. Headings become bold
 * lines so that a reply does not break the page's heading outline.
 */
export function ChatMarkdown({ text }: { text: string }) {
  const { blocks } = parseMarkdown(text);
  return (
    <div className="flex flex-col gap-3 leading-relaxed break-words">
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
