import { buildSchema, parse, specifiedRules, validate } from "graphql";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { sessionFromRequest } from "../../src/server/auth.ts";
import { apiBodyLimit } from "../../src/server/body-limit.ts";
import type { AppEnv } from "../../src/server/context.ts";
import { errorResponse } from "../../src/server/errors.ts";
import {
  MAX_QUERY_ALIASES,
  MAX_QUERY_DEPTH,
  MAX_QUERY_DIRECTIVES,
  MAX_QUERY_FIELDS,
  MAX_QUERY_TOKENS,
  validateWithLimits,
} from "../../src/server/graphql/query-limits.ts";
import { graphqlErrorShape } from "../../src/server/graphql/transport.ts";
import { RATE_LIMITS } from "../../src/server/rate-limits.ts";
import { originCheck } from "../../src/server/security.ts";
import { gql, type GraphQLBody, tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";
import { testDbKind } from "../support/test-database.ts";

/** Fragments that spread the next one twice per level: 2^levels fields once expanded. */
function fragmentBomb(levels: number, leaf: "unknown" | "known"): string {
  const lines = ["query { ...F0 }"];
  for (let i = 0; i < levels; i++) lines.push(`fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  if (leaf === "known") lines.push(`fragment F${levels} on Query { __typename }`);
  return lines.join("\n");
}

/** GraphQL over HTTP's own media type: a refused document answers 400 (with application/json, 200). */
const post = (query: string, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", accept: "application/graphql-response+json", ...headers },
  body: JSON.stringify({ query }),
});

/** Durations of the refusals, printed at the end for the closing note (no timed assertion). */
const durations: string[] = [];

describe("GraphQL limits: a document costs a bounded amount of work before it is refused", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "1000" });

  /** Sends a document; its answer and how long the app took (a returned figure, printed). */
  const timed = async (label: string, query: string) => {
    const started = performance.now();
    const res = await t.app.request("/api", post(query));
    const body = (await res.json()) as GraphQLBody;
    const ms = performance.now() - started;
    durations.push(`${label}: ${ms.toFixed(1)} ms (${query.length} bytes)`);
    return { status: res.status, body, ms };
  };

  it("refuses the fragment bomb (25 and 30 levels, an unknown fragment at the end) by graphql's own validation", async () => {
    // Warm up (the first validation of a document with fragments compiles graphql-js's rules): the
    // figures are the refusals' own.
    for (const leaf of ["unknown", "known"] as const) await t.app.request("/api", post(fragmentBomb(3, leaf)));
    const bomb25 = fragmentBomb(25, "unknown");
    expect(bomb25.length).toBeLessThan(1100);
    for (const [label, query] of [
      ["bomb 25 levels, unknown leaf", bomb25],
      ["bomb 30 levels, unknown leaf", fragmentBomb(30, "unknown")],
    ] as const) {
      const { status, body } = await timed(label, query);
      expect(status).toBe(400);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.some((e) => /Unknown fragment "F\d+"/.test(e.message))).toBe(true);
      for (const e of body.errors ?? []) expect(e.extensions.code).toBe("invalidInputObject");
    }
  });

  it("refuses the bomb with a real leaf fragment (2^30 fields) by its cost, without expanding it", async () => {
    for (const levels of [25, 30]) {
      const { status, body } = await timed(`bomb ${levels} levels, known leaf`, fragmentBomb(levels, "known"));
      expect(status).toBe(400);
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]?.message).toMatch(`more than ${MAX_QUERY_FIELDS} fields`);
      expect(body.errors?.[0]?.extensions.code).toBe("invalidInputObject");
    }
  });

  it("refuses fragment cycles before measuring them", async () => {
    const { body } = await timed(
      "fragment cycle",
      "query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }",
    );
    expect(body.errors?.some((e) => /Cannot spread fragment "A" within itself/.test(e.message))).toBe(true);
    expect(body.errors?.every((e) => e.extensions.code === "invalidInputObject")).toBe(true);
  });

  it("answers /healthz while the bombs are being refused", async () => {
    const bombs = [fragmentBomb(25, "unknown"), fragmentBomb(30, "unknown"), fragmentBomb(30, "known")];
    /** /healthz timed from when it was sent, while the bombs are in flight (printed, not asserted). */
    const healthz = async (label: string) => {
      const started = performance.now();
      const res = await t.app.request("/healthz");
      durations.push(`/healthz during the bombs (${label}): ${(performance.now() - started).toFixed(1)} ms`);
      return res;
    };
    const [health, ...refused] = await Promise.all([
      healthz("sent first"),
      ...bombs.map((q) => t.app.request("/api", post(q))),
      healthz("sent last"),
    ]);
    expect(health!.status).toBe(200);
    for (const res of refused.slice(0, bombs.length)) expect(res.status).toBe(400);
    expect(refused.at(-1)!.status).toBe(200);
  });

  it("refuses a 5 000-deep selection and a 5 000-deep list argument as syntax errors, not internal", async () => {
    const selection = `{ ${"me { company { ".repeat(2500)}${"} } ".repeat(2500)}}`;
    const list = `{ countriesData(nope: ${"[".repeat(5000)}${"]".repeat(5000)}) { __typename } }`;
    for (const [label, query] of [
      ["5000-deep selection", selection],
      ["5000-deep list argument", list],
    ] as const) {
      const { status, body } = await timed(label, query);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]?.message).toMatch(`more that ${MAX_QUERY_TOKENS} tokens`); // graphql-js's wording
      expect(body.errors?.[0]?.extensions.code).toBe("invalidInputObject");
    }
  });

  it("keeps 300 fields and an alias budget; our own queries pass", async () => {
    const wide = `{ ${Array.from({ length: MAX_QUERY_FIELDS + 1 }, (_, i) => `f${i}: __typename`).join(" ")} }`;
    const refusedWidth = await gql(t.app, wide);
    expect(refusedWidth.errors?.[0]?.message).toMatch(`more than ${MAX_QUERY_FIELDS} fields`);
    expect(refusedWidth.errors?.[0]?.extensions.code).toBe("invalidInputObject");
    const aliased = `{ ${Array.from({ length: MAX_QUERY_ALIASES + 1 }, (_, i) => `m${i}: me { id }`).join(" ")} }`;
    expect((await gql(t.app, aliased)).errors?.[0]?.message).toMatch(`more than ${MAX_QUERY_ALIASES} aliases`);
    await seedDemo(t.database.db);
    const token = await tokenFor(t.database.db, DEMO.admin.email);
    const fine = await gql(
      t.app,
      `{ ${Array.from({ length: 20 }, (_, i) => `m${i}: me { id }`).join(" ")} me { id company { name } } }`,
      {},
      token,
    );
    expect(fine.errors).toBeUndefined();
  });

  afterAll(() => {
    console.info(`GraphQL refusal times (${testDbKind}):\n  ${durations.join("\n  ")}`);
  });
});

describe("GraphQL rate limit: a per-client budget on /api", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "0.05" });

  it("answers 429 tooManyResourceCalls with Retry-After once the client's budget is spent", async () => {
    const budget = Math.max(1, Math.round(RATE_LIMITS.graphqlRequest.points * 0.05));
    for (let i = 0; i < budget; i++) expect((await t.app.request("/api", post("{ __typename }"))).status).toBe(200);
    const refused = await t.app.request("/api", post("{ __typename }"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as GraphQLBody;
    expect(body.errors?.[0]?.extensions.code).toBe("tooManyResourceCalls");
  });
});

describe("GraphQL with the database away: GraphQL-shaped 503", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "1000" });
  const down = () => Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

  it("answers an operation whose resolver meets the database away with 503 unavailable and Retry-After", async () => {
    const services = t.services.accounts;
    const original = services.isPromoCodeAvailable;
    services.isPromoCodeAvailable = async () => {
      throw down();
    };
    try {
      const res = await t.app.request("/api", post('{ isPromoCodeAvailable(code: "ABC") }'));
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      const body = (await res.json()) as GraphQLBody;
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "unavailable", message: "unavailable" });
      expect(JSON.stringify(body)).not.toContain('"error":');
    } finally {
      services.isPromoCodeAvailable = original;
    }
  });

  it("answers a failed session lookup, a cross-site POST and a body over the limit in GraphQL's shape", async () => {
    // The middleware order of app.ts for /api: the shape first, then Origin, body limit, session.
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("services", t.services);
      await next();
    });
    app.use("/api", graphqlErrorShape);
    app.use(originCheck(undefined));
    app.use("/api", apiBodyLimit(1024));
    app.use(sessionFromRequest);
    app.post("/api", (c) => c.json({ data: { ok: true } }));
    app.onError((error, c) => errorResponse(c, error));
    const accounts = t.services.accounts;
    const original = accounts.actorFromToken;
    accounts.actorFromToken = async () => {
      throw down();
    };
    try {
      const cases: { headers: Record<string, string>; body: string; status: number; code: string }[] = [
        { headers: { authorization: "Bearer x" }, body: "{}", status: 503, code: "unavailable" },
        { headers: { origin: "https://evil.example" }, body: "{}", status: 403, code: "forbidden" },
        { headers: {}, body: "x".repeat(2048), status: 413, code: "payloadTooLarge" },
      ];
      for (const c of cases) {
        const res = await app.request("/api", {
          method: "POST",
          headers: { "content-type": "application/json", ...c.headers },
          body: c.body,
        });
        expect(res.status).toBe(c.status);
        expect(await res.json()).toEqual({
          errors: [{ message: c.code, extensions: { code: c.code, message: c.code } }],
        });
        if (c.code === "unavailable") expect(res.headers.get("retry-after")).toBe("5");
      }
      expect((await app.request("/api", { method: "POST", body: "{}" })).status).toBe(200);
    } finally {
      accounts.actorFromToken = original;
    }
  });
});

describe("the limit rules on a schema that nests without end", () => {
  const schema = buildSchema("type Query { q: Query, a: Int, b: Int }");
  const check = (query: string, spent = () => false) => {
    const document = parse(query);
    return validateWithLimits(schema, document, () => validate(schema, document, specifiedRules), spent).map(
      (e) => `${e.message} ${String(e.extensions.code)}`,
    );
  };
  const nest = (n: number, leaf = "a") => `${"q { ".repeat(n - 1)}${leaf}${" }".repeat(n - 1)}`;

  it("accepts depth 10 and refuses 11, fragments and inline fragments flattened", () => {
    expect(check(`{ ${nest(MAX_QUERY_DEPTH)} }`)).toEqual([]);
    expect(check(`{ ${nest(MAX_QUERY_DEPTH + 1)} }`)).toEqual([
      `The query is nested more than ${MAX_QUERY_DEPTH} levels deep. invalidInputObject`,
    ]);
    expect(check(`{ q { ...F } } fragment F on Query { ${nest(MAX_QUERY_DEPTH - 1)} }`)).toEqual([]);
    expect(check(`{ q { ...F } } fragment F on Query { ${nest(MAX_QUERY_DEPTH)} }`)).toHaveLength(1);
    expect(check(`{ q { ... on Query { ${nest(MAX_QUERY_DEPTH - 1)} } } }`)).toEqual([]);
  });

  it("counts fields with fragments expanded once measured, in linear time", () => {
    const plain = `{ ${"a ".repeat(MAX_QUERY_FIELDS)} }`;
    expect(check(plain)).toEqual([]);
    expect(check(`{ ${"a ".repeat(MAX_QUERY_FIELDS + 1)} }`)).toEqual([
      `The query selects more than ${MAX_QUERY_FIELDS} fields. invalidInputObject`,
    ]);
    // Ten spreads of a 30-field fragment: 300 fields and 20 units of spreads.
    const spreads = `{ ${"q { ...F } ".repeat(10)} } fragment F on Query { ${"a ".repeat(30)} }`;
    expect(check(spreads)).toHaveLength(1);
  });

  it("limits directives", () => {
    const many = (n: number) => `{ ${"a @include(if: true) ".repeat(n)}}`;
    expect(check(many(MAX_QUERY_DIRECTIVES))).toEqual([]);
    expect(check(many(MAX_QUERY_DIRECTIVES + 1))).toEqual([
      `The query uses more than ${MAX_QUERY_DIRECTIVES} directives. invalidInputObject`,
    ]);
  });

  it("refuses a document still being checked when its processor time is spent", () => {
    expect(() => check("{ a }", () => true)).toThrow(/took more than/);
    let calls = 0;
    const afterAWhile = () => ++calls > 2;
    expect(() => check(`{ ${"q { ".repeat(9)}a${" }".repeat(9)} ${"b ".repeat(100)} }`, afterAWhile)).toThrow(
      /took more than/,
    );
  });

  it("answers nesting deeper than the stack allows as the client's error", () => {
    const document = parse("{ a }");
    const errors = validateWithLimits(
      schema,
      document,
      () => {
        throw new RangeError("Maximum call stack size exceeded");
      },
      () => false,
    );
    expect(errors.map((e) => [e.message, e.extensions.code])).toEqual([
      ["The query is nested too deeply to be read.", "invalidInputObject"],
    ]);
  });
});
