import type { GuideStatus } from "./guide-poller.ts";
import { call } from "../../lib/answer-call.ts";
import type { ChatMessage, ProfileView } from "./chat-types.ts";

export const chatApi = {
  createThread: () => call<{ threadId: string }>("POST", "/thread/create-thread", {}),
  startThread: (threadId: string) =>
    call<{ threadId: string; messages: ChatMessage[] }>("POST", "/thread/start-thread", { threadId }),
  messages: (threadId: string) => call<{ messages: ChatMessage[] }>("POST", "/thread/get-messages", { threadId }),
  requestGuide: (threadId: string) => call<{ guideId: string }>("POST", "/thread/request-guide", { threadId }),
  guide: (guideId: string) => call<GuideStatus>("GET", `/guide/${encodeURIComponent(guideId)}`),
  profile: (threadId: string) => call<ProfileView>("GET", `/thread/profile?threadId=${encodeURIComponent(threadId)}`),
  /** The user's corrections (checked on the page first with the same contract, src/shared/business-profile.ts). */
  correctProfile: (threadId: string, set: Record<string, unknown>, remove: string[]) =>
    call<ProfileView>("POST", "/thread/profile", { threadId, set, remove }),
  undoFacts: (threadId: string, messageId: string) =>
    call<ProfileView & { restored: string[]; kept: string[]; message: ChatMessage }>("POST", "/thread/undo-facts", {
      threadId,
      messageId,
    }),
};

/** A guide's status for the poller: null when it is gone (404), an error for any other failure. */
export const guideStatusOrNull = async (guideId: string): Promise<GuideStatus | null> => {
  const answer = await chatApi.guide(guideId);
  if (answer.ok) return answer.body;
  if (answer.status === 404) return null;
  throw new Error(answer.code);
};

/** A non-200 get-messages gives the client an empty list. */
export const messagesOrEmpty = async (threadId: string): Promise<ChatMessage[]> => {
  const answer = await chatApi.messages(threadId);
  return answer.ok ? answer.body.messages : [];
};
