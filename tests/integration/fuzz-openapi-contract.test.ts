import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { complaints } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { makeCompany } from "../support/companies.ts";
import { callOf, type Contract, errorOf, FUZZ, type IdPool, inputOf, loadContract } from "../support/fuzz.ts";
import { tokenFor } from "../support/graphql.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

/** Time for a test that runs every operation FUZZ.runs times (`npm run fuzz` raises the runs). */
const RUN_TIME = 60_000 + FUZZ.runs * 10_000;

/**
 * The checks an outside fuzzer (Schemathesis) made on `/new-api`,
 * made from our own OpenAPI document with fast-check and a fixed seed: input the document's
 * schemas accept, sent signed in as a company admin or as staff and without a session. Every
 * answer has a status the operation declares and a body its schema accepts, never 5xx, and every
 * operation that needs a session answers 401 without one.
 */
describe("REST contract from the OpenAPI document", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "10000", ADVISOR_STREAM_DELAY_MS: "0" });
  let contract: Contract;
  const tokens: Record<"admin" | "staff", string> = { admin: "", staff: "" };
  /**
   * Real ids, so that generated calls reach the database: the admin's own thread and interview, the
   * admin's colleagues (not the admin), another company for staff's actions (not the admin's own,
   * whose suspension would end the admin's session for the rest of the run), and the demo deal's
   * complaint (the admin's company filed it against the demo carrier) with its transaction.
   */
  let ids: IdPool;
  const pool: Record<string, string[]> = {};
  let fresh: () => Promise<void>;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    tokens.admin = await tokenFor(t.database.db, DEMO.admin.email);
    tokens.staff = await tokenFor(t.database.db, DEMO.staff.email);
    const api = restAs(() => t.app, tokens.admin);
    const colleagues = (await expectStatus(api.company.employees.$get(), 200)).items
      .filter((e) => e.email !== DEMO.admin.email)
      .map((e) => e.id);
    const other = await makeCompany(t.database.db, "Inna");
    pool.userId = [...colleagues, other.member.id];
    pool.companyId = [other.company.id];
    // A conversation of the admin's company with the other one, so generated calls reach its rows.
    const talk = await expectStatus(api.conversations.$post({ json: { companyId: other.company.id } }), 201);
    pool.conversationId = [talk.conversation.id];
    const seeded = await t.database.db.select().from(complaints);
    expect(seeded).toHaveLength(1);
    pool.complaintId = [seeded[0]!.id];
    pool.transactionId = [seeded[0]!.transactionId!];
    ids = (name) => (pool[name] ? fc.constantFrom(...pool[name]) : undefined);
    /** A new open thread and interview, so that one operation's run does not end them for the next. */
    fresh = async () => {
      pool.threadId = [(await expectStatus(api.thread["create-thread"].$post({ json: {} }), 200)).threadId];
      pool.interviewId = [(await expectStatus(api.interview.start.$post(), 200)).interviewId];
    };
    await fresh();
    contract = await loadContract((url) => t.app.request(url));
  });

  it("declares for every operation whether it needs a session, and only the public ones need none", () => {
    expect(contract.operations.length).toBeGreaterThanOrEqual(31);
    for (const operation of contract.operations) expect(operation.op.security, operation.key).toBeInstanceOf(Array);
    const open = contract.operations.filter((o) => !contract.needsSession(o)).map((o) => o.key);
    expect(open.sort()).toEqual(["GET /config/app", "POST /tax/compare"]);
  });

  it(
    "answers 401 without a valid session on every operation that needs one, whatever the input",
    async () => {
      for (const operation of contract.operations) {
        await fc.assert(
          fc.asyncProperty(
            inputOf(operation, contract, ids),
            fc.constantFrom(undefined, "not-a-session", "0".repeat(43)),
            async (input, token) => {
              const res = await t.app.request(...callOf(operation, input, token));
              const body = await contract.check(operation, res);
              if (contract.needsSession(operation)) {
                expect(res.status, operation.key).toBe(401);
                expect(errorOf(body)?.code, operation.key).toBe("unauthorized");
              } else expect(res.status, operation.key).not.toBe(401);
            },
          ),
          { seed: FUZZ.seed, numRuns: FUZZ.runs },
        );
      }
    },
    RUN_TIME,
  );

  it(
    "answers every operation with a status it declares and a body its schema accepts",
    async () => {
      const statuses = new Map<string, Set<number>>();
      const broken: string[] = [];
      for (const operation of contract.operations) {
        const seen = new Set<number>();
        statuses.set(operation.key, seen);
        await fresh();
        // Every operation is tried, and every broken one reported (its smallest counterexample).
        await fc
          .assert(
            fc.asyncProperty(
              inputOf(operation, contract, ids),
              fc.constantFrom("admin", "staff"),
              async (input, who) => {
                const res = await t.app.request(...callOf(operation, input, tokens[who as "admin" | "staff"]));
                seen.add(res.status);
                await contract.check(
                  operation,
                  res,
                  `${operation.key} as ${who} with ${JSON.stringify(input).slice(0, 300)}`,
                );
              },
            ),
            { seed: FUZZ.seed, numRuns: FUZZ.runs * 2 },
          )
          .catch((error: Error) => broken.push(String((error.cause as Error | undefined)?.message ?? error.message)));
      }
      expect(broken).toEqual([]);
      // The generated input is good enough to be accepted, not only refused, by most operations.
      const accepted = [...statuses].filter(([, s]) => [...s].some((status) => status < 300)).map(([key]) => key);
      expect(
        accepted.length,
        JSON.stringify(Object.fromEntries([...statuses].map(([k, s]) => [k, [...s]]))),
      ).toBeGreaterThanOrEqual(15);
    },
    RUN_TIME,
  );
});
