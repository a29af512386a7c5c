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
import { createOfferServices } from "../domain/offers/compose.ts";
import { createConversationServices } from "../domain/conversations/compose.ts";
import { createEventServices } from "../domain/events/compose.ts";
import { createDealServices } from "../domain/deals/compose.ts";
import { createComplaintServices } from "../domain/complaints/compose.ts";
import type { Config } from "./config.ts";
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
  const { lockout, gus, documentLimits, trial, llm, advisorPolicy, guideSettings } = featureSettings(config);
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
  /** What several features take alike: the database, and PUBLIC_URL for the links in their mail. */
  const shared = { db, publicUrl: config.PUBLIC_URL };
  const offers = createOfferServices({ ...shared, jobs: infra.jobs, mailer });
  const events = createEventServices({ db, carrier: infra.eventCarrier, jobs: infra.jobs, log: logger });
  const { announce } = events;
  const conversations = createConversationServices({ ...infra, ...shared, offerOf: offers.offerOf, announce });
  const companies = createCompanyServices({ db, mailer, rateLimits, trial, gus, companyExchange: offers.companyExchange });
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
    offers,
    events,
    conversations,
    deals: createDealServices({ ...infra, db, announce, conversations, offers }),
    complaints: createComplaintServices({ ...infra, db, changeCompanyStatus: companies.changeCompanyStatus }),
    mail: createMailServices({ db }),
    pricing: createPricingServices({
      ...infra,
      ...shared,
      operator: { ...config.operator, bankAccount: config.OPERATOR_BANK_ACCOUNT },
    }),
  };
}

export type AppServices = ReturnType<typeof createServices>;
