import { data, Link, useLoaderData } from "react-router";
import { hasPermission } from "../../../shared/permissions.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { routeText, weightText, windowText } from "../../features/offers/offer-text.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/archive";

/**
 * The company's archived offers (spec §2 /archive/offers): archived by hand, expired, or past
 * their last day; each can be duplicated with new dates by members holding editOwnOffers.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  if (!actor.user.company || !hasPermission(actor.user.userRoles, "viewOwnCompany")) throw data(null, { status: 403 });
  const offers = await services.offers.companyOffers(actor, "archive");
  return {
    offers: offers.map((o) => ({
      id: o.id,
      status: o.status,
      route: { origin: o.loading[0]!, dest: o.unloading.at(-1) ?? null },
      loadFrom: o.loadFrom,
      loadTo: o.loadTo,
      weightKg: o.weightKg,
      archivedAt: o.archivedAt?.toISOString().slice(0, 10) ?? o.endsOn,
    })),
    canDuplicate: hasPermission(actor.user.userRoles, "editOwnOffers"),
  };
}

export default function ArchiveOffers() {
  const { t, locale } = useT();
  const d = useLoaderData<typeof loader>();
  return (
    <main id="content" className="mx-auto w-full max-w-5xl px-3 py-8 md:px-4">
      <PageTitle title={t("offers:archiveTitle")} description={t("offers:archiveIntro")} />
      <h1 className="text-2xl font-bold">{t("offers:archiveTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("offers:archiveIntro")}</p>
      {d.offers.length ? (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t("offers:archiveTitle")}>
          {d.offers.map((o) => (
            <li key={o.id} className="rounded-lg border border-slate-300 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/ongoing/offers/${o.id}`}
                  className="font-semibold break-words text-blue-800 underline underline-offset-2"
                >
                  {routeText(o.route.origin, o.route.dest, t)}
                </Link>
                <Badge>{t(`offers:view.statuses.${o.status === "active" ? "expired" : o.status}`)}</Badge>
              </div>
              <p className="mt-1 text-sm text-slate-800">
                {windowText(o.loadFrom, o.loadTo)} · {weightText(o.weightKg, locale)} · {o.archivedAt}
              </p>
              {d.canDuplicate ? (
                <Link
                  to={`/ongoing/offers/new?from=${o.id}`}
                  className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-blue-800 underline underline-offset-2"
                >
                  {t("offers:view.duplicate")}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState className="mt-4">{t("offers:archiveEmpty")}</EmptyState>
      )}
    </main>
  );
}
