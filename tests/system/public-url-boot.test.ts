import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runServer } from "../support/server-process.ts";

/** Production on a public address does not start without PUBLIC_URL. */
describe("boot without PUBLIC_URL", () => {
  it("stops in production on 0.0.0.0 with one line naming PUBLIC_URL", async () => {
    const bad = runServer({
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      DATA_DIR: path.join(os.tmpdir(), `przewodnik-public-url-${process.pid}`),
    });
    expect(await bad.exited).toBe(1);
    const lines = bad.output().trim().split("\n");
    expect(lines).toEqual([expect.stringMatching(/^Missing environment variable PUBLIC_URL: /)]);
  });
});
