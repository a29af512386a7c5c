import { createRoute, z } from "@hono/zod-openapi";
import {
  complaintInput,
  complaintPage,
  complaintQuery,
  complaintRecord,
  complaintResponseInput,
  complaintReverifyInput,
  complaintStepInput,
  staffComplaintQuery,
} from "../../shared/contracts/complaints.ts";
import { idText } from "../../shared/text-rules.ts";
import { actorOf, bearer, createRouter, errorResponses, json, jsonBody, refusal } from "./openapi.ts";

const tags = ["complaints"];
// Made again here (extend): the contracts' schemas were made before the OpenAPI extension was loaded.
const ComplaintSchema = complaintRecord.extend({}).openapi("Complaint");
const PageSchema = complaintPage.extend({}).openapi("ComplaintPage");
const complaintParam = z.object({ complaintId: idText() });
const member = refusal(
  "Missing permission (editOwnComplaints), or an account without a company (userIsNotPartOfCompany)",
);
const staff = refusal("Missing permission (handleComplaints)");
const notFound = refusal("No such complaint of which the caller's company is a party (complaintNotFound)");
const origin = (url: string) => new URL(url).origin;

const file = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/complaints",
  summary:
    "The caller's company files a complaint against another company about a transaction of both (`transactionId`) or a message the other company wrote in their conversation (`messageId`), `text` 3–4000 characters; the other company's admins are mailed. Files follow through `POST /media/complaints/{complaintId}/files`",
  request: jsonBody(complaintInput),
  responses: {
    201: json(ComplaintSchema, "The complaint, issued"),
    ...errorResponses,
    403: member,
    404: refusal(
      "No such transaction or message of the caller's company (transactionNotFound, conversationMessageNotFound)",
    ),
    409: refusal(
      "An open complaint about it exists (complaintOpen), or the message is the caller's company's own (complaintOwnMessage)",
    ),
  },
});
const list = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/complaints",
  summary:
    "The complaints the caller's company filed (`side=author`) and those against it (`side=against`), newest first, pages of 20",
  request: { query: complaintQuery },
  responses: { 200: json(PageSchema, "A page"), ...errorResponses, 403: member },
});
const queue = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/portal/complaints",
  summary:
    "Staff's queue, oldest first: by status, age (`olderThanDays`) and either company's name or NIP (`company`, 3 characters at least)",
  request: { query: staffComplaintQuery },
  responses: { 200: json(PageSchema, "A page"), ...errorResponses, 403: staff },
});
const view = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/complaints/{complaintId}",
  summary: "A complaint with its files, response and history, for its two companies and staff",
  request: { params: complaintParam },
  responses: { 200: json(ComplaintSchema, "The complaint"), ...errorResponses, 403: member, 404: notFound },
});
const respond = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/complaints/{complaintId}/response",
  summary: "The company complained against responds once (`text`, 3–4000 characters) while the complaint is open",
  request: { params: complaintParam, ...jsonBody(complaintResponseInput) },
  responses: {
    200: json(ComplaintSchema, "The complaint with its response"),
    ...errorResponses,
    403: refusal("Missing permission (editOwnComplaints), or the caller's company filed it (deniedUpdateOfComplaint)"),
    404: notFound,
    409: refusal("Decided or withdrawn (invalidComplaintStatus), or answered already (complaintAlreadyResponded)"),
  },
});
const step = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/complaints/{complaintId}/status",
  summary:
    "A status change: staff `take` (issued → processed), `accept` or `reject` (processed → accepted or rejected, with a `reason` both companies are mailed); the author `withdraw`s while issued or processed",
  request: { params: complaintParam, ...jsonBody(complaintStepInput) },
  responses: {
    200: json(ComplaintSchema, "The complaint"),
    ...errorResponses,
    403: refusal(
      "Missing permission (handleComplaints, editOwnComplaints), or the other side's step (deniedUpdateOfComplaint)",
    ),
    404: notFound,
    409: refusal("The state machine refuses the change from the complaint's status (invalidComplaintStatus)"),
  },
});
const reverify = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/complaints/{complaintId}/reverification",
  summary:
    "Staff send the company complained against back to verification (verified → not verified; its admins mailed the `reason`), from a complaint they took",
  request: { params: complaintParam, ...jsonBody(complaintReverifyInput) },
  responses: {
    200: json(ComplaintSchema, "The complaint"),
    ...errorResponses,
    403: staff,
    404: notFound,
    409: refusal(
      "The complaint is not taken or was withdrawn (invalidComplaintStatus), or the company is not verified (invalidStatusChange)",
    ),
  },
});

/** `/new-api` complaint routes (docs/decisions/033); their files are under `/media/complaints`. */
export const complaintRoutes = createRouter()
  .openapi(file, async (c) =>
    c.json(
      await c.var.services.complaints.fileComplaint(
        actorOf(c),
        c.req.valid("json"),
        c.var.services.baseUrl(origin(c.req.url)),
      ),
      201,
    ),
  )
  .openapi(list, async (c) =>
    c.json(await c.var.services.complaints.listComplaints(actorOf(c), c.req.valid("query")), 200),
  )
  .openapi(queue, async (c) =>
    c.json(await c.var.services.complaints.complaintQueue(actorOf(c), c.req.valid("query")), 200),
  )
  .openapi(view, async (c) =>
    c.json(await c.var.services.complaints.complaintView(actorOf(c), c.req.valid("param").complaintId), 200),
  )
  .openapi(respond, async (c) =>
    c.json(
      await c.var.services.complaints.respondToComplaint(
        actorOf(c),
        c.req.valid("param").complaintId,
        c.req.valid("json"),
      ),
      200,
    ),
  )
  .openapi(step, async (c) =>
    c.json(
      await c.var.services.complaints.stepComplaint(
        actorOf(c),
        c.req.valid("param").complaintId,
        c.req.valid("json"),
        c.var.services.baseUrl(origin(c.req.url)),
      ),
      200,
    ),
  )
  .openapi(reverify, async (c) =>
    c.json(
      await c.var.services.complaints.reverifyFromComplaint(
        actorOf(c),
        c.req.valid("param").complaintId,
        c.req.valid("json"),
        c.var.services.baseUrl(origin(c.req.url)),
      ),
      200,
    ),
  );
