import { useT } from "../../lib/i18n-react.tsx";

const tones: Record<string, string> = {
  verified: "bg-emerald-100 text-emerald-900 ring-emerald-700/30",
  active: "bg-emerald-100 text-emerald-900 ring-emerald-700/30",
  not_verified: "bg-amber-100 text-amber-900 ring-amber-700/30",
  inactive: "bg-slate-100 text-slate-800 ring-slate-600/30",
  excluded: "bg-orange-100 text-orange-900 ring-orange-700/30",
  suspended: "bg-orange-100 text-orange-900 ring-orange-700/30",
  negatively_verified: "bg-red-100 text-red-900 ring-red-700/30",
  locked: "bg-red-100 text-red-900 ring-red-700/30",
};

/** A company or account status as a translated, coloured label (text carries the meaning, not colour). */
export function StatusBadge({ kind, status }: { kind: "company" | "user"; status: string }) {
  const { t } = useT();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status] ?? tones.inactive}`}
    >
      {t(`statuses.${kind}.${status}`)}
    </span>
  );
}
