import SchemaBuilder from "@pothos/core";
import type { Actor } from "../../domain/access/actor.ts";
import type { Locale } from "../context.ts";
import type { AppServices } from "../services.ts";

export interface GraphQLContext {
  actor: Actor | null;
  services: AppServices;
  locale: Locale;
  userAgent?: string;
  clientIp: string;
  /** The origin the request came to (mail links when PUBLIC_URL is unset). */
  origin: string;
  /** Headers the transport adds to the response (Set-Cookie at sign-in and sign-out, Retry-After). */
  responseHeaders: [string, string][];
}

export const builder = new SchemaBuilder<{ Context: GraphQLContext }>({});

builder.queryType({});
