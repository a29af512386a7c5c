import type { Db } from "../../db/client.ts";
import type { EventHub } from "./event-hub.ts";
import { type Audience, audienceEventsAfter, type EventRow, latestEventId, eventBounds } from "./event-log.ts";

/**
 * One live stream of a signed-in tab (issue 27; docs/decisions/031), whatever carries it: the
 * events for its audience in id order, each once, and counts kept current. A stream that names
 * where it stopped (`after`, from Last-Event-ID) first gets what it missed from the table; one
 * that missed too much (more than `replayLimit`, or from before the retention) is told to reload
 * (`reset`). Then its counts, then `ready`: from there on it is live. Counting is the stream's own: a snapshot and its event id in one query, then a step
 * per later event, and a recount only where a step cannot tell (the reader's own read marker).
 */
export interface StreamFrame {
  /** The event's id (Last-Event-ID); counts and heartbeats carry none. */
  id?: number;
  event: string;
  data: object;
}

export interface StreamCounter {
  /** The frame's event name (`unread`). */
  name: string;
  /** The count and the newest event id it includes, read together. */
  snapshot(): Promise<{ count: number; upto: number }>;
  /** What a later event does to it: a step to add, a recount, or nothing. */
  step(event: EventRow): number | "recount" | null;
}

export const REPLAY_LIMIT = 1_000;

/**
 * A stream's counts: each read with the newest event id it includes, stepped by later events and
 * read again on a recount (or when an event came while a read was under way: it may be missing).
 */
function keepCounts(
  counters: StreamCounter[],
  send: (frame: StreamFrame) => void,
  stopped: () => boolean,
  onError?: (error: unknown) => void,
) {
  const counts = counters.map((counter) => ({ counter, count: 0, upto: Infinity, busy: false, again: false }));
  const recount = async (c: (typeof counts)[number]): Promise<void> => {
    if (c.busy) {
      c.again = true;
      return;
    }
    c.busy = true;
    try {
      do {
        c.again = false;
        const { count, upto } = await c.counter.snapshot();
        c.count = count;
        c.upto = upto;
      } while (c.again && !stopped());
      send({ event: c.counter.name, data: { count: c.count } });
    } catch (error) {
      onError?.(error);
    } finally {
      c.busy = false;
    }
  };
  return {
    recountAll: () => Promise.all(counts.map((c) => recount(c))),
    step(event: EventRow) {
      for (const c of counts) {
        const step = c.counter.step(event);
        if (step === "recount") void recount(c);
        else if (step && c.busy) c.again = true;
        else if (step && event.id > c.upto) {
          c.count += step;
          send({ event: c.counter.name, data: { count: c.count } });
        }
      }
    },
  };
}

export function followEvents(options: {
  hub: EventHub;
  db: Db;
  audience: Audience;
  /** The last event the client has (Last-Event-ID), or null for "from now". */
  after: number | null;
  counters: StreamCounter[];
  send: (frame: StreamFrame) => void;
  replayLimit?: number;
  onError?: (error: unknown) => void;
}): { ready: Promise<void>; stop: () => void } {
  const { hub, db, audience } = options;
  let stopped = false;
  let live = false;
  let sent = options.after ?? 0;
  const buffered: EventRow[] = [];
  let unsubscribe: (() => void) | undefined;
  const send = (frame: StreamFrame) => {
    if (!stopped) options.send(frame);
  };
  const counts = keepCounts(options.counters, send, () => stopped, options.onError);

  const deliver = (event: EventRow) => {
    if (event.id <= sent) return; // replayed already, or before the point the client named
    sent = event.id;
    send({ id: event.id, event: event.kind, data: event.payload });
    counts.step(event);
  };

  const replay = async (after: number) => {
    const { oldest, latest } = await eventBounds(db); // a resume from before `oldest` may have lost some
    const rows =
      after > latest || (oldest !== null && after < oldest - 1)
        ? null
        : await audienceEventsAfter(db, audience, after, (options.replayLimit ?? REPLAY_LIMIT) + 1);
    if (!rows || rows.length > (options.replayLimit ?? REPLAY_LIMIT)) {
      // Too much missed (or from another database): the client reloads what it shows.
      sent = Math.max(latest, rows?.at(-1)?.id ?? 0);
      send({ id: sent, event: "reset", data: {} });
      return;
    }
    for (const event of rows) deliver(event);
  };

  const ready = (async () => {
    unsubscribe = await hub.subscribe(audience, (event) => {
      if (live) deliver(event);
      else buffered.push(event);
    });
    if (stopped) return unsubscribe();
    // Replay first, then the counts: read after it, they include what it sent (no step for those).
    if (options.after === null)
      sent = await latestEventId(db); // "from now": what the hub had not read is before it
    else await replay(options.after);
    await counts.recountAll();
    send({ event: "ready", data: {} }); // what was missed has been sent: live from here
    for (const event of buffered.splice(0)) deliver(event);
    live = true;
  })();
  ready.catch((error: unknown) => options.onError?.(error));

  return {
    ready,
    stop() {
      stopped = true;
      unsubscribe?.();
    },
  };
}
