import "./node-env.ts"; // first: sets NODE_ENV before any library reads it
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { createServices } from "./services.ts";

/**
 * `npm run worker`: a process that only generates guides, for deployments that run web nodes
 * with WORKER=off. It needs PostgreSQL: the embedded database belongs to one process, which then
 * generates guides itself (WORKER=inline, the default).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (!config.DATABASE_URL)
    fail(
      "npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database, npm start generates guides itself.",
    );
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ url: config.DATABASE_URL });
  await migrate(database);
  const services = createServices({ config, database, logger });
  await services.jobs.start({ work: true });
  logger.info({ database: database.kind }, "guide worker running");
  const stop = async () => {
    for (const cleanup of [
      () => services.jobs.stop(),
      () => services.renderer.close(),
      () => services.rateLimits.close(),
      () => services.mailer.close(),
      () => database.close(),
    ])
      await Promise.resolve()
        .then(cleanup)
        .catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

await main();
