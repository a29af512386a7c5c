import type { Context, MiddlewareHandler } from "hono";
import type { Actor } from "../domain/access/actor.ts";
import { AppError } from "../domain/errors.ts";
import { getCookie } from "hono/cookie";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "./context.ts";

import { SESSION_COOKIE } from "../shared/session-cookie.ts";

/**
 * The one seam for work that overlaps the session lookup (ADR 020). A route that reads what it
 * can before it needs the user lists this among its middleware, and awaits `awaitActor(c)` before
 * using anything it read: for it the session middleware leaves the lookup running (`actorLookup`,
 * `actor` null until awaited); every other route runs with `actor` known. Sending a chat message
 * reads the thread and its messages meanwhile: one database round trip less before the model is
 * asked. It does nothing itself: it only marks the route.
 */
export const readsDuringSessionLookup: MiddlewareHandler<AppEnv> = (_c, next) => next();

/**
 * Whether the route this request matched is marked with `readsDuringSessionLookup`. Hono wraps a
 * mounted sub-app's handlers (`app.route`) and keeps each original under `__COMPOSED_HANDLER`.
 */
function overlapsSessionLookup(c: Context<AppEnv>): boolean {
  for (const route of matchedRoutes(c))
    for (
      let h: unknown = route.handler;
      typeof h === "function";
      h = (h as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER
    )
      if (h === readsDuringSessionLookup) return true;
  return false;
}

/** Reads the session from the httpOnly cookie (web) or `Authorization: Bearer` (API clients). */
export const sessionFromRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization");
  const bearer = header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;
  const token = bearer || getCookie(c, SESSION_COOKIE);
  if (token && overlapsSessionLookup(c)) {
    const lookup = c.var.services.accounts.actorFromToken(token);
    lookup.catch(() => {}); // the route awaits it and answers its failure
    c.set("actorLookup", lookup);
    c.set("actor", null);
  } else c.set("actor", token ? await c.var.services.accounts.actorFromToken(token) : null);
  await next();
};

/** The acting user, once the session is known; `unauthorized` without one. */
export async function awaitActor(c: Context<AppEnv>): Promise<Actor> {
  const actor = c.var.actorLookup ? await c.var.actorLookup : c.var.actor;
  if (!actor) throw new AppError("unauthorized");
  c.set("actor", actor);
  return actor;
}
