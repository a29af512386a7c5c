import { z } from "zod";
import { BODY_TYPES } from "../body-types.ts";
import { CURRENCIES, OFFER_KINDS, OFFER_LIMITS } from "./offers.ts";

/**
 * A search of the exchange (spec §2 /ongoing/offers, §3 onlyNew, §9; docs/decisions/028): the
 * query a page's filter form, a saved filter and the REST edge send, and the page of results.
 * Every part is optional; one that does not parse is a field error, never ignored.
 */

export const OFFER_SORTS = ["date", "distance", "price", "newest"] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];
/** All active offers; only those new since the user last looked (onlyNew); the last 15 minutes. */
export const OFFER_VIEWS = ["all", "new", "newest"] as const;
export type OfferView = (typeof OFFER_VIEWS)[number];
export const SEARCH_RADIUS_MAX = 500;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && !v.trim());
const optionalNumber = (code: string, min: number, max: number, int = true) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === "string" ? Number(v.trim().replace(",", ".")) : v),
    z
      .number({ error: code })
      .min(min, code)
      .max(max, code)
      .refine((n) => !int || Number.isInteger(n), code)
      .optional(),
  );
const optionalString = (pattern: RegExp, code: string) =>
  z.preprocess((v) => (blank(v) ? undefined : String(v).trim()), z.string().regex(pattern, code).optional());
const country = () =>
  z.preprocess(
    (v) => (blank(v) ? undefined : String(v).trim().toUpperCase()),
    z
      .string()
      .regex(/^[A-Z]{2}$/, "countryUnknown")
      .optional(),
  );
const date = () => optionalString(/^\d{4}-\d{2}-\d{2}$/, "date");

/** One side of a route: a country, a postal code's start, a town with a radius. */
const side = (prefix: "origin" | "dest") => ({
  [`${prefix}Country`]: country(),
  [`${prefix}Postal`]: optionalString(/^[A-Za-z0-9 -]{1,10}$/, "postalCodeFormat"),
  [`${prefix}CityId`]: optionalNumber("cityNotFound", 1, 2 ** 31 - 1),
  [`${prefix}RadiusKm`]: optionalNumber("number", 1, SEARCH_RADIUS_MAX),
});

const origin = side("origin") as {
  originCountry: ReturnType<typeof country>;
  originPostal: ReturnType<typeof optionalString>;
  originCityId: ReturnType<typeof optionalNumber>;
  originRadiusKm: ReturnType<typeof optionalNumber>;
};
const dest = side("dest") as {
  destCountry: ReturnType<typeof country>;
  destPostal: ReturnType<typeof optionalString>;
  destCityId: ReturnType<typeof optionalNumber>;
  destRadiusKm: ReturnType<typeof optionalNumber>;
};

export const offerSearchFields = z.object({
  kind: z.enum(OFFER_KINDS, { error: "invalidOption" }).default("load"),
  ...origin,
  ...dest,
  dateFrom: date(),
  dateTo: date(),
  bodyTypes: z
    .preprocess(
      (v) => (blank(v) ? [] : Array.isArray(v) ? v : String(v).split(",")),
      z.array(z.enum(BODY_TYPES, { error: "invalidOption" })),
    )
    .default([]),
  weightMin: optionalNumber("number", 0, OFFER_LIMITS.weightKg.max),
  weightMax: optionalNumber("number", 0, OFFER_LIMITS.weightKg.max),
  priceMin: optionalNumber("amount", 0, OFFER_LIMITS.price.max, false),
  priceMax: optionalNumber("amount", 0, OFFER_LIMITS.price.max, false),
  currency: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(CURRENCIES, { error: "invalidOption" }).optional()),
  orderBy: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.enum(OFFER_SORTS, { error: "invalidOption" }).default("date"),
  ),
  view: z.preprocess((v) => (blank(v) ? undefined : v), z.enum(OFFER_VIEWS, { error: "invalidOption" }).default("all")),
  /** The keyset cursor of the next page (opaque). */
  after: z.preprocess((v) => (blank(v) ? undefined : v), z.string().max(200).optional()),
});

/** The search, with the rules between its fields: a radius needs its town; ranges in order. */
export const offerSearch = offerSearchFields.superRefine((v, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (v.originRadiusKm !== undefined && v.originCityId === undefined) issue("originRadiusKm", "radiusNeedsPlace");
  if (v.destRadiusKm !== undefined && v.destCityId === undefined) issue("destRadiusKm", "radiusNeedsPlace");
  if (v.dateFrom && v.dateTo && v.dateTo < v.dateFrom) issue("dateTo", "dateBeforeFrom");
  if (v.dateTo && !v.dateFrom) issue("dateFrom", "fromDateRequired");
  if (v.weightMin !== undefined && v.weightMax !== undefined && v.weightMax < v.weightMin)
    issue("weightMax", "rangeOrder");
  if (v.priceMin !== undefined && v.priceMax !== undefined && v.priceMax < v.priceMin) issue("priceMax", "rangeOrder");
  if (v.orderBy === "distance" && v.originCityId === undefined) issue("orderBy", "distanceNeedsPlace");
});
export type OfferSearch = z.output<typeof offerSearch>;
export type OfferSearchInput = z.input<typeof offerSearch>;

/** One offer in a result list: what a row of the exchange shows. */
export const offerListItem = z.object({
  id: z.uuid(),
  kind: z.enum(OFFER_KINDS),
  companyId: z.uuid(),
  companyName: z.string(),
  origin: z.object({ country: z.string(), postalCode: z.string(), city: z.string() }),
  dest: z.object({ country: z.string(), postalCode: z.string(), city: z.string() }).nullable(),
  loadFrom: z.string(),
  loadTo: z.string().nullable(),
  unloadFrom: z.string().nullable(),
  unloadTo: z.string().nullable(),
  weightKg: z.number().int(),
  bodyTypes: z.array(z.enum(BODY_TYPES)),
  price: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  visibility: z.enum(["public", "private"]),
  createdAt: z.string(),
  /** From the searched origin town, when the search named one. */
  distanceKm: z.number().nullable(),
  pinned: z.boolean(),
  own: z.boolean(),
  /** Appeared since the user last looked at this list. */
  isNew: z.boolean(),
});
export type OfferListItem = z.infer<typeof offerListItem>;

export const offerPage = z.object({
  items: z.array(offerListItem),
  /** The cursor of the next page, when there is one. */
  next: z.string().nullable(),
  /** When the user had last looked at this list before this search (onlyNewSince). */
  onlyNewSince: z.string().nullable(),
});
export type OfferPage = z.infer<typeof offerPage>;
