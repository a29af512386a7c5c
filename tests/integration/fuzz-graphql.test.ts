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
import { MAX_QUERY_FIELDS } from "../../src/server/graphql/query-limits.ts";
import { FUZZ, hostileString } from "../support/fuzz.ts";
import { gql, type GraphQLBody, tokenFor } from "../support/graphql.ts";
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
            for (const e of body.errors ?? []) {
              expect(CODES.has(String(e.extensions?.code)), `${field.name}: ${JSON.stringify(e)}`).toBe(true);
              // A hostile value is the client's fault: a catalogued refusal, never a failure of ours.
              expect(e.extensions?.code, `${field.name} ${JSON.stringify(values).slice(0, 300)}`).not.toBe("internal");
            }
          },
        ),
        { seed: FUZZ.seed, numRuns: FUZZ.runs },
      );
    }
  }, 300_000);

  it("refuses a query selecting too many fields, before it runs; a valid query within the limits runs", async () => {
    // Depth (no type of this schema nests without end) is covered in graphql-limits.test.ts.
    const wide = `{ ${Array.from({ length: MAX_QUERY_FIELDS + 1 }, (_, i) => `f${i}: __typename`).join(" ")} }`;
    const refusedWidth = await gql(t.app, wide);
    expect(refusedWidth.errors?.[0]?.extensions.code).toBe("invalidInputObject");
    expect(refusedWidth.errors?.[0]?.message).toMatch(/more than/);
    const fine = `{ ${Array.from({ length: 20 }, (_, i) => `f${i}: __typename`).join(" ")} me { id } }`;
    expect((await gql(t.app, fine)).errors).toBeUndefined();
  });

  it("answers documents nested thousands deep with a catalogued refusal, never internal", async () => {
    const documents = [
      `{ ${"me { company { ".repeat(2500)}${"} } ".repeat(2500)}}`,
      `{ ${"a { ".repeat(5000)}${"} ".repeat(5000)}}`,
      `{ findCompanies(phrase: "abc", x: ${"[".repeat(5000)}${"]".repeat(5000)}) { name } }`,
      `{ findCompanies(phrase: "abc", x: ${"{ a: ".repeat(5000)}1${" }".repeat(5000)}) { name } }`,
      `query { ...F0 } ${Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(" ")}`,
    ];
    for (const query of documents) {
      const res = await t.app.request("/api", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
      });
      expect(res.status).toBeLessThan(500);
      const body = (await res.json()) as GraphQLBody;
      expect(body.errors?.length, query.slice(0, 80)).toBeGreaterThan(0);
      for (const e of body.errors ?? []) expect(e.extensions.code, query.slice(0, 80)).toBe("invalidInputObject");
    }
  });

  it("refuses a NUL character in a text argument with validation and a field code, in the document or a variable", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [`mutation { signIn(email: "a\\u0000@b.pl", password: "x") { token } }`, {}, "email"],
      [
        "mutation($e: String!) { requestChangePasswordToken(email: $e) }",
        { e: "anna\u0000@demo.przewodnik.pl" },
        "email",
      ],
      ["query($c: String!) { isPromoCodeAvailable(code: $c) }", { c: "PROMO\u00002026" }, "code"],
      ["query($p: String!) { findCompanies(phrase: $p) { name } }", { p: "Demo\u0000" }, "phrase"],
      [
        "mutation($i: RegisterInput!) { register(input: $i) }",
        {
          i: {
            company: { name: "A\u0000", tin: "9876543210", street: "x", postalCode: "00-001", city: "x" },
            user: { name: "a", surname: "b", email: "c@d.pl" },
            password: "Przewodnik#2026",
            passwordConfirmation: "Przewodnik#2026",
            consents: { terms: true, privacy: true, marketing: false },
          },
        },
        "input.company.name",
      ],
    ];
    for (const token of tokens) {
      for (const [query, variables, field] of cases) {
        const body = await gql(t.app, query, variables, token);
        expect(body.errors?.[0]?.extensions, query).toMatchObject({
          code: "validation",
          fields: { [field]: ["invalidCharacters"] },
        });
        expect(body.data ?? null).toBeNull();
      }
    }
  });

  it("applies the REST edge's text rules to every string argument: control characters and over-long text are validation", async () => {
    const REGISTER = "mutation($i: RegisterInput!) { register(input: $i) }";
    const register = (name: string) => ({
      i: {
        company: { name, tin: "9876543210", street: "x", postalCode: "00-001", city: "x" },
        user: { name: "a", surname: "b", email: "c@d.pl" },
        password: "Przewodnik#2026",
        passwordConfirmation: "Przewodnik#2026",
        consents: { terms: true, privacy: true, marketing: false },
      },
    });
    const help = "mutation($i: HelpRequestInput!) { createHelpRequest(input: $i) }";
    const cases: [string, Record<string, unknown>, string, string][] = [
      // A bell, DEL, a C1 control, a line break in a one-line field, half of a surrogate pair.
      [REGISTER, register("Firma\u0007"), "input.company.name", "invalidCharacters"],
      ["query($c: String!) { isPromoCodeAvailable(code: $c) }", { c: "PROMO\u007f" }, "code", "invalidCharacters"],
      ["query($p: String!) { findCompanies(phrase: $p) { name } }", { p: "Demo\u0085" }, "phrase", "invalidCharacters"],
      [
        "mutation($i: AddEmployeeInput!) { addEmployee(input: $i) { id } }",
        { i: { email: "k@example.pl", name: "Kasia\nLis", surname: "Lis" } },
        "input.name",
        "invalidCharacters",
      ],
      [
        help,
        { i: { topic: "other", message: "Proszę o pomoc \ud800 z kontem." } },
        "input.message",
        "invalidCharacters",
      ],
      // Over the limits of TEXT_LIMITS: a line, an address, an id; in a variable and in the document.
      [REGISTER, register("F".repeat(1001)), "input.company.name", "tooLong"],
      ["query($p: String!) { findCompanies(phrase: $p) { name } }", { p: "D".repeat(1001) }, "phrase", "tooLong"],
      [`mutation { requestChangePasswordToken(email: "${"a".repeat(321)}@b.pl") }`, {}, "email", "tooLong"],
      [
        "mutation($i: UpdateEmployeeInput!) { updateEmployee(input: $i) { id } }",
        { i: { userId: "1".repeat(65), isActive: true } },
        "input.userId",
        "tooLong",
      ],
      [`mutation { confirmAccount(token: "${"t".repeat(201)}") }`, {}, "token", "tooLong"],
    ];
    for (const token of tokens) {
      for (const [query, variables, field, fieldCode] of cases) {
        const body = await gql(t.app, query, variables, token);
        expect(body.errors?.[0]?.extensions, `${query} ${field}`).toMatchObject({
          code: "validation",
          fields: { [field]: [fieldCode] },
        });
        expect(body.data ?? null).toBeNull();
      }
    }
    // A multi-line field keeps its line breaks and tabs: the help message is not refused for them.
    const multiLine = await gql(t.app, help, {
      i: { topic: "other", email: "gosc@example.pl", name: "Gość", message: "Dzień dobry,\n\tnie mogę się zalogować." },
    });
    expect(multiLine.errors).toBeUndefined();
    expect(multiLine.data).toEqual({ createHelpRequest: true });
  });
});
