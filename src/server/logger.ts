import pino from "pino";

export type Logger = pino.Logger;

/** A logged string is cut here: a log line never carries a request's payload whole. */
export const LOG_STRING_LIMIT = 300;
const MAX_DEPTH = 6;
const MAX_CAUSES = 3;
const MAX_FRAMES = 12;

const clip = (text: string, limit = LOG_STRING_LIMIT) =>
  text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;

/**
 * What an error's message may keep: drizzle's "Failed query: … params: …" loses its parameters
 * (the request's values: an e-mail, a message), and the rest is cut to LOG_STRING_LIMIT.
 */
const safeMessage = (message: string) => clip(message.replace(/\nparams:[\s\S]*$/, "\nparams: [not logged]"));

/** Properties of database and file-system errors that say what failed without quoting values. */
const SAFE_FIELDS = [
  "code",
  "errno",
  "syscall",
  "severity",
  "routine",
  "constraint",
  "table",
  "column",
  "schema",
  "status",
] as const;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * The `err` serializer: type, message without parameters, stack frames (the message is not repeated
 * in them) and a few causes, each as safe. Never a database error's `detail` (it quotes the
 * offending key), `where`, `params` or a query's values. This replaces pino's, which wrote a failed
 * statement's parameters three times (message, stack, cause).
 */
export function serializeError(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error)) return clip(String(error));
  const out: LoggedError = { type: error.name || "Error", message: safeMessage(error.message ?? "") };
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => clip(line.trim(), 200));
  if (frames.length) out.stack = frames.join("\n");
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number")
      out[field] = typeof value === "string" ? clip(value, 100) : value;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < MAX_CAUSES) {
    const logged = serializeError(cause, depth + 1);
    out.cause = typeof logged === "string" ? { type: "cause", message: logged } : logged;
  }
  return out;
}

/** Every string in a log line cut to LOG_STRING_LIMIT (a path, a header, whatever a caller passed). */
function clipStrings(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return clip(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => clipStrings(item, depth + 1));
  // Errors are left to the serializers (`err`), Dates and the like to JSON.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[clip(key, 100)] = clipStrings(item, depth + 1);
  return out;
}

export const createLogger = (level: string, destination?: pino.DestinationStream): Logger =>
  pino(
    {
      level,
      base: { app: "przewodnik" },
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"], remove: true },
      serializers: { err: serializeError, error: serializeError },
      formatters: { log: (object) => clipStrings(object) as Record<string, unknown> },
      hooks: {
        // The message itself (the second argument) is cut too.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (typeof first === "string") return method.apply(this, [clip(first), ...rest] as never);
          if (typeof rest[0] === "string") rest[0] = clip(rest[0]);
          return method.apply(this, [first, ...rest] as never);
        },
      },
    },
    destination,
  );
