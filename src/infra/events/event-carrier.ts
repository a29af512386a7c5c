import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Database } from "../../db/client.ts";
import { listenChannel } from "../../db/listen.ts";
import type { EventCarrier } from "../../domain/ports/events.ts";

/** The channel (PostgreSQL NOTIFY, Redis pub/sub) on which "events were committed" is announced. */
export const EVENTS_CHANNEL = "portal_events";

/** PostgreSQL NOTIFY: every process on the database hears it (PGlite: this one process). */
export function postgresCarrier(database: Database): EventCarrier {
  return {
    async announce() {
      await database.db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, '')`);
    },
    listen: (onAnnouncement, onLost) => listenChannel(database, EVENTS_CHANNEL, () => onAnnouncement(), onLost),
    close: async () => {},
  };
}

/**
 * Redis pub/sub (REDIS_URL): for deployments whose PostgreSQL sits behind a pooler that keeps no
 * LISTEN (PgBouncer in transaction mode). A publishing connection made on first use, and a
 * subscribing one per listening period (ioredis subscribes again after a reconnect by itself).
 */
export function redisCarrier(url: string): EventCarrier {
  let publisher: Redis | undefined;
  return {
    async announce() {
      publisher ??= new Redis(url, { maxRetriesPerRequest: 1 });
      await publisher.publish(EVENTS_CHANNEL, "");
    },
    async listen(onAnnouncement, onLost) {
      const subscriber = new Redis(url, { maxRetriesPerRequest: 1 });
      let ended = false;
      subscriber.on("message", (channel: string) => {
        if (channel === EVENTS_CHANNEL) onAnnouncement();
      });
      subscriber.on("end", () => {
        if (!ended) onLost();
        ended = true;
      });
      subscriber.on("error", () => {}); // reconnects by itself; the hub's poll covers the gap
      try {
        await subscriber.subscribe(EVENTS_CHANNEL);
      } catch (error) {
        ended = true;
        subscriber.disconnect();
        throw error;
      }
      return async () => {
        ended = true;
        await subscriber.quit().catch(() => subscriber.disconnect());
      };
    },
    async close() {
      const current = publisher;
      publisher = undefined;
      await current?.quit().catch(() => current.disconnect());
    },
  };
}

/** Redis with REDIS_URL, PostgreSQL's own NOTIFY otherwise. */
export const createEventCarrier = (options: { database: Database; redisUrl?: string }): EventCarrier =>
  options.redisUrl ? redisCarrier(options.redisUrl) : postgresCarrier(options.database);
