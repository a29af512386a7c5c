import fs from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { companies, complaints } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { DEMO_FLEET } from "../../src/db/seed-fleet.ts";
import { anyJson, type Contract, FUZZ, hostileString, loadContract } from "../support/fuzz.ts";
import { ErrorSchema } from "../../src/server/rest/openapi.ts";
import { tokenFor } from "../support/graphql.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

/** What the fuzzer reads of the OpenAPI document: operations, their parameters and body schemas. */
interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  additionalProperties?: unknown;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

/** The refusal in an answer, when the answer is the error contract's shape. */
const errorOf = (answer: unknown) => {
  const parsed = ErrorSchema.safeParse(answer);
  return parsed.success ? parsed.data.error : undefined;
};

const CODES = new Set(Object.keys(JSON.parse(fs.readFileSync("locales/en/errors.json", "utf8"))));

/**
 * Text no edge may pass on: NUL alone and inside text, other C0 controls,
 * DEL, a C1 control, half a surrogate pair, and 300 KB (also with NUL). PostgreSQL refuses NUL in
 * text and jsonb and a lone surrogate in jsonb, and 300 KB overflowed an index: each was `internal`.
 */
/** Percent-encoding that also writes half a surrogate pair (as the UTF-8 bytes a client could send). */
const encodeAny = (value: string) =>
  encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\uffff")).replaceAll("%EF%BF%BF", "%ED%A0%80");

const BAD_TEXT: [string, string][] = [
  ["NUL", "\u0000"],
  ["NUL inside", "Dzień\u0000dobry"],
  ["BEL", "ZUS\u0007"],
  ["ESC", "\u001b[31mred"],
  ["DEL", "a\u007fb"],
  ["C1", "a\u0085b"],
  ["lone surrogate", "Sklep \ud800"],
  ["300 KB", "a".repeat(300 * 1024)],
  ["300 KB with NUL", `${"a".repeat(300 * 1024)}\u0000`],
];

/**
 * Every REST operation of the OpenAPI document, fed random and hostile input (fast-check, fixed
 * seed): never a 5xx, and every refusal is the catalogued error shape with a code the UI knows.
 */
describe("REST fuzzing from the OpenAPI document", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "10000", ADVISOR_STREAM_DELAY_MS: "0" });
  let token: string;
  /** The signed-in user's own thread and interview, a conversation and a complaint of the user's company. */
  let ownIds: string[] = [];
  let operations: { method: string; path: string; op: OperationObject }[] = [];
  let contract: Contract;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    token = await tokenFor(t.database.db, DEMO.admin.email);
    const api = restAs(() => t.app, token);
    ownIds = [
      (await expectStatus(api.thread["create-thread"].$post({ json: {} }), 200)).threadId,
      (await expectStatus(api.interview.start.$post(), 200)).interviewId,
    ];
    // A conversation of the admin's company with the demo carrier, so hostile input reaches its rows.
    const [carrier] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.tin, DEMO_FLEET.carrier.company.tin));
    const talk = await api.conversations.$post({ json: { companyId: carrier!.id } });
    ownIds.push(((await talk.json()) as { conversation: { id: string } }).conversation.id);
    // The demo deal's complaint, which the admin's company filed against the demo carrier.
    const seeded = await t.database.db.select({ id: complaints.id }).from(complaints);
    expect(seeded).toHaveLength(1);
    ownIds.push(seeded[0]!.id);
    const doc = (await (await t.app.request("/new-api/openapi.json")).json()) as OpenApiDocument;
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    operations.push({ method: "GET", path: "/../../gus/{tin}", op: { parameters: [{ in: "path", name: "tin" }] } });
    contract = await loadContract((url) => t.app.request(url));
  });

  it("covers every operation of the document", () => {
    expect(operations.length).toBeGreaterThanOrEqual(28);
  });

  it("refuses NUL, control characters and 300 KB in every string field with validation, never 5xx or internal", async () => {
    const call = (method: string, url: string, body?: unknown) =>
      t.app.request(`/new-api${url}`, {
        method,
        headers: {
          accept: "application/json",
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // Real ids of the signed-in user's own thread and interview, so that the hostile value is the
    // only thing wrong: without the edge's check it would reach the database.
    const api = restAs(() => t.app, token);
    const { threadId } = await expectStatus(api.thread["create-thread"].$post({ json: {} }), 200);
    const { interviewId } = await expectStatus(api.interview.start.$post(), 200);
    const valid: Record<string, string> = {
      threadId,
      interviewId,
      content: "Dzień dobry",
      messageId: threadId,
      id: threadId,
    };
    const cases: {
      method: string;
      path: string;
      field: string;
      build: (bad: string) => [string, unknown];
      inUrl?: boolean;
    }[] = [];
    for (const { method, path, op } of operations.filter((o) => !o.path.startsWith("/.."))) {
      const params = op.parameters ?? [];
      const schema = op.requestBody?.content?.["application/json"]?.schema;
      const props = schema?.properties ?? {};
      const url = (bad?: { name: string; value: string }) => {
        let out = path;
        const query: string[] = [];
        for (const p of params) {
          const value = bad && bad.name === p.name ? bad.value : (valid[p.name] ?? "1");
          if (p.in === "path") out = out.replace(`{${p.name}}`, encodeAny(value));
          else if (p.in === "query" && (p.required || bad?.name === p.name))
            query.push(`${encodeURIComponent(p.name)}=${encodeAny(value)}`);
        }
        return query.length ? `${out}?${query.join("&")}` : out;
      };
      const baseBody = () =>
        schema ? Object.fromEntries(Object.keys(props).flatMap((k) => (k in valid ? [[k, valid[k]]] : []))) : undefined;
      for (const p of params.filter((p) => p.in === "path" || p.in === "query"))
        cases.push({
          method,
          path,
          field: p.name,
          build: (bad) => [url({ name: p.name, value: bad }), baseBody()],
          inUrl: true,
        });
      for (const [name, prop] of Object.entries(props)) {
        const types = [prop.type, ...(prop.anyOf ?? prop.oneOf ?? []).map((s) => s.type)].flat();
        if (types.includes("string"))
          cases.push({ method, path, field: name, build: (bad) => [url(), { ...baseBody(), [name]: bad }] });
        for (const [inner, innerProp] of Object.entries(prop.properties ?? {}))
          if (innerProp.type === "string")
            cases.push({
              method,
              path,
              field: `${name}.${inner}`,
              build: (bad) => [url(), { ...baseBody(), [name]: { [inner]: bad } }],
            });
        if (prop.type === "object" && prop.additionalProperties !== undefined && !prop.properties) {
          // A map (interview answers): the hostile text as a value, inside a list, and as a key.
          cases.push({
            method,
            path,
            field: name,
            build: (bad) => [url(), { ...baseBody(), [name]: { activity: bad } }],
          });
          cases.push({
            method,
            path,
            field: name,
            build: (bad) => [url(), { ...baseBody(), [name]: { offer: [bad] } }],
          });
          cases.push({ method, path, field: name, build: (bad) => [url(), { ...baseBody(), [name]: { [bad]: "x" } }] });
        }
      }
    }
    // Every operation that takes a string is covered (the list grows with the API).
    expect(new Set(cases.map((c) => `${c.method} ${c.path}`)).size).toBeGreaterThanOrEqual(20);
    for (const { method, path, field, build, inUrl } of cases)
      for (const [label, bad] of BAD_TEXT) {
        // Half a surrogate pair cannot travel in a URL: its bytes are not UTF-8, and they arrive undecoded.
        if (inUrl && label === "lone surrogate") continue;
        const [url, body] = build(bad);
        const res = await call(method, url, body);
        const answer: unknown = await res.json().catch(() => ({}));
        const where = `${method} ${path} ${field} ← ${label}: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`;
        expect(res.status, where).toBeLessThan(500);
        expect(errorOf(answer)?.code, where).not.toBe("internal");
        expect(res.status, where).toBe(400);
        expect(errorOf(answer)?.code, where).toBe("validation");
      }
  }, 300_000);

  it("never answers 5xx, answers as the document declares, and refuses with catalogued codes", async () => {
    const seen = new Map<string, Set<number>>();
    for (const { method, path, op } of operations) {
      const params = (op.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
      const hasBody = Boolean(op.requestBody);
      const bodyProps = Object.keys(op.requestBody?.content?.["application/json"]?.schema?.properties ?? {});
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            values: fc.array(
              fc.oneof(hostileString, fc.constantFrom(...ownIds), fc.constantFrom(...BAD_TEXT.map(([, v]) => v))),
              { minLength: params.length, maxLength: params.length },
            ),
            // Values: anything, the user's own ids (so that the rest reaches the database), or text
            // no edge may pass on.
            body: hasBody
              ? fc.oneof(
                  anyJson,
                  fc.dictionary(
                    fc.constantFrom(...(bodyProps.length ? bodyProps : ["x"])),
                    fc.oneof(anyJson, fc.constantFrom(...ownIds), fc.constantFrom(...BAD_TEXT.map(([, v]) => v))),
                  ),
                )
              : fc.constant(undefined),
            signedIn: fc.boolean(),
            raw: fc.boolean(),
          }),
          async ({ values, body, signedIn, raw }) => {
            let url = `/new-api${path}`;
            const query = new URLSearchParams();
            params.forEach((p, i) => {
              if (p.in === "path")
                url = url.replace(`{${p.name}}`, encodeURIComponent(values[i]!.toWellFormed()) || "x");
              else query.set(p.name, values[i]!);
            });
            if ([...query].length) url += `?${query}`;
            const res = await t.app.request(url, {
              method,
              headers: {
                accept: "application/json",
                ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
                ...(hasBody ? { "content-type": "application/json" } : {}),
              },
              // raw: the JSON cut short, i.e. malformed
              body: hasBody ? (raw ? (JSON.stringify(body) ?? "").slice(0, -1) : JSON.stringify(body)) : undefined,
            });
            (seen.get(`${method} ${path}`) ?? seen.set(`${method} ${path}`, new Set()).get(`${method} ${path}`)!).add(
              res.status,
            );
            const where = `${method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`;
            expect(res.status, where).toBeLessThan(500);
            // A declared status and a body valid against its schema (Schemathesis's checks).
            const operation = contract.operations.find((o) => o.method === method && o.path === path);
            const answer: unknown = operation ? await contract.check(operation, res, where) : await res.json();
            if (res.status >= 400) {
              const error = errorOf(answer);
              expect(error?.code, `${method} ${url}`).not.toBe("internal");
              expect(typeof error?.message, `${method} ${url}`).toBe("string");
              expect(CODES.has(error?.code ?? ""), `${method} ${url}: ${error?.code}`).toBe(true);
            }
          },
        ),
        { seed: FUZZ.seed, numRuns: FUZZ.runs },
      );
    }
    expect(seen.size).toBe(operations.length);
  }, 300_000);
});
