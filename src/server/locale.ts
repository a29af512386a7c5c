import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { type AppEnv, isLocale } from "./context.ts";

export const LOCALE_COOKIE = "locale";

/** Polish unless the `locale` cookie says otherwise (Polish is the default and the fallback). */
export const localeFromRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cookie = getCookie(c, LOCALE_COOKIE);
  c.set("locale", isLocale(cookie) ? cookie : "pl");
  await next();
};
