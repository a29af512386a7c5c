import { THREAD_STOPPED } from "./pglite-on-thread.ts";

/** PostgreSQL codes meaning "the database cannot serve you right now" (shutdown, connection failures, too many clients). */
const PG_CODES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006", "53300"]);
const NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
const MESSAGES =
  /connection terminated|connection ended unexpectedly|timeout exceeded when trying to connect|not currently accepting connections|client has encountered a connection error|cannot use a pool after calling end/i;

/**
 * Whether an error (or anything in its cause chain) is the database being unreachable rather than
 * a fault of the request: such calls answer 503 `unavailable` and succeed again once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== "object") return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (PG_CODES.has(code) || NODE_CODES.has(code))) return true;
    if (typeof message === "string" && (MESSAGES.test(message) || message.includes(THREAD_STOPPED))) return true;
  }
  return false;
}
