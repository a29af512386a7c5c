import { useCallback, useEffect, useRef, useState } from "react";
import { chatApi, messagesOrEmpty } from "./chat-api.ts";
import type { ChatMessage, LearnedView } from "./chat-types.ts";
import { readUiStream } from "./ui-stream.ts";

let localIds = 0;
const localId = (prefix: string) => `${prefix}-${Date.now()}-${++localIds}`;

/** A user message with no reply yet, younger than this, is taken for a reply still being written. */
const RECOVERY_WINDOW_MS = 2 * 60_000;
const RECOVERY_POLL_MS = 1500;
const RECOVERY_ATTEMPTS = 20;

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

/**
 * The chat's state and its calls: send (streamed reply), stop, retry, regenerate the newest reply,
 * a new conversation. The
 * user's text is never lost: a failed send keeps the message on screen with a retry button, and
 * a refusal before the server stored it gives the text back to the composer.
 */
export function useChat(initial: { threadId: string | null; messages: ChatMessage[] }) {
  const [state, setState] = useState<ChatState>({
    threadId: initial.threadId,
    messages: initial.messages,
    streaming: false,
    recovering: false,
    announcement: "",
    replies: 0,
  });
  const controller = useRef<AbortController | null>(null);
  const streamingRef = useRef(false);
  /** Ends the wait for a reply sent before a reload (a new conversation must not get the old thread back). */
  const stopRecovery = useRef<() => void>(() => {});
  const patch = (id: string, change: Partial<ChatMessage>) =>
    setState((s) => ({ ...s, messages: s.messages.map((m) => (m.id === id ? { ...m, ...change } : m)) }));

  /** The facts each stored reply recorded, read again once a reply has ended (the stream does not carry them). */
  const refreshLearned = async (threadId: string) => {
    const answer = await chatApi.messages(threadId);
    if (!answer.ok) return;
    const learned = new Map(answer.body.messages.map((m) => [m.id, m.learned ?? null]));
    setState((s) =>
      s.threadId !== threadId
        ? s
        : { ...s, messages: s.messages.map((m) => (learned.has(m.id) ? { ...m, learned: learned.get(m.id) } : m)) },
    );
  };

  /**
   * Reads a streamed reply into the message shown as `reply.id` (renamed to the server's id when
   * the stream starts; `reply` is updated, so a stop knows which message to mark).
   */
  const readReply = async (body: ReadableStream<Uint8Array>, reply: { id: string }) => {
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
        patch(reply.id, { content: text });
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
  };

  /** A refused call's error code; a missing session sends the user to sign in (and answers null). */
  const refusal = async (res: Response): Promise<string | null> => {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    if (res.status === 401) {
      window.location.assign(`/zaloguj?returnTo=${encodeURIComponent(window.location.pathname)}`);
      return null;
    }
    return body?.error?.code ?? "internal";
  };

  const send = useCallback(
    async (content: string, onRefused?: (text: string, code: string) => void) => {
      const threadId = state.threadId;
      const text = content.trim();
      if (!threadId || !text || streamingRef.current) return;
      streamingRef.current = true;
      const now = new Date().toISOString();
      const userId = localId("user");
      const placeholder = localId("reply");
      const reply = { id: placeholder };
      setState((s) => ({
        ...s,
        streaming: true,
        announcement: "",
        messages: [
          ...s.messages,
          { id: userId, role: "user", content: text, createdAt: now, status: "complete", sources: [] },
          { id: placeholder, role: "assistant", content: "", createdAt: now, status: "streaming", sources: [] },
        ],
      }));
      const abort = new AbortController();
      controller.current = abort;
      const fail = (code: string) => {
        const replyId = reply.id;
        setState((s) => ({
          ...s,
          messages: s.messages
            .filter((m) => m.id !== replyId)
            .map((m) => (m.id === userId ? { ...m, status: "failed" as const, error: code } : m)),
        }));
      };
      try {
        const res = await fetch("/new-api/thread/send-message", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify({ threadId, content: text }),
          credentials: "same-origin",
          signal: abort.signal,
        });
        if (!res.ok || !res.body) {
          const code = await refusal(res);
          if (code === null) return;
          // Refused before it was stored (rate limit, validation): the text goes back to the composer.
          if (res.status === 429 || res.status === 400) {
            setState((s) => ({ ...s, messages: s.messages.filter((m) => m.id !== userId && m.id !== placeholder) }));
            onRefused?.(text, code);
          } else fail(code);
          return;
        }
        const { text: written, failedWith, finished } = await readReply(res.body, reply);
        if (failedWith || !finished) return fail(failedWith ?? "assistantUnavailable");
        patch(reply.id, { status: "complete" });
        setState((s) => ({ ...s, announcement: written }));
      } catch {
        if (abort.signal.aborted) {
          // Stopped by the user: the server keeps what was sent, marked; so does the page.
          const id = reply.id;
          setState((s) => ({
            ...s,
            messages: s.messages
              .filter((m) => !(m.id === id && !m.content))
              .map((m) => (m.id === id ? { ...m, status: "partial" as const } : m)),
          }));
        } else fail("network");
      } finally {
        controller.current = null;
        streamingRef.current = false;
        setState((s) => ({ ...s, streaming: false, replies: s.replies + 1 }));
        void refreshLearned(threadId);
      }
    },
    [state.threadId],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Sends a failed message again (the server reuses it if it was stored). */
  const retry = useCallback(
    (message: ChatMessage) => {
      setState((s) => ({ ...s, messages: s.messages.filter((m) => m.id !== message.id) }));
      void send(message.content);
    },
    [send],
  );

  /**
   * Asks for the newest reply again: the new one streams in its place and, once the server has
   * stored it, replaces it there too. On a failure the old reply comes back (the server keeps it)
   * and `onFailed` gets the error code; stopped, what was written stays, as with a sent message.
   */
  const regenerate = useCallback(
    async (message: ChatMessage, onFailed?: (code: string) => void) => {
      const threadId = state.threadId;
      if (!threadId || streamingRef.current) return;
      streamingRef.current = true;
      const reply = { id: localId("reply") };
      const fresh: ChatMessage = {
        id: reply.id,
        role: "assistant",
        content: "",
        createdAt: new Date().toISOString(),
        status: "streaming",
        sources: [],
      };
      setState((s) => ({
        ...s,
        streaming: true,
        announcement: "",
        messages: s.messages.map((m) => (m.id === message.id ? fresh : m)),
      }));
      const restore = (code: string | null) => {
        const id = reply.id;
        setState((s) => ({ ...s, messages: s.messages.map((m) => (m.id === id ? message : m)) }));
        if (code) onFailed?.(code);
      };
      const abort = new AbortController();
      controller.current = abort;
      try {
        const res = await fetch("/new-api/thread/regenerate-reply", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify({ threadId, messageId: message.id }),
          credentials: "same-origin",
          signal: abort.signal,
        });
        if (!res.ok || !res.body) return restore(await refusal(res));
        const { text, failedWith, finished } = await readReply(res.body, reply);
        if (failedWith || !finished) return restore(failedWith ?? "assistantUnavailable");
        patch(reply.id, { status: "complete" });
        setState((s) => ({ ...s, announcement: text }));
      } catch {
        if (!abort.signal.aborted) return restore("network");
        // Stopped: nothing written keeps the old reply (the server stored nothing either).
        const id = reply.id;
        setState((s) => ({
          ...s,
          messages: s.messages.map((m) =>
            m.id !== id ? m : m.content ? { ...m, status: "partial" as const } : message,
          ),
        }));
      } finally {
        controller.current = null;
        streamingRef.current = false;
        setState((s) => ({ ...s, streaming: false, replies: s.replies + 1 }));
        void refreshLearned(threadId);
      }
    },
    [state.threadId],
  );

  /** Replaces the thread (a new conversation, or a reset one). */
  const replaceThread = useCallback((threadId: string, messages: ChatMessage[]) => {
    controller.current?.abort();
    stopRecovery.current();
    setState((s) => ({
      threadId,
      messages,
      streaming: false,
      recovering: false,
      announcement: "",
      replies: s.replies,
    }));
  }, []);

  /** A reply's recorded facts as the server now has them (after an undo). */
  const setLearned = useCallback((id: string, learned: LearnedView | null) => patch(id, { learned }), []);

  // After a reload: a recent message with no reply yet means a reply was being written. Its saved
  // part is shown as it comes; when none arrives, the message gets a retry button.
  useEffect(() => {
    const last = initial.messages.at(-1);
    if (!initial.threadId || last?.role !== "user") return;
    if (Date.now() - new Date(last.createdAt).getTime() > RECOVERY_WINDOW_MS) {
      patch(last.id, { status: "failed", error: "noReply" });
      return;
    }
    const threadId = initial.threadId;
    let cancelled = false;
    stopRecovery.current = () => {
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

  useEffect(() => () => controller.current?.abort(), []);

  return { ...state, send, stop, retry, regenerate, replaceThread, setLearned, api: chatApi };
}
