import { Link, useLoaderData } from "react-router";
import { DEAL_ROLES, TRANSACTION_STATUSES } from "../../../shared/contracts/deals.ts";
import { Pagination } from "../../components/ui/data-table.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { priceText, routeText } from "../../features/offers/offer-text.ts";
import { FILTERS, type FilterName, TransactionFilters } from "../../features/transactions/transaction-filters.tsx";
import { StatusBadge } from "../../features/transactions/transaction-text.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { listFitting, listQueryOf, refuseUnknownChoices } from "../../lib/list-query.server.ts";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/transactions";

/** A real calendar day written YYYY-MM-DD (the database would refuse 2026-02-31). */
const realDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

/** The filters as typed and the page; a value not among the choices, or no real day, is refused here. */
function queryOf(url: URL) {
  const { values, page } = listQueryOf(url, FILTERS, 100);
  const errors = refuseUnknownChoices<FilterName>(values, { status: TRANSACTION_STATUSES, role: DEAL_ROLES }, {});
  for (const name of ["from", "to"] as const) if (values[name] && !realDay(values[name])) errors[name] = ["date"];
  if (!errors.from && !errors.to && values.from && values.to && values.to < values.from) errors.to = ["dateBeforeFrom"];
  return { values, page, errors };
}

/**
 * The company's transactions (issue 28; docs/decisions/032): the ongoing ones first, filtered by
 * status, the company's role, the loading days and the other company's name, 20 a page. Members
 * who may not make deals are refused by the service (the area's 403).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const { values, page, errors } = queryOf(new URL(request.url));
  const found = await orErrorResponse(() =>
    listFitting(
      (query) => services.deals.listTransactions(actor, query),
      { names: FILTERS, values, errors, phraseField: "counterparty" },
      page,
    ),
  );
  return {
    values,
    errors,
    filtered: FILTERS.some((n) => values[n].trim() && !errors[n]),
    items: found.items.map((i) => ({
      id: i.id,
      number: i.number,
      status: i.status,
      role: i.role,
      counterparty: i.counterparty,
      route: { loading: i.route.loading, unloading: i.route.unloading },
      loadFrom: i.route.loadFrom,
      loadTo: i.route.loadTo,
      price: i.price,
      currency: i.currency,
    })),
    page: found.page,
    total: found.total,
    pages: Math.max(1, Math.ceil(found.total / found.pageSize)),
  };
}

type Item = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

/** One transaction of the list: its number (the link to it), status, role, the other company, route, date, price. */
function Row({ item: i }: { item: Item }) {
  const { t, locale } = useT();
  const pair = (label: string, value: React.ReactNode) => (
    <div className="flex flex-wrap gap-x-1">
      <dt className="text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-3" data-transaction={i.id}>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/archive/transactions/${i.id}`}
          aria-label={t("transactions:list.open", { number: i.number })}
          className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-2"
        >
          {i.number}
        </Link>
        <StatusBadge status={i.status} />
      </div>
      <dl className="mt-1 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {pair(t("transactions:list.route"), routeText(i.route.loading[0]!, i.route.unloading.at(-1) ?? null, t))}
        {pair(t("transactions:list.counterparty"), i.counterparty.name)}
        {pair(t("transactions:list.role"), t(`transactions:roles.${i.role}`))}
        {pair(
          t("transactions:list.loading"),
          i.loadTo && i.loadTo !== i.loadFrom ? `${i.loadFrom} – ${i.loadTo}` : i.loadFrom,
        )}
        {pair(t("transactions:list.price"), priceText(i.price, i.currency, locale, t))}
      </dl>
    </li>
  );
}

export default function Transactions() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const title = t("pages.archiveTransactions");
  const href = (page: number) => {
    const p = new URLSearchParams();
    for (const name of FILTERS) if (d.values[name]) p.set(name, d.values[name]);
    if (page > 1) p.set("page", String(page));
    return `?${p}`;
  };
  return (
    <main id="content" className="mx-auto w-full max-w-4xl px-3 py-8 md:px-4">
      <PageTitle title={title} description={t("transactions:intro")} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{t("transactions:intro")}</p>
      <TransactionFilters values={d.values} errors={d.errors} />
      {d.items.length ? (
        <>
          <p className="mt-4 text-sm text-slate-700" role={d.filtered ? "status" : undefined}>
            {t("transactions:count", { count: d.total })}
          </p>
          <ul className="mt-2 flex flex-col gap-3" aria-label={t("transactions:list.label")}>
            {d.items.map((i) => (
              <Row key={i.id} item={i} />
            ))}
          </ul>
          <Pagination page={d.page} pages={d.pages} href={href} label={t("transactions:pagination")} />
        </>
      ) : (
        <EmptyState className="mt-4" announce={d.filtered}>
          {t(d.filtered ? "transactions:nothingFound" : "transactions:empty")}
        </EmptyState>
      )}
    </main>
  );
}
