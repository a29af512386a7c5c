import { Link } from "react-router";
import { featureGranted } from "../../../shared/restrictions.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { useRestrictions } from "../../lib/restrictions-cache.ts";
import { useRootData } from "../../lib/root-data.ts";
import { Avatar } from "./avatar.tsx";
import { userMenu } from "./menu-entries.ts";
import { MenuList } from "./menu-list.tsx";
import { UnreadCount } from "./unread-count.tsx";
import { useDisclosure } from "./use-disclosure.ts";

/** Desktop, signed in: the avatar button opens the user menu. */
export function UserPanel({
  user,
}: {
  user: {
    id: string;
    name: string;
    surname: string;
    initials: string;
    companyName: string | null;
    restrictionsVersion?: number;
  };
}) {
  const { t } = useT();
  const restrictions = useRestrictions(user.companyName ? user.id : null, user.restrictionsVersion ?? 0);
  const { open, close, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  const unread = useRootData()?.user?.unreadConversations;
  return (
    <div className="relative">
      <button
        {...buttonProps}
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <Avatar initials={user.initials} />
        <span className="text-sm font-medium">
          {user.name} {user.surname}
        </span>
        <span className="sr-only">{t("menu.userMenu")}</span>
        <UnreadCount count={unread} />
      </button>
      {open ? (
        <div
          {...panelProps}
          className="absolute right-0 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <Link
            to="/profile"
            onClick={() => close(false)}
            className="block rounded-md px-3 pt-1 pb-2 text-xs text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <span className="block font-medium text-slate-900">{t("pages.profile")}</span>
            {user.companyName}
            {user.companyName && restrictions ? (
              <span className="mt-1 block" data-testid="plan-line">
                {featureGranted(restrictions, "advisor")
                  ? t("companies.planUntil", { date: restrictions.expireDate!.slice(0, 10) })
                  : t("companies.planNone")}
              </span>
            ) : null}
          </Link>
          <nav aria-label={t("menu.userMenu")}>
            <MenuList groups={userMenu} onNavigate={() => close(false)} />
          </nav>
        </div>
      ) : null}
    </div>
  );
}
