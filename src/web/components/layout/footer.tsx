import { Link } from "react-router";
import { documentHref, LEGAL_DOCUMENTS } from "../../../shared/documents.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { CookieSettingsLink } from "./cookie-settings-link.tsx";

/** The five documents as PDF downloads, then the cookie settings. */
function DocumentLinks({ className }: { className: string }) {
  const { t, locale } = useT();
  return (
    <>
      {LEGAL_DOCUMENTS.map((doc) => (
        <a key={doc} href={documentHref(locale, doc)} download className={className}>
          {t(`documents.${doc}`)}
        </a>
      ))}
      <CookieSettingsLink className={className}>{t("consent.settings")}</CookieSettingsLink>
    </>
  );
}

/** Shown on desktop to signed-in users only. Documents are PDFs; the year is the current one. */
export function Footer({ year, donationUrl }: { year: number; donationUrl: string }) {
  const { t } = useT();
  const link =
    "inline-flex min-h-6 items-center rounded text-sm text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700";
  return (
    <footer className="hidden border-t border-slate-200 bg-white/90 lg:block">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-4">
        <DocumentLinks className={link} />
        <Link to="/faq" className={link}>
          {t("menu.faq")}
        </Link>
        <Link to="/kalkulator" className={link}>
          {t("pages.calculator")}
        </Link>
        <a href={donationUrl} target="_blank" rel="noopener noreferrer" className={link}>
          {t("shell.donate")}
          <span className="sr-only"> {t("shell.opensInNewTab")}</span>
        </a>
        <p className="ml-auto text-sm text-slate-600">{t("shell.copyright", { year })}</p>
      </div>
    </footer>
  );
}

/** Guests and small screens have no footer: the same documents and cookie settings, compactly. */
export function LegalLinks() {
  const { t } = useT();
  // At least 24 px tall, so each link is a target of its own on a phone (WCAG 2.5.8).
  const link =
    "inline-flex min-h-6 items-center rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700";
  return (
    <nav
      aria-label={t("shell.documentsNav")}
      className="mx-auto mt-10 flex max-w-6xl flex-wrap justify-center gap-x-4 gap-y-1 px-4 pb-6 text-xs text-slate-700"
    >
      <DocumentLinks className={link} />
    </nav>
  );
}
