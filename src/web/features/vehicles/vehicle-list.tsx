import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { DetailsList } from "../../components/ui/details-list.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useFormat } from "../../lib/use-format.ts";
import type { VehicleView } from "./vehicle-view.ts";

/** The confirmation's buttons: used in the dialog and, without JavaScript, on the page itself. */
export function DeleteVehicleForm({ vehicle, onCancel }: { vehicle: VehicleView; onCancel?: () => void }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action="/company/vehicles" onSubmit={onCancel} className="flex flex-wrap justify-end gap-2">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="vehicleId" value={vehicle.id} />
      {onCancel ? (
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t("vehicles:cancel")}
        </Button>
      ) : (
        <Link to="/company/vehicles" className={buttonVariants({ size: "sm", variant: "secondary" })}>
          {t("vehicles:cancel")}
        </Link>
      )}
      <Button type="submit" size="sm" variant="danger" disabled={busy}>
        {t("vehicles:deleteConfirm")}
      </Button>
    </Form>
  );
}

/**
 * Delete, asked first: with JavaScript a dialog; without it the link opens the same question on
 * the page (`?delete=<id>`).
 */
function DeleteVehicle({ vehicle }: { vehicle: VehicleView }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        to={`?delete=${vehicle.id}`}
        className={buttonVariants({ size: "sm", variant: "dangerOutline" })}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t("vehicles:delete")}
        <span className="sr-only">: {vehicle.registrationNumber}</span>
      </Link>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("vehicles:deleteTitle")}
        description={t("vehicles:deleteQuestion", { registration: vehicle.registrationNumber })}
        size="small"
      >
        <DeleteVehicleForm vehicle={vehicle} onCancel={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

/** What a vehicle carries, in the page's language (numbers formatted by `number`). */
function details(v: VehicleView, t: ReturnType<typeof useT>["t"], number: (n: number) => string) {
  const f = (name: string) => t(`vehicles:fields.${name}`);
  const none = t("vehicles:values.none");
  const opt = (n: number | null) => (n === null ? none : number(n));
  return [
    [f("payloadKg"), number(v.payloadKg)],
    [f("volumeM3"), opt(v.volumeM3)],
    [f("loadingMetres"), opt(v.loadingMetres)],
    [f("palletPlaces"), opt(v.palletPlaces)],
    ["ADR", t(v.adr ? "vehicles:values.adrYes" : "vehicles:values.adrNo")],
    ...(v.temperatureMin !== null && v.temperatureMax !== null
      ? [[f("temperature"), t("vehicles:values.temperature", { min: v.temperatureMin, max: v.temperatureMax })]]
      : []),
  ] as [string, string][];
}

/** The company's vehicles as cards (one column at 320 px); managers get edit and delete. */
export function VehicleList({ vehicles, canManage }: { vehicles: VehicleView[]; canManage: boolean }) {
  const { t } = useT();
  const { number } = useFormat();
  return (
    <ul className="mt-3 grid gap-3 md:grid-cols-2">
      {vehicles.map((v) => (
        <li key={v.id} data-vehicle={v.registrationNumber} className="rounded-xl border border-slate-200 p-3 md:p-4">
          <h3 className="font-mono text-lg font-semibold">{v.registrationNumber}</h3>
          <p className="text-sm text-slate-700">
            {t(`vehicles:kinds.${v.kind}`)} · {t(`vehicles:bodyTypes.${v.bodyType}`)}
          </p>
          <DetailsList items={details(v, t, (n) => number(n, 2))} />
          {v.notes ? <p className="mt-2 text-sm break-words whitespace-pre-line">{v.notes}</p> : null}
          {canManage ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={`?edit=${v.id}#vehicle-form`} className={buttonVariants({ size: "sm", variant: "secondary" })}>
                {t("vehicles:edit")}
                <span className="sr-only">: {v.registrationNumber}</span>
              </Link>
              <DeleteVehicle vehicle={v} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
