import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { createApp } from "../../src/server/app.ts";
import { parseConfig } from "../../src/server/config.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createServices } from "../../src/server/services.ts";
import { openTestDatabase } from "./test-database.ts";

/**
 * The whole Hono app on a database of the test file's own, without the React Router handler
 * (pages are covered by e2e). `app.request()` drives it in-process.
 */
export function useTestApp(env: Record<string, string> = {}) {
  const ctx = {} as {
    database: Database;
    app: ReturnType<typeof createApp>;
    services: ReturnType<typeof createServices>;
  };
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "100", ...env });
    ctx.services = createServices({ config, database: ctx.database, logger: createLogger("silent") });
    ctx.app = createApp({ services: ctx.services, buildDir: path.resolve("build") });
  });
  afterAll(async () => {
    await ctx.database?.close();
  });
  return ctx;
}
