import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Actor } from "../../domain/access/actor.ts";
import { AppError } from "../../domain/errors.ts";
import { AMOUNT_PERIODS, AMOUNT_UNITS, QUESTION_KINDS } from "../../shared/interview.ts";
import type { AppEnv } from "../context.ts";
import { createRouter, ErrorSchema, errorResponses } from "./openapi.ts";
import { idText, refineTextIn, TEXT_LIMITS } from "../../shared/text-rules.ts";

const bearer = [{ bearer: [] }];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});
const notFound = { 404: json(ErrorSchema, "No such interview of yours") };

const actorOf = (c: Context<AppEnv>): Actor => {
  if (!c.var.actor) throw new AppError("unauthorized");
  return c.var.actor;
};

const AnswerSchema = z
  .union([
    z.string(),
    z.array(z.string()),
    z.number(),
    z.boolean(),
    z.object({ value: z.number(), unit: z.enum(AMOUNT_UNITS), period: z.enum(AMOUNT_PERIODS) }),
  ])
  .openapi("InterviewAnswer", {
    description: "An option id, option ids, a number, yes/no, text, or an amount with its unit and period",
  });
const AnswersSchema = z.record(z.string(), AnswerSchema).openapi("InterviewAnswers");
const StatusSchema = z.enum(["open", "finished"]);
/** More answers than any questionnaire has questions are refused whole. */
const MAX_ANSWERS_PER_SAVE = 200;

const QuestionSchema = z
  .object({
    id: z.string(),
    section: z.string(),
    kind: z.enum(QUESTION_KINDS),
    required: z.boolean(),
    label: z.string(),
    help: z.string(),
    placeholder: z.string().optional(),
    options: z.array(z.string()).optional(),
    optionLabels: z.record(z.string(), z.string()).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    periods: z.array(z.enum(AMOUNT_PERIODS)).optional(),
    showIf: z
      .object({
        question: z.string(),
        equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
        greaterThan: z.number().optional(),
      })
      .optional(),
  })
  .openapi("InterviewQuestion");

const start = createRoute({
  method: "post",
  path: "/interview/start",
  tags: ["interview"],
  summary: "Starts an interview, or resumes the user's open one",
  security: bearer,
  responses: { 200: json(z.object({ interviewId: z.uuid() }), "The open interview"), ...errorResponses },
});

const save = createRoute({
  method: "post",
  path: "/interview/save",
  tags: ["interview"],
  summary: "Saves answers (null clears one); one invalid answer refuses the whole request and nothing is saved",
  security: bearer,
  request: body(
    z.object({
      interviewId: idText(),
      // The answers' shapes are checked per question by the domain (field errors per answer); every
      // string in them (question ids too) is checked here: a length limit, no control characters.
      answers: z
        .record(z.string(), z.unknown())
        .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS_PER_SAVE, { error: "tooLong" })
        .superRefine(refineTextIn({ max: TEXT_LIMITS.text, key: TEXT_LIMITS.key, multiLine: true, maxDepth: 4 })),
    }),
  ),
  responses: {
    200: json(z.object({ interviewId: z.uuid(), status: StatusSchema }), "Saved"),
    ...errorResponses,
    ...notFound,
  },
});

const finish = createRoute({
  method: "post",
  path: "/interview/finish",
  tags: ["interview"],
  summary: "Finishes the interview and opens a thread seeded with the profile its answers give",
  security: bearer,
  request: body(z.object({ interviewId: idText() })),
  responses: {
    200: json(z.object({ threadId: z.uuid() }), "The new thread"),
    ...errorResponses,
    ...notFound,
  },
});

const responses = createRoute({
  method: "post",
  path: "/interview/get-responses",
  tags: ["interview"],
  summary: "The answers with the questions in the user's language (owner only)",
  security: bearer,
  request: body(z.object({ interviewId: idText() })),
  responses: {
    200: json(
      z.object({
        interviewId: z.uuid(),
        status: StatusSchema,
        answers: AnswersSchema,
        questions: z.array(QuestionSchema),
        sections: z.array(z.object({ id: z.string(), title: z.string(), intro: z.string() })),
      }),
      "The interview",
    ),
    ...errorResponses,
    ...notFound,
  },
});

/** `/new-api/interview/*`: thin edges over the interview services. */
export const interviewRoutes = createRouter()
  .openapi(start, async (c) => c.json(await c.var.services.interview.startInterview(actorOf(c)), 200))
  .openapi(save, async (c) => c.json(await c.var.services.interview.saveAnswers(actorOf(c), c.req.valid("json")), 200))
  .openapi(finish, async (c) =>
    c.json(await c.var.services.interview.finishInterview(actorOf(c), c.req.valid("json").interviewId), 200),
  )
  .openapi(responses, async (c) =>
    c.json(
      (await c.var.services.interview.interviewResponses(actorOf(c), c.req.valid("json").interviewId)) as never,
      200,
    ),
  );
