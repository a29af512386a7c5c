import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { guides } from "../../db/schema/index.ts";
import { defineJob, type JobQueue } from "../ports/jobs.ts";
import { guideEventsFor } from "./guide-events.ts";
import type { GuideQueue } from "./guide-queue.ts";

export const GUIDE_JOB = "guide-generate";

/** The reason a guide failed, as a code the list translates (myGuides.errors.*). */
export function failureCode(error: unknown): "storageFull" | "generationFailed" {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === "ENOSPC" || (e as { code?: unknown }).code === "EDQUOT")
      return "storageFull";
  return "generationFailed";
}

export interface GuideJobOptions {
  database: Database;
  /** Makes the guide (idempotent: see generateGuide). */
  generate: (guideId: string) => Promise<unknown>;
  /** Called once the last retry has failed. */
  fail: (guideId: string, code: string) => Promise<void>;
  log: { error: (o: object, m: string) => void };
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/** Wakes the pages watching the guide (GET /guide/{id}/events), in this process or another. */
const announcer = (options: Pick<GuideJobOptions, "database" | "log">) => async (guideId: string) => {
  try {
    await guideEventsFor(options.database).publish(guideId);
  } catch (error) {
    options.log.error({ err: error, guideId }, "guide status not announced; the pages poll");
  }
};

/**
 * Guide generation as a background job. The guide row (status `generating`) is the durable
 * request; a job only wakes the generator, so a job sent twice still gives one guide, and every
 * worker sends a job again for each guide still `generating` when it starts (`resume`).
 */
export function guideJob(options: GuideJobOptions) {
  const announce = announcer(options);
  return defineJob({
    name: GUIDE_JOB,
    schema: z.object({ guideId: z.guid() }),
    retryLimit: options.retryLimit ?? 2,
    retryDelaySeconds: options.retryDelaySeconds ?? 5,
    expireInSeconds: 300,
    singletonKey: ({ guideId }) => guideId,
    async handler({ guideId }, { lastAttempt }) {
      try {
        const result = await options.generate(guideId);
        await announce(guideId);
        return result;
      } catch (error) {
        if (lastAttempt) {
          await options.fail(guideId, failureCode(error));
          await announce(guideId);
        }
        throw error;
      }
    },
    async resume() {
      const waiting = await options.database.db
        .select({ id: guides.id })
        .from(guides)
        .where(eq(guides.status, "generating"));
      return waiting.map(({ id }) => ({ guideId: id }));
    },
  });
}

/**
 * The guide queue over the job queue: a requested or retried guide is announced (the list shows it
 * generating at once) and its job sent. A job that cannot be sent is logged; the guide waits as
 * `generating` for the next worker start.
 */
export function guideQueue(
  jobs: JobQueue,
  job: ReturnType<typeof guideJob>,
  options: Pick<GuideJobOptions, "database" | "log">,
): GuideQueue {
  const announce = announcer(options);
  return {
    async enqueue(guideId) {
      await announce(guideId);
      try {
        await jobs.send(job, { guideId });
      } catch (error) {
        options.log.error({ err: error, guideId }, "guide job not sent; the next worker start sends it");
      }
    },
  };
}
