import { eq, inArray } from "drizzle-orm";
import { companies, offers, transactionSteps, transactions } from "../../db/schema/index.ts";
import type { DealParty } from "../../db/schema/deals.ts";
import type { DealTerms } from "../../shared/contracts/deals.ts";
import { offerRecords, type OfferRow } from "../offers/offer-records.ts";
import type { Dealer, ProposalRow, Tx } from "./deal-records.ts";
import { unloadDueOf } from "./transaction-machine.ts";

/** The route and goods as agreed: the offer's places in order, its windows and what it carries. */
async function termsOf(tx: Tx, offer: OfferRow): Promise<DealTerms> {
  const [record] = await offerRecords(tx, [offer], offer.companyId);
  const place = (p: { country: string; postalCode: string; city: string }) => ({
    country: p.country,
    postalCode: p.postalCode,
    city: p.city,
  });
  return {
    kind: offer.kind,
    loading: record!.loading.map(place),
    unloading: record!.unloading.map(place),
    loadFrom: offer.loadFrom,
    loadTo: offer.loadTo,
    unloadFrom: offer.unloadFrom,
    unloadTo: offer.unloadTo,
    goods: offer.goods,
    weightKg: offer.weightKg,
    bodyTypes: offer.bodyTypes,
    adr: offer.adr,
    notes: offer.notes,
  };
}

/** Both companies' register details as they are now, kept with the deal for its transport order. */
async function partiesOf(tx: Tx, shipper: string, carrier: string) {
  const rows = await tx
    .select({
      id: companies.id,
      name: companies.name,
      tin: companies.tin,
      street: companies.street,
      postalCode: companies.postalCode,
      city: companies.city,
    })
    .from(companies)
    .where(inArray(companies.id, [shipper, carrier]));
  const party = (id: string): DealParty => {
    const { id: _, ...details } = rows.find((r) => r.id === id)!;
    return details;
  };
  return { shipper: party(shipper), carrier: party(carrier) };
}

/**
 * The transaction an accepted proposal concludes, in the accepting transaction: the shipper is
 * the load's company (or, on a vehicle offer, the company that proposed or was proposed to by
 * the vehicle's), the proposer and the accepter logged, and the offer taken off the exchange.
 */
export async function conclude(tx: Tx, accepter: Dealer, proposal: ProposalRow, offer: OfferRow): Promise<string> {
  const other = proposal.fromCompanyId === offer.companyId ? proposal.toCompanyId : proposal.fromCompanyId;
  const [shipper, carrier] = offer.kind === "load" ? [offer.companyId, other] : [other, offer.companyId];
  const route = await termsOf(tx, offer);
  const parties = await partiesOf(tx, shipper, carrier);
  const [made] = await tx
    .insert(transactions)
    .values({
      offerId: offer.id,
      proposalId: proposal.id,
      conversationId: proposal.conversationId,
      shipperCompanyId: shipper,
      carrierCompanyId: carrier,
      price: proposal.price,
      currency: proposal.currency,
      paymentDays: proposal.paymentDays,
      terms: proposal.terms,
      route,
      parties,
      loadFrom: offer.loadFrom,
      unloadDue: unloadDueOf(offer),
      proposedBy: proposal.proposedBy,
      proposedByName: proposal.proposedByName,
      acceptedBy: accepter.userId,
      acceptedByName: accepter.name,
    })
    .returning({ id: transactions.id });
  await tx.insert(transactionSteps).values({
    transactionId: made!.id,
    step: "concluded",
    companyId: accepter.companyId,
    userId: accepter.userId,
    userName: accepter.name,
  });
  const now = new Date();
  await tx.update(offers).set({ status: "archived", archivedAt: now, updatedAt: now }).where(eq(offers.id, offer.id));
  return made!.id;
}
