import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { OFFER_LIMITS, type OfferInput, offerInput, type OfferKind } from "../../../shared/contracts/offers.ts";
import type { CountryRecord, PlaceError } from "../../../shared/contracts/places.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Select } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { PlacePicker } from "../../components/places/place-picker.tsx";
import { DatesFields, LoadFields, TermsFields, VehicleDestination } from "./offer-form-parts.tsx";

export type OfferRefusal = { code: string; reply: SubmissionResult<string[]> } | null;

export interface OfferFormProps {
  kind: OfferKind;
  /** The first day a from-date may have (today in Poland; an edit's own earlier date). */
  earliest: string;
  /** The stored offer (an edit or a duplicate's source) as the form's first values. */
  initial: OfferInput | null;
  intent: "post" | "update";
  refused: OfferRefusal;
  countries: CountryRecord[];
  vehicles: { id: string; label: string }[];
  people: { id: string; name: string }[];
  partners: { id: string; name: string }[];
  cancelTo: string;
}

/** The fields the error summary names by their labels. */
const LABELLED = [
  "vehicleId",
  "loadFrom",
  "loadTo",
  "unloadFrom",
  "unloadTo",
  "weightKg",
  "bodyTypes",
  "price",
  "currency",
  "partners",
];

/** The first error of each place, from the field errors (`loading[0].city` or `loading.0.city`). */
function placeErrors(errors: Record<string, string[] | null | undefined>, side: string, i: number): PlaceError | null {
  for (const field of ["country", "postalCode", "city"] as const) {
    const codes = errors[`${side}[${i}].${field}`] ?? errors[`${side}.${i}.${field}`];
    if (codes?.length) return { field, code: codes[0] as PlaceError["code"] };
  }
  return null;
}

/** Places of one side: as many pickers as the offer has (at least `min` shown), more on request. */
function PlacesFieldset(props: {
  side: "loading" | "unloading";
  legend: (n: number) => string;
  count: number;
  max: number;
  addLabel: string;
  countries: CountryRecord[];
  initial: OfferInput["loading"];
  errors: Record<string, string[] | null | undefined>;
}) {
  const [count, setCount] = useState(props.count);
  return (
    <div className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, i) => (
        <PlacePicker
          key={i}
          name={`${props.side}[${i}]`}
          legend={props.legend(i + 1)}
          countries={props.countries}
          defaultValue={props.initial?.[i] as never}
          error={placeErrors(props.errors, props.side, i)}
        />
      ))}
      {count < props.max ? (
        <button
          type="button"
          onClick={() => setCount((n) => n + 1)}
          className="min-h-11 self-start text-sm font-medium text-blue-800 underline underline-offset-2"
        >
          {props.addLabel}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Posting, editing or duplicating an offer: the contract's schema checks it in the browser and
 * the domain again on the server (dates against today in Poland, places against the places'
 * data); a refused form comes back with everything typed and each error beside its field.
 */
export function OfferForm(p: OfferFormProps) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const { form, fields, focusKey, formProps } = useAppForm({
    id: `offer-${p.kind}`,
    schema: offerInput(p.earliest),
    lastResult: p.refused?.reply,
    defaultValue: (p.initial ?? { kind: p.kind }) as Record<string, unknown>,
  });
  const errors = form.allErrors;
  // What a refused form sent comes back as its initial value; else the stored offer's places.
  const places = (
    (form.initialValue as Partial<OfferInput> | undefined)?.loading ? form.initialValue : p.initial
  ) as Partial<OfferInput> | null;
  const placesOf = { loading: places?.loading, unloading: places?.unloading };
  const f = (name: string) => t(`offers:form.${name}`);
  const labels: Record<string, string> = Object.fromEntries(
    LABELLED.map((n) => [n, f(n === "vehicleId" ? "vehicle" : n)]),
  );
  const load = p.kind === "load";
  return (
    <Form method="post" className="mt-4 flex flex-col gap-5" {...formProps}>
      <input type="hidden" name="intent" value={p.intent} />
      <input type="hidden" name="kind" value={p.kind} />
      <ErrorSummary formId={form.id} errors={errors} labels={labels} focusKey={focusKey}>
        {p.refused && p.refused.code !== "validation" ? <FormAlert>{t(`errors:${p.refused.code}`)}</FormAlert> : null}
      </ErrorSummary>
      {!load ? (
        <Field meta={fields.vehicleId as never} label={labels.vehicleId}>
          <Select required>
            <option value="">{f("choose")}</option>
            {p.vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.label}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <PlacesFieldset
        side="loading"
        legend={(n) => (load ? t("offers:form.loading", { n }) : f("vehicleFrom"))}
        count={Math.max(1, placesOf.loading?.length ?? 1)}
        max={load ? OFFER_LIMITS.placesPerSide : 1}
        addLabel={f("addLoading")}
        countries={p.countries}
        initial={placesOf.loading}
        errors={errors}
      />
      <PlacesFieldset
        side="unloading"
        legend={(n) => (load ? t("offers:form.unloading", { n }) : f("vehicleTo"))}
        count={Math.max(1, placesOf.unloading?.length ?? 1)}
        max={load ? OFFER_LIMITS.placesPerSide : 1}
        addLabel={f("addUnloading")}
        countries={p.countries}
        initial={placesOf.unloading}
        errors={errors}
      />
      <DatesFields fields={fields} load={load} earliest={p.earliest} />
      {load ? <LoadFields fields={fields} /> : <VehicleDestination fields={fields} />}
      <TermsFields fields={fields} people={p.people} partners={p.partners} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy}>{p.intent === "update" ? f("save") : f("post")}</SubmitButton>
        <Link to={p.cancelTo} className="text-sm font-medium text-blue-800 underline underline-offset-2">
          {f("cancel")}
        </Link>
      </div>
    </Form>
  );
}
