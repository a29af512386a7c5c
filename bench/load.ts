// `npm run bench:load`: a mixed load on loopback (landing page, sign-in, chat message with the
// built-in advisor, guide list, calculator), each route at its own fixed rate (open loop,
// bench/fixed-rate.ts), BENCH_LOAD_SECONDS long (60) after BENCH_LOAD_WARMUP_SECONDS (10) of the
// same mix unmeasured, on the built server with PGlite or, with BENCH_DATABASE_URL, PostgreSQL.
// Reports throughput, p50, p99, max and errors per route. Goal (issue 10): zero errors and
// p99 ≤ 300 ms at 200 requests/s.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { type FixedRateRequest, fixedRate } from "./fixed-rate.ts";
import { spawnUntil } from "./lib.ts";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const warmup = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
const USERS = [
  "anna@demo.przewodnik.pl",
  "jan@demo.przewodnik.pl",
  "ola@demo.przewodnik.pl",
  "piotr@demo.przewodnik.pl",
];
const PASSWORD = "Przewodnik#2026";
/**
 * Connections per route, as a bound only: 200 requests/s come from many people, each on a
 * connection of their own. With 8 connections for 70 landing pages/s, a stall longer than 8/70 s
 * left later requests waiting in the client for a free connection, the server saw too few at once
 * to overlap their database and compression waits, and the backlog fed itself (one PGlite run:
 * landing p50 1.4 s).
 */
const CONNECTIONS = 64;

interface Mix {
  label: string;
  rate: number;
  requests: FixedRateRequest[];
}

/** The mix at `scale` × its rates for `seconds` against a running server; figures per route. */
export async function runMix(base: string, seconds: number, scale = 1) {
  const signIn = async (email: string) => {
    const res = await fetch(`${base}/api`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `mutation { signIn(email: "${email}", password: "${PASSWORD}") { token } }` }),
    });
    return ((await res.json()) as { data: { signIn: { token: string } } }).data.signIn.token;
  };
  const tokens = await Promise.all(USERS.map(signIn));
  const threads = await Promise.all(
    tokens.map(async (token) => {
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const { threadId } = (await (
        await fetch(`${base}/new-api/thread/create-thread`, { method: "POST", headers, body: "{}" })
      ).json()) as { threadId: string };
      await fetch(`${base}/new-api/thread/start-thread`, {
        method: "POST",
        headers,
        body: JSON.stringify({ threadId }),
      });
      return threadId;
    }),
  );
  const json = { "content-type": "application/json", accept: "application/json" };
  const mix: Mix[] = [
    { label: "GET / (landing)", rate: 70 * scale, requests: [{ method: "GET", path: "/" }] },
    {
      label: "POST /api signIn (argon2id)",
      rate: 10 * scale,
      requests: [
        {
          method: "POST",
          path: "/api",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            query: `mutation { signIn(email: "${USERS[0]}", password: "${PASSWORD}") { token } }`,
          }),
        },
      ],
    },
    {
      label: "POST send-message (built-in advisor, JSON)",
      rate: 30 * scale,
      requests: tokens.map((token, i) => ({
        method: "POST" as const,
        path: "/new-api/thread/send-message",
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ threadId: threads[i], content: "Ile wynosi preferencyjny ZUS w 2026 roku?" }),
      })),
    },
    {
      label: "GET /new-api/guide/user",
      rate: 50 * scale,
      requests: [{ method: "GET", path: "/new-api/guide/user", headers: { authorization: `Bearer ${tokens[1]}` } }],
    },
    {
      label: "GET /kalkulator?… (calculator page)",
      rate: 40 * scale,
      requests: [{ method: "GET", path: "/kalkulator?revenue=180000&costs=24000&zus=preferential&rate=12" }],
    },
  ];
  // Every route at its own fixed rate, all at once, each starting at its own point of the first
  // interval (bench/fixed-rate.ts).
  const results = await Promise.all(
    mix.map((m, i) =>
      fixedRate({
        base,
        label: m.label,
        rate: m.rate,
        seconds,
        connections: CONNECTIONS,
        requests: m.requests,
        phase: i / mix.length,
      }),
    ),
  );
  return results;
}

export async function measureLoad() {
  if (spawnSync(process.execPath, [path.join(root, "scripts/build-if-stale.mjs")], { stdio: "inherit" }).status !== 0)
    process.exit(1);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-bench-load-"));
  const database = process.env.BENCH_DATABASE_URL;
  const app = await spawnUntil(
    [path.join(root, "src/server/main.ts")],
    {
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_SCALE: "10000",
      ...(database ? { DATABASE_URL: database, DEMO_SEED: "on" } : {}),
    },
    /running at (http:\/\/[\d.:]+)/,
  );
  const base = app.match;
  try {
    console.log(
      `\nMixed load (issue 10): ${seconds}s, 200 requests/s in all, ${database ? "PostgreSQL" : "PGlite"}, ${os.cpus().length} cores`,
    );
    // The same mix, unmeasured, first: a fresh process compiles its hot paths in its first
    // seconds under load (as wrk2's calibration period does).
    if (warmup > 0) {
      console.log(`warming up for ${warmup}s (not measured)\n`);
      await runMix(base, warmup);
    }
    const results = await runMix(base, seconds);
    let errors = 0;
    let worstP99 = 0;
    let total = 0;
    for (const r of results) {
      errors += r.errors;
      worstP99 = Math.max(worstP99, r.p99);
      total += r.rps;
      console.log(
        `${r.label.padEnd(44)} ${r.rps.toFixed(1).padStart(6)} req/s (target ${r.target})   p50 ${String(r.p50).padStart(5)} ms   p99 ${String(r.p99).padStart(5)} ms   max ${String(r.max).padStart(5)} ms   errors ${r.errors}`,
      );
    }
    console.log(
      `\nall routes: ${total.toFixed(0)} req/s, ${errors} errors, worst p99 ${worstP99} ms (goal: 0 errors, p99 ≤ 300 ms at 200 req/s)`,
    );
    return { errors, worstP99, total };
  } finally {
    app.child.kill("SIGTERM");
    await new Promise((r) => app.child.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await measureLoad();
