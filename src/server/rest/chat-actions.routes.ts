import { createRoute, z } from "@hono/zod-openapi";
import { idText } from "../../shared/text-rules.ts";
import { createRouter, ErrorSchema, errorResponses } from "./openapi.ts";
import { actorOf, reply, replyContent, wantsWholeReply } from "./thread.routes.ts";

/** Actions on a conversation's messages beside sending one: writing the newest reply again. */

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
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
    200: { description: "The new reply", content: replyContent },
    ...errorResponses,
    404: json(ErrorSchema, "No such thread of yours"),
    409: json(ErrorSchema, "The thread has ended, or the message is not its newest reply (conflict)"),
    429: json(ErrorSchema, "Too many messages"),
  },
});

export const chatActionRoutes = createRouter().openapi(regenerate, async (c) => {
  const actor = actorOf(c);
  const prepared = await c.var.services.assistant.regenerateReply(actor, c.req.valid("json"));
  return reply(c, actor, prepared, wantsWholeReply(c));
});
