import { useT } from "../../lib/i18n-react.tsx";

const tones: Record<string, string> = {
  new: "bg-amber-100 text-amber-900 ring-amber-700/30",
  inProgress: "bg-blue-100 text-blue-900 ring-blue-700/30",
  answered: "bg-emerald-100 text-emerald-900 ring-emerald-700/30",
  closed: "bg-slate-100 text-slate-800 ring-slate-600/30",
};

/** A help request's status as a translated, coloured label (the text carries the meaning). */
export function HelpStatusBadge({ status }: { status: string }) {
  const { t } = useT();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status] ?? tones.closed}`}
    >
      {t(`statuses.help.${status}`)}
    </span>
  );
}
