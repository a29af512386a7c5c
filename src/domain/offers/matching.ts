import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { offers } from "../../db/schema/index.ts";
import { type OfferRecord, todayInPoland } from "../../shared/contracts/offers.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId } from "../access/require-permission.ts";
import type { Point } from "../places/distance.ts";
import { EMPTY_RUN_MAX_KM, type LoadSide, type MatchScore, scoreMatch, type VehicleSide } from "./match-score.ts";
import { deniedCompanies, offerRecords, offerRow, type OfferRow } from "./offer-records.ts";
import { shownTo } from "./offer-search.ts";
import { offerOf } from "./offers.service.ts";

/** Candidates read from SQL before scoring, and matches answered. */
const CANDIDATES = 200;
export const MATCHES_SHOWN = 20;
/** A vehicle heading to a place takes loads unloading this far from it at most. */
const DEST_SLACK_KM = 500;

export interface OfferMatch {
  offer: OfferRecord;
  match: MatchScore;
}

const pointOf = (lat: number | null, lon: number | null): Point | null =>
  lat === null || lon === null ? null : { lat, lon };
const earth = (p: Point) => sql`ll_to_earth(${p.lat}::float8, ${p.lon}::float8)`;
const near = (column: "origin" | "dest", p: Point, km: number) => {
  const point = sql.raw(`ll_to_earth(o.${column}_lat, o.${column}_lon)`);
  const metres = km * 1000;
  return sql`(o.${sql.raw(column)}_lat IS NOT NULL AND earth_box(${earth(p)}, ${metres}::float8) @> ${point} AND earth_distance(${earth(p)}, ${point}) < ${metres}::float8)`;
};
const textArray = (values: string[]) => `{${values.join(",")}}`;

const vehicleSide = (v: OfferRow): VehicleSide => ({
  origin: pointOf(v.originLat, v.originLon)!,
  dest: pointOf(v.destLat, v.destLon),
  destRadiusKm: v.destRadiusKm,
  availableFrom: v.loadFrom,
  payloadKg: v.weightKg,
});
const loadSide = (l: OfferRow): LoadSide => ({
  origin: pointOf(l.originLat, l.originLon)!,
  dest: pointOf(l.destLat, l.destLon),
  loadFrom: l.loadFrom,
  loadTo: l.loadTo,
  weightKg: l.weightKg,
});

/** Loads a vehicle offer could carry: near its starting place, in its window, its body, its payload, its way. */
function loadsFor(v: OfferRow): SQL[] {
  const origin = pointOf(v.originLat, v.originLon)!;
  const until = v.loadTo ?? v.loadFrom;
  const where = [
    sql`o.kind = 'load'`,
    near("origin", origin, EMPTY_RUN_MAX_KM),
    sql`o.body_types && ${textArray(v.bodyTypes)}::text[]`,
    sql`o.weight_kg <= ${v.weightKg}`,
    sql`o.load_from <= ${until}::date`,
    sql`COALESCE(o.load_to, o.load_from) >= ${v.loadFrom}::date`,
  ];
  const dest = pointOf(v.destLat, v.destLon);
  if (dest) where.push(near("dest", dest, Math.max(3 * (v.destRadiusKm ?? 100), DEST_SLACK_KM)));
  else if (v.destCountries.length) where.push(sql`o.dest_country = ANY(${textArray(v.destCountries)}::text[])`);
  return where;
}

/** Vehicle offers that could carry a load: the same rules seen from the load. */
function vehiclesFor(l: OfferRow): SQL[] {
  const origin = pointOf(l.originLat, l.originLon)!;
  const where = [
    sql`o.kind = 'vehicle'`,
    near("origin", origin, EMPTY_RUN_MAX_KM),
    sql`o.body_types && ${textArray(l.bodyTypes)}::text[]`,
    sql`o.weight_kg >= ${l.weightKg}`,
    sql`o.load_from <= ${l.loadTo ?? l.loadFrom}::date`,
    sql`COALESCE(o.load_to, o.load_from) >= ${l.loadFrom}::date`,
  ];
  const dest = pointOf(l.destLat, l.destLon);
  const anywhere = sql`(o.dest_lat IS NULL AND cardinality(o.dest_countries) = 0)`;
  if (dest && l.destCountry)
    where.push(
      sql`(${anywhere} OR ${l.destCountry} = ANY(o.dest_countries) OR (o.dest_lat IS NOT NULL AND earth_distance(ll_to_earth(o.dest_lat, o.dest_lon), ${earth(dest)}) < GREATEST(3 * COALESCE(o.dest_radius_km, 100), ${DEST_SLACK_KM}) * 1000.0))`,
    );
  return where;
}

/** The score of a pair, whichever side `self` is. */
export const scorePair = (self: OfferRow, other: OfferRow): MatchScore =>
  self.kind === "vehicle"
    ? scoreMatch(vehicleSide(self), loadSide(other))
    : scoreMatch(vehicleSide(other), loadSide(self));

/**
 * Active offers of other companies that fit `self` (its kind's rules: place, window, body,
 * capacity, way), with `where` added; at most CANDIDATES, unscored. Empty for an offer without
 * coordinates.
 */
export async function fittingRows(db: Db, self: OfferRow, where: SQL[] = []): Promise<OfferRow[]> {
  if (self.originLat === null) return [];
  const all = [
    sql`o.status = 'active'`,
    sql`o.ends_on >= ${todayInPoland()}::date`,
    sql`o.company_id <> ${self.companyId}`,
    ...where,
    ...(self.kind === "vehicle" ? loadsFor(self) : vehiclesFor(self)),
  ];
  const ids = (await db.execute<{ id: string }>(
    sql`SELECT o.id FROM offers o WHERE ${sql.join(all, sql` AND `)} LIMIT ${CANDIDATES}`,
  )) as unknown as { rows?: { id: string }[] } | { id: string }[];
  const list = Array.isArray(ids) ? ids : (ids.rows ?? []);
  if (!list.length) return [];
  return db
    .select()
    .from(offers)
    .where(
      inArray(
        offers.id,
        list.map((r) => r.id),
      ),
    );
}

/**
 * The offers that fit one offer the actor's company may read (issue 26): for a vehicle offer the
 * loads it could carry, for a load the vehicles that could carry it, among those shown to the
 * actor's company and not the offer's own company's; best score first, each with its parts.
 */
export async function matchesFor(db: Db, actor: Actor | null, offerId: string): Promise<OfferMatch[]> {
  const source = await offerOf(db, actor, offerId);
  const companyId = actorCompanyId(actor!);
  if (source.status !== "active") return [];
  const self = (await offerRow(db, source.id))!;
  const rows = await fittingRows(db, self, shownTo(companyId, await deniedCompanies(db, companyId)));
  const scored = rows
    .map((other) => ({ other, match: scorePair(self, other) }))
    .sort((a, b) => b.match.score - a.match.score || a.other.id.localeCompare(b.other.id))
    .slice(0, MATCHES_SHOWN);
  const records = await offerRecords(
    db,
    scored.map((s) => s.other),
    companyId,
  );
  return scored.map((s, i) => ({ offer: records[i]!, match: s.match }));
}
