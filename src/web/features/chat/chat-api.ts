import type { GuideStatus } from "./guide-poller.ts";
import type { ChatMessage, ProfileView } from "./chat-types.ts";

/** An answer of /new-api with its error code, for the chat's own error handling (no redirects on 403). */
export type Answer<T> =
  { ok: true; body: T } | { ok: false; status: number; code: string; fields?: Record<string, string[]> };

export async function call<T>(method: "GET" | "POST", path: string, json?: unknown): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(`/new-api${path}`, {
      method,
      headers: { accept: "application/json", ...(json !== undefined ? { "content-type": "application/json" } : {}) },
      body: json !== undefined ? JSON.stringify(json) : undefined,
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0, code: "network" };
  }
  if (res.status === 401) {
    const here = window.location.pathname + window.location.search;
    window.location.assign(`/zaloguj?returnTo=${encodeURIComponent(here)}`);
  }
  if (res.ok) return { ok: true, body: (await res.json()) as T };
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; fields?: Record<string, string[]> };
  } | null;
  return { ok: false, status: res.status, code: body?.error?.code ?? "internal", fields: body?.error?.fields };
}

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

/** Spec §7: a non-200 get-messages gives the client an empty list. */
export const messagesOrEmpty = async (threadId: string): Promise<ChatMessage[]> => {
  const answer = await chatApi.messages(threadId);
  return answer.ok ? answer.body.messages : [];
};
