import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageTotal, rowsOf, uniqueViolation } from "../../db/rows.ts";
import { complaints, conversationMessages, conversations } from "../../db/schema/index.ts";
import {
  COMPLAINT_LIMITS,
  type ComplaintPage,
  type ComplaintRecord,
  complaintInput,
  complaintQuery,
  complaintResponseInput,
  complaintReverifyInput,
  complaintStepInput,
  staffComplaintQuery,
} from "../../shared/contracts/complaints.ts";
import { searchPhraseTooShort } from "../../shared/contracts/company.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { companyNames, partyTransaction } from "../deals/deal-records.ts";
import { AppError } from "../errors.ts";
import { validInput } from "../validation.ts";
import { isOpen, needsReason, nextComplaintStatus, sideOf } from "./complaint-machine.ts";
import { type ComplaintMailDeps, mailDecided, mailFiled } from "./complaint-mail.ts";
import {
  type ComplaintReader,
  type ComplaintRow,
  complaintRecordOf,
  logEvent,
  memberOf,
  numberOf,
  readableComplaint,
  readerOf,
  sideOfReader,
  staffOf,
  summariesOf,
} from "./complaint-records.ts";

export interface ComplaintDeps extends ComplaintMailDeps {
  db: Db;
  now: () => Date;
}

const nameOf = async (db: Db, id: string) => (await companyNames(db, [id])).get(id) ?? "";

/** A message of the company's conversation, with its conversation and writer; conversationMessageNotFound otherwise. */
async function conversationMessage(db: Db, companyId: string, messageId: string | undefined) {
  if (!isUuid(messageId)) throw new AppError("conversationMessageNotFound");
  const [message] = await db
    .select({
      id: conversationMessages.id,
      conversationId: conversationMessages.conversationId,
      author: conversationMessages.authorCompanyId,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversationMessages.id, messageId),
        sql`(${conversations.companyId} = ${companyId} OR ${conversations.otherCompanyId} = ${companyId})`,
      ),
    );
  if (!message) throw new AppError("conversationMessageNotFound");
  if (message.author === companyId) throw new AppError("complaintOwnMessage");
  return message;
}

/**
 * What a complaint is about, and against whom: a transaction of the author's company (the other
 * party), or a message the other company wrote in their conversation (its writer).
 */
async function subjectOf(db: Db, companyId: string, input: { transactionId?: string; messageId?: string }) {
  const transactionId = input.transactionId?.trim() || undefined;
  const messageId = input.messageId?.trim() || undefined;
  if (!transactionId === !messageId)
    throw new AppError("validation", { fields: { [transactionId ? "messageId" : "transactionId"]: ["required"] } });
  if (transactionId) {
    const t = await partyTransaction(db, companyId, transactionId);
    const against = t.shipperCompanyId === companyId ? t.carrierCompanyId : t.shipperCompanyId;
    return { transactionId: t.id, messageId: null, against };
  }
  const message = await conversationMessage(db, companyId, messageId);
  return { transactionId: null, messageId: message.id, against: message.author };
}

/**
 * The message a member is about to report (the filing page shows it): its conversation, the
 * company that wrote it and what it said; refused as filing would refuse it.
 */
export async function messageToReport(deps: ComplaintDeps, actor: Actor | null, messageId: string) {
  const member = memberOf(actor);
  const message = await conversationMessage(deps.db, member.companyId, messageId);
  return {
    id: message.id,
    conversationId: message.conversationId,
    company: { id: message.author, name: await nameOf(deps.db, message.author) },
    text: message.body,
    at: message.createdAt.toISOString(),
  };
}

/**
 * A member (editOwnComplaints) files a complaint against another company about a transaction of
 * both or a message it reported in their conversation: text of 3 characters at least; one open
 * complaint per subject (complaintOpen). The company complained against hears of it by mail.
 */
export async function fileComplaint(
  deps: ComplaintDeps,
  actor: Actor | null,
  input: unknown,
  baseUrl: string,
): Promise<ComplaintRecord> {
  const member = memberOf(actor);
  const values = validInput(complaintInput, input ?? {});
  const subject = await subjectOf(deps.db, member.companyId, values);
  const now = deps.now();
  let row: ComplaintRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(complaints)
        .values({
          authorCompanyId: member.companyId,
          againstCompanyId: subject.against,
          transactionId: subject.transactionId,
          messageId: subject.messageId,
          authorUserId: member.userId,
          authorName: member.name,
          text: values.text.trim(),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await logEvent(tx, made!.id, { event: "filed", side: "author", reader: member, at: now });
      return made!;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError("complaintOpen");
    throw error;
  }
  await mailFiled(deps, row, { author: await nameOf(deps.db, row.authorCompanyId), number: numberOf(row), baseUrl });
  return complaintRecordOf(deps.db, row, member);
}

/** A complaint as its reader (one of its companies, or staff) sees it. */
export async function complaintView(deps: ComplaintDeps, actor: Actor | null, id: string): Promise<ComplaintRecord> {
  const reader = readerOf(actor);
  return complaintRecordOf(deps.db, await readableComplaint(deps.db, reader, id), reader);
}

const page = async (db: Db, where: SQL[], order: SQL, pageNo: number, reader: ComplaintReader) => {
  const pageSize = COMPLAINT_LIMITS.pageSize;
  const matching = sql.join(where, sql` AND `);
  const found = await rowsOf(
    db,
    sql`SELECT c.id, count(*) OVER () AS total FROM complaints c WHERE ${matching}
      ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
  );
  const ids = found.map((r) => String(r.id));
  const rows = ids.length ? await db.select().from(complaints).where(inArray(complaints.id, ids)) : [];
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return {
    items: await summariesOf(db, rows, reader),
    page: pageNo,
    pageSize,
    total: await pageTotal(db, found, pageNo, sql`SELECT count(*) AS total FROM complaints c WHERE ${matching}`),
  } satisfies ComplaintPage;
};

/** `/company/info/complaints`: the complaints the company filed and those against it, newest first. */
export async function listComplaints(deps: ComplaintDeps, actor: Actor | null, input: unknown): Promise<ComplaintPage> {
  const member = memberOf(actor);
  const query = validInput(complaintQuery, input ?? {});
  const me = member.companyId;
  const where: SQL[] = [
    query.side === "author"
      ? sql`c.author_company_id = ${me}::uuid`
      : query.side === "against"
        ? sql`c.against_company_id = ${me}::uuid`
        : sql`(c.author_company_id = ${me}::uuid OR c.against_company_id = ${me}::uuid)`,
  ];
  if (query.status) where.push(sql`c.status = ${query.status}`);
  return page(deps.db, where, sql`c.created_at DESC, c.sequence DESC`, query.page, member);
}

/** `/portal/complaints`: staff's queue, oldest first (status, age, either company's name or NIP). */
export async function complaintQueue(deps: ComplaintDeps, actor: Actor | null, input: unknown): Promise<ComplaintPage> {
  const staff = staffOf(actor);
  const query = validInput(staffComplaintQuery, input ?? {});
  if (searchPhraseTooShort(query.company)) throw new AppError("phraseMustBeAtLeast3");
  const where: SQL[] = [sql`TRUE`];
  if (query.status) where.push(sql`c.status = ${query.status}`);
  if (query.olderThanDays !== undefined)
    where.push(sql`c.created_at <= ${new Date(deps.now().getTime() - query.olderThanDays * 86_400_000)}`);
  const phrase = query.company?.trim();
  if (phrase) {
    const pattern = `%${phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`EXISTS (SELECT 1 FROM companies co WHERE co.id IN (c.author_company_id, c.against_company_id)
      AND (co.name ILIKE ${pattern} OR co.tin = ${phrase.replace(/\D/g, "")}))`);
  }
  return page(deps.db, where, sql`c.created_at ASC, c.sequence ASC`, query.page, staff);
}

/** The company complained against responds once, while the complaint is open. */
export async function respondToComplaint(
  deps: ComplaintDeps,
  actor: Actor | null,
  id: string,
  input: unknown,
): Promise<ComplaintRecord> {
  const member = memberOf(actor);
  const { text } = validInput(complaintResponseInput, input ?? {});
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const locked = await readableComplaint(tx, member, id, true);
    if (locked.againstCompanyId !== member.companyId) throw new AppError("deniedUpdateOfComplaint");
    if (!isOpen(locked.status)) throw new AppError("invalidComplaintStatus", { details: { from: locked.status } });
    if (locked.response !== null) throw new AppError("complaintAlreadyResponded");
    const [changed] = await tx
      .update(complaints)
      .set({
        response: text.trim(),
        respondedBy: member.userId,
        respondedByName: member.name,
        respondedAt: now,
        updatedAt: now,
      })
      .where(eq(complaints.id, locked.id))
      .returning();
    await logEvent(tx, locked.id, { event: "responded", side: "against", reader: member, at: now });
    return changed!;
  });
  return complaintRecordOf(deps.db, row, member);
}

const eventOf = { take: "taken", accept: "accepted", reject: "rejected", withdraw: "withdrawn" } as const;

/**
 * A status change through the one state machine: staff (handleComplaints) take, accept or reject
 * (a decision needs a reason, mailed to both companies); the author withdraws while it is open.
 * The other company's step is deniedUpdateOfComplaint; a move the machine refuses, invalidComplaintStatus.
 */
export async function stepComplaint(
  deps: ComplaintDeps,
  actor: Actor | null,
  id: string,
  input: unknown,
  baseUrl: string,
): Promise<ComplaintRecord> {
  const { action, reason } = validInput(complaintStepInput, input ?? {});
  const reader = sideOf(action) === "staff" ? staffOf(actor) : memberOf(actor);
  const why = reason?.trim() || null;
  if (needsReason(action) && !why) throw new AppError("validation", { fields: { reason: ["required"] } });
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const locked = await readableComplaint(tx, reader, id, true);
    if (sideOfReader(locked, reader) !== sideOf(action)) throw new AppError("deniedUpdateOfComplaint");
    const to = nextComplaintStatus(locked.status, action);
    if (!to) throw new AppError("invalidComplaintStatus", { details: { from: locked.status, action } });
    const decided = to === "accepted" || to === "rejected";
    const [changed] = await tx
      .update(complaints)
      .set({
        status: to,
        updatedAt: now,
        ...(action === "take" ? { handlerId: reader.userId, handlerName: reader.name } : {}),
        ...(decided ? { decisionReason: why, decidedAt: now } : {}),
      })
      .where(eq(complaints.id, locked.id))
      .returning();
    await logEvent(tx, locked.id, { event: eventOf[action], side: sideOf(action), reader, reason: why, at: now });
    return changed!;
  });
  if (row.status === "accepted" || row.status === "rejected") {
    const names = await companyNames(deps.db, [row.authorCompanyId, row.againstCompanyId]);
    await mailDecided(deps, row, {
      author: names.get(row.authorCompanyId) ?? "",
      against: names.get(row.againstCompanyId) ?? "",
      number: numberOf(row),
      baseUrl,
    });
  }
  return complaintRecordOf(deps.db, row, reader);
}

/** Accepted complaints against a company decided in the last 12 months (its profile shows the count). */
export async function acceptedComplaintsOf(db: Db, companyId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - COMPLAINT_LIMITS.profileDays * 86_400_000);
  const [row] = await rowsOf(
    db,
    sql`SELECT count(*) AS n FROM complaints WHERE against_company_id = ${companyId}::uuid
      AND status = 'accepted' AND decided_at >= ${since}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The company-status change a complaint may lead to (the companies feature's one state machine);
 * `within`, a transaction of the caller's, makes the change part of it.
 */
export type ChangeCompanyStatus = (
  actor: Actor | null,
  input: { companyId: string; action: "REVERIFY"; reason: string; baseUrl: string },
  within?: Db,
) => Promise<unknown>;

/**
 * From a complaint it took, staff send the company complained against back to verification
 * (REVERIFY on the company status machine: verified → not verified; its admins are mailed the
 * reason with the complaint's number), logged in the complaint's history.
 */
export async function reverifyFromComplaint(
  deps: ComplaintDeps & { changeCompanyStatus: ChangeCompanyStatus },
  actor: Actor | null,
  id: string,
  input: unknown,
  baseUrl: string,
): Promise<ComplaintRecord> {
  const staff = staffOf(actor);
  const { reason } = validInput(complaintReverifyInput, input ?? {});
  const why = reason.trim();
  // The complaint stays locked until the company's status has changed: a withdrawal at the same
  // moment waits and comes after, or comes first and this is refused (never one on a withdrawn one).
  await deps.db.transaction(async (tx) => {
    const row = await readableComplaint(tx, staff, id, true);
    if (row.status === "issued" || row.status === "withdrawn")
      throw new AppError("invalidComplaintStatus", { details: { from: row.status, action: "reverify" } });
    await deps.changeCompanyStatus(
      actor,
      { companyId: row.againstCompanyId, action: "REVERIFY", reason: `${numberOf(row)}: ${why}`, baseUrl },
      tx,
    );
    const now = deps.now();
    await logEvent(tx, row.id, { event: "reverification", side: "staff", reader: staff, reason: why, at: now });
    await tx.update(complaints).set({ updatedAt: now }).where(eq(complaints.id, row.id));
  });
  return complaintRecordOf(deps.db, await readableComplaint(deps.db, staff, id), staff);
}
