import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useT } from "../../lib/i18n-react.tsx";

export interface HelpHistoryEntry {
  id: string;
  action: string;
  fromStatus: string;
  toStatus: string;
  message: string | null;
  actor: string | null;
  assignee: string | null;
  mailFailed: boolean;
  createdAt: string;
}

/** A help request's history, oldest first: who did what and when, with each reply's text. */
export function HelpHistory({ entries }: { entries: HelpHistoryEntry[] }) {
  const { t } = useT();
  if (!entries.length) return <EmptyState className="mt-3 text-sm">{t("help.desk.noHistory")}</EmptyState>;
  return (
    <ol className="mt-3 flex flex-col gap-3 text-sm">
      {entries.map((e) => (
        <li key={e.id} data-action={e.action} className="border-l-2 border-slate-300 pl-3">
          <p>
            <time className="tabular-nums">{e.createdAt}</time> · {e.actor ?? t("help.desk.someone")}
          </p>
          <p className="font-medium">
            {t(`help.desk.historyActions.${e.action}`)}
            {e.fromStatus !== e.toStatus
              ? `: ${t(`statuses.help.${e.fromStatus}`)} → ${t(`statuses.help.${e.toStatus}`)}`
              : ""}
          </p>
          {e.action === "ASSIGN" || e.action === "TAKE" ? (
            <p className="text-slate-700">
              {t("help.desk.assignedTo", { name: e.assignee ?? e.actor ?? t("help.desk.nobody") })}
            </p>
          ) : null}
          {e.message ? <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{e.message}</p> : null}
          {e.mailFailed ? <p className="mt-1 font-medium text-red-800">{t("help.desk.mailFailed")}</p> : null}
        </li>
      ))}
    </ol>
  );
}
