import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { DEMO } from "../../src/db/seed.ts";
import { GUIDE_JOB } from "../../src/domain/guides/guide-job.ts";
import { startServer } from "../support/server-process.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-crash-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function guideRows(dir: string) {
  const database = await openDatabase({ dataDir: path.join(dir, "pglite") });
  try {
    return (await database.pglite!.query<{ id: string; status: string }>("select id, status from guides")).rows;
  } finally {
    await database.close();
  }
}

describe("a guide survives a crash of the process that makes it", () => {
  it("kill -9 during generation; after a restart the job runs again and exactly one guide is made", async () => {
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "info", ADVISOR_STREAM_DELAY_MS: "0", RATE_LIMIT_SCALE: "100" };
    let server = await startServer(env);
    const api = (url: string, token: string, body?: unknown) =>
      fetch(`${server.url}/new-api${url}`, {
        method: body ? "POST" : "GET",
        headers: {
          accept: "application/json",
          authorization: `Bearer ${token}`,
          origin: server.url,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    const signIn = await fetch(`${server.url}/api`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        query: `mutation { signIn(email: "${DEMO.admin.email}", password: "${DEMO.password}") { token } }`,
      }),
    });
    const token = ((await signIn.json()) as { data: { signIn: { token: string } } }).data.signIn.token;
    const { threadId } = (await (await api("/thread/create-thread", token, {})).json()) as { threadId: string };
    await api("/thread/start-thread", token, { threadId });
    for (const content of ["Biuro rachunkowe", "12 tys. zł miesięcznie", "3 tys. zł miesięcznie"])
      expect((await api("/thread/send-message", token, { threadId, content })).status).toBe(200);

    // The job runner logs each attempt as it begins (one JSON line naming the job).
    const started = () =>
      server
        .output()
        .split("\n")
        .filter((l) => l.includes(`"job":"${GUIDE_JOB}"`) && l.includes("job started")).length;
    const startedBefore = started();
    const requested = await api("/thread/request-guide", token, { threadId });
    expect(requested.status).toBe(202);
    const { guideId } = (await requested.json()) as { guideId: string };
    // Killed the moment the worker picks the job up: the render is under way, nothing is stored yet.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the job never started:\n${server.output()}`)), 30_000);
      const check = () => {
        if (started() > startedBefore) {
          clearTimeout(timer);
          server.process.stdout!.off("data", check);
          resolve();
        }
      };
      server.process.stdout!.on("data", check);
      check();
    });
    await server.kill9();
    expect(await guideRows(dataDir)).toEqual([{ id: guideId, status: "generating" }]);

    server = await startServer(env);
    try {
      let status = "generating";
      for (let i = 0; i < 300 && status === "generating"; i++) {
        await new Promise((r) => setTimeout(r, 200));
        status = ((await (await api(`/guide/${guideId}`, token)).json()) as { status: string }).status;
      }
      expect(status).toBe("ready");
      const pdf = await api(`/pdf/download/${guideId}`, token);
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
      const list = (await (await api("/guide/user", token)).json()) as { total: number; items: { id: string }[] };
      expect(list.items.filter((g) => g.id === guideId)).toHaveLength(1);
      expect(list.total).toBe(1);
    } finally {
      await server.stop();
    }
    expect(await guideRows(dataDir)).toEqual([{ id: guideId, status: "ready" }]);
    expect(fs.readdirSync(path.join(dataDir, "files", "guides")).filter((f) => f.endsWith(".pdf"))).toEqual([
      `${guideId}.pdf`,
    ]);
  }, 120_000);
});
