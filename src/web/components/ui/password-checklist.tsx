import { checkPassword } from "../../../shared/password-rules.ts";
import { useT } from "../../lib/i18n-react.tsx";

/** The password rules as a live checklist under the new-password field (the server checks the same rules). */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useT();
  return (
    <ul id={id} className="mt-2 grid gap-1 text-sm" aria-live="polite">
      {checkPassword(password).map(({ rule, ok }) => (
        <li key={rule} data-ok={ok} className={ok ? "text-emerald-800" : "text-slate-700"}>
          <span aria-hidden="true">{ok ? "✓ " : "○ "}</span>
          {t(`passwordRules.${rule}`)}
          <span className="sr-only"> — {ok ? t("passwordRules.met") : t("passwordRules.notMet")}</span>
        </li>
      ))}
    </ul>
  );
}
