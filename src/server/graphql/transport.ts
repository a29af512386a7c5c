import { GraphQLError } from "graphql";
import type { MiddlewareHandler } from "hono";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { AppError, type ErrorCode, isAppError } from "../../domain/errors.ts";
import type { AppEnv } from "../context.ts";

/** Seconds a client is asked to wait while the database is away (as REST's `unavailable`). */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** The database away, inside an operation: 503 with `Retry-After`, a GraphQL error. */
export function unavailableError(): GraphQLError {
  return new GraphQLError("unavailable", {
    extensions: {
      code: "unavailable",
      message: "unavailable",
      retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
      http: { status: 503, headers: { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) } },
    },
  });
}

/** `{ "errors": [{ message, extensions: { code, message } }] }` with the code's status. */
export function graphqlErrorResponse(code: ErrorCode, status: number, headers: Headers = new Headers()): Response {
  const body = JSON.stringify({ errors: [{ message: code, extensions: { code, message: code } }] });
  const out = new Headers(headers);
  out.set("content-type", "application/json; charset=utf-8");
  out.delete("content-length");
  return new Response(body, { status, headers: out });
}

/**
 * For `/api`, mounted before the Origin check, the body limit and the session lookup: a refusal or
 * failure of any of them (the database away while the session is read, a cross-site POST, a body
 * over the limit) answers in GraphQL's shape, `{ errors: [{ message, extensions: { code } }] }`,
 * with the REST status and headers (`Retry-After`), rather than REST's `{ error }`.
 */
export const graphqlErrorShape: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.error) {
    const error = c.error;
    const appError = isAppError(error)
      ? error
      : isDatabaseUnavailable(error)
        ? new AppError("unavailable", { details: { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS } })
        : new AppError("internal");
    const headers = new Headers(c.res.headers);
    const retryAfter = appError.details?.retryAfterSeconds;
    if (typeof retryAfter === "number") headers.set("Retry-After", String(retryAfter));
    c.res = undefined;
    c.res = graphqlErrorResponse(appError.code, appError.status, headers);
    return;
  }
  // A middleware's own REST-shaped refusal (`{ error: { code } }`): the same code, GraphQL's shape.
  if (c.res.status < 400 || !c.res.headers.get("content-type")?.includes("application/json")) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: unknown } } | null;
  const code = body?.error?.code;
  if (typeof code !== "string") return;
  const status = c.res.status;
  const headers = new Headers(c.res.headers);
  c.res = undefined;
  c.res = graphqlErrorResponse(code as ErrorCode, status, headers);
};
