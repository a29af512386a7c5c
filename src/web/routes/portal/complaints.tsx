import { data, Link, useLoaderData, useNavigation } from "react-router";
import { COMPLAINT_STATUSES } from "../../../shared/contracts/complaints.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { ComplaintStatusBadge } from "../../features/complaints/complaint-text.tsx";
import {
  QUEUE_AGES,
  QUEUE_FILTERS,
  type QueueFilter,
  QueueFilters,
} from "../../features/complaint-queue/queue-filters.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { listFitting, listQueryOf, refuseUnknownChoices } from "../../lib/list-query.server.ts";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/complaints";

const DAY = 86_400_000;

/** The filters as typed and the page; a value not among the choices is refused here. */
function queryOf(url: URL) {
  const { values, page } = listQueryOf(url, QUEUE_FILTERS, 100);
  const errors = refuseUnknownChoices<QueueFilter>(
    values,
    { status: COMPLAINT_STATUSES, olderThanDays: QUEUE_AGES },
    {},
  );
  return { values, page, errors };
}

/**
 * Staff's complaint queue (issue 28; docs/decisions/033), oldest first: by status, how long ago
 * it was filed and either company's name or NIP, 20 a page; each row leads to the complaint.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  // The guard has signed the user in; the permission decides (the service checks it again).
  if (!hasPermission(actor.user.userRoles, "handleComplaints")) throw data(null, { status: 403 });
  const { values, page, errors } = queryOf(new URL(request.url));
  const found = await orErrorResponse(() =>
    listFitting(
      (query) => services.complaints.complaintQueue(actor, query),
      { names: QUEUE_FILTERS, values, errors, phraseField: "company" },
      page,
    ),
  );
  const now = Date.now();
  return {
    values,
    errors,
    filtered: QUEUE_FILTERS.some((n) => values[n].trim() && !errors[n]),
    items: found.items.map((c) => ({
      id: c.id,
      number: c.number,
      status: c.status,
      filedAt: c.createdAt,
      filedOn: formatDateTime(new Date(c.createdAt)).slice(0, 10),
      ageDays: Math.max(0, Math.floor((now - Date.parse(c.createdAt)) / DAY)),
      author: c.author.name,
      against: c.against.name,
      transaction: c.transaction?.number ?? null,
      responded: c.responded,
      handler: c.handler,
    })),
    page: found.page,
    total: found.total,
    pages: Math.max(1, Math.ceil(found.total / found.pageSize)),
  };
}

type Item = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

const link = "font-semibold text-blue-800 underline underline-offset-2";

function useQueueColumns(): Column<Item>[] {
  const { t } = useT();
  return [
    {
      key: "number",
      header: t("complaint-queue:columns.number"),
      primary: true,
      cell: (c) => (
        <Link to={`/portal/complaints/${c.id}`} className={`${link} whitespace-nowrap`}>
          {c.number}
        </Link>
      ),
    },
    {
      key: "status",
      header: t("complaint-queue:columns.status"),
      cell: (c) => <ComplaintStatusBadge status={c.status} />,
    },
    {
      key: "filed",
      header: t("complaint-queue:columns.filed"),
      cell: (c) => (
        <>
          <time dateTime={c.filedAt} className="tabular-nums whitespace-nowrap">
            {c.filedOn}
          </time>{" "}
          <span className="text-slate-700" data-age={c.ageDays}>
            ({c.ageDays ? t("complaint-queue:age", { count: c.ageDays }) : t("complaint-queue:today")})
          </span>
        </>
      ),
    },
    {
      key: "parties",
      header: t("complaint-queue:columns.parties"),
      cell: (c) => (
        <span className="break-words">{t("complaint-queue:parties", { author: c.author, against: c.against })}</span>
      ),
    },
    {
      key: "subject",
      header: t("complaint-queue:columns.subject"),
      cell: (c) =>
        c.transaction
          ? t("complaint-queue:subjectTransaction", { number: c.transaction })
          : t("complaint-queue:subjectMessage"),
    },
    {
      key: "responded",
      header: t("complaint-queue:columns.responded"),
      cell: (c) => t(c.responded ? "complaint-queue:yes" : "complaint-queue:no"),
    },
    {
      key: "handler",
      header: t("complaint-queue:columns.handler"),
      cell: (c) => c.handler ?? t("complaint-queue:nobody"),
    },
  ];
}

export default function PortalComplaints() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const columns = useQueueColumns();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/portal/complaints";
  const title = t("pages.portalComplaints");
  const href = (page: number) => {
    const p = new URLSearchParams();
    for (const name of QUEUE_FILTERS) if (d.values[name]) p.set(name, d.values[name]);
    if (page > 1) p.set("page", String(page));
    const query = p.toString();
    return `/portal/complaints${query ? `?${query}` : ""}`;
  };
  return (
    <main id="content" className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t("complaint-queue:intro")}</p>
      <DataTable
        caption={title}
        rows={d.items}
        columns={columns}
        rowKey={(c) => c.id}
        rowAttributes={(c) => ({ "data-complaint": c.id })}
        loading={busy}
        empty={t(d.filtered ? "complaint-queue:nothingFound" : "complaint-queue:empty")}
        filters={
          <>
            <QueueFilters values={d.values} errors={d.errors} />
            <p className="mt-4 text-sm text-slate-700" role="status">
              {t("complaint-queue:count", { count: d.total })}
            </p>
          </>
        }
        paging={{ page: d.page, pages: d.pages, href, label: t("complaint-queue:pagination") }}
      />
    </main>
  );
}
