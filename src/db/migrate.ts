import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { syncBuiltInRoles } from "./built-in-roles.ts";
import type { Database, Db } from "./client.ts";
import { rowsOf } from "./rows.ts";
import * as schema from "./schema/index.ts";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** An arbitrary constant: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = 7_262_026;

/**
 * Applies pending SQL migrations, then writes the built-in roles. Safe when several processes
 * boot at once on one PostgreSQL. `folder`: another set of migrations (a test stops at an older one).
 */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: database.pglite as unknown as PGlite }), { migrationsFolder: folder });
    await syncBuiltInRoles(database.db);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
    // On the locked client: the pool may have no other connection to spare.
    await syncBuiltInRoles(drizzlePg({ client, schema }) as unknown as Db);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

const expectedMigrations = (): number =>
  (JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as { entries: unknown[] }).entries
    .length;

/** True when the database answers and every migration in the repository has been applied. */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return (rows[0]?.n ?? 0) >= expectedMigrations();
}
