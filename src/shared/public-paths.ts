/**
 * The paths a guest may open. Everything else redirects to /zaloguj with `returnTo`.
 * The portal adds the static and info pages and the public tax calculator to the spec's list.
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

/** `returnTo` handling lives in one place: see safe-return.ts. */
export { safeReturnPath as safeReturnTo, signInRedirect } from "./safe-return.ts";
