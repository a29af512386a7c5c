import { z } from "zod";

/**
 * Places (spec §5 "a load place requires country, postal code, city", §7 `/place`, §8; DESIGN §7):
 * the records the places feature answers and the input of each operation. The `/place` routes,
 * the place picker and, later, the offers read these.
 */

export const PLACE_LANGUAGES = ["pl", "en"] as const;
/** Suggestions a city search answers at most, and by default. */
export const CITY_SEARCH_MAX = 20;
export const CITY_SEARCH_DEFAULT = 10;
/** The characters of a typed query or city name kept. */
export const PLACE_TEXT_MAX = 100;

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "countryUnknown")
  .transform((code) => code.toUpperCase());

/** A country as answered: alpha-2 code, its name in the asked language, whether its towns are in the data. */
export const countryRecord = z.object({
  code: z.string().length(2),
  name: z.string(),
  europe: z.boolean(),
  /** A code of its postal format in the canonical form, when the portal knows the format. */
  postalExample: z.string().optional(),
});
export type CountryRecord = z.infer<typeof countryRecord>;

/** GET /place/countries */
export const countryListQuery = z.object({
  /** Absent: the request's language. */
  lang: z.enum(PLACE_LANGUAGES).optional(),
  europe: z.enum(["true", "false"]).optional(),
});

/** A town as a suggestion: GeoNames id, name in the asked language, coordinates in degrees. */
export const cityRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  geonamesName: z.string(),
  country: z.string().length(2),
  countryName: z.string(),
  lat: z.number(),
  lon: z.number(),
  population: z.number().int(),
});
export type CityRecord = z.infer<typeof cityRecord>;

export const POSTAL_PREFIX_STATUSES = ["complete", "partial", "invalid", "unknownFormat"] as const;

/** GET /place/cities: `q` a name's start (or a postal code's, with `country`). */
export const citySearchQuery = z.object({
  q: z.string().trim().min(1, "required").max(PLACE_TEXT_MAX, "tooLong"),
  country: countryCode.optional(),
  /** Absent: the request's language. */
  lang: z.enum(PLACE_LANGUAGES).optional(),
  limit: z.coerce.number().int().min(1).max(CITY_SEARCH_MAX).default(CITY_SEARCH_DEFAULT),
});
export type CitySearchQuery = z.infer<typeof citySearchQuery>;

/** The answer of a city search; `postal` when `q` looks like a postal code and a country is given. */
export const citySearchAnswer = z.object({
  cities: z.array(cityRecord),
  postal: z
    .object({
      status: z.enum(POSTAL_PREFIX_STATUSES),
      /** The typed code in the canonical form, once it is complete. */
      normalised: z.string().optional(),
      example: z.string().optional(),
    })
    .optional(),
});
export type CitySearchAnswer = z.infer<typeof citySearchAnswer>;

/** A place as a form sends it: every part optional here, the validator names the first missing. */
export const placeInput = z.object({
  country: z.string().max(PLACE_TEXT_MAX).optional(),
  postalCode: z.string().max(32).optional(),
  city: z.string().max(PLACE_TEXT_MAX).optional(),
  cityId: z.coerce.number().int().positive().optional(),
});
export type PlaceInput = z.infer<typeof placeInput>;

/** A place that passed: the postal code canonical; a European town with its GeoNames id and coordinates. */
export const placeRecord = z.object({
  country: z.string().length(2),
  postalCode: z.string(),
  city: z.string(),
  cityId: z.number().int().optional(),
  lat: z.number().optional(),
  lon: z.number().optional(),
});
export type PlaceRecord = z.infer<typeof placeRecord>;

export const PLACE_FIELDS = ["country", "postalCode", "city"] as const;
export const PLACE_ERROR_CODES = [
  "required",
  "countryUnknown",
  "postalCodeFormat",
  "cityNotFound",
  "cityNotInCountry",
] as const;
export type PlaceErrorCode = (typeof PLACE_ERROR_CODES)[number];

/** Spec §8: `/place` shows its first error: one field, one code (and the format's example). */
export const placeError = z.object({
  field: z.enum(PLACE_FIELDS),
  code: z.enum(PLACE_ERROR_CODES),
  example: z.string().optional(),
});
export type PlaceError = z.infer<typeof placeError>;

/** POST /place/validate */
export const placeCheckAnswer = z.union([
  z.object({ ok: z.literal(true), place: placeRecord }),
  z.object({ ok: z.literal(false), error: placeError }),
]);
export type PlaceCheckAnswer = z.infer<typeof placeCheckAnswer>;
