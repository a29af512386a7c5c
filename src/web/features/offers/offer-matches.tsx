import { Link } from "react-router";
import type { OfferPlace } from "../../../shared/contracts/offers.ts";
import { formatNumber } from "../../../shared/format.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { priceText, routeText, weightText, windowText } from "./offer-text.ts";

export interface MatchView {
  offer: {
    id: string;
    companyName: string;
    origin: OfferPlace;
    dest: OfferPlace | null;
    loadFrom: string;
    loadTo: string | null;
    weightKg: number;
    price: number | null;
    currency: string | null;
  };
  match: {
    score: number;
    parts: {
      emptyRun: { points: number; km: number };
      route: { points: number; km: number; mode: "toDestination" | "loadedShare" };
      dates: { points: number; daysAfter: number };
      capacity: { points: number; percent: number };
    };
  };
}

/** The offers that fit this one, best first; each score explained part by part (issue 26). */
export function OfferMatches({ matches, kind }: { matches: MatchView[]; kind: "load" | "vehicle" }) {
  const { t, locale } = useT();
  const n = (x: number) => formatNumber(x, locale, 1);
  const title = kind === "vehicle" ? t("offers:matches.title") : t("offers:matches.titleVehicles");
  return (
    <section aria-labelledby="offer-matches" className="mt-8">
      <h2 id="offer-matches" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("offers:matches.intro")}</p>
      {matches.length ? (
        <ol className="mt-3 flex flex-col gap-3">
          {matches.map(({ offer: o, match: m }) => {
            const p = m.parts;
            return (
              <li key={o.id} data-match={o.id} className="rounded-lg border border-slate-300 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`/ongoing/offers/${o.id}`}
                    className="font-semibold break-words text-blue-800 underline underline-offset-2"
                  >
                    {routeText(o.origin, o.dest, t)}
                  </Link>
                  <strong>{t("offers:matches.score", { score: m.score })}</strong>
                </div>
                <p className="text-sm text-slate-800">
                  {windowText(o.loadFrom, o.loadTo)} · {weightText(o.weightKg, locale)} ·{" "}
                  {priceText(o.price, o.currency, locale, t)} · {o.companyName}
                </p>
                <details className="mt-1 text-sm">
                  <summary className="min-h-11 cursor-pointer py-2 text-blue-800 underline">
                    {t("offers:matches.explain")}
                  </summary>
                  <ul className="list-disc pl-5 text-slate-800">
                    <li>{t("offers:matches.emptyRun", { km: p.emptyRun.km, points: n(p.emptyRun.points) })}</li>
                    <li>{t(`offers:matches.${p.route.mode}`, { km: p.route.km, points: n(p.route.points) })}</li>
                    <li>{t("offers:matches.dates", { days: p.dates.daysAfter, points: n(p.dates.points) })}</li>
                    <li>
                      {t("offers:matches.capacity", { percent: p.capacity.percent, points: n(p.capacity.points) })}
                    </li>
                  </ul>
                </details>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-3 text-slate-700">{t("offers:matches.empty")}</p>
      )}
    </section>
  );
}
