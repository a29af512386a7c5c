import { z } from "zod";

/**
 * Text rules at every edge (REST contracts, GraphQL arguments, page form actions): a length limit on every string and
 * no control characters. PostgreSQL cannot store NUL in text or jsonb, so without these a NUL byte
 * failed in the database as `internal`, and a 300 KB e-mail overflowed the lockout index. Field
 * codes are those of `common.json` `fieldErrors`: `invalidCharacters`, `tooLong`.
 */

export const INVALID_CHARACTERS = "invalidCharacters";
export const TOO_LONG = "tooLong";

/** C0 controls (NUL included), DEL and C1 controls: never in a one-line field. */
// eslint-disable-next-line no-control-regex -- control characters are what these rules find
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, except tab, line feed and carriage return, which multi-line text may hold. */
// eslint-disable-next-line no-control-regex -- control characters are what these rules find
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Limits (characters) the edges apply. */
export const TEXT_LIMITS = {
  /** An id (UUIDs are 36). */
  id: 64,
  /** RFC 5321: an address is at most 254 characters in practice (320 in the grammar). */
  email: 320,
  /** A one-line field without a limit of its own (a name, a reason's line, a search phrase). */
  line: 1000,
  /** A chat message (the advisor's MAX_MESSAGE_LENGTH is 4000; trimmed first). */
  message: 4000,
  /** Multi-line free text without a limit of its own. */
  text: 10_000,
  /** A key in a map the client sends (an interview question id, a profile fact). */
  key: 100,
  /** A password as typed (argon2 hashes any length; bounded so hashing stays cheap). */
  password: 1024,
  /** A mailed single-use token (43 characters of URL-safe base64 today). */
  token: 200,
} as const;

/**
 * Control characters, or half of a surrogate pair: JSON carries a lone one as `\ud800`, which
 * PostgreSQL's jsonb refuses (an interview answer, a profile fact), so it is refused here too.
 */
export const hasControlCharacters = (value: string, multiLine = false) =>
  (multiLine ? CONTROL_MULTI_LINE : CONTROL_ONE_LINE).test(value) || !value.isWellFormed();

/** The text without control characters (tab and line breaks kept) and well formed: safe to show again. */
export const withoutControlCharacters = (value: string) =>
  value.replace(new RegExp(CONTROL_MULTI_LINE.source, "g"), "").toWellFormed();

/** The field code of what is wrong with the text, or null: `invalidCharacters`, then `tooLong`. */
export function textError(value: string, max: number, multiLine = false): string | null {
  if (hasControlCharacters(value, multiLine)) return INVALID_CHARACTERS;
  if (value.length > max) return TOO_LONG;
  return null;
}

/**
 * A zod string with a length limit that refuses control characters, with the field codes as its
 * messages (the REST edge answers them in `fields`). `multiLine` lets tab and line breaks through.
 */
export const text = (max: number, options: { multiLine?: boolean; trim?: boolean } = {}) =>
  (options.trim ? z.string().trim() : z.string())
    .max(max, { error: TOO_LONG })
    .refine((value) => !hasControlCharacters(value, options.multiLine), { error: INVALID_CHARACTERS });

/** An id in a path, a query or a body (a UUID names something; anything else is notFound later). */
export const idText = () => text(TEXT_LIMITS.id);

/**
 * Every string inside a JSON value (keys too), dotted path → field code, for values whose shape is
 * checked later (interview answers). Walks at most `maxDepth` levels; deeper values are refused.
 */
export function textIssuesIn(
  value: unknown,
  limits: { max: number; key?: number; multiLine?: boolean; maxDepth?: number },
  path = "",
  found: Record<string, string[]> = {},
  depth = 0,
): Record<string, string[]> {
  const at = path || "_";
  if (depth > (limits.maxDepth ?? 8)) {
    (found[at] ??= []).push("invalidInputObject");
    return found;
  }
  if (typeof value === "string") {
    const code = textError(value, limits.max, limits.multiLine);
    if (code) (found[at] ??= []).push(code);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => textIssuesIn(item, limits, path ? `${path}.${i}` : String(i), found, depth + 1));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key.slice(0, 100)}` : key.slice(0, 100);
      const keyCode = textError(key, limits.key ?? TEXT_LIMITS.key);
      if (keyCode) (found[keyPath] ??= []).push(keyCode);
      else textIssuesIn(item, limits, keyPath, found, depth + 1);
    }
  }
  return found;
}

/** The same as a zod refinement: each issue under its own path. */
export const refineTextIn =
  (limits: Parameters<typeof textIssuesIn>[1]) =>
  (value: unknown, ctx: z.RefinementCtx): void => {
    for (const [path, codes] of Object.entries(textIssuesIn(value, limits)))
      for (const message of codes) ctx.addIssue({ code: "custom", path: path === "_" ? [] : path.split("."), message });
  };

/**
 * Form fields (a page action's FormData): field → code for every string over its limit or holding
 * control characters. `limits` names each field's limit and whether it is multi-line; any other
 * field gets `TEXT_LIMITS.line`, one line. Files are not text and are left alone.
 */
export function formTextErrors(
  form: FormData,
  limits: Record<string, number | { max: number; multiLine?: boolean }> = {},
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const limit = limits[name] ?? TEXT_LIMITS.line;
    const { max, multiLine } = typeof limit === "number" ? { max: limit, multiLine: false } : limit;
    const code = textError(value, max, multiLine);
    const key = name.length > TEXT_LIMITS.key || hasControlCharacters(name) ? "_" : name;
    if (code && !fields[key]?.includes(code)) (fields[key] ??= []).push(code);
  }
  return fields;
}
