import { Readable } from "node:stream";
import { createRoute, z } from "@hono/zod-openapi";
import { getCookie } from "hono/cookie";
import type { Actor } from "../../domain/access/actor.ts";
import { AppError } from "../../domain/errors.ts";
import { guideEventsFor, watchGuideStatus } from "../../domain/guides/guide-events.ts";
import { type AppEnv, isLocale } from "../context.ts";
import { LOCALE_COOKIE } from "../locale.ts";
import { actorOf, bearer, createRouter, errorResponses, ErrorSchema, json } from "./openapi.ts";
import { guideRecord } from "../../shared/contracts/guide-records.ts";
import { idText } from "../../shared/text-rules.ts";

// The guide as the contract defines it; on the wire a date is ISO text.
const GuideSchema = guideRecord.extend({ createdAt: z.string() }).openapi("Guide");

const requestGuide = createRoute({
  method: "post",
  path: "/thread/request-guide",
  tags: ["assistant", "guides"],
  summary: "Ends the thread and requests a guide made from it",
  security: bearer,
  request: {
    body: { required: true, content: { "application/json": { schema: z.object({ threadId: idText() }) } } },
  },
  responses: {
    202: json(z.object({ guideId: z.uuid() }), "The guide is being made"),
    ...errorResponses,
    403: json(ErrorSchema, "operationIsRestricted: the plan grants no (more) guides"),
    404: json(ErrorSchema, "No such thread of yours"),
    409: json(ErrorSchema, "answerThresholdNotReached, or the thread is no longer open (conflict)"),
  },
});

const guide = createRoute({
  method: "get",
  path: "/guide/{id}",
  tags: ["guides"],
  summary: "A guide's status; poll while isProcessing",
  security: bearer,
  request: { params: z.object({ id: idText() }) },
  responses: {
    200: json(GuideSchema, "The guide"),
    ...errorResponses,
    404: json(ErrorSchema, "No such guide of yours"),
  },
});

const guideEvents = createRoute({
  method: "get",
  path: "/guide/{id}/events",
  tags: ["guides"],
  summary: "A guide's status as server-sent events: sent at once and at each change; closes once ready or failed",
  description:
    "Each event is `event: status` with the guide (as GET /guide/{id}) as its data. The stream closes after `ready` or `failed`, or after a time limit (the client then polls GET /guide/{id}).",
  security: bearer,
  request: { params: z.object({ id: idText() }) },
  responses: {
    200: { description: "The event stream", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses,
    404: json(ErrorSchema, "No such guide of yours"),
  },
});

const userGuides = createRoute({
  method: "get",
  path: "/guide/user",
  tags: ["guides"],
  summary: "The user's guides, newest first",
  security: bearer,
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
  },
  responses: {
    200: json(
      z.object({ items: z.array(GuideSchema), page: z.number(), pageSize: z.number(), total: z.number() }),
      "A page of guides",
    ),
    ...errorResponses,
  },
});

const download = createRoute({
  method: "get",
  path: "/pdf/download/{id}",
  tags: ["guides"],
  summary: "A ready guide as a PDF file (attachment)",
  security: bearer,
  request: { params: z.object({ id: idText() }) },
  responses: {
    200: {
      description: "The PDF",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses,
    404: json(ErrorSchema, "No such guide of yours"),
    409: json(ErrorSchema, "conflict: the guide is generating or failed"),
  },
});

const calendar = createRoute({
  method: "get",
  path: "/guide/{id}/calendar",
  tags: ["guides"],
  summary: "A ready guide's deadlines as an iCalendar (.ics) file",
  security: bearer,
  request: { params: z.object({ id: idText() }) },
  responses: {
    200: { description: "The calendar", content: { "text/calendar": { schema: z.string() } } },
    ...errorResponses,
    404: json(ErrorSchema, "No such guide of yours"),
    409: json(ErrorSchema, "conflict: the guide is generating or failed"),
  },
});

const retry = createRoute({
  method: "post",
  path: "/guide/{id}/retry",
  tags: ["guides"],
  summary: "Makes a failed guide again",
  security: bearer,
  request: { params: z.object({ id: idText() }) },
  responses: {
    202: json(GuideSchema, "The guide is being made again"),
    ...errorResponses,
    403: json(ErrorSchema, "operationIsRestricted: the plan grants no (more) guides"),
    404: json(ErrorSchema, "No such guide of yours"),
    409: json(ErrorSchema, "conflict: only a failed guide can be retried"),
  },
});

/** Keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

/** The guide's status as an event stream (the domain's watchGuideStatus, framed as SSE). */
function statusStream(
  services: AppEnv["Variables"]["services"],
  actor: Actor,
  first: Awaited<ReturnType<AppEnv["Variables"]["services"]["guides"]["guideStatus"]>>,
) {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const heartbeat = setInterval(() => write(": keep-alive\n\n"), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        if (!open) return;
        open = false;
        controller.close();
      };
      const send = (guide: typeof first) => write(`event: status\ndata: ${JSON.stringify(guide)}\n\n`);
      write("retry: 5000\n\n");
      send(first);
      if (!first.isProcessing) return close();
      const watch = watchGuideStatus({
        events: guideEventsFor(services.database),
        guideId: first.id,
        last: first.status,
        read: () => services.guides.guideStatus(actor, first.id),
        isGone: (error) => error instanceof AppError && error.code === "notFound",
        onStatus: send,
        onEnd: close,
      });
      stop = () => {
        open = false;
        clearInterval(heartbeat);
        watch.stop();
      };
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}

/** `attachment` with an ASCII name and the RFC 5987 form, so every browser saves it under that name. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Guide requests and status: thin edges over the guide services. `/guide/user` is declared before `/guide/{id}`. */
export const guideRoutes = createRouter()
  .openapi(requestGuide, async (c) =>
    // The guide is written in the language the page is in now (the locale cookie), not the account's;
    // a client that sends no cookie (an API client) gets the account's.
    c.json(
      await c.var.services.guides.requestGuide(
        actorOf(c),
        c.req.valid("json").threadId,
        isLocale(getCookie(c, LOCALE_COOKIE)) ? c.var.locale : undefined,
      ),
      202,
    ),
  )
  .openapi(userGuides, async (c) => {
    const { page, pageSize } = c.req.valid("query");
    return c.json(await c.var.services.guides.listGuides(actorOf(c), page, pageSize), 200);
  })
  .openapi(guideEvents, async (c) => {
    const actor = actorOf(c);
    // Another user's guide is notFound exactly as a missing one, before any stream is opened.
    const first = await c.var.services.guides.guideStatus(actor, c.req.valid("param").id);
    return statusStream(c.var.services, actor, first);
  })
  .openapi(guide, async (c) =>
    c.json(await c.var.services.guides.guideStatus(actorOf(c), c.req.valid("param").id), 200),
  )
  .openapi(download, async (c) => {
    const { fileName, file } = await c.var.services.guides.guidePdf(actorOf(c), c.req.valid("param").id);
    const headers: Record<string, string> = {
      "content-type": "application/pdf",
      "content-disposition": attachment(fileName),
      "cache-control": "private, no-store",
    };
    if (file.size !== undefined) headers["content-length"] = String(file.size);
    // Streamed from the file store as the client reads it: the file is never whole in memory.
    return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200, headers);
  })
  .openapi(calendar, async (c) => {
    const { fileName, ics } = await c.var.services.guides.guideIcs(actorOf(c), c.req.valid("param").id);
    return c.body(ics, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": attachment(fileName),
      "cache-control": "private, no-store",
    });
  })
  .openapi(retry, async (c) =>
    c.json(await c.var.services.guides.retryGuide(actorOf(c), c.req.valid("param").id), 202),
  );
