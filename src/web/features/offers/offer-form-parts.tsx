import { Link } from "react-router";
import { BODY_TYPES } from "../../../shared/body-types.ts";
import { CURRENCIES, OFFER_LIMITS } from "../../../shared/contracts/offers.ts";
import { Checkbox, Field, Input, Select, Textarea } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** The offer form's groups of fields (offer-form.tsx composes them). */

type Fields = Record<string, { name: string; errors?: string[]; initialValue?: unknown }>;
const meta = (fields: unknown, name: string) => (fields as Fields)[name] as never;

export function LoadFields({ fields }: { fields: unknown }) {
  const { t } = useT();
  const f = (name: string) => t(`offers:form.${name}`);
  const chosen = (meta(fields, "bodyTypes") as { initialValue?: unknown }).initialValue;
  const initial = Array.isArray(chosen) ? (chosen as string[]) : typeof chosen === "string" ? [chosen] : [];
  const bodyErrors = (meta(fields, "bodyTypes") as { errors?: string[] }).errors;
  return (
    <>
      <Field meta={meta(fields, "goods")} label={f("goods")}>
        <Input maxLength={OFFER_LIMITS.goodsMax} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field meta={meta(fields, "weightKg")} label={f("weightKg")}>
          <Input required inputMode="numeric" autoComplete="off" />
        </Field>
        <Field meta={meta(fields, "volumeM3")} label={f("volumeM3")}>
          <Input inputMode="decimal" autoComplete="off" />
        </Field>
        <Field meta={meta(fields, "loadingMetres")} label={f("loadingMetres")}>
          <Input inputMode="decimal" autoComplete="off" />
        </Field>
      </div>
      <fieldset className="rounded-lg border border-slate-300 p-3" aria-invalid={bodyErrors?.length ? true : undefined}>
        <legend className="px-1 text-sm font-medium text-slate-900">{f("bodyTypes")}</legend>
        {bodyErrors?.length ? (
          <p id="bodyTypes-error" className="text-sm text-red-800">
            {t(`fieldErrors.${bodyErrors[0]}`)}
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-3">
          {BODY_TYPES.map((b) => (
            <label key={b} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="bodyTypes"
                value={b}
                defaultChecked={initial.includes(b)}
                className="size-5"
              />
              {t(`vehicles:bodyTypes.${b}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Checkbox meta={meta(fields, "adr")} label={f("adr")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={meta(fields, "temperatureMin")} label={f("temperatureMin")}>
          <Input autoComplete="off" />
        </Field>
        <Field meta={meta(fields, "temperatureMax")} label={f("temperatureMax")}>
          <Input autoComplete="off" />
        </Field>
      </div>
    </>
  );
}

export function VehicleDestination({ fields }: { fields: unknown }) {
  const { t } = useT();
  const f = (name: string) => t(`offers:form.${name}`);
  const countries = (meta(fields, "destCountries") as { initialValue?: unknown }).initialValue;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field meta={meta(fields, "destRadiusKm")} label={f("destRadiusKm")}>
        <Input inputMode="numeric" autoComplete="off" />
      </Field>
      <Field
        name="destCountries"
        label={f("destCountries")}
        hint={f("destCountriesHint")}
        defaultValue={Array.isArray(countries) ? countries.join(", ") : typeof countries === "string" ? countries : ""}
        errors={(meta(fields, "destCountries") as { errors?: string[] }).errors}
      >
        <Input autoComplete="off" maxLength={200} />
      </Field>
    </div>
  );
}

export function TermsFields(props: {
  fields: unknown;
  people: { id: string; name: string }[];
  partners: { id: string; name: string }[];
}) {
  const { t } = useT();
  const f = (name: string) => t(`offers:form.${name}`);
  const fields = props.fields;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field meta={meta(fields, "price")} label={f("price")}>
          <Input inputMode="decimal" autoComplete="off" />
        </Field>
        <Field meta={meta(fields, "currency")} label={f("currency")}>
          <Select>
            <option value="">{f("choose")}</option>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        </Field>
        <Field meta={meta(fields, "paymentDays")} label={f("paymentDays")}>
          <Input inputMode="numeric" autoComplete="off" />
        </Field>
      </div>
      <Field meta={meta(fields, "visibility")} label={f("visibility")}>
        <Select>
          <option value="public">{f("public")}</option>
          <option value="private">{f("private")}</option>
        </Select>
      </Field>
      <PartnersField fields={fields} partners={props.partners} />
      <Field meta={meta(fields, "contactUserId")} label={f("contact")}>
        <Select>
          {props.people.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field meta={meta(fields, "notes")} label={f("notes")}>
        <Textarea rows={3} maxLength={OFFER_LIMITS.notesMax} />
      </Field>
    </>
  );
}

/**
 * The partner companies a private offer is shown to (the company's allow list), and where to add
 * more: a company's profile, found by the company search (in a new tab, so the form stays filled).
 */
function PartnersField({ fields, partners }: { fields: unknown; partners: { id: string; name: string }[] }) {
  const { t } = useT();
  const f = (name: string) => t(`offers:form.${name}`);
  const chosen = (meta(fields, "partners") as { initialValue?: unknown }).initialValue;
  const initialPartners = Array.isArray(chosen) ? (chosen as string[]) : typeof chosen === "string" ? [chosen] : [];
  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-900">{f("partners")}</legend>
      {(meta(fields, "partners") as { errors?: string[] }).errors?.length ? (
        <p className="text-sm text-red-800">
          {t(`fieldErrors.${(meta(fields, "partners") as { errors: string[] }).errors[0]}`)}
        </p>
      ) : null}
      {partners.length ? (
        partners.map((c) => (
          <label key={c.id} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="partners"
              value={c.id}
              defaultChecked={initialPartners.includes(c.id)}
              className="size-5"
            />
            {c.name}
          </label>
        ))
      ) : (
        <p className="text-sm text-slate-600">{f("noPartners")}</p>
      )}
      <p className="mt-1 text-sm text-slate-600">
        {f("partnersHint")}{" "}
        <Link
          to="/companies/find"
          target="_blank"
          rel="noopener"
          className="font-medium text-blue-800 underline underline-offset-2"
        >
          {f("findCompany")}
        </Link>
      </p>
    </fieldset>
  );
}

/** The loading (or availability) window, and a load's unloading window. */
export function DatesFields({ fields, load, earliest }: { fields: unknown; load: boolean; earliest: string }) {
  const { t } = useT();
  const f = (name: string) => t(`offers:form.${name}`);
  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-900">{f("dates")}</legend>
      <p className="text-sm text-slate-600">{f("datesHint")}</p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <Field meta={meta(fields, "loadFrom")} label={load ? f("loadFrom") : f("availableFrom")}>
          <Input type="date" required min={earliest} />
        </Field>
        <Field meta={meta(fields, "loadTo")} label={load ? f("loadTo") : f("availableTo")}>
          <Input type="date" min={earliest} />
        </Field>
        {load ? (
          <>
            <Field meta={meta(fields, "unloadFrom")} label={f("unloadFrom")}>
              <Input type="date" min={earliest} />
            </Field>
            <Field meta={meta(fields, "unloadTo")} label={f("unloadTo")}>
              <Input type="date" min={earliest} />
            </Field>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
