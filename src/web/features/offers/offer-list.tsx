import { Link, useFetcher } from "react-router";
import type { OfferListItem } from "../../../shared/contracts/offer-search.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { priceText, routeText, weightText, windowText } from "./offer-text.ts";

/** Pin or unpin without leaving the list (a fetcher keeps the scroll place); a plain post without JavaScript. */
function PinButton({ item, route }: { item: OfferListItem; route: string }) {
  const { t } = useT();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("intent");
  const pinned = pending ? pending === "pin" : item.pinned;
  return (
    <fetcher.Form method="post" action="/ongoing/offers">
      <input type="hidden" name="intent" value={pinned ? "unpin" : "pin"} />
      <input type="hidden" name="offerId" value={item.id} />
      <button
        type="submit"
        aria-pressed={pinned}
        aria-label={t(pinned ? "offers:list.unpinLabel" : "offers:list.pinLabel", { route })}
        className="min-h-11 rounded-md border border-slate-400 px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 aria-pressed:bg-amber-100"
      >
        {pinned ? t("offers:list.unpin") : t("offers:list.pin")}
      </button>
    </fetcher.Form>
  );
}

/**
 * Offers as a list of cards (one column on a phone): the route links to the offer; dates, weight
 * and body, price and company beside it; "new", "private" and "ours" as badges; pin on others'.
 */
export function OfferList({
  items,
  compact,
  newMatches = {},
}: {
  items: OfferListItem[];
  compact: boolean;
  /** Own offers' matches not yet seen, by offer id. */
  newMatches?: Record<string, number>;
}) {
  const { t, locale } = useT();
  return (
    <ul aria-label={t("offers:list.caption")} className={`mt-3 flex flex-col ${compact ? "gap-1" : "gap-3"}`}>
      {items.map((item) => {
        const route = routeText(item.origin, item.dest, t);
        return (
          <li
            key={item.id}
            data-offer={item.id}
            className={`rounded-lg border border-slate-300 bg-white ${compact ? "px-3 py-1.5" : "p-3 md:p-4"}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <Link
                  to={`/ongoing/offers/${item.id}`}
                  className="font-semibold break-words text-blue-800 underline underline-offset-2"
                >
                  {route}
                </Link>
                <span className="ml-2 inline-flex flex-wrap gap-1 align-middle">
                  {item.isNew ? <Badge tone="info">{t("offers:list.new")}</Badge> : null}
                  {item.visibility === "private" ? <Badge>{t("offers:list.private")}</Badge> : null}
                  {item.own ? <Badge tone="success">{t("offers:list.own")}</Badge> : null}
                  {newMatches[item.id] ? (
                    <Link to={`/ongoing/offers/${item.id}#offer-matches`} className="rounded-sm">
                      <Badge tone="info">{t("offers:list.newMatches", { count: newMatches[item.id] })}</Badge>
                    </Link>
                  ) : null}
                </span>
              </div>
              {item.own ? null : <PinButton item={item} route={route} />}
            </div>
            <dl
              className={`grid gap-x-4 text-sm text-slate-800 sm:grid-cols-2 lg:grid-cols-4 ${compact ? "" : "mt-2 gap-y-1"}`}
            >
              <div>
                <dt className="sr-only">{t("offers:list.dates")}</dt>
                <dd>
                  {windowText(item.loadFrom, item.loadTo)}
                  {item.unloadFrom ? ` → ${windowText(item.unloadFrom, item.unloadTo)}` : ""}
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t("offers:list.cargo")}</dt>
                <dd>
                  {weightText(item.weightKg, locale)} ·{" "}
                  {item.bodyTypes.map((b) => t(`vehicles:bodyTypes.${b}`)).join(", ")}
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t("offers:list.price")}</dt>
                <dd>{priceText(item.price, item.currency, locale, t)}</dd>
              </div>
              <div>
                <dt className="sr-only">{t("offers:list.company")}</dt>
                <dd className="break-words">
                  {item.companyName}
                  {item.distanceKm !== null ? ` · ${t("offers:list.distance", { km: item.distanceKm })}` : ""}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
