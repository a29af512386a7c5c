import { createRoute, z } from "@hono/zod-openapi";
import type { PreparedReply } from "../../domain/advisor/reply.service.ts";
import { idText, text, TEXT_LIMITS } from "../../shared/text-rules.ts";
import { awaitActor, readsDuringSessionLookup } from "../auth.ts";
import { replyContent, replyResponse } from "./advisor-reply.ts";
import { actorOf, bearer, createRouter, errorResponses, ErrorSchema, json } from "./openapi.ts";

/** The advisor's replies: to a message sent, and the newest one written again. */

const send = createRoute({
  method: "post",
  path: "/thread/send-message",
  tags: ["assistant"],
  summary:
    "Sends a message; the reply streams as an AI SDK UI message stream (SSE), or with Accept: application/json comes whole",
  security: bearer,
  middleware: [readsDuringSessionLookup],
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            threadId: idText(),
            // Trimmed, then at least one character and at most the advisor's limit; tab and line breaks
            // are text, other controls are not. The pattern tells clients what the trim means: a
            // message of white space alone is empty.
            content: text(TEXT_LIMITS.message, { multiLine: true, trim: true }).min(1, { error: "required" }).openapi({
              pattern: "\\S",
              description: "1–4000 characters once leading and trailing white space is trimmed",
            }),
          }),
        },
      },
    },
  },
  responses: {
    200: { description: "The reply", content: replyContent },
    ...errorResponses,
    404: json(ErrorSchema, "No such thread of yours"),
    409: json(ErrorSchema, "The thread has ended"),
    429: json(ErrorSchema, "Too many messages"),
  },
});

const regenerate = createRoute({
  method: "post",
  path: "/thread/regenerate-reply",
  tags: ["assistant"],
  summary:
    "Writes the thread's newest reply again: streamed like send-message (or whole with Accept: application/json); once stored it replaces the old reply, which stays should the new one fail",
  security: bearer,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            threadId: idText(),
            messageId: idText().openapi({ description: "The reply to write again: the thread's newest message" }),
          }),
        },
      },
    },
  },
  responses: {
    200: { description: "The new reply", content: replyContent },
    ...errorResponses,
    404: json(ErrorSchema, "No such thread of yours"),
    409: json(ErrorSchema, "The thread has ended, or the message is not its newest reply (conflict)"),
    429: json(ErrorSchema, "Too many messages"),
  },
});

export const chatActionRoutes = createRouter()
  .openapi(send, async (c) => {
    // The thread is read while the session is looked up (readsDuringSessionLookup); without a
    // token, refused at once.
    const lookup = awaitActor(c);
    lookup.catch(() => {}); // awaited by prepareReply, or below
    let prepared: PreparedReply;
    try {
      prepared = await c.var.services.advisor.prepareReply(lookup, { ...c.req.valid("json"), lang: c.var.locale });
    } catch (error) {
      await lookup; // a request without a valid session is answered 401 before anything else
      throw error;
    }
    return (await replyResponse(c, prepared)) as never;
  })
  .openapi(regenerate, async (c) => {
    const prepared = await c.var.services.advisor.regenerateReply(actorOf(c), c.req.valid("json"));
    return (await replyResponse(c, prepared)) as never;
  });
