import { useT } from "../../lib/i18n-react.tsx";
import { useDelayedFlag } from "../../lib/use-delayed-flag.ts";

/** A loading indicator for a running fetch; appears only after 200 ms. */
export function DelayedSpinner({ active }: { active: boolean }) {
  const { t } = useT();
  const shown = useDelayedFlag(active);
  if (!shown) return null;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-700">
      <span
        aria-hidden="true"
        className="h-4 w-4 animate-spin rounded-full border-2 border-blue-700 border-t-transparent motion-reduce:animate-none"
      />
      {t("shell.working")}
    </span>
  );
}
