import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

describe("probes and metrics", () => {
  const t = useTestApp();

  it("/healthz answers while the process runs", async () => {
    const res = await t.app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/readyz is 200 with a migrated database and 503 while a migration is missing", async () => {
    expect((await t.app.request("/readyz")).status).toBe(200);
    const rows = await t.database.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations`);
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    try {
      const res = await t.app.request("/readyz");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable" });
    } finally {
      const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
        id: number;
        hash: string;
        created_at: string;
      }[];
      for (const row of list) {
        await t.database.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
        );
      }
    }
    expect((await t.app.request("/readyz")).status).toBe(200);
  });

  it("/metrics counts requests by route pattern and exposes process metrics", async () => {
    await t.app.request("/healthz");
    await t.app.request("/new-api/config/app");
    const text = await (await t.app.request("/metrics")).text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/new-api\/config\/app",status="200"\}/,
    );
    expect(text).toContain("process_cpu_user_seconds_total");
  });
});

/** The process and route figures are not for anyone who asks. */
describe("/metrics behind METRICS_TOKEN", () => {
  const TOKEN = "metrics-secret-0123456789";
  const t = useTestApp({ METRICS_TOKEN: TOKEN });

  it("answers 401 without the token or with a wrong one, 200 with it", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-0123456789" },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await t.app.request("/metrics", { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await res.text()).not.toContain("process_cpu");
    }
    const res = await t.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("process_cpu_user_seconds_total");
  });

  it("a session's bearer token is not the metrics token", async () => {
    await seedDemo(t.database.db);
    const session = await tokenFor(t.database.db, DEMO.admin.email);
    expect((await t.app.request("/metrics", { headers: { authorization: `Bearer ${session}` } })).status).toBe(401);
  });
});

describe("/metrics in production without METRICS_TOKEN", () => {
  const t = useTestApp({ NODE_ENV: "production" });
  it("is not served (404)", async () => {
    const res = await t.app.request("/metrics");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("process_cpu");
  });
});
