import { ScrollRegion } from "../../components/ui/scroll-region.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useFormat } from "../../lib/use-format.ts";

export const ROWS = ["socialContributions", "healthContribution", "incomeTax", "netIncome"] as const;
type Row = (typeof ROWS)[number];
type Variant = { form: string } & Record<Row, number>;

/**
 * The yearly figures of every tax form. On a phone one card per form, each with all four figures
 * (a table of four columns would hide the lump sum off the screen); from 640 px up, the table.
 * Both are in the page; CSS shows one, so the figures never depend on JavaScript.
 */
export function Comparison({ variants, best }: { variants: Variant[]; best: string }) {
  const { t } = useT();
  const { money } = useFormat();
  return (
    <>
      <ul
        aria-label={t("calculator.tableCaption")}
        className="mt-4 flex flex-col gap-3 sm:hidden"
        data-testid="form-cards"
      >
        {variants.map((v) => (
          <li
            key={v.form}
            data-form={v.form}
            className={`rounded-xl border bg-white p-4 ${v.form === best ? "border-emerald-700" : "border-slate-200"}`}
          >
            <h3 className="font-semibold text-slate-900">
              {t(`calculator.forms.${v.form}`)}
              {v.form === best ? (
                <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                  {t("calculator.bestBadge")}
                </span>
              ) : null}
            </h3>
            <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
              {ROWS.map((row) => (
                <div key={row} className={`contents ${row === "netIncome" ? "font-semibold" : ""}`}>
                  <dt className="text-slate-700">{t(`calculator.rows.${row}`)}</dt>
                  <dd className="text-right whitespace-nowrap text-slate-900 tabular-nums">{money(v[row])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <ScrollRegion
        label={t("calculator.tableCaption")}
        className="mt-4 hidden rounded-xl border border-slate-200 sm:block"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t("calculator.tableCaption")}</caption>
          <thead className="bg-slate-50">
            <tr>
              <td />
              {variants.map((v) => (
                <th key={v.form} scope="col" className="px-3 py-2 text-right">
                  {t(`calculator.forms.${v.form}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row} className={`border-t border-slate-200 ${row === "netIncome" ? "font-semibold" : ""}`}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {t(`calculator.rows.${row}`)}
                </th>
                {variants.map((v) => (
                  <td key={v.form} className="px-3 py-2 text-right tabular-nums">
                    {money(v[row])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
