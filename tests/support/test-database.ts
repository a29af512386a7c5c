import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { withDatabase } from "./global-setup.ts";

export const testDbKind = (process.env.TEST_DB_KIND ?? "pglite") as "pglite" | "postgres";

/** A migrated database of its own for one test file, on PGlite or PostgreSQL (see vitest.config.ts). */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `pz_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
    const database = await openDatabase({ url: withDatabase(url, name), max: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject("pgliteTemplate"));
  return openDatabase({ memory: true, loadDataDir: new Blob([dump], { type: "application/x-gzip" }) });
}

/** Runs `work` on a database of its own, closed afterwards whatever happens. */
export async function withTestDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openTestDatabase();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
