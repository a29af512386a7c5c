import { Form } from "react-router";
import type { PlanView } from "./views.ts";
import { VAT_RATES } from "../../../shared/pricing.ts";
import { RESTRICTION_FEATURE_NAMES } from "../../../shared/restrictions.ts";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox, Field, Input, Select, Textarea } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { CurrencyOptions, IntervalOptions } from "./options.tsx";

/** A refused form's field codes and what was typed in it. */
export interface Refusal {
  fields: Record<string, string[]>;
  values: Record<string, string[]>;
}

const first = (r: Refusal | null, name: string) => r?.values[name]?.[0];
const errs = (r: Refusal | null, name: string) => r?.fields[name] ?? null;

/** Staff: a plan's names, descriptions, features with limits and active flag (a new plan also takes its code). */
export function PlanForm({ plan, refused }: { plan: PlanView | null; refused: Refusal | null }) {
  const { t } = useT();
  const value = (name: keyof PlanView) => first(refused, name) ?? (plan ? String(plan[name] ?? "") : "");
  const granted = (f: string) =>
    refused ? (refused.values.features ?? []).includes(f) : Boolean(plan?.features.includes(f));
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={plan ? "plan-update" : "plan-create"} />
      {plan ? <input type="hidden" name="planId" value={plan.id} /> : null}
      {plan ? null : (
        <Field
          name="code"
          label={t("pricing:staff.code")}
          hint={t("pricing:staff.codeHint")}
          errors={errs(refused, "code")}
          defaultValue={value("code")}
        >
          <Input maxLength={32} required autoComplete="off" />
        </Field>
      )}
      {(["namePl", "nameEn"] as const).map((name) => (
        <Field
          key={name}
          name={name}
          label={t(`pricing:staff.${name}`)}
          errors={errs(refused, name)}
          defaultValue={value(name)}
        >
          <Input maxLength={100} required />
        </Field>
      ))}
      {(["descriptionPl", "descriptionEn"] as const).map((name) => (
        <Field
          key={name}
          name={name}
          label={t(`pricing:staff.${name}`)}
          errors={errs(refused, name)}
          defaultValue={value(name)}
        >
          <Textarea maxLength={1000} rows={2} />
        </Field>
      ))}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">{t("pricing:features")}</legend>
        <p className="text-sm text-slate-600">{t("pricing:staff.limitHint")}</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {RESTRICTION_FEATURE_NAMES.map((f) => (
            <div key={f} className="rounded border border-slate-200 p-2">
              <Checkbox name="features" value={f} label={t(`restrictions.features.${f}`)} defaultChecked={granted(f)} />
              <Field
                name={`limit.${f}`}
                label={t("pricing:staff.limitOf", { feature: t(`restrictions.features.${f}`) })}
                errors={errs(refused, `limits.${f}`)}
                defaultValue={
                  first(refused, `limit.${f}`) ?? (plan?.limits[f] !== undefined ? String(plan.limits[f]) : "")
                }
                className="mt-2"
              >
                <Input inputMode="numeric" maxLength={7} />
              </Field>
            </div>
          ))}
        </div>
      </fieldset>
      <Checkbox
        name="active"
        label={t("pricing:staff.active")}
        defaultChecked={refused ? first(refused, "active") === "on" : (plan?.active ?? true)}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary">
          {t(plan ? "pricing:staff.save" : "pricing:staff.create")}
        </Button>
      </div>
    </Form>
  );
}

/** Staff: a plan's open prices, and a form that sets one (a change makes a new version). */
export function PlanPrices({ plan, refused }: { plan: PlanView; refused: Refusal | null }) {
  const { t } = useT();
  return (
    <div className="mt-4">
      <h4 className="font-semibold">{t("pricing:staff.prices")}</h4>
      {plan.prices.length ? (
        <ul className="mt-1 text-sm">
          {plan.prices.map((p) => (
            <li key={p.id}>
              {t(`pricing:intervals.${p.interval}`)}: {p.netText} + VAT {p.vatRate}% ({t("pricing:staff.validFrom")}{" "}
              {p.validFrom.slice(0, 10)})
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">{t("pricing:staff.noPrices")}</p>
      )}
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-5 sm:items-end">
        <input type="hidden" name="intent" value="price" />
        <input type="hidden" name="planId" value={plan.id} />
        <Field
          name="interval"
          label={t("pricing:company.interval")}
          defaultValue={first(refused, "interval") ?? "month"}
        >
          <Select>
            <IntervalOptions />
          </Select>
        </Field>
        <Field
          name="currencyId"
          label={t("pricing:company.currency")}
          defaultValue={first(refused, "currencyId") ?? "1"}
        >
          <Select>
            <CurrencyOptions />
          </Select>
        </Field>
        <Field
          name="net"
          label={t("pricing:staff.net")}
          errors={errs(refused, "netAmount")}
          defaultValue={first(refused, "net") ?? ""}
        >
          <Input inputMode="decimal" maxLength={12} required />
        </Field>
        <Field name="vatRate" label={t("pricing:staff.vatRate")} defaultValue={first(refused, "vatRate") ?? "23"}>
          <Select>
            {VAT_RATES.map((r) => (
              <option key={r} value={String(r)}>
                {r}%
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit">{t("pricing:staff.setPrice")}</Button>
      </Form>
      <p className="mt-1 text-sm text-slate-600">{t("pricing:staff.netHint")}</p>
    </div>
  );
}
