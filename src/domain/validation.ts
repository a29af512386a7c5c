import type { z } from "zod";
import { fieldsOfIssues } from "../shared/contracts/fields.ts";
import { AppError } from "./errors.ts";

/** The input as the schema reads it, or `validation` with each field's codes (`_` for the whole input). */
export function validInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError("validation", { fields: fieldsOfIssues(result.error.issues, "_") });
}
