import type { ConversationMessage } from "../../../shared/contracts/conversations.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { useT } from "../../lib/i18n-react.tsx";

/**
 * A conversation's messages, oldest first: each with its author, company and time; the reader's
 * company's own on the right in blue. The text is plain text (React escapes it), its line breaks kept.
 */
export function MessageList({ messages, label }: { messages: ConversationMessage[]; label: string }) {
  const { t } = useT();
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
            <span className="font-semibold text-slate-900">{m.authorName || t("conversations:formerEmployee")}</span>
            {" · "}
            {m.companyName}
            {m.own ? <span className="sr-only"> ({t("conversations:ownCompany")})</span> : null}
            {" · "}
            <time dateTime={m.createdAt}>{formatDateTime(new Date(m.createdAt))}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-900">{m.text}</p>
        </li>
      ))}
    </ol>
  );
}
