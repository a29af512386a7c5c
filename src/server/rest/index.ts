import { errorResponse } from "../errors.ts";
import { companyRoutes } from "./companies.routes.ts";
import { configRoutes } from "./config.routes.ts";
import { taxRoutes } from "./tax.routes.ts";
import { threadRoutes } from "./thread.routes.ts";
import { interviewRoutes } from "./interview.routes.ts";
import { guideRoutes } from "./guide.routes.ts";
import { docsPage } from "./docs-page.ts";
import { createRouter } from "./openapi.ts";

/** `/new-api`: REST with one zod schema per route for validation, types and the OpenAPI document. */
export function createRestApi() {
  const api = createRouter();
  api.route("/", configRoutes);
  api.route("/", companyRoutes);
  api.route("/", taxRoutes);
  api.route("/", threadRoutes);
  api.route("/", guideRoutes);
  api.route("/", interviewRoutes);
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Przewodnik REST API",
      version: "1.0.0",
      description:
        "JSON API of the Przewodnik portal. Authenticate with the `session` cookie (browser) or `Authorization: Bearer <token>`. Errors answer `{ error: { code, message, fields? } }`.",
    },
    servers: [{ url: "/new-api" }],
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  api.route("/", docsPage);
  api.onError((error, c) => errorResponse(c, error));
  return api;
}
