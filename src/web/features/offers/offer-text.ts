import type { OfferListItem } from "../../../shared/contracts/offer-search.ts";
import type { OfferRecord } from "../../../shared/contracts/offers.ts";

export { placeText, priceText, routeText, weightText, windowText } from "../../lib/freight-text.ts";

/** A record as a row of a list (the company's own and pinned offers use the search's rows). */
export function itemOf(o: OfferRecord, pinned: boolean): OfferListItem {
  const place = (p: OfferRecord["loading"][number] | undefined) =>
    p ? { country: p.country, postalCode: p.postalCode, city: p.city } : null;
  return {
    id: o.id,
    kind: o.kind,
    companyId: o.companyId,
    companyName: o.companyName,
    origin: place(o.loading[0])!,
    dest: place(o.unloading.at(-1)),
    loadFrom: o.loadFrom,
    loadTo: o.loadTo,
    unloadFrom: o.unloadFrom,
    unloadTo: o.unloadTo,
    weightKg: o.weightKg,
    bodyTypes: o.bodyTypes,
    price: o.price,
    currency: o.currency,
    visibility: o.visibility,
    createdAt: o.createdAt.toISOString(),
    distanceKm: null,
    pinned,
    own: o.own,
    isNew: false,
  };
}

/** The exchange's URL of a saved search (its list's tab and its filter's fields). */
export function filterLink(kind: string, filter: unknown) {
  const params = new URLSearchParams({ tab: kind === "vehicle" ? "vehicles" : "loads" });
  for (const [k, v] of Object.entries((filter ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  }
  return `/ongoing/offers?${params}`;
}
