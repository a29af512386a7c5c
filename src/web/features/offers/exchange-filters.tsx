import { useId, useState } from "react";
import { Form, Link } from "react-router";
import { BODY_TYPES } from "../../../shared/body-types.ts";
import { OFFER_SORTS, OFFER_VIEWS } from "../../../shared/contracts/offer-search.ts";
import { CURRENCIES } from "../../../shared/contracts/offers.ts";
import type { CountryRecord } from "../../../shared/contracts/places.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field, Input, Select } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { CityCombobox } from "../../components/places/city-combobox.tsx";
import { fetchCities } from "../../components/places/use-city-search.ts";

export interface FilterState {
  tab: string;
  values: Record<string, string>;
  bodyTypes: string[];
  errors: Record<string, string[]>;
  /** The baseline of "only new" the page was opened with (kept across searches of this visit). */
  since: string;
}

/** One side of the route: country, postal code's start, town and radius. */
function SideFields({
  side,
  state,
  countries,
}: {
  side: "origin" | "dest";
  state: FilterState;
  countries: CountryRecord[];
}) {
  const { t } = useT();
  const base = useId();
  const [country, setCountry] = useState(state.values[`${side}Country`] ?? "");
  const err = (name: string) => state.errors[`${side}${name}`] ?? null;
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t(`offers:filters.${side}`)}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name={`${side}Country`} label={t("offers:filters.country")} errors={err("Country")}>
          <Select value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">{t("offers:filters.anyCountry")}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          name={`${side}Postal`}
          label={t("offers:filters.postal")}
          errors={err("Postal")}
          defaultValue={state.values[`${side}Postal`]}
        >
          <Input autoComplete="off" maxLength={10} />
        </Field>
        <div>
          <label htmlFor={`${base}-city`} className="block text-sm font-medium text-slate-900">
            {t("offers:filters.city")}
          </label>
          <CityCombobox
            id={`${base}-city`}
            name={`${side}City`}
            idName={`${side}CityId`}
            country={country}
            defaultText={state.values[`${side}City`]}
            defaultCityId={state.values[`${side}CityId`] ? Number(state.values[`${side}CityId`]) : undefined}
            invalid={Boolean(err("CityId"))}
            search={fetchCities}
          />
          {err("CityId") ? <p className="mt-1 text-sm text-red-800">{t(`fieldErrors.${err("CityId")![0]}`)}</p> : null}
        </div>
        <Field
          name={`${side}RadiusKm`}
          label={t("offers:filters.radius")}
          errors={err("RadiusKm")}
          defaultValue={state.values[`${side}RadiusKm`]}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </Field>
      </div>
    </fieldset>
  );
}

/**
 * The exchange's search (a GET form: the URL is the search, so it can be bookmarked, shared and
 * saved). Errors come back from the loader under their fields.
 */
export function ExchangeFilters({ state, countries }: { state: FilterState; countries: CountryRecord[] }) {
  const { t } = useT();
  const v = state.values;
  const field = (name: string) => ({ name, errors: state.errors[name] ?? null, defaultValue: v[name] });
  return (
    <Form method="get" className="mt-3 flex flex-col gap-3" aria-labelledby="exchange-filters">
      <h2 id="exchange-filters" className="text-lg font-semibold">
        {t("offers:filters.title")}
      </h2>
      <input type="hidden" name="tab" value={state.tab} />
      <input type="hidden" name="since" value={state.since} />
      <div className="grid gap-3 lg:grid-cols-2">
        <SideFields side="origin" state={state} countries={countries} />
        <SideFields side="dest" state={state} countries={countries} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field {...field("dateFrom")} label={t("offers:filters.dateFrom")}>
          <Input type="date" />
        </Field>
        <Field {...field("dateTo")} label={t("offers:filters.dateTo")}>
          <Input type="date" />
        </Field>
        <Field {...field("weightMin")} label={t("offers:filters.weightMin")}>
          <Input inputMode="numeric" autoComplete="off" />
        </Field>
        <Field {...field("weightMax")} label={t("offers:filters.weightMax")}>
          <Input inputMode="numeric" autoComplete="off" />
        </Field>
        <Field {...field("priceMin")} label={t("offers:filters.priceMin")}>
          <Input inputMode="decimal" autoComplete="off" />
        </Field>
        <Field {...field("priceMax")} label={t("offers:filters.priceMax")}>
          <Input inputMode="decimal" autoComplete="off" />
        </Field>
        <Field {...field("currency")} label={t("offers:filters.currency")}>
          <Select>
            <option value="">{t("offers:filters.anyCurrency")}</option>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        </Field>
        <Field {...field("orderBy")} label={t("offers:filters.sort")}>
          <Select>
            {OFFER_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`offers:filters.sorts.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <ChoiceFields state={state} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{t("offers:filters.apply")}</Button>
        <Link
          to={`/ongoing/offers?tab=${state.tab}`}
          className="text-sm font-medium text-blue-800 underline underline-offset-2"
        >
          {t("offers:filters.clear")}
        </Link>
      </div>
    </Form>
  );
}

/** Body types (any of them) and which offers to show: all, only new, the last 15 minutes. */
function ChoiceFields({ state }: { state: FilterState }) {
  const { t } = useT();
  const v = state.values;
  return (
    <>
      <fieldset className="rounded-lg border border-slate-300 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("offers:filters.bodyTypes")}</legend>
        {state.errors["bodyTypes.0"] ? (
          <p className="text-sm text-red-800">{t(`fieldErrors.${state.errors["bodyTypes.0"][0]}`)}</p>
        ) : null}
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-3 lg:grid-cols-5">
          {BODY_TYPES.map((b) => (
            <label key={b} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="bodyTypes"
                value={b}
                defaultChecked={state.bodyTypes.includes(b)}
                className="size-5"
              />
              {t(`vehicles:bodyTypes.${b}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-lg border border-slate-300 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("offers:filters.view")}</legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
          {OFFER_VIEWS.map((view) => (
            <label key={view} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="view"
                value={view}
                defaultChecked={(v.view || "all") === view}
                className="size-5"
              />
              {t(`offers:filters.views.${view}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
