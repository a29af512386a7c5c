import { Component, type ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Area } from "../../../shared/route-table.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { PageTitle } from "../ui/page-title.tsx";
import { AppShell } from "./app-shell.tsx";

/** A failure while showing the error page itself falls back to a bare go-home link. */
export class LastResort extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <a href="/">⌂ /</a> : this.props.children;
  }
}

export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

/**
 * What the page says for a status: "This page could not be found" for 404, the missing
 * permission for 403, the conflict for 409; any other status keeps the generic message (the
 * message with the status code, 500 by default).
 */
const TEXTS: Record<number, { title: string; text: string }> = {
  403: { title: "errorPage.forbiddenTitle", text: "errorPage.forbiddenText" },
  404: { title: "errorPage.notFoundTitle", text: "errorPage.notFoundText" },
  409: { title: "errorPage.conflictTitle", text: "errorPage.conflictText" },
};
const GENERIC = { title: "errorPage.genericTitle", text: "errorPage.genericText" };

/** Where an area's error page leads back to: the area's own start. */
const WAY_BACK: Record<Area, string> = {
  portal: "/rozmowa",
  account: "/profile",
  company: "/company/info",
  help: "/static/help",
  staff: "/portal/companies",
};

/** What a status means in one area, where it differs from the rest of the portal. */
const AREA_TEXTS: Partial<Record<Area, Record<number, { title: string; text: string }>>> = {
  // The back-office's permissions come from the portal's team, not from a company's admin.
  staff: { 403: { title: "errorPage.forbiddenTitle", text: "errorPage.staffForbiddenText" } },
};

const link =
  "rounded-lg px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/**
 * The page for a failed route: its title and message by status (in an area, as the area means
 * it, with the way back into the area), the status code and a link home.
 */
export function ErrorPage({ error, area }: { error: unknown; area?: Area }) {
  const { t } = useT();
  const status = statusOf(error);
  const keys = (area ? AREA_TEXTS[area]?.[status] : undefined) ?? TEXTS[status] ?? GENERIC;
  const title = t(keys.title);
  const message = t(keys.text);
  return (
    <main id="content" data-status={status} className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageTitle title={title} />
      <p className="text-5xl font-bold text-blue-800" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-slate-700">
        {message} {t("errorPage.statusCode", { status })}
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        {area ? (
          <Link to={WAY_BACK[area]} className={`${link} bg-blue-700 text-white hover:bg-blue-800`}>
            {t(`errorPage.areaBack.${area}`)}
          </Link>
        ) : null}
        <Link
          to="/"
          className={`${link} ${area ? "border border-slate-400 bg-white text-slate-900 hover:bg-slate-50" : "bg-blue-700 text-white hover:bg-blue-800"}`}
        >
          {t("errorPage.goHome")}
        </Link>
      </p>
    </main>
  );
}

/**
 * An area's boundary: the error page inside the app's shell (the root's stays around it), as the
 * area means the status. A failure that is not a response is logged, as the root's does.
 */
export function AreaErrorBoundary({ area }: { area: Area }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <LastResort>
      <ErrorPage error={error} area={area} />
    </LastResort>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <LastResort>
      <AppShell>
        <ErrorPage error={error} />
      </AppShell>
    </LastResort>
  );
}
