import { Link } from "react-router";
import { useT } from "../../lib/i18n-react.tsx";
import { Avatar } from "./avatar.tsx";
import { mobileMenu } from "./menu-entries.ts";
import { MenuList } from "./menu-list.tsx";
import { useDisclosure } from "./use-disclosure.ts";

/** Mobile, signed in: a menu button opening the overlay menu with the spec's three groups. */
export function NavbarMenu({ user }: { user: { name: string; surname: string; initials: string } }) {
  const { t } = useT();
  const { open, close, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  return (
    <>
      <button
        {...buttonProps}
        className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <span aria-hidden="true">☰</span>
        {t("menu.open")}
      </button>
      {open ? (
        <div {...panelProps} className="fixed inset-0 z-40 overflow-y-auto bg-white p-4">
          <div className="mb-4 flex items-center justify-between">
            <Link
              to="/profile"
              onClick={() => close(false)}
              className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <Avatar initials={user.initials} />
              <span className="font-medium">
                {user.name} {user.surname}
                <span className="block text-xs font-normal text-slate-600">{t("pages.profile")}</span>
              </span>
            </Link>
            <button
              type="button"
              onClick={() => close()}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              {t("actions.close")}
            </button>
          </div>
          <nav aria-label={t("menu.userMenu")}>
            <MenuList groups={mobileMenu} onNavigate={() => close(false)} />
          </nav>
        </div>
      ) : null}
    </>
  );
}
