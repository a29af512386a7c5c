import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

type Executor = Pick<Db, "execute">;

/**
 * The rows of a raw query from either driver: node-postgres answers `{ rows }`, PGlite (on its
 * thread) an array. Values come as each driver gives them (dates, numbers or text).
 */
export async function rowsOf<R extends Record<string, unknown> = Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<R[]> {
  const result = await db.execute<R>(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: R[] }).rows) as R[];
}

/** A unique index refused the row (23505), however the driver wrapped it. */
export function uniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
