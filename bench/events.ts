// Live delivery (issue 27, ADR 031): 1 000 open event streams while 50 messages a second flow
// between 100 conversations (200 companies, 3 employees each, every employee holding one or two
// tabs), on one server process and on two on the same PostgreSQL database. Per message: the time
// from the send's answer to each stream of the receiving company having it (p50, p95, max), the
// deliveries lost (after a drain), and the server's resident memory per open stream.
// `npm run bench:events` (BENCH_DATABASE_URL: the PostgreSQL server; a database of its own, made
// and dropped); BENCH_STREAMS, BENCH_RATE and BENCH_SECONDS change the load.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedDemo } from "../src/db/seed.ts";
import { freshCompany } from "../tests/support/fresh-company.ts";
import { sseReader } from "../tests/support/sse.ts";
import { percentile, spawnUntil } from "./lib.ts";

const root = path.resolve(import.meta.dirname, "..");
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const COMPANIES = 200;

type Company = Awaited<ReturnType<typeof freshCompany>>;
interface Server {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? Number.NaN);

async function startServers(url: string, count: number): Promise<Server[]> {
  const servers: Server[] = [];
  for (let i = 0; i < count; i++) {
    const { child, match } = await spawnUntil(
      [path.join(root, "src/server/main.ts")],
      { PORT: "0", DATABASE_URL: url, LOG_LEVEL: "warn", RATE_LIMIT_SCALE: "10000", WORKER: i ? "off" : "inline" },
      /running at (http:\/\/[\d.:]+)/,
    );
    servers.push({
      url: match,
      pid: child.pid!,
      stop: () =>
        new Promise((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    });
  }
  return servers;
}

/** One run: streams spread over the servers, messages sent round-robin through them. */
async function run(label: string, servers: Server[], companies: Company[], conversations: string[]) {
  const tabs: { company: number; seen: Map<string, number> }[] = [];
  const readers: ReturnType<typeof sseReader>[] = [];
  const before = servers.map((s) => rssKb(s.pid));
  const tokens = companies.flatMap((c, i) =>
    [c.tokens.admin, c.tokens.member, c.tokens.secondMember].map((t) => ({ t, i })),
  );
  for (let n = 0; n < STREAMS; n++) {
    const { t, i } = tokens[n % tokens.length]!;
    const res = await fetch(`${servers[n % servers.length]!.url}/new-api/events`, {
      headers: { authorization: `Bearer ${t}`, accept: "text/event-stream" },
    });
    if (res.status !== 200) throw new Error(`stream ${n}: ${res.status}`);
    const reader = sseReader<{ message?: { id: string } }>(res);
    await reader.until("ready");
    const tab = { company: i, seen: new Map<string, number>() };
    tabs.push(tab);
    readers.push(reader);
    void (async () => {
      for (;;) {
        const e = await reader.next(3_600_000).catch(() => null);
        if (!e) return;
        if (e.event === "message" && e.data.message) tab.seen.set(e.data.message.id, performance.now());
      }
    })();
  }
  const rssPerStream = servers.map((s, i) => ((rssKb(s.pid) - before[i]!) * 1024) / (STREAMS / servers.length));

  const sent: { id: string; to: number; answeredAt: number }[] = [];
  const total = RATE * SECONDS;
  const startedAt = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = startedAt + (n * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const pair = n % conversations.length;
    const from = 2 * pair + (n % 2);
    const to = 2 * pair + 1 - (n % 2);
    const server = servers[n % servers.length]!;
    sends.push(
      fetch(`${server.url}/new-api/conversations/${conversations[pair]}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${companies[from]!.tokens.member}`, "content-type": "application/json" },
        body: JSON.stringify({ text: `Wiadomość ${n}` }),
      }).then(async (res) => {
        const answeredAt = performance.now();
        if (res.status !== 201) throw new Error(`send ${n}: ${res.status} ${await res.text()}`);
        sent.push({ id: ((await res.json()) as { id: string }).id, to, answeredAt });
      }),
    );
  }
  await Promise.all(sends);
  const drainUntil = performance.now() + 5_000;
  const expected = () => sent.reduce((a, m) => a + tabs.filter((t) => t.company === m.to).length, 0);
  const delivered = () =>
    sent.reduce((a, m) => a + tabs.filter((t) => t.company === m.to && t.seen.has(m.id)).length, 0);
  while (delivered() < expected() && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 100));
  const delays = sent
    .flatMap((m) =>
      tabs.filter((t) => t.company === m.to && t.seen.has(m.id)).map((t) => t.seen.get(m.id)! - m.answeredAt),
    )
    .sort((a, b) => a - b);
  for (const reader of readers) await reader.cancel().catch(() => {});
  const ms = (v: number) => `${Math.max(0, v).toFixed(1).padStart(6)} ms`;
  console.log(
    `${label.padEnd(34)} ${sent.length} messages, ${delays.length}/${expected()} deliveries, lost ${expected() - delays.length}` +
      `   p50 ${ms(percentile(delays, 50))}  p95 ${ms(percentile(delays, 95))}  max ${ms(delays.at(-1) ?? 0)}` +
      `   RSS/stream ${rssPerStream.map((b) => `${(b / 1024).toFixed(1)} KB`).join(", ")}`,
  );
}

export async function measureEvents() {
  const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query("drop database if exists bench_events with (force)");
  await admin.query("create database bench_events");
  const url = new URL(server);
  url.pathname = "/bench_events";
  try {
    const database = await openDatabase({ url: url.toString() });
    await migrate(database);
    await seedDemo(database.db);
    const companies: Company[] = [];
    for (let i = 0; i < COMPANIES; i++) companies.push(await freshCompany(database.db));
    await database.close();
    console.log(
      `\nLive events: ${STREAMS} streams, ${RATE} messages/s for ${SECONDS} s over ${COMPANIES / 2} conversations (goal: p95 ≤ 100 ms, 0 lost)\n`,
    );
    for (const count of [1, 2]) {
      const servers = await startServers(url.toString(), count);
      try {
        const conversations: string[] = [];
        for (let p = 0; p < COMPANIES / 2; p++) {
          const res = await fetch(`${servers[0]!.url}/new-api/conversations`, {
            method: "POST",
            headers: { authorization: `Bearer ${companies[2 * p]!.tokens.admin}`, "content-type": "application/json" },
            body: JSON.stringify({ companyId: companies[2 * p + 1]!.company.id }),
          });
          conversations.push(((await res.json()) as { conversation: { id: string } }).conversation.id);
        }
        await run(count === 1 ? "one process" : "two processes, one database", servers, companies, conversations);
      } finally {
        for (const s of servers) await s.stop();
      }
    }
  } finally {
    await admin.query("drop database if exists bench_events with (force)");
    await admin.end();
  }
}

if (import.meta.main) await measureEvents();
