import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from "graphql";
import { createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { TEXT_LIMITS } from "../../shared/text-rules.ts";
import { refuseBadText } from "./text-input.ts";

/** A schema of its own: the rules follow each argument's and input field's type, name and extensions. */
const Note = new GraphQLInputObjectType({
  name: "NoteInput",
  fields: {
    title: { type: new GraphQLNonNull(GraphQLString) },
    tags: { type: new GraphQLList(GraphQLString) },
    body: { type: GraphQLString, extensions: { textLimit: { max: 20, multiLine: true } } },
    ownerId: { type: GraphQLID },
  },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLBoolean, resolve: () => true } } }),
  mutation: new GraphQLObjectType({
    name: "Mutation",
    fields: {
      save: {
        type: GraphQLBoolean,
        args: { note: { type: new GraphQLNonNull(Note) }, email: { type: GraphQLString } },
        resolve: () => true,
      },
    },
  }),
});
const yoga = createYoga({ schema, plugins: [refuseBadText], logging: false, maskedErrors: false });

async function run(query: string, variables: Record<string, unknown> = {}) {
  const res = await yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: unknown;
    errors?: { extensions: { code: string; fields?: Record<string, string[]> } }[];
  };
}
const SAVE = "mutation($n: NoteInput!, $e: String) { save(note: $n, email: $e) }";

describe("GraphQL text input: the REST edge's rules (text-rules.ts) by type, name and extensions", () => {
  it("lets text within its limits through, line breaks only where the field is multi-line", async () => {
    expect(await run(SAVE, { n: { title: "Zażółć", tags: ["a", "b"], body: "dwie\nlinie\tz tabem" } })).toEqual({
      data: { save: true },
    });
  });

  it("refuses control characters and over-long text under the dotted path, in variables and literals, lists too", async () => {
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      [SAVE, { n: { title: "a\nb" } }, { "note.title": ["invalidCharacters"] }],
      [SAVE, { n: { title: "ok", tags: ["fine", "bell\u0007"] } }, { "note.tags": ["invalidCharacters"] }],
      [SAVE, { n: { title: "x".repeat(TEXT_LIMITS.line + 1) } }, { "note.title": ["tooLong"] }],
      // The field's own limit from its extensions: 20, multi-line.
      [SAVE, { n: { title: "ok", body: "b".repeat(21) } }, { "note.body": ["tooLong"] }],
      [SAVE, { n: { title: "ok", ownerId: "1".repeat(TEXT_LIMITS.id + 1) } }, { "note.ownerId": ["tooLong"] }],
      // By name: an e-mail's limit.
      [SAVE, { n: { title: "ok" }, e: `${"a".repeat(TEXT_LIMITS.email)}@b.pl` }, { email: ["tooLong"] }],
      [`mutation { save(note: { title: "ok", tags: "\\u0085" }) }`, {}, { "note.tags": ["invalidCharacters"] }],
      [
        `mutation($t: String!) { save(note: { title: $t, body: "${"b".repeat(21)}" }) }`,
        { t: "\ud800" },
        { "note.title": ["invalidCharacters"], "note.body": ["tooLong"] },
      ],
    ];
    for (const [query, variables, fields] of cases) {
      const body = await run(query, variables);
      expect(body.errors?.[0]?.extensions, JSON.stringify(variables).slice(0, 80)).toMatchObject({
        code: "validation",
        fields,
      });
      expect(body.data ?? null).toBeNull();
    }
  });
});
