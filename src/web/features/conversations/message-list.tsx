import { Link } from "react-router";
import type { ConversationMessage } from "../../../shared/contracts/conversations.ts";
import { fileKindLabel, formatDateTime, formatSize } from "../../../shared/format.ts";
import { MarkdownText } from "../../components/ui/markdown-text.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** A message of the other company reported in a complaint against it: the filing page, which shows what it said. */
function ReportLink({ message: m }: { message: ConversationMessage }) {
  const { t } = useT();
  const query = new URLSearchParams({ message: m.id });
  return (
    <p className="mt-1 text-right text-xs">
      <Link
        to={`/company/info/complaints/new?${query}`}
        data-report={m.id}
        className="inline-flex min-h-6 items-center font-medium text-blue-800 underline underline-offset-2"
      >
        {t("complaints:entry.report")}
        <span className="sr-only">
          {" "}
          {t("complaints:entry.reportWhat", { name: m.companyName, date: formatDateTime(new Date(m.createdAt)) })}
        </span>
      </Link>
    </p>
  );
}

/**
 * A conversation's messages, oldest first: each with its author, company and time; the reader's
 * company's own on the right in blue. The text is the chat's Markdown subset (bold, links, lists),
 * never HTML, its line breaks kept; files sent with a message are links that save them; a step of
 * the pair's negotiation or transaction is a card. The other company's own words may be reported.
 */
export function MessageList({
  conversationId,
  messages,
  label,
  renderCard,
}: {
  conversationId: string;
  messages: ConversationMessage[];
  label: string;
  /** How a deal's card shows (the deals feature's, given by the page). */
  renderCard: (card: NonNullable<ConversationMessage["card"]>) => React.ReactNode;
}) {
  const { t, locale } = useT();
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {messages.map((m, i) => (
        <li
          key={m.id}
          id={`m-${m.sequence}`}
          // The newest takes focus after a reply was sent (the page says so and shows it).
          tabIndex={i === messages.length - 1 ? -1 : undefined}
          data-own={m.own}
          className={`max-w-[85%] rounded-xl border px-3 py-2 ${
            m.own ? "self-end border-blue-200 bg-blue-50" : "self-start border-slate-200 bg-white"
          }`}
        >
          <p className="text-sm break-words text-slate-700">
            {m.card && !m.authorId ? null : (
              <>
                <span className="font-semibold text-slate-900">
                  {m.authorName || t("conversations:formerEmployee")}
                </span>
                {" · "}
              </>
            )}
            {m.companyName}
            {m.own ? <span className="sr-only"> ({t("conversations:ownCompany")})</span> : null}
            {" · "}
            <time dateTime={m.createdAt}>{formatDateTime(new Date(m.createdAt))}</time>
          </p>
          {m.text ? (
            <div className="mt-1 text-slate-900">
              <MarkdownText lines text={m.text} />
            </div>
          ) : null}
          {m.card ? renderCard(m.card) : null}
          {m.attachments.length ? (
            <ul className="mt-1 flex flex-col gap-1" aria-label={t("conversations:files.label")}>
              {m.attachments.map((f) => (
                <li key={f.id}>
                  <a
                    href={`/media/conversations/${conversationId}/files/${f.id}`}
                    download={f.name}
                    className="font-medium break-words text-blue-800 underline underline-offset-2"
                  >
                    {f.name}
                  </a>{" "}
                  <span className="text-sm text-slate-600">
                    ({fileKindLabel(f.contentType)}, {formatSize(f.size, locale)})
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {!m.own && !m.card && m.text ? <ReportLink message={m} /> : null}
        </li>
      ))}
    </ol>
  );
}
