import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PgliteOnThread, type EmbeddedClient } from "./pglite-on-thread.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres share the dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Present for PGlite: the embedded database on its own thread (tests dump and load its data dir). */
  pglite?: EmbeddedClient;
  /** Present for PostgreSQL: the pool (pg-boss and the migrator reuse it). */
  pool?: pg.Pool;
}

export type OpenOptions =
  { url: string; max?: number } | { dataDir: string } | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ("url" in options) {
    // JIT off: the portal's queries are short, and compiling one cost the exchange's search
    // 330 ms at a million offers (docs/decisions/028); a setting of the session, not the server.
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10, options: "-c jit=off" });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  let client: PgliteOnThread;
  if ("dataDir" in options) {
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    client = await PgliteOnThread.open({ dataDir: options.dataDir });
  } else {
    client = await PgliteOnThread.open(options.loadDataDir ? { load: await options.loadDataDir.arrayBuffer() } : {});
  }
  // drizzle's PGlite driver calls query and transaction, which the thread's client answers alike.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
