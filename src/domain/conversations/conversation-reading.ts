import { and, asc, desc, eq, inArray, lt, max, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, conversationMessages, conversationReads, mediaFiles, users } from "../../db/schema/index.ts";
import { searchPhraseTooShort } from "../../shared/contracts/company.ts";
import {
  CONVERSATION_LIMITS,
  type ConversationAttachment,
  type ConversationMessage,
  type ConversationPage,
  conversationQuery,
  type ConversationView,
  readInput,
} from "../../shared/contracts/conversations.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { hasPermission } from "../../shared/permissions.ts";
import { AppError } from "../errors.ts";
import type { StreamCounter } from "../events/live-stream.ts";
import { validInput } from "../validation.ts";
import { rowsOf } from "../../db/rows.ts";
import {
  participantConversation,
  personName,
  summaries,
  summaryOf,
  unreadSql,
  type Viewer,
} from "./conversation-records.ts";
import { type ConversationDeps, markAndTell, viewerOf } from "./conversations.service.ts";

type Deps = Pick<ConversationDeps, "db" | "announce">;

/** A phrase inside LIKE, its wildcards taken literally. */
const likePattern = (phrase: string) => `%${phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The actor's company's conversations: `ongoing` (its side not archived) or `archive`, newest
 * activity first (unread ones first on request), filtered by a phrase (3 characters at least) in
 * the other company's name or any message, a page of 20.
 */
export async function listConversations(db: Db, actor: Actor | null, input: unknown): Promise<ConversationPage> {
  const viewer = viewerOf(actor);
  const query = validInput(conversationQuery, input ?? {});
  if (searchPhraseTooShort(query.phrase)) throw new AppError("phraseMustBeAtLeast3");
  const phrase = query.phrase?.trim();
  const where: SQL[] = [query.which === "archive" ? sql`s.archived_at IS NOT NULL` : sql`s.archived_at IS NULL`];
  if (phrase) {
    const pattern = likePattern(phrase);
    where.push(sql`(oc.name ILIKE ${pattern} OR EXISTS (SELECT 1 FROM conversation_messages pm
      WHERE pm.conversation_id = c.id AND pm.body ILIKE ${pattern}))`);
  }
  const pageSize = CONVERSATION_LIMITS.pageSize;
  const { items, total } = await summaries(db, viewer, {
    where,
    unreadFirst: query.unreadFirst === "true",
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return { items, page: query.page, pageSize, total };
}

/** The files of these messages, by message. */
async function attachmentsOf(db: Db, messageIds: string[]): Promise<Map<string, ConversationAttachment[]>> {
  const byMessage = new Map<string, ConversationAttachment[]>();
  if (!messageIds.length) return byMessage;
  const rows = await db
    .select({
      messageId: mediaFiles.conversationMessageId,
      id: mediaFiles.id,
      name: mediaFiles.originalName,
      contentType: mediaFiles.contentType,
      size: mediaFiles.size,
    })
    .from(mediaFiles)
    .where(inArray(mediaFiles.conversationMessageId, messageIds))
    .orderBy(asc(mediaFiles.createdAt));
  for (const { messageId, ...file } of rows) {
    const list = byMessage.get(messageId!) ?? [];
    list.push(file);
    byMessage.set(messageId!, list);
  }
  return byMessage;
}

/** The sequence a `before` names (a positive whole number), or none. */
function beforeOf(before: unknown): number | null {
  if (before === undefined || before === null || before === "") return null;
  const n = Number(before);
  if (!Number.isSafeInteger(n) || n < 1) throw new AppError("validation", { fields: { before: ["invalidOption"] } });
  return n;
}

/**
 * One conversation of the actor's company with a page of its messages, oldest first: the newest
 * page, or the one before the sequence `before`. With `markRead` (a person opening it) the reader's
 * marker moves to the newest message shown first, so the summary's unread count is what is left;
 * `lastReadSequence` is the marker as it stood when opened (what was new to the reader).
 */
export async function conversationView(
  deps: Deps,
  actor: Actor | null,
  conversationId: string,
  before?: unknown,
  options: { markRead?: boolean } = {},
): Promise<ConversationView> {
  const { db } = deps;
  const viewer = viewerOf(actor);
  const cursor = beforeOf(before);
  const conversation = await participantConversation(db, viewer.companyId, conversationId);
  const size = CONVERSATION_LIMITS.messagesPage;
  const rows = await db
    .select({
      id: conversationMessages.id,
      sequence: conversationMessages.sequence,
      authorId: conversationMessages.authorId,
      companyId: conversationMessages.authorCompanyId,
      body: conversationMessages.body,
      card: conversationMessages.card,
      createdAt: conversationMessages.createdAt,
      name: users.name,
      surname: users.surname,
      companyName: companies.name,
    })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.authorId))
    .innerJoin(companies, eq(companies.id, conversationMessages.authorCompanyId))
    .where(
      and(
        eq(conversationMessages.conversationId, conversation.id),
        cursor === null ? undefined : lt(conversationMessages.sequence, cursor),
      ),
    )
    .orderBy(desc(conversationMessages.sequence))
    .limit(size + 1);
  const page = rows.slice(0, size).reverse();
  const files = await attachmentsOf(
    db,
    page.map((m) => m.id),
  );
  const messages: ConversationMessage[] = page.map((m) => ({
    id: m.id,
    sequence: m.sequence,
    authorId: m.authorId,
    authorName: personName(m.name, m.surname),
    companyId: m.companyId,
    companyName: m.companyName,
    own: m.companyId === viewer.companyId,
    text: m.body,
    card: m.card ?? null,
    attachments: files.get(m.id) ?? [],
    createdAt: m.createdAt.toISOString(),
  }));
  const [read] = await db
    .select({ sequence: conversationReads.lastReadSequence })
    .from(conversationReads)
    .where(and(eq(conversationReads.conversationId, conversation.id), eq(conversationReads.userId, viewer.userId)));
  const lastReadSequence = read?.sequence ?? 0;
  const newest = messages.at(-1)?.sequence ?? 0;
  if (options.markRead && newest > lastReadSequence) await markAndTell(deps, conversation.id, viewer.userId, newest);
  return {
    conversation: await summaryOf(db, viewer, conversation.id),
    messages,
    before: rows.length > size ? page[0]!.sequence : null,
    lastReadSequence,
  };
}

/**
 * The actor has read the conversation up to a message of it (or its newest without one): their
 * own marker moves there, never back; colleagues' markers stay.
 */
export async function markRead(deps: Deps, actor: Actor | null, conversationId: string, input: unknown) {
  const { db } = deps;
  const viewer = viewerOf(actor);
  const { messageId } = validInput(readInput, input ?? {});
  const conversation = await participantConversation(db, viewer.companyId, conversationId);
  const inConversation = eq(conversationMessages.conversationId, conversation.id);
  let sequence: number;
  if (messageId) {
    if (!isUuid(messageId)) throw new AppError("conversationMessageNotFound");
    const [message] = await db
      .select({ sequence: conversationMessages.sequence })
      .from(conversationMessages)
      .where(and(inConversation, eq(conversationMessages.id, messageId)));
    if (!message) throw new AppError("conversationMessageNotFound");
    sequence = message.sequence;
  } else {
    const [newest] = await db
      .select({ sequence: max(conversationMessages.sequence) })
      .from(conversationMessages)
      .where(inConversation);
    sequence = Number(newest?.sequence ?? 0);
  }
  const lastReadSequence = await markAndTell(deps, conversation.id, viewer.userId, sequence);
  const summary = await summaryOf(db, viewer, conversation.id);
  return { conversationId: conversation.id, lastReadSequence, unread: summary.unread };
}

/** The viewer's unread count in each of the company's conversations (`unread`, one row each). */
const unreadPerConversation = (viewer: Viewer) => sql`SELECT ${unreadSql(viewer)} AS unread
  FROM conversation_sides s JOIN conversations c ON c.id = s.conversation_id
  WHERE s.company_id = ${viewer.companyId}::uuid`;

/** The actor's unread messages over all their company's conversations, and in how many (the header's count). */
export async function unreadTotal(db: Db, actor: Actor | null) {
  const viewer = viewerOf(actor);
  const [row] = await rowsOf(
    db,
    sql`SELECT COALESCE(sum(u.unread), 0) AS total, count(*) FILTER (WHERE u.unread > 0) AS conversations
      FROM (${unreadPerConversation(viewer)}) u`,
  );
  return { total: Number(row?.total ?? 0), conversations: Number(row?.conversations ?? 0) };
}

/**
 * The header's unread count for a live stream: read with the newest event id in one query (one
 * snapshot), then one more for each later message of another company in the reader's company's
 * conversations, and read again when the reader's own marker moves. Null without the permission.
 */
export function unreadCounter(db: Db, actor: Actor | null): StreamCounter | null {
  if (!actor?.user.company || !hasPermission(actor.user.userRoles, "useConversations")) return null;
  const viewer = viewerOf(actor);
  return {
    name: "unread",
    async snapshot() {
      const [row] = await rowsOf(
        db,
        sql`SELECT (SELECT COALESCE(max(id), 0) FROM events) AS upto,
          (SELECT COALESCE(sum(u.unread), 0) FROM (${unreadPerConversation(viewer)}) u) AS total`,
      );
      return { count: Number(row?.total ?? 0), upto: Number(row?.upto ?? 0) };
    },
    step(event) {
      if (event.kind === "read" && event.userId === viewer.userId) return "recount";
      if (event.kind !== "message" || event.companyId !== viewer.companyId) return null;
      const message = (event.payload as { message?: { companyId?: string } }).message;
      return message?.companyId && message.companyId !== viewer.companyId ? 1 : null;
    },
  };
}
