import { createRoute, z } from "@hono/zod-openapi";
import { actorOf, bearer, createRouter, errorResponses, ErrorSchema, json } from "./openapi.ts";
import { profileCorrectionFields, ProfileFactSchema, refineCorrection } from "../../shared/business-profile.ts";
import {
  factRecord,
  learnedRecord,
  messageRecord,
  profileViewRecord,
  threadRecord,
} from "../../shared/contracts/advisor-records.ts";
import { idText } from "../../shared/text-rules.ts";

const notFound = { 404: json(ErrorSchema, "No such thread of yours") };

// The threads, messages and facts as the contracts define them, the nested ones by their names in
// the document; on the wire a date is ISO text.
const ThreadSchema = threadRecord.extend({ createdAt: z.string() }).openapi("Thread");
const FactSchema = factRecord.openapi("ProfileFact");
const LearnedSchema = learnedRecord.extend({ facts: z.array(FactSchema) }).openapi("LearnedFacts");
const MessageSchema = messageRecord
  .extend({
    createdAt: z.string(),
    // A union, not .nullable() on the named schema, which would make the component itself nullable.
    learned: z.union([LearnedSchema, z.null()]).describe(messageRecord.shape.learned.description!),
  })
  .openapi("Message");
const ProfileViewSchema = profileViewRecord.extend({ facts: z.array(FactSchema) }).openapi("ThreadProfile");

const ThreadIdBody = {
  body: { required: true, content: { "application/json": { schema: z.object({ threadId: idText() }) } } },
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
  responses: {
    200: json(z.object({ thread: z.union([ThreadSchema, z.null()]) }), "The thread or null"),
    ...errorResponses,
  },
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
