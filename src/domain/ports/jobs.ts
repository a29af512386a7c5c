import type { z } from "zod";

export interface JobContext {
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows when this attempt fails. */
  lastAttempt: boolean;
  /** Aborted when the job expires or the worker stops. */
  signal: AbortSignal;
}

/**
 * A kind of background job: what it carries, what it does, how it is retried. A feature writes
 * its definitions; the job runner (src/infra/jobs) registers them, validates every payload with
 * `schema` when it is sent and again when it runs, and retries a handler that throws.
 */
export interface JobDefinition<T = unknown, Input = T> {
  /** The queue's name: lower-case words joined by `-`, unique in the application. */
  name: string;
  /** What a payload must be; the handler gets what it reads (defaults filled in). */
  schema: z.ZodType<T, Input>;
  handler: (payload: T, context: JobContext) => Promise<unknown>;
  /** Retries after a failed attempt (default 2). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An attempt still running after this long (its worker died) is retried (default 300). */
  expireInSeconds?: number;
  /** Jobs with the same key while one waits are sent once. */
  singletonKey?: (payload: T) => string;
  /** Sent on a cron schedule (`"0 7 * * *"`, in `tz`, default UTC) by the workers. */
  schedule?: { cron: string; payload: T; tz?: string };
  /** Payloads to send again whenever a worker starts: work a crash left unfinished. */
  resume?: () => Promise<T[]>;
}

/** Declares a job definition with its payload type inferred from the schema. */
export const defineJob = <T, Input = T>(definition: JobDefinition<T, Input>): JobDefinition<T, Input> => definition;

export interface JobQueue {
  /**
   * Sends a job of a registered definition. The payload is validated first (a ZodError when it is
   * invalid, an Error for an unknown definition). Returns false when the runner has not started
   * (tests, a failed boot): nothing is sent.
   */
  send<T, Input>(definition: JobDefinition<T, Input>, payload: NoInfer<Input>): Promise<boolean>;
}

/** What a feature's composition receives: the queue, where it registers its job definitions. */
export interface JobRegistry extends JobQueue {
  /** Adds a job definition (before the runner starts); a name may be registered once. */
  register<T, Input>(definition: JobDefinition<T, Input>): void;
  /** Runs `cleanup` when the runner stops (a feature's listeners that live as long as its jobs). */
  onStop(cleanup: () => Promise<void>): void;
}
