import { data, useActionData, useLoaderData } from "react-router";
import { hasPermission } from "../../../shared/permissions.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { planFormInput, priceFormInput, promoFormInput, typedValues } from "../../features/pricing/form-values.ts";
import { OrdersList } from "../../features/pricing/orders-table.tsx";
import { PlanForm, PlanPrices, type Refusal } from "../../features/pricing/plan-forms.tsx";
import { PromoCodeForm, PromoCodeList } from "../../features/pricing/promo-codes.tsx";
import { orderView, planView, promoView } from "../../features/pricing/views.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/pricings";

/** Staff with createPricings: plans, their prices, promo codes and the orders awaiting payment. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services, locale } = context.get(webContext);
  if (!hasPermission(actor.user.userRoles, "createPricings")) throw data(null, { status: 403 });
  const overview = await orErrorResponse(() => services.pricing.pricingOverview(actor));
  const orders = await orErrorResponse(() => services.pricing.ordersAwaitingPayment(actor));
  return {
    plans: overview.plans.map((p) => planView(p, locale)),
    promoCodes: overview.promoCodes.map((p) => promoView(p, locale)),
    orders: orders.map((o) => orderView(o, locale)),
  };
}

/** Which form was sent: its intent and, for a plan's forms, the plan. */
const formKey = (form: FormData) => `${String(form.get("intent") ?? "")}:${String(form.get("planId") ?? "")}`;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const planId = String(form.get("planId") ?? "").slice(0, 64);
  const { pricing } = services;
  try {
    if (intent === "plan-create") await pricing.createPlan(actor, planFormInput(form));
    else if (intent === "plan-update") {
      const { code: _code, ...edit } = planFormInput(form);
      await pricing.updatePlan(actor, planId, edit);
    } else if (intent === "price") await pricing.setPrice(actor, planId, priceFormInput(form));
    else if (intent === "promo-create") await pricing.createPromoCode(actor, promoFormInput(form));
    else if (intent === "promo-deactivate") await pricing.deactivatePromoCode(actor, String(form.get("code") ?? ""));
    else if (intent === "confirm-payment") {
      const order = await pricing.confirmPayment(actor, String(form.get("orderId") ?? "").slice(0, 64));
      return { ok: true as const, key: formKey(form), paid: order.number };
    } else
      return data({ ok: false as const, code: "invalidInputObject", key: "", fields: {}, values: {} }, { status: 400 });
    return { ok: true as const, key: formKey(form), paid: null };
  } catch (error) {
    const refused = appErrorOf(error);
    if (!refused) throw error;
    return data(
      {
        ok: false as const,
        code: refused.code,
        key: formKey(form),
        fields: refused.fields ?? {},
        values: typedValues(form),
      },
      { status: refused.status === 404 ? 404 : 400 },
    );
  }
}

const section = "mt-8 rounded-xl border border-slate-200 p-4 md:p-6";

export default function PortalPricings() {
  const { t, locale } = useT();
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refusedFor = (key: string): Refusal | null =>
    result && !result.ok && result.key === key ? { fields: result.fields, values: result.values } : null;
  return (
    <main id="content" className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={t("pricing:staff.title")} />
      <h1 className="text-2xl font-bold">{t("pricing:staff.title")}</h1>
      <p className="mt-2 text-slate-800">{t("pricing:staff.intro")}</p>
      <div className="mt-4" aria-live="polite">
        {result?.ok ? (
          <FormNotice>
            {result.paid ? t("pricing:staff.paymentConfirmed", { number: result.paid }) : t("pricing:staff.saved")}
          </FormNotice>
        ) : null}
        {result && !result.ok && result.code !== "validation" ? (
          <FormAlert>{t(`errors:${result.code}`)}</FormAlert>
        ) : null}
      </div>

      <section className={section} aria-labelledby="pricing-orders">
        <h2 id="pricing-orders" className="text-lg font-semibold">
          {t("pricing:staff.orders")}
        </h2>
        {d.orders.length ? (
          <OrdersList orders={d.orders} confirm />
        ) : (
          <p className="mt-2 text-sm text-slate-700">{t("pricing:staff.noOrders")}</p>
        )}
      </section>

      <section className={section} aria-labelledby="pricing-plans">
        <h2 id="pricing-plans" className="text-lg font-semibold">
          {t("pricing:staff.plans")}
        </h2>
        {d.plans.map((plan) => (
          <details key={plan.id} className="mt-3 rounded border border-slate-200 p-3" data-plan={plan.code}>
            <summary className="cursor-pointer font-medium">
              {locale === "en" ? plan.nameEn : plan.namePl} ({plan.code})
              {plan.active ? "" : ` · ${t("pricing:staff.inactive")}`}
            </summary>
            <PlanForm plan={plan} refused={refusedFor(`plan-update:${plan.id}`)} />
            <PlanPrices plan={plan} refused={refusedFor(`price:${plan.id}`)} />
          </details>
        ))}
        <h3 className="mt-6 font-semibold">{t("pricing:staff.newPlan")}</h3>
        <PlanForm plan={null} refused={refusedFor("plan-create:")} />
      </section>

      <section className={section} aria-labelledby="pricing-promo">
        <h2 id="pricing-promo" className="text-lg font-semibold">
          {t("pricing:staff.promoCodes")}
        </h2>
        <PromoCodeList codes={d.promoCodes} plans={d.plans} />
        <h3 className="mt-6 font-semibold">{t("pricing:staff.newPromo")}</h3>
        <PromoCodeForm plans={d.plans} refused={refusedFor("promo-create:")} />
      </section>
    </main>
  );
}
