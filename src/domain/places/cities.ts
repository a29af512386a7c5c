import fs from "node:fs";
import path from "node:path";
import { PLACES_DATA_DIR, type PlaceLanguage } from "./countries.ts";
import { EXONYMS } from "./exonyms.ts";
import { fold } from "./fold.ts";

/** A town of the dataset (GeoNames, Europe, at least 1 000 people). */
export interface City {
  /** GeoNames id. */
  id: number;
  /** The name in the asked language (an exonym where there is one), else the dataset's. */
  name: string;
  /** The dataset's own name. */
  geonamesName: string;
  country: string;
  lat: number;
  lon: number;
  population: number;
}

interface Row {
  id: number;
  name: string;
  country: string;
  lat: number;
  lon: number;
  population: number;
  pl?: string;
  en?: string;
}

/** One searchable key: a folded name, or the rest of one from a later word ("main" of "frankfurt am main"). */
interface Key {
  key: string;
  row: number;
  /** 0: the whole name, 1: from a later word. */
  tier: 0 | 1;
}

interface CityIndex {
  rows: Row[];
  byId: Map<number, number>;
  keys: Key[];
}

export const CITIES_FILE = path.join(PLACES_DATA_DIR, "cities-europe.tsv");

function parse(text: string): Row[] {
  const rows: Row[] = [];
  for (const line of text.split("\n").slice(1)) {
    if (!line) continue;
    const [id, name, country, lat, lon, population] = line.split("\t") as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const extra = EXONYMS[`${country}|${name}`];
    rows.push({ id: +id, name, country, lat: +lat, lon: +lon, population: +population, pl: extra?.pl, en: extra?.en });
  }
  return rows;
}

function keysOf(row: Row, at: number): Key[] {
  const names = new Set([row.name, row.pl, row.en, ...(EXONYMS[`${row.country}|${row.name}`]?.other ?? [])]);
  const out: Key[] = [];
  for (const name of names) {
    if (!name) continue;
    const words = fold(name).split(" ");
    out.push({ key: words.join(" "), row: at, tier: 0 });
    for (let i = 1; i < words.length; i++) out.push({ key: words.slice(i).join(" "), row: at, tier: 1 });
  }
  return out;
}

/** The dataset read and indexed: sorted keys for a prefix search by binary search. */
export function buildCityIndex(text: string): CityIndex {
  const rows = parse(text);
  const keys = rows.flatMap(keysOf);
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { rows, byId: new Map(rows.map((r, i) => [r.id, i])), keys };
}

let loaded: CityIndex | undefined;
/** Read on first use (about 2.4 MB; ADR 026 gives the time and memory), then kept. */
export const cityIndex = () => (loaded ??= buildCityIndex(fs.readFileSync(CITIES_FILE, "utf8")));

const shown = (row: Row, lang: PlaceLanguage): City => ({
  id: row.id,
  name: row[lang] ?? row.name,
  geonamesName: row.name,
  country: row.country,
  lat: row.lat,
  lon: row.lon,
  population: row.population,
});

/** The first key at or after `prefix`. */
function lowerBound(keys: Key[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]!.key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface CitySearch {
  query: string;
  lang: PlaceLanguage;
  /** Only this country's towns (alpha-2). */
  country?: string;
  limit?: number;
}

export const CITY_LIMIT_DEFAULT = 10;

/** The rows matching a search, best first, each with its rank (0: a name typed whole). */
function ranked({ query, country, limit = CITY_LIMIT_DEFAULT }: Omit<CitySearch, "lang">, index: CityIndex) {
  const prefix = fold(query);
  if (!prefix) return [];
  const wanted = country?.toUpperCase();
  const best = new Map<number, number>();
  for (let i = lowerBound(index.keys, prefix); i < index.keys.length; i++) {
    const { key, row, tier } = index.keys[i]!;
    if (!key.startsWith(prefix)) break;
    if (wanted && index.rows[row]!.country !== wanted) continue;
    const rank = key === prefix && tier === 0 ? 0 : tier + 1;
    if (rank < (best.get(row) ?? 3)) best.set(row, rank);
  }
  return [...best]
    .sort(([a, ra], [b, rb]) => ra - rb || index.rows[b]!.population - index.rows[a]!.population)
    .slice(0, limit);
}

/**
 * Towns whose name (in any language the data has) or a later word of it starts with the query,
 * ignoring case and diacritics: a name typed whole first, then whole-name prefixes, then later
 * words; within each, the larger town first.
 */
export function searchCities(search: CitySearch, index = cityIndex()): City[] {
  return ranked(search, index).map(([row]) => shown(index.rows[row]!, search.lang));
}

/** The town of a GeoNames id, if the dataset has it. */
export function cityById(id: number, lang: PlaceLanguage, index = cityIndex()): City | undefined {
  const at = index.byId.get(id);
  return at === undefined ? undefined : shown(index.rows[at]!, lang);
}

/** The largest town of a country whose name in any language is exactly `name` (case and diacritics ignored). */
export function cityByName(country: string, name: string, lang: PlaceLanguage, index = cityIndex()) {
  const [found] = ranked({ query: name, country, limit: 1 }, index);
  return found && found[1] === 0 ? shown(index.rows[found[0]]!, lang) : undefined;
}
