import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";

/**
 * Security headers with a per-request CSP nonce. Scripts run only with the nonce
 * ('strict-dynamic' lets those scripts load the app's chunks); no inline script without it.
 * Development relaxes script-src for Vite's HMR client.
 */
/** Nonces come from a pooled CSPRNG buffer: one OpenSSL call per 256 requests, not per request. */
let pool = Buffer.alloc(0);
let offset = 0;
export function newNonce(): string {
  if (offset + 16 > pool.length) {
    pool = randomBytes(16 * 256);
    offset = 0;
  }
  offset += 16;
  return pool.subarray(offset - 16, offset).toString("base64");
}

export function securityHeaders(options: { secure: boolean; development: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    // A response with a policy of its own keeps it (staff's inline view of a file, src/server/media).
    const ownPolicy = h.has("Content-Security-Policy");
    const scriptSrc = options.development
      ? "'self' 'unsafe-inline' 'unsafe-eval'"
      : `'nonce-${nonce}' 'strict-dynamic' 'self'`;
    const connectSrc = options.development ? "'self' ws: wss:" : "'self'";
    if (!ownPolicy) {
      h.set(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src ${scriptSrc}`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "font-src 'self'",
          `connect-src ${connectSrc}`,
          // Frames: the portal's own (staff's inline view of a document's file) and no other.
          "frame-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join("; "),
      );
      h.set("X-Frame-Options", "DENY");
    }
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.secure) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

/**
 * CSRF defence for every state-changing request (POST, PUT, PATCH, DELETE): a browser request
 * from another site is refused. Browsers send `Origin` (and `Sec-Fetch-Site`) on such requests;
 * API clients without either authenticate with a bearer token, which no other site can send.
 */
export function originCheck(publicUrl: string | undefined): MiddlewareHandler<AppEnv> {
  const allowed = publicUrl ? new URL(publicUrl).origin : undefined;
  return async (c, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    // The configured address, or the one the browser addressed (a browser writes Origin itself:
    // a page on another site cannot claim this one). PUBLIC_URL always has a value now (config.ts).
    const requested = new URL(c.req.url);
    const sameOrigin =
      origin === undefined ||
      origin === allowed ||
      origin === requested.origin ||
      origin === `${requested.protocol}//${c.req.header("host")}`;
    if (!sameOrigin || site === "cross-site") {
      return c.json({ error: { code: "forbidden", message: "forbidden" } }, 403);
    }
    return next();
  };
}

const isApiPath = (path: string) => path === "/api" || path === "/new-api" || path.startsWith("/new-api/");

/**
 * Caching of personal answers: every API answer and every page rendered for
 * a signed-in user is `no-store` (no browser, proxy or back-forward cache keeps it), and a download
 * (`Content-Disposition: attachment`: the guide's PDF and `.ics`, the profile export) is
 * `private, no-store`. An answer that already says `private` or `no-store` keeps its own, and a
 * public API asset (the reference page's script) keeps its `public` caching.
 */
export const cacheHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  const own = h.get("Cache-Control") ?? "";
  const attachment = /^\s*attachment/i.test(h.get("Content-Disposition") ?? "");
  if (attachment) {
    if (!/\bprivate\b/.test(own) || !/\bno-store\b/.test(own)) h.set("Cache-Control", "private, no-store");
    return;
  }
  if (/\b(private|no-store)\b/.test(own)) return;
  if (isApiPath(c.req.path)) {
    if (!/\bpublic\b/.test(own)) h.set("Cache-Control", "no-store");
  } else if (c.var.actor) h.set("Cache-Control", "no-store");
};
