import type { RefObject } from "react";
import type { ChatMessage } from "./chat-types.ts";
import { localId, patchMessage, readReply, refusal, type SetChatState } from "./chat-state.ts";

/** What a turn (a message sent, a reply asked for again) works on: the state and the one stream at a time. */
export interface TurnContext {
  setState: SetChatState;
  /** Aborts the reply being streamed (the stop button). */
  controller: RefObject<AbortController | null>;
  /** A reply is streaming: no second turn starts meanwhile. */
  streaming: RefObject<boolean>;
  /** Reads the recorded facts again once a reply has ended. */
  refreshLearned: (threadId: string) => Promise<void>;
}

/** One streamed reply at a time: `run` gets the stop signal; the state is settled whatever happened. */
async function turn(ctx: TurnContext, threadId: string, run: (signal: AbortSignal) => Promise<void>) {
  ctx.streaming.current = true;
  const abort = new AbortController();
  ctx.controller.current = abort;
  try {
    await run(abort.signal);
  } finally {
    ctx.controller.current = null;
    ctx.streaming.current = false;
    ctx.setState((s) => ({ ...s, streaming: false, replies: s.replies + 1 }));
    void ctx.refreshLearned(threadId);
  }
}

const post = (path: string, body: object, signal: AbortSignal) =>
  fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });

/**
 * Sends the user's message and streams the reply into a placeholder. The text is never lost: a
 * failed send keeps the message on screen with a retry button, and a refusal before the server
 * stored it (rate limit, validation) gives the text back through `onRefused`.
 */
export async function sendTurn(
  ctx: TurnContext,
  threadId: string,
  text: string,
  onRefused?: (text: string, code: string) => void,
) {
  const { setState } = ctx;
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
  const fail = (code: string) => {
    const replyId = reply.id;
    setState((s) => ({
      ...s,
      messages: s.messages
        .filter((m) => m.id !== replyId)
        .map((m) => (m.id === userId ? { ...m, status: "failed" as const, error: code } : m)),
    }));
  };
  await turn(ctx, threadId, async (signal) => {
    try {
      const res = await post("/new-api/thread/send-message", { threadId, content: text }, signal);
      if (!res.ok || !res.body) {
        const code = await refusal(res);
        if (code === null) return;
        if (res.status === 429 || res.status === 400) {
          setState((s) => ({ ...s, messages: s.messages.filter((m) => m.id !== userId && m.id !== placeholder) }));
          onRefused?.(text, code);
        } else fail(code);
        return;
      }
      const { text: written, failedWith, finished } = await readReply(res.body, reply, setState);
      if (failedWith || !finished) return fail(failedWith ?? "assistantUnavailable");
      patchMessage(setState, reply.id, { status: "complete" });
      setState((s) => ({ ...s, announcement: written }));
    } catch {
      if (!signal.aborted) return fail("network");
      // Stopped by the user: the server keeps what was sent, marked; so does the page.
      const id = reply.id;
      setState((s) => ({
        ...s,
        messages: s.messages
          .filter((m) => !(m.id === id && !m.content))
          .map((m) => (m.id === id ? { ...m, status: "partial" as const } : m)),
      }));
    }
  });
}

/**
 * Asks for the newest reply again: the new one streams in its place and, once the server has
 * stored it, replaces it there too. On a failure the old reply comes back (the server keeps it)
 * and `onFailed` gets the error code; stopped, what was written stays, as with a sent message.
 */
export async function regenerateTurn(
  ctx: TurnContext,
  threadId: string,
  message: ChatMessage,
  onFailed?: (code: string) => void,
) {
  const { setState } = ctx;
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
  await turn(ctx, threadId, async (signal) => {
    try {
      const res = await post("/new-api/thread/regenerate-reply", { threadId, messageId: message.id }, signal);
      if (!res.ok || !res.body) return restore(await refusal(res));
      const { text, failedWith, finished } = await readReply(res.body, reply, setState);
      if (failedWith || !finished) return restore(failedWith ?? "assistantUnavailable");
      patchMessage(setState, reply.id, { status: "complete" });
      setState((s) => ({ ...s, announcement: text }));
    } catch {
      if (!signal.aborted) return restore("network");
      // Stopped: nothing written keeps the old reply (the server stored nothing either).
      const id = reply.id;
      setState((s) => ({
        ...s,
        messages: s.messages.map((m) => (m.id !== id ? m : m.content ? { ...m, status: "partial" as const } : message)),
      }));
    }
  });
}
