import { Link } from "react-router";
import type { ComplaintRecord } from "../../../shared/contracts/complaints.ts";
import { fileKindLabel, formatSize } from "../../../shared/format.ts";
import { DetailsList } from "../../components/ui/details-list.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { ComplaintStatusBadge, complaintFileUrl, linkClass, momentText } from "./complaint-text.tsx";

type C = ComplaintRecord;
const box = "mt-6 rounded-xl border border-slate-200 bg-white p-3 md:p-4";

/** A section with its heading (h2), labelled by it. */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={box} data-section={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The other side of the reader: the company complained against for its author, and back. */
const otherOf = (c: C) => (c.side === "author" ? c.against : c.author);

/** Both companies (each a link to its profile, the reader's own said to be so), who filed it and when, its subject. */
export function Summary({ c }: { c: C }) {
  const { t } = useT();
  const own = c.side === "author" ? c.author.id : c.against.id;
  const party = (p: C["author"]) => (
    <>
      <Link to={`/companies/${p.id}`} className={linkClass}>
        {p.name}
      </Link>
      {p.id === own ? ` (${t("complaints:view.ownCompany")})` : null}
    </>
  );
  const subject = c.transaction ? (
    <Link to={`/archive/transactions/${c.transaction.id}`} className={linkClass}>
      {t("complaints:list.transaction", { number: c.transaction.number })}
    </Link>
  ) : c.message ? (
    <a href="#complaint-message" className={linkClass}>
      {t("complaints:list.message")}
    </a>
  ) : (
    t("complaints:view.subjectGone")
  );
  return (
    <Section id="complaint-summary" title={t("complaints:view.summary")}>
      <DetailsList
        items={[
          [t("complaints:view.number"), c.number],
          [t("complaints:view.status"), <ComplaintStatusBadge status={c.status} />],
          [t("complaints:view.author"), party(c.author)],
          [t("complaints:view.against"), party(c.against)],
          [t("complaints:view.filedBy"), `${c.filedBy}, ${momentText(c.createdAt)}`],
          [t("complaints:view.subject"), subject],
        ]}
      />
    </Section>
  );
}

/** What the complaint says, and the reported message it is about with the way to its conversation. */
export function Statement({ c }: { c: C }) {
  const { t } = useT();
  return (
    <>
      <Section id="complaint-text" title={t("complaints:view.text")}>
        <p className="mt-2 break-words whitespace-pre-line text-slate-900">{c.text}</p>
      </Section>
      {c.message ? (
        <Section id="complaint-message" title={t("complaints:view.message")}>
          <p className="mt-2 text-sm text-slate-700">
            {t("complaints:view.messageBy", { name: c.against.name, date: momentText(c.message.at) })}
          </p>
          <blockquote className="mt-2 rounded-lg border-l-4 border-slate-400 bg-slate-50 px-3 py-2 break-words whitespace-pre-line text-slate-900">
            {c.message.text}
          </blockquote>
          <p className="mt-2">
            <Link to={`/ongoing/conversations/${c.message.conversationId}`} className={linkClass}>
              {t("complaints:view.openConversation", { name: otherOf(c).name })}
            </Link>
          </p>
        </Section>
      ) : null}
    </>
  );
}

/** Each side's files: a link that saves it, its kind and size. */
export function Files({ c, children }: { c: C; children?: React.ReactNode }) {
  const { t, locale } = useT();
  const list = (side: "author" | "against", name: string) => {
    const files = c.files.filter((f) => f.side === side);
    return (
      <div data-files={side}>
        <h3 className="mt-3 font-medium text-slate-900">{t("complaints:files.of", { name })}</h3>
        {files.length ? (
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {files.map((f) => (
              <li key={f.id}>
                <a href={complaintFileUrl(c.id, f.id)} download={f.name} className={`font-medium ${linkClass}`}>
                  {f.name}
                </a>{" "}
                <span className="text-slate-700">
                  ({fileKindLabel(f.contentType)}, {formatSize(f.size, locale)})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-700">{t("complaints:files.none")}</p>
        )}
      </div>
    );
  };
  return (
    <Section id="complaint-files" title={t("complaints:files.title")}>
      <div className="grid gap-x-6 sm:grid-cols-2">
        {list("author", c.author.name)}
        {list("against", c.against.name)}
      </div>
      {children}
    </Section>
  );
}

/** The response of the company complained against, its form for that company, or why there is none. */
export function Response({ c, children }: { c: C; children?: React.ReactNode }) {
  const { t } = useT();
  const open = c.status === "issued" || c.status === "processed";
  return (
    <Section id="complaint-response" title={t("complaints:response.title", { name: c.against.name })}>
      {c.response ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {t("complaints:response.by", { name: c.response.by, date: momentText(c.response.at) })}
          </p>
          <p className="mt-2 break-words whitespace-pre-line text-slate-900">{c.response.text}</p>
        </>
      ) : (
        (children ?? (
          <p className="mt-2 text-slate-700">{t(open ? "complaints:response.waiting" : "complaints:response.none")}</p>
        ))
      )}
    </Section>
  );
}

/** The portal team's decision and its reason, once decided. */
export function Decision({ c }: { c: C }) {
  const { t } = useT();
  if (c.status !== "accepted" && c.status !== "rejected") return null;
  return (
    <Section id="complaint-decision" title={t("complaints:decision.title")}>
      <p className="mt-2 text-slate-900">
        {t(`complaints:decision.${c.status}`, { date: c.decidedAt ? momentText(c.decidedAt) : "" })}
      </p>
      {c.decisionReason ? (
        <p className="mt-2 break-words whitespace-pre-line text-slate-900">
          {t("complaints:decision.reason", { reason: c.decisionReason })}
        </p>
      ) : null}
    </Section>
  );
}

/** Every step so far, oldest first: what, which side and person (staff are "the portal team"), why, when. */
export function History({ c }: { c: C }) {
  const { t } = useT();
  const who = (h: C["history"][number]) => {
    if (h.side === "staff") return t("complaints:history.staff");
    const company = h.side === "author" ? c.author.name : c.against.name;
    return [
      t("complaints:history.company", { name: company }),
      h.by ? t("complaints:history.person", { name: h.by }) : null,
    ]
      .filter(Boolean)
      .join(", ");
  };
  return (
    <Section id="complaint-history" title={t("complaints:history.title")}>
      <ol className="mt-3 flex flex-col gap-3">
        {c.history.map((h, i) => (
          <li key={`${i}-${h.at}`} data-event={h.event} className="border-l-4 border-slate-300 pl-3 text-sm">
            <p className="flex flex-wrap gap-x-2">
              <span className="font-semibold break-words">
                {t(`complaints:history.events.${h.event}`, { name: h.reason ?? "" })}
              </span>
              <time dateTime={h.at} className="text-slate-700">
                {momentText(h.at)}
              </time>
            </p>
            <p className="break-words text-slate-800">{who(h)}</p>
            {h.reason && h.event !== "fileAdded" ? (
              <p className="break-words whitespace-pre-line text-slate-800">
                {t("complaints:history.reason", { reason: h.reason })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
