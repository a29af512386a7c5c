import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { OfferPlace } from "../../../shared/contracts/offers.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { Button } from "../../components/ui/button.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { StartConversationForm } from "../../features/conversations/start-form.tsx";
import { OfferMatches } from "../../features/offers/offer-matches.tsx";
import { placeText, priceText, routeText, weightText, windowText } from "../../features/offers/offer-text.ts";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { dealAction, offerNegotiations } from "../../features/deals/deal-actions.server.ts";
import { OfferNegotiations } from "../../features/deals/offer-negotiations.tsx";
import type { PriceRefusal } from "../../features/deals/negotiation-panel.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import type { Route } from "./+types/offer-view";

const DONE = ["posted", "updated", "archived"] as const;

/**
 * One offer (`/ongoing/offers/<id>`): every detail; the company's own offer can be edited,
 * archived and duplicated by members holding editOwnOffers; another's can be pinned.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  if (!actor.user.company || !hasPermission(actor.user.userRoles, "viewOwnCompany")) throw data(null, { status: 403 });
  const offer = await orErrorResponse(() => services.offers.offerOf(actor, params.offerId));
  const pinned = (await services.offers.pinnedOfferIds(actor)).includes(offer.id);
  const done = DONE.find((d) => d === new URL(request.url).searchParams.get("done")) ?? null;
  const canEdit = offer.own && hasPermission(actor.user.userRoles, "editOwnOffers");
  const canMessage = !offer.own && hasPermission(actor.user.userRoles, "useConversations");
  // The offers that fit: for the company's own offers (another's are the other side's to match).
  // Under a plan without offers the own offer stays readable; its matches (others' offers) do not.
  const matches =
    offer.own && offer.status === "active"
      ? await services.offers.matchesFor(actor, offer.id).catch((error: unknown) => {
          if (appErrorOf(error)?.code === "operationIsRestricted") return [];
          throw error;
        })
      : [];
  // Opened: the user has seen its new matches (no longer told in the app nor mailed).
  if (offer.own) await services.offers.markMatchesSeen(actor, offer.id);
  const negotiations = await offerNegotiations(services, actor, offer.id);
  return {
    negotiations,
    offer: { ...offer, createdAt: offer.createdAt.toISOString() },
    pinned,
    done,
    canEdit,
    canMessage,
    matches: matches.map(({ offer: o, match }) => ({
      offer: {
        id: o.id,
        companyName: o.companyName,
        origin: o.loading[0]!,
        dest: o.unloading.at(-1) ?? null,
        loadFrom: o.loadFrom,
        loadTo: o.loadTo,
        weightKg: o.weightKg,
        price: o.price,
        currency: o.currency,
      },
      match,
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "propose")
    return dealAction(
      services,
      actor,
      form,
      intent,
      { offerId: params.offerId },
      (id) => `/ongoing/conversations/${id}`,
    );
  try {
    if (intent === "archive") {
      await services.offers.archiveOffer(actor, params.offerId);
      return redirect(`/ongoing/offers/${params.offerId}?done=archived`);
    }
    if (intent === "pin") await services.offers.pinOffer(actor, params.offerId);
    else if (intent === "unpin") await services.offers.unpinOffer(actor, params.offerId);
    else return data({ ok: false as const, code: "invalidInputObject" }, { status: 400 });
    return redirect(`/ongoing/offers/${params.offerId}`);
  } catch (error) {
    return formRefusal(error, {});
  }
}

function Places({ title, places }: { title: string; places: OfferPlace[] }) {
  return (
    <div>
      <dt className="font-medium text-slate-900">{title}</dt>
      <dd>
        <ol className="list-decimal pl-5">
          {places.map((p, i) => (
            <li key={i}>{placeText(p)}</li>
          ))}
        </ol>
      </dd>
    </div>
  );
}

export default function OfferView() {
  const { t, locale } = useT();
  const { offer: o, pinned, done, canEdit, canMessage, matches, negotiations } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const load = o.kind === "load";
  const route = routeText(o.loading[0]!, o.unloading.at(-1) ?? null, t);
  const title = t("offers:view.title", { route });
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <main id="content" className="mx-auto w-full max-w-4xl px-3 py-8 md:px-4">
      <PageTitle title={title} />
      <Link to="/ongoing/offers" className="text-sm font-medium text-blue-800 underline underline-offset-2">
        {t("offers:view.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words">{title}</h1>
      <div className="mt-2 flex flex-wrap gap-2">
        <Badge tone={o.status === "active" ? "success" : "neutral"}>{t(`offers:view.statuses.${o.status}`)}</Badge>
        <Badge>{o.visibility === "private" ? t("offers:view.private") : t("offers:view.public")}</Badge>
      </div>
      <div aria-live="polite">
        {done ? <FormNotice>{t(`offers:done.${done}`)}</FormNotice> : null}
        {refused && !refused.ok && !("reply" in refused) ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
      </div>
      <dl className="mt-4 grid gap-4 text-slate-800 sm:grid-cols-2">
        <Places title={load ? t("offers:view.loading") : t("offers:view.vehicleFrom")} places={o.loading} />
        {o.unloading.length || load ? (
          <Places title={load ? t("offers:view.unloading") : t("offers:view.vehicleTo")} places={o.unloading} />
        ) : null}
        {!load && (o.destRadiusKm || o.destCountries.length)
          ? row(
              t("offers:view.vehicleTo"),
              [
                o.destRadiusKm ? t("offers:view.radius", { km: o.destRadiusKm }) : "",
                o.destCountries.length ? t("offers:view.countries", { list: o.destCountries.join(", ") }) : "",
              ]
                .filter(Boolean)
                .join("; "),
            )
          : null}
        {row(load ? t("offers:view.loadWindow") : t("offers:view.available"), windowText(o.loadFrom, o.loadTo))}
        {load && o.unloadFrom ? row(t("offers:view.unloadWindow"), windowText(o.unloadFrom, o.unloadTo)) : null}
        {load && o.goods ? row(t("offers:view.goods"), o.goods) : null}
        {row(load ? t("offers:view.weight") : t("offers:view.payload"), weightText(o.weightKg, locale))}
        {o.volumeM3 !== null ? row(t("offers:view.volume"), `${o.volumeM3} m³`) : null}
        {o.loadingMetres !== null ? row(t("offers:view.ldm"), String(o.loadingMetres)) : null}
        {row(t("offers:view.bodies"), o.bodyTypes.map((b) => t(`vehicles:bodyTypes.${b}`)).join(", "))}
        {row(t("offers:view.adr"), o.adr ? t("offers:view.yes") : t("offers:view.no"))}
        {o.temperatureMin !== null
          ? row(t("offers:view.temperature"), `${o.temperatureMin} … ${o.temperatureMax} °C`)
          : null}
        {row(t("offers:view.price"), priceText(o.price, o.currency, locale, t))}
        {o.paymentDays !== null
          ? row(t("offers:view.paymentDays"), t("offers:view.days", { count: o.paymentDays }))
          : null}
        {row(t("offers:view.company"), o.companyName)}
        {o.notes ? row(t("offers:view.notes"), <span className="whitespace-pre-line">{o.notes}</span>) : null}
      </dl>
      <OfferActions offer={o} pinned={pinned} canEdit={canEdit} canMessage={canMessage} />
      {negotiations ? (
        <OfferNegotiations
          proposals={negotiations}
          own={o.own}
          offerActive={o.status === "active"}
          refused={(refused && "reply" in refused ? refused : null) as PriceRefusal}
        />
      ) : null}
      {o.own && o.status === "active" ? <OfferMatches matches={matches} kind={o.kind} /> : null}
    </main>
  );
}

/** Edit, duplicate and archive the company's own offer; pin another company's, or write to it. */
function OfferActions({
  offer: o,
  pinned,
  canEdit,
  canMessage,
}: {
  offer: { id: string; status: string; own: boolean };
  pinned: boolean;
  canEdit: boolean;
  canMessage: boolean;
}) {
  const { t } = useT();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      {canEdit && o.status === "active" ? (
        <Link
          to={`/ongoing/offers/${o.id}/edit`}
          className="rounded-md bg-blue-800 px-4 py-2.5 text-sm font-semibold text-white"
        >
          {t("offers:view.edit")}
        </Link>
      ) : null}
      {canEdit ? (
        <Link
          to={`/ongoing/offers/new?from=${o.id}`}
          className="rounded-md border border-blue-800 px-4 py-2.5 text-sm font-semibold text-blue-900"
        >
          {t("offers:view.duplicate")}
        </Link>
      ) : null}
      {canEdit && o.status === "active" ? (
        <Form
          method="post"
          onSubmit={(e) => {
            if (!window.confirm(t("offers:view.archiveQuestion"))) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="archive" />
          <Button type="submit" variant="secondary">
            {t("offers:view.archive")}
          </Button>
        </Form>
      ) : null}
      {!o.own ? (
        <Form method="post">
          <input type="hidden" name="intent" value={pinned ? "unpin" : "pin"} />
          <Button type="submit" variant="secondary" aria-pressed={pinned}>
            {pinned ? t("offers:list.unpin") : t("offers:list.pin")}
          </Button>
        </Form>
      ) : null}
      {canMessage ? <StartConversationForm offerId={o.id} /> : null}
    </div>
  );
}
