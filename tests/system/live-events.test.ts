import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../src/db/seed.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { sseReader } from "../support/sse.ts";

const signIn = async (server: RunningServer, email: string) => {
  const res = await fetch(`${server.url}/api`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ query: `mutation { signIn(email: "${email}", password: "${DEMO.password}") { token } }` }),
  });
  return ((await res.json()) as { data: { signIn: { token: string } } }).data.signIn.token;
};

/**
 * Issue 27: two server processes on one PostgreSQL database; a message sent through the first
 * reaches a stream held by the second, carried by PostgreSQL NOTIFY, and by Redis with REDIS_URL.
 */
describe.runIf(process.env.TEST_DATABASE_URL).each(["postgres-notify", "redis"] as const)(
  "live events across two server processes (%s)",
  (carrier) => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const name = `pz_live_${carrier.replace("-", "_")}_${process.pid}`;
    const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://localhost/test");
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      ...(carrier === "redis" ? { REDIS_URL: "redis://127.0.0.1:6379" } : {}),
    };
    const servers: RunningServer[] = [];

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      servers.push(await startServer({ ...env, DEMO_SEED: "on" }));
      servers.push(await startServer({ ...env, WORKER: "off" }));
    }, 120_000);
    afterAll(async () => {
      for (const server of servers) await server.stop();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it("a message sent through the first process reaches a client connected to the second", async () => {
      const [first, second] = servers as [RunningServer, RunningServer];
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      const fleet = (await db.query("select id from companies where name like 'Trans%'")).rows[0] as { id: string };
      await db.end();
      const anna = await signIn(first, DEMO.admin.email);
      const marek = await signIn(second, "marek@transodra.przewodnik.pl");

      const res = await fetch(`${second.url}/new-api/events`, {
        headers: { authorization: `Bearer ${marek}`, accept: "text/event-stream" },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBeNull(); // never compressed, never held back
      const stream = sseReader<{ conversationId?: string; message?: { text: string }; count?: number }>(res);
      await stream.until("ready");

      const started = await fetch(`${first.url}/new-api/conversations`, {
        method: "POST",
        headers: { authorization: `Bearer ${anna}`, "content-type": "application/json" },
        body: JSON.stringify({ companyId: fleet.id, text: "Dzień dobry z pierwszego procesu" }),
      });
      expect(started.status, await started.clone().text()).toBe(201);
      const { conversation } = (await started.json()) as { conversation: { id: string } };
      const message = await stream.until("message", 15_000);
      expect(message.data).toMatchObject({
        conversationId: conversation.id,
        message: { text: "Dzień dobry z pierwszego procesu" },
      });
      expect(await stream.next()).toEqual({ event: "unread", data: { count: 1 } });
      await stream.cancel();
    });
  },
);
