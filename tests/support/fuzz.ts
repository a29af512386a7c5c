import { Ajv2020, type Schema as AjvSchema, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { expect } from "vitest";
import { ErrorSchema } from "../../src/server/rest/openapi.ts";

/** A fixed seed in `npm test` and CI; `npm run fuzz` runs longer (FUZZ_RUNS) with a seed of its own (FUZZ_SEED). */
export const FUZZ = {
  seed: Number(process.env.FUZZ_SEED ?? 20261123),
  runs: Number(process.env.FUZZ_RUNS ?? 8),
};

/** Strings an attacker or a careless client sends: injections, markup, odd Unicode, sizes. */
export const HOSTILE = [
  "",
  " ",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  '#import "/etc/passwd"',
  '#read("/etc/passwd")',
  "{{constructor.constructor('return process')()}}",
  "__proto__",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "\ud800",
  "Zażółć gęślą jaźń",
  "😀".repeat(50),
  "a".repeat(5000),
  "-1",
  "0",
  "1e309",
  "NaN",
  "00000000-0000-0000-0000-000000000000",
  "null",
  "true",
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
);

/** Any JSON value, with hostile strings and numbers at the edges. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, -(2 ** 53), 1e308, 0.1),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 4 }),
  ),
})).value;

// ——— The OpenAPI contract: what Schemathesis checked, from our own document ———

/** The parts of a JSON Schema (2020-12, the dialect of OpenAPI 3.1) the fuzzers read. */
export interface SchemaObject {
  $ref?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  type?: string | string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: SchemaObject;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
}

export interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: SchemaObject;
}

/** A request body or an answer: its schema by media type. */
export interface Content {
  content?: Record<string, { schema?: SchemaObject }>;
}

/** A security requirement: scheme name → scopes (an empty list of requirements: public). */
type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  parameters?: Parameter[];
  requestBody?: Content;
  responses?: Record<string, Content>;
  security?: SecurityRequirement[];
}

/** What the fuzzers read of the OpenAPI document. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject> };
  security?: SecurityRequirement[];
}

export interface Operation {
  method: string;
  /** The document's path, e.g. `/thread/{id}/archive`. */
  path: string;
  op: OperationObject;
  /** `METHOD path`, for messages. */
  key: string;
}

/** A document's `#/components/schemas/X` as a reference into one schema the validator holds. */
const rewriteRefs = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === "$ref" && typeof v === "string" ? v.replace("#/components/schemas/", "openapi#/$defs/") : v,
  );

/** The answer's media type without parameters (`application/json; charset=UTF-8` → `application/json`). */
const mediaType = (res: Response) => (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * The document of `/new-api` read as a client reads it, and the checks an outside fuzzer makes on
 * every answer: the status is one the operation declares, never 5xx, the media type is declared
 * for that status, and a JSON body validates against the declared schema (JSON Schema 2020-12,
 * the dialect of OpenAPI 3.1, by Ajv).
 */
export async function loadContract(request: (url: string) => Response | Promise<Response>) {
  const doc = (await (await request("/new-api/openapi.json")).json()) as OpenApiDocument;
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  // The OpenAPI 3.1 dialect's own keywords beside JSON Schema's.
  ajv.addVocabulary(["example", "discriminator", "xml", "externalDocs"]);
  ajv.addSchema({ $id: "openapi", $defs: rewriteRefs(doc.components?.schemas ?? {}) });
  const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      op,
      key: `${method.toUpperCase()} ${path}`,
    })),
  );
  const validators = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: unknown) => {
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(rewriteRefs(schema) as AjvSchema)));
    return validate;
  };
  const resolve = (schema: SchemaObject): SchemaObject =>
    schema.$ref ? resolve(doc.components!.schemas![schema.$ref.split("/").pop()!]!) : schema;

  /** Whether the operation needs a session: a `security` with a requirement (an empty list: public). */
  const needsSession = (operation: Operation) =>
    (operation.op.security ?? doc.security ?? []).some((r) => Object.keys(r).length > 0);

  /**
   * Asserts the answer keeps the contract of `operation`; returns its JSON body (undefined for
   * another media type, whose body is left unread: an event stream may stay open).
   */
  async function check(operation: Operation, res: Response, where = operation.key): Promise<unknown> {
    const at = `${where} → ${res.status}`;
    expect(res.status, `${at}: a server error`).toBeLessThan(500);
    const declared = operation.op.responses ?? {};
    const response = declared[String(res.status)] ?? declared[`${String(res.status)[0]}XX`] ?? declared.default;
    expect(
      response,
      `${at}: a status the document does not declare (${Object.keys(declared).join(", ")})`,
    ).toBeDefined();
    const content = response!.content ?? {};
    const type = mediaType(res);
    if (Object.keys(content).length === 0) return undefined;
    expect(Object.keys(content), `${at}: undeclared media type ${type}`).toContain(type);
    if (type !== "application/json") {
      await res.body?.cancel();
      return undefined;
    }
    const body: unknown = await res.json();
    const validate = validatorOf(content[type]!.schema);
    expect(validate(body), `${at}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`).toBe(
      true,
    );
    return body;
  }

  /** Whether a schema of the document accepts the value (what a client reading the document expects). */
  const accepts = (schema: unknown, value: unknown) => validatorOf(schema)(value);

  return { doc, operations, check, needsSession, resolve, accepts };
}

export type Contract = Awaited<ReturnType<typeof loadContract>>;

/** Known ids by what they name (`threadId`, `guideId`, …), to send where a value of that name goes. */
export type IdPool = (name: string) => fc.Arbitrary<string> | undefined;

/**
 * Values a schema of the document accepts (positive data, as Schemathesis generates them), for the
 * parts of JSON Schema the document uses. A string named like an id (`threadId`) is one of the
 * pool's or a random UUID, so that calls reach the database as often as they are refused.
 */
export function valuesOf(
  schema: SchemaObject,
  contract: Pick<Contract, "resolve">,
  ids: IdPool,
  name = "",
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = contract.resolve(schema);
  const next = (inner: SchemaObject, innerName = name) => valuesOf(inner, contract, ids, innerName, depth + 1);
  if ("const" in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => next(a)));
  const types = [s.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => next({ ...s, type })));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case "number":
      return fc.double({ min: s.minimum ?? -1e9, max: s.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case "string": {
      if (/(^id|Id)$/.test(name) || s.format === "uuid") {
        const known = ids(name);
        return known ? fc.oneof(known, fc.uuid()) : fc.uuid();
      }
      const text = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
      const pattern = s.pattern;
      // A pattern's strings are made from the pattern (a filter on random text would rarely
      // find a date or a country code), then held to the length limits like any other.
      if (!pattern) return text;
      const max = s.maxLength ?? Infinity;
      return fc
        .oneof(fc.stringMatching(new RegExp(pattern, "u")), text)
        .filter((v) => new RegExp(pattern, "u").test(v) && v.length >= (s.minLength ?? 0) && v.length <= max);
    }
    case "array":
      return fc.array(next(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case "object": {
      if (!s.properties && depth < 3 && s.additionalProperties !== false)
        return fc.dictionary(
          fc.string({ maxLength: 12 }),
          next(typeof s.additionalProperties === "object" ? s.additionalProperties : {}),
          { maxKeys: 3 },
        );
      const properties = s.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(properties).map(([key, p]) => [key, next(p, key)])), {
        requiredKeys: s.required ?? [],
      });
    }
    default:
      return depth < 3 ? anyJson : fc.constant(null);
  }
}

/** One call of an operation: path parameters, query and JSON body filled in, signed in with `token` if given. */
export function callOf(
  operation: Pick<Operation, "method" | "path">,
  input: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
  token?: string,
): [string, RequestInit] {
  let url = `/new-api${operation.path}`;
  for (const [name, value] of Object.entries(input.path ?? {}))
    url = url.replace(`{${name}}`, encodeURIComponent(String(value).toWellFormed()));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {}))
    if (value !== undefined) query.set(name, String(value));
  if (query.size) url += `?${query}`;
  return [
    url,
    {
      method: operation.method,
      headers: {
        accept: "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(input.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    },
  ];
}

/** What a path's `{id}` names: `/thread/{id}/…` a thread, `/guide/{id}` and `/pdf/download/{id}` a guide. */
export const idNameOf = (path: string, name: string) =>
  name !== "id" ? name : ({ thread: "threadId", guide: "guideId", pdf: "guideId" }[path.split("/")[1]!] ?? name);

/** The schema of an operation's JSON body, if it takes one. */
export const bodySchemaOf = (operation: Operation) => operation.op.requestBody?.content?.["application/json"]?.schema;

/** The refusal in an answer, when the answer has the error contract's shape. */
export const errorOf = (answer: unknown) => {
  const parsed = ErrorSchema.safeParse(answer);
  return parsed.success ? parsed.data.error : undefined;
};

/** Positive input for every parameter and the JSON body of an operation (see `valuesOf`). */
export function inputOf(operation: Operation, contract: Pick<Contract, "resolve">, ids: IdPool) {
  const params = operation.op.parameters ?? [];
  const group = (where: string): fc.Arbitrary<Record<string, unknown>> => {
    const named: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
      params
        .filter((p) => p.in === where)
        .map((p) => [p.name, valuesOf(p.schema ?? {}, contract, ids, idNameOf(operation.path, p.name))]),
    );
    const requiredKeys = params.filter((p) => p.in === where && (p.required || where === "path")).map((p) => p.name);
    return fc.record(named, { requiredKeys });
  };
  const schema = bodySchemaOf(operation);
  return fc.record({
    path: group("path"),
    query: group("query"),
    body: schema ? valuesOf(schema, contract, ids) : fc.constant(undefined),
  });
}
