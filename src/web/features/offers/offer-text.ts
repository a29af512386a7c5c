import type { OfferListItem } from "../../../shared/contracts/offer-search.ts";
import type { OfferRecord } from "../../../shared/contracts/offers.ts";
import { formatNumber } from "../../../shared/format.ts";

type T = (key: string, vars?: Record<string, string | number | undefined>) => string;
type Place = { country: string; postalCode: string; city: string };

/** "PL 50-001 Wrocław" */
export const placeText = (p: Place) => `${p.country} ${p.postalCode} ${p.city}`;

/** "Wrocław (PL) → Lyon (FR)"; a vehicle going anywhere ends with the translated "anywhere". */
export const routeText = (origin: Place, dest: Place | null, t: T) =>
  `${origin.city} (${origin.country}) → ${dest ? `${dest.city} (${dest.country})` : t("offers:list.anywhere")}`;

/** A date or a window of dates: "2026-12-01" or "2026-12-01 – 2026-12-03". */
export const windowText = (from: string | null, to: string | null) =>
  from && to && to !== from ? `${from} – ${to}` : (from ?? "");

export const priceText = (price: number | null, currency: string | null, locale: string, t: T) =>
  price === null ? t("offers:list.noPrice") : `${formatNumber(price, locale, 2)} ${currency ?? ""}`.trim();

export const weightText = (kg: number, locale: string) => `${formatNumber(kg, locale, 0)} kg`;

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
