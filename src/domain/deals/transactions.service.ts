import { and, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageTotal, rowsOf } from "../../db/rows.ts";
import { conversations, transactionSteps, transactions } from "../../db/schema/index.ts";
import { searchPhraseTooShort } from "../../shared/contracts/company.ts";
import {
  DEAL_LIMITS,
  type HistoryStep,
  type TransactionPage,
  transactionNumber,
  transactionQuery,
  type TransactionRecord,
  transactionStepInput,
} from "../../shared/contracts/deals.ts";
import { todayInPoland } from "../../shared/contracts/offers.ts";
import type { Actor } from "../access/actor.ts";
import { appendEntry, type MessageAuthor } from "../conversations/conversations.service.ts";
import { AppError } from "../errors.ts";
import { validInput } from "../validation.ts";
import {
  companyNames,
  dealerOf,
  historyOf,
  machineState,
  partyTransaction,
  type TransactionRow,
  transactionRecord,
  type Tx,
} from "./deal-records.ts";
import { authorFrom, type DealDeps, told } from "./proposals.service.ts";
import { type MachineState, settle, takeStep } from "./transaction-machine.ts";

export type ClockDeps = DealDeps & { now: () => Date };

const changed = (s: MachineState) => ({
  status: s.status,
  doneByCompanyId: s.doneByCompanyId,
  doneAt: s.doneAt,
  cancelRequestedBy: s.cancelRequestedBy,
  cancelReason: s.cancelReason,
  completedAt: s.completedAt,
  cancelledAt: s.cancelledAt,
});

/**
 * Writes a change of a transaction: its row, a history entry per step, and a card per step in
 * the pair's conversation (the clock's "started" only in the history). `by` is the side's person,
 * or null for the clock (whose card is the marking company's).
 */
export async function record(
  tx: Tx,
  row: TransactionRow,
  next: MachineState,
  steps: HistoryStep[],
  by: MessageAuthor | null,
  reason: string | null,
  now: Date,
) {
  if (!steps.length) return;
  await tx
    .update(transactions)
    .set({ ...changed(next), updatedAt: now })
    .where(eq(transactions.id, row.id));
  const sideSteps = new Set<HistoryStep>(["markDone", "object", "requestCancel", "cancel"]);
  await tx.insert(transactionSteps).values(
    steps.map((step) => ({
      transactionId: row.id,
      step,
      companyId: sideSteps.has(step) ? (by?.companyId ?? null) : null,
      userId: sideSteps.has(step) ? (by?.userId ?? null) : null,
      userName: sideSteps.has(step) ? (by?.name ?? null) : null,
      reason: sideSteps.has(step) ? reason : null,
    })),
  );
  if (!row.conversationId) return;
  const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, row.conversationId));
  if (!conversation) return;
  const number = transactionNumber(row.sequence, row.createdAt);
  const author: MessageAuthor | null =
    by ?? (row.doneByCompanyId ? { userId: null, name: "", companyId: row.doneByCompanyId, companyName: "" } : null);
  if (!author) return;
  for (const step of steps.filter((s) => s !== "started")) {
    await appendEntry(tx, conversation, author, {
      card: { kind: "transaction", step, transactionId: row.id, number, reason: sideSteps.has(step) ? reason : null },
    });
  }
}

/**
 * The clock's due steps, persisted: agreed transactions whose loading day came start, and those
 * marked done 3 days ago complete. For one company's transactions (before it reads them) or all
 * (the job). Rows another writer holds are skipped: it settles them itself.
 */
export async function settleDue(db: Db, now: Date, companyId?: string): Promise<{ settled: number }> {
  const today = todayInPoland(now);
  const due: SQL[] = [
    or(
      and(eq(transactions.status, "agreed"), lte(transactions.loadFrom, today)),
      and(
        eq(transactions.status, "inProgress"),
        lte(transactions.doneAt, new Date(now.getTime() - DEAL_LIMITS.objectionDays * 86_400_000)),
      ),
    )!,
  ];
  if (companyId) {
    due.push(or(eq(transactions.shipperCompanyId, companyId), eq(transactions.carrierCompanyId, companyId))!);
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(transactions)
      .where(and(inArray(transactions.status, ["agreed", "inProgress"]), ...due))
      .for("update", { skipLocked: true });
    for (const row of rows) {
      const { state, steps } = settle(machineState(row), now);
      await record(tx, row, state, steps, null, null, now);
    }
    return { settled: rows.length };
  });
}

/** The company's transactions (`/archive/transactions`): active ones first, then by loading day. */
export async function listTransactions(deps: ClockDeps, actor: Actor | null, input: unknown): Promise<TransactionPage> {
  const dealer = dealerOf(actor);
  const query = validInput(transactionQuery, input ?? {});
  if (searchPhraseTooShort(query.counterparty)) throw new AppError("phraseMustBeAtLeast3");
  const now = deps.now();
  if ((await settleDue(deps.db, now, dealer.companyId)).settled) await told(deps);
  const me = dealer.companyId;
  const where: SQL[] = [sql`(t.shipper_company_id = ${me}::uuid OR t.carrier_company_id = ${me}::uuid)`];
  if (query.status) where.push(sql`t.status = ${query.status}`);
  if (query.role === "shipper") where.push(sql`t.shipper_company_id = ${me}::uuid`);
  if (query.role === "carrier") where.push(sql`t.carrier_company_id = ${me}::uuid`);
  if (query.from) where.push(sql`t.load_from >= ${query.from}::date`);
  if (query.to) where.push(sql`t.load_from <= ${query.to}::date`);
  const phrase = query.counterparty?.trim();
  if (phrase) {
    const pattern = `%${phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`EXISTS (SELECT 1 FROM companies oc WHERE oc.name ILIKE ${pattern}
      AND oc.id = CASE WHEN t.shipper_company_id = ${me}::uuid THEN t.carrier_company_id ELSE t.shipper_company_id END)`);
  }
  const pageSize = DEAL_LIMITS.pageSize;
  const matching = sql.join(where, sql` AND `);
  const ids = await rowsOf(
    deps.db,
    sql`SELECT t.id, count(*) OVER () AS total FROM transactions t WHERE ${matching}
      ORDER BY (t.status IN ('agreed', 'inProgress')) DESC, t.load_from DESC, t.sequence DESC
      LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}`,
  );
  const order = ids.map((r) => String(r.id));
  const rows = order.length ? await deps.db.select().from(transactions).where(inArray(transactions.id, order)) : [];
  rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  const names = await companyNames(
    deps.db,
    rows.flatMap((r) => [r.shipperCompanyId, r.carrierCompanyId, r.doneByCompanyId, r.cancelRequestedBy]),
  );
  return {
    items: rows.map((r) => transactionRecord(r, names, me, now)),
    page: query.page,
    pageSize,
    total: await pageTotal(
      deps.db,
      ids,
      query.page,
      sql`SELECT count(*) AS total FROM transactions t WHERE ${matching}`,
    ),
  };
}

async function recordOf(db: Db, row: TransactionRow, companyId: string, now: Date): Promise<TransactionRecord> {
  const names = await companyNames(db, [
    row.shipperCompanyId,
    row.carrierCompanyId,
    row.doneByCompanyId,
    row.cancelRequestedBy,
  ]);
  return { ...transactionRecord(row, names, companyId, now), history: await historyOf(db, row.id, names) };
}

/**
 * A party's transaction locked in the caller's transaction, the clock's steps due at `now` taken
 * (written with their history and cards): the row as it stands, and whether it moved.
 */
export async function settledRow(tx: Tx, companyId: string, id: string, now: Date) {
  const locked = await partyTransaction(tx, companyId, id, true);
  const { state, steps } = settle(machineState(locked), now);
  await record(tx, locked, state, steps, null, null, now);
  return { row: { ...locked, ...changed(state) }, moved: steps.length > 0 };
}

/** A party's transaction as it stands now (the clock's steps taken and announced). */
export async function settledTransaction(deps: ClockDeps, companyId: string, id: string, now: Date) {
  const { row, moved } = await deps.db.transaction((tx) => settledRow(tx, companyId, id, now));
  if (moved) await told(deps);
  return row;
}

/** One transaction of the actor's company, with its history and the steps it may take now. */
export async function transactionView(deps: ClockDeps, actor: Actor | null, id: string): Promise<TransactionRecord> {
  const dealer = dealerOf(actor);
  const now = deps.now();
  const row = await settledTransaction(deps, dealer.companyId, id, now);
  return recordOf(deps.db, row, dealer.companyId, now);
}

/** A side's step on a transaction (the state machine's rules; invalidStatusChange otherwise). */
export async function stepTransaction(deps: ClockDeps, actor: Actor | null, id: string, input: unknown) {
  const dealer = dealerOf(actor);
  const { step, reason } = validInput(transactionStepInput, input ?? {});
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const locked = await partyTransaction(tx, dealer.companyId, id, true);
    const change = takeStep(machineState(locked), step, dealer.companyId, now, reason);
    await record(tx, locked, change.state, change.steps, authorFrom(dealer), reason, now);
    return partyTransaction(tx, dealer.companyId, id);
  });
  await told(deps);
  return recordOf(deps.db, row, dealer.companyId, now);
}
