import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";

export interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run on loopback: bounded in time, stops by itself. */
export async function load(label: string, url: string, seconds: number, connections = 10): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip" } });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export const row = (f: Figures) =>
  `${f.label.padEnd(44)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms${f.errors ? `   errors ${f.errors}` : ""}`;

/** The nearest-rank percentile `q` (0–100) of values sorted ascending; NaN when there are none. */
export const percentile = (sorted: number[], q: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]! : Number.NaN;

/** Spawns a process and resolves once it prints a line matching `ready`; returns its first capture group. */
export function spawnUntil(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = ready.exec(out);
      if (m) resolve({ child, match: m[1]! });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}
