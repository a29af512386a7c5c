import { data, Link, useLoaderData } from "react-router";
import { formatDateTime } from "../../../shared/format.ts";
import { HELP_LIST_FILTERS as FILTERS, type HelpListFilter } from "../../../shared/help-request-statuses.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { HelpStatusBadge } from "../../features/help-desk/help-status-badge.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/help-requests";

const isFilter = (value: string | null): value is HelpListFilter =>
  (FILTERS as readonly string[]).includes(value ?? "");

/** Staff only: help requests by status (the open ones first), each leading to its page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = context.get(webContext);
  // The guard has signed the user in; the permission decides (the service checks it again).
  if (!hasPermission(actor?.user.userRoles, "viewHelpRequests")) throw data(null, { status: 403 });
  const raw = new URL(request.url).searchParams.get("status");
  const filter = isFilter(raw) ? raw : "open";
  const rows = await services.accounts.listHelpRequests(actor, filter);
  return {
    filter,
    requests: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      topic: r.topic,
      excerpt: r.message.length > 280 ? `${r.message.slice(0, 280)}…` : r.message,
      status: r.status,
      assignee: r.assigneeName ? `${r.assigneeName} ${r.assigneeSurname ?? ""}`.trim() : null,
      createdAt: formatDateTime(r.createdAt),
      fromAccount: r.userId !== null,
    })),
  };
}

export default function HelpRequests() {
  const { t } = useT();
  const { filter, requests } = useLoaderData<typeof loader>();
  const link = "font-medium text-blue-800 underline underline-offset-2";
  return (
    <main id="content" className="mx-auto max-w-4xl px-4 py-8">
      <PageTitle title={t("help.listTitle")} />
      <h1 className="text-2xl font-bold">{t("help.listTitle")}</h1>
      <nav aria-label={t("help.desk.filterLabel")} className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {FILTERS.map((f) => (
            <li key={f}>
              <Link
                to={f === "open" ? "/portal/help-requests" : `/portal/help-requests?status=${f}`}
                aria-current={f === filter ? "page" : undefined}
                className="inline-block rounded-full border border-slate-300 px-3 py-1 text-slate-800 hover:border-blue-700 aria-[current=page]:border-blue-700 aria-[current=page]:bg-blue-700 aria-[current=page]:text-white"
              >
                {t(`help.desk.filters.${f}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-sm text-slate-700" role="status">
        {t("help.desk.count", { count: requests.length })}
      </p>
      {requests.length === 0 ? <p className="mt-4 text-slate-700">{t("help.listEmpty")}</p> : null}
      <ol className="mt-4 flex flex-col gap-4">
        {requests.map((r) => (
          <li key={r.id} data-request={r.id} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold">
                <Link to={`/portal/help-requests/${r.id}`} className={link}>
                  {t(`help.topics.${r.topic}`)}
                  <span className="sr-only">: {r.name}</span>
                </Link>
              </h2>
              <HelpStatusBadge status={r.status} />
            </div>
            <p className="text-sm text-slate-700">
              {t("help.from")}: {r.name} &lt;{r.email}&gt;{r.fromAccount ? "" : ` (${t("help.desk.guest")})`} ·{" "}
              <time>{r.createdAt}</time>
            </p>
            <p className="text-sm text-slate-700">
              {t("help.desk.assignee")}: {r.assignee ?? t("help.desk.nobody")}
            </p>
            <p className="mt-2 break-words whitespace-pre-wrap">{r.excerpt}</p>
          </li>
        ))}
      </ol>
    </main>
  );
}
