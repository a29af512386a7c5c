import type { freshCompany } from "./fresh-company.ts";
import { loadOffer } from "./offers.ts";
import { expectStatus, type restAs } from "./rest-client.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
type Api = (token: string) => ReturnType<typeof restAs>;

/**
 * A transaction of two fresh companies through /new-api: the shipper's load (loading tomorrow,
 * unloading two days later), the carrier's proposal, the shipper's admin accepting it.
 */
export async function agreedTransaction(api: Api, shipper: Company, carrier: Company, price = 3000) {
  const offer = await expectStatus(api(shipper.tokens.member).offers.$post({ json: loadOffer() }), 201);
  const made = await expectStatus(
    api(carrier.tokens.member).offers[":offerId"].proposals.$post({
      param: { offerId: offer.id },
      json: { price, currency: "EUR", paymentDays: 45 },
    }),
    201,
  );
  const accepted = await expectStatus(
    api(shipper.tokens.admin).proposals[":proposalId"].accept.$post({ param: { proposalId: made.id } }),
    200,
  );
  return { transactionId: accepted.transactionId!, conversationId: made.conversationId, offerId: offer.id };
}
