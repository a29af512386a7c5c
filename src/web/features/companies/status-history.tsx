import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** One change of a company's or an account's status, its time already formatted. */
export interface StatusChangeRow {
  id: string;
  subject: string;
  action: string;
  fromStatus: string;
  toStatus: string;
  reason: string | null;
  createdAt: string;
  actorName: string | null;
  userEmail: string | null;
}

/** A company's status history, newest first: when, who, which change, and the reason given. */
export function StatusHistory({ history, className }: { history: StatusChangeRow[]; className: string }) {
  const { t } = useT();
  return (
    <section className={className} aria-labelledby="company-history">
      <h2 id="company-history" className="text-lg font-semibold">
        {t("companies.history")}
      </h2>
      {history.length ? (
        <ol className="mt-3 flex flex-col gap-3 text-sm">
          {history.map((h) => (
            <li key={h.id} className="border-l-2 border-slate-300 pl-3">
              <p>
                <time className="tabular-nums">{h.createdAt}</time> · {h.actorName ?? t("companies.someone")}
                {h.userEmail ? ` · ${h.userEmail}` : ""}
              </p>
              <p className="font-medium">
                {t(`companies.historyActions.${h.action}`)}:{" "}
                {h.subject === "company"
                  ? t(`statuses.company.${h.fromStatus}`)
                  : t(`companies.historyStatus.${h.fromStatus}`)}{" "}
                →{" "}
                {h.subject === "company"
                  ? t(`statuses.company.${h.toStatus}`)
                  : t(`companies.historyStatus.${h.toStatus}`)}
              </p>
              {h.reason ? <p className="text-slate-700">{t("companies.reasonGiven", { reason: h.reason })}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState className="mt-3 text-sm">{t("companies.noHistory")}</EmptyState>
      )}
    </section>
  );
}
