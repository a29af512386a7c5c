export interface ExportedMessage {
  role: "user" | "assistant";
  content: string;
  createdAt: string;
  /** `partial` marks a reply cut off. */
  status?: string;
  sources?: { title: string; url: string }[];
}

export interface ExportLabels {
  title: string;
  exportedAt: string;
  you: string;
  advisor: string;
  sources: string;
  partial: string;
}

const time = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale === "en" ? "en-GB" : "pl-PL", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Warsaw",
  });

/** A link to a page of the portal (`](/kalkulator?…)`), not to another site (`](//…)`). */
const SITE_LINK = /\]\((\/(?!\/)[^)\s]*)\)/g;

/**
 * A conversation as a Markdown document: a heading, then each message under the speaker and
 * time, the advisor's sources as links, and a cut-off reply marked. The messages' own text is
 * already Markdown and goes in as written, except that links to the portal's own pages (the
 * calculator's) start with `baseUrl`, the portal's configured public address, so that they work
 * outside the site.
 */
export function conversationMarkdown(
  messages: ExportedMessage[],
  labels: ExportLabels,
  locale: string,
  now = new Date(),
  baseUrl?: string,
): string {
  const base = baseUrl?.replace(/\/+$/, "");
  const absolute = (text: string) => (base ? text.replace(SITE_LINK, (_, path: string) => `](${base}${path})`) : text);
  const out = [`# ${labels.title}`, "", `_${labels.exportedAt}: ${time(now.toISOString(), locale)}_`, ""];
  for (const m of messages) {
    out.push(`## ${m.role === "user" ? labels.you : labels.advisor} · ${time(m.createdAt, locale)}`, "");
    out.push(absolute(m.content.trim()), "");
    if (m.status === "partial") out.push(`_${labels.partial}_`, "");
    const sources = m.sources ?? [];
    if (sources.length) {
      out.push(`**${labels.sources}:**`, "");
      for (const s of sources) out.push(absolute(`- [${s.title.replace(/[[\]]/g, "")}](${s.url})`));
      out.push("");
    }
  }
  return `${out.join("\n").trimEnd()}\n`;
}

/** A file name for the export: `rozmowa-2026-11-22.md`. */
export const conversationFileName = (prefix: string, createdAt: string) => `${prefix}-${createdAt.slice(0, 10)}.md`;
