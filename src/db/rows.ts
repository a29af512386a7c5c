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

/**
 * A page's total from its rows' `count(*) OVER () AS total`. Past the last page there are no
 * rows to carry it, so the matching rows are counted apart (`count`): a page past the end still
 * says how many there are.
 */
export async function pageTotal(db: Executor, found: Record<string, unknown>[], pageNo: number, count: SQL) {
  if (found.length) return Number(found[0]!.total);
  if (pageNo === 1) return 0;
  const [row] = await rowsOf(db, count);
  return Number(row?.total ?? 0);
}
