import SchemaBuilder from "@pothos/core";
import type { Actor } from "../../domain/accounts/session.service.ts";
import type { Locale } from "../context.ts";
import type { AppServices } from "../services.ts";

export interface GraphQLContext {
  actor: Actor | null;
  services: AppServices;
  locale: Locale;
  userAgent?: string;
  /** Set-Cookie values the transport adds to the response (sign-in, sign-out). */
  setCookies: string[];
}

export const builder = new SchemaBuilder<{ Context: GraphQLContext }>({});

builder.queryType({});
