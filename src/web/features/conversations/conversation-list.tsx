import { Link } from "react-router";
import type { ConversationSummary } from "../../../shared/contracts/conversations.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** What a conversation is about, as the page words it (the offer's route lives with the offers). */
export type AboutText = (c: ConversationSummary) => string;
/** A deal's card in one line (the deals feature's words, given by the page). */
export type CardText = (card: NonNullable<NonNullable<ConversationSummary["lastMessage"]>["card"]>) => string;

/** The messages of the other company the reader has not read: the number, told in words to a screen reader. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useT();
  if (count <= 0) return null;
  return (
    <Badge tone="info" status="unread" data-unread={count}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t("conversations:unread", { count })}</span>
    </Badge>
  );
}

/** Either company denies the other: the conversation is read-only. */
export function BlockedBadge() {
  const { t } = useT();
  return (
    <Badge tone="warning" status="blocked">
      {t("conversations:blocked")}
    </Badge>
  );
}

const when = (iso: string) => formatDateTime(new Date(iso));

/** One conversation of the list: what about (the link to it), the other company, the last message. */
function Item({ c, about, cardText }: { c: ConversationSummary; about: AboutText; cardText: CardText }) {
  const { t } = useT();
  const last = c.lastMessage;
  return (
    <li className="flex flex-col gap-1 px-3 py-3 md:px-4" data-conversation={c.id}>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/ongoing/conversations/${c.id}`}
          className="font-semibold break-words text-blue-800 underline underline-offset-2"
        >
          {about(c)}
        </Link>
        <UnreadBadge count={c.unread} />
        {c.blocked ? <BlockedBadge /> : null}
      </div>
      <p className="text-sm text-slate-700">
        {t("conversations:with")}{" "}
        <Link to={`/companies/${c.otherCompany.id}`} className="break-words text-blue-800 underline underline-offset-2">
          {c.otherCompany.name}
        </Link>
      </p>
      {last ? (
        <>
          <p className="line-clamp-2 break-words whitespace-pre-line text-slate-900">
            {last.card
              ? cardText(last.card)
              : last.preview || (last.fileName ? t("conversations:files.preview", { name: last.fileName }) : "")}
          </p>
          <p className="text-sm text-slate-700">
            {last.own ? t("conversations:fromUs", { name: last.authorName }) : last.authorName} ·{" "}
            <time dateTime={last.createdAt}>{when(last.createdAt)}</time>
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-700">{t("conversations:noMessages")}</p>
      )}
    </li>
  );
}

/** A company's conversations, newest activity first (the order the list came in). */
export function ConversationList({
  items,
  about,
  cardText,
  label,
}: {
  items: ConversationSummary[];
  about: AboutText;
  cardText: CardText;
  label: string;
}) {
  return (
    <ul aria-label={label} className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((c) => (
        <Item key={c.id} c={c} about={about} cardText={cardText} />
      ))}
    </ul>
  );
}
