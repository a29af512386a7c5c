import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, proposals, transactions, transactionSteps } from "../../db/schema/index.ts";
import { type ProposalRecord, type TransactionRecord, transactionNumber } from "../../shared/contracts/deals.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { AppError } from "../errors.ts";
import { allowedSteps, type MachineState, objectionEnds } from "./transaction-machine.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Reader = Db | Tx;
export type ProposalRow = typeof proposals.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

/** Who acts on the exchange's deals: a member holding makeDeals, for the company's side. */
export interface Dealer {
  actor: Actor;
  companyId: string;
  userId: string;
  /** The person's name as the history logs it. */
  name: string;
  companyName: string;
}

export function dealerOf(actor: Actor | null): Dealer {
  requirePermission(actor, "makeDeals");
  const companyId = actorCompanyId(actor);
  return {
    actor,
    companyId,
    userId: actor.user.id,
    name: `${actor.user.name ?? ""} ${actor.user.surname ?? ""}`.trim(),
    companyName: actor.user.company!.name,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Names of companies by id. */
export async function companyNames(db: Reader, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A proposal as the reader's company sees it (a party of it: checked before). */
export function proposalRecord(
  p: ProposalRow,
  names: Map<string, string>,
  readerCompany: string,
  transactionId: string | null,
): ProposalRecord {
  return {
    id: p.id,
    offerId: p.offerId,
    conversationId: p.conversationId,
    from: { id: p.fromCompanyId, name: names.get(p.fromCompanyId) ?? "" },
    to: { id: p.toCompanyId, name: names.get(p.toCompanyId) ?? "" },
    proposedBy: { id: p.proposedBy, name: p.proposedByName },
    price: p.price,
    currency: p.currency,
    paymentDays: p.paymentDays,
    terms: p.terms,
    status: p.status,
    countersId: p.countersId,
    decidedBy: p.decidedAt ? { id: p.decidedBy, name: p.decidedByName ?? "" } : null,
    decidedAt: iso(p.decidedAt),
    createdAt: p.createdAt.toISOString(),
    own: p.fromCompanyId === readerCompany,
    transactionId,
  };
}

/** A proposal of which the company is a party; proposalNotFound otherwise (existence untold). */
export async function partyProposal(db: Reader, companyId: string, id: string, lock = false): Promise<ProposalRow> {
  if (!isUuid(id)) throw new AppError("proposalNotFound");
  const query = db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, id), or(eq(proposals.fromCompanyId, companyId), eq(proposals.toCompanyId, companyId))));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("proposalNotFound");
  return row;
}

/** A transaction of which the company is a party; transactionNotFound otherwise (existence untold). */
export async function partyTransaction(
  db: Reader,
  companyId: string,
  id: string,
  lock = false,
): Promise<TransactionRow> {
  if (!isUuid(id)) throw new AppError("transactionNotFound");
  const query = db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.id, id),
        or(eq(transactions.shipperCompanyId, companyId), eq(transactions.carrierCompanyId, companyId)),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("transactionNotFound");
  return row;
}

export const machineState = (t: TransactionRow): MachineState => ({
  status: t.status,
  loadFrom: t.loadFrom,
  unloadDue: t.unloadDue,
  doneByCompanyId: t.doneByCompanyId,
  doneAt: t.doneAt,
  cancelRequestedBy: t.cancelRequestedBy,
  cancelReason: t.cancelReason,
  completedAt: t.completedAt,
  cancelledAt: t.cancelledAt,
});

/** A transaction as the reader's company sees it, with the steps it may take at `now`. */
export function transactionRecord(
  t: TransactionRow,
  names: Map<string, string>,
  readerCompany: string,
  now: Date,
): Omit<TransactionRecord, "history"> {
  const party = (id: string | null) => (id ? { id, name: names.get(id) ?? "" } : null);
  const shipper = party(t.shipperCompanyId)!;
  const carrier = party(t.carrierCompanyId)!;
  const role = t.shipperCompanyId === readerCompany ? "shipper" : "carrier";
  return {
    id: t.id,
    number: transactionNumber(t.sequence, t.createdAt),
    offerId: t.offerId,
    conversationId: t.conversationId,
    shipper,
    carrier,
    role,
    counterparty: role === "shipper" ? carrier : shipper,
    price: t.price,
    currency: t.currency,
    paymentDays: t.paymentDays,
    terms: t.terms,
    route: t.route,
    unloadDue: t.unloadDue,
    status: t.status,
    proposedBy: { id: t.proposedBy, name: t.proposedByName },
    acceptedBy: { id: t.acceptedBy, name: t.acceptedByName },
    doneBy: party(t.doneByCompanyId),
    doneAt: iso(t.doneAt),
    completesAt: t.doneAt ? objectionEnds(t.doneAt).toISOString() : null,
    cancelRequestedBy: party(t.cancelRequestedBy),
    cancelReason: t.cancelReason,
    completedAt: iso(t.completedAt),
    cancelledAt: iso(t.cancelledAt),
    steps: allowedSteps(machineState(t), readerCompany, now),
    createdAt: t.createdAt.toISOString(),
  };
}

/** A transaction's history, oldest first. */
export async function historyOf(db: Reader, transactionId: string, names: Map<string, string>) {
  const rows = await db
    .select()
    .from(transactionSteps)
    .where(eq(transactionSteps.transactionId, transactionId))
    .orderBy(asc(transactionSteps.id));
  const more = await companyNames(
    db,
    rows.map((r) => r.companyId).filter((id) => id && !names.has(id)),
  );
  return rows.map((r) => ({
    step: r.step,
    company: r.companyId ? { id: r.companyId, name: names.get(r.companyId) ?? more.get(r.companyId) ?? "" } : null,
    by: r.userName ? { id: r.userId, name: r.userName } : null,
    reason: r.reason,
    at: r.createdAt.toISOString(),
  }));
}
