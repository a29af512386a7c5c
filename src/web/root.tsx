import { useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { createI18n } from "./lib/i18n.ts";
import { messagesFor } from "./lib/messages.server.ts";
import { webContext } from "./lib/web-context.ts";
import "./styles/app.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale, actor } = context.get(webContext);
  return {
    locale,
    messages: messagesFor(locale),
    user: actor
      ? { id: actor.user.id, name: actor.user.name, surname: actor.user.surname, initials: actor.user.initials }
      : null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? "pl";
  const i18n = useMemo(() => createI18n(locale, data?.messages ?? {}), [locale, data?.messages]);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? t("errors.notFoundTitle") : t("errors.genericTitle", { status });
  return (
    <main className="mx-auto max-w-xl p-8">
      <title>{`${title} – Przewodnik`}</title>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-4">
        <Link className="underline" to="/">
          {t("errors.goHome")}
        </Link>
      </p>
    </main>
  );
}
