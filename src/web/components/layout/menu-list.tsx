import { Link } from "react-router";
import { hasPermission } from "../../../shared/permissions.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { signOut } from "../../lib/sign-out.ts";
import type { MenuEntry } from "./menu-entries.ts";
import { UnreadCount } from "./unread-count.tsx";
import { useCurrentPageId } from "./use-current-page.ts";

const item =
  "flex w-full items-center rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700";

/** Groups of menu entries separated by dividers; the entry of the current page is disabled. */
export function MenuList({ groups, onNavigate }: { groups: MenuEntry[][]; onNavigate?: () => void }) {
  const { t } = useT();
  const current = useCurrentPageId();
  const user = useRootData()?.user;
  const roles = user?.userRoles;
  const visible = groups
    .map((group) => group.filter((e) => e.kind !== "link" || !e.permission || hasPermission(roles, e.permission)))
    .filter((group) => group.length > 0);
  return (
    <div className="flex flex-col gap-1">
      {visible.map((group, g) => (
        <ul key={g} className={g > 0 ? "mt-1 border-t border-slate-200 pt-1" : undefined} role="list">
          {group.map((entry) => (
            <li key={entry.labelKey}>
              {entry.kind === "signOut" ? (
                <button type="button" className={item} onClick={() => void signOut()}>
                  {t(entry.labelKey)}
                </button>
              ) : entry.page === current ? (
                <span
                  className={`${item} cursor-default font-semibold text-slate-500 hover:bg-transparent`}
                  aria-current="page"
                  aria-disabled="true"
                >
                  {t(entry.labelKey)}
                  {entry.count ? <UnreadCount count={user?.[entry.count]} /> : null}
                </span>
              ) : (
                <Link className={item} to={entry.to} onClick={onNavigate}>
                  {t(entry.labelKey)}
                  {entry.count ? <UnreadCount count={user?.[entry.count]} /> : null}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
