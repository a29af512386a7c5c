import { CATEGORIES_COOKIE, CONSENT_COOKIE, parseCookieHeader } from "../shared/consent.ts";
import { SESSION_COOKIE } from "../shared/session-cookie.ts";

/**
 * The guest landing page, rendered once per language, consent state and origin and then served
 * from memory (docs/decisions/005). Every guest sees the same page; only the CSP nonce differs
 * from one answer to the next, so the cached bytes get the fresh nonce in place of the one they
 * were rendered with. Nothing else of the request reaches that page. Bounded: at most `limit`
 * variants; any other query than `?cookie-settings` is rendered as usual.
 */
export interface GuestPage {
  body: Buffer;
  nonce: string;
  headers: [string, string][];
}

export function createGuestPageCache(limit = 32) {
  const pages = new Map<string, GuestPage>();
  return {
    /** The key of a request the cache may answer, or null. */
    key(request: Request, locale: string): string | null {
      if (request.method !== "GET" || request.headers.has("authorization")) return null;
      const url = new URL(request.url);
      if (url.pathname !== "/" || (url.search !== "" && url.search !== "?cookie-settings")) return null;
      const cookies = parseCookieHeader(request.headers.get("cookie"));
      // Anyone with a session cookie, valid or not, gets a page of their own.
      if (cookies[SESSION_COOKIE] !== undefined) return null;
      const consent = `${cookies[CONSENT_COOKIE] ?? ""}|${cookies[CATEGORIES_COOKIE] ?? ""}`;
      return [locale, consent, url.origin, url.search, new Date().getFullYear()].join("\n");
    },
    /** The cached page for `key` with `nonce` in place of the one it was rendered with. */
    answer(key: string, nonce: string): Response | null {
      const page = pages.get(key);
      if (!page) return null;
      return new Response(new Uint8Array(withNonce(page.body, page.nonce, nonce)), { headers: page.headers });
    },
    /** Keeps a rendered answer when it is a plain page (200, HTML, no cookie set); returns it to send. */
    async keep(key: string, nonce: string, res: Response): Promise<Response> {
      if (
        res.status !== 200 ||
        res.headers.has("set-cookie") ||
        !res.headers.get("content-type")?.startsWith("text/html")
      )
        return res;
      const body = Buffer.from(await res.arrayBuffer());
      if (pages.size >= limit) pages.delete(pages.keys().next().value!);
      pages.set(key, { body, nonce, headers: [...res.headers] });
      return new Response(new Uint8Array(body), res);
    },
    get size() {
      return pages.size;
    },
  };
}

/** `body` with every occurrence of `from` replaced by `to` (same length: base64 of 16 bytes). */
export function withNonce(body: Buffer, from: string, to: string): Buffer {
  const out = Buffer.from(body);
  const needle = Buffer.from(from);
  const replacement = Buffer.from(to);
  if (needle.length !== replacement.length) throw new Error("nonces differ in length");
  for (let at = out.indexOf(needle); at >= 0; at = out.indexOf(needle, at + needle.length)) replacement.copy(out, at);
  return out;
}
