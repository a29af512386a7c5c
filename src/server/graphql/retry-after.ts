import { isAppError } from "../../domain/errors.ts";
import type { GraphQLContext } from "./builder.ts";

/** Runs a resolver step; a refusal with a retry time also answers the HTTP `Retry-After` header. */
export async function withRetryAfter<T>(ctx: GraphQLContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const seconds = isAppError(error) ? error.details?.retryAfterSeconds : undefined;
    if (typeof seconds === "number") ctx.responseHeaders.push(["Retry-After", String(seconds)]);
    throw error;
  }
}
