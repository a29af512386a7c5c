import { useEffect, useState } from "react";
import { Form, useLoaderData, useLocation, useNavigation } from "react-router";
import { parseAmount } from "../../shared/format.ts";
import { appErrorOf } from "../../shared/session-cookie.ts";
import { TAX_FORMS, ZUS_STAGES, type ZusStage } from "../../shared/tax-options.ts";
import { FormAlert } from "../components/ui/form.tsx";
import { ScrollRegion } from "../components/ui/scroll-region.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import { Comparison } from "../features/calculator/comparison.tsx";
import { NetIncomeChart } from "../features/calculator/net-income-chart.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { useFormat } from "../lib/use-format.ts";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/calculator";
import { Button } from "../components/ui/button.tsx";
import { ErrorSummary } from "../components/ui/error-summary.tsx";

const DEFAULTS = {
  revenue: "120000",
  costs: "20000",
  zus: "preferential",
  sickness: false,
  rate: "12",
  previous: "",
  previousRevenue: "",
  start: "1",
  change: "",
  changeMonth: "7",
};

/** Stages a business can move to during the year (the start relief only opens it). */
const LATER_STAGES = ZUS_STAGES.filter((s) => s !== "start");
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The page's field for each field of the calculator's input (errors come with the latter). */
const FIELD_OF_INPUT: Record<string, string> = {
  annualRevenue: "revenue",
  annualCosts: "costs",
  previousYearIncome: "previous",
  previousYearRevenue: "previousRevenue",
  startMonth: "start",
  zusChanges: "change",
  ryczaltRate: "rate",
};

/** The lump sum on rental: the lower rate up to this revenue in a year, the higher one above it. */
const RENTAL_THRESHOLD = 100_000;

/** The figures the page's hints name, from the calculator's parameters (formatted by the page). */
function hintFigures(parameters: { path: string; value: number }[]) {
  const at = (path: string) => parameters.find((p) => p.path === path)?.value ?? Number.NaN;
  return {
    preferentialBase: at("zus.preferentialBase"),
    fullBase: at("zus.fullBase"),
    smallPlusLimit: at("zus.smallPlusRevenueLimit"),
    sickness: at("zus.rates.sickness"),
    rentalLow: at("pit.ryczaltActivities.otherServicesAndRental"),
    rentalHigh: at("pit.ryczaltActivities.rentalAbove100k"),
    solidarityThreshold: at("pit.solidarityThreshold"),
  };
}

/** "7" → 7; anything else → NaN, which the calculator refuses with a field error. */
const wholeNumber = (raw: string) => (/^\s*\d{1,2}\s*$/.test(raw) ? Number(raw) : Number.NaN);

/**
 * The public 2026 calculator. The inputs live in the URL's query (a GET form), so a result can be
 * shared as a link and the page works without JavaScript; every figure comes from the same service
 * as `POST /new-api/tax/compare`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, clientIp } = context.get(webContext);
  const q = new URL(request.url).searchParams;
  const text = (name: keyof typeof DEFAULTS, max = 30) => q.get(name)?.slice(0, max) ?? (DEFAULTS[name] as string);
  const stage = (raw: string | null) =>
    (ZUS_STAGES as readonly string[]).includes(raw ?? "") ? (raw as ZusStage) : null;
  const values = {
    revenue: text("revenue"),
    costs: text("costs"),
    zus: stage(q.get("zus")) ?? (DEFAULTS.zus as ZusStage),
    sickness: q.has("revenue") ? q.get("sickness") === "on" : DEFAULTS.sickness,
    rate: text("rate", 10),
    previous: text("previous"),
    previousRevenue: text("previousRevenue"),
    start: text("start", 4),
    change: (stage(q.get("change")) ?? "") as ZusStage | "",
    changeMonth: text("changeMonth", 4),
  };
  const parameters = services.tax.flattenParameters();
  const meta = {
    values,
    rates: services.tax.ryczaltRates().map((r) => Math.round(r * 1000) / 10),
    parameters,
    figures: hintFigures(parameters),
  };
  const number = (raw: string) => parseAmount(raw) ?? Number.NaN;
  const smallPlus = values.zus === "smallPlus" || values.change === "smallPlus";
  try {
    const result = await services.tax.compareTaxForms(
      {
        year: 2026,
        annualRevenue: number(values.revenue),
        annualCosts: number(values.costs),
        zus: values.zus,
        sicknessInsurance: values.sickness,
        ryczaltRate: number(values.rate),
        previousYearIncome: smallPlus ? number(values.previous) : undefined,
        previousYearRevenue:
          smallPlus && values.previousRevenue.trim() !== "" ? number(values.previousRevenue) : undefined,
        startMonth: wholeNumber(values.start),
        zusChanges: values.change ? [{ fromMonth: wholeNumber(values.changeMonth), stage: values.change }] : undefined,
        requirePreviousYearRevenue: true,
      },
      clientIp,
    );
    return { ...meta, result, code: null, fields: {} as Record<string, string[]> };
  } catch (error) {
    const refused = appErrorOf(error);
    if (!refused) throw error;
    const fields: Record<string, string[]> = {};
    for (const [name, codes] of Object.entries(refused.fields ?? {})) fields[FIELD_OF_INPUT[name] ?? name] = codes;
    return { ...meta, result: null, code: refused.code, fields };
  }
}

type Assumed = { code: string; params: Record<string, number | string> };

export default function Calculator() {
  const { t } = useT();
  const { values, rates, parameters, figures, result, code, fields } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "loading";
  // After each refused calculation (a GET navigation) the error summary takes focus.
  const location = useLocation();
  const [focusKey, setFocusKey] = useState(0);
  useEffect(() => {
    if (code) setFocusKey((k) => k + 1);
  }, [location.key, code]);
  // Every number on the page through one formatter in the page's language.
  const { money, amount, number, percent, figures: localFigures } = useFormat();
  const vars = {
    example: number(120_000),
    limit: amount(figures.smallPlusLimit),
    base: amount(figures.preferentialBase),
    fullBase: amount(figures.fullBase),
    rate: percent(figures.sickness),
    rentalLimit: amount(RENTAL_THRESHOLD),
    low: percent(figures.rentalLow),
    high: percent(figures.rentalHigh),
    threshold: amount(figures.solidarityThreshold),
  };
  const err = (f: string) => (fields[f]?.[0] ? t(`calculator.errors.${fields[f][0]}`, vars) : null);
  const monthName = (m: number | string) => t(`calculator.monthNames.m${m}`);
  const monthFrom = (m: number | string) => t(`calculator.monthsGenitive.m${m}`);
  const stageInText = (s: number | string) => t(`calculator.stageInText.${s}`);
  const input =
    "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";
  const described = (name: string, hint = true) =>
    [hint ? `calc-${name}-hint` : null, err(name) ? `calc-${name}-error` : null].filter(Boolean).join(" ") || undefined;
  const errorLine = (name: string) =>
    err(name) ? (
      <p id={`calc-${name}-error`} className="mt-1 text-sm text-red-800">
        {err(name)}
      </p>
    ) : null;
  const field = (name: "revenue" | "costs" | "previous" | "previousRevenue") => (
    <div>
      <label htmlFor={`calc-${name}`} className="block text-sm font-medium text-slate-900">
        {t(`calculator.${name}`)}
      </label>
      <input
        id={`calc-${name}`}
        name={name}
        inputMode="decimal"
        defaultValue={values[name]}
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={described(name)}
        className={input}
      />
      <p id={`calc-${name}-hint`} className="mt-1 text-sm text-slate-600">
        {t(`calculator.${name}Hint`, vars)}
      </p>
      {errorLine(name)}
    </div>
  );
  /** One assumption of the result in the page's language. */
  const assumed = ({ code: c, params: p }: Assumed): string => {
    switch (c) {
      case "partialYear":
        return t("calculator.assumed.partialYear", { month: monthFrom(p.startMonth!), count: Number(p.months) });
      case "zusStage":
        return t("calculator.assumed.zusStage", { stage: stageInText(p.stage!) });
      case "zusChange":
        return t("calculator.assumed.zusChange", {
          from: stageInText(p.from!),
          to: stageInText(p.to!),
          until: monthFrom(p.lastMonth!),
          month: monthFrom(p.month!),
        });
      case "equalMonths":
        return t("calculator.assumed.equalMonths", {
          revenue: money(Number(p.monthlyRevenue)),
          costs: money(Number(p.monthlyCosts)),
        });
      case "ryczaltRate":
        return t("calculator.assumed.ryczaltRate", { rate: number(Number(p.rate)) });
      case "smallPlusBase":
        return t("calculator.assumed.smallPlusBase", {
          base: money(Number(p.base)),
          income: money(Number(p.previousYearIncome)),
        });
      case "ryczaltHealthBracket":
        return t("calculator.assumed.ryczaltHealthBracket", {
          revenue: money(Number(p.revenue)),
          social: money(Number(p.socialInsurance)),
          bracketRevenue: money(Number(p.bracketRevenue)),
          monthly: money(Number(p.monthly)),
        });
      case "labourFund":
        return t("calculator.assumed.labourFund", { amount: money(Number(p.annual)) });
      default:
        return t(`calculator.assumed.${c}`);
    }
  };
  const oneStage = result ? new Set(result.months.map((m) => m.stage)).size === 1 : true;
  return (
    <main id="content" className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={t("pages.calculator")} />
      <h1 className="text-2xl font-bold">{t("pages.calculator")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("calculator.lead")}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_1fr]">
        <Form method="get" className="flex min-w-0 flex-col gap-4" aria-busy={busy || undefined} preventScrollReset>
          <ErrorSummary
            formId="calc"
            errors={fields}
            labels={{
              start: t("calculator.start"),
              revenue: t("calculator.revenue"),
              costs: t("calculator.costs"),
              change: t("calculator.changeStage"),
              previousRevenue: t("calculator.previousRevenue"),
              previous: t("calculator.previous"),
              rate: t("calculator.rate"),
            }}
            describe={err}
            focusKey={focusKey}
          >
            {code && code !== "validation" ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
          </ErrorSummary>
          <div>
            <label htmlFor="calc-start" className="block text-sm font-medium text-slate-900">
              {t("calculator.start")}
            </label>
            <select
              id="calc-start"
              name="start"
              defaultValue={values.start}
              aria-invalid={err("start") ? true : undefined}
              aria-describedby={described("start")}
              className={`${input} min-w-0`}
            >
              {MONTHS.map((m) => (
                <option key={m} value={String(m)}>
                  {m === 1 ? t("calculator.startWholeYear") : t("calculator.startFrom", { month: monthFrom(m) })}
                </option>
              ))}
            </select>
            <p id="calc-start-hint" className="mt-1 text-sm text-slate-600">
              {t("calculator.startHint")}
            </p>
            {errorLine("start")}
          </div>
          {field("revenue")}
          {field("costs")}
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
                    <span className="block text-slate-600">{t(`calculator.stageHints.${stage}`, vars)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="min-w-0" aria-describedby={described("change")}>
            <legend className="text-sm font-medium text-slate-900">{t("calculator.change")}</legend>
            <div className="mt-1 grid grid-cols-2 gap-2">
              <div className="min-w-0">
                <label htmlFor="calc-change" className="block text-sm text-slate-800">
                  {t("calculator.changeStage")}
                </label>
                <select
                  id="calc-change"
                  name="change"
                  defaultValue={values.change}
                  aria-invalid={err("change") ? true : undefined}
                  className={`${input} min-w-0`}
                >
                  <option value="">{t("calculator.noChange")}</option>
                  {LATER_STAGES.map((s) => (
                    <option key={s} value={s}>
                      {t(`calculator.stages.${s}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="min-w-0">
                <label htmlFor="calc-changeMonth" className="block text-sm text-slate-800">
                  {t("calculator.changeMonth")}
                </label>
                <select
                  id="calc-changeMonth"
                  name="changeMonth"
                  defaultValue={values.changeMonth}
                  aria-invalid={err("change") ? true : undefined}
                  className={`${input} min-w-0`}
                >
                  {MONTHS.slice(1).map((m) => (
                    <option key={m} value={String(m)}>
                      {monthName(m)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <p id="calc-change-hint" className="mt-1 text-sm text-slate-600">
              {t("calculator.changeHint")}
            </p>
            {errorLine("change")}
          </fieldset>
          {field("previousRevenue")}
          {field("previous")}
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="sickness" defaultChecked={values.sickness} className="mt-1 size-4" />
            <span>
              <span className="font-medium">{t("calculator.sickness")}</span>
              <span className="block text-slate-600">{t("calculator.sicknessHint", vars)}</span>
            </span>
          </label>
          <div>
            <label htmlFor="calc-rate" className="block text-sm font-medium text-slate-900">
              {t("calculator.rate")}
            </label>
            <select
              id="calc-rate"
              name="rate"
              defaultValue={values.rate}
              aria-invalid={err("rate") ? true : undefined}
              aria-describedby={described("rate", false)}
              className={`${input} min-w-0`}
            >
              {rates.map((r) => (
                <option key={r} value={String(r)}>
                  {`${number(r)}% — ${t(`calculator.rates.r${String(r).replace(".", "_")}`, vars)}`}
                </option>
              ))}
            </select>
            {errorLine("rate")}
          </div>
          <Button type="submit" size="lg">
            {t("calculator.submit")}
          </Button>
          <p className="text-sm text-slate-600">{t("calculator.shareHint")}</p>
        </Form>
        <section aria-labelledby="calc-result" aria-live="polite" className="min-w-0">
          <h2 id="calc-result" className="text-lg font-semibold">
            {t("calculator.result")}
          </h2>
          {code === "validation" ? <p className="mt-2 text-slate-800">{t("calculator.fixFields")}</p> : null}
          {result ? (
            <>
              <p className="mt-2 text-slate-800" data-testid="best">
                {t("calculator.best", { form: t(`calculator.forms.${result.best}`) })}
              </p>
              <Comparison variants={result.variants} best={result.best} />
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
                {oneStage
                  ? t("calculator.monthly", {
                      social: money(result.months[0]!.social.total),
                      health: money(result.months[0]!.health[result.best]),
                    })
                  : t("calculator.monthlyVaries")}
              </p>
              <details className="mt-4 text-sm" open={!oneStage || result.months.length < 12}>
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
                      {result.months.map((m) => (
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
            </>
          ) : null}
          <h2 className="mt-8 text-lg font-semibold">{t("calculator.assumptionsTitle")}</h2>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-800" data-testid="assumptions">
            {(result?.assumptions ?? []).map((a) => (
              <li key={`${a.code}-${JSON.stringify(a.params)}`}>{assumed(a)}</li>
            ))}
            {(["costs", "notIncluded", "rounding", "advice"] as const).map((k) => (
              <li key={k}>{t(`calculator.assumptions.${k}`, vars)}</li>
            ))}
          </ul>
          <details className="mt-6 text-sm">
            <summary className="cursor-pointer font-semibold">{t("calculator.sourcesTitle")}</summary>
            <ul className="mt-2 flex flex-col gap-1 text-slate-700">
              {parameters.map((p) => (
                <li key={`${p.path}-${p.value}`}>
                  {p.rule ? (
                    <span className="font-medium">{t("calculator.rule")}</span>
                  ) : (
                    <span className="tabular-nums">{p.value < 1 ? percent(p.value) : number(p.value)}</span>
                  )}
                  {" — "}
                  {localFigures(p.source)}
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
