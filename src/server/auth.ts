import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./context.ts";

import { SESSION_COOKIE } from "../shared/session-cookie.ts";

/** Reads the session from the httpOnly cookie (web) or `Authorization: Bearer` (API clients). */
export const sessionFromRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization");
  const bearer = header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;
  const token = bearer || getCookie(c, SESSION_COOKIE);
  c.set("actor", token ? await c.var.services.sessions.actorFromToken(token) : null);
  await next();
};
