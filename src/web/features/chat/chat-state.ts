import type { Dispatch, SetStateAction } from "react";
import type { ChatMessage } from "./chat-types.ts";
import { readUiStream } from "./ui-stream.ts";

export interface ChatState {
  threadId: string | null;
  messages: ChatMessage[];
  streaming: boolean;
  /** The reply of a message sent before a reload is still being awaited. */
  recovering: boolean;
  /** Text for the polite live region: set when a reply is complete. */
  announcement: string;
  /** Counts the replies that have ended (whole, cut off or failed): what the profile panel refreshes on. */
  replies: number;
}

export type SetChatState = Dispatch<SetStateAction<ChatState>>;

let localIds = 0;
/** An id for a message shown before the server has named it. */
export const localId = (prefix: string) => `${prefix}-${Date.now()}-${++localIds}`;

/** Changes one message; updaters run later, so the id is read when this is called. */
export const patchMessage = (setState: SetChatState, id: string, change: Partial<ChatMessage>) =>
  setState((s) => ({ ...s, messages: s.messages.map((m) => (m.id === id ? { ...m, ...change } : m)) }));

/**
 * Reads a streamed reply into the message shown as `reply.id` (renamed to the server's id when
 * the stream starts; `reply` is updated, so a stop knows which message to mark).
 */
export async function readReply(body: ReadableStream<Uint8Array>, reply: { id: string }, setState: SetChatState) {
  let text = "";
  let failedWith: string | null = null;
  let finished = false;
  await readUiStream(body, (part) => {
    if (part.type === "start" && typeof part.messageId === "string") {
      // Updaters run later: they must not read `reply.id` after it changes.
      const [from, to] = [reply.id, part.messageId];
      setState((s) => ({ ...s, messages: s.messages.map((m) => (m.id === from ? { ...m, id: to } : m)) }));
      reply.id = to;
    } else if (part.type === "text-delta" && typeof part.delta === "string") {
      text += part.delta;
      patchMessage(setState, reply.id, { content: text });
    } else if (part.type === "source-url" && typeof part.url === "string") {
      const source = { url: part.url, title: typeof part.title === "string" ? part.title : part.url };
      const id = reply.id;
      setState((s) => ({
        ...s,
        messages: s.messages.map((m) => (m.id === id ? { ...m, sources: [...m.sources, source] } : m)),
      }));
    } else if (part.type === "error") {
      failedWith = typeof part.errorText === "string" ? part.errorText : "assistantUnavailable";
    } else if (part.type === "finish") finished = true;
  });
  return { text, failedWith: failedWith as string | null, finished };
}

/** A refused call's error code; a missing session sends the user to sign in (and answers null). */
export async function refusal(res: Response): Promise<string | null> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
  if (res.status === 401) {
    window.location.assign(`/zaloguj?returnTo=${encodeURIComponent(window.location.pathname)}`);
    return null;
  }
  return body?.error?.code ?? "internal";
}
