import { LOCKED_BEFORE_VERIFICATION } from "../../../shared/restrictions.ts";
import { useT } from "../../lib/i18n-react.tsx";

/** The features a company without a plan (awaiting verification) cannot use yet: documents it can. */
const GATED = LOCKED_BEFORE_VERIFICATION;

/**
 * Tells a not-yet-verified company what waits for it (a result within 14 days) and what it cannot
 * use until then: the features a plan grants, named as the plan names them, so the notice says
 * what the server enforces and nothing else (the chat itself is not a plan feature).
 */
export function VerificationNotice({ status }: { status: string }) {
  const { t, locale } = useT();
  if (status !== "not_verified") return null;
  const features = GATED.map((f) => {
    const label = t(`restrictions.features.${f}`);
    return label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
  }).join(", ");
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{t("companies.awaitingTitle")}</p>
      <p className="mt-1">{t("companies.awaitingText", { features })}</p>
    </div>
  );
}
