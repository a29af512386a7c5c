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

/** A company's accounts: person, role, status, last sign-in, and the actions the page offers. */
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
  const th = "px-3 py-2";
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          <th scope="col" className={th}>
            {t("companies.columns.person")}
          </th>
          <th scope="col" className={th}>
            {t("companies.columns.role")}
          </th>
          <th scope="col" className={th}>
            {t("companies.columns.status")}
          </th>
          <th scope="col" className={th}>
            {t("companies.columns.lastLogin")}
          </th>
          <th scope="col" className={th}>
            {t("companies.columns.actions")}
          </th>
        </tr>
      </thead>
      <tbody>
        {people.map((p) => (
          <tr key={p.id} className="border-t border-slate-200 align-top">
            <td className={th}>
              <div className="font-medium">
                {p.name}
                {nameSuffix?.(p)}
              </div>
              <div className="text-slate-600">{p.email}</div>
            </td>
            <td className={th}>{t(p.isAdmin ? "companies.roleAdmin" : "companies.roleMember")}</td>
            <td className={th}>
              <StatusBadge kind="user" status={p.status} />
            </td>
            <td className={`${th} tabular-nums`}>{p.lastLoginAt ?? t("companies.never")}</td>
            <td className={th}>
              <div className="flex flex-wrap gap-2">{actions(p)}</div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
