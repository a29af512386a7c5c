import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { renderMail } from "../mail/render.ts";
import type { Mailer } from "../mail/mailer.ts";
import { defineJob } from "../ports/jobs.ts";

/** A message of another company unread this long is mailed about. */
export const UNREAD_MAIL_AFTER_MINUTES = 15;
/** At most one such mail per conversation and user in this time. */
export const UNREAD_MAIL_EVERY_MINUTES = 60;

export interface UnreadMailDeps {
  db: Db;
  mailer: Pick<Mailer, "send">;
  /** PUBLIC_URL: the mail's link opens the conversation. */
  publicUrl: string;
}

/**
 * Mails each employee holding useConversations about a conversation of their company in which a
 * message of the other company has been unread by them for 15 minutes (issue 27): one mail per
 * conversation and user an hour at most, never twice about the same messages, never about
 * messages from before the employee joined or older than a day. A mail that cannot be handed
 * over gives its claim back. A run claims each mail first (the notice row: an
 * insert, or an update of one an hour old), so two workers or a rerun send nothing twice.
 */
export async function mailUnreadConversations(deps: UnreadMailDeps, now = new Date()) {
  const due = await rowsOf(
    deps.db,
    sql`SELECT c.id AS conversation_id, u.id AS user_id, u.email, u.name, u.locale, oc.name AS other_name,
        count(*) AS unread, max(m.sequence) AS newest, n.mailed_at AS previous_at, n.mailed_sequence AS previous_sequence
      FROM conversation_sides s
      JOIN conversations c ON c.id = s.conversation_id
      JOIN users u ON u.company_id = s.company_id AND u.is_active AND NOT u.is_blocked
      JOIN conversation_messages m ON m.conversation_id = c.id AND m.author_company_id <> s.company_id
      JOIN companies oc ON oc.id = m.author_company_id
      LEFT JOIN conversation_reads r ON r.conversation_id = c.id AND r.user_id = u.id
      LEFT JOIN conversation_mail_notices n ON n.conversation_id = c.id AND n.user_id = u.id
      WHERE c.last_message_at > ${now}::timestamptz - interval '1 day'
        AND m.created_at > ${now}::timestamptz - interval '1 day'
        AND m.sequence > COALESCE(r.last_read_sequence, 0)
        AND m.sequence > COALESCE(n.mailed_sequence, 0)
        AND m.created_at > u.created_at
        AND m.created_at <= ${now}::timestamptz - make_interval(mins => ${UNREAD_MAIL_AFTER_MINUTES})
        AND (n.mailed_at IS NULL OR n.mailed_at <= ${now}::timestamptz - make_interval(mins => ${UNREAD_MAIL_EVERY_MINUTES}))
        AND EXISTS (SELECT 1 FROM user_roles ur JOIN role_permissions rp ON rp.role_id = ur.role_id
          WHERE ur.user_id = u.id AND rp.permission = 'useConversations')
      GROUP BY c.id, u.id, u.email, u.name, u.locale, oc.name, n.mailed_at, n.mailed_sequence`,
  );
  const sent: { to: string; conversationId: string; unread: number }[] = [];
  for (const row of due) {
    const conversationId = String(row.conversation_id);
    const claimed = await rowsOf(
      deps.db,
      sql`INSERT INTO conversation_mail_notices (conversation_id, user_id, mailed_at, mailed_sequence)
        VALUES (${conversationId}, ${String(row.user_id)}, ${now}, ${Number(row.newest)})
        ON CONFLICT (conversation_id, user_id) DO UPDATE
          SET mailed_at = excluded.mailed_at, mailed_sequence = excluded.mailed_sequence
          WHERE conversation_mail_notices.mailed_at <= ${now}::timestamptz - make_interval(mins => ${UNREAD_MAIL_EVERY_MINUTES})
        RETURNING 1 AS claimed`,
    );
    if (!claimed.length) continue; // another run has it
    const unread = Number(row.unread);
    const mail = renderMail("conversationUnread", String(row.locale), {
      name: String(row.name),
      company: String(row.other_name),
      count: unread,
      link: `${deps.publicUrl}/ongoing/conversations/${conversationId}`,
    });
    try {
      await deps.mailer.send({ ...mail, to: String(row.email), kind: "conversationUnread" });
    } catch (error) {
      // Not sent: the claim is given back, so the next run mails these messages.
      await giveBack(deps.db, conversationId, String(row.user_id), now, row);
      throw error;
    }
    sent.push({ to: String(row.email), conversationId, unread });
  }
  return sent;
}

/** Undoes a claim whose mail could not be handed over: the notice as it was (or none). */
async function giveBack(db: Db, conversationId: string, userId: string, claimedAt: Date, row: Record<string, unknown>) {
  await db.execute(
    row.previous_at === null || row.previous_at === undefined
      ? sql`DELETE FROM conversation_mail_notices
          WHERE conversation_id = ${conversationId} AND user_id = ${userId} AND mailed_at = ${claimedAt}`
      : sql`UPDATE conversation_mail_notices
          SET mailed_at = ${new Date(String(row.previous_at))}, mailed_sequence = ${Number(row.previous_sequence)}
          WHERE conversation_id = ${conversationId} AND user_id = ${userId} AND mailed_at = ${claimedAt}`,
  );
}

/** Every 5 minutes, once across the workers: a message is mailed about 15 to 20 minutes after it came. */
export const unreadMailJob = (deps: UnreadMailDeps) =>
  defineJob({
    name: "conversation-unread-mail",
    schema: z.object({}),
    handler: async () => mailUnreadConversations(deps),
    retryLimit: 1,
    expireInSeconds: 240,
    singletonKey: () => "conversation-unread-mail",
    schedule: { cron: "*/5 * * * *", payload: {} },
  });
