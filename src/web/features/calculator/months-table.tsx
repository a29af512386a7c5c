import type { MonthFigures } from "../../../domain/tax/compare.ts";
import { TAX_FORMS } from "../../../shared/tax-options.ts";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useFormat } from "../../lib/use-format.ts";
import { useMonthNames } from "./hint-vars.ts";

/** The active months: each month's ZUS stage, social contributions and each form's health contribution. */
export function MonthsTable({ months, open }: { months: MonthFigures[]; open: boolean }) {
  const { t } = useT();
  const { money } = useFormat();
  const { monthName } = useMonthNames();
  return (
    <details className="mt-4 text-sm" open={open}>
      <summary className="cursor-pointer font-semibold">{t("calculator.monthsTitle")}</summary>
      <ScrollRegion label={t("calculator.monthsCaption")} className="mt-2 rounded-xl border border-slate-200">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("calculator.monthsCaption")}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left">
                {t("calculator.monthColumns.month")}
              </th>
              <th scope="col" className="px-3 py-2 text-left">
                {t("calculator.monthColumns.stage")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("calculator.monthColumns.social")}
              </th>
              {TAX_FORMS.map((f) => (
                <th key={f} scope="col" className="px-3 py-2 text-right">
                  {t("calculator.monthColumns.health", { form: t(`calculator.formsShort.${f}`) })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-t border-slate-200">
                {/* The month stays in view while the columns scroll sideways on a phone. */}
                <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium">
                  {monthName(m.month)}
                </th>
                <td className="px-3 py-2">{t(`calculator.stages.${m.stage}`)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{money(m.social.total)}</td>
                {TAX_FORMS.map((f) => (
                  <td key={f} className="px-3 py-2 text-right tabular-nums">
                    {money(m.health[f])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}
