import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { useTestApp } from "../support/test-app.ts";
import { testDbKind } from "../support/test-database.ts";

/**
 * The live stream's transport (issue 27; ADR 031): a quiet stream carries comment lines so that
 * proxies keep it open, is never compressed, and ends after its lifetime (the browser then
 * reconnects with Last-Event-ID). Timings shortened through their settings.
 */
describe(`the live stream's transport on ${testDbKind}`, () => {
  const t = useTestApp({ EVENTS_HEARTBEAT_MS: "50", EVENTS_STREAM_LIFETIME_MS: "400" });

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });

  it("sends heartbeats on a quiet stream, uncompressed, and ends it after its lifetime", async () => {
    const { tokens } = await freshCompany(t.database.db);
    const res = await t.app.request("/new-api/events", {
      headers: { authorization: `Bearer ${tokens.member}`, accept: "text/event-stream", "accept-encoding": "gzip, br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store, no-transform");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break; // the lifetime ended it
      text += decoder.decode(chunk.value, { stream: true });
    }
    expect(text).toMatch(/^retry: \d+\n\n/);
    expect(text).toContain("event: ready");
    expect(text.match(/: keep-alive\n\n/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
});
