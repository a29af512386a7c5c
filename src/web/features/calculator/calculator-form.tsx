import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { calculatorSchema, type CalculatorLimits } from "../../../shared/contracts/calculator.ts";
import { ZUS_STAGES } from "../../../shared/tax-options.ts";
import { Button } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useFormat } from "../../lib/use-format.ts";
import { useAppForm } from "../../lib/use-app-form.ts";
import {
  AmountField,
  CalcField,
  calcControl,
  describedBy,
  ErrorLine,
  initial,
  useCalcError,
} from "./calculator-fields.tsx";
import { useMonthNames } from "./hint-vars.ts";

type Meta = FieldMetadata<unknown>;
type Vars = Record<string, string>;

/** Stages a business can move to during the year (the start relief only opens it). */
const LATER_STAGES = ZUS_STAGES.filter((s) => s !== "start");
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

function StartField({ meta, error }: { meta: Meta; error: string | null }) {
  const { t } = useT();
  const { monthFrom } = useMonthNames();
  return (
    <CalcField meta={meta} label={t("calculator.start")} hint={t("calculator.startHint")} error={error}>
      <select
        id={meta.id}
        name={meta.name}
        defaultValue={initial(meta)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(meta, true)}
        className={calcControl}
      >
        {MONTHS.map((m) => (
          <option key={m} value={String(m)}>
            {m === 1 ? t("calculator.startWholeYear") : t("calculator.startFrom", { month: monthFrom(m) })}
          </option>
        ))}
      </select>
    </CalcField>
  );
}

function ZusStages({ meta, vars }: { meta: Meta; vars: Vars }) {
  const { t } = useT();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-900">{t("calculator.zus")}</legend>
      <div className="mt-1 flex flex-col gap-2">
        {ZUS_STAGES.map((stage) => (
          <label key={stage} className="flex gap-2 text-sm">
            <input
              type="radio"
              name={meta.name}
              value={stage}
              defaultChecked={initial(meta) === stage}
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
  );
}

/** A change of the ZUS stage during the year: the stage and the month it starts in (one error for both). */
function StageChange({ change, month, error }: { change: Meta; month: Meta; error: string | null }) {
  const { t } = useT();
  const { monthName } = useMonthNames();
  const invalid = error ? true : undefined;
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy(change, true)}>
      <legend className="text-sm font-medium text-slate-900">{t("calculator.change")}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        <div className="min-w-0">
          <label htmlFor={change.id} className="block text-sm text-slate-800">
            {t("calculator.changeStage")}
          </label>
          <select
            id={change.id}
            name={change.name}
            defaultValue={initial(change)}
            aria-invalid={invalid}
            className={calcControl}
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
          <label htmlFor={month.id} className="block text-sm text-slate-800">
            {t("calculator.changeMonth")}
          </label>
          <select
            id={month.id}
            name={month.name}
            defaultValue={initial(month)}
            aria-invalid={invalid}
            className={calcControl}
          >
            {MONTHS.slice(1).map((m) => (
              <option key={m} value={String(m)}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${change.id}-hint`} className="mt-1 text-sm text-slate-600">
        {t("calculator.changeHint")}
      </p>
      <ErrorLine meta={change} text={error} />
    </fieldset>
  );
}

function Sickness({ meta, vars }: { meta: Meta; vars: Vars }) {
  const { t } = useT();
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" name={meta.name} defaultChecked={initial(meta) === "on"} className="mt-1 size-4" />
      <span>
        <span className="font-medium">{t("calculator.sickness")}</span>
        <span className="block text-slate-600">{t("calculator.sicknessHint", vars)}</span>
      </span>
    </label>
  );
}

function RateField({ meta, rates, vars, error }: { meta: Meta; rates: number[]; vars: Vars; error: string | null }) {
  const { t } = useT();
  const { number } = useFormat();
  return (
    <CalcField meta={meta} label={t("calculator.rate")} error={error}>
      <select
        id={meta.id}
        name={meta.name}
        defaultValue={initial(meta)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(meta, false)}
        className={calcControl}
      >
        {rates.map((r) => (
          <option key={r} value={String(r)}>
            {`${number(r)}% — ${t(`calculator.rates.r${String(r).replace(".", "_")}`, vars)}`}
          </option>
        ))}
      </select>
    </CalcField>
  );
}

/**
 * The calculator's inputs: a GET form (the figures live in the address, so a result can be
 * shared as a link and the page works without JavaScript) on the contract's schema, checked in
 * the browser before it is sent; the error summary at the top lists what to correct.
 */
export function CalculatorForm({
  values,
  reply,
  code,
  limits,
  vars,
}: {
  values: Record<string, string>;
  reply: SubmissionResult<string[]> | null;
  code: string | null;
  limits: CalculatorLimits & { rates: number[] };
  vars: Vars;
}) {
  const { t } = useT();
  const busy = useNavigation().state === "loading";
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "calc",
    schema: calculatorSchema(limits),
    lastResult: reply,
    defaultValue: values,
  });
  const error = useCalcError(vars);
  const amount = (name: "revenue" | "costs" | "previous" | "previousRevenue") => (
    <AmountField
      meta={fields[name]}
      label={t(`calculator.${name}`)}
      hint={t(`calculator.${name}Hint`, vars)}
      error={error(fields[name].errors)}
    />
  );
  const labels = {
    start: t("calculator.start"),
    revenue: t("calculator.revenue"),
    costs: t("calculator.costs"),
    change: t("calculator.changeStage"),
    previousRevenue: t("calculator.previousRevenue"),
    previous: t("calculator.previous"),
    rate: t("calculator.rate"),
  };
  return (
    <Form
      method="get"
      className="flex min-w-0 flex-col gap-4"
      aria-busy={busy || undefined}
      preventScrollReset
      {...formProps}
    >
      <ErrorSummary
        formId={form.id}
        errors={form.allErrors}
        labels={labels}
        describe={(name) => error(form.allErrors[name])}
        focusKey={focusKey}
      >
        {code && code !== "validation" ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
      </ErrorSummary>
      <StartField meta={fields.start} error={error(fields.start.errors)} />
      {amount("revenue")}
      {amount("costs")}
      <ZusStages meta={fields.zus} vars={vars} />
      <StageChange change={fields.change} month={fields.changeMonth} error={error(fields.change.errors)} />
      {amount("previousRevenue")}
      {amount("previous")}
      <Sickness meta={fields.sickness} vars={vars} />
      <RateField meta={fields.rate} rates={limits.rates} vars={vars} error={error(fields.rate.errors)} />
      <Button type="submit" size="lg">
        {t("calculator.submit")}
      </Button>
      <p className="text-sm text-slate-600">{t("calculator.shareHint")}</p>
    </Form>
  );
}
