import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  companies,
  complaintEvents,
  complaints,
  conversationMessages,
  mediaFiles,
  transactions,
} from "../../db/schema/index.ts";
import {
  COMPLAINT_LIMITS,
  type ComplaintRecord,
  type ComplaintSide,
  type ComplaintSummary,
  complaintNumber,
} from "../../shared/contracts/complaints.ts";
import { transactionNumber } from "../../shared/contracts/deals.ts";
import { todayInPoland } from "../../shared/contracts/offers.ts";
import { hasPermission } from "../../shared/permissions.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { AppError } from "../errors.ts";
import { complaintOperations } from "./complaint-machine.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Reader = Db | Tx;
export type ComplaintRow = typeof complaints.$inferSelect;

/** Who reads or acts on a complaint: a company's member (editOwnComplaints) or staff (handleComplaints). */
export interface ComplaintReader {
  actor: Actor;
  userId: string;
  /** The person's name as the history logs it. */
  name: string;
  /** The member's company; null for staff. */
  companyId: string | null;
}

const personName = (actor: Actor) => `${actor.user.name ?? ""} ${actor.user.surname ?? ""}`.trim();

/** A member of a company with editOwnComplaints. */
export function memberOf(actor: Actor | null): ComplaintReader & { companyId: string } {
  requirePermission(actor, "editOwnComplaints");
  return { actor, userId: actor.user.id, name: personName(actor), companyId: actorCompanyId(actor) };
}

/** Portal staff with handleComplaints. */
export function staffOf(actor: Actor | null): ComplaintReader & { companyId: null } {
  requirePermission(actor, "handleComplaints");
  return { actor, userId: actor.user.id, name: personName(actor), companyId: null };
}

/** Staff when the actor may handle complaints, a company's member otherwise. */
export const readerOf = (actor: Actor | null): ComplaintReader =>
  actor && hasPermission(actor.user.userRoles, "handleComplaints") ? staffOf(actor) : memberOf(actor);

/** The reader's side of a complaint (checked to be a party or staff before). */
export const sideOfReader = (row: ComplaintRow, reader: ComplaintReader): ComplaintSide =>
  reader.companyId === null ? "staff" : row.authorCompanyId === reader.companyId ? "author" : "against";

/**
 * A complaint the reader may see: staff see every one, a company the ones it filed or that were
 * filed against it; complaintNotFound otherwise (existence untold).
 */
export async function readableComplaint(db: Reader, reader: ComplaintReader, id: string, lock = false) {
  if (!isUuid(id)) throw new AppError("complaintNotFound");
  const company = reader.companyId;
  const where = company
    ? and(eq(complaints.id, id), or(eq(complaints.authorCompanyId, company), eq(complaints.againstCompanyId, company)))
    : eq(complaints.id, id);
  const query = db.select().from(complaints).where(where);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("complaintNotFound");
  return row;
}

export const numberOf = (row: ComplaintRow) => complaintNumber(row.sequence, todayInPoland(row.createdAt).slice(0, 4));

async function companiesById(db: Reader, ids: string[]) {
  const rows = await db
    .select({ id: companies.id, name: companies.name, status: companies.status })
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

async function transactionNumbers(db: Reader, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await db
    .select({ id: transactions.id, sequence: transactions.sequence, createdAt: transactions.createdAt })
    .from(transactions)
    .where(inArray(transactions.id, wanted));
  return new Map(rows.map((r) => [r.id, transactionNumber(r.sequence, r.createdAt)]));
}

async function fileCounts(db: Reader, rows: ComplaintRow[]) {
  if (!rows.length) return [];
  return db
    .select({ complaintId: mediaFiles.complaintId, companyId: mediaFiles.companyId })
    .from(mediaFiles)
    .where(
      inArray(
        mediaFiles.complaintId,
        rows.map((r) => r.id),
      ),
    );
}

/** Complaints as the reader sees them in a list (no files, history, message or response). */
export async function summariesOf(
  db: Reader,
  rows: ComplaintRow[],
  reader: ComplaintReader,
  /** The rows' files, when the caller has read them already. */
  known?: { complaintId: string | null; companyId: string }[],
): Promise<(ComplaintSummary & { responded: boolean })[]> {
  if (!rows.length) return [];
  const named = await companiesById(
    db,
    rows.flatMap((r) => [r.authorCompanyId, r.againstCompanyId]),
  );
  const numbers = await transactionNumbers(
    db,
    rows.map((r) => r.transactionId),
  );
  const files = known ?? (await fileCounts(db, rows));
  return rows.map((row) => {
    const side = sideOfReader(row, reader);
    const sideCompany = side === "against" ? row.againstCompanyId : row.authorCompanyId;
    const against = named.get(row.againstCompanyId);
    return {
      id: row.id,
      number: numberOf(row),
      status: row.status,
      text: row.text,
      author: { id: row.authorCompanyId, name: named.get(row.authorCompanyId)?.name ?? "" },
      against: { id: row.againstCompanyId, name: against?.name ?? "" },
      filedBy: row.authorName,
      transaction: row.transactionId ? { id: row.transactionId, number: numbers.get(row.transactionId) ?? "" } : null,
      handler: side === "staff" ? row.handlerName : null,
      decisionReason: row.decisionReason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      side,
      operations: complaintOperations(
        {
          status: row.status,
          responded: row.response !== null,
          filesOfSide: files.filter((f) => f.complaintId === row.id && f.companyId === sideCompany).length,
          filesPerSide: COMPLAINT_LIMITS.filesPerSide,
          againstVerified: against?.status === "verified",
        },
        side,
      ),
      responded: row.response !== null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** A complaint with its files, history, reported message and response, as the reader sees it. */
export async function complaintRecordOf(
  db: Reader,
  row: ComplaintRow,
  reader: ComplaintReader,
): Promise<ComplaintRecord> {
  const files = await db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.complaintId, row.id))
    .orderBy(asc(mediaFiles.createdAt));
  const [summary] = await summariesOf(db, [row], reader, files);
  const { responded: _, ...rest } = summary!;
  const events = await db
    .select()
    .from(complaintEvents)
    .where(eq(complaintEvents.complaintId, row.id))
    .orderBy(asc(complaintEvents.id));
  const [message] = row.messageId
    ? await db.select().from(conversationMessages).where(eq(conversationMessages.id, row.messageId))
    : [];
  const staff = rest.side === "staff";
  return {
    ...rest,
    message: message
      ? {
          id: message.id,
          conversationId: message.conversationId,
          text: message.body,
          at: message.createdAt.toISOString(),
        }
      : null,
    response:
      row.response !== null && row.respondedAt
        ? { text: row.response, by: row.respondedByName ?? "", at: row.respondedAt.toISOString() }
        : null,
    files: files.map((f) => ({
      id: f.id,
      name: f.originalName,
      contentType: f.contentType,
      size: f.size,
      side: f.companyId === row.againstCompanyId ? ("against" as const) : ("author" as const),
      createdAt: f.createdAt.toISOString(),
    })),
    history: events.map((e) => ({
      event: e.event,
      side: e.side,
      // Staff's names stay with staff: a company reads "the portal team".
      by: e.side === "staff" && !staff ? null : e.userName,
      reason: e.reason,
      at: e.createdAt.toISOString(),
    })),
  };
}

/** Writes one entry of a complaint's history. */
export async function logEvent(
  tx: Reader,
  complaintId: string,
  entry: {
    event: ComplaintRecord["history"][number]["event"];
    side: ComplaintSide;
    reader: ComplaintReader;
    reason?: string | null;
    at: Date;
  },
) {
  await tx.insert(complaintEvents).values({
    complaintId,
    event: entry.event,
    side: entry.side,
    userId: entry.reader.userId,
    userName: entry.reader.name,
    reason: entry.reason ?? null,
    createdAt: entry.at,
  });
}
