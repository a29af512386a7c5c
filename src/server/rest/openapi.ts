import { OpenAPIHono, z } from "@hono/zod-openapi";
import { AppError } from "../../domain/errors.ts";
import { awaitActor } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { fieldsFromZod } from "../errors.ts";

/**
 * A REST router whose validation failures are the catalogued `validation` error (DESIGN §4). On a
 * router of signed-in operations (the default), a request without a valid session is answered 401
 * before its input is judged, as it would be had the input been valid: whatever the body, a client
 * without a session learns nothing but that it must sign in.
 */
export const createRouter = (options: { public?: boolean } = {}) =>
  new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) return;
      if (!options.public) await awaitActor(c);
      throw new AppError("validation", { fields: fieldsFromZod(result.error) });
    },
  });

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "validation" }),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .openapi("Error");

export const errorResponses = {
  400: { description: "Invalid input", content: { "application/json": { schema: ErrorSchema } } },
  401: { description: "No session", content: { "application/json": { schema: ErrorSchema } } },
} as const;
