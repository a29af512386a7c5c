import { createRoute, z } from "@hono/zod-openapi";
import { actorOf, bearer, createRouter, errorResponses, ErrorSchema, json, jsonBody } from "./openapi.ts";
import {
  interviewAnswerRecord,
  interviewQuestionRecord,
  interviewRecord,
  interviewSectionRecord,
} from "../../shared/contracts/interview.ts";
import { idText, refineTextIn, TEXT_LIMITS } from "../../shared/text-rules.ts";

const notFound = { 404: json(ErrorSchema, "No such interview of yours") };

// The answers and questions as the contracts define them, by their names in the document.
const AnswerSchema = interviewAnswerRecord.openapi("InterviewAnswer");
const AnswersSchema = z.record(z.string(), AnswerSchema).openapi("InterviewAnswers");
/** More answers than any questionnaire has questions are refused whole. */
const MAX_ANSWERS_PER_SAVE = 200;

const QuestionSchema = interviewQuestionRecord.openapi("InterviewQuestion");

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
  request: jsonBody(
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
    200: json(interviewRecord.pick({ interviewId: true, status: true }), "Saved"),
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
  request: jsonBody(z.object({ interviewId: idText() })),
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
  request: jsonBody(z.object({ interviewId: idText() })),
  responses: {
    200: json(
      interviewRecord.extend({
        answers: AnswersSchema,
        questions: z.array(QuestionSchema),
        sections: z.array(interviewSectionRecord),
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
    c.json(await c.var.services.interview.interviewResponses(actorOf(c), c.req.valid("json").interviewId), 200),
  );
