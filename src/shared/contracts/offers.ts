import { z } from "zod";
import { BODY_TYPES } from "../body-types.ts";
import { measure, optionalCheckbox, optionalText, REQUIRED } from "./fields.ts";
import { placeInput } from "./places.ts";

/**
 * The exchange's offers (spec §2 /ongoing/offers, /archive/offers; §3 onlyNew, pinned ids; §5
 * dates and load places; §9 refresh; DESIGN §7; docs/decisions/028): what posting and editing an
 * offer take, what a search takes, and what both answer. The page's forms, the REST edge and the
 * domain check the same schemas; field codes are `common.json` `fieldErrors`.
 */

export const OFFER_KINDS = ["load", "vehicle"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
/** Active on the exchange; archived by hand; expired: archived by the job after its last day. */
export const OFFER_STATUSES = ["active", "archived", "expired"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_VISIBILITIES = ["public", "private"] as const;
export const COMPANY_LIST_KINDS = ["allow", "deny"] as const;
export const CURRENCIES = ["PLN", "EUR"] as const;

export const OFFER_LIMITS = {
  placesPerSide: 5,
  weightKg: { min: 1, max: 100_000 },
  volumeM3: { min: 0.1, max: 300 },
  loadingMetres: { min: 0.1, max: 40 },
  temperature: { min: -40, max: 40 },
  price: { min: 1, max: 10_000_000 },
  paymentDays: { min: 0, max: 180 },
  radiusKm: { min: 1, max: 2000 },
  goodsMax: 200,
  notesMax: 1000,
  partnersMax: 50,
  /** How far ahead an offer may be dated (days from today). */
  daysAhead: 365,
} as const;

/** Spec §9: lists refresh every 60 s; the "newest" view covers the last 15 minutes. */
export const EXCHANGE_REFRESH_MS = 60_000;
export const NEWEST_WINDOW_MS = 15 * 60_000;
export const OFFER_PAGE_SIZE = 50;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const optionalDate = () =>
  z
    .string()
    .max(10)
    .optional()
    .transform((v, ctx) => {
      const text = v?.trim();
      if (!text) return null;
      if (!isDate(text)) ctx.addIssue({ code: "custom", message: "date" });
      return text;
    });

/** The day `days` after an ISO date. */
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Today in Poland, as an ISO date: the day the date rules (spec §5) are judged by. */
export const todayInPoland = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(now);

const places = (min: number) =>
  z
    .array(placeInput)
    .max(OFFER_LIMITS.placesPerSide, "tooManyPlaces")
    .optional()
    .transform((list, ctx) => {
      const kept = (list ?? []).filter((p) => p.country?.trim() || p.postalCode?.trim() || p.city?.trim());
      if (kept.length < min) ctx.addIssue({ code: "custom", message: REQUIRED });
      return kept;
    });

const ids = (max: number) =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : v ? [v] : []).filter(Boolean))
    .pipe(z.array(z.uuid({ error: "invalidOption" })).max(max, "tooMany"));

const bodyTypes = () =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) => [...new Set(Array.isArray(v) ? v : v ? [v] : [])])
    .pipe(z.array(z.enum(BODY_TYPES, { error: "invalidOption" })));

const countries = () =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    // A form's text field gives "DE, FR"; the API an array.
    .transform((v) => [
      ...new Set(
        (Array.isArray(v) ? v : v ? v.split(/[\s,;]+/) : []).map((c) => c.trim().toUpperCase()).filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, "countryUnknown")).max(60, "tooMany"));

const common = {
  loadFrom: optionalDate(),
  loadTo: optionalDate(),
  price: measure("amount", OFFER_LIMITS.price, 2),
  currency: z
    .enum(CURRENCIES, { error: "invalidOption" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  paymentDays: measure("number", OFFER_LIMITS.paymentDays, 0),
  visibility: z.enum(OFFER_VISIBILITIES, { error: "invalidOption" }).default("public"),
  partners: ids(OFFER_LIMITS.partnersMax),
  contactUserId: z
    .uuid({ error: "invalidOption" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  notes: optionalText({ max: OFFER_LIMITS.notesMax, multiLine: true }),
};

/** A load to carry: its places in order, windows, goods and what body it needs. */
export const loadOfferFields = z.object({
  kind: z.literal("load"),
  loading: places(1),
  unloading: places(1),
  unloadFrom: optionalDate(),
  unloadTo: optionalDate(),
  goods: optionalText({ max: OFFER_LIMITS.goodsMax }),
  weightKg: measure("payloadKg", OFFER_LIMITS.weightKg, 0, true),
  volumeM3: measure("volumeM3", OFFER_LIMITS.volumeM3, 2),
  loadingMetres: measure("loadingMetres", OFFER_LIMITS.loadingMetres, 2),
  bodyTypes: bodyTypes(),
  adr: optionalCheckbox(),
  temperatureMin: measure("temperature", OFFER_LIMITS.temperature, 0),
  temperatureMax: measure("temperature", OFFER_LIMITS.temperature, 0),
  ...common,
});

/** A vehicle to fill: one of the company's vehicles, where and when it is free, where it may go. */
export const vehicleOfferFields = z.object({
  kind: z.literal("vehicle"),
  vehicleId: z.uuid({ error: (i) => (i.input ? "invalidOption" : REQUIRED) }),
  loading: places(1),
  unloading: places(0),
  destRadiusKm: measure("number", OFFER_LIMITS.radiusKm, 0),
  destCountries: countries(),
  ...common,
});

type Issue = (path: (string | number)[], message: string) => void;

/**
 * Spec §5 dates: a from-date not before `earliest` (today; an edit keeps its own earlier one), a
 * to-date not before its from-date, a from-date required when a to-date is given; an unloading
 * window not before loading starts; nothing more than a year ahead.
 */
function checkDates(
  v: { loadFrom: string | null; loadTo: string | null; unloadFrom?: string | null; unloadTo?: string | null },
  earliest: string,
  issue: Issue,
) {
  const latest = addDays(earliest, OFFER_LIMITS.daysAhead);
  const window = (from: "loadFrom" | "unloadFrom", to: "loadTo" | "unloadTo", required: boolean) => {
    const f = v[from] ?? null;
    const t = v[to] ?? null;
    if (!f && (required || t)) issue([from], t ? "fromDateRequired" : REQUIRED);
    if (f && f < earliest) issue([from], "dateBeforeToday");
    if (f && f > latest) issue([from], "dateTooFar");
    if (f && t && t < f) issue([to], "dateBeforeFrom");
    if (t && t > addDays(latest, 30)) issue([to], "dateTooFar");
  };
  window("loadFrom", "loadTo", true);
  if (v.unloadFrom !== undefined) {
    window("unloadFrom", "unloadTo", false);
    if (v.unloadFrom && v.loadFrom && v.unloadFrom < v.loadFrom) issue(["unloadFrom"], "unloadBeforeLoad");
  }
}

/**
 * Posting or editing an offer. `earliest` is the first day a from-date may have: today in Poland
 * for a new offer; for an edit, the offer's own from-date when that is earlier (an offer loading
 * today stays editable tomorrow).
 */
export function offerInput(earliest: string) {
  return z
    .discriminatedUnion("kind", [loadOfferFields, vehicleOfferFields], { error: "invalidOption" })
    .superRefine((v, ctx) => {
      if (!v || typeof v !== "object") return;
      const issue: Issue = (path, message) => {
        if (!ctx.issues.some((i) => i.path?.[0] === path[0])) ctx.addIssue({ code: "custom", path, message });
      };
      checkDates(v, earliest, issue);
      if (v.price !== null && v.price !== undefined && !v.currency) issue(["currency"], REQUIRED);
      if (v.visibility === "private" && !v.partners.length) issue(["partners"], "partnersRequired");
      if (v.kind === "load") {
        if (!v.bodyTypes.length) issue(["bodyTypes"], REQUIRED);
        const min = v.temperatureMin;
        const max = v.temperatureMax;
        if (min !== null && max !== null && min !== undefined && max !== undefined && min > max)
          issue(["temperatureMax"], "temperatureRange");
      } else if (v.destRadiusKm !== null && v.destRadiusKm !== undefined && !v.unloading.length) {
        issue(["destRadiusKm"], "radiusNeedsPlace");
      }
    });
}
export type OfferInput = z.input<ReturnType<typeof offerInput>>;
export type OfferValues = z.output<ReturnType<typeof offerInput>>;

const place = z.object({
  country: z.string(),
  postalCode: z.string(),
  city: z.string(),
  cityId: z.number().int().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type OfferPlace = z.infer<typeof place>;

/** An offer as its company and those it is shown to read it. */
export const offerRecord = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  kind: z.enum(OFFER_KINDS),
  status: z.enum(OFFER_STATUSES),
  vehicleId: z.uuid().nullable(),
  loading: z.array(place),
  unloading: z.array(place),
  loadFrom: z.string(),
  loadTo: z.string().nullable(),
  unloadFrom: z.string().nullable(),
  unloadTo: z.string().nullable(),
  endsOn: z.string(),
  destRadiusKm: z.number().int().nullable(),
  destCountries: z.array(z.string()),
  goods: z.string().nullable(),
  weightKg: z.number().int(),
  volumeM3: z.number().nullable(),
  loadingMetres: z.number().nullable(),
  bodyTypes: z.array(z.enum(BODY_TYPES)),
  adr: z.boolean(),
  temperatureMin: z.number().int().nullable(),
  temperatureMax: z.number().int().nullable(),
  price: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  paymentDays: z.number().int().nullable(),
  visibility: z.enum(OFFER_VISIBILITIES),
  /** The partner companies of a private offer: only its own company reads them. */
  partners: z.array(z.uuid()),
  contactUserId: z.uuid().nullable(),
  notes: z.string().nullable(),
  /** Whether the reader's company posted it. */
  own: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
  archivedAt: z.date().nullable(),
});
export type OfferRecord = z.infer<typeof offerRecord>;

/** An offer as the APIs send it: the moments as ISO text. */
export const wireOffer = (o: OfferRecord) => ({
  ...o,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
  archivedAt: o.archivedAt?.toISOString() ?? null,
});
