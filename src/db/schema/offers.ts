import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { COMPANY_LIST_KINDS, OFFER_KINDS, OFFER_STATUSES, OFFER_VISIBILITIES } from "../../shared/contracts/offers.ts";
import { companies, users } from "./accounts.ts";
import { vehicles } from "./vehicles.ts";

/**
 * The exchange's offers (DESIGN §7 offers; docs/decisions/028): a load to carry or a vehicle to
 * fill. The first loading place (a vehicle's starting place) and the last unloading place (where
 * a vehicle would go) are copied onto the row with their coordinates, so a search reads one table
 * through partial indexes on the active rows; every place, in order, is in `offer_places`.
 * `ends_on` is the last day the offer is on the exchange (its last unloading or availability
 * day); the day after, the expiry job archives it as `expired`, and searches skip it already.
 */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: OFFER_KINDS }).notNull(),
    status: text("status", { enum: OFFER_STATUSES }).notNull().default("active"),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    loadFrom: date("load_from", { mode: "string" }).notNull(),
    loadTo: date("load_to", { mode: "string" }),
    unloadFrom: date("unload_from", { mode: "string" }),
    unloadTo: date("unload_to", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    originCountry: text("origin_country").notNull(),
    originPostalCode: text("origin_postal_code").notNull(),
    originCity: text("origin_city").notNull(),
    originLat: doublePrecision("origin_lat"),
    originLon: doublePrecision("origin_lon"),
    destCountry: text("dest_country"),
    destPostalCode: text("dest_postal_code"),
    destCity: text("dest_city"),
    destLat: doublePrecision("dest_lat"),
    destLon: doublePrecision("dest_lon"),
    /** A vehicle offer: how far around its destination it may go, and the countries it may go to. */
    destRadiusKm: integer("dest_radius_km"),
    destCountries: text("dest_countries")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    goods: text("goods"),
    weightKg: integer("weight_kg").notNull(),
    volumeM3: numeric("volume_m3", { precision: 7, scale: 2, mode: "number" }),
    loadingMetres: numeric("loading_metres", { precision: 5, scale: 2, mode: "number" }),
    bodyTypes: text("body_types").array().notNull(),
    adr: boolean("adr").notNull().default(false),
    temperatureMin: integer("temperature_min"),
    temperatureMax: integer("temperature_max"),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    currency: text("currency"),
    paymentDays: integer("payment_days"),
    visibility: text("visibility", { enum: OFFER_VISIBILITIES }).notNull().default("public"),
    contactUserId: uuid("contact_user_id").references(() => users.id, { onDelete: "set null" }),
    notes: text("notes"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    index("offers_active_load_from_idx")
      .on(t.kind, t.loadFrom, t.id)
      .where(sql`status = 'active'`),
    index("offers_active_created_idx")
      .on(t.kind, t.createdAt)
      .where(sql`status = 'active'`),
    index("offers_active_ends_idx")
      .on(t.endsOn)
      .where(sql`status = 'active'`),
    // Postal codes are matched by their start (LIKE 'prefix%'): the pattern operator class.
    index("offers_active_origin_postal_idx")
      .on(t.kind, t.originCountry, t.originPostalCode.op("text_pattern_ops"))
      .where(sql`status = 'active'`),
    index("offers_active_dest_postal_idx")
      .on(t.kind, t.destCountry, t.destPostalCode.op("text_pattern_ops"))
      .where(sql`status = 'active'`),
    // A radius search: earth_box(...) @> ll_to_earth(lat, lon), from the cube and earthdistance
    // extensions, with the kind and the loading day in the same GiST (btree_gist), so the index
    // itself keeps to the list and the date window; nearest first (`<->`) reads it in order.
    index("offers_active_origin_earth_kind_date_idx")
      .using("gist", sql`ll_to_earth(${t.originLat}, ${t.originLon})`, t.kind, t.loadFrom)
      .where(sql`status = 'active' AND origin_lat IS NOT NULL`),
    index("offers_active_dest_earth_kind_date_idx")
      .using("gist", sql`ll_to_earth(${t.destLat}, ${t.destLon})`, t.kind, t.loadFrom)
      .where(sql`status = 'active' AND dest_lat IS NOT NULL`),
    // Offers at one point (a town's) by id: a page sorted by distance ends inside such a tie.
    index("offers_active_origin_point_idx")
      .on(t.kind, t.originLat, t.originLon, t.id)
      .where(sql`status = 'active'`),
    // A route by countries in date order (the exchange's commonest search: one country to another).
    index("offers_active_route_countries_idx")
      .on(t.kind, t.originCountry, t.destCountry, t.loadFrom, t.id)
      .where(sql`status = 'active'`),
    // Sorted by price: a page read in the index's order (no price sorts last).
    index("offers_active_price_idx")
      .on(t.kind, sql`COALESCE(${t.price}, 1e12)`, t.id)
      .where(sql`status = 'active'`),
    index("offers_company_idx").on(t.companyId, t.status, t.updatedAt),
    check("offers_load_window", sql`${t.loadTo} IS NULL OR ${t.loadTo} >= ${t.loadFrom}`),
    check("offers_unload_window", sql`${t.unloadTo} IS NULL OR ${t.unloadTo} >= ${t.unloadFrom}`),
  ],
);

/** Every place of an offer in its order: loading places, then unloading places. */
export const offerPlaces = pgTable(
  "offer_places",
  {
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["loading", "unloading"] }).notNull(),
    position: integer("position").notNull(),
    country: text("country").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    cityId: integer("city_id"),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.role, t.position] })],
);

/** The partner companies a private offer is shown to. */
export const offerPartners = pgTable(
  "offer_partners",
  {
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.companyId] }), index("offer_partners_company_idx").on(t.companyId)],
);

/** A company's lists of other companies: partners (allow) and those it will not deal with (deny). */
export const companyLists = pgTable(
  "company_lists",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    otherCompanyId: uuid("other_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    list: text("list", { enum: COMPANY_LIST_KINDS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.otherCompanyId] }),
    index("company_lists_other_idx").on(t.otherCompanyId, t.list),
  ],
);

/** The offers a user pinned (spec §3 pinned offer ids), kept per user. */
export const offerPins = pgTable(
  "offer_pins",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerId] })],
);

/** A user's saved searches of the exchange, by name. */
export const savedFilters = pgTable(
  "saved_filters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: OFFER_KINDS }).notNull(),
    filter: jsonb("filter").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saved_filters_user_name_idx").on(t.userId, t.kind, t.name)],
);

/**
 * A user's place on the exchange (spec §3 onlyNew, onlyNewSince, the refresh and resize toggles):
 * when they last looked at each list, whether the list refreshes itself and whether it is compact.
 */
export const exchangeViews = pgTable("exchange_views", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  loadsSeenAt: timestamp("loads_seen_at", { withTimezone: true }),
  vehiclesSeenAt: timestamp("vehicles_seen_at", { withTimezone: true }),
  autoRefresh: boolean("auto_refresh").notNull().default(true),
  compact: boolean("compact").notNull().default(false),
});
