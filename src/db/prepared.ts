import type { Db } from "./client.ts";

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement of the hot paths, built once per database: PostgreSQL then plans it
 * once per connection instead of on every request (for the session lookup, planning cost several
 * times the execution). Values are bound with `sql.placeholder`.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = build(db)));
  return statement;
}
