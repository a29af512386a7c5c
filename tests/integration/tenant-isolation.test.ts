import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  advisorMessages,
  advisorThreads,
  guides,
  helpRequestEvents,
  helpRequests,
  mailMessages,
  users,
} from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { schema } from "../../src/server/graphql/index.ts";
import { makeCompany } from "../support/companies.ts";
import { codeOf, gql, type GraphQLBody, tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

/**
 * Tenant isolation matrix (issue 5). Every GraphQL field and every REST operation of the OpenAPI
 * document has an entry here, so an operation added later without a case fails the first test.
 * Company-scoped operations are tried by a user of another company and by a user without the
 * permission; staff operations by a company admin and a member.
 */

interface Fixture {
  demoCompanyId: string;
  otherCompanyId: string;
  jan: string; // a member of Demo
  ola: string; // another member of Demo
  otherMember: string;
  /** Anna's open thread and an advisor's reply in it that recorded facts. */
  annaThread: string;
  annaReply: string;
  annaProfile: Record<string, unknown>;
  /** A guide of Anna's (its status stream is hers alone). */
  annaGuide: string;
  /** A help request of Jan's (staff alone read and answer it). */
  helpRequest: string;
  tokens: { anna: string; jan: string; otherAdmin: string; otherMember: string; staff: string };
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
        check: (b) => {
          const emails = (b.data!.employees as { email: string }[]).map((e) => e.email);
          expect(emails.length).toBeGreaterThan(0);
          expect(emails.some((e) => e.endsWith("@demo.przewodnik.pl"))).toBe(false);
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
        // The other company has no subscription; Demo's must not show through.
        check: (b) => expect(b.data!.restrictions).toEqual({ features: [], expireDate: null }),
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
  // Issue 23: help requests are staff work; the request below is Jan's own, and still refused to him.
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

interface RestAttempt {
  /** `guest`: no session at all. */
  as: Who | "guest";
  path: (f: Fixture) => string;
  body?: unknown | ((f: Fixture) => unknown);
  status: number;
  code?: string;
  check?: (body: Record<string, unknown>, f: Fixture) => void;
}
type RestEntry =
  | { kind: "public" | "self"; why: string }
  | { kind: "company"; otherCompany: RestAttempt[]; withoutPermission: RestAttempt[] }
  | { kind: "staff"; attempts: RestAttempt[] }
  | { kind: "owner"; attempts: RestAttempt[] };

/** One user's own thread or guide: another user, of the same company or another, gets 404; no session 401. */
const ownerOnly = (path: (f: Fixture) => string, body?: (f: Fixture) => unknown): RestEntry => ({
  kind: "owner",
  attempts: (["jan", "otherMember", "guest"] as const).map((as) => ({
    as,
    path,
    body,
    status: as === "guest" ? 401 : 404,
    code: as === "guest" ? "unauthorized" : "notFound",
  })),
});

const rest: Record<string, RestEntry> = {
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
  "GET /thread/profile": ownerOnly((f) => `/thread/profile?threadId=${f.annaThread}`),
  "POST /thread/profile": ownerOnly(
    () => "/thread/profile",
    (f) => ({ threadId: f.annaThread, set: { activity: "Cudza poprawka" }, remove: ["customers"] }),
  ),
  "GET /guide/{id}/events": ownerOnly((f) => `/guide/${f.annaGuide}/events`),
  "POST /thread/undo-facts": ownerOnly(
    () => "/thread/undo-facts",
    (f) => ({ threadId: f.annaThread, messageId: f.annaReply }),
  ),
  "POST /thread/regenerate-reply": ownerOnly(
    () => "/thread/regenerate-reply",
    (f) => ({ threadId: f.annaThread, messageId: f.annaReply }),
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
        path: () => "/company",
        status: 200,
        check: (b, f) => expect((b.company as { id: string }).id).toBe(f.otherCompanyId),
      },
    ],
    withoutPermission: [{ as: "staff", path: () => "/company", status: 403, code: "forbidden" }],
  },
  "GET /restrictions": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        path: () => "/restrictions",
        status: 200,
        check: (b) => expect(b.features).toEqual([]),
      },
    ],
    withoutPermission: [
      { as: "staff", path: () => "/restrictions", status: 200, check: (b) => expect(b.features).toEqual([]) },
    ],
  },
  "GET /company/employees": {
    kind: "company",
    otherCompany: [
      {
        as: "otherMember",
        path: () => "/company/employees",
        status: 200,
        check: (b) => {
          const emails = (b.items as { email: string }[]).map((e) => e.email);
          expect(emails.some((e) => e.endsWith("@demo.przewodnik.pl"))).toBe(false);
        },
      },
    ],
    withoutPermission: [{ as: "staff", path: () => "/company/employees", status: 403, code: "forbidden" }],
  },
  "PATCH /company/employees/{userId}": {
    kind: "company",
    otherCompany: [
      {
        as: "otherAdmin",
        path: (f) => `/company/employees/${f.jan}`,
        body: { isActive: false },
        status: 403,
        code: "deniedEditOfUserFromDifferentCompany",
      },
    ],
    withoutPermission: [
      {
        as: "jan",
        path: (f) => `/company/employees/${f.ola}`,
        body: { isActive: false },
        status: 403,
        code: "missingPermissionToChangeEmployees",
      },
    ],
  },
  "GET /portal/companies/{companyId}": {
    kind: "staff",
    attempts: (["anna", "jan", "otherAdmin"] as Who[]).map((as) => ({
      as,
      path: (f: Fixture) => `/portal/companies/${f.demoCompanyId}`,
      status: 403,
      code: "forbidden",
    })),
  },
  "POST /portal/companies/{companyId}/status": {
    kind: "staff",
    attempts: (["anna", "jan", "otherAdmin"] as Who[]).map((as) => ({
      as,
      path: (f: Fixture) => `/portal/companies/${f.otherCompanyId}/status`,
      body: { action: "SUSPEND" },
      status: 403,
      code: "missingPermissionToChangeCompanyStatus",
    })),
  },
};

describe("tenant isolation matrix", () => {
  const t = useTestApp();
  const f = {} as Fixture;

  beforeAll(async () => {
    const db = t.database.db;
    await seedDemo(db);
    const other = await makeCompany(db, "Inna", { tin: "5260181596", subscribed: false });
    const id = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
    Object.assign(f, {
      demoCompanyId: (await db.select().from(users).where(eq(users.email, DEMO.admin.email)))[0]!.companyId!,
      otherCompanyId: other.company.id,
      jan: await id(DEMO.member.email),
      ola: await id("ola@demo.przewodnik.pl"),
      otherMember: other.member.id,
      tokens: {
        anna: await tokenFor(db, DEMO.admin.email),
        jan: await tokenFor(db, DEMO.member.email),
        otherAdmin: await tokenFor(db, other.admin.email),
        otherMember: await tokenFor(db, other.member.email),
        staff: await tokenFor(db, DEMO.staff.email),
      },
    });
    // Anna's thread, with a reply that recorded facts (the advisor asks for the activity first).
    const anna = {
      authorization: `Bearer ${f.tokens.anna}`,
      "content-type": "application/json",
      accept: "application/json",
    };
    const post = async (path: string, body: unknown) =>
      (await (
        await t.app.request(`/new-api${path}`, { method: "POST", headers: anna, body: JSON.stringify(body) })
      ).json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    f.annaThread = (await post("/thread/create-thread", {})).threadId;
    await post("/thread/start-thread", { threadId: f.annaThread });
    f.annaReply = (
      await post("/thread/send-message", { threadId: f.annaThread, content: "Usługi programistyczne dla firm" })
    ).message.id;
    f.annaProfile = (await db.select().from(advisorThreads).where(eq(advisorThreads.id, f.annaThread)))[0]!.profile;
    const [annaUser] = await db.select().from(users).where(eq(users.email, DEMO.admin.email));
    f.annaGuide = (
      await db
        .insert(guides)
        .values({ userId: annaUser!.id, companyId: annaUser!.companyId, threadId: f.annaThread, title: "Anna's guide" })
        .returning({ id: guides.id })
    )[0]!.id;
    f.helpRequest = (
      await db
        .insert(helpRequests)
        .values({ userId: f.jan, name: "Jan Kowalski", email: DEMO.member.email, topic: "other", message: "Pytanie" })
        .returning({ id: helpRequests.id })
    )[0]!.id;
  });

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
      });
    }
    if (entry.kind === "staff") {
      it(`GraphQL ${field}: staff only`, async () => {
        for (const attempt of entry.attempts) await run(attempt);
      });
    }
  }

  const runRest = async (operation: string, a: RestAttempt) => {
    const method = operation.split(" ")[0]!;
    const payload = typeof a.body === "function" ? (a.body as (f: Fixture) => unknown)(f) : a.body;
    const res = await t.app.request(`/new-api${a.path(f)}`, {
      method,
      headers: {
        ...(a.as === "guest" ? {} : { authorization: `Bearer ${f.tokens[a.as]}` }),
        ...(payload ? { "content-type": "application/json" } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status, `${a.as}: ${operation}`).toBe(a.status);
    if (a.code) expect((body.error as { code: string }).code).toBe(a.code);
    a.check?.(body, f);
  };

  for (const [operation, entry] of Object.entries(rest)) {
    if (entry.kind === "company") {
      it(`REST ${operation}: another company's user and a user without the permission are kept out`, async () => {
        for (const attempt of [...entry.otherCompany, ...entry.withoutPermission]) await runRest(operation, attempt);
      });
    }
    if (entry.kind === "staff") {
      it(`REST ${operation}: staff only`, async () => {
        for (const attempt of entry.attempts) await runRest(operation, attempt);
      });
    }
    if (entry.kind === "owner") {
      it(`REST ${operation}: the thread's owner only (another user 404, no session 401)`, async () => {
        for (const attempt of entry.attempts) await runRest(operation, attempt);
      });
    }
  }

  it("nothing above changed Anna's thread: its profile and the reply's recorded facts", async () => {
    const [thread] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, f.annaThread));
    expect(thread!.profile).toMatchObject({ activity: "Usługi programistyczne dla firm" });
    expect(thread!.profile).toEqual(f.annaProfile);
    const [reply] = await t.database.db.select().from(advisorMessages).where(eq(advisorMessages.id, f.annaReply));
    expect(reply!.learned).toMatchObject({ facts: { activity: "Usługi programistyczne dla firm" } });
    expect(reply!.learned!.undone).toBeUndefined();
  });

  it("nothing above changed the other company's data", async () => {
    const [jan] = await t.database.db.select().from(users).where(eq(users.id, f.jan));
    expect(jan!.isActive).toBe(true);
    const [otherMember] = await t.database.db.select().from(users).where(eq(users.id, f.otherMember));
    expect(otherMember!.isBlocked).toBe(false);
    const stray = await t.database.db.select().from(users).where(eq(users.email, "obcy@inna.example.pl"));
    expect(stray).toEqual([]);
  });

  it("the public directory shows verified companies only, with public details", async () => {
    const body = await gql(t.app, `{ findCompanies(phrase: "Sp. z o.o.") { id name tin city } }`, {}, f.tokens.jan);
    const names = (body.data!.findCompanies as { name: string }[]).map((c) => c.name);
    expect(names).toContain("Demo Sp. z o.o.");
    expect(names).toContain("Inna Sp. z o.o.");
    await t.database.db.execute(
      `update companies set status = 'not_verified' where id = '${f.otherCompanyId}'` as never,
    );
    const after = await gql(t.app, `{ findCompanies(phrase: "Inna") { id } }`, {}, f.tokens.jan);
    expect(after.data!.findCompanies).toEqual([]);
  });

  it("nothing above answered, moved or assigned the help request, nor mailed a reply", async () => {
    const [request] = await t.database.db.select().from(helpRequests).where(eq(helpRequests.id, f.helpRequest));
    expect(request).toMatchObject({ status: "new", assigneeId: null });
    expect(await t.database.db.select().from(helpRequestEvents)).toEqual([]);
    expect(await t.database.db.select().from(mailMessages).where(eq(mailMessages.kind, "helpReply"))).toEqual([]);
  });
});
