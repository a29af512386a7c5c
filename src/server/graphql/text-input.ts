import {
  GraphQLError,
  type GraphQLInputType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  TypeInfo,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { TEXT_LIMITS, textError } from "../../shared/text-rules.ts";

/** A text value's limit and whether it may hold line breaks and tabs. */
export interface TextLimit {
  max: number;
  multiLine?: boolean;
}

/**
 * The REST edge's limits for the same kinds of value, by the argument's or input field's name;
 * an `ID` is an id; any other string one line of TEXT_LIMITS.line. A field may name its own in
 * the schema: `extensions: { textLimit: { max, multiLine } }`. Exact limits (a name's 100, a
 * message's 5 000) are the domain's, checked after these.
 */
const LIMITS_BY_NAME: Record<string, TextLimit> = {
  email: { max: TEXT_LIMITS.email },
  password: { max: TEXT_LIMITS.password },
  passwordConfirmation: { max: TEXT_LIMITS.password },
  oldPassword: { max: TEXT_LIMITS.password },
  token: { max: TEXT_LIMITS.token },
  message: { max: TEXT_LIMITS.text, multiLine: true },
  reason: { max: TEXT_LIMITS.line, multiLine: true },
};

export const textLimitOf = (name: string, scalar: string, extensions?: { textLimit?: unknown } | null): TextLimit =>
  (extensions?.textLimit as TextLimit | undefined) ??
  (scalar === "ID" ? { max: TEXT_LIMITS.id } : (LIMITS_BY_NAME[name] ?? { max: TEXT_LIMITS.line }));

/** What the walk knows of the argument or input field a value is given to. */
interface Target {
  name: string;
  extensions?: { textLimit?: unknown } | null;
}

/** Deeper values fail the input types' coercion anyway; the walk stops there. */
const MAX_DEPTH = 32;

type Found = Map<string, string>;

function checkText(value: string, type: GraphQLInputType, target: Target, path: string, found: Found) {
  if (!isScalarType(type) || (type.name !== "String" && type.name !== "ID")) return;
  const limit = textLimitOf(target.name, type.name, target.extensions);
  const code = textError(value, limit.max, limit.multiLine);
  if (code && !found.has(path)) found.set(path, code);
}

/** Every string of a variable's value, typed by the argument (or input field) it is given to. */
function checkValue(value: unknown, type: GraphQLInputType, target: Target, path: string, found: Found, depth = 0) {
  if (depth > MAX_DEPTH || value === null || value === undefined) return;
  if (isNonNullType(type)) return checkValue(value, type.ofType, target, path, found, depth);
  if (isListType(type)) {
    // A single value given for a list is coerced into a list of one.
    for (const item of Array.isArray(value) ? value : [value])
      checkValue(item, type.ofType, target, path, found, depth + 1);
    return;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== "object" || Array.isArray(value)) return;
    const fields = type.getFields();
    for (const [key, item] of Object.entries(value)) {
      const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
      if (field) checkValue(item, field.type, field, `${path}.${field.name}`, found, depth + 1);
    }
    return;
  }
  if (typeof value === "string") checkText(value, type, target, path, found);
}

/** The same over a literal in the document; variables resolved from the request's raw values. */
function checkLiteral(
  node: ValueNode,
  type: GraphQLInputType,
  target: Target,
  path: string,
  variables: Record<string, unknown>,
  found: Found,
  depth = 0,
): void {
  if (depth > MAX_DEPTH) return;
  if (node.kind === Kind.VARIABLE) return checkValue(variables[node.name.value], type, target, path, found, depth);
  if (isNonNullType(type)) return checkLiteral(node, type.ofType, target, path, variables, found, depth);
  if (isListType(type)) {
    for (const item of node.kind === Kind.LIST ? node.values : [node])
      checkLiteral(item, type.ofType, target, path, variables, found, depth + 1);
    return;
  }
  if (isInputObjectType(type)) {
    if (node.kind !== Kind.OBJECT) return;
    const fields = type.getFields();
    for (const field of node.fields) {
      const def = Object.hasOwn(fields, field.name.value) ? fields[field.name.value] : undefined;
      if (def) checkLiteral(field.value, def.type, def, `${path}.${def.name}`, variables, found, depth + 1);
    }
    return;
  }
  if (node.kind === Kind.STRING) checkText(node.value, type, target, path, found);
}

/**
 * GraphQL's edge applies the REST edge's text rules (`src/shared/text-rules.ts`): every string
 * argument and input field, in the document or in a variable, within its limit and free of
 * control characters (tab and line breaks only where the text is multi-line), else the request is
 * refused before anything runs with `validation` and the field codes (`invalidCharacters`,
 * `tooLong`) under the argument's dotted path, as REST answers them, never `internal`.
 */
export const refuseBadText: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const variables = (args.variableValues ?? {}) as Record<string, unknown>;
    const found: Found = new Map();
    const typeInfo = new TypeInfo(args.schema);
    visit(
      args.document,
      visitWithTypeInfo(typeInfo, {
        Argument(node) {
          const def = typeInfo.getArgument();
          if (def) checkLiteral(node.value, def.type, def, def.name, variables, found);
        },
      }),
    );
    if (found.size === 0) return;
    const fields = Object.fromEntries([...found].map(([path, code]) => [path, [code]]));
    setResultAndStopExecution({
      errors: [
        new GraphQLError("validation", {
          extensions: { code: "validation", message: "validation", fields, http: { status: 400 } },
        }),
      ],
    });
  },
};
