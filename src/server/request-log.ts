import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";

const quiet = new Set(["/healthz", "/readyz", "/metrics"]);

/** One structured line per request. Probes are logged only at debug level. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const start = performance.now();
  await next();
  const logger = c.var.services.logger;
  const line = {
    requestId: c.var.requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - start) * 10) / 10,
  };
  if (quiet.has(c.req.path)) logger.debug(line, "request");
  else if (c.res.status >= 500) logger.error(line, "request");
  else logger.info(line, "request");
};
