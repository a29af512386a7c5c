import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fold } from "./fold.ts";

/** Where the generated dataset lives (scripts/build-places.mjs writes it; ADR 026). */
export const PLACES_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "data");

export type PlaceLanguage = "pl" | "en";

/** An ISO 3166-1 country with its names in both languages (i18n-iso-countries). */
export interface Country {
  /** Alpha-2 code, upper case. */
  code: string;
  pl: string;
  en: string;
  /** Other names it goes by in either language ("UK", "Czechia"). */
  aliases: string[];
  /** Counted as Europe: its cities are in the dataset. */
  europe: boolean;
}

interface CountryIndex {
  list: Country[];
  byCode: Map<string, Country>;
  byName: Map<string, Country>;
}

let index: CountryIndex | undefined;

function load(): CountryIndex {
  const list = JSON.parse(fs.readFileSync(path.join(PLACES_DATA_DIR, "countries.json"), "utf8")) as Country[];
  const byCode = new Map(list.map((c) => [c.code, c]));
  const byName = new Map<string, Country>();
  for (const country of list) {
    for (const name of [country.pl, country.en, ...country.aliases]) {
      const key = fold(name);
      if (!byName.has(key)) byName.set(key, country);
    }
  }
  return { list, byCode, byName };
}

const countries = () => (index ??= load());

/** The country of an alpha-2 code, in any case; undefined for an unknown code. */
export function countryByCode(code: string): Country | undefined {
  return countries().byCode.get(code.trim().toUpperCase());
}

/** The country a name means, in Polish or English, ignoring case and diacritics ("Niemcy", "germany"). */
export function countryByName(name: string): Country | undefined {
  return countries().byName.get(fold(name));
}

/** The country a code or a name means. */
export function findCountry(codeOrName: string): Country | undefined {
  return countryByCode(codeOrName) ?? countryByName(codeOrName);
}

/** The countries sorted by their name in `lang` (Polish collation for Polish); Europe only if asked. */
export function listCountries(lang: PlaceLanguage, options: { europeOnly?: boolean } = {}): Country[] {
  const collator = new Intl.Collator(lang);
  return countries()
    .list.filter((c) => !options.europeOnly || c.europe)
    .sort((a, b) => collator.compare(a[lang], b[lang]));
}

/** A country's name in `lang`. */
export const countryName = (country: Country, lang: PlaceLanguage) => country[lang];
