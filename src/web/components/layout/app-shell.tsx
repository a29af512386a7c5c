import { useEffect } from "react";
import { useMatches } from "react-router";
import { pageOfRouteId } from "../../../shared/route-table.ts";
import { setErrorTranslator } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { LiveEventsProvider } from "../../lib/live-events.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { PopupHost } from "../ui/popup.tsx";
import { Toaster } from "../ui/toaster.tsx";
import { AnalyticsLoader } from "./analytics-loader.tsx";
import { BackgroundCanvas } from "./background-canvas.tsx";
import { CookieConsent } from "./cookie-consent.tsx";
import { Footer, LegalLinks } from "./footer.tsx";
import { Header } from "./header.tsx";
import { ProgressBar } from "./progress-bar.tsx";

/** What a route module's `handle` may ask of the shell. */
export interface AppViewHandle {
  appView?: boolean;
  /** A second skip link: the target's selector and the label's translation key. */
  skipTo?: { href: string; label: string };
}

/** The layout: background canvas, header, content view, footer, shared popup, cookie control. */
export function AppShell({ children }: { children: React.ReactNode }) {
  const { t, has } = useT();
  const data = useRootData();
  const matches = useMatches();
  const page = pageOfRouteId(matches[matches.length - 1]?.id);
  const user = data?.user ?? null;
  const transparent = page?.transparent === true || (page?.transparent === "guest" && !user);
  // A route's `handle` may ask for an app view (the page does not scroll: its main fills the
  // viewport below the header and scrolls inside; no footer) and a second skip link.
  const handle = (matches[matches.length - 1]?.handle ?? {}) as AppViewHandle;
  const appView = handle.appView === true && Boolean(user);

  useEffect(() => setErrorTranslator((code) => (has(`errors:${code}`) ? t(`errors:${code}`) : undefined)), [t, has]);

  return (
    <LiveEventsProvider userId={user?.id ?? null} after={user?.eventsAfter ?? null}>
      <div className={appView ? "relative flex h-dvh flex-col overflow-hidden" : "flex min-h-screen flex-col"}>
        <a
          href="#content"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("shell.skipToContent")}
        </a>
        {handle.skipTo ? (
          <a
            href={handle.skipTo.href}
            onClick={(e) => {
              // Straight into the target (a text box is focused, not only scrolled to).
              const target = document.querySelector<HTMLElement>(handle.skipTo!.href);
              if (!target) return;
              e.preventDefault();
              target.focus();
            }}
            className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t(handle.skipTo.label)}
          </a>
        ) : null}
        <BackgroundCanvas />
        <ProgressBar />
        <Header />
        {appView ? (
          <div data-view="white" className="relative flex min-h-0 flex-1 flex-col overflow-y-auto bg-white">
            {children}
          </div>
        ) : (
          <div className="flex-1 px-0 py-0 md:px-4 md:py-6">
            <div
              data-view={transparent ? "transparent" : "white"}
              className={
                transparent
                  ? "mx-auto max-w-6xl"
                  : "mx-auto max-w-6xl bg-white shadow-sm md:rounded-2xl md:border md:border-slate-200"
              }
            >
              {children}
            </div>
          </div>
        )}
        {/* In an app view the page's own side panel carries the documents. */}
        {user && data && !appView ? <Footer year={data.year} donationUrl={data.links.donation} /> : null}
        {appView ? null : user ? (
          <div className="lg:hidden">
            <LegalLinks />
          </div>
        ) : (
          <LegalLinks />
        )}
        <PopupHost />
        <Toaster />
        {data ? (
          <CookieConsent
            initial={data.consent}
            secure={data.secureCookies}
            settingsRequested={data.consentSettingsRequested}
          />
        ) : null}
        {data ? <AnalyticsLoader src={data.analyticsUrl} /> : null}
      </div>
    </LiveEventsProvider>
  );
}
