import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { AppError, isAppError } from "../domain/errors.ts";
import { isStorageFull } from "../domain/ports/files.ts";
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

/** Seconds a client is asked to wait after a write refused for lack of space. */
export const STORAGE_FULL_RETRY_SECONDS = 60;

/** The REST error body: `{ error: { code, message, fields? } }`. Never a stack trace. */
export function errorResponse(c: Context<AppEnv>, error: unknown) {
  // A file store out of space (ENOSPC, EDQUOT, S3's 507): the operator's problem, not the client's,
  // and not an unknown failure either: 503 `storageFull`, logged once without the file.
  if (!isAppError(error) && isStorageFull(error)) {
    c.var.services?.logger.error({ err: error, requestId: c.var.requestId }, "file store full");
    c.header("Retry-After", String(STORAGE_FULL_RETRY_SECONDS));
    return c.json({ error: { code: "storageFull", message: "storageFull" } }, 503);
  }
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
