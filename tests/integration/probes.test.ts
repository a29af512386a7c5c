import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
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
