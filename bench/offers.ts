// The exchange's search at scale (issue 26, ADR 028): five representative searches and the
// "only new" / refresh queries at 10 000, 100 000 and 1 000 000 offers on PostgreSQL (100 000 on
// PGlite), each timed 30 times after a warm-up; p95 per size and the growth ratio p95(largest) /
// p95(10 000). On PostgreSQL it uses a database of its own (`bench_offers`, made and dropped).
// `npm run bench:offers [-- --pglite] [-- --max N] [-- --explain]` (BENCH_DATABASE_URL: the
// PostgreSQL server); `--explain` prints each search's plan (EXPLAIN ANALYZE, BUFFERS) at the largest size.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedBenchOffers } from "../src/db/seed-bench-offers.ts";
import { cityByName } from "../src/domain/places/cities.ts";
import { searchOffers } from "../src/domain/offers/offer-search.ts";
import { addDays, todayInPoland } from "../src/shared/contracts/offers.ts";

const RUNS = 30;
const today = todayInPoland();
const town = (country: string, name: string) => String(cityByName(country, name, "pl")!.id);

/** The searches a user of the exchange makes most, by what they filter on. */
const SEARCHES: [string, Record<string, unknown>][] = [
  ["loads, first page by date", { kind: "load" }],
  [
    "100 km around Warsaw, next 7 days",
    { originCityId: town("PL", "Warszawa"), originRadiusKm: 100, dateFrom: today, dateTo: addDays(today, 7) },
  ],
  ["Germany to France, curtain", { originCountry: "DE", destCountry: "FR", bodyTypes: ["curtain"] }],
  ["refrigerated over 10 t, price under 2 000", { bodyTypes: ["refrigerated"], weightMin: 10000, priceMax: 2000 }],
  [
    "200 km around Munich by distance",
    { originCityId: town("DE", "München"), originRadiusKm: 200, orderBy: "distance" },
  ],
];

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.95) - 1]!;

async function time(db: Database["db"], input: Record<string, unknown>, seenSince: Date | null, companyId: string) {
  const ctx = { companyId, userId: randomUUID(), seenSince };
  await searchOffers(db, input, ctx);
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await searchOffers(db, input, ctx);
    ms.push(performance.now() - t0);
  }
  return p95(ms);
}

/** The plans of the SQL a search runs (each statement explained, then run for the search to go on). */
async function explain(db: Database["db"], input: Record<string, unknown>, seenSince: Date | null, companyId: string) {
  const plans: string[] = [];
  const explaining = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "execute") return Reflect.get(target, key, receiver) as unknown;
      return async (query: ReturnType<typeof sql>) => {
        const result = (await target.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`)) as unknown as
          Record<string, string>[] | { rows: Record<string, string>[] };
        plans.push((Array.isArray(result) ? result : result.rows).map((r) => r["QUERY PLAN"]).join("\n"));
        return target.execute(query);
      };
    },
  });
  await searchOffers(explaining, input, { companyId, userId: randomUUID(), seenSince });
  return plans.join("\n-- and then\n");
}

async function measure(database: Database, sizes: number[], explainLast = false) {
  const results: Record<string, number[]> = {};
  let have = 0;
  for (const size of sizes) {
    const t0 = performance.now();
    await seedBenchOffers(database.db, size - have);
    have = size;
    const built = ((performance.now() - t0) / 1000).toFixed(1);
    const found = (await database.db.execute(sql`SELECT id FROM companies WHERE tin = '9900000010'`)) as unknown as
      { id: string }[] | { rows: { id: string }[] };
    const companyId = (Array.isArray(found) ? found : found.rows)[0]!.id;
    for (const [name, input] of SEARCHES) (results[name] ??= []).push(await time(database.db, input, null, companyId));
    const minuteAgo = new Date(Date.now() - 60_000);
    (results["only new (since a minute ago)"] ??= []).push(
      await time(database.db, { view: "new" }, minuteAgo, companyId),
    );
    (results["newest (last 15 minutes)"] ??= []).push(await time(database.db, { view: "newest" }, null, companyId));
    console.log(`  ${size.toLocaleString("en")} offers ready (${built} s to add)`);
    if (explainLast && size === sizes.at(-1)) {
      const minuteAgo = new Date(Date.now() - 60_000);
      const plans: [string, Record<string, unknown>, Date | null][] = [
        ...SEARCHES.map(([name, input]): [string, Record<string, unknown>, Date | null] => [name, input, null]),
        ["only new (since a minute ago)", { view: "new" }, minuteAgo],
        ["newest (last 15 minutes)", { view: "newest" }, null],
      ];
      for (const [name, input, since] of plans)
        console.log(
          `\n-- ${name} at ${size.toLocaleString("en")}\n${await explain(database.db, input, since, companyId)}`,
        );
    }
  }
  return results;
}

function print(engine: string, sizes: number[], results: Record<string, number[]>) {
  console.log(`\nOffer search p95 (ms, ${RUNS} runs) on ${engine}`);
  console.log(`${"search".padEnd(44)}${sizes.map((s) => s.toLocaleString("en").padStart(12)).join("")}   growth`);
  for (const [name, row] of Object.entries(results))
    console.log(
      `${name.padEnd(44)}${row.map((ms) => ms.toFixed(2).padStart(12)).join("")}   ${(row.at(-1)! / row[0]!).toFixed(2)}`,
    );
}

export async function measureOffers(options: { pglite: boolean; max: number; explain?: boolean }) {
  if (options.pglite) {
    const database = await openDatabase({ memory: true });
    await migrate(database);
    const sizes = [10_000, 100_000].filter((s) => s <= options.max);
    print("PGlite (in process)", sizes, await measure(database, sizes, options.explain));
    await database.close();
    return;
  }
  const server = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS bench_offers");
  await admin.query("CREATE DATABASE bench_offers");
  server.pathname = "/bench_offers";
  const database = await openDatabase({ url: server.toString() });
  try {
    await migrate(database);
    const sizes = [10_000, 100_000, 1_000_000].filter((s) => s <= options.max);
    print("PostgreSQL", sizes, await measure(database, sizes, options.explain));
  } finally {
    await database.close();
    await admin.query("DROP DATABASE IF EXISTS bench_offers");
    await admin.end();
  }
}

if (import.meta.main) {
  const max = process.argv.includes("--max") ? Number(process.argv[process.argv.indexOf("--max") + 1]) : 1_000_000;
  await measureOffers({ pglite: process.argv.includes("--pglite"), max, explain: process.argv.includes("--explain") });
}
