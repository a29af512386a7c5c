import { Form, Link, useNavigation } from "react-router";
import type { ConversationSummary } from "../../../shared/contracts/conversations.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { BlockedBadge } from "../../features/conversations/conversation-list.tsx";
import { routeText, weightText } from "../../lib/freight-text.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { useAboutText } from "./about-text.ts";

/** The conversation's title, the way back, its badges, the other company's profile and the archive. */
export function ConversationHead({ c, title }: { c: ConversationSummary; title: string }) {
  const { t } = useT();
  const back = c.archived ? "/archive/conversations" : "/ongoing/conversations";
  return (
    <>
      <Link to={back} className="text-sm font-medium text-blue-800 underline underline-offset-2">
        {t(c.archived ? "conversations:view.backArchive" : "conversations:view.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        {c.archived ? <Badge status="archived">{t("conversations:view.archivedBadge")}</Badge> : null}
        {c.blocked ? <BlockedBadge /> : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Link to={`/companies/${c.otherCompany.id}`} className="text-blue-800 underline underline-offset-2">
          {t("conversations:view.profile", { name: c.otherCompany.name })}
        </Link>
        <div className="ml-auto">
          <ArchiveForm archived={c.archived} seen={c.lastMessage?.sequence ?? 0} />
        </div>
      </div>
    </>
  );
}

/** The offer the conversation is about, as a card: route, dates, weight, the link to it. */
export function OfferCard({ c }: { c: ConversationSummary }) {
  const { t, locale } = useT();
  const about = useAboutText();
  const o = c.offer;
  if (!o) return <p className="mt-3 text-slate-700">{about(c)}</p>;
  return (
    <section
      aria-labelledby="conversation-offer"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-3 md:p-4"
    >
      <h2 id="conversation-offer" className="font-semibold break-words">
        {t("conversations:view.offer", { route: routeText(o.origin, o.dest, t) })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t(`conversations:view.kinds.${o.kind}`)} · {o.loadFrom} · {weightText(o.weightKg, locale)}
        {o.status === "active" ? null : ` · ${t("conversations:view.offerInactive")}`}
      </p>
      <Link
        to={`/ongoing/offers/${o.id}`}
        className="mt-2 inline-block text-sm font-medium text-blue-800 underline underline-offset-2"
      >
        {t("conversations:view.openOffer")}
      </Link>
    </section>
  );
}

/** Archive the company's side, or take it out of the archive. */
function ArchiveForm({ archived, seen }: { archived: boolean; seen: number }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={archived ? "unarchive" : "archive"} />
      {/* The newest message shown: archiving is refused if the other company wrote after it. */}
      <input type="hidden" name="seen" value={seen} />
      <Button type="submit" variant="secondary" size="sm" busy={busy}>
        {t(archived ? "conversations:view.unarchive" : "conversations:view.archive")}
      </Button>
    </Form>
  );
}

/** "Show older messages" while there are older ones; "show the newest" on an older page. */
export function OlderLinks({
  conversationId,
  before,
  older,
}: {
  conversationId: string;
  before: number | null;
  older: boolean;
}) {
  const { t } = useT();
  const link = "font-medium text-blue-800 underline underline-offset-2";
  if (before === null && !older) return null;
  return (
    <p className="mb-3 flex flex-wrap gap-4 text-sm">
      {before !== null ? (
        <Link to={`?before=${before}`} className={link}>
          {t("conversations:view.older")}
        </Link>
      ) : null}
      {older ? (
        <Link to={`/ongoing/conversations/${conversationId}`} className={link}>
          {t("conversations:view.newest")}
        </Link>
      ) : null}
    </p>
  );
}
