import type { Database } from "../db/client.ts";
import { createAccessServices } from "../domain/access/compose.ts";
import { createAccountServices } from "../domain/accounts/compose.ts";
import { createAdvisorServices } from "../domain/advisor/compose.ts";
import { createCompanyServices } from "../domain/companies/compose.ts";
import { createDocumentServices } from "../domain/documents/compose.ts";
import { createGuideServices } from "../domain/guides/compose.ts";
import { createInterviewServices } from "../domain/interview/compose.ts";
import { createKnowledgeServices } from "../domain/knowledge/compose.ts";
import { createMailServices } from "../domain/mail/compose.ts";
import { createPricingServices } from "../domain/pricing/compose.ts";
import { createPlaceServices } from "../domain/places/compose.ts";
import { createTaxServices } from "../domain/tax/compose.ts";
import { createVehicleServices } from "../domain/vehicles/compose.ts";
import type { Config } from "./config.ts";
import { createExchangeServices } from "./exchange-services.ts";
import { featureSettings } from "./feature-settings.ts";
import { createInfrastructure } from "./infrastructure.ts";
import type { Logger } from "./logger.ts";

/**
 * The services every transport (REST, GraphQL, React Router loaders) calls in-process: each
 * feature composes itself (`src/domain/<feature>/compose.ts`) under the domain's own names; this
 * only hands each its settings and infrastructure (docs/decisions/017).
 */
export function createServices(deps: { config: Config; database: Database; logger: Logger }) {
  const { config, database, logger } = deps;
  const { db } = database;
  const infra = createInfrastructure(deps);
  const { rateLimits, mailer } = infra;
  const knowledge = createKnowledgeServices();
  const interview = createInterviewServices({ db });
  const { lockout, gus, documentLimits, trial, llm, advisorPolicy, guideSettings, operator } = featureSettings(config);
  const advisor = createAdvisorServices({
    db,
    policy: advisorPolicy,
    rateLimits,
    knowledgeSearch: knowledge.knowledgeSearch,
    interviewProfile: interview.interviewProfile,
    llm,
    streamDelayMs: config.ADVISOR_STREAM_DELAY_MS,
  });
  const guides = createGuideServices({
    ...infra,
    database,
    log: logger,
    llm: advisor.llm,
    knowledgeSearch: knowledge.knowledgeSearch,
    ...guideSettings,
  });
  const exchange = createExchangeServices({
    infra,
    db,
    publicUrl: config.PUBLIC_URL,
    log: logger,
    changeCompanyStatus: (actor, input, within) => companies.changeCompanyStatus(actor, input, within),
  });
  const { companyExchange } = exchange.offers;
  const companies = createCompanyServices({ db, mailer, rateLimits, trial, gus, companyExchange });
  return {
    ...deps,
    ...infra,
    /** Links in mail: PUBLIC_URL, or the origin the request came to. */
    baseUrl: (requestOrigin: string) => config.PUBLIC_URL?.replace(/\/+$/, "") ?? requestOrigin,
    access: createAccessServices({ db }),
    accounts: createAccountServices({ db, mailer, rateLimits, lockout, jobs: infra.jobs }),
    companies,
    documents: createDocumentServices({ ...infra, db, limits: documentLimits }),
    knowledge,
    advisor,
    interview,
    guides,
    tax: createTaxServices({ rateLimits }),
    places: createPlaceServices({ rateLimits }),
    vehicles: createVehicleServices({ db }),
    ...exchange,
    mail: createMailServices({ db }),
    pricing: createPricingServices({ ...infra, db, publicUrl: config.PUBLIC_URL, operator }),
  };
}

export type AppServices = ReturnType<typeof createServices>;
