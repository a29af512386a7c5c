import type { PlaceError, PlaceInput, PlaceRecord } from "../../shared/contracts/places.ts";
import { cityById, cityByName } from "./cities.ts";
import { findCountry, type PlaceLanguage } from "./countries.ts";
import { normalisePostalCode } from "./postal-code.ts";

export type PlaceCheck = { ok: true; place: PlaceRecord } | { ok: false; error: PlaceError };

const refuse = (field: PlaceError["field"], code: PlaceError["code"], example?: string): PlaceCheck => ({
  ok: false,
  error: example ? { field, code, example } : { field, code },
});

/**
 * Spec §5: a load place needs a country, a postal code and a city; §8: the first error only,
 * in that order. The country is a code or a name in either language; the postal code must fit
 * the country's format and comes back canonical; in a European country the town must be one of
 * the dataset's (by its id from the picker, or its exact name), so the place has coordinates.
 * Elsewhere the town is taken as written.
 */
export function validatePlace(input: PlaceInput, lang: PlaceLanguage = "pl"): PlaceCheck {
  if (!input.country?.trim()) return refuse("country", "required");
  const country = findCountry(input.country);
  if (!country) return refuse("country", "countryUnknown");

  const postal = normalisePostalCode(country.code, input.postalCode ?? "");
  if (!postal.ok) return refuse("postalCode", postal.code, postal.example);

  const cityName = input.city?.trim() ?? "";
  if (!cityName && input.cityId === undefined) return refuse("city", "required");
  const base = { country: country.code, postalCode: postal.postalCode };
  if (input.cityId !== undefined) {
    const city = cityById(input.cityId, lang);
    if (!city) return refuse("city", "cityNotFound");
    if (city.country !== country.code) return refuse("city", "cityNotInCountry");
    return { ok: true, place: { ...base, city: city.name, cityId: city.id, lat: city.lat, lon: city.lon } };
  }
  if (!country.europe) return { ok: true, place: { ...base, city: cityName } };
  const city = cityByName(country.code, cityName, lang);
  if (!city) return refuse("city", "cityNotFound");
  return { ok: true, place: { ...base, city: city.name, cityId: city.id, lat: city.lat, lon: city.lon } };
}
