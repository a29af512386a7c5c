import { Link } from "react-router";
import { useRootData } from "../../lib/root-data.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { AccessPanel } from "./access-panel.tsx";
import { CoffeeBanner } from "./coffee-banner.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { NavbarMenu } from "./navbar-menu.tsx";
import { UserPanel } from "./user-panel.tsx";

/** The logo, then the user panel (desktop), the navbar menu (mobile) or the access panel (guests). */
export function Header() {
  const { t } = useT();
  const data = useRootData();
  const user = data?.user ?? null;
  return (
    <header className="relative z-20 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      {user && data ? <CoffeeBanner href={data.links.coffee} /> : null}
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-3 sm:px-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="text-lg max-[479px]:sr-only">{t("product.name")}</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          {user ? (
            <>
              <div className="hidden md:block">
                <UserPanel user={user} />
              </div>
              <div className="md:hidden">
                <NavbarMenu user={user} />
              </div>
            </>
          ) : (
            <AccessPanel />
          )}
        </div>
      </div>
    </header>
  );
}
