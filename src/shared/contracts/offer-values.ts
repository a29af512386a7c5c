import type { OfferInput, OfferPlace, OfferRecord } from "./offers.ts";

/** An offer's place as a form sends it (the town by its id, so it is the same town again). */
const placeValues = (p: OfferPlace) => ({
  country: p.country,
  postalCode: p.postalCode,
  city: p.city,
  ...(p.cityId === null ? {} : { cityId: p.cityId }),
});

/**
 * An offer as the input that would post it again: the edit form's first values, and a
 * duplicate's (spec §2 "archive and duplicate"), whose dates the user then changes.
 */
export function offerValues(o: OfferRecord): OfferInput {
  const common = {
    loading: o.loading.map(placeValues),
    unloading: o.unloading.map(placeValues),
    loadFrom: o.loadFrom,
    loadTo: o.loadTo ?? undefined,
    price: o.price ?? undefined,
    currency: o.currency ?? undefined,
    paymentDays: o.paymentDays ?? undefined,
    visibility: o.visibility,
    partners: o.partners,
    contactUserId: o.contactUserId ?? undefined,
    notes: o.notes ?? undefined,
  };
  if (o.kind === "vehicle")
    return {
      ...common,
      kind: "vehicle",
      vehicleId: o.vehicleId ?? "",
      destRadiusKm: o.destRadiusKm ?? undefined,
      destCountries: o.destCountries,
    };
  return {
    ...common,
    kind: "load",
    unloadFrom: o.unloadFrom ?? undefined,
    unloadTo: o.unloadTo ?? undefined,
    goods: o.goods ?? undefined,
    weightKg: o.weightKg,
    volumeM3: o.volumeM3 ?? undefined,
    loadingMetres: o.loadingMetres ?? undefined,
    bodyTypes: o.bodyTypes,
    adr: o.adr,
    temperatureMin: o.temperatureMin ?? undefined,
    temperatureMax: o.temperatureMax ?? undefined,
  };
}

/** The dates a duplicate takes (the rest is the original's). */
export interface DuplicateDates {
  loadFrom?: string;
  loadTo?: string;
  unloadFrom?: string;
  unloadTo?: string;
}
