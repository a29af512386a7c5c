import type { OfferPlace, OfferValues } from "../../shared/contracts/offers.ts";
import type { PlaceInput } from "../../shared/contracts/places.ts";
import { AppError } from "../errors.ts";
import type { PlaceLanguage } from "../places/countries.ts";
import { validatePlace } from "../places/place-validator.ts";

export interface ResolvedPlaces {
  loading: OfferPlace[];
  unloading: OfferPlace[];
}

/**
 * Every place of an offer checked as `/place` checks one (spec §5: country, postal code and town;
 * §8: the first error of each place), canonical and with its town's coordinates. All places are
 * judged before anything is refused, so the form shows each wrong place at once, as
 * `loading.0.postalCode` and the like.
 */
export function resolvePlaces(values: OfferValues, lang: PlaceLanguage): ResolvedPlaces {
  const fields: Record<string, string[]> = {};
  const side = (role: "loading" | "unloading", list: PlaceInput[]) =>
    list.flatMap((input, i) => {
      const check = validatePlace(input, lang);
      if (!check.ok) {
        fields[`${role}.${i}.${check.error.field}`] = [check.error.code];
        return [];
      }
      const p = check.place;
      return [
        {
          country: p.country,
          postalCode: p.postalCode,
          city: p.city,
          cityId: p.cityId ?? null,
          lat: p.lat ?? null,
          lon: p.lon ?? null,
        },
      ];
    });
  const loading = side("loading", values.loading);
  const unloading = side("unloading", values.unloading);
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  return { loading, unloading };
}

/** The columns of the offer row that a search reads: the first loading and last unloading place. */
export function routeColumns({ loading, unloading }: ResolvedPlaces) {
  const origin = loading[0]!;
  const dest = unloading.at(-1);
  return {
    originCountry: origin.country,
    originPostalCode: origin.postalCode,
    originCity: origin.city,
    originLat: origin.lat,
    originLon: origin.lon,
    destCountry: dest?.country ?? null,
    destPostalCode: dest?.postalCode ?? null,
    destCity: dest?.city ?? null,
    destLat: dest?.lat ?? null,
    destLon: dest?.lon ?? null,
  };
}
