import { describe, expect, it } from "vitest";
import { buildCityIndex, cityById, cityByName, cityIndex, searchCities } from "./cities.ts";
import { countryByCode } from "./countries.ts";
import { EXONYMS } from "./exonyms.ts";

const names = (query: string, lang: "pl" | "en" = "pl", country?: string) =>
  searchCities({ query, lang, country }).map((c) => `${c.name}/${c.country}`);

describe("searchCities on the shipped dataset", () => {
  it("finds Polish towns without their diacritics or capitals", () => {
    expect(names("lodz")[0]).toBe("Łódź/PL");
    expect(names("krak")[0]).toBe("Kraków/PL");
    expect(names("KRAKÓW")[0]).toBe("Kraków/PL");
    expect(names("wroc")[0]).toBe("Wrocław/PL");
    expect(names("bielsko biala")[0]).toBe("Bielsko-Biała/PL");
  });

  it("finds a town by its Polish and its English name and shows the asked language's", () => {
    const [pl] = searchCities({ query: "warszawa", lang: "pl" });
    const [en] = searchCities({ query: "warsaw", lang: "en" });
    expect(pl?.id).toBe(en?.id);
    expect([pl?.name, en?.name]).toEqual(["Warszawa", "Warsaw"]);
    expect(names("monachium")[0]).toBe("Monachium/DE");
    expect(names("munchen", "en")[0]).toBe("Munich/DE");
    expect(names("cologne", "en")[0]).toBe("Cologne/DE");
    expect(names("koln")[0]).toBe("Kolonia/DE");
  });

  it("puts larger towns first, at most ten unless asked, within a country if asked", () => {
    const found = searchCities({ query: "ber", lang: "pl" });
    expect(found).toHaveLength(10);
    expect(found[0]?.name).toBe("Berlin");
    const populations = found.map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(searchCities({ query: "ber", lang: "pl", limit: 3 })).toHaveLength(3);
    expect(names("praga")[0]).toBe("Praga/CZ");
    expect(names("praga", "pl", "pl")[0]).toBe("Praga Południe/PL");
  });

  it("finds nothing for an empty query or one no town starts with", () => {
    expect(searchCities({ query: " - ", lang: "pl" })).toEqual([]);
    expect(searchCities({ query: "qqqzzz", lang: "pl" })).toEqual([]);
  });

  it("holds only European towns of at least 1 000 people, and every exonym's town once", () => {
    const { rows } = cityIndex();
    expect(rows.length).toBeGreaterThan(50_000);
    expect(rows.every((r) => r.population >= 1000 && countryByCode(r.country)?.europe)).toBe(true);
    for (const key of Object.keys(EXONYMS)) {
      expect(
        rows.filter((r) => `${r.country}|${r.name}` === key),
        key,
      ).toHaveLength(1);
    }
  });

  it("gives a town by its id and by its exact name in any language", () => {
    const krakow = cityByName("PL", "cracow", "pl");
    expect(krakow?.name).toBe("Kraków");
    expect(cityById(krakow!.id, "en")?.lat).toBeCloseTo(50.06, 1);
    expect(cityByName("PL", "krak", "pl")).toBeUndefined();
    expect(cityById(-1, "pl")).toBeUndefined();
  });
});

describe("searchCities ranking", () => {
  const index = buildCityIndex(
    [
      "id\tname\tcountry\tlat\tlon\tpopulation",
      "1\tNowa Sól\tPL\t51.8\t15.7\t39000",
      "2\tNowa Ruda\tPL\t50.6\t16.5\t22000",
      "3\tSól\tPL\t49.5\t19.0\t1200",
      "4\tNowogard\tPL\t53.7\t15.1\t16000",
    ].join("\n"),
  );
  const ids = (query: string) => searchCities({ query, lang: "pl" }, index).map((c) => c.id);

  it("ranks a name typed whole, then names that start so, then later words, each by population", () => {
    expect(ids("now")).toEqual([1, 2, 4]);
    expect(ids("sol")).toEqual([3, 1]);
    expect(ids("nowa sol")).toEqual([1]);
  });
});
