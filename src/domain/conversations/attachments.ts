import { and, count, eq, gt, sql } from "drizzle-orm";
import { conversationMessages, mediaFiles } from "../../db/schema/index.ts";
import {
  CONVERSATION_LIMITS,
  type ConversationMessage,
  fileMessageInput,
} from "../../shared/contracts/conversations.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import type { RateLimiter } from "../access/rate-limiter.ts";
import { requireOperation } from "../access/restrictions.service.ts";
import { discardUpload, type IncomingUpload, storeUpload } from "../documents/stored-upload.ts";
import { AppError } from "../errors.ts";
import type { FileStore } from "../ports/files.ts";
import { validInput } from "../validation.ts";
import { eitherDenies, participantConversation } from "./conversation-records.ts";
import { appendMessage, type ConversationDeps, told, viewerOf } from "./conversations.service.ts";

export type AttachmentDeps = ConversationDeps & { store: FileStore; rateLimits: RateLimiter };

/**
 * A message with a file (issue 27; ADR 031), through `/media` with its rules (ADR 022): every
 * refusal that needs no byte of the body comes first (permission, participant, plan, the deny
 * list), then the attempt is charged to the user's and the company's upload budgets,
 * then the text (sent before the file) is checked and the bytes stream to the store, typed by their first bytes (PDF, JPEG, PNG), 20 MB at most;
 * the message and its file are recorded in one transaction, and both companies' streams told.
 */
export async function sendWithFile(
  deps: AttachmentDeps,
  actor: Actor | null,
  conversationId: string,
  input: { receive: () => Promise<IncomingUpload & { text?: string }> },
): Promise<ConversationMessage> {
  const viewer = viewerOf(actor);
  const conversation = await participantConversation(deps.db, viewer.companyId, conversationId);
  await requireOperation(deps.db, viewer.actor, "sendMessage");
  if (await eitherDenies(deps.db, conversation.companyId, conversation.otherCompanyId))
    throw new AppError("conversationBlocked");
  await withinDailyShare(deps, viewer.companyId);
  await deps.rateLimits.consume("documentUploadByUser", viewer.userId);
  await deps.rateLimits.consume("documentUploadByCompany", viewer.companyId);
  const incoming = await input.receive();
  let text: string;
  try {
    ({ text } = validInput(fileMessageInput, { text: incoming.text }));
  } catch (error) {
    incoming.body.resume(); // the file of a refused message is read and dropped
    throw error;
  }
  const stored = await storeUpload(deps, viewer.companyId, incoming);
  try {
    const message = await deps.db.transaction((tx) => appendMessage(tx, conversation, viewer, text, stored));
    await told(deps);
    return { ...message, own: true };
  } catch (error) {
    await discardUpload(deps, stored.key);
    throw error;
  }
}

/**
 * A company's files sent in conversations in the last 24 hours stay under their count and bytes
 * (fileCountLimit): the upload budgets bound the rate, this bounds what fills the file store.
 */
async function withinDailyShare(deps: Pick<AttachmentDeps, "db">, companyId: string) {
  const [sent] = await deps.db
    .select({ files: count(), bytes: sql<number>`COALESCE(sum(${mediaFiles.size}), 0)`.mapWith(Number) })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.companyId, companyId),
        eq(mediaFiles.purpose, "conversationAttachment"),
        gt(mediaFiles.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  const { filesPerDay, fileBytesPerDay } = CONVERSATION_LIMITS;
  if ((sent?.files ?? 0) >= filesPerDay || (sent?.bytes ?? 0) >= fileBytesPerDay)
    throw new AppError("fileCountLimit", { details: { filesPerDay, fileBytesPerDay } });
}

/**
 * A file sent in one of the actor's company's conversations, for either company's members with
 * the permission; anything else (another company, a file of another conversation or none) is
 * 404, the conversation's as for every other operation, then the file's.
 */
export async function openAttachment(
  deps: Pick<AttachmentDeps, "db" | "store">,
  actor: Actor | null,
  conversationId: string,
  fileId: string,
) {
  const viewer = viewerOf(actor);
  const conversation = await participantConversation(deps.db, viewer.companyId, conversationId);
  if (!isUuid(fileId)) throw new AppError("conversationFileNotFound");
  const [file] = await deps.db
    .select({
      storageKey: mediaFiles.storageKey,
      size: mediaFiles.size,
      contentType: mediaFiles.contentType,
      originalName: mediaFiles.originalName,
    })
    .from(mediaFiles)
    .innerJoin(conversationMessages, eq(conversationMessages.id, mediaFiles.conversationMessageId))
    .where(and(eq(mediaFiles.id, fileId), eq(conversationMessages.conversationId, conversation.id)));
  if (!file) throw new AppError("conversationFileNotFound");
  const stored = await deps.store.read(file.storageKey);
  if (!stored) throw new AppError("notFound", { message: "stored bytes missing" });
  return { body: stored.body, size: file.size, contentType: file.contentType, originalName: file.originalName };
}
