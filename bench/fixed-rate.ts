// An open-loop load generator at a fixed rate (the method of wrk2): request i is due at
// start + i / rate, whatever happened to the ones before it, and its latency counts from when it
// was due, so time spent waiting for a free connection is counted too (no coordinated omission).
//
// autocannon's `overallRate`, used before, sends each connection's quota for a second in one burst
// as the second starts (every route at the same instant), and corrects its latencies as if
// requests were due every millisecond; neither is a fixed rate.
import http from "node:http";
import { percentile } from "./lib.ts";

export interface FixedRateRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface FixedRateResult {
  label: string;
  target: number;
  /** Answers per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  statusCodes: Record<string, number>;
}

/**
 * `rate` requests a second for `seconds`, cycling through `requests`, over at most `connections`
 * keep-alive connections; bounded in count and time (each request gives up after 10 s).
 */
export async function fixedRate(options: {
  base: string;
  label: string;
  rate: number;
  seconds: number;
  connections: number;
  requests: FixedRateRequest[];
  /** Where in the first interval this route starts (0–1), so routes do not fire in step. */
  phase?: number;
}): Promise<FixedRateResult> {
  const { base, rate, seconds, requests } = options;
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / rate;
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;

  const send = (request: FixedRateRequest, due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          agent,
          method: request.method,
          path: request.path,
          headers: {
            "accept-encoding": "gzip, br",
            ...request.headers,
            ...(request.body ? { "content-length": Buffer.byteLength(request.body) } : {}),
          },
          timeout: 10_000,
        },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => {
            const code = String(res.statusCode);
            statusCodes[code] = (statusCodes[code] ?? 0) + 1;
            if (res.statusCode! < 200 || res.statusCode! > 299) errors++;
            else latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(request.body);
    });

  const started = performance.now() + (options.phase ?? 0) * interval;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(requests[i % requests.length]!, due));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    label: options.label,
    target: rate,
    rps: latencies.length / elapsed,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    errors,
    statusCodes,
  };
}
