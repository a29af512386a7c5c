import { and, eq, or } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advisorMessages,
  advisorThreads,
  companies,
  companyLists,
  companyDocuments,
  complaintEvents,
  complaints,
  conversationMessages,
  conversationReads,
  conversationSides,
  conversations,
  guides,
  helpRequestEvents,
  helpRequests,
  mailMessages,
  mediaFiles,
  offerPins,
  offers,
  orders,
  planPrices,
  plans,
  promoCodes,
  proposals,
  ratings,
  subscriptions,
  transactionSteps,
  transactions,
  users,
  vehicles,
} from "../../src/db/schema/index.ts";
import { mediaRoutes } from "../../src/server/media/media.routes.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { schema } from "../../src/server/graphql/index.ts";
import type { RestClient } from "../../src/web/lib/typed-api.ts";
import { addDays, todayInPoland } from "../../src/shared/contracts/offers.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { fileBytes, multipartParts, uploadTo } from "../support/media-upload.ts";
import { codeOf, gql, type GraphQLBody, tokenFor } from "../support/graphql.ts";
import { expectStatus, restAs, wholeReply } from "../support/rest-client.ts";
import { sseReader } from "../support/sse.ts";
import { useTestApp } from "../support/test-app.ts";

/**
 * Tenant isolation matrix. Every GraphQL field and every REST operation of the OpenAPI
 * document has an entry here, so an operation added later without a case fails the first test.
 * Company-scoped operations are tried by a user of another company and by a user without the
 * permission; staff operations by a company admin and a member. Each test has companies, a thread,
 * a guide and a help request of its own (made before it), and checks that its attempts changed
 * none of them.
 */

interface Fixture {
  demoCompanyId: string;
  otherCompanyId: string;
  /** The e-mail domain of the home company's accounts. */
  demoDomain: string;
  demoName: string;
  otherName: string;
  jan: string; // a member of the home company
  ola: string; // another member of the home company
  otherMember: string;
  /** Anna's open thread and an advisor's reply in it that recorded facts. */
  annaThread: string;
  annaReply: string;
  annaProfile: Record<string, unknown>;
  /** A guide of Anna's (its status stream is hers alone). */
  annaGuide: string;
  /** A help request of Jan's (staff alone read and answer it). */
  helpRequest: string;
  /** A pending document of the home company and a file of it (rows only: no attempt reaches the bytes). */
  homeDocument: string;
  homeFile: string;
  /** A plan with a monthly price, and an order of the home company awaiting payment. */
  plan: string;
  homeOrder: string;
  /** A vehicle of the home company. */
  homeVehicle: string;
  /** A public and a private offer of the home company (the private one shown to no one else); Jan pinned the public one. */
  homeOffer: string;
  homePrivateOffer: string;
  /** A conversation of the home company with a third company (Jan wrote its one message). */
  homeConversation: string;
  /** A pending proposal of Jan's to a third company, and a transaction of the home company with it. */
  homeProposal: string;
  homeTransaction: string;
  /** The partner's rating of the home company (written as a row: the transaction is only agreed). */
  homeRating: string;
  /** Jan's one message in the home conversation. */
  homeMessage: string;
  /** Jan's complaint against the partner about the transaction, issued, with one file of Jan's. */
  homeComplaint: string;
  homeComplaintFile: string;
  /** A complaint of the other company's own (against the partner), with no file. */
  otherComplaint: string;
  /** `partner`: a member of the partner, the company Jan's complaint is against. */
  tokens: { anna: string; jan: string; otherAdmin: string; otherMember: string; staff: string; partner: string };
}

type Who = keyof Fixture["tokens"];
interface Attempt {
  as: Who;
  query: string;
  variables?: (f: Fixture) => Record<string, unknown>;
  /** The code it must be refused with, or a check of what it may see (scoped reads). */
  code?: string;
  check?: (body: GraphQLBody, f: Fixture) => void;
}

type Entry =
  | { kind: "public" | "self"; why: string }
  | { kind: "company"; otherCompany: Attempt[]; withoutPermission: Attempt[] }
  | { kind: "staff"; attempts: Attempt[] };

const staffOnly = (query: string, variables: Attempt["variables"], code: string): Entry => ({
  kind: "staff",
  attempts: [
    { as: "anna", query, variables, code },
    { as: "jan", query, variables, code },
    { as: "otherAdmin", query, variables, code },
  ],
});

const graphql: Record<string, Entry> = {
  // Query
  me: { kind: "self", why: "the caller's own account" },
  countriesData: { kind: "public", why: "a dictionary" },
  isTINAvailable: { kind: "public", why: "sign-up availability check, rate-limited" },
  isPromoCodeAvailable: { kind: "public", why: "sign-up availability check, rate-limited" },
  findCompanies: { kind: "public", why: "the directory of verified companies: public details only (checked below)" },
  myCompany: {
    kind: "company",
    otherCompany: [
      {
        as: "otherAdmin",
        query: "{ myCompany { id } }",
        check: (b, f) => expect(b.data!.myCompany).toEqual({ id: f.otherCompanyId }),
      },
    ],
    withoutPermission: [{ as: "staff", query: "{ myCompany { id } }", code: "forbidden" }],
  },
  employees: {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        query: "{ employees { email } }",
        check: (b, f) => {
          const emails = (b.data!.employees as { email: string }[]).map((e) => e.email);
          expect(emails.length).toBeGreaterThan(0);
          expect(emails.some((e) => e.endsWith(f.demoDomain))).toBe(false);
        },
      },
    ],
    withoutPermission: [{ as: "staff", query: "{ employees { email } }", code: "forbidden" }],
  },
  restrictions: {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        query: "{ restrictions { features { name } expireDate } }",
        // The other company's own plan (the exchange only); the home company's must not show through.
        check: (b) =>
          expect((b.data!.restrictions as { features: { name: string }[] }).features).toEqual([{ name: "offers" }]),
      },
    ],
    withoutPermission: [
      {
        as: "staff",
        query: "{ restrictions { features { name } } }",
        check: (b) => expect(b.data!.restrictions).toEqual({ features: [] }),
      },
    ],
  },
  companies: staffOnly("{ companies { total } }", undefined, "forbidden"),
  company: staffOnly(
    "query($id: ID!) { company(id: $id) { company { id } } }",
    (f) => ({ id: f.demoCompanyId }),
    "forbidden",
  ),
  // Mutation
  signIn: { kind: "public", why: "credentials" },
  signOut: { kind: "self", why: "ends the caller's own session" },
  register: { kind: "public", why: "creates a new company" },
  confirmAccount: { kind: "public", why: "single-use token" },
  resendConfirmationToken: { kind: "public", why: "answers the same for any address" },
  requestChangePasswordToken: { kind: "public", why: "answers the same for any address" },
  setNewPassword: { kind: "public", why: "single-use token" },
  changePassword: { kind: "self", why: "the caller's own password, old password checked" },
  updateMyName: { kind: "self", why: "the caller's own name" },
  createHelpRequest: { kind: "public", why: "guests and users write to staff" },
  updateCompany: {
    kind: "company",
    otherCompany: [
      {
        as: "otherAdmin",
        query:
          'mutation($id: ID) { updateCompany(input: { companyId: $id, street: "ul. Obca 1", postalCode: "00-001", city: "Łódź" }) { id } }',
        variables: (f) => ({ id: f.demoCompanyId }),
        code: "deniedUpdateOfCompany",
      },
    ],
    withoutPermission: [
      {
        as: "jan",
        query: 'mutation { updateCompany(input: { street: "ul. Nowa 1", postalCode: "00-001", city: "Łódź" }) { id } }',
        code: "forbidden",
      },
    ],
  },
  addEmployee: {
    kind: "company",
    otherCompany: [
      {
        // There is no way to name another company: an employee joins the caller's own, and only
        // while the caller's company's subscription allows it (this one has none).
        as: "otherAdmin",
        query:
          'mutation { addEmployee(input: { email: "obcy@inna.example.pl", name: "Obcy", surname: "Ktoś" }) { id } }',
        code: "operationIsRestricted",
      },
    ],
    withoutPermission: [
      {
        as: "jan",
        query: 'mutation { addEmployee(input: { email: "x@demo.pl", name: "X", surname: "Y" }) { id } }',
        code: "missingPermissionToChangeEmployees",
      },
    ],
  },
  updateEmployee: {
    kind: "company",
    otherCompany: [
      {
        as: "otherAdmin",
        query: "mutation($id: ID!) { updateEmployee(input: { userId: $id, isActive: false }) { id } }",
        variables: (f) => ({ id: f.jan }),
        code: "deniedEditOfUserFromDifferentCompany",
      },
    ],
    withoutPermission: [
      {
        as: "jan",
        query: "mutation($id: ID!) { updateEmployee(input: { userId: $id, isActive: false }) { id } }",
        variables: (f) => ({ id: f.ola }),
        code: "missingPermissionToChangeEmployees",
      },
    ],
  },
  resendInvitation: {
    kind: "company",
    otherCompany: [
      {
        as: "otherAdmin",
        query: "mutation($id: ID!) { resendInvitation(userId: $id) { id } }",
        variables: (f) => ({ id: f.jan }),
        code: "deniedEditOfUserFromDifferentCompany",
      },
    ],
    withoutPermission: [
      {
        as: "jan",
        query: "mutation($id: ID!) { resendInvitation(userId: $id) { id } }",
        variables: (f) => ({ id: f.ola }),
        code: "missingPermissionToChangeEmployees",
      },
    ],
  },
  changeCompanyStatus: staffOnly(
    "mutation($id: ID!) { changeCompanyStatus(companyId: $id, action: SUSPEND) { id } }",
    (f) => ({ id: f.otherCompanyId }),
    "missingPermissionToChangeCompanyStatus",
  ),
  changeUserStatus: staffOnly(
    "mutation($id: ID!) { changeUserStatus(userId: $id, action: SUSPEND) { id } }",
    (f) => ({ id: f.otherMember }),
    "missingPermissionToChangeUserStatus",
  ),
  // Help requests are staff work; the request below is Jan's own, and still refused to him.
  helpRequests: staffOnly("{ helpRequests { id email message } }", undefined, "forbidden"),
  helpRequest: staffOnly(
    "query($id: ID!) { helpRequest(id: $id) { request { id message } } }",
    (f) => ({ id: f.helpRequest }),
    "forbidden",
  ),
  replyToHelpRequest: staffOnly(
    'mutation($id: ID!) { replyToHelpRequest(id: $id, message: "Obca odpowiedź") { id } }',
    (f) => ({ id: f.helpRequest }),
    "forbidden",
  ),
  changeHelpRequestStatus: staffOnly(
    "mutation($id: ID!) { changeHelpRequestStatus(id: $id, action: CLOSE) { id } }",
    (f) => ({ id: f.helpRequest }),
    "forbidden",
  ),
  assignHelpRequest: staffOnly(
    "mutation($id: ID!, $to: ID) { assignHelpRequest(id: $id, assigneeId: $to) { id } }",
    (f) => ({ id: f.helpRequest, to: f.jan }),
    "forbidden",
  ),
};

/** A vehicle another company's user tries to add or to write over the home company's with. */
const ALIEN_VEHICLE = {
  registrationNumber: "OBCY 1",
  kind: "tractorSemiTrailer",
  bodyType: "curtain",
  payloadKg: 24000,
} as const;

interface RestAttempt {
  /** `guest`: no session at all. */
  as: Who | "guest";
  send: (api: RestClient, f: Fixture) => Promise<{ status: number; text(): Promise<string> }>;
  status: number;
  code?: string;
  check?: (body: unknown, f: Fixture) => void;
}
type RestEntry =
  | { kind: "public" | "self"; why: string }
  | { kind: "company"; otherCompany: RestAttempt[]; withoutPermission: RestAttempt[] }
  | { kind: "staff"; attempts: RestAttempt[] }
  | { kind: "owner"; attempts: RestAttempt[] };

/** One user's own thread or guide: another user, of the same company or another, gets 404; no session 401. */
const ownerOnly = (send: RestAttempt["send"]): RestEntry => ({
  kind: "owner",
  attempts: (["jan", "otherMember", "guest"] as const).map((as) => ({
    as,
    send,
    status: as === "guest" ? 401 : 404,
    code: as === "guest" ? "unauthorized" : "notFound",
  })),
});

/** An offer another company's user tries to post, or to write over the home company's with. */
const ALIEN_OFFER = {
  kind: "load",
  loading: [{ country: "PL", postalCode: "50-001", city: "Wrocław" }],
  unloading: [{ country: "FR", postalCode: "69001", city: "Lyon" }],
  loadFrom: addDays(todayInPoland(), 1),
  weightKg: 100,
  bodyTypes: ["box"],
} as const;
const offerIds = (b: unknown) => (b as { items: { id: string }[] }).items.map((o) => o.id);
const staffForbidden = (send: RestAttempt["send"]): RestAttempt[] => [
  { as: "staff", send, status: 403, code: "forbidden" },
];
/** A read of offers: the other company never gets the home company's private offer (nor, per `check`, more). */
const offerReads = (send: RestAttempt["send"], check: (ids: string[], f: Fixture) => void): RestEntry => ({
  kind: "company",
  otherCompany: [
    {
      as: "otherMember",
      send,
      status: 200,
      check: (b, f) => {
        expect(offerIds(b)).not.toContain(f.homePrivateOffer);
        check(offerIds(b), f);
      },
    },
  ],
  withoutPermission: staffForbidden(send),
});
/** A change of another company's offer: spec §8's "denied update" with the offer's own code. */
const offerChange = (send: RestAttempt["send"]): RestEntry => ({
  kind: "company",
  otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
    as,
    send,
    status: 403,
    code: "deniedUpdateOfOffer",
  })),
  withoutPermission: staffForbidden(send),
});
const offerOps: Record<string, RestEntry> = {
  // The public offer is found (the search works), the private one not.
  "GET /offers": offerReads(
    (api) => api.offers.$get({ query: {} }),
    (ids, f) => expect(ids).toContain(f.homeOffer),
  ),
  "GET /company/offers": offerReads(
    (api) => api.company.offers.$get({ query: { which: "active" } }),
    (ids) => expect(ids).toEqual([]),
  ),
  "GET /pinned-offers": offerReads(
    (api) => api["pinned-offers"].$get(),
    (ids) => expect(ids).toEqual([]),
  ),
  "GET /company/lists": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.company.lists.$get(),
        status: 200,
        check: (b) => expect(b).toEqual({ items: [] }),
      },
    ],
    withoutPermission: staffForbidden((api) => api.company.lists.$get()),
  },
  "PUT /company/lists": {
    kind: "company",
    // A company's lists are its own: listing the home company changes nothing of the home company's.
    otherCompany: [
      {
        as: "otherAdmin",
        send: (api, f) => api.company.lists.$put({ json: { companyId: f.demoCompanyId, list: "allow" } }),
        status: 200,
      },
    ],
    withoutPermission: staffForbidden((api, f) =>
      api.company.lists.$put({ json: { companyId: f.otherCompanyId, list: "deny" } }),
    ),
  },
  // A profile is public between companies: the other company reads the home company's, with the
  // public offer and without the private one (shown to a third company only).
  "GET /companies/{companyId}": {
    kind: "company",
    otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.companies[":companyId"].$get({ param: { companyId: f.demoCompanyId } }),
      status: 200,
      check: (b: unknown, f: Fixture) => {
        expect(b).toMatchObject({ id: f.demoCompanyId, name: f.demoName, own: false, list: null });
        const offers = (b as { offers: { count: number; items: { id: string }[] } }).offers;
        expect(offers.items.map((o) => o.id)).toEqual([f.homeOffer]);
        expect(offers.count).toBe(1);
      },
    })),
    withoutPermission: staffForbidden((api, f) =>
      api.companies[":companyId"].$get({ param: { companyId: f.demoCompanyId } }),
    ),
  },
  "GET /offers/{offerId}": {
    kind: "company",
    otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) => api.offers[":offerId"].$get({ param: { offerId: f.homePrivateOffer } }),
      status: 404,
      code: "offerNotFound",
    })),
    withoutPermission: staffForbidden((api, f) => api.offers[":offerId"].$get({ param: { offerId: f.homeOffer } })),
  },
  "GET /offers/{offerId}/matches": {
    kind: "company",
    otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.offers[":offerId"].matches.$get({ param: { offerId: f.homePrivateOffer } }),
      status: 404,
      code: "offerNotFound",
    })),
    withoutPermission: staffForbidden((api, f) =>
      api.offers[":offerId"].matches.$get({ param: { offerId: f.homeOffer } }),
    ),
  },
  "POST /offers": {
    kind: "company",
    // There is no way to name another company: an offer is always the caller's company's.
    otherCompany: [
      {
        as: "otherAdmin",
        send: (api) => api.offers.$post({ json: ALIEN_OFFER }),
        status: 201,
        check: (b, f) => expect((b as { companyId: string }).companyId).toBe(f.otherCompanyId),
      },
    ],
    withoutPermission: staffForbidden((api) => api.offers.$post({ json: ALIEN_OFFER })),
  },
  "PUT /offers/{offerId}": offerChange((api, f) =>
    api.offers[":offerId"].$put({ param: { offerId: f.homeOffer }, json: ALIEN_OFFER }),
  ),
  "POST /offers/{offerId}/archive": offerChange((api, f) =>
    api.offers[":offerId"].archive.$post({ param: { offerId: f.homeOffer } }),
  ),
  "POST /offers/{offerId}/duplicate": offerChange((api, f) =>
    api.offers[":offerId"].duplicate.$post({
      param: { offerId: f.homeOffer },
      json: { loadFrom: ALIEN_OFFER.loadFrom },
    }),
  ),
  "PUT /offers/{offerId}/pin": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api, f) => api.offers[":offerId"].pin.$put({ param: { offerId: f.homePrivateOffer } }),
        status: 404,
        code: "offerNotFound",
      },
    ],
    withoutPermission: staffForbidden((api, f) => api.offers[":offerId"].pin.$put({ param: { offerId: f.homeOffer } })),
  },
  "DELETE /offers/{offerId}/pin": {
    kind: "company",
    // Pins are each user's own: another user's unpin leaves Jan's pin (checked by expectUntouched).
    otherCompany: [
      {
        as: "otherMember",
        send: (api, f) => api.offers[":offerId"].pin.$delete({ param: { offerId: f.homeOffer } }),
        status: 200,
      },
    ],
    withoutPermission: staffForbidden((api, f) =>
      api.offers[":offerId"].pin.$delete({ param: { offerId: f.homeOffer } }),
    ),
  },
};

/** One of the home company's conversations: another company is told it is not there (404). */
const conversationOp = (send: RestAttempt["send"]): RestEntry => ({
  kind: "company",
  otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
    as,
    send,
    status: 404,
    code: "conversationNotFound",
  })),
  withoutPermission: staffForbidden(send),
});
const conversationOps: Record<string, RestEntry> = {
  "GET /conversations": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.conversations.$get({ query: {} }),
        status: 200,
        check: (b) => expect(b).toMatchObject({ items: [], total: 0 }),
      },
    ],
    withoutPermission: staffForbidden((api) => api.conversations.$get({ query: {} })),
  },
  "GET /conversations/unread": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.conversations.unread.$get(),
        status: 200,
        check: (b) => expect(b).toEqual({ total: 0, conversations: 0 }),
      },
    ],
    withoutPermission: staffForbidden((api) => api.conversations.unread.$get()),
  },
  "POST /conversations": {
    kind: "company",
    otherCompany: [
      {
        // An offer not shown to the other company is not there to talk about.
        as: "otherMember",
        send: (api, f) => api.conversations.$post({ json: { offerId: f.homePrivateOffer, text: "Obcy" } }),
        status: 404,
        code: "offerNotFound",
      },
      {
        // The home company itself may be talked to, once the other company's plan has conversations.
        as: "otherAdmin",
        send: (api, f) => api.conversations.$post({ json: { companyId: f.demoCompanyId, text: "Obcy" } }),
        status: 403,
        code: "operationIsRestricted",
      },
    ],
    withoutPermission: staffForbidden((api, f) => api.conversations.$post({ json: { companyId: f.demoCompanyId } })),
  },
  "GET /conversations/{conversationId}": conversationOp((api, f) =>
    api.conversations[":conversationId"].$get({ param: { conversationId: f.homeConversation }, query: {} }),
  ),
  "POST /conversations/{conversationId}/messages": conversationOp((api, f) =>
    api.conversations[":conversationId"].messages.$post({
      param: { conversationId: f.homeConversation },
      json: { text: "Obcy" },
    }),
  ),
  "POST /conversations/{conversationId}/read": conversationOp((api, f) =>
    api.conversations[":conversationId"].read.$post({ param: { conversationId: f.homeConversation }, json: {} }),
  ),
  "POST /conversations/{conversationId}/archive": conversationOp((api, f) =>
    api.conversations[":conversationId"].archive.$post({ param: { conversationId: f.homeConversation }, query: {} }),
  ),
  "DELETE /conversations/{conversationId}/archive": conversationOp((api, f) =>
    api.conversations[":conversationId"].archive.$delete({ param: { conversationId: f.homeConversation } }),
  ),
};

/**
 * The live stream replayed from its very first event: what reaches another company's user (or staff)
 * before `ready` must name none of the home company's conversations.
 */
const replayedFromStart: RestAttempt["send"] = async (api) => {
  const res = await api.events.$get({ query: { after: "0" }, header: {} });
  if (res.status !== 200) return res;
  const reader = sseReader(res);
  const { skipped } = await reader.until("ready");
  await reader.cancel();
  return { status: res.status, text: async () => JSON.stringify(skipped) };
};
const nothingOfHome = (b: unknown, f: Fixture) => {
  expect(JSON.stringify(b)).not.toContain(f.homeConversation);
  expect(b).not.toContainEqual(expect.objectContaining({ event: "message" }));
};
const liveOps: Record<string, RestEntry> = {
  "GET /events": {
    kind: "company",
    otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
      as,
      send: replayedFromStart,
      status: 200,
      check: nothingOfHome,
    })),
    withoutPermission: [{ as: "staff", send: replayedFromStart, status: 200, check: nothingOfHome }],
  },
};

/** A deal of the home company: another company is told it is not there (404 with `code`). */
const dealOp = (code: string, send: RestAttempt["send"]): RestEntry => ({
  kind: "company",
  otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({ as, send, status: 404, code })),
  withoutPermission: staffForbidden(send),
});
const proposalOp = (send: RestAttempt["send"]) => dealOp("proposalNotFound", send);
const transactionOp = (send: RestAttempt["send"]) => dealOp("transactionNotFound", send);
const A_PRICE = { price: 10, currency: "PLN" as const };
const dealOps: Record<string, RestEntry> = {
  "GET /offers/{offerId}/proposals": {
    kind: "company",
    // The home company's public offer is shown to the other company: its negotiations with others are not.
    otherCompany: [
      {
        as: "otherMember",
        send: (api, f) => api.offers[":offerId"].proposals.$get({ param: { offerId: f.homeOffer } }),
        status: 200,
        check: (b) => expect(b).toEqual({ items: [] }),
      },
    ],
    withoutPermission: staffForbidden((api, f) =>
      api.offers[":offerId"].proposals.$get({ param: { offerId: f.homeOffer } }),
    ),
  },
  "POST /offers/{offerId}/proposals": dealOp("offerNotFound", (api, f) =>
    api.offers[":offerId"].proposals.$post({ param: { offerId: f.homePrivateOffer }, json: A_PRICE }),
  ),
  "POST /conversations/{conversationId}/proposals": dealOp("conversationNotFound", (api, f) =>
    api.conversations[":conversationId"].proposals.$post({
      param: { conversationId: f.homeConversation },
      json: A_PRICE,
    }),
  ),
  "POST /proposals/{proposalId}/accept": proposalOp((api, f) =>
    api.proposals[":proposalId"].accept.$post({ param: { proposalId: f.homeProposal } }),
  ),
  "POST /proposals/{proposalId}/reject": proposalOp((api, f) =>
    api.proposals[":proposalId"].reject.$post({ param: { proposalId: f.homeProposal } }),
  ),
  "POST /proposals/{proposalId}/withdraw": proposalOp((api, f) =>
    api.proposals[":proposalId"].withdraw.$post({ param: { proposalId: f.homeProposal } }),
  ),
  "POST /proposals/{proposalId}/counter": proposalOp((api, f) =>
    api.proposals[":proposalId"].counter.$post({ param: { proposalId: f.homeProposal }, json: A_PRICE }),
  ),
  "GET /transactions": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.transactions.$get({ query: {} }),
        status: 200,
        check: (b) => expect(b).toMatchObject({ items: [], total: 0 }),
      },
    ],
    withoutPermission: staffForbidden((api) => api.transactions.$get({ query: {} })),
  },
  "GET /transactions/{transactionId}": transactionOp((api, f) =>
    api.transactions[":transactionId"].$get({ param: { transactionId: f.homeTransaction } }),
  ),
  "POST /transactions/{transactionId}/steps": transactionOp((api, f) =>
    api.transactions[":transactionId"].steps.$post({
      param: { transactionId: f.homeTransaction },
      json: { step: "cancel", reason: "Obce anulowanie" },
    }),
  ),
  "GET /transactions/{transactionId}/order": transactionOp((api, f) =>
    api.transactions[":transactionId"].order.$get({ param: { transactionId: f.homeTransaction } }),
  ),
  "PUT /transactions/{transactionId}/rating": transactionOp((api, f) =>
    api.transactions[":transactionId"].rating.$put({
      param: { transactionId: f.homeTransaction },
      json: { payment: 1, fairness: 1, communication: 1 },
    }),
  ),
  "GET /transactions/{transactionId}/ratings": transactionOp((api, f) =>
    api.transactions[":transactionId"].ratings.$get({ param: { transactionId: f.homeTransaction } }),
  ),
  "POST /ratings/{ratingId}/answer": dealOp("ratingNotFound", (api, f) =>
    api.ratings[":ratingId"].answer.$post({ param: { ratingId: f.homeRating }, json: { text: "Obca odpowiedź" } }),
  ),
  "GET /companies/{companyId}/ratings": {
    kind: "company",
    // A verified company's ratings are on its profile for every company: read, never answerable by another.
    otherCompany: [
      {
        as: "otherMember",
        send: (api, f) =>
          api.companies[":companyId"].ratings.$get({ param: { companyId: f.demoCompanyId }, query: {} }),
        status: 200,
        check: (b, f) =>
          expect(b).toMatchObject({ items: [{ id: f.homeRating, own: false, canAnswer: false }], total: 1 }),
      },
    ],
    withoutPermission: staffForbidden((api, f) =>
      api.companies[":companyId"].ratings.$get({ param: { companyId: f.demoCompanyId }, query: {} }),
    ),
  },
};

/** A staff-only operation: the home company's admin and member and the other company's admin refused with `code`. */
const staffOnlyRest = (send: RestAttempt["send"], code = "forbidden"): RestEntry => ({
  kind: "staff",
  attempts: (["anna", "jan", "otherAdmin"] as Who[]).map((as) => ({ as, send, status: 403, code })),
});
/** Jan's complaint: another company is told it is not there (404 complaintNotFound, as for an id that names nothing). */
const complaintNotFound = (send: RestAttempt["send"]): RestAttempt[] =>
  (["otherAdmin", "otherMember"] as Who[]).map((as) => ({ as, send, status: 404, code: "complaintNotFound" }));
const complaintStep =
  (action: "take" | "withdraw"): RestAttempt["send"] =>
  (api, f) =>
    api.complaints[":complaintId"].status.$post({
      param: { complaintId: f.homeComplaint },
      json: { action, reason: "Obcy krok" },
    });
const respondToHome: RestAttempt["send"] = (api, f) =>
  api.complaints[":complaintId"].response.$post({
    param: { complaintId: f.homeComplaint },
    json: { text: "Obca odpowiedź" },
  });
const readHome: RestAttempt["send"] = (api, f) =>
  api.complaints[":complaintId"].$get({ param: { complaintId: f.homeComplaint } });
const complaintOps: Record<string, RestEntry> = {
  "POST /complaints": {
    kind: "company",
    // A complaint names what it is about: the home company's transaction and message are not there for another.
    otherCompany: [
      {
        as: "otherMember",
        send: (api, f) => api.complaints.$post({ json: { transactionId: f.homeTransaction, text: "Obca reklamacja" } }),
        status: 404,
        code: "transactionNotFound",
      },
      {
        as: "otherAdmin",
        send: (api, f) => api.complaints.$post({ json: { messageId: f.homeMessage, text: "Obca reklamacja" } }),
        status: 404,
        code: "conversationMessageNotFound",
      },
    ],
    withoutPermission: staffForbidden((api, f) =>
      api.complaints.$post({ json: { transactionId: f.homeTransaction, text: "Reklamacja personelu" } }),
    ),
  },
  "GET /complaints": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.complaints.$get({ query: {} }),
        status: 200,
        // Its own complaint alone: Jan's (of a company it has no part in) is not listed.
        check: (b, f) => {
          expect((b as { items: { id: string }[] }).items.map((c) => c.id)).toEqual([f.otherComplaint]);
          expect(b).toMatchObject({ total: 1 });
        },
      },
    ],
    withoutPermission: staffForbidden((api) => api.complaints.$get({ query: {} })),
  },
  "GET /portal/complaints": staffOnlyRest((api) => api.portal.complaints.$get({ query: {} })),
  "GET /complaints/{complaintId}": {
    kind: "company",
    otherCompany: complaintNotFound(readHome),
    // Every member holds editOwnComplaints and staff handleComplaints (staff read every complaint): without a session it is 401.
    withoutPermission: [{ as: "guest", send: readHome, status: 401, code: "unauthorized" }],
  },
  "POST /complaints/{complaintId}/response": {
    kind: "company",
    otherCompany: complaintNotFound(respondToHome),
    withoutPermission: [
      { as: "staff", send: respondToHome, status: 403, code: "forbidden" },
      // Jan's company filed it: only the company complained against responds.
      { as: "jan", send: respondToHome, status: 403, code: "deniedUpdateOfComplaint" },
    ],
  },
  "POST /complaints/{complaintId}/status": {
    kind: "company",
    otherCompany: complaintNotFound(complaintStep("withdraw")),
    withoutPermission: [
      // Staff take and decide, the author's members withdraw: neither holds the other's permission.
      ...(["anna", "jan"] as Who[]).map((as) => ({
        as,
        send: complaintStep("take"),
        status: 403,
        code: "forbidden",
      })),
      { as: "staff", send: complaintStep("withdraw"), status: 403, code: "forbidden" },
      // The company complained against may not withdraw it.
      { as: "partner", send: complaintStep("withdraw"), status: 403, code: "deniedUpdateOfComplaint" },
    ],
  },
  "POST /complaints/{complaintId}/reverification": staffOnlyRest((api, f) =>
    api.complaints[":complaintId"].reverification.$post({
      param: { complaintId: f.homeComplaint },
      json: { reason: "Obca weryfikacja" },
    }),
  ),
};

const rest: Record<string, RestEntry> = {
  ...offerOps,
  ...conversationOps,
  ...liveOps,
  ...dealOps,
  ...complaintOps,
  "GET /config/app": { kind: "public", why: "settings before sign-in" },
  "POST /tax/compare": { kind: "public", why: "the public tax calculator, rate-limited" },
  ...Object.fromEntries(
    [
      "GET /config/answer-threshold",
      "GET /thread/latest-thread",
      "POST /thread/create-thread",
      "POST /thread/start-thread",
      "POST /thread/get-messages",
      "POST /thread/check-and-reset-thread",
      "POST /thread/{id}/archive",
      "GET /thread/past-threads",
      "POST /thread/send-message",
      "POST /thread/request-guide",
      "GET /guide/{id}",
      "GET /guide/user",
      "GET /pdf/download/{id}",
      "GET /guide/{id}/calendar",
      "POST /guide/{id}/retry",
    ].map((op) => [
      op,
      {
        kind: "self" as const,
        why: "the caller's own threads and guides; another user's answer 404 (threads.test.ts, guide-request.test.ts, guide-generation.test.ts)",
      },
    ]),
  ),
  "GET /thread/profile": ownerOnly((api, f) => api.thread.profile.$get({ query: { threadId: f.annaThread } })),
  "POST /thread/profile": ownerOnly((api, f) =>
    api.thread.profile.$post({
      json: { threadId: f.annaThread, set: { activity: "Cudza poprawka" }, remove: ["customers"] },
    }),
  ),
  "GET /guide/{id}/events": ownerOnly((api, f) => api.guide[":id"].events.$get({ param: { id: f.annaGuide } })),
  "POST /thread/undo-facts": ownerOnly((api, f) =>
    api.thread["undo-facts"].$post({ json: { threadId: f.annaThread, messageId: f.annaReply } }),
  ),
  "POST /thread/regenerate-reply": ownerOnly((api, f) =>
    api.thread["regenerate-reply"].$post({ json: { threadId: f.annaThread, messageId: f.annaReply } }),
  ),
  ...Object.fromEntries(
    ["POST /interview/start", "POST /interview/save", "POST /interview/finish", "POST /interview/get-responses"].map(
      (op) => [
        op,
        { kind: "self" as const, why: "the caller's own interviews; another user's answer 404 (interview.test.ts)" },
      ],
    ),
  ),
  "GET /company": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.company.$get(),
        status: 200,
        check: (b, f) => expect(b).toMatchObject({ company: { id: f.otherCompanyId } }),
      },
    ],
    withoutPermission: [{ as: "staff", send: (api) => api.company.$get(), status: 403, code: "forbidden" }],
  },
  "GET /restrictions": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.restrictions.$get(),
        status: 200,
        // Its own plan (the exchange only); the home company's must not show through.
        check: (b) => expect((b as { features: { name: string }[] }).features.map((x) => x.name)).toEqual(["offers"]),
      },
    ],
    withoutPermission: [
      {
        as: "staff",
        send: (api) => api.restrictions.$get(),
        status: 200,
        check: (b) => expect(b).toMatchObject({ features: [] }),
      },
    ],
  },
  "GET /company/employees": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.company.employees.$get(),
        status: 200,
        check: (b, f) => {
          expect(b).toMatchObject({ items: expect.any(Array) });
          const emails = (b as { items: { email: string }[] }).items.map((e) => e.email);
          expect(emails.some((e) => e.endsWith(f.demoDomain))).toBe(false);
        },
      },
    ],
    withoutPermission: [{ as: "staff", send: (api) => api.company.employees.$get(), status: 403, code: "forbidden" }],
  },
  "PATCH /company/employees/{userId}": {
    kind: "company",
    otherCompany: [
      {
        as: "otherAdmin",
        send: (api, f) =>
          api.company.employees[":userId"].$patch({ param: { userId: f.jan }, json: { isActive: false } }),
        status: 403,
        code: "deniedEditOfUserFromDifferentCompany",
      },
    ],
    withoutPermission: [
      {
        as: "jan",
        send: (api, f) =>
          api.company.employees[":userId"].$patch({ param: { userId: f.ola }, json: { isActive: false } }),
        status: 403,
        code: "missingPermissionToChangeEmployees",
      },
    ],
  },
  "GET /company/documents": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.company.documents.$get(),
        status: 200,
        check: (b) => expect(b).toMatchObject({ documents: [] }),
      },
    ],
    withoutPermission: [{ as: "staff", send: (api) => api.company.documents.$get(), status: 403, code: "forbidden" }],
  },
  "POST /company/documents": {
    kind: "company",
    otherCompany: [
      {
        // A document is always the caller's company's: there is no way to name another. This
        // verified company has no subscription, so its own documents wait for a plan (ADR 025).
        as: "otherMember",
        send: (api) => api.company.documents.$post({ json: { type: "tax" } }),
        status: 403,
        code: "operationIsRestricted",
      },
    ],
    withoutPermission: [
      {
        as: "staff",
        send: (api) => api.company.documents.$post({ json: { type: "tax" } }),
        status: 403,
        code: "forbidden",
      },
    ],
  },
  "DELETE /company/documents/{documentId}": {
    kind: "company",
    otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.company.documents[":documentId"].$delete({ param: { documentId: f.homeDocument } }),
      status: 404,
      code: "companyDocumentNotFound",
    })),
    withoutPermission: [
      {
        as: "staff",
        send: (api, f) => api.company.documents[":documentId"].$delete({ param: { documentId: f.homeDocument } }),
        status: 403,
        code: "forbidden",
      },
    ],
  },
  "DELETE /company/documents/{documentId}/files/{fileId}": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api, f) =>
          api.company.documents[":documentId"].files[":fileId"].$delete({
            param: { documentId: f.homeDocument, fileId: f.homeFile },
          }),
        status: 404,
        code: "companyDocumentNotFound",
      },
    ],
    withoutPermission: [
      {
        as: "staff",
        send: (api, f) =>
          api.company.documents[":documentId"].files[":fileId"].$delete({
            param: { documentId: f.homeDocument, fileId: f.homeFile },
          }),
        status: 403,
        code: "forbidden",
      },
    ],
  },
  "GET /company/verification": {
    kind: "company",
    otherCompany: [
      {
        // The state is always the caller's own company's: the other company (verified) sees its own.
        as: "otherAdmin",
        send: (api) => api.company.verification.$get(),
        status: 200,
        check: (b) => expect(b).toMatchObject({ companyStatus: "verified", requestedAt: null, canRequest: false }),
      },
    ],
    withoutPermission: [
      { as: "staff", send: (api) => api.company.verification.$get(), status: 403, code: "forbidden" },
    ],
  },
  "POST /company/verification-request": {
    kind: "company",
    otherCompany: [
      {
        // An order is always the caller's own company's: there is no way to name another (the
        // home company stays without one, checked with the rest).
        as: "otherAdmin",
        send: (api) => api.company["verification-request"].$post(),
        status: 409,
        code: "companyAlreadyVerified",
      },
    ],
    withoutPermission: (["jan", "staff"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient) => api.company["verification-request"].$post(),
      status: 403,
      code: "forbidden",
    })),
  },
  "GET /company/subscription": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.company.subscription.$get(),
        status: 200,
        check: (b, f) => {
          const orders = (b as { orders: { id: string; companyId: string }[] }).orders;
          expect(orders.some((o) => o.id === f.homeOrder || o.companyId === f.demoCompanyId)).toBe(false);
        },
      },
    ],
    withoutPermission: [
      { as: "staff", send: (api) => api.company.subscription.$get(), status: 403, code: "forbidden" },
    ],
  },
  "POST /company/orders/quote": {
    kind: "company",
    otherCompany: [
      {
        // A quote is always for the caller's own company: there is no way to name another.
        as: "otherAdmin",
        send: (api, f) =>
          api.company.orders.quote.$post({ json: { planId: f.plan, interval: "month", currencyId: 1 } }),
        status: 200,
        check: (b) => expect(b).toMatchObject({ gross: 1230 }),
      },
    ],
    withoutPermission: (["jan", "staff"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.company.orders.quote.$post({ json: { planId: f.plan, interval: "month", currencyId: 1 } }),
      status: 403,
      code: "forbidden",
    })),
  },
  "POST /company/orders": {
    kind: "company",
    otherCompany: [
      {
        // An order is always the caller's own company's.
        as: "otherAdmin",
        send: (api, f) => api.company.orders.$post({ json: { planId: f.plan, interval: "month", currencyId: 1 } }),
        status: 201,
        check: (b, f) => expect(b).not.toMatchObject({ companyId: f.demoCompanyId }),
      },
    ],
    withoutPermission: (["jan", "staff"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.company.orders.$post({ json: { planId: f.plan, interval: "month", currencyId: 1 } }),
      status: 403,
      code: "forbidden",
    })),
  },
  "GET /company/orders/{orderId}/pro-forma": {
    kind: "company",
    otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.company.orders[":orderId"]["pro-forma"].$get({ param: { orderId: f.homeOrder } }),
      status: 404,
      code: "orderNotFound",
    })),
    // Every member holds editOwnSubscriptions and staff hold createPricings: without a session it is 401.
    withoutPermission: [
      {
        as: "guest",
        send: (api, f) => api.company.orders[":orderId"]["pro-forma"].$get({ param: { orderId: f.homeOrder } }),
        status: 401,
        code: "unauthorized",
      },
    ],
  },
  ...Object.fromEntries(
    (
      [
        ["GET /portal/pricings", (api: RestClient) => api.portal.pricings.$get()],
        [
          "POST /portal/plans",
          (api: RestClient) => api.portal.plans.$post({ json: { code: "obcy-plan", namePl: "Obcy", nameEn: "Alien" } }),
        ],
        [
          "PATCH /portal/plans/{planId}",
          (api: RestClient, f: Fixture) =>
            api.portal.plans[":planId"].$patch({
              param: { planId: f.plan },
              json: { namePl: "Obcy", nameEn: "Alien" },
            }),
        ],
        [
          "POST /portal/plans/{planId}/prices",
          (api: RestClient, f: Fixture) =>
            api.portal.plans[":planId"].prices.$post({
              param: { planId: f.plan },
              json: { interval: "month", currencyId: 1, netAmount: 1, vatRate: 23 },
            }),
        ],
        [
          "POST /portal/promo-codes",
          (api: RestClient) => api.portal["promo-codes"].$post({ json: { code: "OBCY", kind: "percent", value: 99 } }),
        ],
        [
          "POST /portal/promo-codes/deactivate",
          (api: RestClient) => api.portal["promo-codes"].deactivate.$post({ json: { code: DEMO.promoCode.code } }),
        ],
        [
          "POST /portal/orders/{orderId}/confirm-payment",
          (api: RestClient, f: Fixture) =>
            api.portal.orders[":orderId"]["confirm-payment"].$post({ param: { orderId: f.homeOrder } }),
        ],
      ] as const
    ).map(([op, send]) => [
      op,
      {
        kind: "staff" as const,
        attempts: (["anna", "jan", "otherAdmin"] as Who[]).map((as) => ({
          as,
          send: send as RestAttempt["send"],
          status: 403,
          code: "missingPermissionToCreatePricings",
        })),
      },
    ]),
  ),
  "GET /portal/companies/{companyId}/documents": {
    kind: "staff",
    attempts: (["anna", "jan", "otherAdmin"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.portal.companies[":companyId"].documents.$get({ param: { companyId: f.demoCompanyId } }),
      status: 403,
      code: "forbidden",
    })),
  },
  "PATCH /portal/documents/{documentId}": {
    kind: "staff",
    attempts: (["anna", "jan", "otherAdmin"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.portal.documents[":documentId"].$patch({
          param: { documentId: f.homeDocument },
          json: { status: "accepted" },
        }),
      status: 403,
      code: "missingPermissionToChangeDocumentParams",
    })),
  },
  "GET /company/vehicles": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        send: (api) => api.company.vehicles.$get(),
        status: 200,
        check: (b, f) => expect((b as { items: { id: string }[] }).items.map((v) => v.id)).not.toContain(f.homeVehicle),
      },
    ],
    withoutPermission: [{ as: "staff", send: (api) => api.company.vehicles.$get(), status: 403, code: "forbidden" }],
  },
  "GET /company/vehicles/{vehicleId}": {
    kind: "company",
    otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.company.vehicles[":vehicleId"].$get({ param: { vehicleId: f.homeVehicle } }),
      status: 404,
      code: "vehicleNotFound",
    })),
    withoutPermission: [
      {
        as: "staff",
        send: (api, f) => api.company.vehicles[":vehicleId"].$get({ param: { vehicleId: f.homeVehicle } }),
        status: 403,
        code: "forbidden",
      },
    ],
  },
  "POST /company/vehicles": {
    kind: "company",
    otherCompany: [
      {
        // A vehicle is always the caller's company's: there is no way to name another. This
        // company has no subscription, so adding waits for a plan (ADR 027).
        as: "otherAdmin",
        send: (api) => api.company.vehicles.$post({ json: ALIEN_VEHICLE }),
        status: 403,
        code: "operationIsRestricted",
      },
    ],
    withoutPermission: [
      {
        as: "staff",
        send: (api) => api.company.vehicles.$post({ json: ALIEN_VEHICLE }),
        status: 403,
        code: "forbidden",
      },
    ],
  },
  ...Object.fromEntries(
    (
      [
        [
          "PUT /company/vehicles/{vehicleId}",
          (api: RestClient, f: Fixture) =>
            api.company.vehicles[":vehicleId"].$put({ param: { vehicleId: f.homeVehicle }, json: ALIEN_VEHICLE }),
        ],
        [
          "DELETE /company/vehicles/{vehicleId}",
          (api: RestClient, f: Fixture) =>
            api.company.vehicles[":vehicleId"].$delete({ param: { vehicleId: f.homeVehicle } }),
        ],
      ] as const
    ).map(([op, send]) => [
      op,
      {
        kind: "company" as const,
        // Spec §8: a change of another company's vehicle is denied with its own code.
        otherCompany: (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
          as,
          send: send as RestAttempt["send"],
          status: 403,
          code: "deniedUpdateOfVehicle",
        })),
        withoutPermission: [
          { as: "staff" as const, send: send as RestAttempt["send"], status: 403, code: "forbidden" },
        ],
      },
    ]),
  ),
  "GET /portal/companies/{companyId}": {
    kind: "staff",
    attempts: (["anna", "jan", "otherAdmin"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.portal.companies[":companyId"].$get({ param: { companyId: f.demoCompanyId } }),
      status: 403,
      code: "forbidden",
    })),
  },
  "POST /portal/companies/{companyId}/status": {
    kind: "staff",
    attempts: (["anna", "jan", "otherAdmin"] as Who[]).map((as) => ({
      as,
      send: (api: RestClient, f: Fixture) =>
        api.portal.companies[":companyId"].status.$post({
          param: { companyId: f.otherCompanyId },
          json: { action: "SUSPEND" },
        }),
      status: 403,
      code: "missingPermissionToChangeCompanyStatus",
    })),
  },
};

describe("tenant isolation matrix", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  const app = () => t.app;
  let f = {} as Fixture;

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });

  /** Companies, a thread with a reply that recorded facts, a guide and a help request: this test's own. */
  beforeEach(async () => {
    const db = t.database.db;
    const home = await freshCompany(db);
    const other = await freshCompany(db, { subscribed: false });
    // The other company's plan has the exchange only: it reads offers (so their entries test what
    // the exchange shows another company, not the plan), and waits for a plan for the rest.
    await db.insert(subscriptions).values({
      companyId: other.company.id,
      plan: "offers-only",
      features: ["offers"],
      startsAt: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    f = {
      demoCompanyId: home.company.id,
      otherCompanyId: other.company.id,
      demoDomain: home.domain,
      demoName: home.company.name,
      otherName: other.company.name,
      jan: home.member.id,
      ola: home.secondMember.id,
      otherMember: other.member.id,
      tokens: {
        anna: home.tokens.admin,
        jan: home.tokens.member,
        otherAdmin: other.tokens.admin,
        otherMember: other.tokens.member,
        staff: await tokenFor(db, DEMO.staff.email),
      },
    } as Fixture;
    // Anna's thread, with a reply that recorded facts (the advisor asks for the activity first).
    const anna = restAs(app, f.tokens.anna);
    f.annaThread = (await expectStatus(anna.thread["create-thread"].$post({ json: {} }), 200)).threadId;
    await expectStatus(anna.thread["start-thread"].$post({ json: { threadId: f.annaThread } }), 200);
    const reply = await expectStatus(
      anna.thread["send-message"].$post({
        json: { threadId: f.annaThread, content: "Usługi programistyczne dla firm" },
      }),
      200,
    );
    f.annaReply = wholeReply(reply).id;
    f.annaProfile = (await db.select().from(advisorThreads).where(eq(advisorThreads.id, f.annaThread)))[0]!.profile;
    expect(f.annaProfile).toMatchObject({ activity: "Usługi programistyczne dla firm" });
    f.annaGuide = (
      await db
        .insert(guides)
        .values({ userId: home.admin.id, companyId: home.company.id, threadId: f.annaThread, title: "Anna's guide" })
        .returning({ id: guides.id })
    )[0]!.id;
    f.homeDocument = (
      await db
        .insert(companyDocuments)
        .values({ companyId: home.company.id, type: "tax" })
        .returning({ id: companyDocuments.id })
    )[0]!.id;
    f.homeFile = (
      await db
        .insert(mediaFiles)
        .values({
          companyId: home.company.id,
          documentId: f.homeDocument,
          purpose: "companyDocument",
          storageKey: `media/${home.company.id}/${f.homeDocument}`,
          originalName: "umowa.pdf",
          contentType: "application/pdf",
          size: 10,
          sha256: "0".repeat(64),
        })
        .returning({ id: mediaFiles.id })
    )[0]!.id;
    const staffActor = (await t.services.accounts.actorFromToken(f.tokens.staff))!;
    const plan = await t.services.pricing.createPlan(staffActor, {
      code: `plan-${home.company.id.slice(0, 8)}`,
      namePl: "Plan",
      nameEn: "Plan",
      features: ["advisor"],
    });
    await t.services.pricing.setPrice(staffActor, plan.id, {
      interval: "month",
      currencyId: 1,
      netAmount: 1000,
      vatRate: 23,
    });
    f.plan = plan.id;
    const homeAdmin = (await t.services.accounts.actorFromToken(f.tokens.anna))!;
    f.homeOrder = (
      await t.services.pricing.placeOrder(homeAdmin, { planId: plan.id, interval: "month", currencyId: 1 })
    ).id;
    f.homeVehicle = (
      await db
        .insert(vehicles)
        .values({
          companyId: home.company.id,
          registrationNumber: "WX12345",
          kind: "van",
          bodyType: "box",
          payloadKg: 1000,
        })
        .returning({ id: vehicles.id })
    )[0]!.id;
    const janActor = (await t.services.accounts.actorFromToken(f.tokens.jan))!;
    f.homeOffer = (await t.services.offers.postOffer(janActor, { ...ALIEN_OFFER, goods: "Publiczna" })).id;
    const partner = await freshCompany(db);
    const privateOffer = await t.services.offers.postOffer(janActor, {
      ...ALIEN_OFFER,
      goods: "PRYWATNA",
      visibility: "private",
      partners: [partner.company.id],
    });
    f.homePrivateOffer = privateOffer.id;
    f.homeConversation = (
      await t.services.conversations.startConversation(janActor, { companyId: partner.company.id, text: "Tylko nasza" })
    ).conversation.id;
    f.homeMessage = (
      await db
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, f.homeConversation))
    )[0]!.id;
    await t.services.offers.pinOffer(janActor, f.homeOffer);
    // Deals with the partner: Jan's pending proposal on one of its loads, and a transaction on another.
    const partnerActor = (await t.services.accounts.actorFromToken(partner.tokens.member))!;
    const partnerLoads = [
      await t.services.offers.postOffer(partnerActor, ALIEN_OFFER),
      await t.services.offers.postOffer(partnerActor, ALIEN_OFFER),
    ];
    f.homeProposal = (await t.services.deals.propose(janActor, { offerId: partnerLoads[0]!.id }, A_PRICE)).id;
    const concluded = await t.services.deals.propose(janActor, { offerId: partnerLoads[1]!.id }, A_PRICE);
    f.homeTransaction = (await t.services.deals.accept(partnerActor, concluded.id)).transactionId!;
    f.homeRating = (
      await db
        .insert(ratings)
        .values({
          transactionId: f.homeTransaction,
          raterCompanyId: partner.company.id,
          ratedCompanyId: home.company.id,
          ratedRole: "carrier",
          raterName: "Partner",
          communication: 4,
          punctuality: 4,
          care: 4,
        })
        .returning({ id: ratings.id })
    )[0]!.id;
    // Jan's complaint about the transaction, with a file of his (a row: no attempt reaches the bytes).
    f.tokens.partner = partner.tokens.member;
    f.homeComplaint = (
      await t.services.complaints.fileComplaint(
        janActor,
        { transactionId: f.homeTransaction, text: "Towar uszkodzony" },
        "http://localhost",
      )
    ).id;
    f.homeComplaintFile = (
      await db
        .insert(mediaFiles)
        .values({
          companyId: home.company.id,
          uploadedBy: f.jan,
          complaintId: f.homeComplaint,
          purpose: "complaintAttachment",
          storageKey: `media/${home.company.id}/${f.homeComplaint}`,
          originalName: "szkoda.pdf",
          contentType: "application/pdf",
          size: 10,
          sha256: "0".repeat(64),
        })
        .returning({ id: mediaFiles.id })
    )[0]!.id;
    // The other company's own complaint (a row: it has no deal to complain about), to read Jan's file through.
    f.otherComplaint = (
      await db
        .insert(complaints)
        .values({
          authorCompanyId: other.company.id,
          againstCompanyId: partner.company.id,
          authorUserId: f.otherMember,
          authorName: "Obcy",
          text: "Reklamacja obcej firmy",
        })
        .returning({ id: complaints.id })
    )[0]!.id;
    f.helpRequest = (
      await db
        .insert(helpRequests)
        .values({ userId: f.jan, name: "Jan Kowalski", email: home.member.email, topic: "other", message: "Pytanie" })
        .returning({ id: helpRequests.id })
    )[0]!.id;
  });

  /** None of the attempts changed anything of the test's own data. */
  const expectUntouched = async () => {
    const db = t.database.db;
    // The home company's deals: the proposal still pending, the transaction agreed with its one step.
    const [proposal] = await db.select().from(proposals).where(eq(proposals.id, f.homeProposal));
    expect(proposal).toMatchObject({ status: "pending", price: 10 });
    const [deal] = await db.select().from(transactions).where(eq(transactions.id, f.homeTransaction));
    expect(deal).toMatchObject({ status: "agreed", cancelReason: null, doneByCompanyId: null });
    expect(
      await db.select().from(transactionSteps).where(eq(transactionSteps.transactionId, f.homeTransaction)),
    ).toHaveLength(1);
    // Jan's complaint: still issued, unanswered, not taken, with its one file and its one entry; the
    // company it is against still verified. No other complaint of either company, none added to the
    // other company's, no file attached to that one.
    const [complaint] = await db.select().from(complaints).where(eq(complaints.id, f.homeComplaint));
    expect(complaint).toMatchObject({ status: "issued", response: null, handlerId: null, decisionReason: null });
    const logged = await db.select().from(complaintEvents).where(eq(complaintEvents.complaintId, f.homeComplaint));
    expect(logged.map((e) => e.event)).toEqual(["filed"]);
    const attached = await db.select().from(mediaFiles).where(eq(mediaFiles.complaintId, f.homeComplaint));
    expect(attached.map((file) => file.id)).toEqual([f.homeComplaintFile]);
    const [against] = await db.select().from(companies).where(eq(companies.id, complaint!.againstCompanyId));
    expect(against!.status).toBe("verified");
    const filed = await db
      .select()
      .from(complaints)
      .where(or(eq(complaints.authorCompanyId, f.demoCompanyId), eq(complaints.authorCompanyId, f.otherCompanyId)));
    expect(filed.map((c) => [c.id, c.status]).sort()).toEqual(
      [
        [f.homeComplaint, "issued"],
        [f.otherComplaint, "issued"],
      ].sort(),
    );
    expect(await db.select().from(mediaFiles).where(eq(mediaFiles.complaintId, f.otherComplaint))).toEqual([]);
    // The home company's document: still pending, its file still there, nothing added to it.
    const [document] = await db.select().from(companyDocuments).where(eq(companyDocuments.id, f.homeDocument));
    expect(document).toMatchObject({ status: "pending", companyId: f.demoCompanyId });
    const files = await db.select().from(mediaFiles).where(eq(mediaFiles.documentId, f.homeDocument));
    expect(files.map((file) => file.id)).toEqual([f.homeFile]);
    // The home company: no verification ordered for it.
    const [company] = await db.select().from(companies).where(eq(companies.id, f.demoCompanyId));
    expect(company!.verificationRequestedAt).toBeNull();
    // The home company's vehicle as it was, the only one, and nothing added to the other company.
    expect(await db.select().from(vehicles).where(eq(vehicles.companyId, f.demoCompanyId))).toMatchObject([
      { id: f.homeVehicle, registrationNumber: "WX12345", payloadKg: 1000 },
    ]);
    expect(await db.select().from(vehicles).where(eq(vehicles.companyId, f.otherCompanyId))).toEqual([]);
    // The home company's offers as they were, Jan's pin, its lists.
    const homeOffers = await db.select().from(offers).where(eq(offers.companyId, f.demoCompanyId));
    expect(homeOffers.map((o) => [o.id, o.status, o.weightKg]).sort()).toEqual(
      [
        [f.homeOffer, "active", 100],
        [f.homePrivateOffer, "active", 100],
      ].sort(),
    );
    // The other company may post its own (its plan has the exchange): nothing of the home company's.
    const otherOffers = await db.select().from(offers).where(eq(offers.companyId, f.otherCompanyId));
    expect(otherOffers.filter((o) => o.goods === "Publiczna" || o.contactUserId === f.jan)).toEqual([]);
    expect(await db.select().from(offerPins).where(eq(offerPins.userId, f.jan))).toMatchObject([
      { offerId: f.homeOffer },
    ]);
    expect(await db.select().from(companyLists).where(eq(companyLists.companyId, f.demoCompanyId))).toEqual([]);
    // The home company's conversation: its one message, no side archived, Jan's marker alone; the
    // other company in no conversation at all.
    const said = await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, f.homeConversation));
    expect(said.map((m) => [m.body, m.authorId])).toEqual([["Tylko nasza", f.jan]]);
    const sides = await db
      .select()
      .from(conversationSides)
      .where(eq(conversationSides.conversationId, f.homeConversation));
    expect(sides.map((s) => s.archivedAt)).toEqual([null, null]);
    const marks = await db
      .select()
      .from(conversationReads)
      .where(eq(conversationReads.conversationId, f.homeConversation));
    expect(marks.map((r) => [r.userId, r.lastReadSequence])).toEqual([[f.jan, said[0]!.sequence]]);
    expect(
      await db
        .select()
        .from(conversations)
        .where(or(eq(conversations.companyId, f.otherCompanyId), eq(conversations.otherCompanyId, f.otherCompanyId))),
    ).toEqual([]);
    // The home company's order: still awaiting payment; the plan and the demo code as they were.
    const [homeOrder] = await db.select().from(orders).where(eq(orders.id, f.homeOrder));
    expect(homeOrder).toMatchObject({ status: "awaiting_payment", companyId: f.demoCompanyId });
    const [plan] = await db.select().from(plans).where(eq(plans.id, f.plan));
    expect(plan).toMatchObject({ namePl: "Plan", active: true });
    expect(await db.select().from(planPrices).where(eq(planPrices.planId, f.plan))).toHaveLength(1);
    expect(await db.select().from(plans).where(eq(plans.code, "obcy-plan"))).toEqual([]);
    expect(await db.select().from(promoCodes).where(eq(promoCodes.code, "OBCY"))).toEqual([]);
    expect((await db.select().from(promoCodes).where(eq(promoCodes.code, DEMO.promoCode.code)))[0]!.active).toBe(true);
    // Anna's thread: its profile and the reply's recorded facts.
    const [thread] = await db.select().from(advisorThreads).where(eq(advisorThreads.id, f.annaThread));
    expect(thread!.profile).toEqual(f.annaProfile);
    const [reply] = await db.select().from(advisorMessages).where(eq(advisorMessages.id, f.annaReply));
    expect(reply!.learned).toMatchObject({ facts: { activity: "Usługi programistyczne dla firm" } });
    expect(reply!.learned!.undone).toBeUndefined();
    // The other company's data, and no employee added to it.
    const [jan] = await db.select().from(users).where(eq(users.id, f.jan));
    expect(jan!.isActive).toBe(true);
    const [otherMember] = await db.select().from(users).where(eq(users.id, f.otherMember));
    expect(otherMember!.isBlocked).toBe(false);
    expect(await db.select().from(users).where(eq(users.email, "obcy@inna.example.pl"))).toEqual([]);
    // The help request: not answered, moved or assigned, and no reply mailed.
    const [request] = await db.select().from(helpRequests).where(eq(helpRequests.id, f.helpRequest));
    expect(request).toMatchObject({ status: "new", assigneeId: null });
    expect(await db.select().from(helpRequestEvents).where(eq(helpRequestEvents.requestId, f.helpRequest))).toEqual([]);
    const [janRow] = await db.select().from(users).where(eq(users.id, f.jan));
    expect(
      await db
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.kind, "helpReply"), eq(mailMessages.to, janRow!.email))),
    ).toEqual([]);
  };

  it("has a case for every GraphQL field and every REST operation", async () => {
    const fields = [
      ...Object.keys(schema.getQueryType()!.getFields()),
      ...Object.keys(schema.getMutationType()!.getFields()),
    ].sort();
    expect(Object.keys(graphql).sort()).toEqual(fields);
    const doc = (await (await t.app.request("/new-api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(Object.keys(rest).sort()).toEqual(operations);
  });

  const run = async (a: Attempt) => {
    const body = await gql(t.app, a.query, a.variables?.(f) ?? {}, f.tokens[a.as]);
    if (a.code) expect(codeOf(body), `${a.as}: ${a.query}`).toBe(a.code);
    a.check?.(body, f);
  };

  for (const [field, entry] of Object.entries(graphql)) {
    if (entry.kind === "company") {
      it(`GraphQL ${field}: another company's user and a user without the permission are kept out`, async () => {
        for (const attempt of [...entry.otherCompany, ...entry.withoutPermission]) await run(attempt);
        await expectUntouched();
      });
    }
    if (entry.kind === "staff") {
      it(`GraphQL ${field}: staff only`, async () => {
        for (const attempt of entry.attempts) await run(attempt);
        await expectUntouched();
      });
    }
  }

  const runRest = async (operation: string, a: RestAttempt) => {
    const api = restAs(app, a.as === "guest" ? undefined : f.tokens[a.as]);
    const res = await a.send(api, f);
    const text = await res.text();
    expect(res.status, `${a.as}: ${operation}: ${text}`).toBe(a.status);
    const body: unknown = JSON.parse(text);
    if (a.code) expect(body).toMatchObject({ error: { code: a.code } });
    a.check?.(body, f);
  };

  for (const [operation, entry] of Object.entries(rest)) {
    if (entry.kind === "company") {
      it(`REST ${operation}: another company's user and a user without the permission are kept out`, async () => {
        for (const attempt of [...entry.otherCompany, ...entry.withoutPermission]) await runRest(operation, attempt);
        await expectUntouched();
      });
    }
    if (entry.kind === "staff") {
      it(`REST ${operation}: staff only`, async () => {
        for (const attempt of entry.attempts) await runRest(operation, attempt);
        await expectUntouched();
      });
    }
    if (entry.kind === "owner") {
      it(`REST ${operation}: the thread's owner only (another user 404, no session 401)`, async () => {
        for (const attempt of entry.attempts) await runRest(operation, attempt);
        await expectUntouched();
      });
    }
  }

  /** A message with a PDF into a conversation, through /media. */
  const fileToConversation = (token: string, conversationId: string) => {
    const { head, tail, contentType } = multipartParts("zlecenie.pdf");
    return t.app.request(`/media/conversations/${conversationId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      body: Buffer.concat([head, fileBytes.pdf(), tail]),
    });
  };

  /** A PDF attached to a complaint, through /media. */
  const fileToComplaint = (token: string, complaintId: string) => {
    const { head, tail, contentType } = multipartParts("dowod.pdf");
    return t.app.request(`/media/complaints/${complaintId}/files`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      body: Buffer.concat([head, fileBytes.pdf(), tail]),
    });
  };
  const complaintFile = (token: string, complaintId: string, fileId: string) =>
    t.app.request(`/media/complaints/${complaintId}/files/${fileId}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  /** The byte routes of /media (not in the OpenAPI document): each company-scoped, each with its cases. */
  const media: Record<string, { as: Who; send: (f: Fixture) => Promise<Response>; status: number; code: string }[]> = {
    "POST /media/documents/:documentId/files": [
      ...(["otherAdmin", "otherMember"] as Who[]).map((as) => ({
        as,
        send: (f: Fixture) => uploadTo(t.app, f.tokens[as], f.homeDocument, fileBytes.pdf()),
        status: 404,
        code: "companyDocumentNotFound",
      })),
      {
        as: "staff",
        send: (f) => uploadTo(t.app, f.tokens.staff, f.homeDocument, fileBytes.pdf()),
        status: 403,
        code: "forbidden",
      },
    ],
    "PUT /media/documents/:documentId/files/:fileId": [
      {
        as: "otherMember",
        send: (f) => uploadTo(t.app, f.tokens.otherMember, f.homeDocument, fileBytes.pdf(), { replace: f.homeFile }),
        status: 404,
        code: "companyDocumentNotFound",
      },
      {
        as: "staff",
        send: (f) => uploadTo(t.app, f.tokens.staff, f.homeDocument, fileBytes.pdf(), { replace: f.homeFile }),
        status: 403,
        code: "forbidden",
      },
    ],
    "GET /media/files/:fileId": (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
      as,
      send: async (f: Fixture) =>
        t.app.request(`/media/files/${f.homeFile}`, { headers: { authorization: `Bearer ${f.tokens[as]}` } }),
      status: 404,
      code: "companyDocumentNotFound",
    })),
    "POST /media/conversations/:conversationId/messages": (["otherAdmin", "otherMember", "staff"] as Who[]).map(
      (as) => ({
        as,
        send: async (f: Fixture) => fileToConversation(f.tokens[as], f.homeConversation),
        status: as === "staff" ? 403 : 404,
        code: as === "staff" ? "forbidden" : "conversationNotFound",
      }),
    ),
    "GET /media/conversations/:conversationId/files/:fileId": (["otherAdmin", "otherMember", "staff"] as Who[]).map(
      (as) => ({
        as,
        send: async (f: Fixture) =>
          t.app.request(`/media/conversations/${f.homeConversation}/files/${f.homeFile}`, {
            headers: { authorization: `Bearer ${f.tokens[as]}` },
          }),
        status: as === "staff" ? 403 : 404,
        code: as === "staff" ? "forbidden" : "conversationNotFound",
      }),
    ),
    // Staff read a complaint's files (handleComplaints) but attach none: that is the two companies'.
    "POST /media/complaints/:complaintId/files": (["otherAdmin", "otherMember", "staff"] as Who[]).map((as) => ({
      as,
      send: async (f: Fixture) => fileToComplaint(f.tokens[as], f.homeComplaint),
      status: as === "staff" ? 403 : 404,
      code: as === "staff" ? "forbidden" : "complaintNotFound",
    })),
    "GET /media/complaints/:complaintId/files/:fileId": [
      ...(["otherAdmin", "otherMember"] as Who[]).map((as) => ({
        as,
        send: async (f: Fixture) => complaintFile(f.tokens[as], f.homeComplaint, f.homeComplaintFile),
        status: 404,
        code: "complaintNotFound",
      })),
      {
        // Jan's file through the other company's own complaint: not a file of that one.
        as: "otherMember",
        send: async (f) => complaintFile(f.tokens.otherMember, f.otherComplaint, f.homeComplaintFile),
        status: 404,
        code: "complaintAttachmentNotFound",
      },
      {
        // Nor is a company document's file a complaint's, not even the same company's.
        as: "jan",
        send: async (f) => complaintFile(f.tokens.jan, f.homeComplaint, f.homeFile),
        status: 404,
        code: "complaintAttachmentNotFound",
      },
    ],
    "GET /media/files/:fileId/inline": (["otherAdmin", "otherMember"] as Who[]).map((as) => ({
      as,
      send: async (f: Fixture) =>
        t.app.request(`/media/files/${f.homeFile}/inline`, { headers: { authorization: `Bearer ${f.tokens[as]}` } }),
      status: 404,
      code: "companyDocumentNotFound",
    })),
  };

  it("has a case for every /media route", () => {
    const routes = mediaRoutes()
      .routes.filter((r) => r.method !== "ALL")
      .map((r) => `${r.method} /media${r.path}`);
    expect(Object.keys(media).sort()).toEqual([...new Set(routes)].sort());
  });

  for (const [operation, attempts] of Object.entries(media)) {
    it(`${operation}: another company's user and a user without the permission are kept out`, async () => {
      for (const a of attempts) {
        const res = await a.send(f);
        const text = await res.text();
        expect(res.status, `${a.as}: ${operation}: ${text}`).toBe(a.status);
        expect(JSON.parse(text)).toMatchObject({ error: { code: a.code } });
      }
      await expectUntouched();
    });
  }

  it("the public directory shows verified companies only, with public details", async () => {
    const find = async (phrase: string) => {
      const body = await gql(
        t.app,
        `query($p: String!) { findCompanies(phrase: $p) { id name tin city } }`,
        { p: phrase },
        f.tokens.jan,
      );
      return body.data!.findCompanies as { id: string; name: string }[];
    };
    expect((await find(f.demoName)).map((c) => c.name)).toContain(f.demoName);
    expect((await find(f.otherName)).map((c) => c.name)).toContain(f.otherName);
    await t.database.db.update(companies).set({ status: "not_verified" }).where(eq(companies.id, f.otherCompanyId));
    expect(await find(f.otherName)).toEqual([]);
  });
});
