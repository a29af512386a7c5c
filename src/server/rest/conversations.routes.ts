import { createRoute, z } from "@hono/zod-openapi";
import {
  conversationMessage,
  conversationPage,
  conversationQuery,
  conversationStart,
  conversationSummary,
  conversationView,
  messageInput,
  readInput,
} from "../../shared/contracts/conversations.ts";
import { idText } from "../../shared/text-rules.ts";
import { actorOf, bearer, createRouter, errorResponses, json, jsonBody, refusal } from "./openapi.ts";

const tags = ["conversations"];
const forbidden = refusal(
  "Missing permission (useConversations), or an account without a company (userIsNotPartOfCompany)",
);
const reads = {
  403: forbidden,
  404: refusal("No such conversation of the caller's company (conversationNotFound)"),
};
const writes = {
  403: refusal(
    "Missing permission (useConversations), writing past the plan (operationIsRestricted), or either company denies the other (conversationBlocked)",
  ),
  404: refusal("No such conversation of the caller's company (conversationNotFound)"),
};

// Made again here (extend): the contracts' schemas were made before the OpenAPI extension was loaded.
const ConversationSchema = conversationSummary.extend({}).openapi("Conversation");
const MessageSchema = conversationMessage.extend({}).openapi("ConversationMessage");
const conversationParam = z.object({ conversationId: idText() });

const list = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/conversations",
  summary:
    "The caller's company's conversations: `ongoing` (its side not archived) or `archive`; newest activity first (`unreadFirst=true`: unread ones first); `phrase` (3 characters at least) in the other company's name or a message; pages of 20",
  request: { query: conversationQuery },
  responses: {
    200: json(conversationPage.extend({ items: z.array(ConversationSchema) }).openapi("ConversationPage"), "A page"),
    ...errorResponses,
    403: forbidden,
  },
});
const unread = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/conversations/unread",
  summary: "The caller's unread messages (from other companies) over the company's conversations, and in how many",
  responses: {
    200: json(z.object({ total: z.number().int(), conversations: z.number().int() }), "Unread"),
    ...errorResponses,
    403: forbidden,
  },
});
const start = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/conversations",
  summary:
    "Starts a conversation about an offer shown to the caller's company (`offerId`) or with a verified company (`companyId`), with an optional first message (`text`); the pair's existing conversation is answered (200) instead of a second",
  request: jsonBody(conversationStart),
  responses: {
    200: json(z.object({ conversation: ConversationSchema }), "The existing conversation (the message, if any, added)"),
    201: json(z.object({ conversation: ConversationSchema }), "The new conversation"),
    ...errorResponses,
    403: refusal(
      "Missing permission (useConversations), starting past the plan (operationIsRestricted), or either company denies the other (conversationBlocked)",
    ),
    404: refusal("No such offer shown to the caller's company (offerNotFound), or no such company (companyNotFound)"),
    409: refusal("The offer or company is the caller's own (conversationWithOwnCompany)"),
  },
});
const one = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/conversations/{conversationId}",
  summary: "One conversation with a page of 50 messages, oldest first: the newest page, or the one before `before`",
  request: {
    params: conversationParam,
    query: z.object({ before: z.string().max(20).optional() }),
  },
  responses: {
    200: json(conversationView.extend({ conversation: ConversationSchema, messages: z.array(MessageSchema) }), "It"),
    ...errorResponses,
    ...reads,
  },
});
const send = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/conversations/{conversationId}/messages",
  summary: "Writes a message (1–4000 characters after trimming); both sides leave the archive",
  request: { params: conversationParam, ...jsonBody(messageInput) },
  responses: { 201: json(MessageSchema, "The message"), ...errorResponses, ...writes },
});
const read = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/conversations/{conversationId}/read",
  summary: "The caller has read up to a message (`messageId`; without one, the newest): their own marker, never back",
  request: { params: conversationParam, ...jsonBody(readInput) },
  responses: {
    200: json(
      z.object({ conversationId: z.string(), lastReadSequence: z.number().int(), unread: z.number().int() }),
      "The marker",
    ),
    ...errorResponses,
    403: forbidden,
    404: refusal("No such conversation (conversationNotFound), or no such message in it (conversationMessageNotFound)"),
  },
});
const archived = z.object({ conversationId: z.string(), archived: z.boolean() });
const archiveQuery = z.object({
  seen: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
const archive = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/conversations/{conversationId}/archive",
  summary:
    "Archives the caller's company's side (a new message brings it back). With `seen` (the newest message sequence the caller has seen), a later message of the other company refuses it (409 conversationChanged): nothing unseen is archived away",
  request: { params: conversationParam, query: archiveQuery },
  responses: {
    200: json(archived, "Archived"),
    ...errorResponses,
    ...reads,
    409: refusal("The other company wrote after `seen` (conversationChanged): not archived"),
  },
});
const unarchive = createRoute({
  tags,
  security: bearer,
  method: "delete",
  path: "/conversations/{conversationId}/archive",
  summary: "Takes the caller's company's side out of the archive",
  request: { params: conversationParam },
  responses: { 200: json(archived, "Not archived"), ...errorResponses, ...reads },
});

/** `/new-api` conversation routes (docs/decisions/030); the static paths before `/conversations/{conversationId}`. */
export const conversationRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await c.var.services.conversations.listConversations(actorOf(c), c.req.valid("query")), 200),
  )
  .openapi(unread, async (c) => c.json(await c.var.services.conversations.unreadTotal(actorOf(c)), 200))
  .openapi(start, async (c) => {
    const { created, conversation } = await c.var.services.conversations.startConversation(
      actorOf(c),
      c.req.valid("json"),
    );
    return created ? c.json({ conversation }, 201) : c.json({ conversation }, 200);
  })
  .openapi(one, async (c) => {
    const { conversationId } = c.req.valid("param");
    const { before } = c.req.valid("query");
    return c.json(await c.var.services.conversations.conversationView(actorOf(c), conversationId, before), 200);
  })
  .openapi(send, async (c) => {
    const { conversationId } = c.req.valid("param");
    return c.json(await c.var.services.conversations.sendMessage(actorOf(c), conversationId, c.req.valid("json")), 201);
  })
  .openapi(read, async (c) => {
    const { conversationId } = c.req.valid("param");
    return c.json(await c.var.services.conversations.markRead(actorOf(c), conversationId, c.req.valid("json")), 200);
  })
  .openapi(archive, async (c) =>
    c.json(
      await c.var.services.conversations.archiveConversation(actorOf(c), c.req.valid("param").conversationId, {
        seen: c.req.valid("query").seen,
      }),
      200,
    ),
  )
  .openapi(unarchive, async (c) =>
    c.json(
      await c.var.services.conversations.unarchiveConversation(actorOf(c), c.req.valid("param").conversationId),
      200,
    ),
  );
