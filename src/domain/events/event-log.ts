import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { events } from "../../db/schema/index.ts";

/**
 * The events table (issue 27; docs/decisions/031): what the live streams carry, written in the
 * transaction of the change it tells of, read back in id order by every process and by a stream
 * resuming after its Last-Event-ID.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Every kind an event may have, and who may receive it (a company's kinds need a permission). */
export const EVENT_KINDS = ["message", "read", "archive"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface EventRow {
  id: number;
  companyId: string | null;
  userId: string | null;
  kind: EventKind;
  payload: Record<string, unknown>;
}

/** The audience a stream serves: the reader's company (its company-wide kinds) and the reader. */
export interface Audience {
  companyId: string | null;
  userId: string;
  /** The company-wide kinds this reader may see (by permission); the user's own always. */
  companyKinds: readonly EventKind[];
}

/** The arbitrary but fixed key of the advisory lock that orders event ids by commit. */
const ORDER_LOCK = 0x70727a31;

/**
 * Takes the events' order lock for the rest of the transaction. Whatever ids (or sequences) the
 * transaction takes after this are committed before any other transaction's, so readers that
 * take "everything after N" never miss a row committed late with a smaller id. Call it before
 * taking any id that a reader resumes from (the messages' sequence too); held to the commit.
 */
export async function lockEventOrder(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ORDER_LOCK})`);
}

/** Adds events in the caller's transaction (which holds the order lock): a row per audience. */
export async function appendEvents(
  tx: Tx,
  rows: { companyId?: string | null; userId?: string | null; kind: EventKind; payload: object }[],
): Promise<void> {
  if (!rows.length) return;
  await tx
    .insert(events)
    .values(
      rows.map((r) => ({ companyId: r.companyId ?? null, userId: r.userId ?? null, kind: r.kind, payload: r.payload })),
    );
}

const eventOf = (r: Record<string, unknown>): EventRow => ({
  id: Number(r.id),
  companyId: r.company_id ? String(r.company_id) : null,
  userId: r.user_id ? String(r.user_id) : null,
  kind: r.kind as EventKind,
  payload: (typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
});

/** Every event after `after`, in id order, at most `limit` (any audience: a process's own read). */
export async function eventsAfter(db: Db, after: number, limit: number): Promise<EventRow[]> {
  const rows = await rowsOf(
    db,
    sql`SELECT id, company_id, user_id, kind, payload FROM events WHERE id > ${after} ORDER BY id LIMIT ${limit}`,
  );
  return rows.map(eventOf);
}

/**
 * The audience's events after `after`, in id order, at most `limit` (a stream's replay): the
 * company's and the user's rows read each along its own index (`(company_id, id)`,
 * `(user_id, id)`), so a quiet audience resuming far back reads only its own rows.
 */
export async function audienceEventsAfter(
  db: Db,
  audience: Audience,
  after: number,
  limit: number,
): Promise<EventRow[]> {
  const company =
    audience.companyId && audience.companyKinds.length
      ? sql`(SELECT id, company_id, user_id, kind, payload FROM events
          WHERE company_id = ${audience.companyId}::uuid AND id > ${after}
            AND kind IN (${sql.join(
              audience.companyKinds.map((k) => sql`${k}`),
              sql`, `,
            )})
          ORDER BY id LIMIT ${limit}) UNION ALL `
      : sql``;
  const rows = await rowsOf(
    db,
    sql`SELECT * FROM (${company}(SELECT id, company_id, user_id, kind, payload FROM events
        WHERE user_id = ${audience.userId}::uuid AND id > ${after} ORDER BY id LIMIT ${limit})) mine
      ORDER BY id LIMIT ${limit}`,
  );
  return rows.map(eventOf);
}

/** The newest event id (0 when there is none): where a stream that has seen nothing begins. */
export async function latestEventId(db: Db): Promise<number> {
  const [row] = await rowsOf(db, sql`SELECT COALESCE(max(id), 0) AS id FROM events`);
  return Number(row?.id ?? 0);
}

/** The oldest event id kept (null when none) and the newest (0 when none), read together. */
export async function eventBounds(db: Db): Promise<{ oldest: number | null; latest: number }> {
  const [row] = await rowsOf(db, sql`SELECT min(id) AS oldest, COALESCE(max(id), 0) AS latest FROM events`);
  return {
    oldest: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
    latest: Number(row?.latest ?? 0),
  };
}

/** Whether an event is for this audience (the same rule as the replay's query). */
export const isFor = (event: EventRow, audience: Audience) =>
  event.userId === audience.userId ||
  (event.companyId !== null && event.companyId === audience.companyId && audience.companyKinds.includes(event.kind));

/** Deletes events older than `days` (a stream resuming from before them is told to reload). */
export async function sweepEvents(db: Db, days: number): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`WITH gone AS (DELETE FROM events WHERE created_at < now() - make_interval(days => ${days}) RETURNING 1)
      SELECT count(*) AS n FROM gone`,
  );
  return Number(row?.n ?? 0);
}
