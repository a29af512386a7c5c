import type { Context, MiddlewareHandler } from "hono";
import type { Actor } from "../domain/accounts/session.service.ts";
import { AppError } from "../domain/errors.ts";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./context.ts";

import { SESSION_COOKIE } from "../shared/session-cookie.ts";

/**
 * Routes that read what they can while the session is looked up, and await `actorLookup` before
 * using any of it (sending a chat message reads the thread and its messages meanwhile: one
 * database round trip less before the model is asked).
 */
export const SESSION_LOOKUP_OVERLAPPED = new Set(["POST /new-api/thread/send-message"]);

/** Reads the session from the httpOnly cookie (web) or `Authorization: Bearer` (API clients). */
export const sessionFromRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization");
  const bearer = header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;
  const token = bearer || getCookie(c, SESSION_COOKIE);
  if (token && SESSION_LOOKUP_OVERLAPPED.has(`${c.req.method} ${c.req.path}`)) {
    const lookup = c.var.services.sessions.actorFromToken(token);
    lookup.catch(() => {}); // the route awaits it and answers its failure
    c.set("actorLookup", lookup);
    c.set("actor", null);
  } else c.set("actor", token ? await c.var.services.sessions.actorFromToken(token) : null);
  await next();
};

/** The acting user, once the session is known; `unauthorized` without one. */
export async function awaitActor(c: Context<AppEnv>): Promise<Actor> {
  const actor = c.var.actorLookup ? await c.var.actorLookup : c.var.actor;
  if (!actor) throw new AppError("unauthorized");
  c.set("actor", actor);
  return actor;
}
