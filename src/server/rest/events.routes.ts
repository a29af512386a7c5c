import { createRoute, z } from "@hono/zod-openapi";
import type { StreamFrame } from "../../domain/events/live-stream.ts";
import { AppError } from "../../domain/errors.ts";
import { actorOf, createRouter, errorResponses } from "./openapi.ts";

/** Bytes a stream may hold for a client that is not reading before it is ended. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** How long the browser waits before reconnecting (the `retry` field). */
const RETRY_MS = 2_000;

const position = z
  .string()
  .regex(/^\d{1,15}$/)
  .optional()
  .openapi({ description: "The last event id the client has (the page's `eventsAfter`); Last-Event-ID wins" });

const events = createRoute({
  tags: ["events"],
  security: [{ bearer: [] }],
  method: "get",
  path: "/events",
  summary:
    "The caller's live events as server-sent events (one stream per tab): `message`, `read` and `archive` with ids (a reconnect with `Last-Event-ID` gets what it missed; `reset` means too much was missed: reload), and `unread` with the header's count. Heartbeats every 25 s; the stream ends after 5 minutes and the browser reconnects. At most 8 streams per user on a server process",
  request: {
    query: z.object({ after: position }),
    headers: z.object({
      "last-event-id": z
        .string()
        .regex(/^\d{1,15}$/)
        .optional(),
    }),
  },
  responses: {
    200: { description: "The event stream", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses,
    429: {
      description: "Too many streams of this user on this server process (tooManyResourceCalls)",
      content: { "application/json": { schema: z.object({ error: z.object({ code: z.string() }) }) } },
    },
  },
});

const encoder = new TextEncoder();
const frameText = (frame: StreamFrame) =>
  `${frame.id === undefined ? "" : `id: ${frame.id}\n`}event: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`;

/** `/new-api/events`: a thin edge over the events feature's stream. */
export const eventRoutes = createRouter().openapi(events, (c) => {
  const actor = actorOf(c);
  const { services } = c.var;
  const { config } = services;
  const header = c.req.valid("header")["last-event-id"];
  const query = c.req.valid("query").after;
  const after = header ?? query;
  const release = services.events.admit(actor.user.id);
  if (!release) throw new AppError("tooManyResourceCalls");
  const counter = services.conversations.unreadCounter(actor);
  let end = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        let close = () => {};
        const write = (text: string) => {
          if (!open) return;
          controller.enqueue(encoder.encode(text));
          // A client that does not read: end its stream rather than hold its events in memory (it
          // comes back with Last-Event-ID and gets them from the table).
          if ((controller.desiredSize ?? 0) < -MAX_BUFFERED_BYTES) close();
        };
        write(`retry: ${RETRY_MS}\n\n`);
        const follow = services.events.follow(
          actor,
          after === undefined ? null : Number(after),
          counter ? [counter] : [],
          (frame) => write(frameText(frame)),
        );
        // A comment line keeps proxies from closing a quiet stream; at the end of its lifetime the
        // browser reconnects with Last-Event-ID (the session and permissions are checked again).
        const heartbeat = setInterval(() => write(": keep-alive\n\n"), config.EVENTS_HEARTBEAT_MS);
        const lifetime = setTimeout(() => close(), config.EVENTS_STREAM_LIFETIME_MS);
        const finish = () => {
          if (!open) return false;
          open = false;
          clearInterval(heartbeat);
          clearTimeout(lifetime);
          follow.stop();
          release();
          return true;
        };
        close = () => {
          if (finish()) controller.close();
        };
        follow.ready.catch(() => {
          if (finish()) controller.error(new Error("live events unavailable"));
        });
        end = finish;
      },
      cancel() {
        end();
      },
    },
    // Counted in bytes, so "how much is waiting for the client" is a size.
    new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 }),
  );
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
});
