import { Redis } from "ioredis";
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import type { RateLimitAction, RateLimiter } from "../domain/access/rate-limiter.ts";
import { AppError } from "../domain/errors.ts";

/** Per-client budgets: points per duration in seconds, keyed by the client's address. */
export const RATE_LIMITS = {
  signIn: { points: 10, duration: 60 },
  signUp: { points: 5, duration: 3600 },
  tokenRequest: { points: 5, duration: 900 },
  availability: { points: 30, duration: 60 },
  helpForm: { points: 5, duration: 3600 },
  /** The public tax calculator (REST and the page): generous, but not a free compute service. */
  taxCompare: { points: 60, duration: 60 },
  /** Messages to the advisor, per user. */
  chatMessage: { points: 20, duration: 60 },
  /** Requests to GraphQL `/api`, per client, charged before the document is parsed. */
  graphqlRequest: { points: 120, duration: 60 },
  /** Employees added (each mails an invitation), per company admin. */
  addEmployeeByAdmin: { points: 20, duration: 3600 },
  /** Employees added, per company, whoever of its admins adds them. */
  addEmployeeByCompany: { points: 50, duration: 86_400 },
  /** Files uploaded to company documents, per user (DOCUMENT_UPLOADS_PER_USER sets the points). */
  documentUploadByUser: { points: 60, duration: 600 },
  /** Files uploaded to company documents, per company (DOCUMENT_UPLOADS_PER_COMPANY). */
  documentUploadByCompany: { points: 200, duration: 600 },
  /** Sign-up wizard steps saved (a draft started, a step, Back, Finish later), per client. */
  registrationStep: { points: 60, duration: 3600 },
  /** "Finish later" links one sign-up draft asks for (per client it is tokenRequest); ADR 023. */
  registrationResumeByDraft: { points: 3, duration: 86_400 },
  /** "Finish later" links mailed to one address, whoever asks; past it none is sent (ADR 023). */
  registrationResumeByEmail: { points: 5, duration: 86_400 },
  /** The place picker's lookups (`/place`: a search per keystroke pause), per client. */
  placeLookup: { points: 300, duration: 60 },
} as const satisfies Record<RateLimitAction, { points: number; duration: number }>;

/** The domain's RateLimiter (consume throws tooManyResourceCalls with retryAfterSeconds), closable. */
export interface RateLimits extends RateLimiter {
  close(): Promise<void>;
}

/**
 * Where the counters live (docs/decisions/010-rate-limit-counters.md): in Redis when REDIS_URL is
 * set; in PostgreSQL, shared by every process on it; with the embedded PGlite, in this process,
 * the only one its data directory admits, so a counter is not a synchronous write on the web thread.
 */
export function createRateLimits(options: {
  database: Database;
  redisUrl?: string;
  scale?: number;
  /** Points set by the configuration instead of a budget's default (its duration stays). */
  points?: Partial<Record<RateLimitAction, number>>;
}): RateLimits {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on("error", () => {}); // reported by failing consumes, not as unhandled events
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([action, budget]) => {
      const configured = options.points?.[action as RateLimitAction] ?? budget.points;
      const points = Math.max(1, Math.round(configured * (options.scale ?? 1)));
      const common = { keyPrefix: `rl_${action}`, points, duration: budget.duration };
      // In this process: the store with PGlite, and the insurance while a shared store fails
      // (counting here rather than refusing everyone).
      const inProcess = new RateLimiterMemory(common);
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ ...common, storeClient: redis, insuranceLimiter: inProcess })
        : options.database.kind === "postgres"
          ? new RateLimiterDrizzle({
              ...common,
              storeClient: options.database.db,
              schema: rateLimits,
              clearExpiredByTimeout: false,
              insuranceLimiter: inProcess,
            })
          : inProcess;
      return [action, limiter];
    }),
  ) as Record<RateLimitAction, RateLimiterAbstract>;

  return {
    async consume(action, clientKey) {
      try {
        await limiters[action].consume(clientKey);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new AppError("tooManyResourceCalls", {
            details: { retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) },
          });
        }
        throw error;
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
