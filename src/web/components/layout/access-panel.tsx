import { Link } from "react-router";
import { useT } from "../../lib/i18n-react.tsx";
import { useCurrentPageId } from "./use-current-page.ts";

/** Guests: sign in and request access. */
export function AccessPanel() {
  const { t } = useT();
  const current = useCurrentPageId();
  const base =
    "rounded-lg px-2.5 py-2 text-sm whitespace-nowrap sm:px-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
  return (
    <nav aria-label={t("shell.accessNav")} className="flex items-center gap-1 sm:gap-2">
      {current === "signIn" ? null : (
        <Link to="/zaloguj" className={`${base} text-blue-800 hover:bg-blue-50`}>
          {t("menu.signIn")}
        </Link>
      )}
      {current === "request" ? null : (
        <Link to="/wyprobuj" className={`${base} bg-blue-700 text-white hover:bg-blue-800`}>
          {t("menu.requestAccess")}
        </Link>
      )}
    </nav>
  );
}
