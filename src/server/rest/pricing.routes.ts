import { createRoute, z } from "@hono/zod-openapi";
import {
  orderInput,
  type OrderRecord,
  orderRecord,
  planInput,
  type PlanRecord,
  planRecord,
  planUpdateInput,
  priceInput,
  type PriceRecord,
  priceRecord,
  type PromoCodeRecord,
  promoCodeInput,
  promoCodeRecord,
  quoteRecord,
  type SubscriptionState,
  subscriptionStateRecord,
} from "../../shared/contracts/pricing.ts";
import { idText, text } from "../../shared/text-rules.ts";
import { attachmentDisposition } from "../media/content-disposition.ts";
import { actorOf, bearer, createRouter, errorResponses, ErrorSchema, json, jsonBody } from "./openapi.ts";

const err = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });
const iso = (d: Date | null) => d?.toISOString() ?? null;

// The records of the contract; on the wire a date is ISO text.
const PriceSchema = priceRecord.extend({ validFrom: z.string(), validTo: z.string().nullable() }).openapi("PlanPrice");
const PlanSchema = planRecord.extend({ prices: z.array(PriceSchema) }).openapi("Plan");
const PromoSchema = promoCodeRecord
  .extend({ validFrom: z.string().nullable(), validUntil: z.string().nullable() })
  .openapi("PromoCode");
const OrderSchema = orderRecord.extend({ createdAt: z.string(), paidAt: z.string().nullable() }).openapi("Order");
const QuoteSchema = quoteRecord.openapi("OrderQuote");
const SubscriptionSchema = subscriptionStateRecord
  .extend({
    current: subscriptionStateRecord.shape.current
      .unwrap()
      .extend({ startsAt: z.string(), expiresAt: z.string().nullable() })
      .nullable(),
    history: z.array(
      subscriptionStateRecord.shape.history.element.extend({ startsAt: z.string(), expiresAt: z.string().nullable() }),
    ),
    orders: z.array(OrderSchema),
    plans: z.array(PlanSchema),
  })
  .openapi("CompanySubscription");

const wirePrice = (p: PriceRecord) => ({ ...p, validFrom: p.validFrom.toISOString(), validTo: iso(p.validTo) });
const wirePlan = (p: PlanRecord) => ({ ...p, prices: p.prices.map(wirePrice) });
const wirePromo = (p: PromoCodeRecord) => ({ ...p, validFrom: iso(p.validFrom), validUntil: iso(p.validUntil) });
const wireOrder = (o: OrderRecord) => ({ ...o, createdAt: o.createdAt.toISOString(), paidAt: iso(o.paidAt) });
const wireState = (s: SubscriptionState): z.infer<typeof SubscriptionSchema> => ({
  ...s,
  current: s.current
    ? { ...s.current, startsAt: s.current.startsAt.toISOString(), expiresAt: iso(s.current.expiresAt) }
    : null,
  history: s.history.map((h) => ({ ...h, startsAt: h.startsAt.toISOString(), expiresAt: iso(h.expiresAt) })),
  orders: s.orders.map(wireOrder),
  plans: s.plans.map(wirePlan),
});

const staff = { 403: err("Missing permission (missingPermissionToCreatePricings)") };
const planParam = z.object({ planId: idText() });
const orderParam = z.object({ orderId: idText() });

const overview = createRoute({
  method: "get",
  path: "/portal/pricings",
  tags: ["back-office"],
  summary: "Staff: every plan with its open prices, every promo code with its uses, the orders awaiting payment",
  security: bearer,
  responses: {
    200: json(
      z.object({ plans: z.array(PlanSchema), promoCodes: z.array(PromoSchema), orders: z.array(OrderSchema) }),
      "The price list",
    ),
    ...errorResponses,
    ...staff,
  },
});

const createPlan = createRoute({
  method: "post",
  path: "/portal/plans",
  tags: ["back-office"],
  summary: "Staff: a new plan (names and descriptions in Polish and English, features with limits)",
  security: bearer,
  request: jsonBody(planInput),
  responses: {
    201: json(PlanSchema, "The plan"),
    ...errorResponses,
    ...staff,
    409: err("A plan with this code exists (planCodeTaken)"),
  },
});

const updatePlan = createRoute({
  method: "patch",
  path: "/portal/plans/{planId}",
  tags: ["back-office"],
  summary: "Staff: a plan's names, descriptions, features, limits and active flag",
  security: bearer,
  request: { params: planParam, ...jsonBody(planUpdateInput) },
  responses: {
    200: json(PlanSchema, "The plan"),
    ...errorResponses,
    ...staff,
    404: err("No such plan (planNotFound)"),
  },
});

const setPrice = createRoute({
  method: "post",
  path: "/portal/plans/{planId}/prices",
  tags: ["back-office"],
  summary:
    "Staff: a plan's price for an interval and a currency (net in minor units, VAT rate): the open version is closed and a new one made; orders keep theirs",
  security: bearer,
  request: { params: planParam, ...jsonBody(priceInput) },
  responses: {
    201: json(PriceSchema, "The price version now open"),
    ...errorResponses,
    ...staff,
    404: err("No such plan (planNotFound)"),
  },
});

const createPromo = createRoute({
  method: "post",
  path: "/portal/promo-codes",
  tags: ["back-office"],
  summary: "Staff: a new promo code (percentage or amount, plans and intervals, window, uses in total and per company)",
  security: bearer,
  request: jsonBody(promoCodeInput),
  responses: {
    201: json(PromoSchema, "The promo code"),
    ...errorResponses,
    ...staff,
    409: err("A code with this name exists (promoCodeTaken)"),
  },
});

const deactivatePromo = createRoute({
  method: "post",
  path: "/portal/promo-codes/deactivate",
  tags: ["back-office"],
  summary: "Staff: a promo code stops applying (its uses stay on record)",
  security: bearer,
  request: jsonBody(z.object({ code: text(64) })),
  responses: {
    200: json(PromoSchema, "The promo code"),
    ...errorResponses,
    ...staff,
    400: err("No such code (invalidPromoCode), or invalid input (validation)"),
  },
});

const confirm = createRoute({
  method: "post",
  path: "/portal/orders/{orderId}/confirm-payment",
  tags: ["back-office"],
  summary:
    "Staff: the order's payment arrived: it is paid, and the company's subscription of the plan is extended from its expiry or starts now",
  security: bearer,
  request: { params: orderParam },
  responses: {
    200: json(OrderSchema, "The paid order"),
    ...errorResponses,
    ...staff,
    404: err("No such order (orderNotFound)"),
    409: err("The order is not awaiting payment (orderNotAwaitingPayment)"),
  },
});

const subscription = createRoute({
  method: "get",
  path: "/company/subscription",
  tags: ["subscriptions"],
  summary:
    "The caller's company's subscription (features, limits, what is used, expiry), its history and orders, and the plans it may order",
  security: bearer,
  responses: {
    200: json(SubscriptionSchema, "The subscription"),
    ...errorResponses,
    403: err("Missing permission (editOwnSubscriptions)"),
  },
});

const quote = createRoute({
  method: "post",
  path: "/company/orders/quote",
  tags: ["subscriptions"],
  summary: "A company admin: the net, VAT and gross of an order before it is placed, with the promo code applied",
  security: bearer,
  request: jsonBody(orderInput),
  responses: {
    200: json(QuoteSchema, "The figures"),
    ...errorResponses,
    429: err("Too many promo codes tried (tooManyResourceCalls, with Retry-After)"),
    403: err("Missing permission (editOwnCompany)"),
    404: err("No price for that plan, interval and currency (planNotFound)"),
  },
});

const place = createRoute({
  method: "post",
  path: "/company/orders",
  tags: ["subscriptions"],
  summary: "A company admin orders a plan: the order awaits payment by bank transfer, titled with its number",
  security: bearer,
  request: jsonBody(orderInput),
  responses: {
    201: json(OrderSchema, "The order"),
    ...errorResponses,
    429: err("Too many promo codes tried (tooManyResourceCalls, with Retry-After)"),
    403: err("Missing permission (editOwnCompany)"),
    404: err("No price for that plan, interval and currency (planNotFound)"),
  },
});

const proForma = createRoute({
  method: "get",
  path: "/company/orders/{orderId}/pro-forma",
  tags: ["subscriptions"],
  summary:
    "The order's pro-forma PDF in the caller's language (the company's members with editOwnSubscriptions, or staff); not a VAT invoice",
  security: bearer,
  request: { params: orderParam },
  responses: {
    200: {
      description: "The PDF",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses,
    403: err("Missing permission"),
    404: err("No such order of the caller's company (orderNotFound)"),
  },
});

/** `/new-api` pricing: staff's price list and payments, the company's subscription and orders. */
export const pricingRoutes = createRouter()
  .openapi(overview, async (c) => {
    const { pricing } = c.var.services;
    const { plans, promoCodes } = await pricing.pricingOverview(actorOf(c));
    const orders = await pricing.ordersAwaitingPayment(actorOf(c));
    return c.json(
      { plans: plans.map(wirePlan), promoCodes: promoCodes.map(wirePromo), orders: orders.map(wireOrder) },
      200,
    );
  })
  .openapi(createPlan, async (c) =>
    c.json(wirePlan(await c.var.services.pricing.createPlan(actorOf(c), c.req.valid("json"))), 201),
  )
  .openapi(updatePlan, async (c) => {
    const { planId } = c.req.valid("param");
    return c.json(wirePlan(await c.var.services.pricing.updatePlan(actorOf(c), planId, c.req.valid("json"))), 200);
  })
  .openapi(setPrice, async (c) => {
    const { planId } = c.req.valid("param");
    return c.json(wirePrice(await c.var.services.pricing.setPrice(actorOf(c), planId, c.req.valid("json"))), 201);
  })
  .openapi(createPromo, async (c) =>
    c.json(wirePromo(await c.var.services.pricing.createPromoCode(actorOf(c), c.req.valid("json"))), 201),
  )
  .openapi(deactivatePromo, async (c) =>
    c.json(wirePromo(await c.var.services.pricing.deactivatePromoCode(actorOf(c), c.req.valid("json").code)), 200),
  )
  .openapi(confirm, async (c) =>
    c.json(wireOrder(await c.var.services.pricing.confirmPayment(actorOf(c), c.req.valid("param").orderId)), 200),
  )
  .openapi(subscription, async (c) =>
    c.json(wireState(await c.var.services.pricing.subscriptionState(actorOf(c))), 200),
  )
  .openapi(quote, async (c) => c.json(await c.var.services.pricing.quoteOrder(actorOf(c), c.req.valid("json")), 200))
  .openapi(place, async (c) =>
    c.json(wireOrder(await c.var.services.pricing.placeOrder(actorOf(c), c.req.valid("json"))), 201),
  )
  .openapi(proForma, async (c) => {
    const { pdf, fileName } = await c.var.services.pricing.proFormaPdf(
      actorOf(c),
      c.req.valid("param").orderId,
      c.var.locale,
    );
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": attachmentDisposition(fileName),
      "cache-control": "private, no-store",
    });
  });
