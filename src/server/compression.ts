import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const THRESHOLD = 1024;

/** Compressible types, minus `text/event-stream`: a stream must reach the client as it is written. */
export const compressible = (type: string): boolean =>
  !/^\s*text\/event-stream/i.test(type) &&
  /^\s*(text\/|application\/(json|javascript|xml|graphql-response\+json)|image\/svg\+xml)/i.test(type);

/**
 * Response compression. Bodies are read whole and compressed natively in one call on the thread
 * pool, and only from 1 KB up. A server-rendered page has all its data before React renders it
 * (no deferred parts; src/web/entry.server.tsx sends it whole), so streaming it through
 * CompressionStream bought nothing but a zlib call per 2 KB chunk; measured, dropping that saved
 * little (web-thread time per landing page 2.83 → 2.72 ms), but pages now carry a Content-Length
 * and this middleware has one path. Event streams and already-encoded files (precompressed
 * assets) pass untouched. Hono's `compress` was 4× slower here: without a Content-Length it
 * streams every small JSON answer.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get("content-type") ?? "";
  if (!res.body || c.req.method === "HEAD" || res.headers.has("content-encoding") || !compressible(type)) return;
  if (/no-transform/i.test(res.headers.get("cache-control") ?? "")) return;
  const accept = c.req.header("accept-encoding") ?? "";
  const encoding = /\bbr\b/i.test(accept) ? "br" : /\bgzip\b/i.test(accept) ? "gzip" : null;
  const length = res.headers.get("content-length");
  if (length !== null && Number(length) < THRESHOLD) return;
  appendVary(res.headers);
  if (!encoding) return;

  const body = Buffer.from(await res.arrayBuffer());
  const small = body.length < THRESHOLD;
  const out = small
    ? body
    : encoding === "br"
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : await gzip(body, { level: 6 });
  c.res = new Response(new Uint8Array(out), res);
  if (!small) c.res.headers.set("Content-Encoding", encoding);
  c.res.headers.set("Content-Length", String(out.length));
};

function appendVary(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/accept-encoding/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}
