import { formatNumber } from "../../shared/format.ts";

/**
 * The freight exchange's words for places, routes, dates, prices and weights, shared by the
 * offers, the negotiation and the transactions (each feature imports them from here).
 */
export type T = (key: string, vars?: Record<string, string | number | undefined>) => string;
export type Place = { country: string; postalCode: string; city: string };

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
