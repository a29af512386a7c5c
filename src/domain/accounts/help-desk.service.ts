import { asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { helpRequestEvents, helpRequests, mailMessages, users } from "../../db/schema/index.ts";
import {
  type HelpListFilter,
  type HelpStatusAction,
  nextHelpRequestStatus,
  OPEN_HELP_STATUSES,
} from "../../shared/help-request-statuses.ts";
import { isUuid } from "../../shared/uuid.ts";
import { fieldErrorsOf } from "../../shared/contracts/fields.ts";
import { helpReplySchema } from "../../shared/contracts/help.ts";
import { requirePermission } from "../access/require-permission.ts";
import { staffAccounts } from "../access/staff-accounts.ts";
import { AppError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";
import type { Actor } from "../access/actor.ts";

/**
 * The staff's side of help requests (ADR 016): a list by status, one request with its
 * history, and the moves of its state machine: take, reply (mailed to the requester), close,
 * reopen, and assign to a staff member. Every move is checked inside the transaction that makes
 * it, with the row locked, and kept in help_request_events.
 */
export interface HelpDeskDeps {
  db: Db;
  mailer: Mailer;
  now?: Date;
}

const assignee = alias(users, "assignee");
const requestColumns = {
  id: helpRequests.id,
  userId: helpRequests.userId,
  name: helpRequests.name,
  email: helpRequests.email,
  topic: helpRequests.topic,
  message: helpRequests.message,
  locale: helpRequests.locale,
  status: helpRequests.status,
  assigneeId: helpRequests.assigneeId,
  assigneeName: assignee.name,
  assigneeSurname: assignee.surname,
  createdAt: helpRequests.createdAt,
  updatedAt: helpRequests.updatedAt,
};

/** One request with its assignee's name, as the list and the moves return it. */
async function requestView(db: Db, id: string) {
  const [request] = await db
    .select(requestColumns)
    .from(helpRequests)
    .leftJoin(assignee, eq(assignee.id, helpRequests.assigneeId))
    .where(eq(helpRequests.id, id));
  if (!request) throw new AppError("notFound");
  return request;
}

/** Staff: help requests by status ("open": new and in progress), newest first. */
export async function listHelpRequests(db: Db, actor: Actor | null, filter: HelpListFilter = "all", limit = 100) {
  requirePermission(actor, "viewHelpRequests");
  const where =
    filter === "all"
      ? undefined
      : filter === "open"
        ? inArray(helpRequests.status, [...OPEN_HELP_STATUSES])
        : eq(helpRequests.status, filter);
  return db
    .select(requestColumns)
    .from(helpRequests)
    .leftJoin(assignee, eq(assignee.id, helpRequests.assigneeId))
    .where(where)
    .orderBy(desc(helpRequests.createdAt))
    .limit(limit);
}

/** Staff: one request, its history (oldest first) and the staff it can be assigned to. */
export async function helpRequestDetail(db: Db, actor: Actor | null, id: string) {
  requirePermission(actor, "viewHelpRequests");
  if (!isUuid(id)) throw new AppError("notFound");
  const request = await requestView(db, id);
  const actorUser = alias(users, "actor_user");
  const events = await db
    .select({
      id: helpRequestEvents.id,
      action: helpRequestEvents.action,
      fromStatus: helpRequestEvents.fromStatus,
      toStatus: helpRequestEvents.toStatus,
      message: helpRequestEvents.message,
      createdAt: helpRequestEvents.createdAt,
      actorName: actorUser.name,
      actorSurname: actorUser.surname,
      assigneeName: assignee.name,
      assigneeSurname: assignee.surname,
      mailSentAt: mailMessages.sentAt,
      mailError: mailMessages.error,
      mailId: helpRequestEvents.mailId,
    })
    .from(helpRequestEvents)
    .leftJoin(actorUser, eq(actorUser.id, helpRequestEvents.actorId))
    .leftJoin(assignee, eq(assignee.id, helpRequestEvents.assigneeId))
    .leftJoin(mailMessages, eq(mailMessages.id, helpRequestEvents.mailId))
    .where(eq(helpRequestEvents.requestId, request.id))
    .orderBy(asc(helpRequestEvents.createdAt), asc(helpRequestEvents.id));
  const staff = (await staffAccounts(db)).map((s) => ({ id: s.id, name: s.name, email: s.email }));
  return { request, events, staff };
}

/**
 * Locks the request and applies one move of the state machine, with its history entry.
 * `claim`: the request becomes the actor's (TAKE), or the actor's when nobody has it (REPLY).
 */
async function move(
  db: Db,
  actor: Actor,
  id: string,
  action: HelpStatusAction | "REPLY",
  fields: { claim?: "always" | "unassigned"; message?: string },
  now: Date,
) {
  if (!isUuid(id)) throw new AppError("notFound");
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(helpRequests).where(eq(helpRequests.id, id)).for("update");
    if (!row) throw new AppError("notFound");
    const to = nextHelpRequestStatus(row.status, action);
    if (!to) throw new AppError("invalidStatusChange", { details: { from: row.status, action } });
    const claim = fields.claim === "always" || (fields.claim === "unassigned" && !row.assigneeId);
    const [updated] = await tx
      .update(helpRequests)
      .set({ status: to, updatedAt: now, ...(claim ? { assigneeId: actor.user.id } : {}) })
      .where(eq(helpRequests.id, row.id))
      .returning();
    const [event] = await tx
      .insert(helpRequestEvents)
      .values({
        requestId: row.id,
        actorId: actor.user.id,
        action,
        fromStatus: row.status,
        toStatus: to,
        message: fields.message ?? null,
      })
      .returning({ id: helpRequestEvents.id });
    return { request: updated!, from: row.status, eventId: event!.id };
  });
}

/** Take (it becomes the actor's and in progress), close, or reopen a request. */
export async function changeHelpRequestStatus(
  { db, now = new Date() }: HelpDeskDeps,
  actor: Actor | null,
  input: { id: string; action: HelpStatusAction },
) {
  requirePermission(actor, "answerHelpRequests");
  const claim = input.action === "TAKE" ? ("always" as const) : undefined;
  const { request } = await move(db, actor, input.id, input.action, { claim }, now);
  return requestView(db, request.id);
}

/**
 * A reply to the requester: stored in the history, mailed to the address the request came from
 * in its language (through the mailer: SMTP, or the outbox without it), and the request is
 * answered (or closed with `close`). A request nobody had taken becomes the actor's.
 */
export async function replyToHelpRequest(
  { db, mailer, now = new Date() }: HelpDeskDeps,
  actor: Actor | null,
  input: { id: string; message: string; close?: boolean; baseUrl: string },
) {
  requirePermission(actor, "answerHelpRequests");
  const fields = fieldErrorsOf(helpReplySchema, { message: input.message });
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  const message = input.message.trim();
  const replied = await move(db, actor, input.id, "REPLY", { message, claim: "unassigned" }, now);
  const request = replied.request;
  const mail = renderMail("helpReply", request.locale, {
    name: request.name,
    topic: request.topic,
    from: request.email,
    message: request.message,
    reply: message,
    link: `${input.baseUrl}${request.userId ? "/pomoc/formularz" : "/pomoc/dostep"}`,
  });
  const sent = await mailer.send({ ...mail, to: request.email, kind: "helpReply" });
  await db.update(helpRequestEvents).set({ mailId: sent.id }).where(eq(helpRequestEvents.id, replied.eventId));
  if (input.close) await move(db, actor, request.id, "CLOSE", {}, now);
  return requestView(db, request.id);
}

/** Assigns a request to a staff member (or to nobody); the status stays. */
export async function assignHelpRequest(
  { db, now = new Date() }: HelpDeskDeps,
  actor: Actor | null,
  input: { id: string; assigneeId: string | null },
) {
  requirePermission(actor, "answerHelpRequests");
  if (!isUuid(input.id)) throw new AppError("notFound");
  if (input.assigneeId !== null) {
    const staff = await staffAccounts(db);
    if (!staff.some((s) => s.id === input.assigneeId)) throw new AppError("userNotFound");
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(helpRequests).where(eq(helpRequests.id, input.id)).for("update");
    if (!row) throw new AppError("notFound");
    if (row.assigneeId === input.assigneeId) return;
    await tx
      .update(helpRequests)
      .set({ assigneeId: input.assigneeId, updatedAt: now })
      .where(eq(helpRequests.id, row.id));
    await tx.insert(helpRequestEvents).values({
      requestId: row.id,
      actorId: actor.user.id,
      action: "ASSIGN",
      fromStatus: row.status,
      toStatus: row.status,
      assigneeId: input.assigneeId,
    });
  });
  return requestView(db, input.id);
}
