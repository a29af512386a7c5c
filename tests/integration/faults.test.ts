import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advisorMessages, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { startFakeLlm } from "../support/fake-llm.ts";
import { tokenFor } from "../support/graphql.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";
import { testDbKind } from "../support/test-database.ts";

const fake = await startFakeLlm();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-faults-"));

describe("faults: the database away and back, a model answering garbage, a full disk", () => {
  const t = useTestApp({
    LLM_BASE_URL: fake.url,
    LLM_MODEL: "fake",
    LLM_TIMEOUT_MS: "2000",
    LLM_MAX_RETRIES: "0",
    DATA_DIR: dataDir,
    GUIDE_RETRY_DELAY_SECONDS: "1",
    RATE_LIMIT_SCALE: "1000",
  });
  let token: string;
  const api = () => restAs(() => t.app, token);
  const newThread = async () => {
    const { threadId } = await expectStatus(api().thread["create-thread"].$post({ json: {} }), 200);
    await expectStatus(api().thread["start-thread"].$post({ json: { threadId } }), 200);
    return threadId;
  };
  const myGuides = () => api().guide.user.$get({ query: {} });
  const guideOf = (id: string) => expectStatus(api().guide[":id"].$get({ param: { id } }), 200);
  const send = (threadId: string, content: string) =>
    api().thread["send-message"].$post({ json: { threadId, content } });

  beforeAll(async () => {
    await seedDemo(t.database.db);
    token = await tokenFor(t.database.db, DEMO.admin.email);
  });
  afterAll(async () => {
    await t.services.jobs.stop();
    await t.services.renderer.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(testDbKind !== "postgres")(
    "PostgreSQL going away: 503 from /readyz and from calls meanwhile, then recovery without a restart, nothing lost",
    async () => {
      const own = (t.database.pool!.options as { connectionString: string }).connectionString;
      const database = new URL(own).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const usersBefore = (await t.database.db.select().from(users)).length;
        expect((await t.app.request("/readyz")).status).toBe(200);
        expect((await myGuides()).status).toBe(200);

        await admin.query(`alter database ${database} allow_connections false`);
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [database]);
        expect((await t.app.request("/readyz")).status).toBe(503);
        const during = await myGuides();
        expect((await expectRefusal(during, 503)).error.code).toBe("unavailable");
        expect(during.headers.get("retry-after")).toBe("5");
        const graphql = await t.app.request("/api", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: "{ me { id } }" }),
        });
        // In GraphQL's shape, not REST's.
        expect(graphql.status).toBe(503);
        const gqlBody = (await graphql.json()) as { errors: { extensions: { code: string } }[]; error?: unknown };
        expect(gqlBody.errors[0]!.extensions.code).toBe("unavailable");
        expect(gqlBody.error).toBeUndefined();

        await admin.query(`alter database ${database} allow_connections true`);
        expect((await t.app.request("/readyz")).status).toBe(200);
        expect((await myGuides()).status).toBe(200);
        expect((await t.database.db.select().from(users)).length).toBe(usersBefore);
      } finally {
        await admin.query(`alter database ${database} allow_connections true`).catch(() => {});
        await admin.end();
      }
    },
  );

  it("a model answering garbage: a clear error, and the user's message kept for a retry", async () => {
    const threadId = await newThread();
    fake.state.mode = "garbage";
    try {
      const refused = await expectRefusal(send(threadId, "Czy potrzebuję VAT?"), 503);
      expect(refused.error.code).toBe("assistantUnavailable");
      const kept = await t.database.db.select().from(advisorMessages).where(eq(advisorMessages.threadId, threadId));
      expect(kept.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["Czy potrzebuję VAT?"]);
    } finally {
      fake.state.mode = "ok";
    }
    expect((await send(threadId, "Czy potrzebuję VAT?")).status).toBe(200);
  });

  it("a full disk while storing a PDF: the guide fails with its reason, the app keeps serving, a retry later works", async () => {
    const store = t.services.store;
    const put = store.put;
    store.put = async () => {
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    };
    await t.services.jobs.start({ work: true });
    const threadId = await newThread();
    for (const content of ["Sklep z rowerami", "20 tys. zł miesięcznie", "5 tys. zł miesięcznie"])
      await send(threadId, content);
    const { guideId } = await expectStatus(api().thread["request-guide"].$post({ json: { threadId } }), 202);
    let status = await guideOf(guideId);
    for (let i = 0; i < 200; i++) {
      status = await guideOf(guideId);
      expect((await t.app.request("/healthz")).status).toBe(200);
      if (!status.isProcessing) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toMatchObject({ status: "failed", error: "storageFull" });
    expect((await myGuides()).status).toBe(200);

    store.put = put;
    await expectStatus(api().guide[":id"].retry.$post({ param: { id: guideId } }), 202);
    for (let i = 0; i < 200 && status.status !== "ready"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await guideOf(guideId);
    }
    expect(status.status).toBe("ready");
  }, 60_000);
});
