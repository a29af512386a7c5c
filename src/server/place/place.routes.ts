import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../domain/errors.ts";
import { citySearchQuery, countryListQuery, PLACE_LANGUAGES, placeInput } from "../../shared/contracts/places.ts";
import { apiBodyLimit } from "../body-limit.ts";
import type { AppEnv } from "../context.ts";
import { errorResponse, fieldsFromZod } from "../errors.ts";
import { UNKNOWN_PARAMETER } from "../rest/openapi.ts";

/** A place is a few short texts: a body over this is no place. */
export const PLACE_BODY_LIMIT = 4 * 1024;

/** The query checked by its contract; a parameter the contract does not name is refused. */
function parsed<S extends z.ZodObject>(schema: S, query: Record<string, string>): z.infer<S> {
  const unknown = Object.keys(query).filter((name) => !(name in schema.shape));
  if (unknown.length) {
    throw new AppError("validation", { fields: Object.fromEntries(unknown.map((n) => [n, [UNKNOWN_PARAMETER]])) });
  }
  const result = schema.safeParse(query);
  if (!result.success) throw new AppError("validation", { fields: fieldsFromZod(result.error) });
  return result.data;
}

/** The language of the answer's names: asked, else the request's. */
const validateQuery = z.object({ lang: z.enum(PLACE_LANGUAGES).optional() });

/**
 * `/place` (spec §7): the place picker's calls. Public (the data is public and a guest's form may
 * hold a place) and charged per client like the other public lookups.
 * - GET /place/countries?lang=pl&europe=true: the countries by name, with their postal example;
 * - GET /place/cities?q=krak&country=PL&lang=pl&limit=10: towns by the start of a name; a typed
 *   postal code (with `country`) answers its format check in `postal`;
 * - POST /place/validate `{ country, postalCode, city, cityId? }` (`?lang=`): `{ ok: true, place }`
 *   (canonical postal code, the town's id and coordinates) or `{ ok: false, error: { field, code,
 *   example? } }`, the first error only (spec §8); both 200, the check itself succeeded.
 */
export const placeRoutes = new Hono<AppEnv>()
  .use(apiBodyLimit(PLACE_BODY_LIMIT))
  .get("/countries", async (c) => {
    try {
      const { lang = c.var.locale, europe } = parsed(countryListQuery, c.req.query());
      return c.json({ countries: await c.var.services.places.countryList(lang, europe === "true", c.var.clientIp) });
    } catch (error) {
      return errorResponse(c, error);
    }
  })
  .get("/cities", async (c) => {
    try {
      const query = parsed(citySearchQuery, c.req.query());
      const lang = query.lang ?? c.var.locale;
      return c.json(await c.var.services.places.searchPlaces({ ...query, lang }, c.var.clientIp));
    } catch (error) {
      return errorResponse(c, error);
    }
  })
  .post("/validate", async (c) => {
    try {
      const lang = parsed(validateQuery, c.req.query()).lang ?? c.var.locale;
      const body: unknown = await c.req.json().catch(() => {
        throw new AppError("validation", { fields: { _: ["invalidJson"] } });
      });
      const input = placeInput.safeParse(body);
      if (!input.success) throw new AppError("validation", { fields: fieldsFromZod(input.error) });
      return c.json(await c.var.services.places.checkPlace(input.data, lang, c.var.clientIp));
    } catch (error) {
      return errorResponse(c, error);
    }
  });
