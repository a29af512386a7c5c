import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { callOf, type Contract, idNameOf, type Json, loadContract, type Operation } from "../support/fuzz.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

const catalogue = (lang: string) => JSON.parse(fs.readFileSync(`locales/${lang}/errors.json`, "utf8")) as Json;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** Where an id that names nothing is not 404, and the document says so. */
const ANSWER_TO_A_FRESH_ID: Record<string, number> = {
  // The reply to write again must be the thread's newest message; any other id is a conflict (409).
  "POST /thread/regenerate-reply messageId": 409,
};

/**
 * What the outside fuzzer (Schemathesis) found beside failures (issue 21, "Keep it proven"): a
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
    const post = async (path: string) =>
      (await (await t.app.request(...callOf({ method: "POST", path }, { body: {} }, tokens.admin))).json()) as Json;
    own.threadId = (await post("/thread/create-thread")).threadId as string;
    own.interviewId = (await post("/interview/start")).interviewId as string;
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
        ((operation.op.parameters ?? []) as Json[]).filter((p) => p.in === "path").map((p) => [p.name, randomUUID()]),
      );
      for (const signedIn of [true, false]) {
        const [url, init] = callOf(
          operation,
          { path, query: { threadId: own.threadId, page: 1 } },
          signedIn ? tokens.admin : undefined,
        );
        const res = await t.app.request(`${url}${url.includes("?") ? "&" : "?"}sort=name&x%00y=1`, init);
        const body = (await contract.check(operation, res)) as Json;
        if (!signedIn && contract.needsSession(operation)) {
          expect(res.status, operation.key).toBe(401);
          continue;
        }
        expect(res.status, operation.key).toBe(400);
        expect(body.error.code, operation.key).toBe("validation");
        expect(Object.keys(body.error.fields), operation.key).toEqual(expect.arrayContaining(["sort", "x\u0000y"]));
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
    const schema = send.op.requestBody.content["application/json"].schema as Json;
    const content = contract.resolve(schema).properties.content as Json;
    expect(content.minLength).toBe(1);
    const samples = ["", " ", "\n\t \u00a0", "a", " a ", "Dzień dobry", "x".repeat(4000), "x".repeat(4001)];
    for (const sample of samples) {
      const body = { threadId: own.threadId, content: sample };
      const res = await t.app.request(...callOf(send, { body }, tokens.admin));
      const answer = (await contract.check(send, res)) as Json;
      const where = `${JSON.stringify(sample.slice(0, 12))} (${sample.length})`;
      expect(res.status === 200, `${where}: ${JSON.stringify(answer).slice(0, 200)}`).toBe(
        contract.accepts(schema, body),
      );
      if (res.status === 400) expect(Object.keys(answer.error.fields), where).toEqual(["content"]);
    }
  });

  it("answers 404 for an id that names nothing of the caller's, on every operation that takes one, and declares it", async () => {
    /** Every id an operation takes: its path parameters, its query and its body's properties named like ids. */
    const idsOf = (operation: Operation) => {
      const params = ((operation.op.parameters ?? []) as Json[]).map((p) => ({
        in: p.in as string,
        name: p.name as string,
      }));
      const schema = operation.op.requestBody?.content?.["application/json"]?.schema as Json | undefined;
      const props = Object.keys((schema ? contract.resolve(schema).properties : undefined) ?? {});
      return [...params, ...props.map((name) => ({ in: "body", name }))].filter((p) => /(^id|Id)$/.test(p.name));
    };
    /** The smallest input the schema takes, with the caller's own ids. */
    const minimal = (operation: Operation) => {
      const schema = operation.op.requestBody?.content?.["application/json"]?.schema as Json | undefined;
      if (!schema) return undefined;
      const resolved = contract.resolve(schema);
      const props = (resolved.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(
        ((resolved.required ?? []) as string[]).map((name) => {
          const p = contract.resolve(props[name]!);
          const value =
            own[name] ?? p.enum?.[0] ?? { string: "Dzień dobry", object: {}, boolean: true }[p.type as string];
          return [name, value ?? 1];
        }),
      );
    };
    let checked = 0;
    for (const operation of contract.operations) {
      const token = operation.path.startsWith("/portal/") ? tokens.staff : tokens.admin;
      for (const id of idsOf(operation)) {
        const fresh = randomUUID();
        const path = Object.fromEntries(
          ((operation.op.parameters ?? []) as Json[])
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
