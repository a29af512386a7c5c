import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { verificationDaysLeft } from "../../../shared/contracts/verification.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { COMPANY_STATUSES, type CompanyStatus } from "../../../shared/statuses.ts";
import { FormAlert } from "../../components/ui/form.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { StatusBadge } from "../../features/companies/status-badge.tsx";
import { registrationStatusName } from "../../../shared/registration-statuses.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/companies";
import { Button } from "../../components/ui/button.tsx";
import { Field, Input, Select } from "../../components/ui/field.tsx";

const isStatus = (value: string | null): value is CompanyStatus =>
  (COMPANY_STATUSES as readonly string[]).includes(value ?? "");

/** Staff: companies by phrase and status, newest first, paged (the query lives in the URL). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = context.get(webContext);
  if (!hasPermission(actor?.user.userRoles, "viewCompanies")) throw data(null, { status: 403 });
  const url = new URL(request.url);
  const phrase = url.searchParams.get("q")?.slice(0, 200) ?? "";
  const rawStatus = url.searchParams.get("status");
  const status = isStatus(rawStatus) ? rawStatus : null;
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const awaitingVerification = url.searchParams.get("awaiting") === "verification";
  const query = { phrase, status: status ?? "", awaitingVerification };
  const now = new Date();
  try {
    const result = await services.companies.listCompanies(actor, { phrase, status, awaitingVerification, page });
    return {
      query,
      code: null,
      ...result,
      items: result.items.map(({ verificationRequestedAt: ordered, ...c }) => ({
        ...c,
        createdAt: formatDateTime(c.createdAt),
        verificationRequestedAt: ordered ? formatDateTime(ordered) : null,
        daysLeft: ordered ? verificationDaysLeft(ordered, now) : null,
      })),
    };
  } catch (error) {
    const refused = appErrorOf(error);
    if (!refused) throw error;
    return { query, code: refused.code, items: [], total: 0, page: 1, pageSize: 20 };
  }
}

type CompanyRow = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

const link = "font-medium text-blue-800 underline underline-offset-2";

/** The days left of the 14-day deadline of an open verification order; overdue ones stand out. */
function DaysLeft({ days }: { days: number | null }) {
  const { t } = useT();
  if (days === null) return null;
  return days < 0 ? (
    <strong className="text-red-700" data-overdue="true">
      {t("companies.overdue", { count: -days })}
    </strong>
  ) : (
    <span className="tabular-nums">{t("companies.daysLeft", { count: days })}</span>
  );
}

function useCompanyColumns(awaiting: boolean): Column<CompanyRow>[] {
  const { t } = useT();
  const verification: Column<CompanyRow>[] = [
    {
      key: "ordered",
      header: t("companies.columns.verificationRequestedAt"),
      cell: (c) => <time className="tabular-nums">{c.verificationRequestedAt}</time>,
    },
    { key: "daysLeft", header: t("companies.columns.daysLeft"), cell: (c) => <DaysLeft days={c.daysLeft} /> },
  ];
  return [
    {
      key: "name",
      header: t("companies.columns.name"),
      primary: true,
      cell: (c) => (
        <Link to={`/portal/companies/${c.id}`} className={link}>
          {c.name}
        </Link>
      ),
    },
    { key: "tin", header: t("companies.columns.tin"), cell: (c) => <span className="tabular-nums">{c.tin}</span> },
    { key: "city", header: t("companies.columns.city"), cell: (c) => c.city },
    {
      key: "status",
      header: t("companies.columns.status"),
      cell: (c) => <StatusBadge kind="company" status={c.status} />,
    },
    { key: "users", header: t("companies.columns.users"), align: "end", cell: (c) => c.userCount },
    {
      key: "createdAt",
      header: t("companies.columns.createdAt"),
      cell: (c) => <time className="tabular-nums">{c.createdAt}</time>,
    },
    {
      key: "registrationStatus",
      header: t("companies.columns.registrationStatus"),
      cell: (c) => t(`registrationStatuses.${registrationStatusName(c.registrationStatus)}`),
    },
    ...(awaiting ? verification : []),
  ];
}

/** The list's two views as links: every company, or those awaiting verification (oldest order first). */
function ViewLinks({ awaiting }: { awaiting: boolean }) {
  const { t } = useT();
  const view = (to: string, current: boolean, label: string) => (
    <Link to={to} aria-current={current ? "page" : undefined} className={current ? "font-semibold" : link}>
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("companies.views")} className="mt-4 flex flex-wrap gap-4 text-sm">
      {view("/portal/companies", !awaiting, t("companies.allCompanies"))}
      {view("/portal/companies?awaiting=verification", awaiting, t("companies.awaitingVerification"))}
    </nav>
  );
}

/** The search form: a phrase and a status, sent as the address's query (works without script). */
function CompanyFilters({
  query,
  code,
  busy,
}: {
  query: { phrase: string; status: string; awaitingVerification: boolean };
  code: string | null;
  busy: boolean;
}) {
  const { t } = useT();
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3" aria-busy={busy || undefined}>
      <Field
        id="company-phrase"
        name="q"
        label={t("companies.phrase")}
        hint={t("companies.phraseHint")}
        className="min-w-64 flex-1"
      >
        <Input type="search" defaultValue={query.phrase} aria-invalid={code === "phraseMustBeAtLeast3" || undefined} />
      </Field>
      {query.awaitingVerification ? <input type="hidden" name="awaiting" value="verification" /> : null}
      <Field id="company-status" name="status" label={t("companies.status")}>
        <Select defaultValue={query.status}>
          <option value="">{t("companies.allStatuses")}</option>
          {COMPANY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.company.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" className="mb-7">
        {t("companies.search")}
      </Button>
    </Form>
  );
}

export default function PortalCompanies() {
  const { t } = useT();
  const { query, code, items, total, page, pageSize } = useLoaderData<typeof loader>();
  const columns = useCompanyColumns(query.awaitingVerification);
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/portal/companies";
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageLink = (n: number) => {
    const params = new URLSearchParams();
    if (query.phrase) params.set("q", query.phrase);
    if (query.status) params.set("status", query.status);
    if (query.awaitingVerification) params.set("awaiting", "verification");
    if (n > 1) params.set("page", String(n));
    const s = params.toString();
    return `/portal/companies${s ? `?${s}` : ""}`;
  };
  return (
    <main id="content" className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={t("pages.portalCompanies")} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("pages.portalCompanies")}</h1>
        <Link to="/portal/help-requests" className={link}>
          {t("pages.portalHelpRequests")}
        </Link>
      </div>
      <DataTable
        caption={t("pages.portalCompanies")}
        rows={items}
        columns={columns}
        rowKey={(c) => c.id}
        loading={busy}
        empty={t("companies.noneFound")}
        filters={
          <>
            <ViewLinks awaiting={query.awaitingVerification} />
            <CompanyFilters query={query} code={code} busy={busy} />
            {code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
            <p className="mt-4 text-sm text-slate-700" role="status">
              {t("companies.found", { count: total })}
            </p>
          </>
        }
        paging={{ page, pages, href: pageLink, label: t("companies.pagination") }}
      />
    </main>
  );
}
