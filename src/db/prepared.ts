import type { Db } from "./client.ts";

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query of the hot paths as a named prepared statement, built once per database: PostgreSQL
 * then plans it once per connection instead of on every request (for the session lookup,
 * planning cost several times the execution). Values are bound with `sql.placeholder`. (PGlite's
 * thread keeps every statement prepared by its text anyway: src/db/pglite-thread.ts.)
 */
export function prepared<P>(db: Db, name: string, query: () => { prepare(name: string): P }): P {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as P | undefined;
  if (!statement) byName.set(name, (statement = query().prepare(name)));
  return statement;
}
