import type { CitySearchQuery, PlaceInput } from "../../shared/contracts/places.ts";
import type { RateLimiter } from "../access/rate-limiter.ts";
import { cityById, cityIndex } from "./cities.ts";
import { countryByCode, type PlaceLanguage } from "./countries.ts";
import { distanceKm } from "./distance.ts";
import { normalisePostalCode } from "./postal-code.ts";
import { countryList, searchPlaces } from "./places.service.ts";
import { validatePlace } from "./place-validator.ts";

/**
 * Places (`/place`): countries, postal formats, European towns with coordinates, distances.
 * The public lookups are charged per client (`placeLookup`); the checks other features run
 * in-process (the offers' places) are not.
 */
export function createPlaceServices({ rateLimits }: { rateLimits: RateLimiter }) {
  return {
    countryList: async (lang: PlaceLanguage, europeOnly: boolean, clientKey: string) => {
      await rateLimits.consume("placeLookup", clientKey);
      return countryList(lang, europeOnly);
    },
    searchPlaces: async (query: CitySearchQuery, clientKey: string) => {
      await rateLimits.consume("placeLookup", clientKey);
      return searchPlaces(query);
    },
    /** The picker's check of a whole place (spec §5, the first error of §8). */
    checkPlace: async (input: PlaceInput, lang: PlaceLanguage, clientKey: string) => {
      await rateLimits.consume("placeLookup", clientKey);
      return validatePlace(input, lang);
    },
    /** The countries for a page's loader (in-process, not charged). */
    countriesFor: (lang: PlaceLanguage, europeOnly = false) => countryList(lang, europeOnly),
    validatePlace,
    normalisePostalCode,
    countryByCode,
    cityById,
    distanceKm,
    /** Reads the town dataset now rather than on the first search (0.2–0.4 s, ADR 026). */
    warm: () => void cityIndex(),
  };
}

export type PlaceServices = ReturnType<typeof createPlaceServices>;
