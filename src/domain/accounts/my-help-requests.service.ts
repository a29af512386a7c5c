import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helpRequestEvents, helpRequests } from "../../db/schema/index.ts";
import type { HelpRequestStatus } from "../../shared/help-request-statuses.ts";
import { AppError } from "../errors.ts";
import type { Actor } from "../access/actor.ts";

export interface OwnHelpReply {
  message: string;
  sentAt: Date;
}

export interface OwnHelpRequest {
  id: string;
  topic: string;
  message: string;
  status: HelpRequestStatus;
  createdAt: Date;
  updatedAt: Date;
  replies: OwnHelpReply[];
}

/**
 * A signed-in user's own help requests, newest first, each with its status and the replies staff
 * mailed to them (oldest first). Only requests sent from the account count: a request sent as a
 * guest carries an address nobody confirmed, so the same e-mail does not make it the user's.
 * Staff's names and the rest of the history stay on the back-office's side.
 */
export async function listOwnHelpRequests(db: Db, actor: Actor | null, limit = 50): Promise<OwnHelpRequest[]> {
  if (!actor) throw new AppError("unauthorized");
  const rows = await db
    .select({
      id: helpRequests.id,
      topic: helpRequests.topic,
      message: helpRequests.message,
      status: helpRequests.status,
      createdAt: helpRequests.createdAt,
      updatedAt: helpRequests.updatedAt,
    })
    .from(helpRequests)
    .where(eq(helpRequests.userId, actor.user.id))
    .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id))
    .limit(limit);
  if (!rows.length) return [];
  const replies = await db
    .select({
      requestId: helpRequestEvents.requestId,
      message: helpRequestEvents.message,
      sentAt: helpRequestEvents.createdAt,
    })
    .from(helpRequestEvents)
    .where(
      and(
        inArray(
          helpRequestEvents.requestId,
          rows.map((r) => r.id),
        ),
        eq(helpRequestEvents.action, "REPLY"),
      ),
    )
    .orderBy(asc(helpRequestEvents.createdAt), asc(helpRequestEvents.id));
  return rows.map((row) => ({
    ...row,
    replies: replies
      .filter((r) => r.requestId === row.id && r.message)
      .map((r) => ({ message: r.message!, sentAt: r.sentAt })),
  }));
}
