import { data } from "react-router";
import { appErrorOf } from "../../shared/session-cookie.ts";

/**
 * A domain refusal as a form answer: the catalogued code and field errors, status 400 (not the
 * API's 401: no authentication scheme is challenged; 429 and 423 kept, with Retry-After), plus
 * whatever the form should show again. Anything else is rethrown.
 */
export function formRefusal<T extends Record<string, unknown>>(error: unknown, keep: T) {
  const refused = appErrorOf(error);
  if (!refused) throw error;
  const status = refused.status === 429 || refused.status === 423 ? refused.status : 400;
  const headers: HeadersInit = refused.retryAfterSeconds ? { "Retry-After": String(refused.retryAfterSeconds) } : {};
  return data({ ok: false as const, code: refused.code, fields: refused.fields ?? {}, ...keep }, { status, headers });
}
