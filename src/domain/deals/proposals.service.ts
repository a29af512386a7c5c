import { and, desc, eq, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversations, offers, proposals, transactions } from "../../db/schema/index.ts";
import { type DealCard, type ProposalRecord, proposalInput } from "../../shared/contracts/deals.ts";
import { todayInPoland } from "../../shared/contracts/offers.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { requireOperation } from "../access/restrictions.service.ts";
import { eitherDenies, participantConversation } from "../conversations/conversation-records.ts";
import { appendEntry, type MessageAuthor } from "../conversations/conversations.service.ts";
import { AppError } from "../errors.ts";
import { validInput } from "../validation.ts";
import {
  companyNames,
  type Dealer,
  dealerOf,
  partyProposal,
  type ProposalRow,
  proposalRecord,
  type Tx,
} from "./deal-records.ts";
import { conclude } from "./conclude.ts";

/** What deals need of the other features (given by the composition). */
export interface DealDeps {
  db: Db;
  /** Tells every process that events were committed (the live streams' hub). */
  announce: () => Promise<void>;
  /** One offer the actor's company may read (offerNotFound otherwise). */
  offerOf: (actor: Actor | null, offerId: string) => Promise<unknown>;
  /** The conversation of the actor's company about an offer it is shown (made when there is none). */
  conversationAbout: (actor: Actor | null, offerId: string) => Promise<{ id: string }>;
}

export const told = (deps: Pick<DealDeps, "announce">) => deps.announce().catch(() => {});

export const authorFrom = (d: Dealer): MessageAuthor => ({
  userId: d.userId,
  name: d.name,
  companyId: d.companyId,
  companyName: d.companyName,
});

const cardOf = (
  p: ProposalRow,
  step: Extract<DealCard, { kind: "proposal" }>["step"],
  transactionId: string | null = null,
): DealCard => ({
  kind: "proposal",
  step,
  proposalId: p.id,
  price: p.price,
  currency: p.currency,
  paymentDays: p.paymentDays,
  terms: p.terms,
  transactionId,
});

/** The offer of a negotiation, locked: on the exchange still, and concluded with no one yet. */
async function openOffer(tx: Tx, offerId: string) {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for("update");
  if (!offer || offer.status !== "active" || offer.endsOn < todayInPoland()) throw new AppError("offerNotNegotiable");
  const [concluded] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.offerId, offerId));
  if (concluded) throw new AppError("offerNotNegotiable");
  return offer;
}

async function conversationRow(tx: Tx, id: string) {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id));
  return row!;
}

/** Adds a pending proposal in the conversation (its other company the addressee) and its card. */
async function addProposal(
  tx: Tx,
  dealer: Dealer,
  conversationId: string,
  values: ReturnType<typeof proposalInput.parse>,
  counters: ProposalRow | null,
) {
  const conversation = await conversationRow(tx, conversationId);
  if (!conversation.offerId) throw new AppError("conversationWithoutOffer");
  await openOffer(tx, conversation.offerId);
  const other = conversation.companyId === dealer.companyId ? conversation.otherCompanyId : conversation.companyId;
  if (await eitherDenies(tx, dealer.companyId, other)) throw new AppError("conversationBlocked");
  const [pending] = await tx
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.conversationId, conversationId), eq(proposals.status, "pending")));
  if (pending) throw new AppError("proposalPending", { details: { proposalId: pending.id } });
  const [made] = await tx
    .insert(proposals)
    .values({
      offerId: conversation.offerId,
      conversationId,
      fromCompanyId: dealer.companyId,
      toCompanyId: other,
      proposedBy: dealer.userId,
      proposedByName: dealer.name,
      price: values.price!,
      currency: values.currency,
      paymentDays: values.paymentDays,
      terms: values.terms?.trim() || null,
      countersId: counters?.id ?? null,
    })
    .returning();
  await appendEntry(tx, conversation, authorFrom(dealer), { card: cardOf(made!, counters ? "countered" : "proposed") });
  return made!;
}

async function answer(db: Db, dealer: Dealer, row: ProposalRow): Promise<ProposalRecord> {
  const names = await companyNames(db, [row.fromCompanyId, row.toCompanyId]);
  const [concluded] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.proposalId, row.id));
  return proposalRecord(row, names, dealer.companyId, concluded?.id ?? null);
}

/**
 * A price proposed by the actor's company: on an offer it is shown (`offerId`; its conversation
 * about the offer is found or started) or in a conversation about an offer (`conversationId`).
 * One proposal is pending in a negotiation at a time (proposalPending).
 */
export async function propose(
  deps: DealDeps,
  actor: Actor | null,
  where: { offerId: string } | { conversationId: string },
  input: unknown,
): Promise<ProposalRecord> {
  const dealer = dealerOf(actor);
  const values = validInput(proposalInput, input ?? {});
  // What it is about first (a company that may not see it is told so), then the plan.
  if ("offerId" in where) await deps.offerOf(actor, where.offerId);
  else await participantConversation(deps.db, dealer.companyId, where.conversationId);
  await requireOperation(deps.db, dealer.actor, "proposePrice");
  const conversationId =
    "offerId" in where ? (await deps.conversationAbout(actor, where.offerId)).id : where.conversationId;
  const made = await deps.db.transaction((tx) => addProposal(tx, dealer, conversationId, values, null));
  await told(deps);
  return answer(deps.db, dealer, made);
}

/** A pending proposal locked for a step by `side`: "to" (its addressee) or "from" (its author). */
async function pendingFor(tx: Tx, dealer: Dealer, proposalId: string, side: "to" | "from") {
  const row = await partyProposal(tx, dealer.companyId, proposalId, true);
  if (row.status !== "pending") throw new AppError("proposalNotPending", { details: { status: row.status } });
  const own = row.fromCompanyId === dealer.companyId;
  if (own !== (side === "from")) throw new AppError("proposalOtherSide");
  return row;
}

/** Decides a pending proposal: its status, who decided, and the card. */
async function decide(tx: Tx, dealer: Dealer, row: ProposalRow, status: "rejected" | "withdrawn" | "countered") {
  const [decided] = await tx
    .update(proposals)
    .set({ status, decidedBy: dealer.userId, decidedByName: dealer.name, decidedAt: new Date() })
    .where(eq(proposals.id, row.id))
    .returning();
  if (status !== "countered") {
    const conversation = await conversationRow(tx, row.conversationId);
    await appendEntry(tx, conversation, authorFrom(dealer), { card: cardOf(decided!, status) });
  }
  return decided!;
}

/** The addressee turns a pending proposal down. */
export async function reject(deps: DealDeps, actor: Actor | null, proposalId: string) {
  const dealer = dealerOf(actor);
  const row = await deps.db.transaction(async (tx) =>
    decide(tx, dealer, await pendingFor(tx, dealer, proposalId, "to"), "rejected"),
  );
  await told(deps);
  return answer(deps.db, dealer, row);
}

/** The author takes a pending proposal back. */
export async function withdraw(deps: DealDeps, actor: Actor | null, proposalId: string) {
  const dealer = dealerOf(actor);
  const row = await deps.db.transaction(async (tx) =>
    decide(tx, dealer, await pendingFor(tx, dealer, proposalId, "from"), "withdrawn"),
  );
  await told(deps);
  return answer(deps.db, dealer, row);
}

/** The addressee answers a pending proposal with a price of its own (the new pending one). */
export async function counter(deps: DealDeps, actor: Actor | null, proposalId: string, input: unknown) {
  const dealer = dealerOf(actor);
  const values = validInput(proposalInput, input ?? {});
  await partyProposal(deps.db, dealer.companyId, proposalId);
  await requireOperation(deps.db, dealer.actor, "proposePrice");
  const made = await deps.db.transaction(async (tx) => {
    // The offer's lock before the proposal's, as accepting takes them (no deadlock between the two).
    await openOffer(tx, (await partyProposal(tx, dealer.companyId, proposalId)).offerId);
    const row = await pendingFor(tx, dealer, proposalId, "to");
    const countered = await decide(tx, dealer, row, "countered");
    return addProposal(tx, dealer, row.conversationId, values, countered);
  });
  await told(deps);
  return answer(deps.db, dealer, made);
}

/**
 * The addressee accepts a pending proposal: the transaction is concluded (one per offer: two
 * accepts at once meet the offer's lock, and the second finds it concluded), the offer leaves
 * the exchange, and every other negotiation about it is closed, with a card that says so.
 */
export async function accept(deps: DealDeps, actor: Actor | null, proposalId: string) {
  const dealer = dealerOf(actor);
  const row = await deps.db.transaction(async (tx) => {
    const first = await partyProposal(tx, dealer.companyId, proposalId);
    const offer = await openOffer(tx, first.offerId);
    const pending = await pendingFor(tx, dealer, proposalId, "to");
    if (await eitherDenies(tx, pending.fromCompanyId, pending.toCompanyId)) throw new AppError("conversationBlocked");
    const [accepted] = await tx
      .update(proposals)
      .set({ status: "accepted", decidedBy: dealer.userId, decidedByName: dealer.name, decidedAt: new Date() })
      .where(eq(proposals.id, pending.id))
      .returning();
    const closed = await tx
      .update(proposals)
      .set({ status: "closed", decidedAt: new Date() })
      .where(and(eq(proposals.offerId, offer.id), eq(proposals.status, "pending"), ne(proposals.id, pending.id)))
      .returning();
    // Each other company's waiting price is told, in its own conversation, by the offer's company.
    const offerSide: MessageAuthor = { userId: null, name: "", companyId: offer.companyId, companyName: "" };
    for (const other of closed)
      await appendEntry(tx, await conversationRow(tx, other.conversationId), offerSide, {
        card: cardOf(other, "closed"),
      });
    const transactionId = await conclude(tx, dealer, accepted!, offer);
    const conversation = await conversationRow(tx, accepted!.conversationId);
    await appendEntry(tx, conversation, authorFrom(dealer), { card: cardOf(accepted!, "accepted", transactionId) });
    return accepted!;
  });
  await told(deps);
  return answer(deps.db, dealer, row);
}

/**
 * An offer's negotiation history: every proposal about it for its own company, the reader's own
 * negotiation for another company shown the offer; newest first.
 */
export async function offerProposals(deps: DealDeps, actor: Actor | null, offerId: string): Promise<ProposalRecord[]> {
  const { db } = deps;
  const dealer = dealerOf(actor);
  if (!isUuid(offerId)) throw new AppError("offerNotFound");
  const rows = await db
    .select()
    .from(proposals)
    .where(
      and(
        eq(proposals.offerId, offerId),
        or(eq(proposals.fromCompanyId, dealer.companyId), eq(proposals.toCompanyId, dealer.companyId)),
      ),
    )
    .orderBy(desc(proposals.createdAt));
  // No negotiation of the reader's: the offer must be one it may read (offerNotFound otherwise).
  if (!rows.length) {
    await deps.offerOf(actor, offerId);
    return [];
  }
  const names = await companyNames(
    db,
    rows.flatMap((r) => [r.fromCompanyId, r.toCompanyId]),
  );
  const concluded = await db
    .select({ id: transactions.id, proposalId: transactions.proposalId })
    .from(transactions)
    .where(eq(transactions.offerId, offerId));
  const byProposal = new Map(concluded.map((t) => [t.proposalId, t.id]));
  return rows.map((r) => proposalRecord(r, names, dealer.companyId, byProposal.get(r.id) ?? null));
}
