import type { Actor } from "../access/actor.ts";
import { conversationView, listConversations, markRead, unreadCounter, unreadTotal } from "./conversation-reading.ts";
import type { JobRegistry } from "../ports/jobs.ts";
import { type UnreadMailDeps, unreadMailJob } from "./unread-mail.ts";
import { type AttachmentDeps, openAttachment, sendWithFile } from "./attachments.ts";
import { sendMessage, setArchived, startConversation } from "./conversations.service.ts";

/**
 * Conversations between companies (issue 27; DESIGN §7; docs/decisions/030), by the domain's own
 * names. The offers feature lends `offerOf` (what the actor's company may read of an offer), so
 * a conversation is only ever started about an offer its starter is shown.
 */
export function createConversationServices(
  deps: AttachmentDeps & { jobs: JobRegistry; mailer: UnreadMailDeps["mailer"]; publicUrl?: string },
) {
  const { db } = deps;
  deps.jobs.register(unreadMailJob({ db, mailer: deps.mailer, publicUrl: deps.publicUrl ?? "" }));
  return {
    startConversation: (actor: Actor | null, input: unknown) => startConversation(deps, actor, input),
    sendMessage: (actor: Actor | null, conversationId: string, input: unknown) =>
      sendMessage(deps, actor, conversationId, input),
    /** A message with a file, streamed through `/media` (the body read only once every refusal is past). */
    sendWithFile: (actor: Actor | null, conversationId: string, input: Parameters<typeof sendWithFile>[3]) =>
      sendWithFile(deps, actor, conversationId, input),
    openAttachment: (actor: Actor | null, conversationId: string, fileId: string) =>
      openAttachment(deps, actor, conversationId, fileId),
    listConversations: (actor: Actor | null, query: unknown) => listConversations(db, actor, query),
    /** With `markRead`: a person opened it, and has read up to the newest message shown. */
    conversationView: (
      actor: Actor | null,
      conversationId: string,
      before?: unknown,
      options?: { markRead?: boolean },
    ) => conversationView(deps, actor, conversationId, before, options),
    markRead: (actor: Actor | null, conversationId: string, input: unknown) =>
      markRead(deps, actor, conversationId, input),
    /** `seen`: the newest sequence the person saw; a later message of the other company refuses it. */
    archiveConversation: (actor: Actor | null, conversationId: string, options: { seen?: unknown } = {}) =>
      setArchived(deps, actor, conversationId, true, options.seen),
    unarchiveConversation: (actor: Actor | null, conversationId: string) =>
      setArchived(deps, actor, conversationId, false),
    unreadTotal: (actor: Actor | null) => unreadTotal(db, actor),
    /** The header's count kept by a live stream (null when the actor holds no conversations). */
    unreadCounter: (actor: Actor | null) => unreadCounter(db, actor),
  };
}

export type ConversationServices = ReturnType<typeof createConversationServices>;
