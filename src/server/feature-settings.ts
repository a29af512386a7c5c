import type { Config } from "./config.ts";

/** The features' settings, read from the parsed environment: plain values each composition receives. */
export function featureSettings(config: Config) {
  return {
    lockout: {
      maxFailures: config.LOCKOUT_ATTEMPTS,
      windowMs: config.LOCKOUT_WINDOW_MINUTES * 60_000,
      lockMs: config.LOCKOUT_MINUTES * 60_000,
    },
    gus: config.GUS_API_KEY ? { apiKey: config.GUS_API_KEY, url: config.GUS_API_URL } : undefined,
    documentLimits: {
      filesPerDocument: config.DOCUMENT_FILES_PER_DOCUMENT,
      filesPerCompany: config.DOCUMENT_FILES_PER_COMPANY,
    },
    trial: { days: config.TRIAL_DAYS, guides: config.TRIAL_GUIDES },
    /** Who issues the pro-forma invoices, and where to pay. */
    operator: { ...config.operator, bankAccount: config.OPERATOR_BANK_ACCOUNT },
    /** When a guide may be asked for, and how long a failed one waits before it is made again. */
    guideSettings: { answerThreshold: config.ANSWER_THRESHOLD, retryDelaySeconds: config.GUIDE_RETRY_DELAY_SECONDS },
    llm:
      config.LLM_BASE_URL && config.LLM_MODEL
        ? {
            baseURL: config.LLM_BASE_URL,
            model: config.LLM_MODEL,
            apiKey: config.LLM_API_KEY,
            timeoutMs: config.LLM_TIMEOUT_MS,
            maxRetries: config.LLM_MAX_RETRIES,
          }
        : undefined,
    advisorPolicy: { answerThreshold: config.ANSWER_THRESHOLD, expiryMs: config.THREAD_EXPIRY_DAYS * 86_400_000 },
  };
}
