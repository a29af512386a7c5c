import { Outlet } from "react-router";
import { requireActor } from "../../lib/loader-guards.server.ts";
import type { Route } from "./+types/signed-in";

/**
 * Route guard for every non-public page: without a signed-in user, redirect to /zaloguj
 * with `returnTo` holding the full requested path and query. Runs on the server for documents
 * and for client navigations (the loader below makes every navigation reach the server).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireActor(context, request);
  },
];

export const loader = () => null;

export default function SignedIn() {
  return <Outlet />;
}
