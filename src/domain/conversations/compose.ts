import type { Db } from "../../db/client.ts";
import type { Actor } from "../access/actor.ts";
import { conversationView, listConversations, markRead, unreadTotal } from "./conversation-reading.ts";
import { type ConversationDeps, sendMessage, setArchived, startConversation } from "./conversations.service.ts";

/**
 * Conversations between companies (issue 27; DESIGN §7; docs/decisions/030), by the domain's own
 * names. The offers feature lends `offerOf` (what the actor's company may read of an offer), so
 * a conversation is only ever started about an offer its starter is shown.
 */
export function createConversationServices(deps: { db: Db; offerOf: ConversationDeps["offerOf"] }) {
  const { db } = deps;
  return {
    startConversation: (actor: Actor | null, input: unknown) => startConversation(deps, actor, input),
    sendMessage: (actor: Actor | null, conversationId: string, input: unknown) =>
      sendMessage(db, actor, conversationId, input),
    listConversations: (actor: Actor | null, query: unknown) => listConversations(db, actor, query),
    /** With `markRead`: a person opened it, and has read up to the newest message shown. */
    conversationView: (
      actor: Actor | null,
      conversationId: string,
      before?: unknown,
      options?: { markRead?: boolean },
    ) => conversationView(db, actor, conversationId, before, options),
    markRead: (actor: Actor | null, conversationId: string, input: unknown) =>
      markRead(db, actor, conversationId, input),
    archiveConversation: (actor: Actor | null, conversationId: string) => setArchived(db, actor, conversationId, true),
    unarchiveConversation: (actor: Actor | null, conversationId: string) =>
      setArchived(db, actor, conversationId, false),
    unreadTotal: (actor: Actor | null) => unreadTotal(db, actor),
  };
}

export type ConversationServices = ReturnType<typeof createConversationServices>;
