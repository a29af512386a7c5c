import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import {
  offerSearch,
  type OfferListItem,
  type OfferPage,
  type OfferSearch,
} from "../../shared/contracts/offer-search.ts";
import {
  addDays,
  NEWEST_WINDOW_MS,
  OFFER_LIMITS,
  OFFER_PAGE_SIZE,
  todayInPoland,
} from "../../shared/contracts/offers.ts";
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

/**
 * The order of a sort: the expression rows are ordered by (the index's own column, so a page is
 * read in index order and stops at its size), the value a cursor keeps of it, and the keyset
 * condition after a cursor. By distance the order is the earth points' chord (`<->`, a GiST
 * nearest-first scan), which orders exactly as the great-circle distance shown.
 */
function ordering(s: OfferSearch, after: Key | null) {
  const centre = town(s.originCityId, "originCityId");
  const point = sql`ll_to_earth(o.origin_lat, o.origin_lon)`;
  const distance = centre ? sql`earth_distance(${centre}, ${point}) / 1000` : null;
  const sorts = {
    date: { key: sql`o.load_from`, value: sql`o.load_from::text`, dir: "ASC", cast: sql`::date` },
    newest: {
      key: sql`o.created_at`,
      value: sql`to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      dir: "DESC",
      cast: sql`::timestamptz`,
    },
    price: {
      key: sql`COALESCE(o.price, 1e12)`,
      value: sql`COALESCE(o.price, 1e12)::text`,
      dir: "ASC",
      cast: sql`::numeric`,
    },
    distance: centre
      ? { key: sql`(${point} <-> ${centre})`, value: sql`(${point} <-> ${centre})`, dir: "ASC", cast: sql`::float8` }
      : { key: sql`o.load_from`, value: sql`o.load_from::text`, dir: "ASC", cast: sql`::date` },
  } as const;
  const sort = sorts[s.orderBy];
  const cmp = sql.raw(sort.dir === "ASC" ? ">" : "<");
  const keyset = after ? sql`(${sort.key}, o.id) ${cmp} (${after[0]}${sort.cast}, ${after[1]}::uuid)` : null;
  return { sort, distance, keyset, dir: sql.raw(sort.dir) };
}

/** Two rows of a page in its order: the sort's value (a number, a date or an ISO instant), then id. */
function order(a: Row, b: Row, by: OfferSearch["orderBy"]): number {
  const numeric = by === "price" || by === "distance";
  const [x, y] = numeric ? [Number(a.sort_key), Number(b.sort_key)] : [String(a.sort_key), String(b.sort_key)];
  const byKey = x < y ? -1 : x > y ? 1 : 0;
  const asc = by === "newest" ? -1 : 1;
  return (byKey || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) * asc;
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
  const read = (conditions: SQL[], orderBy: SQL, limit: number) =>
    pageRows(db, ctx, { where: conditions, distance, value: sort.value, limit }, orderBy);
  const byKeyAndId = sql`${sort.key} ${dir}, o.id ${dir}`;
  const PAGE = OFFER_PAGE_SIZE + 1;
  let rows: Row[];
  if (s.orderBy === "distance" && distance) {
    // Nearest first through the GiST index, which orders by the distance alone (with the id as a
    // second key the planner sorts every offer in the radius); then every offer at the page's last
    // distance (offers of one town share a point), so a tie is ordered by id across pages.
    rows = await read(where, sql`${sort.key} ${dir}`, OFFER_PAGE_SIZE + 1);
    if (rows.length > OFFER_PAGE_SIZE) {
      const edge = rows.reduce((far, r) => (Number(r.sort_key) > Number(far.sort_key) ? r : far));
      const before = rows.filter((r) => Number(r.sort_key) < Number(edge.sort_key));
      // Those at the edge's own point, by id, as many as the page still takes: a B-tree on the
      // point and the id reads them in order (not the distance again: nearest-first would walk on
      // past the edge to the radius).
      const ties = await read(
        [
          ...where,
          sql`o.origin_lat = ${Number(edge.origin_lat)}::float8`,
          sql`o.origin_lon = ${Number(edge.origin_lon)}::float8`,
        ],
        sql`o.id ${dir}`,
        OFFER_PAGE_SIZE + 1 - before.length,
      );
      rows = [...before, ...ties];
    }
  } else if (s.orderBy === "date" && (s.originCityId !== undefined || s.destCityId !== undefined)) {
    rows = await byDayWindows(
      s,
      (until) => read([...where, sql`o.load_from <= ${until}::date`], byKeyAndId, PAGE),
      now,
    );
  } else rows = await read(where, byKeyAndId, PAGE);
  // The join keeps no order of its own: the page's order again, by its key and id.
  rows.sort((a, b) => order(a, b, s.orderBy));
  const page = rows.slice(0, OFFER_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => listItem(r, ctx)),
    next: rows.length > OFFER_PAGE_SIZE && last ? encode([last.sort_key, last.id]) : null,
    onlyNewSince: ctx.seenSince?.toISOString() ?? null,
  };
}

/**
 * A radius search by date: the GiST index finds the offers near a town but not in date order, so a
 * page would sort every match in the radius (a number that grows with the exchange). Instead the
 * loading days are read in growing windows (up to today + 1, 4, 16, … days): once a window holds
 * more than a page, no offer outside it can come before them (it loads later); rarely more than
 * one window at a busy town, at most seven at an empty one.
 */
async function byDayWindows(s: OfferSearch, read: (until: string) => Promise<Row[]>, now: Date): Promise<Row[]> {
  const today = todayInPoland(now);
  const cursorDay = typeof s.after === "string" ? decodedDay(s.after) : null;
  const base = cursorDay && cursorDay > today ? cursorDay : today;
  const last = s.dateTo ?? addDays(today, OFFER_LIMITS.daysAhead + 31);
  for (let days = 1; ; days *= 4) {
    const until = addDays(base, days - 1);
    const rows = await read(until < last ? until : last);
    if (rows.length > OFFER_PAGE_SIZE || until >= last) return rows;
  }
}

/** The loading day a date cursor continues from. */
function decodedDay(cursor: string): string | null {
  const key = decode(cursor);
  return key && typeof key[0] === "string" && /^\d{4}-\d{2}-\d{2}$/.test(key[0]) ? key[0] : null;
}

/** A page's rows (in index order, stopping at `limit`), then their companies and pins. */
async function pageRows(
  db: Db,
  ctx: SearchContext,
  q: { where: SQL[]; distance: SQL | null; value: SQL; limit: number },
  orderBy: SQL,
): Promise<Row[]> {
  return rowsOf<Row>(
    db,
    sql`
    WITH page AS (
      SELECT o.id, o.kind, o.company_id, o.origin_country, o.origin_postal_code, o.origin_city,
        o.dest_country, o.dest_postal_code, o.dest_city, o.load_from::text AS load_from,
        o.load_to::text AS load_to, o.unload_from::text AS unload_from, o.unload_to::text AS unload_to,
        o.weight_kg, o.body_types, o.price::float8 AS price, o.currency, o.visibility, o.created_at,
        o.origin_lat, o.origin_lon, ${q.distance ?? sql`NULL::float8`} AS distance_km, ${q.value} AS sort_key
      FROM offers o
      WHERE ${sql.join(q.where, sql` AND `)}
      ORDER BY ${orderBy}
      LIMIT ${q.limit}
    )
    SELECT page.*, c.name AS company_name,
      EXISTS (SELECT 1 FROM offer_pins pin WHERE pin.user_id = ${ctx.userId} AND pin.offer_id = page.id) AS pinned
    FROM page JOIN companies c ON c.id = page.company_id`,
  );
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
