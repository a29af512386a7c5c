import type { Actor } from "../domain/access/actor.ts";
import type { AppServices } from "./services.ts";

/** Per-request variables every middleware and route can read (Hono `c.var`). */
export interface AppEnv {
  Variables: {
    requestId: string;
    nonce: string;
    services: AppServices;
    actor: Actor | null;
    /**
     * The session still being looked up, on the routes that start their own reads meanwhile
     * (auth.ts, readsDuringSessionLookup); `actor` is null there until the route has awaited it.
     */
    actorLookup?: Promise<Actor | null>;
    locale: Locale;
    /** The client's address, the key of per-client rate limits. */
    clientIp: string;
  };
}

export const locales = ["pl", "en"] as const;
export type Locale = (typeof locales)[number];
export const isLocale = (value: unknown): value is Locale => value === "pl" || value === "en";
