/**
 * Spec §6: the paths a guest may open. Everything else redirects to /zaloguj with `returnTo`.
 * Issue 3 adds the static and info pages to the spec's list, issue 6 the public tax calculator.
 */
export const SPEC_PUBLIC_PATHS = [
  "/",
  "/zaloguj",
  "/access/signin",
  "/wyprobuj",
  "/access/request",
  "/access/request/resend",
  "/potwierdz",
  "/access/password",
  "/pomoc/haslo",
  "/access/password/new",
  "/pomoc/haslo/ustaw",
  "/help/form",
  "/pomoc/dostep",
  "/account/password",
  "/konto/haslo",
] as const;
export const SPEC_PUBLIC_PREFIXES = ["/access/confirmaccount", "/potwierdz/kod"] as const;
export const INFO_PATHS = [
  "/info/faq",
  "/faq",
  "/info/instruction",
  "/start",
  "/static/contact",
  "/static/faq",
  "/static/help",
  "/static/privacy-policy",
  "/kalkulator",
  "/calculator",
] as const;

const exact = new Set<string>([...SPEC_PUBLIC_PATHS, ...INFO_PATHS]);

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return exact.has(path) || SPEC_PUBLIC_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * `returnTo` accepts only a same-origin relative path: one leading slash, no scheme, no
 * protocol-relative `//host` or `/\host`, no control characters. Anything else → "/".
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 2048) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  try {
    const base = "https://przewodnik.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

export const signInRedirect = (pathWithQuery: string) =>
  `/zaloguj?returnTo=${encodeURIComponent(safeReturnTo(pathWithQuery))}`;
