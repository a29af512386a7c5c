import fs from "node:fs";
import fc from "fast-check";
import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLInputType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { schema } from "../../src/server/graphql/index.ts";
import { MAX_QUERY_DEPTH, MAX_QUERY_FIELDS } from "../../src/server/graphql/query-limits.ts";
import { FUZZ, hostileString } from "../support/fuzz.ts";
import { gql, tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

const CODES = new Set(Object.keys(JSON.parse(fs.readFileSync("locales/en/errors.json", "utf8"))));

/** Values for an input type, valid and not: hostile strings, numbers at the edges, unknown enum values, missing fields. */
function valueOf(type: GraphQLInputType): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType);
  const orNull = <T>(a: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 6, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return orNull(fc.array(valueOf(type.ofType), { maxLength: 4 }));
  if (isEnumType(type)) return orNull(fc.constantFrom(...type.getValues().map((v) => v.name), "NOT_A_VALUE"));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return orNull(fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type)])), { requiredKeys: [] }));
  }
  if (isScalarType(type)) {
    if (type.name === "Int") return orNull(fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31)));
    if (type.name === "Float") return orNull(fc.oneof(fc.double(), fc.constantFrom(0, -1, 1e308)));
    if (type.name === "Boolean") return orNull(fc.boolean());
    return orNull(hostileString);
  }
  return fc.constant(null);
}

describe("GraphQL fuzzing from the schema", () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: "10000" });
  let tokens: (string | undefined)[] = [];

  beforeAll(async () => {
    await seedDemo(t.database.db);
    tokens = [
      undefined,
      await tokenFor(t.database.db, DEMO.admin.email),
      await tokenFor(t.database.db, DEMO.staff.email),
    ];
  });

  const roots = [
    ["query", schema.getQueryType()!],
    ["mutation", schema.getMutationType()!],
  ] as const;
  const fields = roots.flatMap(([kind, type]) => Object.values(type.getFields()).map((field) => ({ kind, field })));

  it("feeds every query and mutation field random arguments: never a 5xx, only catalogued codes", async () => {
    expect(fields.length).toBeGreaterThanOrEqual(20);
    for (const { kind, field } of fields) {
      const args = field.args as readonly GraphQLArgument[];
      const vars = args.map((a, i) => `$a${i}: ${String(a.type)}`).join(", ");
      const call = args.map((a, i) => `${a.name}: $a${i}`).join(", ");
      const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
      const query = `${kind}${vars ? `(${vars})` : ""} { ${field.name}${call ? `(${call})` : ""}${selection} }`;
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...args.map((a) => valueOf(a.type))),
          fc.constantFrom(...tokens),
          async (values, token) => {
            const res = await t.app.request("/api", {
              method: "POST",
              headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body: JSON.stringify({ query, variables: Object.fromEntries(values.map((v, i) => [`a${i}`, v])) }),
            });
            expect(res.status, `${field.name} ${JSON.stringify(values).slice(0, 300)}`).toBeLessThan(500);
            const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
            for (const e of body.errors ?? [])
              expect(CODES.has(String(e.extensions?.code)), `${field.name}: ${JSON.stringify(e)}`).toBe(true);
          },
        ),
        { seed: FUZZ.seed, numRuns: FUZZ.runs },
      );
    }
  }, 300_000);

  it("refuses a query nested too deep or selecting too many fields, before it runs", async () => {
    const chain = (n: number) => `{ ${"countriesData { ".repeat(n)}${"__typename }".repeat(n)} }`;
    // Validation reports every broken rule; the limit's own refusal is among them.
    const refusedDepth = await gql(t.app, chain(MAX_QUERY_DEPTH + 1));
    const depthError = refusedDepth.errors?.find((e) => /nested/.test(e.message));
    expect(depthError?.extensions.code).toBe("invalidInputObject");
    expect(refusedDepth.data ?? null).toBeNull();
    const wide = `{ ${Array.from({ length: MAX_QUERY_FIELDS + 1 }, (_, i) => `f${i}: __typename`).join(" ")} }`;
    const refusedWidth = await gql(t.app, wide);
    expect(refusedWidth.errors?.[0]?.extensions.code).toBe("invalidInputObject");
    expect(refusedWidth.errors?.[0]?.message).toMatch(/more than/);
    const fine = `{ ${Array.from({ length: 20 }, (_, i) => `f${i}: __typename`).join(" ")} me { id } }`;
    expect((await gql(t.app, fine)).errors).toBeUndefined();
  });
});
