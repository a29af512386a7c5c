import { eq } from "drizzle-orm";
import { fromPglite, PgBoss } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { guides } from "../../db/schema/index.ts";
import { guideEventsFor } from "./guide-events.ts";
import type { GuideQueue } from "./guide-queue.ts";

export const GUIDE_QUEUE = "guide-generate";

export interface GuideJobsOptions {
  database: Database;
  /** Makes the guide (idempotent: see generateGuide). */
  generate: (guideId: string) => Promise<unknown>;
  /** Called once the last retry has failed. */
  fail: (guideId: string, code: string) => Promise<void>;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An attempt still active after this long (its worker died) is retried. */
  expireInSeconds?: number;
  pollingIntervalSeconds?: number;
}

/** The reason a guide failed, as a code the list translates (myGuides.errors.*). */
export function failureCode(error: unknown): "storageFull" | "generationFailed" {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === "ENOSPC" || (e as { code?: unknown }).code === "EDQUOT")
      return "storageFull";
  return "generationFailed";
}

export interface GuideJobs extends GuideQueue {
  /** Creates the queue; with `work`, this process also generates guides (WORKER=inline or `npm run worker`). */
  start(options: { work: boolean }): Promise<void>;
  /** Sends a job for every guide still `generating` (after a crash or a restart); returns how many. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Guide generation on pg-boss, in the same database (PGlite or PostgreSQL): durable, retried,
 * and resumed after a restart. The guide row is the durable request; a job only wakes the
 * generator, so a job sent twice still gives one guide.
 */
export function createGuideJobs(options: GuideJobsOptions): GuideJobs {
  const { database, log } = options;
  const retryLimit = options.retryLimit ?? 2;
  let boss: PgBoss | undefined;
  const db = database.pglite
    ? fromPglite(database.pglite as unknown as Parameters<typeof fromPglite>[0])
    : { executeSql: (text: string, values?: unknown[]) => database.pool!.query(text, values) };

  const events = guideEventsFor(database);
  /** Wakes the pages watching the guide (GET /guide/{id}/events), in this process or another. */
  const announce = async (guideId: string) => {
    try {
      await events.publish(guideId);
    } catch (error) {
      log.error({ err: error, guideId }, "guide status not announced; the pages poll");
    }
  };

  const send = async (guideId: string) => {
    await boss!.send(GUIDE_QUEUE, { guideId }, { singletonKey: guideId });
  };

  const jobs: GuideJobs = {
    async enqueue(guideId) {
      // A retried guide is generating again: the list shows it at once.
      await announce(guideId);
      // Before start (tests, a failed boot) the guide waits as `generating` for the next sweep.
      if (!boss) return;
      try {
        await send(guideId);
      } catch (error) {
        log.error({ err: error, guideId }, "guide job not sent; the next sweep sends it");
      }
    },
    async start({ work }) {
      if (boss) return;
      const b = new PgBoss({ db, schedule: false, supervise: work, migrate: true });
      b.on("error", (error) => log.error({ err: error }, "job queue error"));
      await b.start();
      await b.createQueue(GUIDE_QUEUE, {
        retryLimit,
        retryDelay: options.retryDelaySeconds ?? 5,
        expireInSeconds: options.expireInSeconds ?? 300,
      });
      boss = b;
      if (!work) return;
      await b.work<{ guideId: string }>(
        GUIDE_QUEUE,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async ([job]) => {
          if (!job) return;
          const { guideId } = job.data;
          log.info({ guideId, attempt: job.retryCount + 1 }, "guide job started");
          try {
            const result = await options.generate(guideId);
            log.info({ guideId, result, attempt: job.retryCount + 1 }, "guide job done");
            await announce(guideId);
          } catch (error) {
            log.error({ err: error, guideId, attempt: job.retryCount + 1 }, "guide generation failed");
            if (job.retryCount >= retryLimit) {
              await options.fail(guideId, failureCode(error));
              await announce(guideId);
            }
            throw error;
          }
        },
      );
      await jobs.sweep();
    },
    async sweep() {
      if (!boss) return 0;
      const waiting = await database.db.select({ id: guides.id }).from(guides).where(eq(guides.status, "generating"));
      for (const { id } of waiting) await send(id);
      if (waiting.length) log.info({ count: waiting.length }, "guides waiting for generation sent again");
      return waiting.length;
    },
    async stop() {
      const b = boss;
      boss = undefined;
      await b?.stop({ graceful: true, close: false, timeout: 10_000 });
      await events.close();
    },
  };
  return jobs;
}
