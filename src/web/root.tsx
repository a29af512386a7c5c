import { useContext, useMemo } from "react";
import {
  Links,
  Meta,
  type ShouldRevalidateFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { AppShell } from "./components/layout/app-shell.tsx";
import { RootErrorBoundary } from "./components/layout/error-page.tsx";
import { createTranslator } from "../shared/i18n.ts";
import { I18nProvider } from "./lib/i18n-react.tsx";
import { DocumentContext, MESSAGES_ELEMENT_ID } from "./lib/document-context.ts";
import { rootData } from "./lib/root-data.server.ts";
import { useRootData } from "./lib/root-data.ts";
import { canonicalPath, pageOfRouteId } from "../shared/route-table.ts";
import "./styles/app.css";

export const loader = ({ request, context }: Route.LoaderArgs) => rootData(request, context);

/**
 * The user, language and settings change only through actions (sign-in, locale): skip plain
 * navigations. A reload of the same address (a page's `revalidate()`, e.g. the conversation page
 * after marking read, for the menu's unread count) reads them again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}) =>
  (formMethod !== undefined && formMethod !== "GET") || currentUrl.href === nextUrl.href
    ? defaultShouldRevalidate
    : false;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const documentInfo = useContext(DocumentContext);
  const locale = data?.locale ?? documentInfo.locale;
  const { messages } = documentInfo;
  const translator = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const page = pageOfRouteId(leaf?.id);
  const canonical = page && data ? `${data.origin}${canonicalPath(page, leaf?.params)}` : undefined;
  // The guest landing page is plain HTML: no React in the browser (docs/decisions/005).
  const hydrate = !(page?.id === "home" && data && !data.user);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <Meta />
        <Links />
        <script type="module" src="/background.js" nonce={documentInfo.nonce} async suppressHydrationWarning />
        {data?.analyticsUrl && data.consent.categories.includes("analytics") ? (
          <script src={data.analyticsUrl} nonce={documentInfo.nonce} async data-analytics="" suppressHydrationWarning />
        ) : null}
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <I18nProvider value={translator}>{children}</I18nProvider>
        {hydrate ? (
          <>
            {/* The catalogue for the browser, as data beside the loader data (root-data.server.ts). */}
            <script
              type="application/json"
              id={MESSAGES_ELEMENT_ID}
              suppressHydrationWarning
              dangerouslySetInnerHTML={{ __html: documentInfo.messagesJson ?? "" }}
            />
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export const ErrorBoundary = RootErrorBoundary;
