import { type Column, DataTable, useTableSort } from "../../components/ui/data-table.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { StatusBadge } from "./status-badge.tsx";

export interface PersonRow {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  status: string;
  lastLoginAt: string | null;
}

const SORTABLE = ["person", "role", "status", "lastLogin"];

/**
 * A company's accounts: person, role, status, last sign-in, and the actions the page offers;
 * sortable by each of the four (the page holds every account), cards on a phone.
 */
export function PeopleTable<T extends PersonRow>({
  people,
  caption,
  nameSuffix,
  actions,
}: {
  people: T[];
  caption: string;
  nameSuffix?: (person: T) => string;
  actions: (person: T) => React.ReactNode;
}) {
  const { t } = useT();
  const { sort, sortHref } = useTableSort(SORTABLE);
  const role = (p: T) => t(p.isAdmin ? "companies.roleAdmin" : "companies.roleMember");
  const columns: Column<T>[] = [
    {
      key: "person",
      header: t("companies.columns.person"),
      primary: true,
      sortValue: (p) => p.name,
      cell: (p) => (
        <>
          <span className="font-medium">
            {p.name}
            {nameSuffix?.(p)}
          </span>
          <span className="block font-normal text-slate-600">{p.email}</span>
        </>
      ),
    },
    { key: "role", header: t("companies.columns.role"), sortValue: role, cell: role },
    {
      key: "status",
      header: t("companies.columns.status"),
      sortValue: (p) => t(`statuses.user.${p.status}`),
      cell: (p) => <StatusBadge kind="user" status={p.status} />,
    },
    {
      key: "lastLogin",
      header: t("companies.columns.lastLogin"),
      sortValue: (p) => p.lastLoginAt ?? "",
      cell: (p) => <span className="tabular-nums">{p.lastLoginAt ?? t("companies.never")}</span>,
    },
  ];
  return (
    <DataTable
      caption={caption}
      rows={people}
      columns={columns}
      rowKey={(p) => p.id}
      sort={sort}
      sortHref={sortHref}
      actions={{ header: t("companies.columns.actions"), cell: actions }}
      empty={t("companies.noUsers")}
    />
  );
}
