import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import path from "node:path";
import type { AppEnv } from "./context.ts";

/**
 * Files of the client build. Names under /assets carry a content hash: cached for a year,
 * immutable. Everything else (favicon, documents) is revalidated. Precompressed `.gz`/`.br`
 * siblings written at build time are served when the client accepts them.
 */
export function staticAssets(buildDir: string): MiddlewareHandler<AppEnv> {
  const root = path.relative(process.cwd(), path.join(buildDir, "client")) || ".";
  const serve = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound: (filePath, c) => {
      c.header(
        "Cache-Control",
        filePath.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600, must-revalidate",
      );
    },
  });
  return async (c, next) => {
    // Only GET/HEAD of paths with a file extension can be static; pages fall through at once.
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    return serve(c, next);
  };
}
