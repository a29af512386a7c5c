import { sql } from "drizzle-orm";
import { cityIndex } from "../domain/places/cities.ts";
import { BODY_TYPES } from "../shared/body-types.ts";
import { addDays, todayInPoland } from "../shared/contracts/offers.ts";
import type { Db } from "./client.ts";

/** Companies the generated offers belong to (NIPs from 990000001 on are the bench's). */
const COMPANIES = 200;
/** The largest European towns the offers run between. */
const TOWNS = 2000;

/**
 * `npm run seed:offers N` and the bench (issue 26): N realistic offers in SQL on either engine:
 * between two of Europe's 2 000 largest towns (drawn towards the larger), loading over the next
 * 30 days with a window of up to 3 days, unloading 1-3 days later, mixed body types, 500-24 000
 * kg, four in five active, one in five a vehicle offer, posted over the last 30 days. The rows
 * are written by `INSERT … SELECT` from a table of towns, in batches; places stay on the offer row
 * (what the search reads), not in offer_places.
 */
export async function seedBenchOffers(db: Db, count: number, onBatch?: (done: number) => void): Promise<void> {
  const towns = cityIndex()
    .rows.filter((c) => c.population >= 20_000)
    .sort((a, b) => b.population - a.population)
    .slice(0, TOWNS);
  await db.execute(
    sql`CREATE TEMP TABLE IF NOT EXISTS bench_towns (n int, country text, city text, lat float8, lon float8)`,
  );
  await db.execute(sql`TRUNCATE bench_towns`);
  for (let i = 0; i < towns.length; i += 500) {
    const rows = towns.slice(i, i + 500).map((c, j) => sql`(${i + j}, ${c.country}, ${c.name}, ${c.lat}, ${c.lon})`);
    await db.execute(sql`INSERT INTO bench_towns VALUES ${sql.join(rows, sql`, `)}`);
  }
  await db.execute(sql`
    INSERT INTO companies (name, tin, street, postal_code, city, status, registration_status)
    SELECT 'Bench Transport ' || g, (990000000 + g)::text || '0', 'ul. Testowa 1', '00-001', 'Warszawa', 'verified', 3
    FROM generate_series(1, ${COMPANIES}) g
    ON CONFLICT (tin) DO NOTHING`);
  const today = todayInPoland();
  const bodies = `{${BODY_TYPES.slice(0, 8).join(",")}}`;
  for (let done = 0; done < count; done += 50_000) {
    const n = Math.min(50_000, count - done);
    await db.execute(sql`
      INSERT INTO offers (company_id, kind, status, load_from, load_to, unload_from, ends_on,
        origin_country, origin_postal_code, origin_city, origin_lat, origin_lon,
        dest_country, dest_postal_code, dest_city, dest_lat, dest_lon,
        weight_kg, body_types, price, currency, created_at)
      SELECT c.id, CASE WHEN r.k < 0.2 THEN 'vehicle' ELSE 'load' END,
        CASE WHEN r.s < 0.8 THEN 'active' ELSE 'archived' END,
        r.d, r.d + r.w, r.d + r.w + 1 + r.u, r.d + r.w + 1 + r.u,
        a.country, lpad((r.pa * 99999)::int::text, 5, '0'), a.city, a.lat, a.lon,
        b.country, lpad((r.pb * 99999)::int::text, 5, '0'), b.city, b.lat, b.lon,
        500 + (r.kg * 23500)::int, ARRAY[(${bodies}::text[])[1 + (r.bt * 8)::int % 8]],
        CASE WHEN r.p < 0.7 THEN round((300 + r.p * 4000)::numeric, 2) END,
        CASE WHEN r.p < 0.7 THEN (CASE WHEN r.p < 0.35 THEN 'PLN' ELSE 'EUR' END) END,
        now() - (r.age * interval '30 days')
      FROM (
        SELECT g, random() k, random() s, ${today}::date + (random() * 30)::int d, (random() * 3)::int w,
          (random() * 2)::int u, random() pa, random() pb, random() kg, random() bt, random() p, random() age,
          (power(random(), 2) * ${towns.length - 1})::int ta, (power(random(), 2) * ${towns.length - 1})::int tb,
          1 + (random() * ${COMPANIES - 1})::int co
        FROM generate_series(1, ${n}) g
      ) r
      JOIN bench_towns a ON a.n = r.ta
      JOIN bench_towns b ON b.n = r.tb
      JOIN companies c ON c.tin = (990000000 + r.co)::text || '0'`);
    onBatch?.(done + n);
  }
  await db.execute(sql`ANALYZE offers`);
}

/** The ISO date of a day from today in Poland (the bench's windows). */
export const benchDay = (days: number) => addDays(todayInPoland(), days);
