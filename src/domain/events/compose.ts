import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { hasPermission, type Permission } from "../../shared/permissions.ts";
import type { Actor } from "../access/actor.ts";
import type { EventCarrier } from "../ports/events.ts";
import { defineJob, type JobRegistry } from "../ports/jobs.ts";
import { createEventHub } from "./event-hub.ts";
import { type Audience, type EventKind, latestEventId, sweepEvents } from "./event-log.ts";
import { followEvents, type StreamCounter, type StreamFrame } from "./live-stream.ts";

/** Which permission a company-wide kind needs (a user's own kinds need none). */
const COMPANY_KINDS: Partial<Record<EventKind, Permission>> = {
  message: "useConversations",
  archive: "useConversations",
};

/** Streams one user may hold open on one process (tabs); one more is refused (tooManyResourceCalls). */
export const MAX_STREAMS_PER_USER = 8;

/** How long events are kept for a stream to resume from (a later resume is told to reload). */
export const EVENT_RETENTION_DAYS = 7;

/** The audience of a signed-in actor's streams: its company's kinds it may see, and itself. */
export function audienceOf(actor: Actor): Audience {
  const company = actor.user.company?.id ?? null;
  return {
    companyId: company,
    userId: actor.user.id,
    companyKinds: company
      ? (Object.keys(COMPANY_KINDS) as EventKind[]).filter((kind) =>
          hasPermission(actor.user.userRoles, COMPANY_KINDS[kind]!),
        )
      : [],
  };
}

/**
 * The live streams (issue 27; docs/decisions/031): the process's hub on the carrier the server
 * chose, a stream per signed-in tab, and the daily sweep of old events.
 */
export function createEventServices(deps: {
  db: Db;
  carrier: EventCarrier;
  jobs: JobRegistry;
  log: { warn: (details: object, message: string) => void };
}) {
  const onError = (error: unknown) => deps.log.warn({ err: error }, "live events");
  const hub = createEventHub({ db: deps.db, carrier: deps.carrier, onError });
  deps.jobs.register(
    defineJob({
      name: "events-sweep",
      schema: z.object({}),
      schedule: { cron: "23 3 * * *", payload: {} },
      handler: () => sweepEvents(deps.db, EVENT_RETENTION_DAYS),
      singletonKey: () => "events-sweep",
    }),
  );
  deps.jobs.onStop(() => hub.close());
  const open = new Map<string, number>();
  return {
    hub,
    /** Counts a stream of the user in, or refuses one past the bound; answers its release (once). */
    admit(userId: string): (() => void) | null {
      const count = open.get(userId) ?? 0;
      if (count >= MAX_STREAMS_PER_USER) return null;
      open.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
    /** The newest event id: where the stream of a page rendered now starts. */
    latest: () => latestEventId(deps.db),
    /** Tells every process that events were committed (after the commit). */
    announce: () => hub.announce(),
    /** Follows the actor's events from `after` (null: from now), keeping `counters`, until stopped. */
    follow: (actor: Actor, after: number | null, counters: StreamCounter[], send: (frame: StreamFrame) => void) =>
      followEvents({ hub, db: deps.db, audience: audienceOf(actor), after, counters, send, onError }),
  };
}

export type EventServices = ReturnType<typeof createEventServices>;
