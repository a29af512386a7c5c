import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { conversations } from "../../db/schema/index.ts";
import {
  CONVERSATION_LIMITS,
  type ConversationOffer,
  type ConversationSummary,
} from "../../shared/contracts/conversations.ts";
import type { DealCard } from "../../shared/contracts/deals.ts";
import { isUuid } from "../../shared/uuid.ts";
import { AppError } from "../errors.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Reader = Db | Tx;
export type ConversationRow = typeof conversations.$inferSelect;

/** Whose view a record is made for: the reader's company (its side) and the reader (their marker). */
export interface Viewer {
  companyId: string;
  userId: string;
}

type Row = Record<string, unknown>;

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** A person's name as a message shows it ("" once the account is gone). */
export const personName = (name: unknown, surname: unknown) => `${text(name)} ${text(surname)}`.trim();

/** The conversation `id` when the company takes part in it; conversationNotFound otherwise (existence untold). */
export async function participantConversation(db: Reader, companyId: string, id: string): Promise<ConversationRow> {
  if (!isUuid(id)) throw new AppError("conversationNotFound");
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        or(eq(conversations.companyId, companyId), eq(conversations.otherCompanyId, companyId)),
      ),
    );
  if (!row) throw new AppError("conversationNotFound");
  return row;
}

/** Whether either company has the other on its deny list (then no new conversation, no new message). */
export async function eitherDenies(db: Reader, a: string, b: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`SELECT 1 FROM company_lists WHERE list = 'deny'
      AND ((company_id = ${a} AND other_company_id = ${b}) OR (company_id = ${b} AND other_company_id = ${a}))
      LIMIT 1`,
  );
  return rows.length > 0;
}

/** The other company of a conversation, for the viewer's company. */
const otherSql = (companyId: string) =>
  sql`CASE WHEN c.company_id = ${companyId}::uuid THEN c.other_company_id ELSE c.company_id END`;

/** The viewer's unread count: the other company's messages after the viewer's marker. */
export const unreadSql = (viewer: Viewer) => sql`(SELECT count(*) FROM conversation_messages um
  WHERE um.conversation_id = c.id AND um.author_company_id <> ${viewer.companyId}::uuid
    AND um.sequence > COALESCE((SELECT r.last_read_sequence FROM conversation_reads r
      WHERE r.conversation_id = c.id AND r.user_id = ${viewer.userId}::uuid), 0))`;

/**
 * The viewer's company's conversations matching `where` (over `c` the conversation, `s` the
 * viewer's side, `oc` the other company), as summaries in `order`, with the count of all matching.
 */
export async function summaries(
  db: Reader,
  viewer: Viewer,
  options: { where?: SQL[]; unreadFirst?: boolean; limit?: number; offset?: number },
): Promise<{ items: ConversationSummary[]; total: number }> {
  const where = [sql`s.company_id = ${viewer.companyId}::uuid`, ...(options.where ?? [])];
  const order = options.unreadFirst
    ? sql`(${unreadSql(viewer)} > 0) DESC, c.last_message_at DESC, c.id`
    : sql`c.last_message_at DESC, c.id`;
  const rows = await rowsOf(
    db,
    sql`SELECT c.id, c.subject, c.created_at, c.last_message_at, s.archived_at,
      oc.id AS other_id, oc.name AS other_name,
      EXISTS (SELECT 1 FROM company_lists l WHERE l.list = 'deny'
        AND ((l.company_id = c.company_id AND l.other_company_id = c.other_company_id)
          OR (l.company_id = c.other_company_id AND l.other_company_id = c.company_id))) AS blocked,
      ${unreadSql(viewer)} AS unread,
      lm.sequence AS lm_sequence, lm.body AS lm_body, lm.card AS lm_card, lm.author_company_id AS lm_company, lm.created_at AS lm_at,
      (SELECT f.original_name FROM media_files f WHERE f.conversation_message_id = lm.id LIMIT 1) AS lm_file,
      lu.name AS lm_name, lu.surname AS lm_surname,
      o.id AS offer_id, o.company_id AS offer_company, o.kind AS offer_kind, o.status AS offer_status,
      o.origin_country, o.origin_postal_code, o.origin_city, o.dest_country, o.dest_postal_code, o.dest_city,
      o.load_from::text AS offer_load_from, o.weight_kg AS offer_weight,
      count(*) OVER () AS total
    FROM conversation_sides s
    JOIN conversations c ON c.id = s.conversation_id
    JOIN companies oc ON oc.id = ${otherSql(viewer.companyId)}
    LEFT JOIN LATERAL (SELECT m.id, m.sequence, m.body, m.card, m.author_company_id, m.author_id, m.created_at
      FROM conversation_messages m WHERE m.conversation_id = c.id ORDER BY m.sequence DESC LIMIT 1) lm ON true
    LEFT JOIN users lu ON lu.id = lm.author_id
    LEFT JOIN offers o ON o.id = c.offer_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${order}
    LIMIT ${options.limit ?? CONVERSATION_LIMITS.pageSize} OFFSET ${options.offset ?? 0}`,
  );
  if (rows.length || !options.offset) {
    return { items: rows.map((r) => summary(r, viewer)), total: rows.length ? Number(rows[0]!.total) : 0 };
  }
  // A page past the end: the count of all matching, without a page to count it on.
  const [counted] = await rowsOf(
    db,
    sql`SELECT count(*) AS total FROM conversation_sides s JOIN conversations c ON c.id = s.conversation_id
      JOIN companies oc ON oc.id = ${otherSql(viewer.companyId)} WHERE ${sql.join(where, sql` AND `)}`,
  );
  return { items: [], total: Number(counted?.total ?? 0) };
}

/** One conversation's summary for the viewer (a participant: checked before). */
export async function summaryOf(db: Reader, viewer: Viewer, id: string): Promise<ConversationSummary> {
  const { items } = await summaries(db, viewer, { where: [sql`c.id = ${id}::uuid`], limit: 1 });
  if (!items[0]) throw new AppError("conversationNotFound");
  return items[0];
}

function offerOf(r: Row): ConversationOffer | null {
  if (!r.offer_id) return null;
  return {
    id: String(r.offer_id),
    companyId: String(r.offer_company),
    kind: r.offer_kind as ConversationOffer["kind"],
    status: r.offer_status as ConversationOffer["status"],
    origin: { country: text(r.origin_country), postalCode: text(r.origin_postal_code), city: text(r.origin_city) },
    dest: r.dest_country
      ? { country: text(r.dest_country), postalCode: text(r.dest_postal_code), city: text(r.dest_city) }
      : null,
    loadFrom: text(r.offer_load_from),
    weightKg: Number(r.offer_weight),
  };
}

/** A card as the driver hands its JSON (parsed already, or text). */
export const cardOf = (v: unknown): DealCard | null =>
  v === null || v === undefined ? null : ((typeof v === "string" ? JSON.parse(v) : v) as DealCard);

/** The last message's opening words, on one line. */
const preview = (body: string) => {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > CONVERSATION_LIMITS.previewMax ? `${line.slice(0, CONVERSATION_LIMITS.previewMax - 1)}…` : line;
};

function summary(r: Row, viewer: Viewer): ConversationSummary {
  return {
    id: String(r.id),
    subject: r.subject as ConversationSummary["subject"],
    otherCompany: { id: String(r.other_id), name: text(r.other_name) },
    offer: offerOf(r),
    lastMessage:
      r.lm_sequence === null || r.lm_sequence === undefined
        ? null
        : {
            sequence: Number(r.lm_sequence),
            authorName: personName(r.lm_name, r.lm_surname),
            companyId: String(r.lm_company),
            own: String(r.lm_company) === viewer.companyId,
            createdAt: iso(r.lm_at),
            preview: preview(text(r.lm_body)),
            fileName: r.lm_file ? String(r.lm_file) : null,
            card: cardOf(r.lm_card),
          },
    unread: Number(r.unread),
    archived: r.archived_at !== null && r.archived_at !== undefined,
    blocked: r.blocked === true || r.blocked === "t",
    createdAt: iso(r.created_at),
    lastMessageAt: iso(r.last_message_at),
  };
}
