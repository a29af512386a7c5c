/**
 * Where a redirect after sign-in, a language switch, a consent choice or a password change may
 * send the browser. The one rule, shared by every redirecting route: the
 * string that goes into `Location` is a same-origin path with a single leading slash, or the
 * fallback.
 *
 * The input is parsed as the browser would parse it (WHATWG URL), so dot segments, encoded dots
 * and tabs cannot turn `/.//evil.example` into `//evil.example` after the check; the check runs
 * again on the normalised result, which is what is returned.
 */
const BASE = "https://przewodnik.invalid";
const MAX_LENGTH = 2048;

/**
 * The normalised result is ASCII (the URL parser percent-encodes the rest): one leading slash, no
 * second slash or backslash after it, no control character, space or backslash anywhere.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f-\uffff\\]/;
const isSinglePath = (value: string) =>
  value.length <= MAX_LENGTH && /^\/(?![/\\])/.test(value) && !UNSAFE_CHARACTER.test(value);

/** A single-slash same-origin path (with its query and fragment) or `fallback`. */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return fallback;
  // The raw input: one leading slash, no backslash, no control characters (browsers drop tabs
  // and newlines inside URLs, and read `\` as `/`). Spaces are allowed here: they are encoded below.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!/^\/(?![/\\])/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.username || url.password) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // The final string, as it will stand in `Location`.
  if (!isSinglePath(result)) return fallback;
  try {
    const again = new URL(result, BASE);
    if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== result) return fallback;
  } catch {
    return fallback;
  }
  return result;
}

/** `/zaloguj` with `returnTo` holding a safe path (the route guard, API clients). */
export const signInRedirect = (pathWithQuery: string) =>
  `/zaloguj?returnTo=${encodeURIComponent(safeReturnPath(pathWithQuery))}`;
