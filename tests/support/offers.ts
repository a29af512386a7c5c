import { addDays, todayInPoland } from "../../src/shared/contracts/offers.ts";

/** An ISO date `days` from today in Poland (the day the offers' date rules are judged by). */
export const inDays = (days: number) => addDays(todayInPoland(), days);

/** A load offer from Wrocław to Lyon loading on `from`, unloading two days later; `over` replaces fields. */
export const loadOffer = (from = inDays(1), over: Record<string, unknown> = {}) => ({
  kind: "load" as const,
  loading: [{ country: "PL", postalCode: "50-001", city: "Wrocław" }],
  unloading: [{ country: "FR", postalCode: "69001", city: "Lyon" }],
  loadFrom: from,
  unloadFrom: addDays(from, 2),
  goods: "Palety z ceramiką",
  weightKg: 12000,
  bodyTypes: ["curtain", "box"],
  price: 5200,
  currency: "EUR",
  ...over,
});
