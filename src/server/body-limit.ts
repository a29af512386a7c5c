import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../domain/errors.ts";
import type { AppEnv } from "./context.ts";
import { errorResponse } from "./errors.ts";

/**
 * Refuses a request body over `maxSize` bytes with 413 `payloadTooLarge`. A body that states its
 * length is judged by the header alone: Hono's bodyLimit reads `request.body` to see whether
 * there is one, which makes @hono/node-server build a whole web Request around the socket and
 * gives up its direct read of the body (0.2 ms on every API call, and a slower `json()` after).
 * A chunked body, whose length is known only as it arrives, is counted by Hono's bodyLimit.
 */
export function apiBodyLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  const refuse = (c: Context<AppEnv>) => errorResponse(c, new AppError("payloadTooLarge"));
  const counted = bodyLimit({ maxSize, onError: refuse });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    const size = Number(length);
    if (!Number.isSafeInteger(size) || size < 0 || size > maxSize) return refuse(c);
    return next();
  };
}
