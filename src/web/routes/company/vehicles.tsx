import { useEffect, useRef } from "react";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { isRegistration, vehicleInput } from "../../../shared/contracts/vehicles.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import { operationAllowed } from "../../../shared/restrictions.ts";
import { PlanRestricted } from "../../components/plan-restricted.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { VehicleForm } from "../../features/vehicles/vehicle-form.tsx";
import { DeleteVehicleForm, VehicleList } from "../../features/vehicles/vehicle-list.tsx";
import { vehicleView } from "../../features/vehicles/vehicle-view.ts";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../../lib/loader-guards.server.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/vehicles";

const DONE = ["added", "updated", "deleted"] as const;
const PATH = "/company/vehicles";

/**
 * The company's vehicles (spec §2 /company/vehicles; docs/decisions/027): every member reads them;
 * members with editOwnVehicles add (while the plan allows), edit (`?edit=<id>`) and delete them
 * (`?delete=<id>` asks first without JavaScript; with it a dialog does).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  if (!actor.user.company || !hasPermission(actor.user.userRoles, "viewOwnCompany")) {
    throw data(null, { status: 403 });
  }
  const list = (await orErrorResponse(() => services.vehicles.myVehicles(actor))).map(vehicleView);
  const canManage = hasPermission(actor.user.userRoles, "editOwnVehicles");
  const restrictions = await services.access.restrictionsOf(actor);
  const url = new URL(request.url);
  /** The vehicle a query parameter names: one of the list, else the page is not found (spec §5). */
  const named = (param: string) => {
    const id = url.searchParams.get(param);
    if (!id || !canManage) return null;
    const vehicle = list.find((v) => v.id === id);
    if (!vehicle) throw data(null, { status: 404 });
    return vehicle;
  };
  const done = DONE.find((d) => d === url.searchParams.get("done")) ?? null;
  const registration = url.searchParams.get("vehicle") ?? "";
  return {
    vehicles: list,
    canManage,
    canAdd: canManage && operationAllowed(restrictions, "addVehicle", actor.user.company.status),
    editing: named("edit"),
    deleting: named("delete"),
    done: done && isRegistration(registration) ? { done, registration } : null,
  };
}

const doneAt = (done: (typeof DONE)[number], registration: string) =>
  redirect(`${PATH}?${new URLSearchParams({ done, vehicle: registration })}`);

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const vehicleId = String(form.get("vehicleId") ?? "").slice(0, 64);
  if (intent === "add" || intent === "update") {
    const submission = parseForm(form, vehicleInput);
    if (submission.status !== "success") return formInvalid(submission, { intent });
    try {
      const saved =
        intent === "add"
          ? await services.vehicles.addVehicle(actor, submission.value)
          : await services.vehicles.updateVehicle(actor, vehicleId, submission.value);
      return doneAt(intent === "add" ? "added" : "updated", saved.registrationNumber);
    } catch (error) {
      return formRefusedBy(submission, error, { intent });
    }
  }
  if (intent === "delete") {
    try {
      const { registrationNumber } = await services.vehicles.deleteVehicle(actor, vehicleId);
      return doneAt("deleted", registrationNumber);
    } catch (error) {
      return formRefusal(error, { intent });
    }
  }
  return data({ ok: false as const, code: "invalidInputObject", fields: {}, intent }, { status: 400 });
}

export default function CompanyVehicles() {
  const { t } = useT();
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refused = result && !result.ok ? result : null;
  const formRefused = refused && "reply" in refused ? refused : null;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a vehicle to edit moves focus to the form's heading (the form is below the list).
  useEffect(() => {
    if (d.editing) heading.current?.focus();
  }, [d.editing]);
  // A vehicle deleted: its card and the button that was focused are gone; focus goes to the list.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const deleted = d.done?.done === "deleted" ? d.done.registration : null;
  useEffect(() => {
    if (deleted) listHeading.current?.focus();
  }, [deleted]);
  const formKey = d.editing ? `edit-${d.editing.id}` : `new-${d.done?.done ?? ""}-${d.done?.registration ?? ""}`;
  return (
    <main id="content" className="mx-auto w-full max-w-5xl px-3 py-8 md:px-4">
      <PageTitle title={t("pages.companyVehicles")} description={t("vehicles:intro")} />
      <h1 className="text-2xl font-bold">{t("pages.companyVehicles")}</h1>
      <p className="mt-2 text-slate-700">{t("vehicles:intro")}</p>
      <div className="mt-4" aria-live="polite">
        {d.done ? (
          <FormNotice>{t(`vehicles:done.${d.done.done}`, { registration: d.done.registration })}</FormNotice>
        ) : null}
        {refused && !formRefused ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
      </div>
      {d.deleting ? (
        <section aria-labelledby="vehicle-delete" className="mt-4 rounded-xl border border-red-300 p-4">
          <h2 id="vehicle-delete" className="text-lg font-semibold">
            {t("vehicles:deleteTitle")}
          </h2>
          <p className="mt-1 mb-3">{t("vehicles:deleteQuestion", { registration: d.deleting.registrationNumber })}</p>
          <DeleteVehicleForm vehicle={d.deleting} />
        </section>
      ) : null}
      <section className="mt-6" aria-labelledby="vehicles-list">
        <h2 id="vehicles-list" ref={listHeading} tabIndex={-1} className="text-lg font-semibold">
          {t("vehicles:list")}
        </h2>
        {d.canManage ? null : <p className="mt-1 text-sm text-slate-700">{t("vehicles:readOnly")}</p>}
        {d.vehicles.length ? (
          <VehicleList vehicles={d.vehicles} canManage={d.canManage} />
        ) : (
          <EmptyState className="mt-3">{t("vehicles:empty")}</EmptyState>
        )}
      </section>
      {d.canManage ? (
        <section
          id="vehicle-form"
          className="mt-8 rounded-xl border border-slate-200 p-3 md:p-6"
          aria-labelledby="vehicle-form-title"
        >
          <h2 id="vehicle-form-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
            {d.editing
              ? t("vehicles:editTitle", { registration: d.editing.registrationNumber })
              : t("vehicles:addTitle")}
          </h2>
          {d.editing || d.canAdd ? (
            <VehicleForm key={formKey} vehicle={d.editing} refused={formRefused} />
          ) : (
            <PlanRestricted reason={t("vehicles:addRestricted")} testId="vehicles-restricted" />
          )}
        </section>
      ) : null}
    </main>
  );
}
