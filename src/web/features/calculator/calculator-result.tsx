import type { Comparison as Result } from "../../../domain/tax/compare.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { useFormat } from "../../lib/use-format.ts";
import { useAssumed } from "./assumed.ts";
import { Comparison } from "./comparison.tsx";
import { MonthsTable } from "./months-table.tsx";
import { NetIncomeChart } from "./net-income-chart.tsx";

type Figures = Pick<Result, "variants" | "best" | "months" | "assumptions">;
type Parameter = { path: string; value: number; rule?: boolean; source: string };

/** The best form, the yearly figures of each, the chart and the months. */
function Figures({ result }: { result: Figures }) {
  const { t } = useT();
  const { money } = useFormat();
  const oneStage = new Set(result.months.map((m) => m.stage)).size === 1;
  return (
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
      <MonthsTable months={result.months} open={!oneStage || result.months.length < 12} />
    </>
  );
}

/** Each figure of the calculator with its source. */
function Sources({ parameters }: { parameters: Parameter[] }) {
  const { t } = useT();
  const { number, percent, figures } = useFormat();
  return (
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
            {figures(p.source)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-600">{t("calculator.sourcesNote")}</p>
    </details>
  );
}

/** The result of the calculation (or why there is none), what it assumes, and the sources. */
export function CalculatorResult({
  result,
  refused,
  parameters,
  vars,
}: {
  result: Figures | null;
  /** The form's fields were refused: the result waits for them. */
  refused: boolean;
  parameters: Parameter[];
  vars: Record<string, string>;
}) {
  const { t } = useT();
  const assumed = useAssumed();
  return (
    <section aria-labelledby="calc-result" aria-live="polite" className="min-w-0">
      <h2 id="calc-result" className="text-lg font-semibold">
        {t("calculator.result")}
      </h2>
      {refused ? <p className="mt-2 text-slate-800">{t("calculator.fixFields")}</p> : null}
      {result ? <Figures result={result} /> : null}
      <h2 className="mt-8 text-lg font-semibold">{t("calculator.assumptionsTitle")}</h2>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-800" data-testid="assumptions">
        {(result?.assumptions ?? []).map((a) => (
          <li key={`${a.code}-${JSON.stringify(a.params)}`}>{assumed(a)}</li>
        ))}
        {(["costs", "notIncluded", "rounding", "advice"] as const).map((k) => (
          <li key={k}>{t(`calculator.assumptions.${k}`, vars)}</li>
        ))}
      </ul>
      <Sources parameters={parameters} />
    </section>
  );
}
