import { Form } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { type OrderView, proFormaHref } from "./views.ts";

const link = "font-medium text-blue-800 underline underline-offset-2";

/**
 * Orders as a list that reads at 320 px: number, date, plan and period, gross and status, the
 * pro-forma; `confirm` adds staff's "confirm the payment" (a plain form: works without JavaScript).
 */
export function OrdersList({ orders, confirm = false }: { orders: OrderView[]; confirm?: boolean }) {
  const { t, locale } = useT();
  return (
    <ul className="mt-3 flex flex-col gap-2 text-sm">
      {orders.map((o) => {
        return (
          <li key={o.id} className="rounded border border-slate-200 p-3" data-order={o.number}>
            <p className="flex flex-wrap gap-x-3">
              <strong>{o.number}</strong>
              <span>{o.createdAt}</span>
              {confirm ? <span>{o.companyName}</span> : null}
            </p>
            <p>
              {locale === "en" ? o.planName.en : o.planName.pl} · {t(`pricing:intervals.${o.interval}`)} · {o.grossText}
              {o.promoCode ? ` · ${o.promoCode}` : ""} · <span>{t(`pricing:statuses.${o.status}`)}</span>
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <a href={proFormaHref(o.id)} className={link} download>
                {t("pricing:proForma.download")}
                <span className="sr-only">: {o.number}</span>
              </a>
              {confirm && o.status === "awaiting_payment" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="confirm-payment" />
                  <input type="hidden" name="orderId" value={o.id} />
                  <Button type="submit" size="sm" variant="primary">
                    {t("pricing:staff.confirmPayment")}
                    <span className="sr-only">: {o.number}</span>
                  </Button>
                </Form>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
