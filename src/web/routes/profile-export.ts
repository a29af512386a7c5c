import { webContext } from "../lib/web-context.ts";
import { requireActor } from "../lib/loader-guards.server.ts";
import type { Route } from "./+types/profile-export";

/** GET /profile/export: the signed-in user's data as a JSON download (behind the guard). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const data = await context.get(webContext).services.accounts.exportUserData(actor);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="przewodnik-moje-dane-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
