import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  offerSearch,
  type OfferListItem,
  type OfferPage,
  type OfferSearch,
} from "../../shared/contracts/offer-search.ts";
import { NEWEST_WINDOW_MS, OFFER_PAGE_SIZE, todayInPoland } from "../../shared/contracts/offers.ts";
import { AppError } from "../errors.ts";
import { validInput } from "../validation.ts";
import { cityById } from "../places/cities.ts";
import { deniedCompanies } from "./offer-records.ts";

/**
 * A search of the exchange in SQL (docs/decisions/028): the active offers of one kind shown to the
 * reader's company, through the partial indexes on active rows: a town with a radius is a GiST
 * box on the earth point (`earth_box @>`, the index) and the exact distance (the truth); a postal
 * code's start a pattern B-tree; dates, body types, weights and prices plain conditions. Pages
 * are keyset pages, so a refresh does not shift what the user reads.
 */

/** A town named without a radius is searched this far around it. */
export const TOWN_RADIUS_KM = 15;

export interface SearchContext {
  companyId: string;
  userId: string;
  /** When the user last looked at this list (onlyNewSince); null: never. */
  seenSince: Date | null;
  now?: Date;
}

type Key = [string | number, string];
const encode = (key: Key) => Buffer.from(JSON.stringify(key)).toString("base64url");
function decode(cursor: string | undefined): Key | null {
  if (!cursor) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(key) && key.length === 2 && typeof key[1] === "string" && /^[0-9a-f-]{36}$/.test(key[1]))
      if (typeof key[0] === "string" || typeof key[0] === "number") return key as Key;
  } catch {
    // falls through
  }
  throw new AppError("validation", { fields: { after: ["invalidOption"] } });
}

/** A town's earth point, or a field error naming the search's field. */
function town(cityId: number | undefined, field: string) {
  if (cityId === undefined) return null;
  const city = cityById(cityId, "pl");
  if (!city) throw new AppError("validation", { fields: { [field]: ["cityNotFound"] } });
  return sql`ll_to_earth(${city.lat}::float8, ${city.lon}::float8)`;
}

/** One side of the route: its country, postal code's start, and town with a radius. */
function sideConditions(s: OfferSearch, side: "origin" | "dest"): SQL[] {
  const col = (name: string) => sql.raw(`o.${side}_${name}`);
  const country = side === "origin" ? s.originCountry : s.destCountry;
  const postal = side === "origin" ? s.originPostal : s.destPostal;
  const centre = town(side === "origin" ? s.originCityId : s.destCityId, `${side}CityId`);
  const metres = ((side === "origin" ? s.originRadiusKm : s.destRadiusKm) ?? TOWN_RADIUS_KM) * 1000;
  const out: SQL[] = [];
  // A vehicle offer with no destination goes anywhere; one with countries goes to those.
  const anywhere = side === "dest" && s.kind === "vehicle";
  if (country) {
    const named = sql`${col("country")} = ${country}`;
    out.push(
      anywhere
        ? sql`(${named} OR ${country} = ANY(o.dest_countries) OR (o.dest_country IS NULL AND cardinality(o.dest_countries) = 0))`
        : named,
    );
  }
  if (postal) out.push(sql`${col("postal_code")} LIKE ${postal.toUpperCase().replace(/[%_\\]/g, "") + "%"}`);
  if (centre) {
    const point = sql`ll_to_earth(${col("lat")}, ${col("lon")})`;
    const near = sql`(${col("lat")} IS NOT NULL AND earth_box(${centre}, ${metres}::float8) @> ${point} AND earth_distance(${centre}, ${point}) < ${metres}::float8)`;
    out.push(anywhere ? sql`(${near} OR o.dest_lat IS NULL)` : near);
  }
  return out;
}

/**
 * The offers (`o`) a company is shown: its own, public ones and private ones naming it, none of a
 * company on either's deny list (`denied`, read first: a handful of ids, not a subquery per row).
 */
export function shownTo(companyId: string, denied: string[]): SQL[] {
  const where = [
    sql`(o.company_id = ${companyId} OR o.visibility = 'public' OR EXISTS (SELECT 1 FROM offer_partners p WHERE p.offer_id = o.id AND p.company_id = ${companyId}))`,
  ];
  if (denied.length) where.push(sql`o.company_id <> ALL(${`{${denied.join(",")}}`}::uuid[])`);
  return where;
}

function conditions(s: OfferSearch, ctx: SearchContext, denied: string[], now: Date): SQL[] {
  const where: SQL[] = [
    sql`o.status = 'active'`,
    sql`o.kind = ${s.kind}`,
    sql`o.ends_on >= ${todayInPoland(now)}::date`,
    ...shownTo(ctx.companyId, denied),
    ...sideConditions(s, "origin"),
    ...sideConditions(s, "dest"),
  ];
  if (s.dateFrom) where.push(sql`COALESCE(o.load_to, o.load_from) >= ${s.dateFrom}::date`);
  if (s.dateTo) where.push(sql`o.load_from <= ${s.dateTo}::date`);
  if (s.bodyTypes.length) where.push(sql`o.body_types && ${`{${s.bodyTypes.join(",")}}`}::text[]`);
  if (s.weightMin !== undefined) where.push(sql`o.weight_kg >= ${s.weightMin}`);
  if (s.weightMax !== undefined) where.push(sql`o.weight_kg <= ${s.weightMax}`);
  if (s.priceMin !== undefined) where.push(sql`o.price >= ${s.priceMin}`);
  if (s.priceMax !== undefined) where.push(sql`o.price <= ${s.priceMax}`);
  if (s.currency) where.push(sql`o.currency = ${s.currency}`);
  if (s.view === "new" && ctx.seenSince) where.push(sql`o.created_at > ${ctx.seenSince.toISOString()}::timestamptz`);
  if (s.view === "newest")
    where.push(sql`o.created_at > ${new Date(now.getTime() - NEWEST_WINDOW_MS).toISOString()}::timestamptz`);
  return where;
}

/** The order of a sort, its key's expression, and the keyset condition after a cursor. */
function ordering(s: OfferSearch, after: Key | null) {
  const centre = town(s.originCityId, "originCityId");
  const distance = centre ? sql`earth_distance(${centre}, ll_to_earth(o.origin_lat, o.origin_lon)) / 1000` : null;
  const sorts = {
    date: { key: sql`o.load_from::text`, dir: "ASC", cast: sql`::text` },
    newest: {
      key: sql`to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
      dir: "DESC",
      cast: sql`::text`,
    },
    price: { key: sql`COALESCE(o.price, 1e12)`, dir: "ASC", cast: sql`::numeric` },
    distance: { key: distance ?? sql`0`, dir: "ASC", cast: sql`::float8` },
  } as const;
  const sort = sorts[s.orderBy];
  const cmp = sql.raw(sort.dir === "ASC" ? ">" : "<");
  const keyset = after ? sql`(${sort.key}, o.id) ${cmp} (${after[0]}${sort.cast}, ${after[1]}::uuid)` : null;
  return { sort, distance, keyset, dir: sql.raw(sort.dir) };
}

interface Row extends Record<string, unknown> {
  id: string;
  sort_key: string | number;
}

/** One page of the exchange for the reader, with its keyset cursor. */
export async function searchOffers(db: Db, input: unknown, ctx: SearchContext): Promise<OfferPage> {
  const s = validInput(offerSearch, input);
  const now = ctx.now ?? new Date();
  const { sort, distance, keyset, dir } = ordering(s, decode(s.after));
  const where = conditions(s, ctx, await deniedCompanies(db, ctx.companyId), now);
  if (keyset) where.push(keyset);
  const result = await db.execute<Row>(sql`
    SELECT o.id, o.kind, o.company_id, c.name AS company_name, o.origin_country, o.origin_postal_code,
      o.origin_city, o.dest_country, o.dest_postal_code, o.dest_city, o.load_from::text AS load_from,
      o.load_to::text AS load_to, o.unload_from::text AS unload_from, o.unload_to::text AS unload_to,
      o.weight_kg, o.body_types, o.price::float8 AS price, o.currency, o.visibility, o.created_at,
      ${distance ?? sql`NULL::float8`} AS distance_km, ${sort.key} AS sort_key,
      EXISTS (SELECT 1 FROM offer_pins pin WHERE pin.user_id = ${ctx.userId} AND pin.offer_id = o.id) AS pinned
    FROM offers o JOIN companies c ON c.id = o.company_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${sort.key} ${dir}, o.id ${dir}
    LIMIT ${OFFER_PAGE_SIZE + 1}`);
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: Row[] }).rows) as Row[];
  const page = rows.slice(0, OFFER_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => listItem(r, ctx)),
    next: rows.length > OFFER_PAGE_SIZE && last ? encode([last.sort_key, last.id]) : null,
    onlyNewSince: ctx.seenSince?.toISOString() ?? null,
  };
}

function listItem(r: Row, ctx: SearchContext): OfferListItem {
  const createdAt = new Date(r.created_at as string | Date);
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    id: r.id,
    kind: r.kind as OfferListItem["kind"],
    companyId: String(r.company_id),
    companyName: String(r.company_name),
    origin: {
      country: String(r.origin_country),
      postalCode: String(r.origin_postal_code),
      city: String(r.origin_city),
    },
    dest: r.dest_country
      ? { country: String(r.dest_country), postalCode: String(r.dest_postal_code), city: String(r.dest_city) }
      : null,
    loadFrom: String(r.load_from),
    loadTo: text(r.load_to),
    unloadFrom: text(r.unload_from),
    unloadTo: text(r.unload_to),
    weightKg: Number(r.weight_kg),
    bodyTypes: r.body_types as OfferListItem["bodyTypes"],
    price: r.price === null ? null : Number(r.price),
    currency: r.currency as OfferListItem["currency"],
    visibility: r.visibility as OfferListItem["visibility"],
    createdAt: createdAt.toISOString(),
    distanceKm: r.distance_km === null ? null : Math.round(Number(r.distance_km)),
    pinned: Boolean(r.pinned),
    own: r.company_id === ctx.companyId,
    isNew: ctx.seenSince !== null && createdAt > ctx.seenSince,
  };
}
