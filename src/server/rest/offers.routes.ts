import { createRoute, z } from "@hono/zod-openapi";
import { offerListItem, offerSearchFields } from "../../shared/contracts/offer-search.ts";
import { COMPANY_LIST_KINDS, OFFER_KINDS, offerRecord, wireOffer } from "../../shared/contracts/offers.ts";
import { idText } from "../../shared/text-rules.ts";
import { actorOf, bearer, createRouter, errorResponses, json, refusal } from "./openapi.ts";

const reads = {
  403: refusal("Missing permission (viewOwnCompany), or an account without a company (userIsNotPartOfCompany)"),
  404: refusal("No such offer shown to the caller's company (offerNotFound)"),
};
const changes = {
  403: refusal(
    "Missing permission (editOwnOffers), another company's offer (deniedUpdateOfOffer), or posting past the plan (operationIsRestricted)",
  ),
  404: refusal("No such offer (offerNotFound)"),
  409: refusal("The offer has left the exchange: archived or past its last day (offerNotActive)"),
};

// The record of the contract; on the wire a moment is ISO text.
const OfferSchema = offerRecord
  .extend({ createdAt: z.string(), updatedAt: z.string(), archivedAt: z.string().nullable() })
  .openapi("Offer");
const OfferPageSchema = z
  .object({ items: z.array(offerListItem), next: z.string().nullable(), onlyNewSince: z.string().nullable() })
  .openapi("OfferPage");
const offerParam = z.object({ offerId: idText() });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date");
// The domain checks the whole offer (its dates against today in Poland, its places against the
// places' data); here only its kind, so the document names both shapes.
const OfferBody = z.looseObject({ kind: z.enum(OFFER_KINDS) }).openapi("OfferInput", {
  description:
    "A load offer (`kind: load`: loading[] and unloading[] places {country, postalCode, city, cityId?}, loadFrom, loadTo?, unloadFrom?, unloadTo?, goods?, weightKg, volumeM3?, loadingMetres?, bodyTypes[], adr?, temperatureMin?, temperatureMax?) or a vehicle offer (`kind: vehicle`: vehicleId, loading[0] the place it is free at, unloading[0]? where it may go, destRadiusKm?, destCountries[]?, loadFrom, loadTo?); both: price?, currency (PLN, EUR) with a price, paymentDays?, visibility (public, private), partners[] (company ids, for private), contactUserId?, notes?. Dates are ISO (YYYY-MM-DD): a from-date not before today (Europe/Warsaw), a to-date not before its from-date, a from-date required with a to-date.",
});
const body = { body: { required: true, content: { "application/json": { schema: OfferBody } } } };

const search = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "get",
  path: "/offers",
  summary:
    "Searches the exchange: active offers of one kind shown to the caller's company (keyset pages of 50; `after` the previous page's `next`)",
  request: { query: offerSearchFields.extend({ markSeen: z.enum(["true", "false"]).optional() }) },
  responses: { 200: json(OfferPageSchema, "A page of offers"), ...errorResponses, ...reads },
});
const mine = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "get",
  path: "/company/offers",
  summary: "The caller's company's offers: on the exchange (`which=active`) or its archive (`which=archive`)",
  request: { query: z.object({ which: z.enum(["active", "archive"]).default("active") }) },
  responses: { 200: json(z.object({ items: z.array(OfferSchema) }), "Offers"), ...errorResponses, ...reads },
});
const pinned = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "get",
  path: "/pinned-offers",
  summary: "The caller's pinned offers still on the exchange, oldest pin first",
  responses: { 200: json(z.object({ items: z.array(OfferSchema) }), "Offers"), ...errorResponses, ...reads },
});
const one = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "get",
  path: "/offers/{offerId}",
  summary: "One offer: the caller's company's own (any status) or another's shown to it while active",
  request: { params: offerParam },
  responses: { 200: json(OfferSchema, "The offer"), ...errorResponses, ...reads },
});
const MatchSchema = z.object({
  score: z.number().int().openapi({ description: "0-100: empty run 40, route 25, dates 20, capacity 15" }),
  parts: z.object({
    emptyRun: z.object({ points: z.number(), km: z.number() }),
    route: z.object({
      points: z.number(),
      km: z.number(),
      mode: z.enum(["toDestination", "loadedShare"]),
      loadedKm: z.number().nullable(),
    }),
    dates: z.object({ points: z.number(), daysAfter: z.number() }),
    capacity: z.object({ points: z.number(), percent: z.number() }),
  }),
});
const matches = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "get",
  path: "/offers/{offerId}/matches",
  summary:
    "The offers that fit one: a vehicle offer's loads, a load's vehicles (within 300 km of the start, dates overlapping, body and weight fitting), best score first, at most 20",
  request: { params: offerParam },
  responses: {
    200: json(z.object({ items: z.array(z.object({ offer: OfferSchema, match: MatchSchema })) }), "Matches"),
    ...errorResponses,
    ...reads,
  },
});

const create = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "post",
  path: "/offers",
  summary: "Posts a load or vehicle offer of the caller's company",
  request: body,
  responses: { 201: json(OfferSchema, "The offer"), ...errorResponses, ...changes },
});
const update = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "put",
  path: "/offers/{offerId}",
  summary: "Replaces every field of an active offer of the caller's company",
  request: { params: offerParam, ...body },
  responses: { 200: json(OfferSchema, "The offer after the change"), ...errorResponses, ...changes },
});
const archive = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "post",
  path: "/offers/{offerId}/archive",
  summary: "Takes an active offer of the caller's company off the exchange",
  request: { params: offerParam },
  responses: { 200: json(OfferSchema, "The archived offer"), ...errorResponses, ...changes },
});
const duplicate = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "post",
  path: "/offers/{offerId}/duplicate",
  summary: "Posts a copy of one of the company's offers (active or archived) with new dates",
  request: {
    params: offerParam,
    body: {
      required: true,
      content: {
        "application/json": {
          // ISO dates (YYYY-MM-DD), refused as input before the offer is looked up.
          schema: z.object({
            loadFrom: isoDate.optional(),
            loadTo: isoDate.optional(),
            unloadFrom: isoDate.optional(),
            unloadTo: isoDate.optional(),
          }),
        },
      },
    },
  },
  responses: { 201: json(OfferSchema, "The new offer"), ...errorResponses, ...changes },
});
const pin = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "put",
  path: "/offers/{offerId}/pin",
  summary: "Pins an offer for the caller (kept per user)",
  request: { params: offerParam },
  responses: {
    200: json(z.object({ offerId: z.string(), pinned: z.boolean() }), "Pinned"),
    ...errorResponses,
    ...reads,
  },
});
const unpin = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "delete",
  path: "/offers/{offerId}/pin",
  summary: "Unpins an offer (a pin the caller has goes even if the offer left the exchange)",
  request: { params: offerParam },
  responses: {
    200: json(z.object({ offerId: z.string(), pinned: z.boolean() }), "Unpinned"),
    ...errorResponses,
    ...reads,
  },
});
const listsRoute = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "get",
  path: "/company/lists",
  summary: "The caller's company's allow (partners) and deny lists",
  responses: {
    200: json(
      z.object({
        items: z.array(z.object({ companyId: z.string(), name: z.string(), list: z.enum(COMPANY_LIST_KINDS) })),
      }),
      "The lists",
    ),
    ...errorResponses,
    ...reads,
  },
});
const setList = createRoute({
  tags: ["offers"],
  security: bearer,
  method: "put",
  path: "/company/lists",
  summary:
    "Puts a company on the caller's company's allow or deny list, or off both (`none`); a denied company's offers and the caller's are hidden from each other",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({ companyId: idText(), list: z.enum([...COMPANY_LIST_KINDS, "none"]) }),
        },
      },
    },
  },
  responses: {
    200: json(z.object({ companyId: z.string(), list: z.string() }), "The list now"),
    ...errorResponses,
    ...changes,
  },
});

/** `/new-api` offer routes (docs/decisions/028); the static paths before `/offers/{offerId}`. */
export const offerRoutes = createRouter()
  .openapi(search, async (c) => {
    const { markSeen, ...query } = c.req.valid("query");
    const page = await c.var.services.offers.searchOffers(actorOf(c), query, { markSeen: markSeen === "true" });
    return c.json(page, 200);
  })
  .openapi(mine, async (c) => {
    const items = await c.var.services.offers.companyOffers(actorOf(c), c.req.valid("query").which);
    return c.json({ items: items.map(wireOffer) }, 200);
  })
  .openapi(pinned, async (c) => {
    const items = await c.var.services.offers.pinnedOffers(actorOf(c));
    return c.json({ items: items.map(wireOffer) }, 200);
  })
  .openapi(listsRoute, async (c) => c.json({ items: await c.var.services.offers.companyLists(actorOf(c)) }, 200))
  .openapi(setList, async (c) =>
    c.json(await c.var.services.offers.setCompanyList(actorOf(c), c.req.valid("json")), 200),
  )
  .openapi(one, async (c) =>
    c.json(wireOffer(await c.var.services.offers.offerOf(actorOf(c), c.req.valid("param").offerId)), 200),
  )
  .openapi(matches, async (c) => {
    const found = await c.var.services.offers.matchesFor(actorOf(c), c.req.valid("param").offerId);
    return c.json({ items: found.map((m) => ({ offer: wireOffer(m.offer), match: m.match })) }, 200);
  })
  .openapi(create, async (c) =>
    c.json(wireOffer(await c.var.services.offers.postOffer(actorOf(c), c.req.valid("json"), c.var.locale)), 201),
  )
  .openapi(update, async (c) => {
    const { offerId } = c.req.valid("param");
    const changed = await c.var.services.offers.updateOffer(actorOf(c), offerId, c.req.valid("json"), c.var.locale);
    return c.json(wireOffer(changed), 200);
  })
  .openapi(archive, async (c) =>
    c.json(wireOffer(await c.var.services.offers.archiveOffer(actorOf(c), c.req.valid("param").offerId)), 200),
  )
  .openapi(duplicate, async (c) => {
    const { offerId } = c.req.valid("param");
    const copy = await c.var.services.offers.duplicateOffer(actorOf(c), offerId, c.req.valid("json"), c.var.locale);
    return c.json(wireOffer(copy), 201);
  })
  .openapi(pin, async (c) =>
    c.json(await c.var.services.offers.pinOffer(actorOf(c), c.req.valid("param").offerId), 200),
  )
  .openapi(unpin, async (c) =>
    c.json(await c.var.services.offers.unpinOffer(actorOf(c), c.req.valid("param").offerId), 200),
  );
