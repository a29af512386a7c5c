import { errorResponse } from "../errors.ts";
import { companyRoutes } from "./companies.routes.ts";
import { companyProfileRoutes } from "./company-profile.routes.ts";
import { configRoutes } from "./config.routes.ts";
import { documentRoutes } from "./documents.routes.ts";
import { pricingRoutes } from "./pricing.routes.ts";
import { taxRoutes } from "./tax.routes.ts";
import { threadRoutes } from "./thread.routes.ts";
import { vehicleRoutes } from "./vehicles.routes.ts";
import { offerRoutes } from "./offers.routes.ts";
import { conversationRoutes } from "./conversations.routes.ts";
import { dealRoutes } from "./deals.routes.ts";
import { ratingRoutes } from "./ratings.routes.ts";
import { complaintRoutes } from "./complaints.routes.ts";
import { eventRoutes } from "./events.routes.ts";
import { chatActionRoutes } from "./chat-actions.routes.ts";
import { interviewRoutes } from "./interview.routes.ts";
import { guideRoutes } from "./guide.routes.ts";
import { docsPage } from "./docs-page.ts";
import { createRouter, withCommonAnswers, wrongMethodOrNotFound } from "./openapi.ts";

/** The operations of `/new-api`, chained so that their types (input, answers by status) stay known. */
const operations = () =>
  createRouter()
    .route("/", configRoutes)
    .route("/", companyRoutes)
    .route("/", companyProfileRoutes)
    .route("/", documentRoutes)
    .route("/", pricingRoutes)
    .route("/", vehicleRoutes)
    .route("/", offerRoutes)
    .route("/", conversationRoutes)
    .route("/", dealRoutes)
    .route("/", ratingRoutes)
    .route("/", complaintRoutes)
    .route("/", eventRoutes)
    .route("/", taxRoutes)
    .route("/", threadRoutes)
    .route("/", chatActionRoutes)
    .route("/", guideRoutes)
    .route("/", interviewRoutes);

/** The REST API's type for Hono's typed client (`hc<RestApi>`): each operation's request and answers. */
export type RestApi = ReturnType<typeof operations>;

/** `/new-api`: REST with one zod schema per route for validation, types and the OpenAPI document. */
export function createRestApi() {
  const api = operations();
  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  // The document, made once: the operations as declared, with the answers common to all of them.
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  api.get("/openapi.json", (c) =>
    c.json(
      (document ??= withCommonAnswers(
        api.getOpenAPI31Document({
          openapi: "3.1.0",
          info: {
            title: "Przewodnik REST API",
            version: "1.0.0",
            description:
              'JSON API of the Przewodnik portal. Authenticate with the `session` cookie (browser) or `Authorization: Bearer <token>`. Operations with an empty `security` are public. Errors answer `{ error: { code, message, fields? } }`; a known path asked with another method answers 405 `methodNotAllowed` with `Allow`, and a query parameter an operation does not take is refused (400 `validation`, `fields: { name: ["unknownParameter"] }`).',
          },
          servers: [{ url: "/new-api" }],
        }),
      )),
    ),
  );
  api.route("/", docsPage);
  // Last: a wrong method on a known path (405 with Allow), else 404.
  api.all("*", wrongMethodOrNotFound(api));
  api.onError((error, c) => errorResponse(c, error));
  return api;
}
