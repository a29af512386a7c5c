import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { guides, advisorThreads, users } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { markGuideFailed } from "../../src/domain/guides/guide-generator.ts";
import { guideJob, type GuideJobOptions, guideQueue } from "../../src/domain/guides/guide-job.ts";
import { createJobRunner, type JobRunner } from "../../src/infra/jobs/job-runner.ts";
import { openTestDatabase } from "../support/test-database.ts";

const silent = { info: () => {}, error: () => {} };

describe("guide jobs on pg-boss", () => {
  let database: Database;
  let jobs: JobRunner | undefined;
  /** A job runner with the guide job registered, as the guide feature's composition makes it. */
  const guideJobs = (options: Omit<GuideJobOptions, "database" | "log">) => {
    const runner = createJobRunner({ database, log: silent, pollingIntervalSeconds: 0.5 });
    const job = guideJob({ database, log: silent, ...options });
    runner.register(job);
    return { runner, queue: guideQueue(runner, job, { database, log: silent }) };
  };
  const newGuide = async () => {
    const [user] = await database.db.select().from(users);
    const [thread] = await database.db
      .insert(advisorThreads)
      .values({ userId: user!.id, status: "ended" })
      .returning({ id: advisorThreads.id });
    const [guide] = await database.db
      .insert(guides)
      .values({ userId: user!.id, threadId: thread!.id, title: "Test" })
      .returning({ id: guides.id });
    return guide!.id;
  };
  const statusOf = async (id: string) => (await database.db.select().from(guides).where(eq(guides.id, id)))[0]!;
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 300; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("timed out");
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db);
  });
  afterAll(async () => {
    await jobs?.stop();
    await database.close();
  });

  it("retries a failing generation, then marks the guide failed with a code the list translates", async () => {
    const id = await newGuide();
    const attempts: string[] = [];
    jobs = guideJobs({
      retryLimit: 1,
      retryDelaySeconds: 1,
      generate: async (guideId) => {
        attempts.push(guideId);
        throw new Error("renderer exploded");
      },
      fail: (guideId, code) => markGuideFailed(database.db, guideId, code),
    }).runner;
    await jobs.start({ work: true });
    await until(async () => (await statusOf(id)).status === "failed");
    expect(attempts).toEqual([id, id]);
    expect(await statusOf(id)).toMatchObject({ status: "failed", error: "generationFailed" });
    await jobs.stop();
    jobs = undefined;
  });

  it("sends every guide left generating again when a worker starts, and a job sent twice makes one guide", async () => {
    const id = await newGuide(); // requested while no worker ran: waits as generating
    const runs: string[] = [];
    const guide = guideJobs({
      generate: async (guideId) => {
        runs.push(guideId);
        const done = await database.db
          .update(guides)
          .set({ status: "ready" })
          .where(eq(guides.status, "generating"))
          .returning({ id: guides.id });
        return done.length ? "ready" : "skipped";
      },
      fail: async () => {},
    });
    jobs = guide.runner;
    await jobs.start({ work: true });
    await guide.queue.enqueue(id); // a second job for the same guide
    await until(async () => (await statusOf(id)).status === "ready" && runs.length >= 2);
    expect(runs.every((r) => r === id)).toBe(true);
    expect((await database.db.select().from(guides).where(eq(guides.status, "ready"))).length).toBe(1);
  });
});
