import { useEffect } from "react";
import { data, useActionData, useLoaderData } from "react-router";
import { formatDateTime } from "../../../shared/format.ts";
import { currencyForLocale } from "../../../shared/pricing.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { DetailsList } from "../../components/ui/details-list.tsx";
import { OrderForm, type OrderChoice } from "../../features/pricing/order-form.tsx";
import { OrdersList } from "../../features/pricing/orders-table.tsx";
import { money, orderView, planView, proFormaHref, quoteView } from "../../features/pricing/views.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { clearCachedRestrictions, readCachedRestrictions } from "../../lib/restrictions-cache.ts";
import { useRootData } from "../../lib/root-data.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/subscriptions";

/** The company's subscription (members with editOwnSubscriptions); its admins order here. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services, locale } = context.get(webContext);
  const s = await orErrorResponse(() => services.pricing.subscriptionState(actor));
  const when = (d: Date | null) => (d ? formatDateTime(d) : null);
  return {
    current: s.current
      ? {
          ...s.current,
          startsAt: when(s.current.startsAt)!,
          expiresAt: when(s.current.expiresAt),
          expiresIso: s.current.expiresAt?.toISOString() ?? null,
        }
      : null,
    expired: !s.current?.expiresAt || s.current.expiresAt.getTime() <= Date.now(),
    history: s.history.map((h) => ({ ...h, startsAt: when(h.startsAt)!, expiresAt: when(h.expiresAt) })),
    orders: s.orders.map((o) => orderView(o, locale)),
    plans: s.plans.map((p) => planView(p, locale)),
    canOrder: s.canOrder,
    choice: {
      planId: s.plans[0]?.id ?? "",
      interval: "year",
      currencyId: String(currencyForLocale(locale)),
      promoCode: "",
    },
  };
}

const choiceOf = (form: FormData): OrderChoice => ({
  planId: String(form.get("planId") ?? "").slice(0, 64),
  interval: String(form.get("interval") ?? "").slice(0, 16),
  currencyId: String(form.get("currencyId") ?? "").slice(0, 4),
  promoCode: String(form.get("promoCode") ?? "").slice(0, 64),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor, locale } = context.get(webContext);
  const form = await request.formData();
  const choice = choiceOf(form);
  const input = { ...choice, currencyId: Number(choice.currencyId), promoCode: choice.promoCode || undefined };
  try {
    if (form.get("intent") === "order") {
      const order = await services.pricing.placeOrder(actor, input);
      return {
        ok: true as const,
        choice,
        quote: null,
        placed: { id: order.id, number: order.number, grossText: money(order.gross, order.currencyId, locale) },
      };
    }
    const quote = await services.pricing.quoteOrder(actor, input);
    return { ok: true as const, choice, quote: quoteView(quote, locale), placed: null };
  } catch (error) {
    const refused = appErrorOf(error);
    if (!refused) throw error;
    return data({ ok: false as const, choice, code: refused.code, fields: refused.fields ?? {} }, { status: 400 });
  }
}

/** A confirmed order changes the restrictions: a cached copy that no longer matches is dropped (2-hour cache). */
function useFreshRestrictions(expiresIso: string | null) {
  const userId = useRootData()?.user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    const cached = readCachedRestrictions(window.localStorage, userId);
    if (cached && cached.expireDate !== expiresIso) clearCachedRestrictions(window.localStorage);
  }, [userId, expiresIso]);
}

const section = "mt-6 rounded-xl border border-slate-200 p-4 md:p-6";

export default function CompanySubscriptions() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useFreshRestrictions(d.current?.expiresIso ?? null);
  return (
    <main id="content" className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={t("pages.companySubscriptions")} />
      <h1 className="text-2xl font-bold">{t("pages.companySubscriptions")}</h1>
      <CurrentSubscription current={d.current} expired={d.expired} />
      <section className={section} aria-labelledby="subscription-order">
        <h2 id="subscription-order" className="text-lg font-semibold">
          {t("pricing:company.order")}
        </h2>
        <div aria-live="polite">
          {result?.ok && result.placed ? (
            <FormNotice>
              {t("pricing:company.placed", {
                number: result.placed.number,
                amount: result.placed.grossText,
              })}{" "}
              <a href={proFormaHref(result.placed.id)} className="font-medium underline" download>
                {t("pricing:proForma.download")}
              </a>
            </FormNotice>
          ) : null}
          {result && !result.ok && result.code !== "validation" ? (
            <FormAlert>{t(`errors:${result.code}`)}</FormAlert>
          ) : null}
        </div>
        {!d.canOrder ? (
          <p className="mt-2 text-sm text-slate-800">{t("pricing:company.onlyAdmins")}</p>
        ) : d.plans.length ? (
          <>
            <p className="mt-2 text-sm text-slate-800">{t("pricing:company.orderIntro")}</p>
            <OrderForm
              plans={d.plans}
              choice={result?.choice ?? d.choice}
              quote={result?.ok && !result.placed ? result.quote : null}
              errors={result && !result.ok ? result.fields : {}}
            />
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-800">{t("pricing:company.noPlans")}</p>
        )}
      </section>

      <section className={section} aria-labelledby="subscription-orders">
        <h2 id="subscription-orders" className="text-lg font-semibold">
          {t("pricing:company.orders")}
        </h2>
        {d.orders.length ? (
          <OrdersList orders={d.orders} />
        ) : (
          <p className="mt-2 text-sm">{t("pricing:company.noOrders")}</p>
        )}
      </section>

      <SubscriptionHistory history={d.history} />
    </main>
  );
}

type Page = ReturnType<typeof useLoaderData<typeof loader>>;

/** The trial and the demo by their names; a plan of the price list by its code. */
function usePlanLabel() {
  const { t, has } = useT();
  return (plan: string) => (has(`companies.plans.${plan}`) ? t(`companies.plans.${plan}`) : plan);
}

/** The plan running now: its name, expiry and features with their limits and what is used. */
function CurrentSubscription({ current, expired }: { current: Page["current"]; expired: boolean }) {
  const { t, locale } = useT();
  const planLabel = usePlanLabel();
  const limitText = (f: string) => {
    const limit = current?.limits[f];
    const used = current?.used[f];
    if (limit === undefined) return used === undefined ? t("pricing:noLimit") : t("pricing:usedNoLimit", { used });
    return t("pricing:used", { used: used ?? 0, limit }) + (f === "advisor" ? ` (${t("pricing:advisorLimit")})` : "");
  };
  return (
    <section className={section} aria-labelledby="subscription-current">
      <h2 id="subscription-current" className="text-lg font-semibold">
        {t("pricing:company.current")}
      </h2>
      {current && !expired ? (
        <>
          <DetailsList
            items={[
              [
                t("pricing:company.plan"),
                current.planName ? current.planName[locale === "en" ? "en" : "pl"] : planLabel(current.plan),
              ],
              [t("pricing:company.expires"), current.expiresAt ?? "—"],
            ]}
          />
          <h3 className="mt-4 font-medium">{t("pricing:features")}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm" data-testid="subscription-features">
            {current.features.map((f) => (
              <li key={f}>
                {t(`restrictions.features.${f}`)}: {limitText(f)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-800">{t("pricing:company.none")}</p>
      )}
    </section>
  );
}

/** Every subscription the company has had, newest first. */
function SubscriptionHistory({ history }: { history: Page["history"] }) {
  const { t } = useT();
  const planLabel = usePlanLabel();
  return (
    <section className={section} aria-labelledby="subscription-history">
      <h2 id="subscription-history" className="text-lg font-semibold">
        {t("pricing:company.history")}
      </h2>
      {history.length ? (
        <ul className="mt-2 text-sm">
          {history.map((h) => (
            <li key={h.id}>
              {planLabel(h.plan)} · {t(`pricing:intervals.${h.interval}`)} · {t("pricing:company.from")} {h.startsAt}{" "}
              {t("pricing:company.to")} {h.expiresAt ?? "—"}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm">{t("pricing:company.noHistory")}</p>
      )}
    </section>
  );
}
