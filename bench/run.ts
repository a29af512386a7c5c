// `npm run bench`: figures as ratios against a baseline measured in the same run, because these
// machines are shared and noisy. Loopback only; every load is bounded in time.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { measureChat } from "./chat.ts";
import { measureEnumeration } from "./enumeration.ts";
import { measureEvents } from "./events.ts";
import { measureGuides } from "./guides.ts";
import { measureKnowledge } from "./knowledge.ts";
import { measureMedia } from "./media.ts";
import { measureOffers } from "./offers.ts";
import { load, row, spawnUntil } from "./lib.ts";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

if (spawnSync(process.execPath, [path.join(root, "scripts/build-if-stale.mjs")], { stdio: "inherit" }).status !== 0)
  process.exit(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-bench-"));
const app = await spawnUntil(
  [path.join(root, "src/server/main.ts")],
  { PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  /running at (http:\/\/[\d.:]+)/,
);
const base = app.match;
const benchDir = path.join(root, "build", "client", "__bench");
const bare = await spawnUntil([path.join(root, "bench/bare-json-server.ts")], {}, /listening on (\d+)/);

try {
  // The same bytes as `/`, served as a file by the same server.
  const html = await (await fetch(`${base}/`)).text();
  fs.mkdirSync(benchDir, { recursive: true });
  fs.writeFileSync(path.join(benchDir, "home.html"), html);

  // Warm up both paths (JIT, caches) before measuring.
  await load("warm-up", `${base}/`, 1);
  await load("warm-up", `${base}/__bench/home.html`, 1);

  const ssr = await load("GET / (server-rendered)", `${base}/`, seconds);
  const file = await load("GET /__bench/home.html (same bytes, static)", `${base}/__bench/home.html`, seconds);
  const api = await load("GET /new-api/config/app (full stack)", `${base}/new-api/config/app`, seconds);
  const raw = await load("bare node:http, same JSON", `http://127.0.0.1:${bare.match}/`, seconds);

  console.log(`\nLoad: ${seconds}s per run, 10 connections, loopback, ${os.cpus().length} cores\n`);
  for (const f of [ssr, file, api, raw]) console.log(row(f));
  console.log(
    `\nratio SSR / static file        ${(ssr.rps / file.rps).toFixed(3)}  (requests/s; 1.0 = as fast as a file)`,
  );
  console.log(
    `ratio /new-api / bare node:http ${(api.rps / raw.rps).toFixed(3)}  (requests/s; 1.0 = no framework cost)`,
  );

  // JavaScript shipped to `/` (gzip), counted from the document's own script and preload tags.
  const scripts = new Set([...html.matchAll(/"(\/[\w./-]+\.js)"/g)].map((m) => m[1]!));
  let gz = 0;
  for (const src of scripts)
    gz += zlib.gzipSync(fs.readFileSync(path.join(root, "build", "client", src)), { level: 9 }).length;
  console.log(
    `JavaScript shipped to / (gzip) ${(gz / 1024).toFixed(1)} KB in ${scripts.size} files (goal ≤ 90 KB; guest landing)`,
  );
} finally {
  fs.rmSync(benchDir, { recursive: true, force: true });
  app.child.kill("SIGTERM");
  bare.child.kill("SIGTERM");
  await new Promise((r) => app.child.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await measureEnumeration();
measureKnowledge();
await measureChat();
await measureGuides();
await measureMedia();
// Live delivery (issue 27, ADR 031): 1 000 streams, 50 messages/s, one process and two (PostgreSQL).
await measureEvents();
// The exchange's search (issue 26, ADR 028): PostgreSQL at 10 000 to BENCH_OFFERS_MAX offers
// (1 000 000 by default; about five minutes), skipped with BENCH_OFFERS_MAX=0.
const offersMax = Number(process.env.BENCH_OFFERS_MAX ?? 1_000_000);
if (offersMax > 0) await measureOffers({ pglite: false, max: offersMax });
