// `npm run seed:offers N`: N generated offers (src/db/seed-bench-offers.ts) in the database the
// server uses: DATABASE_URL, else the embedded one in DATA_DIR (stop the server first: PGlite has
// one writer). For trying the exchange and its search at scale; `npm run bench` makes its own.
import path from "node:path";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedBenchOffers } from "../src/db/seed-bench-offers.ts";

const count = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error("usage: npm run seed:offers <N, 1 to 5 000 000>");
  process.exit(2);
}
const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url ? { url } : { dataDir: path.join(path.resolve(process.env.DATA_DIR ?? "./data"), "pglite") },
);
await migrate(database);
const started = Date.now();
await seedBenchOffers(database.db, count, (done) => process.stdout.write(`\r${done} offers`));
console.log(`\n${count} offers in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`);
await database.close();
