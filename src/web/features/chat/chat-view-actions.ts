import { useEffect, useRef, useState } from "react";
import { conversationFileName, conversationMarkdown } from "../../../shared/conversation-markdown.ts";
import type { useT } from "../../lib/i18n-react.tsx";
import { chatApi } from "./chat-api.ts";
import type { ChatMessage, ProfileView } from "./chat-types.ts";
import type { GuideStatus } from "./guide-poller.ts";
import type { useChat } from "./use-chat.ts";

type Chat = ReturnType<typeof useChat>;
type T = ReturnType<typeof useT>["t"];

export const NO_PROFILE: ProfileView = { profile: {}, facts: [] };

/** The polite live region's text for undo, copy and profile changes (the reply has its own). */
export function useNotice() {
  const [notice, setNotice] = useState("");
  /** Announces a text even when it is the same as the last one. */
  const announce = (text: string) => {
    setNotice("");
    setTimeout(() => setNotice(text), 50);
  };
  return { notice, announce };
}

/** What the advisor knows about the business, read again after each reply has ended (it may have recorded facts). */
export function useThreadProfile(chat: Chat, initial: ProfileView | undefined) {
  const [profile, setProfile] = useState<ProfileView>(initial ?? NO_PROFILE);
  const refresh = () => {
    if (!chat.threadId) return;
    void chatApi.profile(chat.threadId).then((answer) => {
      if (answer.ok) setProfile(answer.body);
    });
  };
  useEffect(() => {
    if (!chat.replies || !chat.threadId) return;
    let current = true;
    void chatApi.profile(chat.threadId).then((answer) => {
      if (current && answer.ok) setProfile(answer.body);
    });
    return () => {
      current = false;
    };
  }, [chat.replies, chat.threadId]);
  return { profile, setProfile, refresh };
}

/**
 * Undoes the facts a reply recorded; the page's live region says which came back and which stay
 * (a later message may have set them again). False when the server refused.
 */
export async function undoFacts(
  chat: Chat,
  message: ChatMessage,
  t: T,
  setProfile: (view: ProfileView) => void,
  announce: (text: string) => void,
): Promise<boolean> {
  if (!chat.threadId) return false;
  const answer = await chatApi.undoFacts(chat.threadId, message.id);
  if (!answer.ok) {
    announce(answer.code === "conflict" ? t("chat.profile.closed") : t(`errors:${answer.code}`));
    return false;
  }
  const { restored, kept } = answer.body;
  const labels = (facts: string[]) =>
    (message.learned?.facts ?? [])
      .filter((f) => facts.includes(f.fact))
      .map((f) => f.label)
      .join(", ");
  chat.setLearned(message.id, answer.body.message.learned ?? null);
  setProfile({ profile: answer.body.profile, facts: answer.body.facts });
  announce(
    [
      restored.length ? t("chat.learned.announceUndone", { facts: labels(restored) }) : "",
      kept.length ? t("chat.learned.announceKept", { facts: labels(kept) }) : "",
    ]
      .filter(Boolean)
      .join(" ") || t("chat.learned.announceNothing"),
  );
  return true;
}

/**
 * The guide request: its refusal (shown in the summary, which stays open), the requested guide's
 * state, and where focus goes after it (its status: the request button is then disabled).
 */
export function useGuideRequest(chat: Chat, initial: GuideStatus | null, t: T, onRequested: () => void) {
  const [guide, setGuide] = useState<GuideStatus | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState(false);
  const panel = useRef<HTMLElement | null>(null);
  const requested = useRef(false);
  const focusAfter = useRef({
    get current() {
      return requested.current ? panel.current : null;
    },
  }).current;
  const request = async () => {
    if (!chat.threadId) return;
    requested.current = false;
    setBusy(true);
    setError(null);
    const answer = await chatApi.requestGuide(chat.threadId);
    setBusy(false);
    if (!answer.ok) return setError(t(`errors:${answer.code}`));
    requested.current = true;
    setEnded(true);
    setGuide({ id: answer.body.guideId, status: "generating", isProcessing: true, title: t("chat.title") });
    onRequested();
  };
  /** A new conversation: no guide, not ended. */
  const reset = () => {
    setGuide(null);
    setEnded(false);
  };
  const clear = () => {
    setError(null);
    requested.current = false;
  };
  return { guide, error, busy, ended, panel, focusAfter, request, reset, clear };
}

/**
 * A new conversation in place of this one; on success focus goes to the message box rather than
 * back to the button that asked for it, and `onStarted` clears what belonged to the old one.
 */
export function useNewConversation(chat: Chat, t: T, onStarted: () => void, onFailed: (text: string) => void) {
  const [busy, setBusy] = useState(false);
  const focusAfter = useRef<HTMLElement | null>(null);
  const start = async (input: HTMLTextAreaElement | null) => {
    focusAfter.current = null;
    setBusy(true);
    const created = await chatApi.createThread();
    const started = created.ok ? await chatApi.startThread(created.body.threadId) : null;
    setBusy(false);
    if (!created.ok || !started?.ok) {
      onFailed(t(`errors:${created.ok ? (started && !started.ok ? started.code : "internal") : created.code}`));
      return false;
    }
    focusAfter.current = input;
    chat.replaceThread(started.body.threadId, started.body.messages);
    onStarted();
    return true;
  };
  return { busy, focusAfter, start };
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/markdown;charset=utf-8" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The conversation as a Markdown file (links start with the portal's public address). */
export const exportConversation = (messages: ChatMessage[], t: T, locale: string, publicUrl?: string) =>
  download(
    conversationFileName(t("chat.filePrefix"), messages[0]?.createdAt ?? new Date().toISOString()),
    conversationMarkdown(
      messages.filter((m) => m.status !== "streaming" && m.content),
      {
        title: t("chat.exportTitle"),
        exportedAt: t("chat.exportedAt"),
        you: t("chat.you"),
        advisor: t("chat.advisor"),
        sources: t("chat.sources"),
        partial: t("chat.partial"),
      },
      locale,
      new Date(),
      publicUrl,
    ),
  );
