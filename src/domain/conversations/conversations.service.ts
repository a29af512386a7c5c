import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  companies,
  mediaFiles,
  conversationMessages,
  conversationReads,
  conversationSides,
  conversations,
} from "../../db/schema/index.ts";
import {
  type ConversationAttachment,
  type ConversationMessage,
  type ConversationSummary,
  conversationStart,
  messageInput,
} from "../../shared/contracts/conversations.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { requireOperation } from "../access/restrictions.service.ts";
import { AppError } from "../errors.ts";
import { keptUpload, type StoredUpload } from "../documents/stored-upload.ts";
import { appendEvents, lockEventOrder } from "../events/event-log.ts";
import { validInput } from "../validation.ts";
import type { DealCard } from "../../shared/contracts/deals.ts";
import {
  type ConversationRow,
  eitherDenies,
  participantConversation,
  personName,
  summaryOf,
  type Tx,
  type Viewer,
} from "./conversation-records.ts";

/**
 * Conversations between companies (issue 27; DESIGN §7; docs/decisions/030). Every employee
 * holding useConversations acts for their company's side; read markers are each user's own.
 * Starting one and writing in one need the plan (startConversation, sendMessage); reading,
 * read markers and the archive do not. A company that is no participant is told
 * conversationNotFound for everything, so a conversation's existence is never revealed.
 */

/** What the conversations feature needs of the offers feature (given by the composition). */
export interface ConversationDeps {
  db: Db;
  /** Tells every process that events were committed (the live streams' hub). */
  announce: () => Promise<void>;
  /** One offer the actor's company may read (offerNotFound otherwise); its company and id. */
  offerOf: (actor: Actor | null, offerId: string) => Promise<{ id: string; companyId: string }>;
}

/** The actor acting for its company's side: a member holding useConversations. */
export function viewerOf(actor: Actor | null): Viewer & { actor: Actor } {
  requirePermission(actor, "useConversations");
  return { actor, companyId: actorCompanyId(actor), userId: actor.user.id };
}

/** The other company named from a profile: a verified company (any other is companyNotFound). */
async function profileCompany(db: Db, companyId: string): Promise<string> {
  if (!isUuid(companyId)) throw new AppError("companyNotFound");
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.status, "verified")));
  if (!row) throw new AppError("companyNotFound");
  return row.id;
}

/** Who a message is written by: a person of a company, or (a transaction's clock) the company alone. */
export interface MessageAuthor {
  userId: string | null;
  name: string;
  companyId: string;
  companyName: string;
}

export const authorOf = (viewer: Viewer & { actor: Actor }): MessageAuthor => ({
  userId: viewer.userId,
  name: personName(viewer.actor.user.name, viewer.actor.user.surname),
  companyId: viewer.companyId,
  companyName: viewer.actor.user.company!.name,
});

/**
 * A message added by the actor: the conversation's activity moves on, both sides leave the
 * archive, the author's own marker moves past it, and both companies' streams are told. The
 * events' order lock comes first, so the message's sequence is committed in its order too.
 */
export const appendMessage = (
  tx: Tx,
  conversation: ConversationRow,
  viewer: Viewer & { actor: Actor },
  body: string,
  file?: StoredUpload,
) => appendEntry(tx, conversation, authorOf(viewer), { body, file });

/**
 * A message or a deal's card (issue 28: a step of the pair's negotiation or transaction, `body`
 * empty) added in the caller's transaction, with everything `appendMessage` says.
 */
export async function appendEntry(
  tx: Tx,
  conversation: ConversationRow,
  author: MessageAuthor,
  entry: { body?: string; file?: StoredUpload; card?: DealCard },
) {
  await lockEventOrder(tx);
  const conversationId = conversation.id;
  const [made] = await tx
    .insert(conversationMessages)
    .values({
      conversationId,
      authorId: author.userId,
      authorCompanyId: author.companyId,
      body: entry.body ?? "",
      card: entry.card ?? null,
    })
    .returning();
  await tx.update(conversations).set({ lastMessageAt: made!.createdAt }).where(eq(conversations.id, conversationId));
  await tx
    .update(conversationSides)
    .set({ archivedAt: null })
    .where(eq(conversationSides.conversationId, conversationId));
  if (author.userId) await markAt(tx, conversationId, author.userId, made!.sequence);
  const attachments =
    entry.file && author.userId
      ? [await attach(tx, made!.id, { companyId: author.companyId, userId: author.userId }, entry.file)]
      : [];
  const message: Omit<ConversationMessage, "own"> = {
    id: made!.id,
    sequence: made!.sequence,
    authorId: author.userId,
    authorName: author.name,
    companyId: author.companyId,
    companyName: author.companyName,
    text: made!.body,
    card: made!.card ?? null,
    attachments,
    createdAt: made!.createdAt.toISOString(),
  };
  await appendEvents(
    tx,
    [conversation.companyId, conversation.otherCompanyId].map((companyId) => ({
      companyId,
      kind: "message" as const,
      payload: { conversationId, message },
    })),
  );
  return message;
}

/** Records stored bytes as the message's file (the upload's key unqueued in the same transaction). */
async function attach(tx: Tx, messageId: string, viewer: Viewer, file: StoredUpload): Promise<ConversationAttachment> {
  const [row] = await tx
    .insert(mediaFiles)
    .values({
      companyId: viewer.companyId,
      uploadedBy: viewer.userId,
      conversationMessageId: messageId,
      purpose: "conversationAttachment",
      storageKey: file.key,
      originalName: file.originalName,
      contentType: file.kind,
      size: file.size,
      sha256: file.sha256,
    })
    .returning();
  await keptUpload(tx, file.key);
  return { id: row!.id, name: row!.originalName, contentType: row!.contentType, size: row!.size };
}

/** Tells the other processes after a commit; a lost announcement costs only the hub's poll. */
export const told = (deps: Pick<ConversationDeps, "announce">) => deps.announce().catch(() => {});

/** Moves a user's read marker forward to `sequence` (never back); answers where it stands. */
export async function markAt(db: Db | Tx, conversationId: string, userId: string, sequence: number): Promise<number> {
  const [marker] = await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadSequence: sequence })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadSequence: sql`GREATEST(${conversationReads.lastReadSequence}, excluded.last_read_sequence)`,
        readAt: sql`now()`,
      },
    })
    .returning({ sequence: conversationReads.lastReadSequence });
  return marker!.sequence;
}

/**
 * Moves a reader's marker (never back) and tells the reader's streams, so their other tabs and
 * the header's count follow; answers where the marker stands.
 */
export async function markAndTell(
  deps: Pick<ConversationDeps, "db" | "announce">,
  conversationId: string,
  userId: string,
  sequence: number,
): Promise<number> {
  const marker = await deps.db.transaction(async (tx) => {
    await lockEventOrder(tx);
    const at = await markAt(tx, conversationId, userId, sequence);
    await appendEvents(tx, [{ userId, kind: "read", payload: { conversationId, sequence: at } }]);
    return at;
  });
  await told(deps);
  return marker;
}

/** The conversation of the pair about the offer (or without one), made when there is none yet. */
async function conversationOfPair(
  tx: Tx,
  viewer: Viewer,
  other: string,
  offerId: string | null,
): Promise<{ id: string; created: boolean }> {
  const [made] = await tx
    .insert(conversations)
    .values({
      companyId: viewer.companyId,
      otherCompanyId: other,
      subject: offerId ? "offer" : "company",
      offerId,
      startedBy: viewer.userId,
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (made) {
    await tx.insert(conversationSides).values([
      { conversationId: made.id, companyId: viewer.companyId },
      { conversationId: made.id, companyId: other },
    ]);
    return { id: made.id, created: true };
  }
  const pair = sql`LEAST(${conversations.companyId}, ${conversations.otherCompanyId}) = LEAST(${viewer.companyId}::uuid, ${other}::uuid)
    AND GREATEST(${conversations.companyId}, ${conversations.otherCompanyId}) = GREATEST(${viewer.companyId}::uuid, ${other}::uuid)`;
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        pair,
        offerId
          ? and(eq(conversations.subject, "offer"), eq(conversations.offerId, offerId))
          : eq(conversations.subject, "company"),
      ),
    );
  if (!existing) throw new AppError("conflict");
  return { id: existing.id, created: false };
}

/**
 * Starts a conversation about an offer the actor's company may read, or with a verified company
 * (from its profile), optionally with a first message; the pair's existing one is answered
 * instead of a second. Never with the own company; refused while either company denies the other.
 */
export async function startConversation(
  deps: ConversationDeps,
  actor: Actor | null,
  input: unknown,
): Promise<{ created: boolean; conversation: ConversationSummary }> {
  const viewer = viewerOf(actor);
  const values = validInput(conversationStart, input);
  // What it is about first: an offer not shown to the company is offerNotFound, plan or not.
  const offer = values.offerId ? await deps.offerOf(actor, values.offerId) : null;
  const other = offer ? offer.companyId : await profileCompany(deps.db, values.companyId!);
  if (other === viewer.companyId) throw new AppError("conversationWithOwnCompany");
  await requireOperation(deps.db, viewer.actor, "startConversation");
  if (await eitherDenies(deps.db, viewer.companyId, other)) throw new AppError("conversationBlocked");
  const { id, created } = await deps.db.transaction(async (tx) => {
    const pair = await conversationOfPair(tx, viewer, other, offer?.id ?? null);
    if (values.text) {
      const row = { id: pair.id, companyId: viewer.companyId, otherCompanyId: other } as ConversationRow;
      await appendMessage(tx, row, viewer, values.text);
    }
    return pair;
  });
  if (values.text) await told(deps);
  return { created, conversation: await summaryOf(deps.db, viewer, id) };
}

/** A message of the actor's company in one of its conversations (refused while either denies the other). */
export async function sendMessage(
  deps: ConversationDeps,
  actor: Actor | null,
  conversationId: string,
  input: unknown,
): Promise<ConversationMessage> {
  const { db } = deps;
  const viewer = viewerOf(actor);
  const { text } = validInput(messageInput, input);
  const conversation = await participantConversation(db, viewer.companyId, conversationId);
  await requireOperation(db, viewer.actor, "sendMessage");
  if (await eitherDenies(db, conversation.companyId, conversation.otherCompanyId))
    throw new AppError("conversationBlocked");
  const message = await db.transaction((tx) => appendMessage(tx, conversation, viewer, text));
  await told(deps);
  return { ...message, own: true };
}

/**
 * Archives the actor's company's side of a conversation, or takes it out of the archive
 * (colleagues' streams told). Archiving with `seen` (the newest sequence the person saw) is
 * refused when the other company wrote after it (conversationChanged): nothing unseen is hidden.
 */
export async function setArchived(
  deps: ConversationDeps,
  actor: Actor | null,
  conversationId: string,
  archived: boolean,
  seen?: unknown,
) {
  const { db } = deps;
  const viewer = viewerOf(actor);
  const seenSequence = seen === undefined || seen === null || seen === "" ? null : Number(seen);
  if (seenSequence !== null && !(Number.isSafeInteger(seenSequence) && seenSequence >= 0))
    throw new AppError("validation", { fields: { seen: ["invalidOption"] } });
  const conversation: ConversationRow = await participantConversation(db, viewer.companyId, conversationId);
  await db.transaction(async (tx) => {
    await lockEventOrder(tx); // sequences are then in commit order: "after seen" misses nothing
    if (archived && seenSequence !== null) {
      const [later] = await tx
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversation.id),
            gt(conversationMessages.sequence, seenSequence),
            ne(conversationMessages.authorCompanyId, viewer.companyId),
          ),
        )
        .limit(1);
      if (later) throw new AppError("conversationChanged");
    }
    await tx
      .update(conversationSides)
      .set({ archivedAt: archived ? new Date() : null })
      .where(
        and(eq(conversationSides.conversationId, conversation.id), eq(conversationSides.companyId, viewer.companyId)),
      );
    await appendEvents(tx, [
      { companyId: viewer.companyId, kind: "archive", payload: { conversationId: conversation.id, archived } },
    ]);
  });
  await told(deps);
  return { conversationId: conversation.id, archived };
}
