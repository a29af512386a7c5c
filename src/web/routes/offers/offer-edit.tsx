import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Actor } from "../../../domain/access/actor.ts";
import type { AppServices } from "../../../server/services.ts";
import { offerValues } from "../../../shared/contracts/offer-values.ts";
import { offerInput, type OfferInput, todayInPoland } from "../../../shared/contracts/offers.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { OfferForm } from "../../features/offers/offer-form.tsx";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/offer-edit";

/** What the form's lists need: the company's vehicles, people and partner companies, the countries. */
async function choices(services: AppServices, actor: Actor, lang: "pl" | "en") {
  const vehicles = await services.vehicles.myVehicles(actor);
  const people = await services.companies.listEmployees(actor);
  const lists = await services.offers.companyLists(actor);
  return {
    countries: services.places.countriesFor(lang),
    vehicles: vehicles.map((v) => ({ id: v.id, label: `${v.registrationNumber} · ${v.payloadKg} kg` })),
    people: people
      .filter((u) => u.isActive)
      .map((u) => ({ id: u.id, name: `${u.name} ${u.surname}` }))
      .sort((a, b) => (a.id === actor.user.id ? -1 : b.id === actor.user.id ? 1 : a.name.localeCompare(b.name))),
    partners: lists.filter((l) => l.list === "allow").map((l) => ({ id: l.companyId, name: l.name })),
  };
}

/**
 * Posting an offer (`/ongoing/offers/new?kind=load|vehicle`, `&from=<id>` to duplicate one with
 * new dates) and editing one (`/ongoing/offers/<id>/edit`), for members holding editOwnOffers.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  if (!actor.user.company || !hasPermission(actor.user.userRoles, "editOwnOffers")) throw data(null, { status: 403 });
  const url = new URL(request.url);
  const today = todayInPoland();
  const sourceId = params.offerId ?? url.searchParams.get("from");
  const source = sourceId ? await orErrorResponse(() => services.offers.offerOf(actor, sourceId)) : null;
  if (source && !source.own) throw data(null, { status: 404 });
  if (params.offerId && source?.status !== "active") throw data(null, { status: 409 });
  const kind = source?.kind ?? (url.searchParams.get("kind") === "vehicle" ? "vehicle" : "load");
  let initial: OfferInput | null = source ? offerValues(source) : null;
  // A duplicate keeps everything but its dates.
  if (initial && !params.offerId)
    initial = {
      ...initial,
      loadFrom: undefined,
      loadTo: undefined,
      unloadFrom: undefined,
      unloadTo: undefined,
    } as OfferInput;
  return {
    kind,
    mode: params.offerId ? ("edit" as const) : source ? ("duplicate" as const) : ("new" as const),
    offerId: params.offerId ?? null,
    earliest: source && params.offerId && source.loadFrom < today ? source.loadFrom : today,
    initial,
    // The page's language (the request's), not the account's stored one.
    ...(await choices(services, actor, context.get(webContext).locale === "en" ? "en" : "pl")),
  };
}

/** Domain field paths (`loading.0.city`) renamed in place as the form's names (`loading[0].city`). */
function formPaths(error: unknown) {
  const fields = appErrorOf(error)?.fields;
  for (const key of Object.keys(fields ?? {})) {
    const named = key.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
    if (named === key) continue;
    fields![named] = fields![key]!;
    delete fields![key];
  }
  return error;
}

/** What a form posted, as the domain reads it: empty fields left out, a ticked box true. */
function payloadOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(payloadOf);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== "" && v !== undefined)
        .map(([k, v]) => [k, k === "adr" ? v === "on" || v === true : payloadOf(v)]),
    );
  return value;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, actor, locale } = context.get(webContext);
  const form = await request.formData();
  const lang = locale === "en" ? "en" : "pl";
  const today = todayInPoland();
  const stored = params.offerId ? await services.offers.offerOf(actor, params.offerId).catch(() => null) : null;
  const earliest = stored && stored.loadFrom < today ? stored.loadFrom : today;
  const submission = parseForm(form, offerInput(earliest));
  if (submission.status !== "success") return formInvalid(submission, {});
  try {
    const payload = payloadOf(submission.payload);
    const saved = params.offerId
      ? await services.offers.updateOffer(actor, params.offerId, payload, lang)
      : await services.offers.postOffer(actor, payload, lang);
    return redirect(`/ongoing/offers/${saved.id}?done=${params.offerId ? "updated" : "posted"}`);
  } catch (error) {
    return formRefusedBy(submission, formPaths(error), {});
  }
}

export default function OfferEdit() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refused = result && !result.ok && "reply" in result ? result : null;
  const title =
    d.mode === "edit"
      ? t("offers:form.editTitle")
      : d.mode === "duplicate"
        ? t("offers:form.duplicateTitle")
        : t(d.kind === "load" ? "offers:form.newLoad" : "offers:form.newVehicle");
  return (
    <main id="content" className="mx-auto w-full max-w-4xl px-3 py-8 md:px-4">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold">{title}</h1>
      {d.kind === "vehicle" && !d.vehicles.length ? (
        <p className="mt-4">
          {t("offers:form.noVehicles")}{" "}
          <a href="/company/vehicles" className="text-blue-800 underline underline-offset-2">
            {t("offers:form.addVehicle")}
          </a>
        </p>
      ) : (
        <OfferForm
          kind={d.kind}
          earliest={d.earliest}
          initial={d.initial}
          intent={d.mode === "edit" ? "update" : "post"}
          refused={refused}
          countries={d.countries}
          vehicles={d.vehicles}
          people={d.people}
          partners={d.partners}
          cancelTo={d.offerId ? `/ongoing/offers/${d.offerId}` : "/ongoing/offers"}
        />
      )}
    </main>
  );
}
