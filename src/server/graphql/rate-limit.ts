import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { isAppError } from "../../domain/errors.ts";
import type { GraphQLContext } from "./builder.ts";

/**
 * One point of the client's `graphqlRequest` budget (rate-limits.ts) per request to `/api`, taken
 * before the document is parsed: a client sending documents that are expensive to refuse is
 * slowed like any other. A spent budget answers 429 `tooManyResourceCalls` with `Retry-After`.
 */
export const rateLimit: Plugin<GraphQLContext, GraphQLContext> = {
  async onParams({ context, setResult }) {
    try {
      await context.services.rateLimits.consume("graphqlRequest", context.clientIp);
    } catch (error) {
      if (!isAppError(error) || error.code !== "tooManyResourceCalls") throw error;
      const seconds = Number(error.details?.retryAfterSeconds ?? 1);
      setResult({
        errors: [
          new GraphQLError(error.code, {
            extensions: {
              code: error.code,
              message: error.code,
              retryAfterSeconds: seconds,
              http: { status: 429, headers: { "Retry-After": String(seconds) } },
            },
          }),
        ],
      });
    }
  },
};
