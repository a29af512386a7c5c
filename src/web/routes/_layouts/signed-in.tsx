import { Outlet, redirect } from "react-router";
import { signInRedirect } from "../../../shared/public-paths.ts";
import { requestPath } from "../../../shared/route-table.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/signed-in";

/**
 * Spec §6 route guard for every non-public page: without a signed-in user, redirect to /zaloguj
 * with `returnTo` holding the full requested path and query. Runs on the server for documents
 * and for client navigations (the loader below makes every navigation reach the server).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    if (context.get(webContext).actor) return;
    const url = new URL(request.url);
    const path = requestPath(request);
    url.searchParams.delete("_routes");
    const query = url.searchParams.toString();
    throw redirect(signInRedirect(`${path}${query ? `?${query}` : ""}`));
  },
];

export const loader = () => null;

export default function SignedIn() {
  return <Outlet />;
}
