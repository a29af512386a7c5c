import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messages, threads } from "../../db/schema/index.ts";
import type { Actor } from "../accounts/session.service.ts";
import { AppError } from "../errors.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import { advise, type AdvisorTurn } from "./advisor.ts";
import type { BusinessProfile, ProfileFact } from "./profile.ts";
import { messageView, ownThread, saveProfile, storeMessage } from "./thread.service.ts";

export const MAX_MESSAGE_LENGTH = 4000;

export interface PreparedReply {
  threadId: string;
  /** The id the reply will be stored under (sent to the client as the stream starts). */
  replyId: string;
  userMessage: ReturnType<typeof messageView>;
  turn: AdvisorTurn;
  /** Stores the reply as far as it got: `complete` when whole, `partial` when cut off. */
  finish(content: string, status: "complete" | "partial"): Promise<ReturnType<typeof messageView>>;
}

/**
 * One user message: it is stored before anything else happens (so it is never lost), then the
 * built-in advisor works out the reply and the updated profile. The transport streams the reply
 * and calls `finish` with what reached the user.
 */
export async function prepareReply(
  deps: { db: Db; search: KnowledgeSearch },
  actor: Actor,
  input: { threadId: string; content: string },
): Promise<PreparedReply> {
  const { db } = deps;
  const content = input.content.trim();
  if (!content) throw new AppError("validation", { fields: { content: ["required"] } });
  if (content.length > MAX_MESSAGE_LENGTH) throw new AppError("validation", { fields: { content: ["tooLong"] } });
  const thread = await ownThread(db, actor, input.threadId);
  if (thread.status !== "open") throw new AppError("conflict", { details: { status: thread.status } });
  // A retry of a message that got no reply reuses it instead of storing it twice.
  const [last] = await db
    .select()
    .from(messages)
    .where(eq(messages.threadId, thread.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const userMessage = messageView(
    last && last.role === "user" && last.content === content
      ? last
      : await storeMessage(db, thread.id, { role: "user", content }),
  );
  const turn = advise(content, {
    lang: thread.lang === "en" ? "en" : "pl",
    profile: thread.profile as BusinessProfile,
    expecting: (thread.expecting as ProfileFact | null) ?? null,
    search: deps.search,
  });
  await saveProfile(db, thread.id, turn.profile, turn.expecting);
  const sources = turn.sources.map((s) => ({
    title: s.sourceTitle,
    url: s.url,
    articleId: s.articleId,
    heading: s.heading,
  }));
  const replyId = randomUUID();
  return {
    threadId: thread.id,
    replyId,
    userMessage,
    turn,
    finish: async (text, status) =>
      messageView(
        await storeMessage(db, thread.id, {
          id: replyId,
          role: "assistant",
          content: text,
          sources: status === "complete" ? sources : [],
          status,
        }),
      ),
  };
}

/** The thread's business profile (for the guide and the interview). */
export async function threadProfile(db: Db, actor: Actor, threadId: string) {
  const thread = await ownThread(db, actor, threadId);
  const [row] = await db.select({ profile: threads.profile }).from(threads).where(eq(threads.id, thread.id));
  return (row?.profile ?? {}) as BusinessProfile;
}
