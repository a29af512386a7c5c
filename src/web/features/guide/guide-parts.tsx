import type { GuideBlock, GuideInline } from "../../../shared/guide-content.ts";
import { useT } from "../../lib/i18n-react.tsx";

export const link = "font-semibold text-blue-800 underline underline-offset-2";
export const th = "border-b border-slate-300 px-2 py-1.5 text-left font-semibold";
export const td = "border-b border-slate-200 px-2 py-1.5";

/** A link out of the portal: opens in a new tab, and says so to a screen reader. */
export function External({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={link}>
      {children}
      <span className="sr-only"> {t("guideView.opensInNewTab")}</span>
    </a>
  );
}

/** One numbered section of the guide, labelled by its heading (the contents link to its id). */
export function Section({
  id,
  n,
  title,
  children,
}: {
  id: string;
  n: number;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-blue-900">
        {n}. {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

/** The small print under a section. */
export const Notes = ({ items }: { items: string[] }) =>
  items.map((n) => (
    <p key={n} className="text-sm text-slate-600">
      {n}
    </p>
  ));

function Runs({ items }: { items: GuideInline[] }) {
  return items.map((r, i) => {
    const body = r.bold ? <strong key={i}>{r.text}</strong> : <span key={i}>{r.text}</span>;
    return r.href ? (
      <External key={i} href={r.href}>
        {body}
      </External>
    ) : (
      body
    );
  });
}

/** An answer's blocks as elements; a guide stored before answers were structured holds plain strings. */
export function Blocks({ items }: { items: (GuideBlock | string)[] }) {
  return items.map((b, i) => {
    if (typeof b === "string")
      return (
        <p key={i} className="mt-1 whitespace-pre-line">
          {b}
        </p>
      );
    if ("content" in b)
      return (
        <p key={i} className={b.type === "heading" ? "mt-2 font-semibold" : "mt-1"}>
          <Runs items={b.content} />
        </p>
      );
    const List = b.type === "ol" ? "ol" : "ul";
    return (
      <List key={i} className={`mt-1 pl-6 ${b.type === "ol" ? "list-decimal" : "list-disc"}`}>
        {b.items.map((item, j) => (
          <li key={j}>
            <Runs items={item} />
          </li>
        ))}
      </List>
    );
  });
}
