import { OpenAPIHono, z } from "@hono/zod-openapi";
import { AppError } from "../../domain/errors.ts";
import type { AppEnv } from "../context.ts";
import { fieldsFromZod } from "../errors.ts";

/** A REST router whose validation failures are the catalogued `validation` error (DESIGN §4). */
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw new AppError("validation", { fields: fieldsFromZod(result.error) });
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
