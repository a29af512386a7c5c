import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { BODY_TYPES } from "../../../shared/body-types.ts";
import { VEHICLE_KINDS, VEHICLE_LIMITS, vehicleInput } from "../../../shared/contracts/vehicles.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Checkbox, Field, Input, Select, Textarea } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import type { VehicleView } from "./vehicle-view.ts";

export type VehicleRefusal = { code: string; reply: SubmissionResult<string[]> } | null;

/** The stored values as the form's fields show them (numbers as text, ADR as a ticked box). */
const formValues = (v: VehicleView): Record<string, string> => ({
  registrationNumber: v.registrationNumber,
  kind: v.kind,
  bodyType: v.bodyType,
  payloadKg: String(v.payloadKg),
  volumeM3: v.volumeM3 === null ? "" : String(v.volumeM3),
  loadingMetres: v.loadingMetres === null ? "" : String(v.loadingMetres),
  palletPlaces: v.palletPlaces === null ? "" : String(v.palletPlaces),
  adr: v.adr ? "on" : "",
  temperatureMin: v.temperatureMin === null ? "" : String(v.temperatureMin),
  temperatureMax: v.temperatureMax === null ? "" : String(v.temperatureMax),
  notes: v.notes ?? "",
});

/**
 * Adding a vehicle, or editing one (`vehicle` given): the contract's schema checks it in the
 * browser and again on the server; a refused form comes back with everything typed and each
 * error beside its field. It posts without JavaScript too.
 */
export function VehicleForm({ vehicle, refused }: { vehicle: VehicleView | null; refused: VehicleRefusal }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const { form, fields, focusKey, formProps } = useAppForm({
    id: vehicle ? `vehicle-${vehicle.id}` : "vehicle-new",
    schema: vehicleInput,
    lastResult: refused?.reply,
    defaultValue: vehicle ? formValues(vehicle) : undefined,
  });
  const f = (name: string) => t(`vehicles:fields.${name}`);
  const labels = Object.fromEntries(
    [
      "registrationNumber",
      "kind",
      "bodyType",
      "payloadKg",
      "volumeM3",
      "loadingMetres",
      "palletPlaces",
      "temperatureMin",
      "temperatureMax",
      "notes",
    ].map((name) => [name, f(name)]),
  );
  return (
    <Form method="post" className="mt-4 flex flex-col gap-4" {...formProps}>
      <input type="hidden" name="intent" value={vehicle ? "update" : "add"} />
      {vehicle ? <input type="hidden" name="vehicleId" value={vehicle.id} /> : null}
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {refused && refused.code !== "validation" && !form.allErrors.registrationNumber ? (
          <FormAlert>{t(`errors:${refused.code}`)}</FormAlert>
        ) : null}
      </ErrorSummary>
      <Field meta={fields.registrationNumber} label={labels.registrationNumber} hint={f("registrationHint")}>
        <Input required autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.kind} label={labels.kind}>
          <Select required>
            <option value="">{f("choose")}</option>
            {VEHICLE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`vehicles:kinds.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.bodyType} label={labels.bodyType}>
          <Select required>
            <option value="">{f("choose")}</option>
            {BODY_TYPES.map((b) => (
              <option key={b} value={b}>
                {t(`vehicles:bodyTypes.${b}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <CapacityFields fields={fields} labels={labels} formId={form.id} />
      <Field meta={fields.notes} label={labels.notes} hint={f("notesHint")}>
        <Textarea rows={3} maxLength={VEHICLE_LIMITS.notesMax} />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy}>{vehicle ? t("vehicles:save") : t("vehicles:add")}</SubmitButton>
        {vehicle ? (
          <Link to="/company/vehicles" className="text-sm font-medium text-blue-800 underline underline-offset-2">
            {t("vehicles:cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

type Fields = ReturnType<typeof useAppForm<typeof vehicleInput>>["fields"];

/** Capacities, ADR and the temperature range (a refrigerated body's). */
function CapacityFields({
  fields,
  labels,
  formId,
}: {
  fields: Fields;
  labels: Record<string, string>;
  formId: string;
}) {
  const { t } = useT();
  const f = (name: string) => t(`vehicles:fields.${name}`);
  const decimal = { inputMode: "decimal" as const, autoComplete: "off" };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.payloadKg} label={labels.payloadKg}>
          <Input required inputMode="numeric" autoComplete="off" />
        </Field>
        <Field meta={fields.volumeM3} label={labels.volumeM3}>
          <Input {...decimal} />
        </Field>
        <Field meta={fields.loadingMetres} label={labels.loadingMetres}>
          <Input {...decimal} />
        </Field>
        <Field meta={fields.palletPlaces} label={labels.palletPlaces}>
          <Input inputMode="numeric" autoComplete="off" />
        </Field>
      </div>
      <Checkbox meta={fields.adr} label={f("adr")} />
      <fieldset className="rounded-lg border border-slate-300 p-3" aria-describedby={`${formId}-temperature-hint`}>
        <legend className="px-1 text-sm font-medium text-slate-900">{f("temperature")}</legend>
        <p id={`${formId}-temperature-hint`} className="text-sm text-slate-600">
          {f("temperatureHint")}
        </p>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {/* Plain text: a phone's numeric keyboard may have no minus sign. */}
          <Field meta={fields.temperatureMin} label={labels.temperatureMin}>
            <Input autoComplete="off" />
          </Field>
          <Field meta={fields.temperatureMax} label={labels.temperatureMax}>
            <Input autoComplete="off" />
          </Field>
        </div>
      </fieldset>
    </>
  );
}
