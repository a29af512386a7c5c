import { data, Link, useLoaderData, useNavigation } from "react-router";
import { formatDateTime } from "../../../shared/format.ts";
import { HELP_LIST_FILTERS as FILTERS, type HelpListFilter } from "../../../shared/help-request-statuses.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { type Column, DataTable, useTableSort } from "../../components/ui/data-table.tsx";
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

type RequestRow = ReturnType<typeof useLoaderData<typeof loader>>["requests"][number];

const SORTABLE = ["topic", "from", "status", "assignee", "createdAt"];
const link = "font-medium text-blue-800 underline underline-offset-2";

function useRequestColumns(): Column<RequestRow>[] {
  const { t } = useT();
  const topic = (r: RequestRow) => t(`help.topics.${r.topic}`);
  return [
    {
      key: "topic",
      header: t("help.topic"),
      primary: true,
      sortValue: topic,
      cell: (r) => (
        <Link to={`/portal/help-requests/${r.id}`} className={link}>
          {topic(r)}
          <span className="sr-only">: {r.name}</span>
        </Link>
      ),
    },
    {
      key: "from",
      header: t("help.from"),
      sortValue: (r) => r.name,
      cell: (r) => (
        <>
          {r.name}
          <span className="block break-all text-slate-700">
            {r.email}
            {r.fromAccount ? "" : ` (${t("help.desk.guest")})`}
          </span>
        </>
      ),
    },
    {
      key: "message",
      header: t("help.desk.message"),
      cell: (r) => <span className="block max-w-prose break-words whitespace-pre-wrap">{r.excerpt}</span>,
    },
    {
      key: "status",
      header: t("companies.columns.status"),
      sortValue: (r) => t(`statuses.help.${r.status}`),
      cell: (r) => <HelpStatusBadge status={r.status} />,
    },
    {
      key: "assignee",
      header: t("help.desk.assignee"),
      sortValue: (r) => r.assignee ?? "",
      cell: (r) => r.assignee ?? t("help.desk.nobody"),
    },
    {
      key: "createdAt",
      header: t("help.desk.received"),
      sortValue: (r) => r.createdAt,
      cell: (r) => <time className="tabular-nums">{r.createdAt}</time>,
    },
  ];
}

export default function HelpRequests() {
  const { t } = useT();
  const { filter, requests } = useLoaderData<typeof loader>();
  const columns = useRequestColumns();
  const { sort, sortHref } = useTableSort(SORTABLE);
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/portal/help-requests";
  return (
    <main id="content" className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={t("help.listTitle")} />
      <h1 className="text-2xl font-bold">{t("help.listTitle")}</h1>
      <DataTable
        caption={t("help.listTitle")}
        rows={requests}
        columns={columns}
        rowKey={(r) => r.id}
        rowAttributes={(r) => ({ "data-request": r.id })}
        sort={sort}
        sortHref={sortHref}
        loading={busy}
        empty={t("help.listEmpty")}
        filters={
          <>
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
          </>
        }
      />
    </main>
  );
}
