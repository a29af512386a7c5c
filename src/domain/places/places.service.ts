import type { CitySearchAnswer, CitySearchQuery, CityRecord, CountryRecord } from "../../shared/contracts/places.ts";
import { type City, searchCities } from "./cities.ts";
import { countryByCode, listCountries, type Country, type PlaceLanguage } from "./countries.ts";
import { compactPostalCode, normalisePostalCode, postalExample, postalPrefixStatus } from "./postal-code.ts";

const countryRecord = (country: Country, lang: PlaceLanguage): CountryRecord => {
  const example = postalExample(country.code);
  return {
    code: country.code,
    name: country[lang],
    europe: country.europe,
    ...(example ? { postalExample: example } : {}),
  };
};

/** The countries for a picker, by name in `lang`; Europe only if asked. */
export function countryList(lang: PlaceLanguage, europeOnly = false): CountryRecord[] {
  return listCountries(lang, { europeOnly }).map((c) => countryRecord(c, lang));
}

const cityRecord = (city: City, lang: PlaceLanguage): CityRecord => ({
  ...city,
  countryName: countryByCode(city.country)?.[lang] ?? city.country,
});

/** Typed text that is a postal code rather than a name: it has a digit. */
const looksPostal = (q: string) => /\d/.test(q);

/**
 * The place picker's autocomplete: towns by the start of a name; a typed postal code, with its
 * country, is checked against the country's format (what it can still become, the canonical
 * form once whole). No town is found by postal code: the portal has no offline data for it.
 */
export function searchPlaces(query: CitySearchQuery): CitySearchAnswer {
  const { q, lang = "pl", country, limit } = query;
  if (!looksPostal(q)) {
    return { cities: searchCities({ query: q, lang, country, limit }).map((c) => cityRecord(c, lang)) };
  }
  if (!country) return { cities: [] };
  const status = postalPrefixStatus(country, q);
  const whole = normalisePostalCode(country, q);
  const example = postalExample(country);
  return {
    cities: [],
    postal: {
      status,
      ...(whole.ok && compactPostalCode(q) ? { normalised: whole.postalCode } : {}),
      ...(example ? { example } : {}),
    },
  };
}
