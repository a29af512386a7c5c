import type { Db } from "../../db/client.ts";
import type { EventCarrier } from "../ports/events.ts";
import { type Audience, type EventRow, eventsAfter, isFor, latestEventId } from "./event-log.ts";

/**
 * A process's one reader of the events table (issue 27; docs/decisions/031). While any stream
 * subscribes it listens on the carrier and, on each announcement and every `pollMs` besides
 * (a lost announcement costs at most that), reads the events after the last id it has seen, in
 * id order, and hands each to the subscribers it is for. One read per announcement for the whole
 * process, whatever the number of streams; reads never overlap (an announcement during a read
 * reads again after it).
 */
export interface EventHub {
  /**
   * Calls `onEvent` for every event for the audience committed from now on; resolves once
   * listening, after which "now" is fixed: anything committed later is delivered. Returns the
   * unsubscribe.
   */
  subscribe(audience: Audience, onEvent: (event: EventRow) => void): Promise<() => void>;
  /** Tells every process that events were committed (after the commit). */
  announce(): Promise<void>;
  /** Stops listening (shutdown); a later subscribe listens again. */
  close(): Promise<void>;
}

interface Subscriber {
  audience: Audience;
  onEvent: (event: EventRow) => void;
}

const READ_BATCH = 500;

/** The subscribers by company and by user, so an event reaches only the streams it may be for. */
class Subscribers {
  onError?: (error: unknown) => void;
  readonly #byCompany = new Map<string, Set<Subscriber>>();
  readonly #byUser = new Map<string, Set<Subscriber>>();
  size = 0;

  add(sub: Subscriber) {
    if (sub.audience.companyId) put(this.#byCompany, sub.audience.companyId, sub);
    put(this.#byUser, sub.audience.userId, sub);
    this.size++;
  }
  remove(sub: Subscriber) {
    if (sub.audience.companyId) take(this.#byCompany, sub.audience.companyId, sub);
    take(this.#byUser, sub.audience.userId, sub);
    this.size--;
  }
  dispatch(event: EventRow) {
    const targets = new Set<Subscriber>();
    if (event.companyId) for (const sub of this.#byCompany.get(event.companyId) ?? []) targets.add(sub);
    if (event.userId) for (const sub of this.#byUser.get(event.userId) ?? []) targets.add(sub);
    for (const sub of targets) {
      if (!isFor(event, sub.audience)) continue;
      try {
        sub.onEvent(event);
      } catch (error) {
        this.onError?.(error); // one stream's failure is not the others'
      }
    }
  }
}

function put(map: Map<string, Set<Subscriber>>, key: string, sub: Subscriber) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(sub);
}
function take(map: Map<string, Set<Subscriber>>, key: string, sub: Subscriber) {
  const set = map.get(key);
  if (set?.delete(sub) && !set.size) map.delete(key);
}

/** Reads the events after the last id seen, one read at a time (an announcement during one reads again after it). */
class TableReader {
  lastId = 0;
  #reading = false;
  #again = false;

  readonly db: Db;
  readonly subscribers: Subscribers;
  readonly onError?: (error: unknown) => void;

  constructor(db: Db, subscribers: Subscribers, onError?: (error: unknown) => void) {
    this.db = db;
    this.subscribers = subscribers;
    this.onError = onError;
  }

  async read(): Promise<void> {
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = true;
    try {
      do {
        this.#again = false;
        for (;;) {
          const rows = await eventsAfter(this.db, this.lastId, READ_BATCH);
          for (const event of rows) {
            this.lastId = event.id;
            this.subscribers.dispatch(event);
          }
          if (rows.length < READ_BATCH) break;
        }
      } while (this.#again && this.subscribers.size > 0);
    } catch (error) {
      this.onError?.(error);
    } finally {
      this.#reading = false;
    }
  }
}

/** One listening period (first subscriber to last): its own connection and poll, stopped together. */
async function listeningSession(
  carrier: EventCarrier,
  db: Db,
  reader: TableReader,
  options: { pollMs?: number; onError?: (error: unknown) => void },
): Promise<() => Promise<void>> {
  const read = () => reader.read();
  let stopListening: (() => Promise<void>) | undefined;
  let connecting: Promise<void> | undefined;
  let stopped = false;
  let ready = false; // announcements before the starting point is known are read after it
  const listen = () =>
    (connecting ??= (async () => {
      let lost = false;
      const stopIt = await carrier.listen(
        () => {
          if (ready) void read();
        },
        () => {
          // This connection dropped (not a later one): the poll listens again and reads what was missed.
          lost = true;
          if (stopListening === stopIt) stopListening = undefined;
        },
      );
      if (stopped || lost) await stopIt();
      else stopListening = stopIt;
    })().finally(() => (connecting = undefined)));
  await listen();
  // Listening first, then the starting point: whatever commits after it is announced and read.
  const latest = await latestEventId(db).catch(async (error: unknown) => {
    await stopListening?.();
    throw error;
  });
  reader.lastId = Math.max(reader.lastId, latest);
  ready = true;
  const poll = setInterval(() => {
    if (!stopListening && !connecting) void listen().catch((error: unknown) => options.onError?.(error));
    void read();
  }, options.pollMs ?? 2_000);
  poll.unref?.();
  return async () => {
    stopped = true;
    clearInterval(poll);
    await connecting?.catch(() => {});
    await stopListening?.().catch(() => {});
    stopListening = undefined;
  };
}

export function createEventHub(options: {
  db: Db;
  carrier: EventCarrier;
  pollMs?: number;
  onError?: (error: unknown) => void;
}): EventHub {
  const { db, carrier } = options;
  const subscribers = new Subscribers();
  subscribers.onError = options.onError;
  const reader = new TableReader(db, subscribers, options.onError);

  const session = () => listeningSession(carrier, db, reader, options);

  let started: Promise<() => Promise<void>> | undefined;
  const stop = async () => {
    const current = started;
    started = undefined;
    const end = await current?.catch(() => undefined);
    await end?.();
  };

  return {
    async subscribe(audience, onEvent) {
      const sub: Subscriber = { audience, onEvent };
      subscribers.add(sub);
      let subscribed = true;
      const unsubscribe = () => {
        if (!subscribed) return;
        subscribed = false;
        subscribers.remove(sub);
        if (subscribers.size === 0) void stop();
      };
      try {
        await (started ??= session().catch((error: unknown) => {
          started = undefined;
          throw error;
        }));
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    announce: () => carrier.announce(),
    async close() {
      await stop();
      await carrier.close();
    },
  };
}
