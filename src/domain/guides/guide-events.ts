import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { listenChannel } from "../../db/listen.ts";

/** The PostgreSQL channel on which a guide's id is announced when its status may have changed. */
export const GUIDE_CHANNEL = "guide_status";

type Listener = () => void;

/**
 * "This guide's status may have changed", carried by PostgreSQL NOTIFY so that it crosses
 * processes: the worker that finishes a guide (WORKER=inline here, or `npm run worker` elsewhere)
 * publishes, and every web process holding an event stream for that guide hears it. On PGlite
 * (one process) the embedded database's own LISTEN/NOTIFY carries it the same way.
 *
 * The payload is only the guide's id: a listener reads the status itself, with the owner's
 * checks, so a notification can never show anything to anyone. A notification lost (a dropped
 * connection) costs only speed: the event stream also looks every few seconds, and the page polls.
 */
export interface GuideEvents {
  /** Announces that the guide's status may have changed (after the change is committed). */
  publish(guideId: string): Promise<void>;
  /** Calls `listener` on each announcement for the guide; resolves once listening. Returns the unsubscribe. */
  subscribe(guideId: string, listener: Listener): Promise<() => void>;
  /** Stops listening (shutdown); a later subscribe listens again. */
  close(): Promise<void>;
}

const byDatabase = new WeakMap<Database, GuideEvents>();

/** The one GuideEvents of a database in this process (the routes and the jobs share it). */
export function guideEventsFor(database: Database): GuideEvents {
  let events = byDatabase.get(database);
  if (!events) byDatabase.set(database, (events = createGuideEvents(database)));
  return events;
}

/** A LISTEN on the guide channel (PGlite's own, or a dedicated PostgreSQL connection). */
const listen = (database: Database, onPayload: (payload: string) => void, onLost: () => void) =>
  listenChannel(database, GUIDE_CHANNEL, onPayload, onLost);

export function createGuideEvents(database: Database): GuideEvents {
  const listeners = new Map<string, Set<Listener>>();
  /** The channel's LISTEN while anyone subscribes; dropped when the last one leaves. */
  let listening: Promise<() => Promise<void>> | undefined;

  const dispatch = (guideId: string) => {
    for (const listener of listeners.get(guideId) ?? []) listener();
  };
  const stopListening = async () => {
    const current = listening;
    listening = undefined;
    const stop = await current?.catch(() => undefined);
    await stop?.();
  };
  const ensureListening = () =>
    (listening ??= listen(database, dispatch, () => {
      // The connection dropped: the next subscriber (or the streams' own checks) listens again.
      listening = undefined;
    }).catch((error: unknown) => {
      listening = undefined;
      throw error;
    }));

  return {
    async publish(guideId) {
      await database.db.execute(sql`select pg_notify(${GUIDE_CHANNEL}, ${guideId})`);
    },
    async subscribe(guideId, listener) {
      let set = listeners.get(guideId);
      if (!set) listeners.set(guideId, (set = new Set()));
      set.add(listener);
      const unsubscribe = () => {
        const current = listeners.get(guideId);
        if (!current?.delete(listener)) return;
        if (!current.size) listeners.delete(guideId);
        if (!listeners.size) void stopListening();
      };
      try {
        await ensureListening();
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    close: stopListening,
  };
}

/** How long one event stream stays open at most; the page then relies on its poll (or opens another). */
export const GUIDE_EVENTS_TIME_LIMIT_MS = 10 * 60_000;
/** The stream's own look at the status, in case a notification was lost. */
export const GUIDE_EVENTS_CHECK_MS = 5_000;

export type WatchEnd = "done" | "timeLimit" | "gone" | "error";

/**
 * Follows one guide's status for an event stream: `onStatus` with the status first and then at
 * each change, until it is no longer generating (`done`), the time limit passes, the guide is gone
 * or reading fails; then `onEnd` once. Reads are made on each announcement and every `checkEveryMs`,
 * one at a time (an announcement during a read reads again after it). `stop()` ends it silently.
 */
export function watchGuideStatus<T extends { status: string }>(options: {
  events: GuideEvents;
  guideId: string;
  /** The guide's status as the owner may see it; throws (notFound) when it is gone. */
  read: () => Promise<T>;
  onStatus: (status: T) => void;
  onEnd: (reason: WatchEnd) => void;
  /** The status the client already has (not sent again). */
  last?: string;
  timeLimitMs?: number;
  checkEveryMs?: number;
  isGone?: (error: unknown) => boolean;
}): { stop: () => void } {
  let last = options.last;
  let ended = false;
  let reading = false;
  let again = false;
  let unsubscribe: (() => void) | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const finish = (reason: WatchEnd | null) => {
    if (ended) return;
    ended = true;
    for (const timer of timers) clearTimeout(timer);
    clearInterval(checker);
    unsubscribe?.();
    if (reason) options.onEnd(reason);
  };
  const check = async (): Promise<void> => {
    if (ended) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      const current = await options.read();
      if (ended) return;
      if (current.status !== last) {
        last = current.status;
        options.onStatus(current);
      }
      if (current.status !== "generating") return finish("done");
    } catch (error) {
      return finish(options.isGone?.(error) ? "gone" : "error");
    } finally {
      reading = false;
    }
    if (again) {
      again = false;
      return check();
    }
  };

  timers.push(setTimeout(() => finish("timeLimit"), options.timeLimitMs ?? GUIDE_EVENTS_TIME_LIMIT_MS));
  const checker = setInterval(() => void check(), options.checkEveryMs ?? GUIDE_EVENTS_CHECK_MS);
  // Listening first, then reading: a change made between the two is seen either way.
  options.events
    .subscribe(options.guideId, () => void check())
    .then(
      (stop) => {
        if (ended) stop();
        else unsubscribe = stop;
      },
      () => {}, // not listening (the database refused): the periodic checks still follow it
    )
    .finally(() => void check());
  return { stop: () => finish(null) };
}
