import { useT } from "../../lib/i18n-react.tsx";

/** Tells a not-yet-verified company what waits for it (spec §9: a result within 14 days). */
export function VerificationNotice({ status }: { status: string }) {
  const { t } = useT();
  if (status !== "not_verified") return null;
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{t("companies.awaitingTitle")}</p>
      <p className="mt-1">{t("companies.awaitingText")}</p>
    </div>
  );
}
