import { fromPglite, type Job, PgBoss } from "pg-boss";
import type { Database } from "../../db/client.ts";
import type { JobDefinition, JobRegistry } from "../../domain/ports/jobs.ts";

export interface JobLog {
  info: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

export interface JobRunner extends JobRegistry {
  /** Creates the queues; with `work`, this process also runs the jobs (WORKER=inline or `npm run worker`). */
  start(options: { work: boolean }): Promise<void>;
  /** Sends every definition's `resume` payloads again; returns how many (a worker does it at start). */
  resume(): Promise<number>;
  stop(): Promise<void>;
  /** Every registered definition, in the order it was registered. */
  definitions(): readonly JobDefinition<unknown, unknown>[];
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

type AnyJob = JobDefinition<unknown, unknown>;

/** pg-boss on the application's database: PGlite through `fromPglite`, PostgreSQL through its pool. */
const bossDatabase = (database: Database) =>
  database.pglite
    ? fromPglite(database.pglite as unknown as Parameters<typeof fromPglite>[0])
    : { executeSql: (text: string, values?: unknown[]) => database.pool!.query(text, values) };

/** pg-boss started, with a queue for each definition (its retry and expiry options). */
async function openBoss(db: ReturnType<typeof bossDatabase>, all: AnyJob[], working: boolean, log: JobLog) {
  const scheduled = all.some((d) => d.schedule);
  const boss = new PgBoss({ db, schedule: working && scheduled, supervise: working, migrate: true });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  for (const d of all)
    await boss.createQueue(d.name, {
      retryLimit: d.retryLimit ?? 2,
      retryDelay: d.retryDelaySeconds ?? 5,
      expireInSeconds: d.expireInSeconds ?? 300,
    });
  return boss;
}

/** Sends a job, its payload checked and read by the definition's schema. */
async function sendJob(boss: PgBoss, definition: AnyJob, payload: unknown) {
  const data = definition.schema.parse(payload);
  await boss.send(definition.name, data as object, { singletonKey: definition.singletonKey?.(data) });
}

/** One attempt of a job: its stored payload checked against the definition, then handled. */
async function runJob(definition: AnyJob, job: Job<unknown>, log: JobLog) {
  const attempt = job.retryCount + 1;
  const where = { job: definition.name, jobId: job.id, attempt };
  const parsed = definition.schema.safeParse(job.data);
  if (!parsed.success) {
    log.error({ ...where, issues: parsed.error.issues }, "job refused: its payload does not match the definition");
    throw new Error(`invalid payload for job ${definition.name}`);
  }
  const lastAttempt = job.retryCount >= (definition.retryLimit ?? 2);
  log.info(where, "job started");
  try {
    const result = await definition.handler(parsed.data, { attempt, lastAttempt, signal: job.signal });
    log.info({ ...where, result }, "job done");
    return result;
  } catch (error) {
    log.error({ ...where, err: error, lastAttempt }, "job failed");
    throw error;
  }
}

/**
 * Background jobs on pg-boss, in the application's database (PGlite through `fromPglite`,
 * PostgreSQL through its pool): durable, retried, resumed after a restart. Features register
 * definitions (src/domain/ports/jobs.ts); every payload is checked against its definition's schema
 * when it is sent and again when it runs.
 */
export function createJobRunner(options: {
  database: Database;
  log: JobLog;
  pollingIntervalSeconds?: number;
}): JobRunner {
  const { database, log } = options;
  const definitions = new Map<string, AnyJob>();
  const cleanups: (() => Promise<void>)[] = [];
  let boss: PgBoss | undefined;
  let starting = false;
  const db = bossDatabase(database);

  const registered = (definition: AnyJob) => {
    const known = definitions.get(definition.name);
    if (known !== definition) throw new Error(`job ${definition.name} is not registered`);
    return known;
  };
  const work = (b: PgBoss, definition: AnyJob) =>
    b.work<unknown>(definition.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async ([job]) =>
      job ? runJob(definition, job, log) : undefined,
    );

  const runner: JobRunner = {
    register(definition) {
      if (boss || starting) throw new Error("job definitions are registered before the runner starts");
      if (!NAME.test(definition.name)) throw new Error(`job name ${JSON.stringify(definition.name)} is not kebab-case`);
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is registered twice`);
      definitions.set(definition.name, definition as AnyJob);
    },
    async send(definition, payload) {
      const known = registered(definition as AnyJob);
      known.schema.parse(payload); // refused before anything is sent, running or not
      if (!boss) return false;
      await sendJob(boss, known, payload);
      return true;
    },
    async start({ work: working }) {
      if (boss || starting) return;
      starting = true;
      try {
        const all = [...definitions.values()];
        const b = (boss = await openBoss(db, all, working, log));
        if (!working) return;
        for (const d of all) await work(b, d);
        for (const d of all) {
          if (!d.schedule) continue;
          const { cron, payload, tz } = d.schedule;
          await b.schedule(d.name, cron, d.schema.parse(payload) as object, { tz: tz ?? "UTC" });
        }
        await runner.resume();
      } finally {
        starting = false;
      }
    },
    async resume() {
      const b = boss;
      if (!b) return 0;
      let count = 0;
      for (const d of definitions.values()) {
        if (!d.resume) continue;
        const payloads = await d.resume();
        for (const payload of payloads) await sendJob(b, d, payload);
        if (payloads.length) log.info({ job: d.name, count: payloads.length }, "unfinished jobs sent again");
        count += payloads.length;
      }
      return count;
    },
    definitions: () => [...definitions.values()],
    onStop(cleanup) {
      cleanups.push(cleanup);
    },
    async stop() {
      const b = boss;
      boss = undefined;
      await b?.stop({ graceful: true, close: false, timeout: 10_000 });
      for (const cleanup of cleanups) await cleanup().catch(() => {});
    },
  };
  return runner;
}
