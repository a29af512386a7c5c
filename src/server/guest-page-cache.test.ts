import { describe, expect, it } from "vitest";
import { createGuestPageCache, withNonce } from "./guest-page-cache.ts";

const NONCE_A = "AAAAAAAAAAAAAAAAAAAAAA==";
const NONCE_B = "bbbbbbbbbbbbbbbbbbbbbb==";
const page = (nonce: string) =>
  new Response(`<html><script nonce="${nonce}" src="/background.js"></script><p>Zażółć</p></html>`, {
    headers: { "content-type": "text/html; charset=utf-8", link: "</assets/root.css>; rel=preload; as=style" },
  });
const request = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1:3000${path}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe("guest page cache", () => {
  it("answers the landing page again with the new request's nonce and the same headers", async () => {
    const cache = createGuestPageCache();
    const key = cache.key(request("/"), "pl")!;
    expect(cache.answer(key, NONCE_B)).toBeNull();
    const first = await cache.keep(key, NONCE_A, page(NONCE_A));
    expect(await first.text()).toContain(`nonce="${NONCE_A}"`);
    const again = cache.answer(key, NONCE_B)!;
    expect(again.headers.get("link")).toBe("</assets/root.css>; rel=preload; as=style");
    expect(await again.text()).toBe(
      `<html><script nonce="${NONCE_B}" src="/background.js"></script><p>Zażółć</p></html>`,
    );
  });

  it("keeps a page per language and consent state, and none for sessions, other paths or queries", () => {
    const cache = createGuestPageCache();
    const pl = cache.key(request("/"), "pl");
    expect(cache.key(request("/"), "en")).not.toBe(pl);
    expect(cache.key(request("/", "consent=true; consent_categories=analytics"), "pl")).not.toBe(pl);
    expect(cache.key(request("/?cookie-settings"), "pl")).not.toBe(pl);
    expect(cache.key(request("/", "locale=pl; session=abc"), "pl")).toBeNull();
    expect(cache.key(request("/", undefined, { authorization: "Bearer abc" }), "pl")).toBeNull();
    expect(cache.key(request("/kalkulator"), "pl")).toBeNull();
    expect(cache.key(request("/?x=1"), "pl")).toBeNull();
  });

  it("keeps no answer that sets a cookie or is not a page, and at most its limit of pages", async () => {
    const cache = createGuestPageCache(2);
    const withCookie = page(NONCE_A);
    withCookie.headers.append("set-cookie", "consent=true");
    await cache.keep("a", NONCE_A, withCookie);
    await cache.keep("b", NONCE_A, new Response("{}", { headers: { "content-type": "application/json" } }));
    await cache.keep(
      "c",
      NONCE_A,
      new Response("<p>404</p>", { status: 404, headers: { "content-type": "text/html" } }),
    );
    expect(cache.size).toBe(0);
    for (const k of ["d", "e", "f"]) await cache.keep(k, NONCE_A, page(NONCE_A));
    expect(cache.size).toBe(2);
    expect(cache.answer("d", NONCE_B)).toBeNull();
  });

  it("replaces every occurrence of the nonce and refuses one of another length", () => {
    const body = Buffer.from(`${NONCE_A} x ${NONCE_A}`);
    expect(withNonce(body, NONCE_A, NONCE_B).toString()).toBe(`${NONCE_B} x ${NONCE_B}`);
    expect(body.toString()).toBe(`${NONCE_A} x ${NONCE_A}`);
    expect(() => withNonce(body, NONCE_A, "short")).toThrow();
  });
});
