import { Link } from "react-router";
import { useT } from "../../lib/i18n-react.tsx";
import { signOut } from "../../lib/sign-out.ts";
import type { MenuEntry } from "./menu-entries.ts";
import { useCurrentPageId } from "./use-current-page.ts";

const item =
  "flex w-full items-center rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700";

/** Groups of menu entries separated by dividers; the entry of the current page is disabled. */
export function MenuList({ groups, onNavigate }: { groups: MenuEntry[][]; onNavigate?: () => void }) {
  const { t } = useT();
  const current = useCurrentPageId();
  return (
    <div className="flex flex-col gap-1">
      {groups.map((group, g) => (
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
                </span>
              ) : (
                <Link className={item} to={entry.to} onClick={onNavigate}>
                  {t(entry.labelKey)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
