import { Link } from "react-router";
import type { Block, Inline } from "../../../shared/markdown-blocks.ts";
import { useT } from "../../lib/i18n-react.tsx";

export function Inlines({ content }: { content: Inline[] }) {
  const { t } = useT();
  return content.map((part, i) => {
    if (part.href?.startsWith("/"))
      return (
        <Link key={i} to={part.href} className="font-medium text-blue-800 underline underline-offset-2">
          {part.text}
        </Link>
      );
    if (part.href && /^(https?:|mailto:)/.test(part.href))
      return (
        <a
          key={i}
          href={part.href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-blue-800 underline underline-offset-2"
        >
          {part.text}
          <span className="sr-only"> {t("shell.opensInNewTab")}</span>
        </a>
      );
    if (part.bold) return <strong key={i}>{part.text}</strong>;
    return <span key={i}>{part.text}</span>;
  });
}

/** Renders parsed content as React elements: the text is never interpreted as HTML. */
export function Prose({ blocks }: { blocks: Block[] }) {
  return (
    <div className="flex flex-col gap-4 leading-relaxed text-slate-800">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "h2":
            return (
              <h2 key={i} className="mt-6 text-xl font-semibold text-slate-900">
                <Inlines content={block.content} />
              </h2>
            );
          case "h3":
            return (
              <h3 key={i} className="mt-3 text-lg font-semibold text-slate-900">
                <Inlines content={block.content} />
              </h3>
            );
          case "p":
            return (
              <p key={i}>
                <Inlines content={block.content} />
              </p>
            );
          default: {
            const List = block.type;
            return (
              <List
                key={i}
                className={`${block.type === "ul" ? "list-disc" : "list-decimal"} flex flex-col gap-1.5 pl-6`}
              >
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inlines content={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
