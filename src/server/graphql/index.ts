import { GraphQLError, NoSchemaIntrospectionCustomRule } from "graphql";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { queryLimits } from "./query-limits.ts";
import { rateLimit } from "./rate-limit.ts";
import { refuseBadText } from "./text-input.ts";
import { createYoga, type Plugin } from "graphql-yoga";
import { AppError, errorStatus, isAppError } from "../../domain/errors.ts";
import { unavailableError } from "./transport.ts";
import type { Logger } from "../logger.ts";
import "./accounts.ts";
import "./session.ts";
import "./passwords.ts";
import "./sign-up.ts";
import "./help.ts";
import "./dictionaries.ts";
import "./companies.ts";
import { builder, type GraphQLContext } from "./builder.ts";

export const schema = builder.toSchema();

/** By name, not instanceof: bundlers may load graphql's ESM and CJS builds side by side. */
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === "GraphQLError";

/**
 * Errors carry `extensions: { code, message: code }`. An unexpected error is logged
 * and answered as `internal`, never with its message or stack.
 */
function maskError(error: unknown, logger: Logger): GraphQLError {
  const original = isGraphQLError(error) ? (error.originalError ?? error) : error;
  if (isAppError(original)) {
    const retryAfterSeconds = original.details?.retryAfterSeconds;
    return new GraphQLError(original.code, {
      extensions: {
        code: original.code,
        message: original.code,
        ...(original.fields ? { fields: original.fields } : {}),
        ...(typeof retryAfterSeconds === "number" ? { retryAfterSeconds } : {}),
      },
    });
  }
  // Parse and validation errors from GraphQL itself are the client's: keep their text.
  if (isGraphQLError(original)) {
    return new GraphQLError(original.message, {
      nodes: original.nodes,
      source: original.source,
      positions: original.positions,
      extensions: { code: "invalidInputObject", message: "invalidInputObject", http: { status: 400 } },
    });
  }
  if (isDatabaseUnavailable(original)) return unavailableError();
  logger.error({ err: original }, "graphql resolver failed");
  const internal = new AppError("internal");
  return new GraphQLError(internal.code, { extensions: { code: internal.code, message: internal.code } });
}

/**
 * Parse and validation errors never reach maskError; give them, and anything else without a
 * catalogued code, the same `{ code, message }` extensions.
 */
const catalogueCodes: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !result || Symbol.asyncIterator in result || !result.errors) return;
    setResult({
      ...result,
      errors: result.errors.map((error) => {
        const code = String(error.extensions?.code ?? "");
        if (code in errorStatus && error.extensions?.message === code) return error;
        const mapped = code in errorStatus ? code : "invalidInputObject";
        return new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          extensions: { ...error.extensions, code: mapped, message: mapped },
        });
      }),
    });
  },
};

/** Production answers no introspection: the schema is documented for clients, not probed by them. */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

export function createGraphQL(options: { logger: Logger; production: boolean }) {
  return createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: "/api",
    graphiql: false,
    landingPage: false,
    maskedErrors: { maskError: (error) => maskError(error, options.logger) },
    logging: false,
    // The rate limit before anything is parsed; the limits see introspection refused first.
    plugins: options.production
      ? [rateLimit, noIntrospection, queryLimits, refuseBadText, catalogueCodes]
      : [rateLimit, queryLimits, refuseBadText, catalogueCodes],
  });
}
