import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import {
  bodySchemaOf,
  callOf,
  type Contract,
  errorOf,
  idNameOf,
  loadContract,
  type Operation,
} from "../support/fuzz.ts";
import { tokenFor } from "../support/graphql.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const catalogue = (lang: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(`locales/${lang}/errors.json`, "utf8")) as Record<string, unknown>;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** Where an id that names nothing is not 404, and the document says so. */
const ANSWER_TO_A_FRESH_ID: Record<string, number> = {
  // The reply to write again must be the thread's newest message; any other id is a conflict (409).
  "POST /thread/regenerate-reply messageId": 409,
  // A currency id is a dictionary number (spec §3: 1 PLN, 3 EUR), not a record's id: a UUID is invalid input.
  "POST /portal/plans/{planId}/prices currencyId": 400,
  "POST /company/orders/quote currencyId": 400,
  "POST /company/orders currencyId": 400,
  "POST /portal/promo-codes currencyId": 400,
  // A town is named by its GeoNames number (the places' dataset), not a record's id: a UUID is invalid input.
  "GET /offers originCityId": 400,
  "GET /offers destCityId": 400,
};
/**
 * Staff's operations outside /portal, tried as staff: a member is refused them before any lookup
 * (403, whatever the id). A complaint's status takes `take` first, a step of staff's.
 */
const STAFF_OPERATIONS = new Set([
  "POST /complaints/{complaintId}/status",
  "POST /complaints/{complaintId}/reverification",
]);

/**
 * What the outside fuzzer (Schemathesis) found beside failures: a
 * wrong method answered 404, 404s the document did not declare, the chat message's minimum length
 * missing from its schema, and unknown query parameters passed over in silence.
 */
describe("REST answers and document agree on the edges", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "10000", ADVISOR_STREAM_DELAY_MS: "0" });
  let contract: Contract;
  const tokens: Record<"admin" | "staff", string> = { admin: "", staff: "" };
  const own: Record<string, string> = {};
  const find = (key: string) => contract.operations.find((o) => o.key === key)!;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    tokens.admin = await tokenFor(t.database.db, DEMO.admin.email);
    tokens.staff = await tokenFor(t.database.db, DEMO.staff.email);
    const api = restAs(() => t.app, tokens.admin);
    own.threadId = (await expectStatus(api.thread["create-thread"].$post({ json: {} }), 200)).threadId;
    own.interviewId = (await expectStatus(api.interview.start.$post(), 200)).interviewId;
    contract = await loadContract((url) => t.app.request(url));
  });

  it("answers a wrong method on a known path 405 with Allow and the catalogued error, and an unknown path 404", async () => {
    const paths = new Map<string, Set<string>>();
    for (const { path, method } of contract.operations)
      (paths.get(path) ?? paths.set(path, new Set()).get(path)!).add(method);
    paths.set("/openapi.json", new Set(["GET"]));
    for (const [path, declared] of paths) {
      const allowed = new Set([...declared, ...(declared.has("GET") ? ["HEAD"] : [])]);
      const url = `/new-api${path.replaceAll(/\{[^}]+\}/g, randomUUID())}`;
      for (const method of METHODS.filter((m) => !allowed.has(m)))
        for (const token of [tokens.admin, undefined]) {
          const res = await t.app.request(url, {
            method,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          const where = `${method} ${path}${token ? "" : " without a session"}`;
          expect(res.status, where).toBe(405);
          expect(new Set(res.headers.get("allow")?.split(/,\s*/)), where).toEqual(allowed);
          if (method === "HEAD") continue;
          expect(await res.json(), where).toEqual({ error: { code: "methodNotAllowed", message: "methodNotAllowed" } });
        }
    }
    for (const lang of ["pl", "en"]) expect(catalogue(lang).methodNotAllowed, lang).toEqual(expect.any(String));
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await t.app.request("/new-api/thread/no-such-operation", { method });
      expect(res.status, method).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "notFound", message: "notFound" } });
    }
  });

  it("refuses an unknown query parameter with validation naming it, on every operation (401 first without a session)", async () => {
    for (const operation of contract.operations) {
      const path = Object.fromEntries(
        (operation.op.parameters ?? []).filter((p) => p.in === "path").map((p) => [p.name, randomUUID()]),
      );
      for (const signedIn of [true, false]) {
        const [url, init] = callOf(
          operation,
          { path, query: { threadId: own.threadId, page: 1 } },
          signedIn ? tokens.admin : undefined,
        );
        const res = await t.app.request(`${url}${url.includes("?") ? "&" : "?"}sort=name&x%00y=1`, init);
        const refusal = errorOf(await contract.check(operation, res));
        if (!signedIn && contract.needsSession(operation)) {
          expect(res.status, operation.key).toBe(401);
          continue;
        }
        expect(res.status, operation.key).toBe(400);
        expect(refusal?.code, operation.key).toBe("validation");
        expect(Object.keys(refusal?.fields ?? {}), operation.key).toEqual(expect.arrayContaining(["sort", "x\u0000y"]));
      }
    }
    // The parameters an operation declares are still taken.
    const res = await t.app.request(
      ...callOf(find("GET /guide/user"), { query: { page: 2, pageSize: 5 } }, tokens.admin),
    );
    expect(await contract.check(find("GET /guide/user"), res)).toMatchObject({ page: 2, pageSize: 5 });
  });

  it("declares the chat message's real limits: the document accepts exactly what the server takes", async () => {
    const send = find("POST /thread/send-message");
    const schema = bodySchemaOf(send);
    expect(schema).toBeDefined();
    const content = contract.resolve(schema!).properties?.content;
    expect(content?.minLength).toBe(1);
    const samples = ["", " ", "\n\t \u00a0", "a", " a ", "Dzień dobry", "x".repeat(4000), "x".repeat(4001)];
    for (const sample of samples) {
      const body = { threadId: own.threadId, content: sample };
      const res = await t.app.request(...callOf(send, { body }, tokens.admin));
      const answer = await contract.check(send, res);
      const where = `${JSON.stringify(sample.slice(0, 12))} (${sample.length})`;
      expect(res.status === 200, `${where}: ${JSON.stringify(answer).slice(0, 200)}`).toBe(
        contract.accepts(schema, body),
      );
      if (res.status === 400) expect(Object.keys(errorOf(answer)?.fields ?? {}), where).toEqual(["content"]);
    }
  });

  it("answers 404 for an id that names nothing of the caller's, on every operation that takes one, and declares it", async () => {
    /** Every id an operation takes: its path parameters, its query and its body's properties named like ids. */
    const idsOf = (operation: Operation) => {
      const params = (operation.op.parameters ?? []).map((p) => ({ in: p.in, name: p.name }));
      const schema = bodySchemaOf(operation);
      const props = Object.keys((schema ? contract.resolve(schema).properties : undefined) ?? {});
      return [...params, ...props.map((name) => ({ in: "body", name }))].filter((p) => /(^id|Id)$/.test(p.name));
    };
    /** The smallest input the schema takes, with the caller's own ids. */
    const byType: Record<string, unknown> = { string: "Dzień dobry", object: {}, boolean: true };
    const minimal = (operation: Operation): Record<string, unknown> | undefined => {
      const schema = bodySchemaOf(operation);
      if (!schema) return undefined;
      const resolved = contract.resolve(schema);
      const props = resolved.properties ?? {};
      return Object.fromEntries(
        (resolved.required ?? []).map((name) => {
          const p = contract.resolve(props[name]!);
          const value = own[name] ?? p.enum?.[0] ?? (typeof p.type === "string" ? byType[p.type] : undefined);
          return [name, value ?? 1];
        }),
      );
    };
    let checked = 0;
    for (const operation of contract.operations) {
      const asStaff = operation.path.startsWith("/portal/") || STAFF_OPERATIONS.has(operation.key);
      const token = asStaff ? tokens.staff : tokens.admin;
      for (const id of idsOf(operation)) {
        const fresh = randomUUID();
        const path = Object.fromEntries(
          (operation.op.parameters ?? [])
            .filter((p) => p.in === "path")
            .map((p) => [p.name, p.name === id.name ? fresh : (own[idNameOf(operation.path, p.name)] ?? randomUUID())]),
        );
        const query = id.in === "query" ? { [id.name]: fresh } : {};
        const body = minimal(operation);
        if (id.in === "body") body![id.name] = fresh;
        const res = await t.app.request(...callOf(operation, { path, query, body }, token));
        const where = `${operation.key} with a fresh ${id.name}`;
        await contract.check(operation, res, where);
        expect(res.status, where).toBe(ANSWER_TO_A_FRESH_ID[`${operation.key} ${id.name}`] ?? 404);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });
});
