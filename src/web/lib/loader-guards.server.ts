import { data, redirect, type RouterContextProvider } from "react-router";
import type { Actor } from "../../domain/access/actor.ts";
import { signInRedirect } from "../../shared/public-paths.ts";
import { requestPath } from "../../shared/route-table.ts";
import { appErrorOf } from "../../shared/session-cookie.ts";
import { webContext } from "./web-context.ts";

type Context = Readonly<RouterContextProvider>;

/** The sign-in page, coming back to the requested path and query afterwards. */
export function signInRedirectFor(request: Request): Response {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const query = url.searchParams.toString();
  return redirect(signInRedirect(`${requestPath(request)}${query ? `?${query}` : ""}`));
}

/**
 * The signed-in user, or the request ends here: with the request, a redirect to sign-in that
 * comes back to it; without one, 401. Past this guard a loader or action holds a real Actor.
 */
export function requireActor(context: Context, request?: Request): Actor {
  const { actor } = context.get(webContext);
  if (actor) return actor;
  throw request ? signInRedirectFor(request) : data(null, { status: 401 });
}

/**
 * The page's answer to a refusal from the domain: an AppError becomes a response with its status
 * (the area's error boundary says what it means: 403, 404, 409…), or what `on` gives for that
 * status (a redirect, say). Anything else is a failure and stays one.
 */
export function appErrorResponse(error: unknown, on: Partial<Record<number, () => Response>> = {}): unknown {
  const refused = appErrorOf(error);
  if (!refused) return error;
  return on[refused.status]?.() ?? data(null, { status: refused.status });
}

/** Runs a loader's reads; a refusal from the domain is thrown as its response (see appErrorResponse). */
export async function orErrorResponse<T>(
  work: () => Promise<T>,
  on?: Partial<Record<number, () => Response>>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw appErrorResponse(error, on);
  }
}
