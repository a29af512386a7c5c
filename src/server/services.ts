import type { Database } from "../db/client.ts";
import { migrationsApplied } from "../db/migrate.ts";
import { actorFromToken, revokeSession } from "../domain/accounts/session.service.ts";
import { signIn } from "../domain/accounts/sign-in.service.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import { createRateLimits } from "./rate-limits.ts";

/**
 * The services every transport (REST, GraphQL, React Router loaders) calls in-process.
 * Loaders receive this object through the router context, so the domain code and the database
 * exist once per process, not once per bundle.
 */
export function createServices(deps: { config: Config; database: Database; logger: Logger }) {
  const { database, config } = deps;
  const db = database.db;
  const lockout = {
    maxFailures: config.LOCKOUT_ATTEMPTS,
    windowMs: config.LOCKOUT_WINDOW_MINUTES * 60_000,
    lockMs: config.LOCKOUT_MINUTES * 60_000,
  };
  const rateLimits = createRateLimits({ database, redisUrl: config.REDIS_URL, scale: config.RATE_LIMIT_SCALE });
  return {
    ...deps,
    health: {
      /** Ready when the database answers and every migration is applied (`/readyz`). */
      ready: async (): Promise<boolean> => {
        try {
          await database.ping();
          return await migrationsApplied(database);
        } catch {
          return false;
        }
      },
    },
    rateLimits,
    accounts: {
      /** `clientKey` (the client's address) is charged against the sign-in rate limit first. */
      signIn: async (input: { email: string; password: string; userAgent?: string; clientKey: string }) => {
        await rateLimits.consume("signIn", input.clientKey);
        return signIn(db, input, { lockout });
      },
    },
    sessions: {
      actorFromToken: (token: string | undefined) => actorFromToken(db, token),
      revoke: (sessionId: string) => revokeSession(db, sessionId),
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;
