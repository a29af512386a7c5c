import { Form } from "react-router";
import { SUBSCRIPTION_INTERVALS } from "../../../shared/pricing.ts";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox, Field, Input, Select } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import type { Refusal } from "./plan-forms.tsx";
import type { PlanView, PromoView } from "./views.ts";
import { CurrencyOptions } from "./options.tsx";

const first = (r: Refusal | null, name: string) => r?.values[name]?.[0];
const errs = (r: Refusal | null, name: string) => r?.fields[name] ?? null;

/** Staff: every promo code with its discount, scope, window and uses; an active one can be switched off. */
export function PromoCodeList({ codes, plans }: { codes: PromoView[]; plans: PlanView[] }) {
  const { t, locale } = useT();
  if (!codes.length) return <p className="mt-2 text-sm text-slate-700">{t("pricing:staff.noPromoCodes")}</p>;
  const planName = (id: string) => {
    const p = plans.find((x) => x.id === id);
    return p ? (locale === "en" ? p.nameEn : p.namePl) : id.slice(0, 8);
  };
  return (
    <ul className="mt-3 flex flex-col gap-2 text-sm">
      {codes.map((c) => (
        <li key={c.code} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-slate-200 p-2">
          <strong className="font-mono">{c.code}</strong>
          <span>{c.discountText}</span>
          <span>
            {[...c.planIds.map(planName), ...c.intervals.map((i) => t(`pricing:intervals.${i}`))].join(", ") ||
              t("pricing:staff.allHint")}
          </span>
          <span>{[c.validFrom, c.validUntil].map((d) => d ?? "…").join(" – ")}</span>
          <span>
            {t("pricing:staff.uses")}:{" "}
            {c.maxUses === null ? c.uses : t("pricing:staff.usesOf", { uses: c.uses, max: c.maxUses })}
            {c.usesPerCompany !== null ? ` (${t("pricing:staff.usesPerCompany")}: ${c.usesPerCompany})` : ""}
          </span>
          {c.active ? (
            <Form method="post">
              <input type="hidden" name="intent" value="promo-deactivate" />
              <input type="hidden" name="code" value={c.code} />
              <Button type="submit" size="sm" variant="secondary">
                {t("pricing:staff.deactivate")}
                <span className="sr-only">: {c.code}</span>
              </Button>
            </Form>
          ) : (
            <em>{t("pricing:staff.deactivated")}</em>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Staff: a new promo code. */
export function PromoCodeForm({ plans, refused }: { plans: PlanView[]; refused: Refusal | null }) {
  const { t } = useT();
  const field = (name: string, label: string, hint?: string) => ({
    name,
    label: t(label),
    hint: hint ? t(hint) : undefined,
    errors: errs(refused, name),
    defaultValue: first(refused, name) ?? "",
  });
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="promo-create" />
      <Field {...field("code", "pricing:staff.promoCode")}>
        <Input maxLength={32} required autoComplete="off" />
      </Field>
      <Field {...field("description", "pricing:staff.description")}>
        <Input maxLength={200} />
      </Field>
      <Field {...field("kind", "pricing:staff.kind")} defaultValue={first(refused, "kind") ?? "percent"}>
        <Select>
          {(["percent", "amount"] as const).map((k) => (
            <option key={k} value={k}>
              {t(`pricing:staff.kinds.${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field {...field("value", "pricing:staff.value", "pricing:staff.valueHint")}>
        <Input inputMode="decimal" maxLength={12} required />
      </Field>
      <Field
        {...field("currencyId", "pricing:staff.amountCurrency")}
        defaultValue={first(refused, "currencyId") ?? "1"}
      >
        <Select>
          <CurrencyOptions />
        </Select>
      </Field>
      <PromoScope plans={plans} refused={refused} />
      <Field {...field("validFrom", "pricing:staff.validFromDate")}>
        <Input type="date" />
      </Field>
      <Field {...field("validUntil", "pricing:staff.validUntilDate")}>
        <Input type="date" />
      </Field>
      <Field {...field("maxUses", "pricing:staff.maxUses", "pricing:staff.usesHint")}>
        <Input inputMode="numeric" maxLength={7} />
      </Field>
      <Field {...field("usesPerCompany", "pricing:staff.usesPerCompany", "pricing:staff.usesHint")}>
        <Input inputMode="numeric" maxLength={4} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary">
          {t("pricing:staff.createPromo")}
        </Button>
      </div>
    </Form>
  );
}

/** The plans and intervals a new code applies to (none ticked: all). */
function PromoScope({ plans, refused }: { plans: PlanView[]; refused: Refusal | null }) {
  const { t, locale } = useT();
  const ticked = (name: string, value: string) => (refused?.values[name] ?? []).includes(value);
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium">{t("pricing:staff.forPlans")}</legend>
        <p className="text-sm text-slate-600">{t("pricing:staff.allHint")}</p>
        {plans.map((p) => (
          <Checkbox
            key={p.id}
            name="planIds"
            value={p.id}
            label={locale === "en" ? p.nameEn : p.namePl}
            defaultChecked={ticked("planIds", p.id)}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">{t("pricing:staff.forIntervals")}</legend>
        <p className="text-sm text-slate-600">{t("pricing:staff.allHint")}</p>
        {SUBSCRIPTION_INTERVALS.map((i) => (
          <Checkbox
            key={i}
            name="intervals"
            value={i}
            label={t(`pricing:intervals.${i}`)}
            defaultChecked={ticked("intervals", i)}
          />
        ))}
      </fieldset>
    </>
  );
}
