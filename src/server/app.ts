import { type Context, Hono } from "hono";
import { requestId } from "hono/request-id";
import { AppError } from "../domain/errors.ts";
import { sessionFromRequest } from "./auth.ts";
import { apiBodyLimit } from "./body-limit.ts";
import { clientIp } from "./client-ip.ts";
import { compression } from "./compression.ts";
import type { AppEnv } from "./context.ts";
import { errorResponse } from "./errors.ts";
import { createGraphQL } from "./graphql/index.ts";
import { graphqlErrorShape } from "./graphql/transport.ts";
import { gusRoutes } from "./gus.ts";
import { SIGNED_FILES_PATH } from "../infra/files/url-signer.ts";
import { legalDocuments } from "./legal-documents.ts";
import { mediaRoutes } from "./media/media.routes.ts";
import { placeRoutes } from "./place/place.routes.ts";
import { signedFiles } from "./signed-files.ts";
import { localeFromRequest } from "./locale.ts";
import { createMetrics } from "./metrics.ts";
import { requestLog } from "./request-log.ts";
import { createRestApi } from "./rest/index.ts";
import { metricsAuthorized } from "./metrics.ts";
import { cacheHeaders, originCheck, securityHeaders } from "./security.ts";
import type { AppServices } from "./services.ts";
import { staticAssets } from "./static.ts";

export const API_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  services: AppServices;
  buildDir: string;
  /** The React Router handler (last). Omitted in tests that exercise only the APIs. */
  web?: (c: Context<AppEnv>) => Promise<Response>;
}

/**
 * Middleware order (documented in README "Architecture"):
 * request id → security headers → metrics → request log → compression → static assets →
 * probes → Origin check on mutations → session and locale → API mounts (/new-api, /media, /api) → React Router.
 */
export function createApp({ services, buildDir, web }: AppOptions) {
  const { config } = services;
  const app = new Hono<AppEnv>();
  const metrics = createMetrics();
  const graphql = createGraphQL({ logger: services.logger, production: config.isProduction });

  app.use(requestId({ limitLength: 64 }));
  app.use(async (c, next) => {
    c.set("services", services);
    await next();
  });
  app.use(securityHeaders({ secure: config.secure, development: config.NODE_ENV === "development" }));
  app.use(cacheHeaders);
  app.use(metrics.middleware);
  app.use(requestLog);
  app.use(compression);
  app.use(staticAssets(buildDir));
  // The footer PDFs, with the operator of this configuration.
  app.get("/docs/:lang/:file", legalDocuments(config.operator, services.renderer));
  // Signed, time-limited download links of the directory store (S3 serves its own).
  app.get(`${SIGNED_FILES_PATH}*`, signedFiles(services.store));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  // Ready: the database answers and is migrated (else 503). A file store out of space is reported
  // (`storage: "storageFull"`, status `degraded`) without taking the node out of the balancer: chat,
  // pages and downloads still work, only new guide files cannot be written (ADR in sec notes).
  app.get("/readyz", async (c) => {
    if (!(await services.health.ready())) return c.json({ status: "unavailable" }, 503);
    const storage = await (services.store.health?.() ?? Promise.resolve("ok" as const)).catch(() => "ok" as const);
    return storage === "ok" ? c.json({ status: "ready" }) : c.json({ status: "degraded", storage }, 200);
  });
  // Bearer METRICS_TOKEN; without one configured, served only outside production (404 in it).
  app.get("/metrics", async (c) => {
    const allowed = metricsAuthorized(c.req.header("authorization"), config.METRICS_TOKEN, config.isProduction);
    if (allowed === "hidden") return errorResponse(c, new AppError("notFound"));
    if (allowed === "refused") {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return errorResponse(c, new AppError("unauthorized"));
    }
    return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
  });

  // /api answers its refusals and failures in GraphQL's shape, also those of the middleware
  // below (Origin check, body limit, the session lookup with the database away).
  app.use("/api", graphqlErrorShape);
  app.use(originCheck(config.PUBLIC_URL));
  app.use(clientIp(config.TRUST_PROXY), sessionFromRequest, localeFromRequest);

  const limit = apiBodyLimit(API_BODY_LIMIT);
  app.use("/new-api/*", limit);
  app.use("/api", limit);
  app.route("/new-api", createRestApi());
  app.route("/gus", gusRoutes);
  app.route("/place", placeRoutes);
  // Files of company documents: streamed uploads with a body limit of their own (20 MB a file).
  app.route("/media", mediaRoutes());
  app.all("/new-api/*", (c) => errorResponse(c, new AppError("notFound")));
  app.post("/api", async (c) => {
    const responseHeaders: [string, string][] = [];
    const res = await graphql.fetch(c.req.raw, {
      actor: c.var.actor,
      services,
      locale: c.var.locale,
      userAgent: c.req.header("user-agent"),
      clientIp: c.var.clientIp,
      origin: new URL(c.req.url).origin,
      responseHeaders,
    });
    for (const [name, value] of responseHeaders) res.headers.append(name, value);
    return res;
  });
  app.on(["GET", "PUT", "PATCH", "DELETE"], "/api", (c) => errorResponse(c, new AppError("notFound")));

  if (web) app.all("*", web);
  app.onError((error, c) => errorResponse(c, error));
  return app;
}
