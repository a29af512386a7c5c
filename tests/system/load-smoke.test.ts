import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runMix } from "../../bench/load.ts";
import { startServer } from "../support/server-process.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-load-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The short version of `npm run bench:load`: the same mix of routes at a fifth of the rates for a
// few seconds. Only correctness is asserted (every answer 2xx); speed is the bench's to report.
describe("mixed load, short", () => {
  it("landing, sign-in, chat, guide list and calculator together: no error on any route", async () => {
    const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: "10000" });
    try {
      const results = await runMix(server.url, 4, 0.2);
      for (const r of results) {
        expect(r.rps, r.label).toBeGreaterThan(0);
        expect(r.errors, `${r.label}: ${JSON.stringify(r.statusCodes)}`).toBe(0);
      }
    } finally {
      await server.stop();
    }
  }, 120_000);
});
