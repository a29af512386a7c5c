import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { runServer, startServer } from "../support/server-process.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-system-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function countRows(dir: string) {
  const database = await openDatabase({ dataDir: path.join(dir, "pglite") });
  try {
    const result = (
      await database.pglite!.query<{ users: number; companies: number }>(
        "select (select count(*)::int from users) as users, (select count(*)::int from companies) as companies",
      )
    ).rows[0]!;
    return result;
  } finally {
    await database.close();
  }
}

describe("the server process on PGlite", () => {
  it("serves pages, probes and APIs from one port", async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="pl">');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect((await (await fetch(`${server.url}/new-api/openapi.json`)).json()).openapi).toBe("3.1.0");
      const me = await fetch(`${server.url}/api`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ me { id } }" }),
      });
      expect(await me.json()).toEqual({ data: { me: null } });
      const missing = await fetch(`${server.url}/no/such/page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("Nie znaleziono tej strony");
      expect(server.output()).toContain("anna@demo.przewodnik.pl");

      // The guest landing is kept after its first render, but every answer carries the nonce of its
      // own CSP header, never an earlier one; English is a page of its own.
      const nonces: string[] = [];
      for (const cookie of ["", "", "locale=en"]) {
        const res = await fetch(`${server.url}/`, { headers: cookie ? { cookie } : {} });
        const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
        const html = await res.text();
        expect(nonce).toBeTruthy();
        expect(new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
        expect(html).toContain(cookie ? '<html lang="en">' : '<html lang="pl">');
        nonces.push(nonce!);
      }
      expect(new Set(nonces).size).toBe(3);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it("refuses a second process on the same DATA_DIR while the first keeps working", async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    try {
      const second = runServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/^DATA_DIR .+ is in use by another Przewodnik process \(pid \d+\)/);
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  });

  it("keeps its data through kill -9 and starts again", async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    await first.kill9();
    expect(fs.existsSync(path.join(dataDir, "przewodnik.lock"))).toBe(true); // left behind by the killed process
    const again = await startServer({ DATA_DIR: dataDir, DEMO_SEED: "off" });
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
    // The demo company's five accounts and the second demo company's admin (docs/decisions/027).
    expect(await countRows(dataDir)).toEqual({ users: 6, companies: 2 });
  });

  it("stops at once on a bad setting, with one line naming it", async () => {
    const bad = runServer({ DATA_DIR: dataDir, PORT: "abc" });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim().split("\n")).toEqual([
      expect.stringMatching(/^Invalid environment variable PORT="abc"/),
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the server process on PostgreSQL", () => {
  it("migrates, seeds and serves with DATABASE_URL", async () => {
    const pg = await import("pg");
    const admin = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `pz_sys_${process.pid}`;
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const server = await startServer({ DATABASE_URL: url.toString(), DEMO_SEED: "on" });
      try {
        expect((await fetch(`${server.url}/`)).status).toBe(200);
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        expect((await fetch(`${server.url}/no/such/page`)).status).toBe(404);
        const me = await fetch(`${server.url}/api`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ me { id } }" }),
        });
        expect(await me.json()).toEqual({ data: { me: null } });
      } finally {
        expect(await server.stop()).toBe(0);
      }
      const check = new pg.default.Client({ connectionString: url.toString() });
      await check.connect();
      // The demo company's five accounts and the second demo company's admin (docs/decisions/027).
      expect((await check.query("select count(*)::int as n from users")).rows[0].n).toBe(6);
      await check.end();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
