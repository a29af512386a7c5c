import { createContext } from "react-router";
import type { Actor } from "../../domain/access/actor.ts";
import type { Locale } from "../../server/context.ts";
import type { AppServices } from "../../server/services.ts";

/** What the server hands every loader and action (see src/server/web.ts). */
export interface WebContext {
  services: AppServices;
  actor: Actor | null;
  nonce: string;
  locale: Locale;
  requestId: string;
  clientIp: string;
}

export const webContext = createContext<WebContext>();
