import type { z } from "zod";
import { AppError } from "../errors.ts";

/** The input on its contract, or `validation` with each field's codes. */
export function validInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join(".") || "_"] ??= []).push(issue.message);
  throw new AppError("validation", { fields });
}
