import { categoriesFor, type RatingRecord, type RatingSummary } from "../../../shared/contracts/ratings.ts";
import { DetailsList } from "../../components/ui/details-list.tsx";
import { RatingView } from "../../features/transactions/ratings.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useFormat } from "../../lib/use-format.ts";

/** How many of the newest ratings the profile shows. */
export const NEWEST_SHOWN = 5;

/** The averages of one side the company was rated as: each category's, with the count. */
function Side({ role, side }: { role: "carrier" | "shipper"; side: RatingSummary["asCarrier"] }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <div data-rated-as={role}>
      <h3 className="font-medium text-slate-900">{t(`companyProfile.ratings.as.${role}`, { count: side.count })}</h3>
      <DetailsList
        items={categoriesFor(role)
          .filter((c) => side.categories[c] !== undefined)
          .map((c) => [t(`transactions:ratings.categories.${c}`), format.number(side.categories[c]!, 1)])}
      />
    </div>
  );
}

/**
 * The company's ratings on its profile (issue 28): "pays on time" first for a company rated as a
 * shipper, the overall average and count, each side's category averages, the last 12 months and
 * the newest ratings with their answers.
 */
export function ProfileRatings({ summary: s, newest }: { summary: RatingSummary; newest: RatingRecord[] }) {
  const { t } = useT();
  const format = useFormat();
  const avg = (n: number) => format.number(n, 1);
  return (
    <section aria-labelledby="profile-ratings" className="mt-8">
      <h2 id="profile-ratings" className="text-lg font-semibold">
        {t("companyProfile.ratings.title")}
      </h2>
      {s.count && s.average !== null ? (
        <>
          {s.paysOnTime ? (
            <p
              data-pays-on-time
              className="mt-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-base font-semibold text-slate-900"
            >
              {t("companyProfile.ratings.paysOnTime", {
                percent: format.number(Math.round(s.paysOnTime.share * 100), 0),
                count: s.paysOnTime.count,
              })}
            </p>
          ) : null}
          <p className="mt-2 text-slate-700">
            {t("companyProfile.ratings.summary", { count: s.count, average: avg(s.average) })}
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {s.asCarrier.count ? <Side role="carrier" side={s.asCarrier} /> : null}
            {s.asShipper.count ? <Side role="shipper" side={s.asShipper} /> : null}
          </div>
          <p className="mt-3 text-slate-700" data-last-12-months>
            {s.last12Months.count && s.last12Months.average !== null
              ? t("companyProfile.ratings.lastYear", {
                  count: s.last12Months.count,
                  average: avg(s.last12Months.average),
                })
              : t("companyProfile.ratings.lastYearNone")}
          </p>
          {newest.length ? (
            <div className="mt-4">
              <h3 className="font-medium text-slate-900">{t("companyProfile.ratings.newest")}</h3>
              <div className="mt-2 flex flex-col gap-4">
                {newest.slice(0, NEWEST_SHOWN).map((r) => (
                  <RatingView key={r.id} rating={r} level="h4" />
                ))}
              </div>
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-slate-700">{t("companyProfile.ratings.none")}</p>
      )}
    </section>
  );
}
