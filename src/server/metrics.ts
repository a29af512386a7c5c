import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import client from "prom-client";

export interface Metrics {
  registry: client.Registry;
  middleware: MiddlewareHandler;
}

/** Request counts and durations by route pattern (never by raw path: ids would explode the series). */
export function createMetrics(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const total = new client.Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const middleware: MiddlewareHandler = async (c, next) => {
    const end = duration.startTimer();
    await next();
    let route = routePath(c);
    // Pages are all served by the React Router catch-all; group them so labels stay bounded.
    if (route === "/*" || route === "*") route = c.res.status === 404 ? "(not found)" : "(page)";
    const labels = { method: c.req.method, route, status: String(c.res.status) };
    end(labels);
    total.inc(labels);
  };
  return { registry, middleware };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Who may read `/metrics`: with `METRICS_TOKEN` set, a request with `Authorization: Bearer
 * <token>` (compared in constant time), else `refused` (401). Without a token, `allowed` outside
 * production (development, tests) and `hidden` (404) in production: the process and route figures
 * are not for anyone who asks.
 */
export function metricsAuthorized(
  authorization: string | undefined,
  token: string | undefined,
  production: boolean,
): "allowed" | "refused" | "hidden" {
  if (!token) return production ? "hidden" : "allowed";
  const match = /^bearer\s+(.+)$/i.exec(authorization?.trim() ?? "");
  if (!match) return "refused";
  return timingSafeEqual(digest(match[1]!.trim()), digest(token)) ? "allowed" : "refused";
}
