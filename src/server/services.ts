import type { Database } from "../db/client.ts";
import { createAccessServices } from "../domain/access/compose.ts";
import { createAccountServices } from "../domain/accounts/compose.ts";
import { createAdvisorServices } from "../domain/advisor/compose.ts";
import { createCompanyServices } from "../domain/companies/compose.ts";
import { createGuideServices } from "../domain/guides/compose.ts";
import { createInterviewServices } from "../domain/interview/compose.ts";
import { createKnowledgeServices } from "../domain/knowledge/compose.ts";
import { createMailServices } from "../domain/mail/compose.ts";
import { createTaxServices } from "../domain/tax/compose.ts";
import type { Config } from "./config.ts";
import { createInfrastructure } from "./infrastructure.ts";
import type { Logger } from "./logger.ts";

/**
 * The services every transport (REST, GraphQL, React Router loaders) calls in-process: each
 * feature composes itself (`src/domain/<feature>/compose.ts`) under the domain's own names; this
 * only hands each its settings and infrastructure (docs/decisions/017).
 */
export function createServices(deps: { config: Config; database: Database; logger: Logger }) {
  const { config, database, logger } = deps;
  const db = database.db;
  const infra = createInfrastructure(deps);
  const { rateLimits, mailer } = infra;
  const knowledge = createKnowledgeServices();
  const interview = createInterviewServices({ db });
  const lockout = {
    maxFailures: config.LOCKOUT_ATTEMPTS,
    windowMs: config.LOCKOUT_WINDOW_MINUTES * 60_000,
    lockMs: config.LOCKOUT_MINUTES * 60_000,
  };
  const gus = config.GUS_API_KEY ? { apiKey: config.GUS_API_KEY, url: config.GUS_API_URL } : undefined;
  const trial = { days: config.TRIAL_DAYS, guides: config.TRIAL_GUIDES };
  const llm =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? {
          baseURL: config.LLM_BASE_URL,
          model: config.LLM_MODEL,
          apiKey: config.LLM_API_KEY,
          timeoutMs: config.LLM_TIMEOUT_MS,
          maxRetries: config.LLM_MAX_RETRIES,
        }
      : undefined;
  const advisor = createAdvisorServices({
    db,
    policy: { answerThreshold: config.ANSWER_THRESHOLD, expiryMs: config.THREAD_EXPIRY_DAYS * 86_400_000 },
    rateLimits,
    knowledgeSearch: knowledge.knowledgeSearch,
    interviewProfile: interview.interviewProfile,
    llm,
    streamDelayMs: config.ADVISOR_STREAM_DELAY_MS,
  });
  const guides = createGuideServices({
    ...infra,
    database,
    log: logger,
    llm: advisor.llm,
    knowledgeSearch: knowledge.knowledgeSearch,
    answerThreshold: config.ANSWER_THRESHOLD,
    retryDelaySeconds: config.GUIDE_RETRY_DELAY_SECONDS,
  });
  return {
    ...deps,
    ...infra,
    /** Links in mail: PUBLIC_URL, or the origin the request came to. */
    baseUrl: (requestOrigin: string) => config.PUBLIC_URL?.replace(/\/+$/, "") ?? requestOrigin,
    access: createAccessServices({ db }),
    accounts: createAccountServices({ db, mailer, rateLimits, lockout }),
    companies: createCompanyServices({ db, mailer, rateLimits, trial, gus }),
    knowledge,
    advisor,
    interview,
    guides,
    tax: createTaxServices({ rateLimits }),
    mail: createMailServices({ db }),
  };
}

export type AppServices = ReturnType<typeof createServices>;
