import { createRoute, z } from "@hono/zod-openapi";
import {
  proposalInput,
  proposalRecord,
  transactionPage,
  transactionQuery,
  transactionRecord,
  transactionStepInput,
} from "../../shared/contracts/deals.ts";
import { idText } from "../../shared/text-rules.ts";
import { attachmentDisposition } from "../media/content-disposition.ts";
import { actorOf, bearer, createRouter, errorResponses, json, jsonBody, refusal } from "./openapi.ts";

const tags = ["deals"];
/** The refusal of every deals operation to a caller who may not make deals. */
export const forbidden = refusal(
  "Missing permission (makeDeals), or an account without a company (userIsNotPartOfCompany)",
);

// Made again here (extend): the contracts' schemas were made before the OpenAPI extension was loaded.
const ProposalSchema = proposalRecord.extend({}).openapi("Proposal");
const TransactionSchema = transactionRecord.extend({}).openapi("Transaction");
const offerParam = z.object({ offerId: idText() });
const conversationParam = z.object({ conversationId: idText() });
const proposalParam = z.object({ proposalId: idText() });
const transactionParam = z.object({ transactionId: idText() });
const proposing = {
  403: refusal(
    "Missing permission (makeDeals), proposing past the plan (operationIsRestricted), or either company denies the other (conversationBlocked)",
  ),
  409: refusal(
    "A proposal is pending in the negotiation (proposalPending), the offer left the exchange or was concluded (offerNotNegotiable), or the offer is the caller's own (conversationWithOwnCompany)",
  ),
};
const deciding = {
  403: forbidden,
  404: refusal("No such proposal of which the caller's company is a party (proposalNotFound)"),
  409: refusal(
    "The proposal is decided already (proposalNotPending), the step is the other company's (proposalOtherSide), or the offer left the exchange or was concluded (offerNotNegotiable)",
  ),
};

const offerHistory = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/offers/{offerId}/proposals",
  summary:
    "An offer's negotiation, newest first: every proposal about it for the offer's company, the caller's own negotiation for another company",
  request: { params: offerParam },
  responses: {
    200: json(z.object({ items: z.array(ProposalSchema) }), "The proposals"),
    ...errorResponses,
    403: forbidden,
    404: refusal("No such offer the caller's company may read, nor a negotiation of it about one (offerNotFound)"),
  },
});
const proposeOnOffer = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/offers/{offerId}/proposals",
  summary:
    "Proposes a price (`price`, `currency`, optional `paymentDays` and `terms`) for another company's offer shown to the caller; the pair's conversation about the offer is found or started, and the proposal is a card in it",
  request: { params: offerParam, ...jsonBody(proposalInput) },
  responses: {
    201: json(ProposalSchema, "The pending proposal"),
    ...errorResponses,
    ...proposing,
    404: refusal("No such offer shown to the caller's company (offerNotFound)"),
  },
});
const proposeInConversation = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/conversations/{conversationId}/proposals",
  summary: "Proposes a price in a conversation about an offer (either company of the pair; the other is the addressee)",
  request: { params: conversationParam, ...jsonBody(proposalInput) },
  responses: {
    201: json(ProposalSchema, "The pending proposal"),
    ...errorResponses,
    ...proposing,
    404: refusal("No such conversation of the caller's company (conversationNotFound)"),
    409: refusal(
      "Not about an offer (conversationWithoutOffer), a proposal pending already (proposalPending), or the offer left the exchange or was concluded (offerNotNegotiable)",
    ),
  },
});
const decision = (step: "accept" | "reject" | "withdraw", summary: string, answer: string) =>
  createRoute({
    tags,
    security: bearer,
    method: "post",
    path: `/proposals/{proposalId}/${step}`,
    summary,
    request: { params: proposalParam },
    responses: { 200: json(ProposalSchema, answer), ...errorResponses, ...deciding },
  });
const acceptRoute = decision(
  "accept",
  "The addressee accepts a pending proposal: a transaction is concluded (one per offer; a second accept at once is refused), the offer leaves the exchange and other negotiations about it close",
  "The accepted proposal, with its transactionId",
);
const rejectRoute = decision("reject", "The addressee turns a pending proposal down", "The rejected proposal");
const withdrawRoute = decision("withdraw", "The author takes a pending proposal back", "The withdrawn proposal");
const counterRoute = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/proposals/{proposalId}/counter",
  summary: "The addressee answers a pending proposal with its own price: the new pending proposal",
  request: { params: proposalParam, ...jsonBody(proposalInput) },
  responses: { 201: json(ProposalSchema, "The counter-proposal"), ...errorResponses, ...deciding },
});

const listRoute = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/transactions",
  summary:
    "The caller's company's transactions, active ones first, then by loading day: by `status`, `role` (shipper or carrier), loading `from`/`to`, `counterparty` (3 characters at least); pages of 20",
  request: { query: transactionQuery },
  responses: {
    200: json(transactionPage.extend({ items: z.array(TransactionSchema.omit({ history: true })) }), "A page"),
    ...errorResponses,
    403: forbidden,
  },
});
const oneRoute = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/transactions/{transactionId}",
  summary: "One transaction of the caller's company with its history and the steps the caller's company may take now",
  request: { params: transactionParam },
  responses: {
    200: json(TransactionSchema, "It"),
    ...errorResponses,
    403: forbidden,
    404: refusal("No such transaction of which the caller's company is a party (transactionNotFound)"),
  },
});
const stepRoute = createRoute({
  tags,
  security: bearer,
  method: "post",
  path: "/transactions/{transactionId}/steps",
  summary:
    "A step of the caller's company: `markDone` (from the unloading day; the other side's mark too: completed), `object` to the other's mark within 3 days (`reason`), `requestCancel` (both ask: cancelled by agreement), `cancel` alone (`reason`, shown to the other side)",
  request: { params: transactionParam, ...jsonBody(transactionStepInput) },
  responses: {
    200: json(TransactionSchema, "The transaction after the step"),
    ...errorResponses,
    403: forbidden,
    404: refusal("No such transaction of which the caller's company is a party (transactionNotFound)"),
    409: refusal("The step is not allowed now (invalidStatusChange)"),
  },
});
const orderRoute = createRoute({
  tags,
  security: bearer,
  method: "get",
  path: "/transactions/{transactionId}/order",
  summary: "The transport order of a transaction as a PDF, in the caller's language (both companies)",
  request: { params: transactionParam },
  responses: {
    200: {
      description: "The PDF",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses,
    403: forbidden,
    404: refusal("No such transaction of which the caller's company is a party (transactionNotFound)"),
  },
});

/** `/new-api` deal routes (docs/decisions/032). */
export const dealRoutes = createRouter()
  .openapi(offerHistory, async (c) =>
    c.json({ items: await c.var.services.deals.offerProposals(actorOf(c), c.req.valid("param").offerId) }, 200),
  )
  .openapi(proposeOnOffer, async (c) =>
    c.json(
      await c.var.services.deals.propose(actorOf(c), { offerId: c.req.valid("param").offerId }, c.req.valid("json")),
      201,
    ),
  )
  .openapi(proposeInConversation, async (c) =>
    c.json(
      await c.var.services.deals.propose(
        actorOf(c),
        { conversationId: c.req.valid("param").conversationId },
        c.req.valid("json"),
      ),
      201,
    ),
  )
  .openapi(acceptRoute, async (c) =>
    c.json(await c.var.services.deals.accept(actorOf(c), c.req.valid("param").proposalId), 200),
  )
  .openapi(rejectRoute, async (c) =>
    c.json(await c.var.services.deals.reject(actorOf(c), c.req.valid("param").proposalId), 200),
  )
  .openapi(withdrawRoute, async (c) =>
    c.json(await c.var.services.deals.withdraw(actorOf(c), c.req.valid("param").proposalId), 200),
  )
  .openapi(counterRoute, async (c) =>
    c.json(await c.var.services.deals.counter(actorOf(c), c.req.valid("param").proposalId, c.req.valid("json")), 201),
  )
  .openapi(listRoute, async (c) =>
    c.json(await c.var.services.deals.listTransactions(actorOf(c), c.req.valid("query")), 200),
  )
  .openapi(oneRoute, async (c) =>
    c.json(await c.var.services.deals.transactionView(actorOf(c), c.req.valid("param").transactionId), 200),
  )
  .openapi(stepRoute, async (c) =>
    c.json(
      await c.var.services.deals.stepTransaction(actorOf(c), c.req.valid("param").transactionId, c.req.valid("json")),
      200,
    ),
  )
  .openapi(orderRoute, async (c) => {
    const { pdf, fileName } = await c.var.services.deals.transportOrder(
      actorOf(c),
      c.req.valid("param").transactionId,
      c.var.locale,
    );
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": attachmentDisposition(fileName),
      "cache-control": "private, no-store",
    });
  });
