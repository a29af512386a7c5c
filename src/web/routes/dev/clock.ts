import { data } from "react-router";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/clock";

/**
 * /dev/clock: the deals' clock (issue 28), outside production only, so that a browser journey can
 * let a transaction's loading and unloading days pass. GET tells the offset; POST `days` sets it
 * (0 puts it back). Production answers 404 to both.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  if (services.config.isProduction) throw data(null, { status: 404 });
  return Response.json({ days: services.deals.clock.offsetMs / 86_400_000 });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services } = context.get(webContext);
  if (services.config.isProduction) throw data(null, { status: 404 });
  const days = Number((await request.formData()).get("days"));
  if (!Number.isFinite(days) || Math.abs(days) > 400) return Response.json({ error: "days" }, { status: 400 });
  services.deals.clock.offsetMs = days * 86_400_000;
  return Response.json({ days });
}
