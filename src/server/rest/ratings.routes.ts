import { createRoute, z } from "@hono/zod-openapi";
import {
  ratingAnswerInput,
  ratingInput,
  ratingPage,
  ratingQuery,
  ratingRecord,
} from "../../shared/contracts/ratings.ts";
import { idText } from "../../shared/text-rules.ts";
import { forbidden } from "./deals.routes.ts";
import { actorOf, bearer, createRouter, errorResponses, json, jsonBody, refusal } from "./openapi.ts";

const tags = ["deals"];
// Made again here (extend): the contracts' schemas were made before the OpenAPI extension was loaded.
const RatingSchema = ratingRecord.extend({}).openapi("Rating");
const noTransaction = refusal("No such transaction of which the caller's company is a party (transactionNotFound)");

const rate = createRoute({
  tags,
  security: bearer,
  method: "put",
  path: "/transactions/{transactionId}/rating",
  summary:
    "The caller's company rates the other side of a completed transaction (the shipper: `communication`, `punctuality`, `care`; the carrier: `payment`, `fairness`, `communication`; 1–5; `comment`), within 30 days of completion, or changes its rating within 14 days of giving it. The only way a rating is made",
  request: { params: z.object({ transactionId: idText() }), ...jsonBody(ratingInput) },
  responses: {
    200: json(RatingSchema, "The rating"),
    ...errorResponses,
    403: forbidden,
    404: noTransaction,
    409: refusal(
      "Not completed (ratingNotAllowed), more than 30 days after completion (ratingWindowClosed), or changed more than 14 days after it was given (ratingNotEditable)",
    ),
  },
});
const ofTransaction = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/transactions/{transactionId}/ratings",
  summary: "Both sides' ratings of a transaction of the caller's company",
  request: { params: z.object({ transactionId: idText() }) },
  responses: {
    200: json(
      z.object({ items: z.array(RatingSchema), rateUntil: z.string().nullable() }),
      "The ratings, and until when the caller's company may still give its own (null: not now)",
    ),
    ...errorResponses,
    403: forbidden,
    404: noTransaction,
  },
});
const answer = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/ratings/{ratingId}/answer",
  summary: "The rated company answers a rating once (`text`, 1–1000 characters)",
  request: { params: z.object({ ratingId: idText() }), ...jsonBody(ratingAnswerInput) },
  responses: {
    200: json(RatingSchema, "The rating with its answer"),
    ...errorResponses,
    403: forbidden,
    404: refusal("No such rating of the caller's company (ratingNotFound)"),
    409: refusal("Answered already (ratingAlreadyAnswered)"),
  },
});
const ofCompany = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/companies/{companyId}/ratings",
  summary: "A verified company's (or the caller's own) ratings, newest first, pages of 20",
  request: { params: z.object({ companyId: idText() }), query: ratingQuery },
  responses: {
    200: json(ratingPage.extend({ items: z.array(RatingSchema) }), "A page"),
    ...errorResponses,
    403: forbidden,
    404: refusal("No such company (companyNotFound)"),
  },
});

/** `/new-api` rating routes (docs/decisions/032). */
export const ratingRoutes = createRouter()
  .openapi(rate, async (c) =>
    c.json(
      await c.var.services.deals.rateTransaction(actorOf(c), c.req.valid("param").transactionId, c.req.valid("json")),
      200,
    ),
  )
  .openapi(ofTransaction, async (c) =>
    c.json(await c.var.services.deals.transactionRatings(actorOf(c), c.req.valid("param").transactionId), 200),
  )
  .openapi(answer, async (c) =>
    c.json(
      await c.var.services.deals.answerRating(actorOf(c), c.req.valid("param").ratingId, c.req.valid("json")),
      200,
    ),
  )
  .openapi(ofCompany, async (c) =>
    c.json(
      await c.var.services.deals.companyRatings(actorOf(c), c.req.valid("param").companyId, c.req.valid("query")),
      200,
    ),
  );
