import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { ViteDevServer } from "vite";
import type { Database } from "../../src/db/client.ts";
import { createApp } from "../../src/server/app.ts";
import { parseConfig } from "../../src/server/config.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createServices } from "../../src/server/services.ts";
import { createWebHandler } from "../../src/server/web.ts";
import { openTestDatabase } from "./test-database.ts";

/**
 * The whole app with the React Router handler on the current sources (Vite in middleware mode,
 * no HMR), so loaders, actions and their redirects are tested in-process with `app.request()`.
 * Slower to start than useTestApp (a few seconds): use it for the page routes only.
 */
export function useWebTestApp(env: Record<string, string> = {}) {
  const ctx = {} as {
    database: Database;
    app: ReturnType<typeof createApp>;
    services: ReturnType<typeof createServices>;
    vite: ViteDevServer;
  };
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "100", ...env });
    ctx.services = createServices({ config, database: ctx.database, logger: createLogger("silent") });
    const { createServer } = await import("vite");
    ctx.vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
    const buildDir = path.resolve("build");
    const web = await createWebHandler({ vite: ctx.vite, buildDir, mode: "development" });
    ctx.app = createApp({ services: ctx.services, buildDir, web });
  }, 120_000);
  afterAll(async () => {
    await ctx.vite?.close();
    await ctx.database?.close();
  });
  return ctx;
}

/** A rendered page as it shows: without its scripts (the catalogues travel in them), entities decoded. */
export const shownText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");
