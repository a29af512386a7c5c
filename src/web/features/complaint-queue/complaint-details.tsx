import { Link } from "react-router";
import type { ComplaintRecord } from "../../../shared/contracts/complaints.ts";
import { formatDateTime, formatSize } from "../../../shared/format.ts";
import { DetailsList } from "../../components/ui/details-list.tsx";
import { useT } from "../../lib/i18n-react.tsx";

export const section = "mt-6 rounded-xl border border-slate-200 bg-white p-4 md:p-6";
const link = "font-medium break-words text-blue-800 underline underline-offset-2";
const moment = (iso: string) => formatDateTime(new Date(iso));

/** A company of the complaint, leading to its back-office page. */
const CompanyLink = ({ party }: { party: ComplaintRecord["author"] }) => (
  <Link to={`/portal/companies/${party.id}`} className={link}>
    {party.name}
  </Link>
);

/** Who filed it against whom, when, about what, who handles it, and its text. */
export function ComplaintSummary({ c }: { c: ComplaintRecord }) {
  const { t } = useT();
  const subject = c.transaction
    ? t("complaint-queue:view.transaction", { number: c.transaction.number })
    : t("complaint-queue:view.reportedMessage");
  return (
    <section className={section} aria-labelledby="complaint-summary-title">
      <h2 id="complaint-summary-title" className="text-lg font-semibold">
        {t("complaint-queue:view.summary")}
      </h2>
      <DetailsList
        items={[
          [t("complaint-queue:view.author"), <CompanyLink key="author" party={c.author} />],
          [t("complaint-queue:view.against"), <CompanyLink key="against" party={c.against} />],
          [t("complaint-queue:view.filedBy"), c.filedBy],
          [t("complaint-queue:view.filedAt"), moment(c.createdAt)],
          [t("complaint-queue:view.subject"), subject],
          [t("complaint-queue:view.handler"), c.handler ?? t("complaint-queue:nobody")],
        ]}
      />
      {c.message ? (
        <figure className="mt-4 rounded-lg border-l-4 border-slate-300 bg-slate-50 p-3" data-reported-message>
          <figcaption className="text-sm text-slate-700">
            {t("complaint-queue:view.messageBy", { name: c.against.name, date: moment(c.message.at) })}
          </figcaption>
          <blockquote className="mt-1 break-words whitespace-pre-wrap text-slate-900">{c.message.text}</blockquote>
        </figure>
      ) : null}
      <h3 className="mt-4 font-semibold">{t("complaint-queue:view.text")}</h3>
      <p className="mt-1 break-words whitespace-pre-wrap" data-complaint-text>
        {c.text}
      </p>
    </section>
  );
}

/** The one response of the company complained against, or that there is none yet. */
export function ComplaintResponse({ c }: { c: ComplaintRecord }) {
  const { t } = useT();
  return (
    <section className={section} aria-labelledby="complaint-response-title">
      <h2 id="complaint-response-title" className="text-lg font-semibold">
        {t("complaint-queue:view.response", { name: c.against.name })}
      </h2>
      {c.response ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {t("complaint-queue:view.respondedBy", { name: c.response.by, date: moment(c.response.at) })}
          </p>
          <p className="mt-2 break-words whitespace-pre-wrap" data-complaint-response>
            {c.response.text}
          </p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">{t("complaint-queue:view.noResponse", { name: c.against.name })}</p>
      )}
    </section>
  );
}

/** Each side's files, saved (never shown inline) through /media. */
export function ComplaintFiles({ c }: { c: ComplaintRecord }) {
  const { t, locale } = useT();
  const sides = [
    ["author", c.author],
    ["against", c.against],
  ] as const;
  return (
    <section className={section} aria-labelledby="complaint-files-title">
      <h2 id="complaint-files-title" className="text-lg font-semibold">
        {t("complaint-queue:view.files")}
      </h2>
      {sides.map(([side, party]) => {
        const files = c.files.filter((f) => f.side === side);
        return (
          <div key={side} className="mt-3" data-files={side}>
            <h3 className="font-semibold break-words">{t("complaint-queue:view.filesOf", { name: party.name })}</h3>
            {files.length ? (
              <ul className="mt-1 flex flex-col gap-1">
                {files.map((f) => (
                  <li key={f.id} className="break-words">
                    <a href={`/media/complaints/${c.id}/files/${f.id}`} download={f.name} className={link}>
                      {f.name}
                    </a>{" "}
                    <span className="text-sm text-slate-700">
                      ({formatSize(f.size, locale)}, {moment(f.createdAt)})
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-700">{t("complaint-queue:view.noFiles")}</p>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** Staff's decision and its reason (the one both companies were mailed), once decided. */
export function ComplaintDecision({ c }: { c: ComplaintRecord }) {
  const { t } = useT();
  const decided = c.status === "accepted" || c.status === "rejected";
  return (
    <section className={section} aria-labelledby="complaint-decision-title">
      <h2 id="complaint-decision-title" className="text-lg font-semibold">
        {t("complaint-queue:view.decision")}
      </h2>
      {decided ? (
        <>
          <DetailsList
            items={[
              [t("complaint-queue:view.decisionIs"), t(`statuses.complaint.${c.status}`)],
              [t("complaint-queue:view.decidedAt"), c.decidedAt ? moment(c.decidedAt) : "—"],
              [t("complaint-queue:view.handler"), c.handler ?? t("complaint-queue:nobody")],
            ]}
          />
          <h3 className="mt-3 font-semibold">{t("complaint-queue:view.decisionReason")}</h3>
          <p className="mt-1 break-words whitespace-pre-wrap" data-decision-reason>
            {c.decisionReason ?? "—"}
          </p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          {t(c.status === "withdrawn" ? "complaint-queue:view.withdrawn" : "complaint-queue:view.undecided")}
        </p>
      )}
    </section>
  );
}

/** Everything that happened to the complaint, oldest first: what, who (staff by name), when, why. */
export function ComplaintHistory({ c }: { c: ComplaintRecord }) {
  const { t } = useT();
  const sideName = (side: string) =>
    side === "staff"
      ? t("complaint-queue:history.staff")
      : t("complaint-queue:history.company", { name: side === "against" ? c.against.name : c.author.name });
  return (
    <section className={section} aria-labelledby="complaint-history-title">
      <h2 id="complaint-history-title" className="text-lg font-semibold">
        {t("complaint-queue:history.title")}
      </h2>
      <ol className="mt-3 flex flex-col gap-3">
        {c.history.map((h, i) => (
          <li key={`${i}-${h.at}`} data-event={h.event} className="border-l-4 border-slate-300 pl-3 text-sm">
            <p className="flex flex-wrap gap-x-2">
              <span className="font-semibold">{t(`complaint-queue:history.events.${h.event}`)}</span>
              <time dateTime={h.at} className="text-slate-700">
                {moment(h.at)}
              </time>
            </p>
            <p className="break-words text-slate-800">
              {h.by ? t("complaint-queue:history.who", { side: sideName(h.side), name: h.by }) : sideName(h.side)}
            </p>
            {h.reason ? (
              <p className="break-words whitespace-pre-line text-slate-800">
                {t("complaint-queue:history.reason", { reason: h.reason })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
