import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Actor } from "../../domain/access/actor.ts";
import { AppError } from "../../domain/errors.ts";
import type { AppEnv } from "../context.ts";
import { SourceSchema } from "./advisor-reply.ts";
import { createRouter, ErrorSchema, errorResponses } from "./openapi.ts";
import { profileCorrectionFields, ProfileFactSchema, refineCorrection } from "../../shared/business-profile.ts";
import { idText } from "../../shared/text-rules.ts";

const bearer = [{ bearer: [] }];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const notFound = { 404: json(ErrorSchema, "No such thread of yours") };

const ThreadSchema = z
  .object({
    threadId: z.uuid(),
    status: z.enum(["open", "ended", "archived", "abandoned"]),
    interviewId: z.uuid().nullable(),
    answerCount: z.number().int(),
    createdAt: z.string(),
  })
  .openapi("Thread");

const FactSchema = z
  .object({
    fact: ProfileFactSchema,
    value: z.union([z.string(), z.number(), z.boolean()]),
    label: z.string().openapi({ description: "The fact described in the page's language" }),
  })
  .openapi("ProfileFact");
const ProfileValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
const LearnedSchema = z
  .object({
    facts: z.array(FactSchema),
    previous: ProfileValuesSchema.openapi({ description: "The values before the reply; a fact not here was unset" }),
    undone: z.boolean(),
  })
  .openapi("LearnedFacts");
const MessageSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(["user", "assistant"]),
    content: z.string(),
    createdAt: z.string(),
    status: z.enum(["complete", "partial", "failed"]),
    sources: z.array(SourceSchema),
    learned: LearnedSchema.nullable().openapi({
      description: "On an advisor's reply that recorded profile facts: what it recorded; null otherwise",
    }),
  })
  .openapi("Message");
const ProfileViewSchema = z
  .object({ profile: ProfileValuesSchema, facts: z.array(FactSchema) })
  .openapi("ThreadProfile");

const ThreadIdBody = {
  body: { required: true, content: { "application/json": { schema: z.object({ threadId: idText() }) } } },
};

export const actorOf = (c: Context<AppEnv>): Actor => {
  if (!c.var.actor) throw new AppError("unauthorized");
  return c.var.actor;
};

const answerThreshold = createRoute({
  method: "get",
  path: "/config/answer-threshold",
  tags: ["assistant"],
  summary: "User answers needed in a thread before a guide can be requested",
  security: bearer,
  responses: { 200: json(z.object({ threshold: z.number().int() }), "The threshold"), ...errorResponses },
});

const latest = createRoute({
  method: "get",
  path: "/thread/latest-thread",
  tags: ["assistant"],
  summary: "The user's latest open or ended thread",
  security: bearer,
  responses: { 200: json(z.object({ thread: ThreadSchema.nullable() }), "The thread or null"), ...errorResponses },
});

const create = createRoute({
  method: "post",
  path: "/thread/create-thread",
  tags: ["assistant"],
  summary: "A new thread; the current open one is abandoned",
  security: bearer,
  request: {
    body: { content: { "application/json": { schema: z.object({ interviewId: idText().optional() }) } } },
  },
  responses: {
    200: json(z.object({ threadId: z.uuid() }), "The new thread"),
    ...errorResponses,
    404: json(ErrorSchema, "No such interview of yours"),
  },
});

const start = createRoute({
  method: "post",
  path: "/thread/start-thread",
  tags: ["assistant"],
  summary: "Adds the advisor's opening message once",
  security: bearer,
  request: ThreadIdBody,
  responses: {
    200: json(z.object({ threadId: z.uuid(), messages: z.array(MessageSchema) }), "The thread's messages"),
    ...errorResponses,
    ...notFound,
  },
});

const getMessages = createRoute({
  method: "post",
  path: "/thread/get-messages",
  tags: ["assistant"],
  summary: "The thread's messages, oldest first",
  security: bearer,
  request: ThreadIdBody,
  responses: { 200: json(z.object({ messages: z.array(MessageSchema) }), "Messages"), ...errorResponses, ...notFound },
});

const getProfile = createRoute({
  method: "get",
  path: "/thread/profile",
  tags: ["assistant"],
  summary: "What the advisor knows about the user's business in this thread, each fact described",
  security: bearer,
  request: { query: z.object({ threadId: idText() }) },
  responses: { 200: json(ProfileViewSchema, "The profile"), ...errorResponses, ...notFound },
});

const correctProfile = createRoute({
  method: "post",
  path: "/thread/profile",
  tags: ["assistant"],
  summary: "Corrects the profile: facts set to new values and facts removed (all or nothing)",
  security: bearer,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ threadId: idText(), ...profileCorrectionFields }).superRefine(refineCorrection),
        },
      },
    },
  },
  responses: {
    200: json(ProfileViewSchema, "The corrected profile"),
    ...errorResponses,
    ...notFound,
    409: json(ErrorSchema, "The thread has ended"),
  },
});

const undoFacts = createRoute({
  method: "post",
  path: "/thread/undo-facts",
  tags: ["assistant"],
  summary:
    "Takes back the facts one advisor's reply recorded (each to its earlier value, unless changed since); repeating it changes nothing",
  security: bearer,
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: z.object({ threadId: idText(), messageId: idText() }) } },
    },
  },
  responses: {
    200: json(
      ProfileViewSchema.extend({
        restored: z.array(ProfileFactSchema),
        kept: z.array(ProfileFactSchema).openapi({ description: "Facts changed since the reply: left as they are" }),
        message: MessageSchema,
      }),
      "The profile after the undo and the reply, now marked undone",
    ),
    ...errorResponses,
    ...notFound,
    409: json(ErrorSchema, "The thread has ended"),
  },
});

const checkAndReset = createRoute({
  method: "post",
  path: "/thread/check-and-reset-thread",
  tags: ["assistant"],
  summary: "A new thread when the given one has ended or expired",
  security: bearer,
  request: ThreadIdBody,
  responses: {
    200: json(z.object({ reset: z.boolean(), threadId: z.uuid() }), "The thread to use"),
    ...errorResponses,
    ...notFound,
  },
});

const archive = createRoute({
  method: "post",
  path: "/thread/{id}/archive",
  tags: ["assistant"],
  summary: "Archives a thread",
  security: bearer,
  request: { params: z.object({ id: idText() }) },
  responses: { 200: json(z.object({ ok: z.literal(true) }), "Archived"), ...errorResponses, ...notFound },
});

const past = createRoute({
  method: "get",
  path: "/thread/past-threads",
  tags: ["assistant"],
  summary: "Ended, archived and abandoned threads, newest first",
  security: bearer,
  responses: { 200: json(z.object({ items: z.array(ThreadSchema) }), "Past threads"), ...errorResponses },
});

/** `/new-api/thread/*` and the answer threshold: thin edges over the assistant services. */
export const threadRoutes = createRouter()
  .openapi(answerThreshold, (c) => {
    actorOf(c);
    return c.json({ threshold: c.var.services.advisor.policy.answerThreshold }, 200);
  })
  .openapi(latest, async (c) => c.json({ thread: await c.var.services.advisor.latestThread(actorOf(c)) }, 200))
  .openapi(create, async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { interviewId?: string };
    return c.json(await c.var.services.advisor.createThread(actorOf(c), body.interviewId), 200);
  })
  .openapi(start, async (c) =>
    c.json(await c.var.services.advisor.startThread(actorOf(c), c.req.valid("json").threadId, c.var.locale), 200),
  )
  .openapi(getMessages, async (c) =>
    c.json(
      { messages: await c.var.services.advisor.listMessages(actorOf(c), c.req.valid("json").threadId, c.var.locale) },
      200,
    ),
  )
  .openapi(getProfile, async (c) =>
    c.json(
      await c.var.services.advisor.threadProfileView(actorOf(c), c.req.valid("query").threadId, c.var.locale),
      200,
    ),
  )
  .openapi(correctProfile, async (c) =>
    c.json(await c.var.services.advisor.updateProfileFacts(actorOf(c), c.req.valid("json"), c.var.locale), 200),
  )
  .openapi(undoFacts, async (c) =>
    c.json(await c.var.services.advisor.undoLearned(actorOf(c), c.req.valid("json"), c.var.locale), 200),
  )
  .openapi(checkAndReset, async (c) =>
    c.json(await c.var.services.advisor.checkAndReset(actorOf(c), c.req.valid("json").threadId), 200),
  )
  .openapi(archive, async (c) =>
    c.json(await c.var.services.advisor.archiveThread(actorOf(c), c.req.valid("param").id), 200),
  )
  .openapi(past, async (c) => c.json({ items: await c.var.services.advisor.pastThreads(actorOf(c)) }, 200));
