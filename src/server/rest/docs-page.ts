import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve("swagger-ui-dist/package.json"));
const assets: Record<string, { type: string; body: Buffer }> = {};
const asset = (name: string, type: string) =>
  (assets[name] ??= { type, body: fs.readFileSync(path.join(swaggerDir, name)) });

/**
 * The API reference at `/new-api/docs`, served from the swagger-ui-dist package: works offline,
 * no CDN. The initialiser is an inline script carrying the request's CSP nonce.
 */
export const docsPage = new Hono<AppEnv>()
  .get("/docs", (c) =>
    c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Przewodnik API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/new-api/docs/swagger-ui.css"></head>
<body><div id="api"></div>
<script src="/new-api/docs/swagger-ui-bundle.js" nonce="${c.var.nonce}"></script>
<script nonce="${c.var.nonce}">SwaggerUIBundle({ url: "/new-api/openapi.json", dom_id: "#api", deepLinking: true });</script>
</body></html>`),
  )
  .get("/docs/:file{swagger-ui\\.css|swagger-ui-bundle\\.js}", (c) => {
    const file = c.req.param("file");
    const { type, body } = asset(
      file,
      file.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8",
    );
    return c.body(new Uint8Array(body), 200, { "Content-Type": type, "Cache-Control": "public, max-age=86400" });
  });
