import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { guides } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { guideJob } from "../../src/domain/guides/guide-job.ts";
import { createJobRunner, type JobRunner } from "../../src/infra/jobs/job-runner.ts";
import type { BodyOf, RestClient } from "../../src/web/lib/typed-api.ts";
import { tokenFor } from "../support/graphql.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";
import { sseReader } from "../support/sse.ts";
import { testDbKind } from "../support/test-database.ts";

/** A guide's status as GET /guide/{id} answers it: what each `status` event carries. */
type Guide = BodyOf<Awaited<ReturnType<RestClient["guide"][":id"]["$get"]>>, 200>;

const silent = { info: () => {}, error: () => {} };

/** A guide stream's events (status frames carry the guide). */
const eventsOf = (res: { body: ReadableStream<Uint8Array> | null }) => sseReader<Guide>(res);

describe(`GET /new-api/guide/{id}/events on ${testDbKind}`, () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  let anna: string;
  let jan: string;
  /** The "worker process": on PostgreSQL a database connection of its own, as `npm run worker` has. */
  let workerDb: Database;
  let jobs: JobRunner | undefined;

  const api = (token?: string) => restAs(() => t.app, token);
  const eventsFor = (token: string | undefined, id: string) =>
    restAs(() => t.app, token, { accept: "text/event-stream" }).guide[":id"].events.$get({ param: { id } });
  const requestGuide = async (token: string) => {
    const { threadId } = await expectStatus(api(token).thread["create-thread"].$post({ json: {} }), 200);
    await expectStatus(api(token).thread["start-thread"].$post({ json: { threadId } }), 200);
    for (const content of ["Sklep internetowy z odzieżą", "20 tys. zł miesięcznie", "5 tys. zł"])
      expect((await api(token).thread["send-message"].$post({ json: { threadId, content } })).status).toBe(200);
    return (await expectStatus(api(token).thread["request-guide"].$post({ json: { threadId } }), 202)).guideId;
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    jan = await tokenFor(t.database.db, DEMO.member.email);
    workerDb =
      testDbKind === "postgres"
        ? await openDatabase({ url: t.database.pool!.options.connectionString!, max: 2 })
        : t.database;
  });
  afterAll(async () => {
    await jobs?.stop();
    if (workerDb !== t.database) await workerDb.close();
  });

  it("sends the owner `generating`, then `ready` about as soon as the worker finishes, and closes", async () => {
    const guideId = await requestGuide(anna);
    const res = await eventsFor(anna, guideId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("content-encoding")).toBeNull();
    const events = eventsOf(res);
    expect(await events.next()).toEqual({
      event: "status",
      data: expect.objectContaining({ id: guideId, status: "generating", isProcessing: true }),
    });

    // A worker (another process on PostgreSQL) makes the guide; the page hears of it by NOTIFY,
    // well before the stream's own 5 s look or the page's 15 s poll.
    let finishedAt = 0;
    jobs = createJobRunner({ database: workerDb, log: silent, pollingIntervalSeconds: 0.5 });
    jobs.register(
      guideJob({
        database: workerDb,
        log: silent,
        generate: async (id) => {
          await workerDb.db.update(guides).set({ status: "ready" }).where(eq(guides.id, id));
          finishedAt = Date.now();
          return "ready";
        },
        fail: async () => {},
      }),
    );
    await jobs.start({ work: true });
    const ready = await events.next(20_000);
    expect(ready).toEqual({
      event: "status",
      data: expect.objectContaining({ id: guideId, status: "ready", isProcessing: false }),
    });
    expect(Date.now() - finishedAt).toBeLessThan(2_000);
    expect(await events.next()).toBeNull(); // closed after ready

    // A stream opened on a finished guide sends its status once and closes.
    const again = eventsOf(await api(anna).guide[":id"].events.$get({ param: { id: guideId } }));
    expect((await again.next())?.data.status).toBe("ready");
    expect(await again.next()).toBeNull();
  });

  it("answers another user's guide 404 exactly as a missing one, and 401 without a session", async () => {
    const guideId = await requestGuide(anna);
    const other = await expectStatus(eventsFor(jan, guideId), 404);
    const missing = await expectStatus(eventsFor(jan, "00000000-0000-4000-8000-000000000000"), 404);
    expect(other).toEqual(missing);
    expect((await eventsFor(anna, "not-a-uuid")).status).toBe(404);
    expect((await expectRefusal(eventsFor(undefined, guideId), 401)).error.code).toBe("unauthorized");
  });

  it("ends the stream when the client goes away (no listener left behind)", async () => {
    const guideId = await requestGuide(anna);
    const events = eventsOf(await eventsFor(anna, guideId));
    expect((await events.next())?.data.status).toBe("generating");
    await events.cancel();
    // A failure announced afterwards reaches nobody and breaks nothing; a new stream sees it.
    await t.database.db
      .update(guides)
      .set({ status: "failed", error: "generationFailed" })
      .where(eq(guides.id, guideId));
    const after = eventsOf(await eventsFor(anna, guideId));
    expect((await after.next())?.data).toMatchObject({ status: "failed", error: "generationFailed" });
    expect(await after.next()).toBeNull();
  });
});
