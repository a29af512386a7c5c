import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Actor } from "../../domain/accounts/session.service.ts";
import { AppError } from "../../domain/errors.ts";
import { idText } from "../../shared/text-rules.ts";
import type { AppEnv } from "../context.ts";
import { createRouter, ErrorSchema, errorResponses } from "./openapi.ts";
import { reply } from "./thread.routes.ts";

/** Actions on a conversation's messages beside sending one: writing the newest reply again. */

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const SourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  publisher: z.string().optional(),
  date: z.string().optional(),
  articleId: z.string().optional(),
  heading: z.string().optional(),
});

const regenerate = createRoute({
  method: "post",
  path: "/thread/regenerate-reply",
  tags: ["assistant"],
  summary:
    "Writes the thread's newest reply again: streamed like send-message (or whole with Accept: application/json); once stored it replaces the old reply, which stays should the new one fail",
  security: [{ bearer: [] }],
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
    200: {
      description: "The new reply",
      content: {
        "text/event-stream": { schema: z.string() },
        "application/json": {
          schema: z.object({
            message: z.object({
              id: z.uuid(),
              role: z.literal("assistant"),
              content: z.string(),
              sources: z.array(SourceSchema),
            }),
          }),
        },
      },
    },
    ...errorResponses,
    404: json(ErrorSchema, "No such thread of yours"),
    409: json(ErrorSchema, "The thread has ended, or the message is not its newest reply (conflict)"),
    429: json(ErrorSchema, "Too many messages"),
  },
});

const actorOf = (c: Context<AppEnv>): Actor => {
  if (!c.var.actor) throw new AppError("unauthorized");
  return c.var.actor;
};

export const chatActionRoutes = createRouter().openapi(regenerate, async (c) => {
  const actor = actorOf(c);
  const prepared = await c.var.services.assistant.regenerateReply(actor, c.req.valid("json"));
  const accept = c.req.header("accept") ?? "";
  const wantsJson = /application\/json/.test(accept) && !/text\/event-stream/.test(accept);
  return reply(c, actor, prepared, wantsJson);
});
