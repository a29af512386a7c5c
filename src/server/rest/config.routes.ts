import { createRoute, z } from "@hono/zod-openapi";
import { createRouter, publicErrorResponses } from "./openapi.ts";

export const PublicConfigSchema = z
  .object({
    locales: z.array(z.enum(["pl", "en"])),
    defaultLocale: z.literal("pl"),
    timeZone: z.string(),
    dateFormat: z.string(),
  })
  .openapi("PublicConfig");

const publicConfig = createRoute({
  method: "get",
  path: "/config/app",
  tags: ["config"],
  summary: "Public settings the client needs before sign-in",
  security: [],
  responses: {
    200: { description: "Settings", content: { "application/json": { schema: PublicConfigSchema } } },
    ...publicErrorResponses,
  },
});

/** Locales (pl the default), time zone and date format: a shared object so every answer is the same bytes. */
const PUBLIC_CONFIG = {
  locales: ["pl", "en"] as ("pl" | "en")[],
  defaultLocale: "pl" as const,
  timeZone: "Europe/Berlin",
  dateFormat: "YYYY-MM-DD HH:mm",
};

export const configRoutes = createRouter({ public: true }).openapi(publicConfig, (c) => c.json(PUBLIC_CONFIG, 200));
