import type { Db } from "../db/client.ts";
import { type ChangeCompanyStatus } from "../domain/complaints/complaints.service.ts";
import { createComplaintServices } from "../domain/complaints/compose.ts";
import { createConversationServices } from "../domain/conversations/compose.ts";
import { createDealServices } from "../domain/deals/compose.ts";
import { createEventServices } from "../domain/events/compose.ts";
import { createOfferServices } from "../domain/offers/compose.ts";
import type { createInfrastructure } from "./infrastructure.ts";
import type { Logger } from "./logger.ts";

/**
 * The freight exchange's features (DESIGN §7), each composing itself on the shared
 * infrastructure: offers, live events, conversations, deals and complaints. A complaint may send a
 * company back to verification through the companies' status machine (`changeCompanyStatus`).
 */
export function createExchangeServices(deps: {
  infra: ReturnType<typeof createInfrastructure>;
  db: Db;
  publicUrl: string;
  log: Logger;
  changeCompanyStatus: ChangeCompanyStatus;
}) {
  const { infra, db, publicUrl, log } = deps;
  const offers = createOfferServices({ db, publicUrl, jobs: infra.jobs, mailer: infra.mailer });
  const events = createEventServices({ db, carrier: infra.eventCarrier, jobs: infra.jobs, log });
  const { announce } = events;
  const conversations = createConversationServices({ ...infra, db, publicUrl, offerOf: offers.offerOf, announce });
  return {
    offers,
    events,
    conversations,
    deals: createDealServices({ ...infra, db, announce, conversations, offers }),
    complaints: createComplaintServices({ ...infra, db, changeCompanyStatus: deps.changeCompanyStatus }),
  };
}
