import "./node-env.ts"; // first: sets NODE_ENV before any library reads it
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { openDatabase, type Database } from "../db/client.ts";
import { DataDirLockedError, lockDataDir } from "../db/data-dir-lock.ts";
import { migrate } from "../db/migrate.ts";
import { demoAccountsText, seedDemo } from "../db/seed.ts";
import { createApp } from "./app.ts";
import { ConfigError, parseConfig, type Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { createServices } from "./services.ts";
import { createWebHandler } from "./web.ts";

/** Boot: configuration → data-dir lock → database → migrations → demo seed → knowledge index → HTTP. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = parseConfig(process.env); // the one place that reads the environment
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const cleanups: (() => unknown)[] = [];

  let database: Database;
  if (config.DATABASE_URL) {
    database = await openDatabase({ url: config.DATABASE_URL });
  } else {
    try {
      cleanups.push(lockDataDir(config.dataDir));
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
    database = await openDatabase({ dataDir: path.join(config.dataDir, "pglite") });
  }
  cleanups.unshift(() => database.close());
  await migrate(database);
  if (config.DEMO_SEED) await seedDemo(database.db);

  const services = createServices({ config, database, logger });
  services.knowledge.warm();
  cleanups.unshift(
    () => services.jobs.stop(),
    () => services.renderer.close(),
    () => services.rateLimits.close(),
    // Mail handed over before the signal is recorded (and sent) before the database closes.
    async () => {
      await services.mailer.idle();
      services.mailer.close();
    },
  );
  // Guide jobs: this process generates guides unless WORKER=off (then `npm run worker` does).
  await services.jobs.start({ work: config.WORKER === "inline" });
  const buildDir = path.resolve("build");
  const development = config.NODE_ENV === "development";
  // The HTTP server exists first so that, in development, Vite's HMR socket shares its port.
  let listener: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => listener(req, res));
  const vite = development
    ? await import("vite").then((v) =>
        v.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" }),
      )
    : undefined;
  if (vite) cleanups.unshift(() => vite.close());
  const web = await createWebHandler({ vite, buildDir, mode: development ? "development" : "production" });
  const app = createApp({ services, buildDir, web });
  const honoListener = getRequestListener(app.fetch);
  listener = vite ? (req, res) => vite.middlewares(req, res, () => honoListener(req, res)) : honoListener;
  server.keepAliveTimeout = 65_000;

  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE")
      fail(`PORT ${config.PORT} on ${config.HOST} is already in use: set PORT to a free port.`);
    throw error;
  });
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`;
    // PORT=0 picks a free port: the default public address (links in mail) names the real one.
    if (config.publicUrlIsDefault && config.PORT === 0) config.PUBLIC_URL = `http://localhost:${port}`;
    logger.info({ url, database: database.kind, mode: config.NODE_ENV }, "listening");
    process.stdout.write(`\nPrzewodnik is running at ${url}\n${config.DEMO_SEED ? demoAccountsText() + "\n" : ""}\n`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    server.close();
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

await main();
