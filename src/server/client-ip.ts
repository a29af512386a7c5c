import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";

/** The client's address: the socket's, or the first X-Forwarded-For entry behind a trusted proxy. */
export function clientIp(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) ip = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        ip = undefined; // in-process requests (tests) have no socket
      }
    }
    c.set("clientIp", ip || "unknown");
    await next();
  };
}
