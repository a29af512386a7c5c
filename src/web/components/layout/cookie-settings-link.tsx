import { useLocation } from "react-router";
import { openCookieSettings } from "./cookie-consent-store.ts";

/**
 * Opens the cookie settings: a dialog in the browser, or, on a page served without JavaScript,
 * the same page with `?cookie-settings`, where the settings are rendered by the server.
 */
export function CookieSettingsLink({ className, children }: { className: string; children: React.ReactNode }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set("cookie-settings", "");
  return (
    <a
      href={`${location.pathname}?${params.toString().replace(/=(&|$)/g, "$1")}`}
      className={className}
      onClick={(e) => {
        e.preventDefault();
        openCookieSettings();
      }}
    >
      {children}
    </a>
  );
}
