import { Form, useLoaderData, useNavigation } from "react-router";
import { formatMoney, parseAmount } from "../../shared/format.ts";
import { appErrorOf } from "../../shared/session-cookie.ts";
import { ZUS_STAGES, type ZusStage } from "../../shared/tax-options.ts";
import { FormAlert } from "../components/ui/form.tsx";
import { ScrollRegion } from "../components/ui/scroll-region.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import { NetIncomeChart } from "../features/calculator/net-income-chart.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/calculator";

const DEFAULTS = { revenue: "120000", costs: "20000", zus: "preferential", sickness: false, rate: "12", previous: "" };

/**
 * The public 2026 calculator. The inputs live in the URL's query (a GET form), so a result can be
 * shared as a link; every figure comes from the same service as `POST /new-api/tax/compare`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, clientIp } = context.get(webContext);
  const q = new URL(request.url).searchParams;
  const values = {
    revenue: q.get("revenue")?.slice(0, 30) ?? DEFAULTS.revenue,
    costs: q.get("costs")?.slice(0, 30) ?? DEFAULTS.costs,
    zus: (ZUS_STAGES as readonly string[]).includes(q.get("zus") ?? "") ? (q.get("zus") as ZusStage) : DEFAULTS.zus,
    sickness: q.has("revenue") ? q.get("sickness") === "on" : DEFAULTS.sickness,
    rate: q.get("rate")?.slice(0, 10) ?? DEFAULTS.rate,
    previous: q.get("previous")?.slice(0, 30) ?? DEFAULTS.previous,
  };
  const meta = {
    values,
    rates: services.tax.ryczaltRates().map((r) => Math.round(r * 1000) / 10),
    parameters: services.tax.parameters(),
  };
  const number = (raw: string) => parseAmount(raw) ?? Number.NaN;
  try {
    const result = await services.tax.compare(
      {
        year: 2026,
        annualRevenue: number(values.revenue),
        annualCosts: number(values.costs),
        zus: values.zus as ZusStage,
        sicknessInsurance: values.sickness,
        ryczaltRate: number(values.rate),
        previousYearIncome: values.zus === "smallPlus" ? number(values.previous) : undefined,
      },
      clientIp,
    );
    return { ...meta, result, code: null, fields: {} as Record<string, string[]> };
  } catch (error) {
    const refused = appErrorOf(error);
    if (!refused) throw error;
    return { ...meta, result: null, code: refused.code, fields: refused.fields ?? {} };
  }
}

export default function Calculator() {
  const { t, locale } = useT();
  const { values, rates, parameters, result, code, fields } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  const money = (v: number) => formatMoney(v, locale);
  const err = (f: string) => (fields[f]?.[0] ? t(`calculator.errors.${fields[f][0]}`) : null);
  const input =
    "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";
  const field = (name: "revenue" | "costs" | "previous", apiName: string) => (
    <div>
      <label htmlFor={`calc-${name}`} className="block text-sm font-medium text-slate-900">
        {t(`calculator.${name}`)}
      </label>
      <input
        id={`calc-${name}`}
        name={name}
        inputMode="decimal"
        defaultValue={values[name]}
        aria-invalid={err(apiName) ? true : undefined}
        aria-describedby={`calc-${name}-hint${err(apiName) ? ` calc-${name}-error` : ""}`}
        className={input}
      />
      <p id={`calc-${name}-hint`} className="mt-1 text-sm text-slate-600">
        {t(`calculator.${name}Hint`)}
      </p>
      {err(apiName) ? (
        <p id={`calc-${name}-error`} className="mt-1 text-sm text-red-800">
          {err(apiName)}
        </p>
      ) : null}
    </div>
  );
  const row = (key: "socialContributions" | "healthContribution" | "incomeTax" | "netIncome") => (
    <tr key={key} className={`border-t border-slate-200 ${key === "netIncome" ? "font-semibold" : ""}`}>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {t(`calculator.rows.${key}`)}
      </th>
      {result!.variants.map((v) => (
        <td key={v.form} className="px-3 py-2 text-right tabular-nums">
          {money(v[key])}
        </td>
      ))}
    </tr>
  );
  return (
    <main id="content" className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={t("pages.calculator")} />
      <h1 className="text-2xl font-bold">{t("pages.calculator")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("calculator.lead")}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_1fr]">
        <Form method="get" className="flex min-w-0 flex-col gap-4" aria-busy={busy || undefined} preventScrollReset>
          {field("revenue", "annualRevenue")}
          {field("costs", "annualCosts")}
          <fieldset className="min-w-0">
            <legend className="text-sm font-medium text-slate-900">{t("calculator.zus")}</legend>
            <div className="mt-1 flex flex-col gap-2">
              {ZUS_STAGES.map((stage) => (
                <label key={stage} className="flex gap-2 text-sm">
                  <input
                    type="radio"
                    name="zus"
                    value={stage}
                    defaultChecked={values.zus === stage}
                    className="mt-1 size-4"
                  />
                  <span>
                    <span className="font-medium">{t(`calculator.stages.${stage}`)}</span>
                    <span className="block text-slate-600">{t(`calculator.stageHints.${stage}`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {field("previous", "previousYearIncome")}
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="sickness" defaultChecked={values.sickness} className="mt-1 size-4" />
            <span>
              <span className="font-medium">{t("calculator.sickness")}</span>
              <span className="block text-slate-600">{t("calculator.sicknessHint")}</span>
            </span>
          </label>
          <div>
            <label htmlFor="calc-rate" className="block text-sm font-medium text-slate-900">
              {t("calculator.rate")}
            </label>
            <select id="calc-rate" name="rate" defaultValue={values.rate} className={`${input} min-w-0`}>
              {rates.map((r) => (
                <option key={r} value={String(r)}>
                  {`${r.toLocaleString(locale === "en" ? "en-GB" : "pl-PL")}% — ${t(`calculator.rates.r${String(r).replace(".", "_")}`)}`}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="rounded-lg bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {t("calculator.submit")}
          </button>
          <p className="text-sm text-slate-600">{t("calculator.shareHint")}</p>
        </Form>
        <section aria-labelledby="calc-result" aria-live="polite" className="min-w-0">
          <h2 id="calc-result" className="text-lg font-semibold">
            {t("calculator.result")}
          </h2>
          {code ? <FormAlert>{t(code === "validation" ? "calculator.fixFields" : `errors:${code}`)}</FormAlert> : null}
          {result ? (
            <>
              <p className="mt-2 text-slate-800" data-testid="best">
                {t("calculator.best", { form: t(`calculator.forms.${result.best}`) })}
              </p>
              <ScrollRegion label={t("calculator.tableCaption")} className="mt-4 rounded-xl border border-slate-200">
                <table className="w-full text-sm">
                  <caption className="sr-only">{t("calculator.tableCaption")}</caption>
                  <thead className="bg-slate-50">
                    <tr>
                      <td />
                      {result.variants.map((v) => (
                        <th key={v.form} scope="col" className="px-3 py-2 text-right">
                          {t(`calculator.forms.${v.form}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {(["socialContributions", "healthContribution", "incomeTax", "netIncome"] as const).map(row)}
                  </tbody>
                </table>
              </ScrollRegion>
              <NetIncomeChart
                label={t("calculator.chartLabel")}
                bars={result.variants.map((v) => ({
                  key: v.form,
                  label: t(`calculator.forms.${v.form}`),
                  value: v.netIncome,
                  text: money(v.netIncome),
                  best: v.form === result.best,
                }))}
              />
              <p className="mt-2 text-sm text-slate-700">
                {t("calculator.monthly", {
                  social: money(result.details.social.monthly.total),
                  health: money(result.details.health[result.best].monthly),
                })}
              </p>
            </>
          ) : null}
          <h2 className="mt-8 text-lg font-semibold">{t("calculator.assumptionsTitle")}</h2>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
            {(["wholeYear", "costs", "health", "ryczalt", "notIncluded", "rounding", "advice"] as const).map((k) => (
              <li key={k}>{t(`calculator.assumptions.${k}`)}</li>
            ))}
          </ul>
          <details className="mt-6 text-sm">
            <summary className="cursor-pointer font-semibold">{t("calculator.sourcesTitle")}</summary>
            <ul className="mt-2 flex flex-col gap-1 text-slate-700">
              {parameters.map((p) => (
                <li key={`${p.path}-${p.value}`}>
                  <span className="tabular-nums">
                    {p.value < 1
                      ? `${Math.round(p.value * 10000) / 100}%`
                      : p.value.toLocaleString(locale === "en" ? "en-GB" : "pl-PL")}
                  </span>
                  {" — "}
                  {p.source}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-slate-600">{t("calculator.sourcesNote")}</p>
          </details>
        </section>
      </div>
    </main>
  );
}
