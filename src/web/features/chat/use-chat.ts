import { useCallback, useEffect, useRef, useState } from "react";
import { chatApi } from "./chat-api.ts";
import { type ChatState, patchMessage } from "./chat-state.ts";
import type { ChatMessage, LearnedView } from "./chat-types.ts";
import { regenerateTurn, sendTurn, type TurnContext } from "./chat-turns.ts";
import { useReplyRecovery } from "./use-reply-recovery.ts";

/**
 * The chat's state and its calls: send (streamed reply), stop, retry, regenerate the newest reply,
 * a new conversation. The user's text is never lost (see sendTurn). One reply streams at a time.
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
  const streaming = useRef(false);
  /** Ends the wait for a reply sent before a reload (a new conversation must not get the old thread back). */
  const stopRecovery = useRef<() => void>(() => {});

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
  const turns: TurnContext = { setState, controller, streaming, refreshLearned };

  const send = useCallback(
    async (content: string, onRefused?: (text: string, code: string) => void) => {
      const text = content.trim();
      if (!state.threadId || !text || streaming.current) return;
      await sendTurn(turns, state.threadId, text, onRefused);
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

  /** Asks for the newest reply again (see regenerateTurn). */
  const regenerate = useCallback(
    async (message: ChatMessage, onFailed?: (code: string) => void) => {
      if (!state.threadId || streaming.current) return;
      await regenerateTurn(turns, state.threadId, message, onFailed);
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
  const setLearned = useCallback(
    (id: string, learned: LearnedView | null) => patchMessage(setState, id, { learned }),
    [],
  );

  useReplyRecovery(initial, setState, stopRecovery);
  useEffect(() => () => controller.current?.abort(), []);

  return { ...state, send, stop, retry, regenerate, replaceThread, setLearned, api: chatApi };
}
