import { z } from "zod";
import type { Actor } from "../access/actor.ts";
import type { ConversationServices } from "../conversations/compose.ts";
import type { OfferServices } from "../offers/compose.ts";
import { defineJob, type JobRegistry } from "../ports/jobs.ts";
import type { PdfRenderer } from "../ports/pdf.ts";
import { todayInPoland } from "../../shared/contracts/offers.ts";
import {
  accept,
  counter,
  type DealDeps,
  offerProposals,
  propose,
  reject,
  told,
  withdraw,
} from "./proposals.service.ts";
import {
  listTransactions,
  settledTransaction,
  settleDue,
  stepTransaction,
  transactionView,
} from "./transactions.service.ts";
import { transportOrderPdf } from "./transport-order.ts";
import { answerRating, companyRatings, rateTransaction, rateUntilOf, transactionRatings } from "./ratings.service.ts";
import { dealerOf } from "./deal-records.ts";

/**
 * Deals on the exchange (issue 28; DESIGN §7 deals; docs/decisions/032): proposals, the
 * transactions they conclude and their transport orders, by the domain's own names; the clock's
 * job (transactions starting on their loading day and completing 3 days after a side marked them
 * done) registered with the queue.
 */
export function createDealServices(
  given: Omit<DealDeps, "conversationAbout" | "offerOf"> & {
    offers: Pick<OfferServices, "offerOf">;
    jobs: JobRegistry;
    renderer: Pick<PdfRenderer, "render">;
    conversations: Pick<ConversationServices, "startConversation">;
  },
) {
  const deps: DealDeps & typeof given = {
    ...given,
    offerOf: (actor: Actor | null, offerId: string) => given.offers.offerOf(actor, offerId),
    conversationAbout: async (actor, offerId) =>
      (await given.conversations.startConversation(actor, { offerId })).conversation,
  };
  /** The deals' clock: the real one, moved by `offsetMs` only in tests (days passing). */
  const time = { offsetMs: 0 };
  const clock = { ...deps, now: () => new Date(Date.now() + time.offsetMs) };
  deps.jobs.register(
    defineJob({
      name: "transactions-clock",
      schema: z.object({}),
      schedule: { cron: "*/15 * * * *", payload: {} },
      handler: async () => {
        const done = await settleDue(deps.db, clock.now());
        if (done.settled) await told(deps);
        return done;
      },
      singletonKey: () => "transactions-clock",
    }),
  );
  return {
    propose: (actor: Actor | null, where: { offerId: string } | { conversationId: string }, input: unknown) =>
      propose(deps, actor, where, input),
    counter: (actor: Actor | null, proposalId: string, input: unknown) => counter(deps, actor, proposalId, input),
    accept: (actor: Actor | null, proposalId: string) => accept(deps, actor, proposalId),
    reject: (actor: Actor | null, proposalId: string) => reject(deps, actor, proposalId),
    withdraw: (actor: Actor | null, proposalId: string) => withdraw(deps, actor, proposalId),
    offerProposals: (actor: Actor | null, offerId: string) => offerProposals(deps, actor, offerId),
    listTransactions: (actor: Actor | null, query: unknown) => listTransactions(clock, actor, query),
    transactionView: (actor: Actor | null, id: string) => transactionView(clock, actor, id),
    stepTransaction: (actor: Actor | null, id: string, input: unknown) => stepTransaction(clock, actor, id, input),
    /** The transport order of a transaction of the actor's company, in `lang`. */
    async transportOrder(actor: Actor | null, id: string, lang: "pl" | "en") {
      const record = await transactionView(clock, actor, id);
      return transportOrderPdf(deps, record, lang, todayInPoland(clock.now()));
    },
    rateTransaction: (actor: Actor | null, id: string, input: unknown) => rateTransaction(clock, actor, id, input),
    answerRating: (actor: Actor | null, ratingId: string, input: unknown) =>
      answerRating(clock, actor, ratingId, input),
    /** Both sides' ratings of a transaction of the actor's company, and until when it may still give its own. */
    async transactionRatings(actor: Actor | null, id: string) {
      const dealer = dealerOf(actor);
      const now = clock.now();
      // As it stands now (the clock's steps taken): a completion due is a completion.
      const t = await settledTransaction(clock, dealer.companyId, id, now);
      const items = await transactionRatings(deps.db, id, dealer.companyId, now);
      return { items, rateUntil: rateUntilOf(t, items, now) };
    },
    companyRatings: (actor: Actor | null, companyId: string, query: unknown) =>
      companyRatings(deps.db, actor, companyId, query, clock.now()),
    /** The clock's due steps now (the job's work; tests call it with their clock). */
    settleDue: () => settleDue(deps.db, clock.now()),
    /** Tests move the deals' clock forward (the loading and unloading days pass). */
    clock: time,
  };
}
