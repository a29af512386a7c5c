import { GraphQLError, Kind, type ValueNode, visit } from "graphql";
import type { Plugin } from "graphql-yoga";

/** The field code of a text holding a NUL character (PostgreSQL cannot store one in text). */
export const INVALID_CHARACTERS = "invalidCharacters";

const hasNul = (text: string) => text.includes("\u0000");

/** Paths (dotted, from the argument's name) of every string in a variable's value holding NUL. */
function nulInValue(value: unknown, path: string, found: Set<string>, depth = 0): void {
  if (depth > 32) return; // deeper values fail the input types' coercion anyway
  if (typeof value === "string") {
    if (hasNul(value)) found.add(path);
  } else if (Array.isArray(value)) for (const item of value) nulInValue(item, path, found, depth + 1);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) nulInValue(item, `${path}.${key}`, found, depth + 1);
}

/** The same over a literal in the document, variables resolved from the request's raw values. */
function nulInLiteral(
  node: ValueNode,
  path: string,
  variables: Record<string, unknown>,
  found: Set<string>,
  depth = 0,
): void {
  if (depth > 32) return;
  if (node.kind === Kind.STRING) {
    if (hasNul(node.value)) found.add(path);
  } else if (node.kind === Kind.VARIABLE) nulInValue(variables[node.name.value], path, found, depth + 1);
  else if (node.kind === Kind.LIST)
    for (const item of node.values) nulInLiteral(item, path, variables, found, depth + 1);
  else if (node.kind === Kind.OBJECT)
    for (const field of node.fields)
      nulInLiteral(field.value, `${path}.${field.name.value}`, variables, found, depth + 1);
}

/**
 * A text argument holding a NUL character (an e-mail, a promo code, a search phrase, in the
 * document or in a variable) is refused before anything runs with `validation` and the field code
 * `invalidCharacters` under the argument's path, rather than failing in the database as `internal`.
 */
export const refuseNulInText: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const variables = (args.variableValues ?? {}) as Record<string, unknown>;
    const found = new Set<string>();
    visit(args.document, {
      Argument(node) {
        nulInLiteral(node.value, node.name.value, variables, found);
      },
    });
    if (found.size === 0) return;
    const fields = Object.fromEntries([...found].map((path) => [path, [INVALID_CHARACTERS]]));
    setResultAndStopExecution({
      errors: [
        new GraphQLError("validation", {
          extensions: { code: "validation", message: "validation", fields, http: { status: 400 } },
        }),
      ],
    });
  },
};
