import { data, redirect } from "react-router";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { webContext } from "../../lib/web-context.ts";
import { filterLink } from "./offer-text.ts";
import type { Route } from "../../routes/offers/+types/exchange";

/** The page's own URL with a notice, for a form posted without JavaScript. */
function back(request: Request, done: string) {
  const url = new URL(request.url);
  url.searchParams.set("done", done);
  for (const own of ["_routes", "index"]) url.searchParams.delete(own);
  // The page's own path: a post from the page's script goes to `/ongoing/offers.data`.
  return redirect(`/ongoing/offers?${url.searchParams}`);
}

/** A saved search's filter: the search form's query, without the page's own parameters. */
function filterOf(query: string) {
  const params = new URLSearchParams(query.slice(0, 2000));
  const filter: Record<string, string | string[]> = {};
  for (const [k, v] of params) {
    if (["tab", "since", "after", "done", "originCity", "destCity"].includes(k) || !v) continue;
    if (k === "bodyTypes") filter.bodyTypes = [...((filter.bodyTypes as string[]) ?? []), v];
    else filter[k] = v;
  }
  return filter;
}

/**
 * The exchange page's posts: pin and unpin an offer (answered in place for the list's fetchers),
 * the refresh and compact toggles, and saving or deleting a saved search.
 */
export async function exchangeAction({ request, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const offerId = String(form.get("offerId") ?? "").slice(0, 64);
  try {
    switch (intent) {
      case "pin":
        return data(await services.offers.pinOffer(actor, offerId));
      case "unpin":
        return data(await services.offers.unpinOffer(actor, offerId));
      case "toggles":
        await services.offers.setExchangeToggles(actor, {
          autoRefresh: form.get("autoRefresh") === "on",
          compact: form.get("compact") === "on",
        });
        return back(request, "toggles");
      case "saveFilter": {
        const saved = await services.offers.saveFilter(actor, {
          name: String(form.get("name") ?? "").slice(0, 200),
          kind: String(form.get("kind") ?? ""),
          filter: filterOf(String(form.get("query") ?? "")),
        });
        // The page's "only new" mark goes along, so the page opens without a second redirect.
        const since = String(form.get("since") ?? "").slice(0, 40);
        return redirect(`${filterLink(saved.kind, saved.filter)}${since ? `&since=${encodeURIComponent(since)}` : ""}`);
      }
      case "deleteFilter":
        await services.offers.deleteSavedFilter(actor, String(form.get("filterId") ?? "").slice(0, 64));
        return back(request, "filterDeleted");
    }
  } catch (error) {
    return formRefusal(error, { intent });
  }
  return data({ ok: false as const, code: "invalidInputObject", fields: {}, intent }, { status: 400 });
}
