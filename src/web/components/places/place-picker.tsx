import { useId, useState } from "react";
import type { CityRecord, CountryRecord, PlaceError, PlaceRecord } from "../../../shared/contracts/places.ts";
import { Combobox } from "../ui/combobox.tsx";
import { controlVariants, Field } from "../ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { CityCombobox } from "./city-combobox.tsx";
import { type CitySearchFn, fetchCities, useCitySearch } from "./use-city-search.ts";

export interface PlacePickerProps {
  /** Prefix of the form names: `${name}.country`, `.postalCode`, `.city`, `.cityId`. */
  name: string;
  legend: string;
  /** The countries to choose from, in the page's language (`GET /place/countries`). */
  countries: readonly CountryRecord[];
  defaultValue?: Partial<PlaceRecord>;
  /** The first error of the place (spec §8), shown under the common title. */
  error?: PlaceError | null;
  /** The lookup of towns and postal codes; `GET /place/cities` unless given. */
  search?: CitySearchFn;
}

/** Spec §8: `/place` shows its first error message under a common title. */
export function PlaceErrorBox({ id, error }: { id: string; error: PlaceError }) {
  const { t } = useT();
  // A country whose format the portal does not know has no example to show.
  const code = error.code === "postalCodeFormat" && !error.example ? "postalCodeAny" : error.code;
  return (
    <div id={id} role="alert" className="mt-2 rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{t("places:errorTitle")}</p>
      <p>{t(`places:errors.${error.field}.${code}`, { example: error.example })}</p>
    </div>
  );
}

/** The postal code box: what is typed is checked against the country's format as one types. */
function PostalCodeInput(props: {
  id: string;
  name: string;
  country: string;
  defaultValue?: string;
  invalid: boolean;
  describedBy?: string;
  search: CitySearchFn;
}) {
  const { t, locale } = useT();
  const [text, setText] = useState(props.defaultValue ?? "");
  const { answer, current } = useCitySearch(text, props.country, locale, props.search, !props.country);
  // Only the answer for what the box holds now: a late one for an older text changes nothing.
  const postal = current ? answer?.postal : undefined;
  const note =
    postal?.status === "invalid"
      ? t("places:picker.postalInvalid", { example: postal.example ?? "" })
      : postal?.status === "complete" && postal.normalised
        ? t("places:picker.postalComplete", { code: postal.normalised })
        : "";
  return (
    <>
      <input
        id={props.id}
        name={props.name}
        type="text"
        inputMode="text"
        autoComplete="postal-code"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => postal?.normalised && setText(postal.normalised)}
        aria-invalid={props.invalid || undefined}
        aria-describedby={[`${props.id}-format`, props.describedBy].filter(Boolean).join(" ")}
        className={controlVariants()}
      />
      <p id={`${props.id}-format`} aria-live="polite" className="mt-1 text-sm text-slate-600">
        {note}
      </p>
    </>
  );
}

/**
 * The one place picker (issue 26): a country, its postal code checked against the country's
 * format, and a town chosen from suggestions in Polish or English (which sets the country when
 * none is chosen yet, or another one). One column on a narrow screen, three from `sm`.
 */
export function PlacePicker({ name, legend, countries, defaultValue, error, search = fetchCities }: PlacePickerProps) {
  const { t } = useT();
  const base = useId();
  const errorId = `${base}-error`;
  const [country, setCountry] = useState(defaultValue?.country ?? "");
  // The country box keeps its own text; a town of another country starts it anew with that country.
  const [countryKey, setCountryKey] = useState(0);
  const options = countries.map((c) => ({ value: c.code, label: c.name }));
  const example = countries.find((c) => c.code === country)?.postalExample;
  const pickCity = (city: CityRecord) => {
    if (city.country === country) return;
    setCountry(city.country);
    setCountryKey((k) => k + 1);
  };
  const invalid = (field: PlaceError["field"]) => error?.field === field;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,9rem)_minmax(0,1fr)]">
        <Field id={`${base}-country`} name={`${name}.country`} label={t("places:picker.country")}>
          <Combobox key={countryKey} options={options} defaultValue={country} onChange={setCountry} />
        </Field>
        <div>
          <label htmlFor={`${base}-postal`} className="block text-sm font-medium text-slate-900">
            {t("places:picker.postalCode")}
          </label>
          <PostalCodeInput
            id={`${base}-postal`}
            name={`${name}.postalCode`}
            country={country}
            defaultValue={defaultValue?.postalCode}
            invalid={invalid("postalCode")}
            describedBy={
              [example ? `${base}-postal-hint` : "", invalid("postalCode") ? errorId : ""].filter(Boolean).join(" ") ||
              undefined
            }
            search={search}
          />
          {example ? (
            <p id={`${base}-postal-hint`} className="text-sm text-slate-600">
              {t("places:picker.postalHint", { example })}
            </p>
          ) : null}
        </div>
        <div>
          <label
            id={`${base}-city-label`}
            htmlFor={`${base}-city`}
            className="block text-sm font-medium text-slate-900"
          >
            {t("places:picker.city")}
          </label>
          <CityCombobox
            id={`${base}-city`}
            name={`${name}.city`}
            idName={`${name}.cityId`}
            country={country}
            defaultText={defaultValue?.city}
            defaultCityId={defaultValue?.cityId}
            invalid={invalid("city")}
            describedBy={invalid("city") ? errorId : undefined}
            search={search}
            onPick={pickCity}
          />
        </div>
      </div>
      {error ? <PlaceErrorBox id={errorId} error={error} /> : null}
    </fieldset>
  );
}
