import { Form } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Field, Input, Select } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import type { PlanView, QuoteView } from "./views.ts";
import { CurrencyOptions, IntervalOptions } from "./options.tsx";
import { DetailsList } from "../../components/ui/details-list.tsx";

export interface OrderChoice {
  planId: string;
  interval: string;
  currencyId: string;
  promoCode: string;
}

/**
 * The company admin's order: plan, interval, currency (the page language's first) and a promo code;
 * "Calculate" asks the server for the figures (the one domain computation), which are shown with
 * "Confirm the order". A plain form both times: works without JavaScript, and keeps what was chosen.
 */
export function OrderForm({
  plans,
  choice,
  quote,
  errors,
}: {
  plans: PlanView[];
  choice: OrderChoice;
  quote: QuoteView | null;
  errors: Record<string, string[]>;
}) {
  const { t, locale } = useT();
  const name = (p: PlanView) => (locale === "en" ? p.nameEn : p.namePl);
  return (
    <>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="quote" />
        <Field
          name="planId"
          label={t("pricing:company.plan")}
          defaultValue={choice.planId}
          errors={errors.planId ?? null}
        >
          <Select>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {name(p)}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="interval" label={t("pricing:company.interval")} defaultValue={choice.interval}>
          <Select>
            <IntervalOptions />
          </Select>
        </Field>
        <Field name="currencyId" label={t("pricing:company.currency")} defaultValue={choice.currencyId}>
          <Select>
            <CurrencyOptions />
          </Select>
        </Field>
        <Field
          name="promoCode"
          label={t("pricing:company.promoCode")}
          defaultValue={choice.promoCode}
          errors={errors.promoCode ?? null}
        >
          <Input maxLength={64} autoComplete="off" />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit">{t("pricing:company.calculate")}</Button>
        </div>
      </Form>
      {quote ? <QuoteSummary quote={quote} choice={choice} /> : null}
    </>
  );
}

/** The server's figures for the chosen order, and the button that places it. */
function QuoteSummary({ quote, choice }: { quote: QuoteView; choice: OrderChoice }) {
  const { t } = useT();
  const money = (k: keyof QuoteView["text"]) => quote.text[k];
  return (
    <section className="mt-4 rounded-lg border border-blue-200 bg-blue-50 p-4" aria-labelledby="order-summary">
      <h3 id="order-summary" className="font-semibold">
        {t("pricing:company.summary")}
      </h3>
      <DetailsList
        items={[
          [t("pricing:company.listNet"), money("listNet")],
          ...(quote.discount
            ? [[`${t("pricing:company.discount")} (${quote.promoCode})`, `−${money("discount")}`] as [string, string]]
            : []),
          [t("pricing:company.net"), money("net")],
          [t("pricing:company.vat", { rate: quote.vatRate }), money("vat")],
          [t("pricing:company.gross"), money("gross")],
        ]}
      />
      <p className="mt-2 text-sm">{t("pricing:company.paymentInfo")}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="order" />
        {Object.entries(choice).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <Button type="submit" variant="primary">
          {t("pricing:company.confirm")}
        </Button>
      </Form>
    </section>
  );
}
