import { Link, useLoaderData } from "react-router";
import { COMPLAINT_STATUSES } from "../../../shared/contracts/complaints.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Pagination } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { ComplaintFilters, FILTERS, type FilterName, SIDES } from "../../features/complaints/complaint-filters.tsx";
import {
  ComplaintStatusBadge,
  complaintPath,
  linkClass,
  momentText,
} from "../../features/complaints/complaint-text.tsx";
import { HowToFile } from "../../features/complaints/how-to-file.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { listQueryOf, refuseUnknownChoices, sentFilters } from "../../lib/list-query.server.ts";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/complaints";

/** The filters as typed and the page; a value not among the choices is refused here. */
function queryOf(url: URL) {
  const { values, page } = listQueryOf(url, FILTERS, 40);
  const errors = refuseUnknownChoices<FilterName>(values, { side: SIDES, status: COMPLAINT_STATUSES }, {});
  return { values, errors, page, query: sentFilters(FILTERS, values, errors) };
}

/**
 * The company's complaints (issue 28; docs/decisions/033): those it filed and those filed against
 * it, newest first, by side and status, 20 a page. Staff (no company) are refused by the service
 * (the area's 403); their queue is the back-office's.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const { values, errors, page, query } = queryOf(new URL(request.url));
  const found = await orErrorResponse(() => services.complaints.listComplaints(actor, { ...query, page }));
  return {
    values,
    errors,
    filtered: Object.keys(query).length > 0,
    items: found.items.map((i) => ({
      id: i.id,
      number: i.number,
      status: i.status,
      side: i.side,
      other: i.side === "author" ? i.against : i.author,
      transaction: i.transaction,
      responded: i.responded,
      createdAt: i.createdAt,
    })),
    page: found.page,
    total: found.total,
    pages: Math.max(1, Math.ceil(found.total / found.pageSize)),
  };
}

type Item = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

/** One complaint: its number (the link to it), status, side, the other company, subject and date. */
function Row({ item: i }: { item: Item }) {
  const { t } = useT();
  const pair = (label: string, value: React.ReactNode) => (
    <div className="flex flex-wrap gap-x-1">
      <dt className="text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
  const subject = i.transaction ? (
    <Link to={`/archive/transactions/${i.transaction.id}`} className={linkClass}>
      {t("complaints:list.transaction", { number: i.transaction.number })}
    </Link>
  ) : (
    t("complaints:list.message")
  );
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-3" data-complaint={i.id} data-side={i.side}>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={complaintPath(i.id)}
          aria-label={t("complaints:list.open", { number: i.number })}
          className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-2"
        >
          {i.number}
        </Link>
        <ComplaintStatusBadge status={i.status} />
        {i.responded ? <Badge status="responded">{t("complaints:list.responded")}</Badge> : null}
      </div>
      <dl className="mt-1 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {pair(t("complaints:list.side"), t(`complaints:list.sides.${i.side === "author" ? "author" : "against"}`))}
        {pair(t("complaints:list.other"), i.other.name)}
        {pair(t("complaints:list.subject"), subject)}
        {pair(t("complaints:list.date"), <time dateTime={i.createdAt}>{momentText(i.createdAt)}</time>)}
      </dl>
    </li>
  );
}

export default function Complaints() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const title = t("pages.companyComplaints");
  const href = (page: number) => {
    const p = new URLSearchParams();
    for (const name of FILTERS) if (d.values[name]) p.set(name, d.values[name]);
    if (page > 1) p.set("page", String(page));
    return `?${p}`;
  };
  return (
    <main id="content" className="mx-auto w-full max-w-4xl px-3 py-8 md:px-4">
      <PageTitle title={title} description={t("complaints:intro")} />
      <Link to="/company/info" className="text-sm font-medium text-blue-800 underline underline-offset-2">
        {t("pages.companyInfo")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{t("complaints:intro")}</p>
      <ComplaintFilters values={d.values} errors={d.errors} />
      {d.items.length ? (
        <>
          <p className="mt-4 text-sm text-slate-700" role={d.filtered ? "status" : undefined}>
            {t("complaints:count", { count: d.total })}
          </p>
          <ul className="mt-2 flex flex-col gap-3" aria-label={t("complaints:list.label")}>
            {d.items.map((i) => (
              <Row key={i.id} item={i} />
            ))}
          </ul>
          <Pagination page={d.page} pages={d.pages} href={href} label={t("complaints:pagination")} />
        </>
      ) : d.filtered || d.total > 0 ? (
        <EmptyState className="mt-4" announce>
          {t("complaints:nothingFound")}
        </EmptyState>
      ) : (
        <HowToFile title={t("complaints:empty.title")} />
      )}
    </main>
  );
}
