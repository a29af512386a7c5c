import { Form, useLocation } from "react-router";
import { useT } from "../../lib/i18n-react.tsx";

const LOCAL_KEY = "przewodnik.locale";

/**
 * Switching language stores the locale (cookie for the server renderer, plus local
 * storage) and reloads the view. A plain form, so it works before hydration too.
 */
export function LanguageSwitch() {
  const { t, locale } = useT();
  const location = useLocation();
  const other = locale === "pl" ? "en" : "pl";
  return (
    <Form
      method="post"
      action="/locale"
      reloadDocument
      onSubmit={() => {
        try {
          localStorage.setItem(LOCAL_KEY, other);
        } catch {
          /* storage disabled */
        }
      }}
    >
      <input type="hidden" name="locale" value={other} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className="rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <span aria-hidden="true" lang={other}>
          {other.toUpperCase()}
        </span>
        <span className="sr-only">{t("shell.switchLanguage")}</span>
      </button>
    </Form>
  );
}
