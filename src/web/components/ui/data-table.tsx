import { Link, useSearchParams } from "react-router";
import { useT } from "../../lib/i18n-react.tsx";
import { EmptyState } from "./empty-state.tsx";
import { ScrollRegion } from "./scroll-region.tsx";

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => React.ReactNode;
  /** The value the column sorts by; a column without one is not sortable. */
  sortValue?: (row: T) => string | number;
  align?: "start" | "end";
  /** The card's title on a small screen (shown without its header). */
  primary?: boolean;
}

export interface Sort {
  key: string;
  dir: "asc" | "desc";
}

/**
 * The rows in the order `sort` asks for (the original order without it). Text compares by the
 * page's language, numbers as numbers; equal rows keep their order.
 */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: Sort | null, locale: string) {
  const value = sort ? columns.find((c) => c.key === sort.key)?.sortValue : undefined;
  if (!sort || !value) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
  const sign = sort.dir === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      const order =
        typeof a.v === "number" && typeof b.v === "number" ? a.v - b.v : collator.compare(String(a.v), String(b.v));
      return order * sign || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** Pages of a list as links (they work before the page's script runs): previous, where, next. */
export function Pagination({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
}) {
  const { t } = useT();
  if (pages <= 1) return null;
  const link = "font-semibold text-blue-800 underline underline-offset-2";
  return (
    <nav aria-label={label} data-slot="pagination" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          {t("table.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t("table.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className={link} rel="next">
          {t("table.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function SortHeader<T>({
  column,
  sort,
  sortHref,
}: {
  column: Column<T>;
  sort: Sort | null;
  sortHref?: (sort: Sort) => string;
}) {
  const { t } = useT();
  const active = sort?.key === column.key ? sort.dir : null;
  const align = column.align === "end" ? "text-right" : "";
  if (!column.sortValue || !sortHref)
    return (
      <th scope="col" className={`px-3 py-2 ${align}`}>
        {column.header}
      </th>
    );
  const next: Sort = { key: column.key, dir: active === "asc" ? "desc" : "asc" };
  return (
    <th
      scope="col"
      className={`px-3 py-2 ${align}`}
      aria-sort={active === "asc" ? "ascending" : active === "desc" ? "descending" : undefined}
    >
      <Link
        to={sortHref(next)}
        preventScrollReset
        className="inline-flex items-center gap-1 font-semibold text-blue-800 underline underline-offset-2"
      >
        {column.header}
        <span aria-hidden="true">{active === "asc" ? "▲" : active === "desc" ? "▼" : "↕"}</span>
        <span className="sr-only">{t(next.dir === "asc" ? "table.sortAscending" : "table.sortDescending")}</span>
      </Link>
    </th>
  );
}

export interface DataTableProps<T> {
  /** Names the table (read out, not shown) and its scroll box. */
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** Extra attributes of each row and card (data-* for tests and styles). */
  rowAttributes?: (row: T) => Record<string, string>;
  /** The row's actions, in a last column (on a card: under its details). */
  actions?: { header: string; cell: (row: T) => React.ReactNode };
  /** Sorted by this column; the rows are sorted here when the column has a sort value. */
  sort?: Sort | null;
  /** The address that shows the list sorted another way (a query parameter). */
  sortHref?: (sort: Sort) => string;
  /** Shown instead of the table when there are no rows. */
  empty: React.ReactNode;
  /** The rows are being loaded again: the old ones stay, marked busy. */
  loading?: boolean;
  /** Controls above the list that narrow it (a GET form), kept in the address. */
  filters?: React.ReactNode;
  paging?: { page: number; pages: number; href: (page: number) => string; label: string };
  className?: string;
}

type ViewProps<T> = Pick<
  DataTableProps<T>,
  "caption" | "columns" | "rowKey" | "rowAttributes" | "actions" | "sortHref"
> & {
  rows: T[];
  sort: Sort | null;
};

function TableView<T>({ caption, rows, columns, rowKey, rowAttributes, actions, sort, sortHref }: ViewProps<T>) {
  const cellClass = (c: Column<T>) => `px-3 py-2 ${c.align === "end" ? "text-right tabular-nums" : ""}`;
  // `relative` keeps the screen-reader-only labels of the row actions (absolutely placed) inside
  // the scroll box; without it they widen the whole page.
  return (
    <ScrollRegion label={caption} className="relative mt-3 hidden rounded-xl border border-slate-200 sm:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((c) => (
              <SortHeader key={c.key} column={c} sort={sort} sortHref={sortHref} />
            ))}
            {actions ? (
              <th scope="col" className="px-3 py-2">
                {actions.header}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-200 align-top" {...rowAttributes?.(row)}>
              {columns.map((c) => (
                <td key={c.key} className={cellClass(c)}>
                  {c.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">{actions.cell(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The same rows as cards for a small screen: the primary value as the title, the others under it. */
function CardList<T>({ caption, rows, columns, rowKey, rowAttributes, actions }: ViewProps<T>) {
  const primary = columns.find((c) => c.primary) ?? columns[0];
  return (
    <ul aria-label={caption} data-slot="data-table-cards" className="mt-3 flex flex-col gap-3 sm:hidden">
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
          {...rowAttributes?.(row)}
        >
          {primary ? <div className="font-semibold break-words text-slate-900">{primary.cell(row)}</div> : null}
          <dl className="mt-2 grid grid-cols-1 gap-y-1">
            {columns
              .filter((c) => c !== primary)
              .map((c) => (
                <div key={c.key} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium text-slate-700">{c.header}:</dt>
                  <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                </div>
              ))}
          </dl>
          {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions.cell(row)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * A list of records: a table from 640 px up, cards (one per row, each value under its header)
 * below, so nothing scrolls sideways on a phone. Sorting and paging are links, so a
 * server-rendered list works before its script runs.
 */
export function DataTable<T>({
  rows,
  sort = null,
  empty,
  loading = false,
  filters,
  paging,
  className = "",
  ...view
}: DataTableProps<T>) {
  const { t, locale } = useT();
  const shown = sortRows(rows, view.columns, sort, locale);
  return (
    <div data-slot="data-table" aria-busy={loading || undefined} className={className}>
      {filters}
      {loading ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {t("shell.working")}
        </p>
      ) : null}
      {shown.length === 0 && !loading ? (
        <EmptyState className="mt-3" announce>
          {empty}
        </EmptyState>
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <TableView {...view} rows={shown} sort={sort} />
          <CardList {...view} rows={shown} sort={sort} />
        </div>
      )}
      {paging ? <Pagination {...paging} /> : null}
    </div>
  );
}

/**
 * The sort a list's address asks for (`?sort=<column>&dir=asc|desc`), one of `keys` or the
 * fallback, and the address of another sort (which goes back to the first page).
 */
export function useTableSort(keys: readonly string[], fallback: Sort | null = null) {
  const [params] = useSearchParams();
  const key = params.get("sort");
  const dir = params.get("dir") === "desc" ? "desc" : "asc";
  const sort: Sort | null = key && keys.includes(key) ? { key, dir } : fallback;
  const sortHref = (next: Sort) => {
    const query = new URLSearchParams(params);
    query.set("sort", next.key);
    query.set("dir", next.dir);
    query.delete("page");
    return `?${query.toString()}`;
  };
  return { sort, sortHref };
}
