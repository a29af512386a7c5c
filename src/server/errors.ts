import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { AppError, isAppError } from "../domain/errors.ts";
import type { AppEnv } from "./context.ts";

/** zod issues → `{ field: [message] }`, keyed by dotted path. */
export function fieldsFromZod(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** The REST error body of DESIGN §4: `{ error: { code, message, fields? } }`. Never a stack trace. */
export function errorResponse(c: Context<AppEnv>, error: unknown) {
  let appError: AppError;
  if (isAppError(error)) appError = error;
  else if (error instanceof HTTPException) {
    const status = error.status;
    appError = new AppError(
      status === 413
        ? "payloadTooLarge"
        : status === 401
          ? "unauthorized"
          : status === 404
            ? "notFound"
            : status >= 500
              ? "internal"
              : "validation",
      { cause: error },
    );
  } else if (isDatabaseUnavailable(error))
    appError = new AppError("unavailable", { cause: error, details: { retryAfterSeconds: 5 } });
  else appError = new AppError("internal", { cause: error });
  if (appError.status >= 500) {
    c.var.services?.logger.error({ err: error, requestId: c.var.requestId }, "request failed");
  }
  const body = {
    error: {
      code: appError.code,
      message: appError.code,
      ...(appError.fields ? { fields: appError.fields } : {}),
    },
  };
  const retryAfter = appError.details?.retryAfterSeconds;
  if (typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
  return c.json(body, appError.status as ContentfulStatusCode);
}
