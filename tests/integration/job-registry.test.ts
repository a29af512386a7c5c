import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z, ZodError } from "zod";
import type { Database } from "../../src/db/client.ts";
import { defineJob } from "../../src/domain/ports/jobs.ts";
import { createJobRunner, type JobRunner } from "../../src/infra/jobs/job-runner.ts";
import { openTestDatabase, testDbKind } from "../support/test-database.ts";

/** Waits until the worker has done its part (it polls the queue every half second). */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 30_000, interval: 50 });

describe(`the job registry on ${testDbKind}`, () => {
  let database: Database;
  const runners: JobRunner[] = [];
  const errors: string[] = [];
  const log = { info: () => {}, error: (_o: object, message: string) => void errors.push(message) };
  const runner = () => {
    const r = createJobRunner({ database, log, pollingIntervalSeconds: 0.5 });
    runners.push(r);
    return r;
  };
  const seen: unknown[] = [];
  const expireOffer = defineJob({
    name: "offer-expire",
    schema: z.object({ offerId: z.guid(), reason: z.enum(["expired", "withdrawn"]).default("expired") }),
    handler: async (payload) => void seen.push(payload),
  });

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    await database.close();
  });

  it("runs a registered job with its payload as the schema reads it, and refuses an invalid one before sending", async () => {
    const jobs = runner();
    jobs.register(expireOffer);
    await jobs.start({ work: true });
    const offerId = "7f1c3a52-4a8e-4d3b-9c61-2f0a9e8b1d20";
    await expect(jobs.send(expireOffer, { offerId: "not-an-id", reason: "expired" })).rejects.toBeInstanceOf(ZodError);
    await expect(
      jobs.send(expireOffer, { offerId, reason: "forgotten" } as unknown as { offerId: string }),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await jobs.send(expireOffer, { offerId })).toBe(true);
    await until(() => seen.length > 0);
    expect(seen).toEqual([{ offerId, reason: "expired" }]);
  });

  it("refuses a definition it does not know, a name registered twice and a registration after start", async () => {
    const jobs = runner();
    jobs.register(expireOffer);
    expect(() => jobs.register({ ...expireOffer })).toThrow(/registered twice/);
    expect(() => jobs.register({ ...expireOffer, name: "Offer expire" })).toThrow(/kebab-case/);
    const unknown = defineJob({ name: "digest-send", schema: z.object({}), handler: async () => {} });
    await expect(jobs.send(unknown, {})).rejects.toThrow(/not registered/);
    await jobs.start({ work: false });
    expect(() => jobs.register(unknown)).toThrow(/before the runner starts/);
  });

  it("a job whose stored payload no longer matches its definition is refused when it runs, not handled", async () => {
    const handled: unknown[] = [];
    const old = defineJob({ name: "reminder-send", schema: z.object({ days: z.string() }), handler: async () => {} });
    const sender = runner();
    sender.register(old);
    await sender.start({ work: false });
    await sender.send(old, { days: "three" });

    const worker = runner();
    worker.register(
      defineJob({
        name: "reminder-send",
        schema: z.object({ days: z.number() }),
        retryLimit: 0,
        handler: async (payload) => void handled.push(payload),
      }),
    );
    await worker.start({ work: true });
    await until(() => errors.includes("job refused: its payload does not match the definition"));
    expect(handled).toEqual([]);
  });

  it("a runner not started sends nothing and says so", async () => {
    const jobs = runner();
    jobs.register(expireOffer);
    expect(await jobs.send(expireOffer, { offerId: "7f1c3a52-4a8e-4d3b-9c61-2f0a9e8b1d21", reason: "withdrawn" })).toBe(
      false,
    );
  });

  it("a worker schedules each recurring definition with its cron expression, zone and payload; a web node schedules nothing", async () => {
    const digest = defineJob({
      name: "digest-send",
      schema: z.object({ period: z.enum(["daily", "weekly"]), dryRun: z.boolean().default(false) }),
      schedule: { cron: "0 7 * * 1", tz: "Europe/Warsaw", payload: { period: "weekly", dryRun: false } },
      handler: async () => {},
    });
    const scheduled = async () =>
      (
        (await database.db.execute(
          sql`select cron, timezone, data from pgboss.schedule where name = 'digest-send'`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const web = runner();
    web.register(digest);
    await web.start({ work: false });
    expect(await scheduled()).toEqual([]);
    const worker = runner();
    worker.register(digest);
    await worker.start({ work: true });
    expect(await scheduled()).toEqual([
      { cron: "0 7 * * 1", timezone: "Europe/Warsaw", data: { period: "weekly", dryRun: false } },
    ]);
  });
});
