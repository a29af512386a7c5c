import { describe, expect, it } from "vitest";
import { countryByCode, countryByName, listCountries } from "./countries.ts";
import { validatePlace } from "./place-validator.ts";

describe("countries", () => {
  it("finds a country by code in any case and by name in either language", () => {
    expect(countryByCode("pl")?.pl).toBe("Polska");
    expect(countryByName("niemcy")?.code).toBe("DE");
    expect(countryByName("Germany")?.code).toBe("DE");
    expect(countryByName("wlochy")?.code).toBe("IT");
    expect(countryByName("Czechia")?.code).toBe("CZ");
    expect(countryByCode("XX")).toBeUndefined();
  });

  it("lists every European country with names in both languages, in the language's order", () => {
    const europe = listCountries("pl", { europeOnly: true });
    for (const code of ["PL", "DE", "FR", "GB", "UA", "NO", "CH", "IS", "XK"]) {
      expect(
        europe.some((c) => c.code === code && c.pl && c.en),
        code,
      ).toBe(true);
    }
    const names = europe.map((c) => c.pl);
    expect(names.indexOf("Łotwa")).toBeGreaterThan(names.indexOf("Litwa"));
    expect(listCountries("en").length).toBeGreaterThanOrEqual(249);
  });
});

describe("validatePlace (spec §5, first error of §8)", () => {
  const place = { country: "PL", postalCode: "31-000", city: "Kraków" };

  it("names the first missing part: country, then postal code, then city", () => {
    expect(validatePlace({})).toEqual({ ok: false, error: { field: "country", code: "required" } });
    expect(validatePlace({ city: "Kraków" })).toMatchObject({ error: { field: "country" } });
    expect(validatePlace({ country: "PL", city: "Kraków" })).toEqual({
      ok: false,
      error: { field: "postalCode", code: "required" },
    });
    expect(validatePlace({ ...place, city: " " })).toEqual({ ok: false, error: { field: "city", code: "required" } });
  });

  it("refuses an unknown country, a postal code of the wrong shape and a town not in the data", () => {
    expect(validatePlace({ ...place, country: "Atlantyda" })).toMatchObject({ error: { code: "countryUnknown" } });
    expect(validatePlace({ ...place, postalCode: "3100" })).toEqual({
      ok: false,
      error: { field: "postalCode", code: "postalCodeFormat", example: "00-950" },
    });
    expect(validatePlace({ ...place, city: "Krakówek Wielki" })).toMatchObject({ error: { code: "cityNotFound" } });
  });

  it("gives back the place canonical, with the town's id and coordinates", () => {
    const checked = validatePlace({ country: "polska", postalCode: "31000", city: "krakow" });
    expect(checked).toMatchObject({ ok: true, place: { country: "PL", postalCode: "31-000", city: "Kraków" } });
    const picked = checked.ok ? checked.place : undefined;
    expect(picked?.lat).toBeCloseTo(50.06, 1);
    expect(validatePlace({ country: "DE", postalCode: "80331", cityId: picked?.cityId })).toMatchObject({
      error: { field: "city", code: "cityNotInCountry" },
    });
    expect(validatePlace({ country: "PL", postalCode: "31-000", cityId: picked?.cityId }, "en")).toMatchObject({
      ok: true,
      place: { city: "Kraków", cityId: picked?.cityId },
    });
  });

  it("takes a town outside Europe as written, without coordinates", () => {
    expect(validatePlace({ country: "US", postalCode: "10001", city: "New York" })).toEqual({
      ok: true,
      place: { country: "US", postalCode: "10001", city: "New York" },
    });
  });
});
