import { type RefObject, useEffect } from "react";
import { messagesOrEmpty } from "./chat-api.ts";
import { type ChatState, patchMessage, type SetChatState } from "./chat-state.ts";
import type { ChatMessage } from "./chat-types.ts";

/** A user message with no reply yet, younger than this, is taken for a reply still being written. */
const RECOVERY_WINDOW_MS = 2 * 60_000;
const RECOVERY_POLL_MS = 1500;
const RECOVERY_ATTEMPTS = 20;

/**
 * After a reload: a recent message with no reply yet means a reply was being written. Its saved
 * part is shown as it comes; when none arrives, the message gets a retry button. `stop` is set to
 * end the wait (a new conversation must not get the old thread back).
 */
export function useReplyRecovery(
  initial: { threadId: string | null; messages: ChatMessage[] },
  setState: SetChatState,
  stop: RefObject<() => void>,
) {
  useEffect(() => {
    const last = initial.messages.at(-1);
    if (!initial.threadId || last?.role !== "user") return;
    if (Date.now() - new Date(last.createdAt).getTime() > RECOVERY_WINDOW_MS) {
      patchMessage(setState, last.id, { status: "failed", error: "noReply" });
      return;
    }
    const threadId = initial.threadId;
    let cancelled = false;
    stop.current = () => {
      cancelled = true;
    };
    /** Only the thread the page was loaded with is touched, and only while it is still shown. */
    const onSameThread = (change: (s: ChatState) => ChatState) =>
      setState((s) => (s.threadId === threadId ? change(s) : s));
    onSameThread((s) => ({ ...s, recovering: true }));
    void (async () => {
      for (let i = 0; i < RECOVERY_ATTEMPTS && !cancelled; i++) {
        await new Promise((r) => setTimeout(r, RECOVERY_POLL_MS));
        const messages = await messagesOrEmpty(threadId);
        if (cancelled) return;
        if (messages.at(-1)?.role === "assistant") {
          onSameThread((s) => ({ ...s, messages, recovering: false }));
          return;
        }
      }
      if (!cancelled)
        onSameThread((s) => ({
          ...s,
          recovering: false,
          messages: s.messages.map((m) => (m.id === last.id ? { ...m, status: "failed", error: "noReply" } : m)),
        }));
    })();
    return () => {
      cancelled = true;
    };
    // Once, for the messages the page was loaded with.
  }, []);
}
