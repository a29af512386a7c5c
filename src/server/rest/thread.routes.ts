import { createRoute, z } from "@hono/zod-openapi";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { generateText } from "ai";
import { numberGuard } from "../../domain/assistant/figures.ts";
import { advisorModel } from "../../domain/assistant/providers/advisor-model.ts";
import { cataloguesFor } from "../../domain/mail/catalogues.ts";
import { createTranslator } from "../../shared/i18n.ts";
import { groundingPrompt } from "../../domain/assistant/providers/llm.ts";
import type { PreparedReply } from "../../domain/assistant/reply.service.ts";
import type { Context } from "hono";
import type { Actor } from "../../domain/accounts/session.service.ts";
import { AppError } from "../../domain/errors.ts";
import { awaitActor } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { openModelStream, promptOf, streamedReplyResponse } from "./model-reply.ts";
import { createRouter, ErrorSchema, errorResponses } from "./openapi.ts";
import { profileCorrectionFields, ProfileFactSchema, refineCorrection } from "../../shared/business-profile.ts";
import { idText, text, TEXT_LIMITS } from "../../shared/text-rules.ts";

const bearer = [{ bearer: [] }];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const notFound = { 404: json(ErrorSchema, "No such thread of yours") } as const;

const ThreadSchema = z
  .object({
    threadId: z.uuid(),
    status: z.enum(["open", "ended", "archived", "abandoned"]),
    interviewId: z.uuid().nullable(),
    answerCount: z.number().int(),
    createdAt: z.string(),
  })
  .openapi("Thread");

const SourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  publisher: z.string().optional().openapi({ description: "Who publishes the page" }),
  date: z.string().optional().openapi({ description: "The page's date, YYYY-MM-DD or YYYY-MM, when it states one" }),
  articleId: z.string().optional(),
  heading: z.string().optional(),
});
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

/** A reply answers as a stream of UI message parts, or whole as JSON when only JSON is accepted. */
export const replyContent = {
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
};

/** Whether the client asked for the reply whole (JSON) rather than streamed. */
export const wantsWholeReply = (c: Context<AppEnv>) => {
  const accept = c.req.header("accept") ?? "";
  return /application\/json/.test(accept) && !/text\/event-stream/.test(accept);
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

const send = createRoute({
  method: "post",
  path: "/thread/send-message",
  tags: ["assistant"],
  summary:
    "Sends a message; the reply streams as an AI SDK UI message stream (SSE), or with Accept: application/json comes whole",
  security: bearer,
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
    ...notFound,
    409: json(ErrorSchema, "The thread has ended"),
    429: json(ErrorSchema, "Too many messages"),
  },
});

interface ReplyModel {
  model: LanguageModelV4;
  /** The grounding (a hosted model) or nothing (the built-in advisor already holds the turn). */
  system?: string;
  messages: { role: "user" | "assistant"; content: string }[];
  timeoutMs?: number;
  maxRetries: number;
}

/** The model that writes this reply: the configured OpenAI-compatible one, else the built-in advisor. */
function replyModel(c: Context<AppEnv>, actor: Actor, prepared: PreparedReply, wantsJson: boolean): ReplyModel {
  const { turn } = prepared;
  const llm = c.var.services.assistant.llm;
  if (!llm) {
    const delayMs = wantsJson ? 0 : c.var.services.assistant.streamDelayMs;
    return {
      model: advisorModel(turn, { delayMs }),
      messages: [{ role: "user", content: prepared.content }],
      maxRetries: 0,
    } satisfies ReplyModel;
  }
  // Each message is answered in its own language, whatever the account's or the thread's.
  return {
    model: llm.model,
    system: groundingPrompt(turn.lang, turn, turn.profile),
    messages: prepared.history,
    timeoutMs: llm.settings.timeoutMs,
    maxRetries: llm.settings.maxRetries,
  } satisfies ReplyModel;
}

/**
 * One reply through the AI SDK, whichever model writes it, grounded on the same passages,
 * profile and figures and shown with the same sources. A streamed reply cut off by the client is
 * kept as far as it got (marked partial); a timeout or an upstream error answers
 * `assistantUnavailable` (a stream error part, or 503 in JSON) and stores no reply, so the same
 * message can be sent again. The model's request starts while the user's message commits, but
 * nothing reaches the client before the commit, and a message that could not be stored abandons
 * the reply.
 */
export async function reply(c: Context<AppEnv>, actor: Actor, prepared: PreparedReply, wantsJson: boolean) {
  const { model, system, messages, timeoutMs, maxRetries } = replyModel(c, actor, prepared, wantsJson);
  const client = c.req.raw.signal;
  const abandon = new AbortController();
  // The model's time limit, cleared as soon as the reply ends (AbortSignal.timeout cannot be
  // cleared: each finished reply left a timer running for the whole limit, 30 s by default).
  const limit = timeoutMs
    ? setTimeout(() => abandon.abort(new DOMException("The model did not answer in time", "TimeoutError")), timeoutMs)
    : undefined;
  limit?.unref();
  const ended = () => clearTimeout(limit);
  const abortSignal = AbortSignal.any([client, abandon.signal]);
  const committed = async () => {
    try {
      await prepared.committed;
    } catch (error) {
      abandon.abort();
      ended();
      throw error;
    }
  };
  const sources = sourcesOf(prepared.turn);
  // A model writes only the figures it was given: the passages, the calculators' figures, the
  // profile (all in the system text) and what the user wrote; any other number is replaced.
  const guard =
    system === undefined
      ? undefined
      : numberGuard(
          [system, ...messages.map((m) => m.content)].join("\n"),
          createTranslator(prepared.turn.lang, cataloguesFor(prepared.turn.lang)).t("advisor:unverifiedFigure"),
        );
  if (wantsJson) {
    // A whole answer is asked of the model as a whole (no stream to take apart word by word).
    const generated = generateText({ model, system, messages, maxRetries, abortSignal });
    generated.catch(() => {}); // awaited below, once the message is committed
    await committed();
    let text: string;
    try {
      text = (await generated).text;
      if (guard) text = guard.push(text) + guard.flush();
      if (!text) throw new Error("no reply");
    } catch (error) {
      throw new AppError("assistantUnavailable", { cause: error });
    } finally {
      ended();
    }
    await prepared.finish(text, "complete");
    return c.json({ message: { id: prepared.replyId, role: "assistant" as const, content: text, sources } }, 200);
  }
  const opened = openModelStream({ model, prompt: promptOf(system, messages), maxRetries, abortSignal });
  opened.catch(() => {}); // read by the response, once the message is committed
  await committed();
  return streamedReplyResponse({
    messageId: prepared.replyId,
    opened,
    client,
    stopModel: () => abandon.abort(),
    store: async (text, status) => {
      await prepared.finish(text, status);
    },
    sources,
    ended,
    guard,
  }) as never;
}

const sourcesOf = (turn: PreparedReply["turn"]) => {
  const seen = new Set<string>();
  return turn.sources
    .filter((s) => !seen.has(s.url) && seen.add(s.url))
    .map((s) => ({
      title: s.sourceTitle,
      url: s.url,
      publisher: s.publisher,
      ...(s.date ? { date: s.date } : {}),
      articleId: s.articleId,
      heading: s.heading,
    }));
};

/** `/new-api/thread/*` and the answer threshold: thin edges over the assistant services. */
export const threadRoutes = createRouter()
  .openapi(answerThreshold, (c) => {
    actorOf(c);
    return c.json({ threshold: c.var.services.assistant.policy.answerThreshold }, 200);
  })
  .openapi(latest, async (c) => c.json({ thread: await c.var.services.assistant.latest(actorOf(c)) }, 200))
  .openapi(create, async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { interviewId?: string };
    return c.json(await c.var.services.assistant.create(actorOf(c), body.interviewId), 200);
  })
  .openapi(start, async (c) =>
    c.json(await c.var.services.assistant.start(actorOf(c), c.req.valid("json").threadId, c.var.locale), 200),
  )
  .openapi(getMessages, async (c) =>
    c.json(
      { messages: await c.var.services.assistant.messages(actorOf(c), c.req.valid("json").threadId, c.var.locale) },
      200,
    ),
  )
  .openapi(getProfile, async (c) =>
    c.json(await c.var.services.assistant.profile(actorOf(c), c.req.valid("query").threadId, c.var.locale), 200),
  )
  .openapi(correctProfile, async (c) =>
    c.json(await c.var.services.assistant.correctProfile(actorOf(c), c.req.valid("json"), c.var.locale), 200),
  )
  .openapi(undoFacts, async (c) =>
    c.json(await c.var.services.assistant.undoFacts(actorOf(c), c.req.valid("json"), c.var.locale), 200),
  )
  .openapi(checkAndReset, async (c) =>
    c.json(await c.var.services.assistant.checkAndReset(actorOf(c), c.req.valid("json").threadId), 200),
  )
  .openapi(archive, async (c) =>
    c.json(await c.var.services.assistant.archive(actorOf(c), c.req.valid("param").id), 200),
  )
  .openapi(past, async (c) => c.json({ items: await c.var.services.assistant.past(actorOf(c)) }, 200))
  .openapi(send, async (c) => {
    // The thread is read while the session is looked up (auth.ts); without a token, refused at once.
    const lookup = c.var.actorLookup ? awaitActor(c) : Promise.resolve(actorOf(c));
    lookup.catch(() => {}); // awaited by prepareReply, or below
    let prepared: PreparedReply;
    try {
      prepared = await c.var.services.assistant.prepareReply(lookup, { ...c.req.valid("json"), lang: c.var.locale });
    } catch (error) {
      await lookup; // a request without a valid session is answered 401 before anything else
      throw error;
    }
    const actor = await lookup;
    return reply(c, actor, prepared, wantsWholeReply(c));
  });
