import { useRef, useState } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import type { ChatMessage, PastThread, ProfileView } from "./chat-types.ts";
import type { GuideStatus } from "./guide-poller.ts";
import { useChat } from "./use-chat.ts";
import { NO_PROFILE, useGuideRequest, useNewConversation, useNotice, useThreadProfile } from "./chat-view-actions.ts";

export interface ChatViewProps {
  threadId: string | null;
  messages: ChatMessage[];
  threshold: number;
  /** Whether the company's plan grants guides now; without it the chat still answers. */
  guidesGranted?: boolean;
  past: PastThread[];
  guide: GuideStatus | null;
  formatDate: Record<string, string>;
  /** What the advisor knows about the business in this thread (the profile panel). */
  profile?: ProfileView;
  /** The portal's public address (configuration): links in an exported conversation start with it. */
  publicUrl?: string;
}

/**
 * The chat page's state and what its controls do: the conversation (useChat), the message box's
 * draft and error, the open dialog and drawer, the profile, the guide request and a new
 * conversation. Sending or asking again makes the list follow the reply (`stick`).
 */
export function useChatView(props: ChatViewProps) {
  const { t, locale } = useT();
  const chat = useChat({ threadId: props.threadId, messages: props.messages });
  const [draft, setDraft] = useState("");
  const [composerError, setComposerError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"new" | "guide" | null>(null);
  const [drawer, setDrawer] = useState(false);
  const { notice, announce } = useNotice();
  const { profile, setProfile, refresh: refreshProfile } = useThreadProfile(chat, props.profile);
  const guide = useGuideRequest(chat, props.guide, t, () => setConfirm(null));
  const input = useRef<HTMLTextAreaElement>(null);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const stick = useRef(true);
  const onStarted = () => {
    setProfile(NO_PROFILE);
    guide.reset();
    setDraft("");
    input.current?.focus();
  };
  const fresh = useNewConversation(chat, t, onStarted, setComposerError);

  const answers = chat.messages.filter((m) => m.role === "user" && m.status !== "failed").length;
  const preview = props.threadId === null;
  const closed = guide.ended || preview;
  const facts = { answers, preview, closed, empty: !chat.messages.some((m) => m.role === "user") };

  const send = (text: string) => {
    setComposerError(null);
    stick.current = true;
    void chat.send(text, (refused, code) => {
      setDraft(refused);
      setComposerError(t(`errors:${code}`));
    });
  };
  /** The newest reply again; the button goes with the old reply, so focus moves to the message box. */
  const regenerate = (message: ChatMessage) => {
    setComposerError(null);
    stick.current = true;
    input.current?.focus();
    void chat.regenerate(message, (code) =>
      setComposerError(t("chat.regenerateFailed", { reason: t(`errors:${code}`) })),
    );
  };
  const startNew = () => void fresh.start(input.current).finally(() => setConfirm(null));
  /** Opens the summary with the profile as it is now (a reply may have just recorded facts). */
  const openGuideSummary = () => {
    guide.clear();
    setConfirm("guide");
    refreshProfile();
  };
  const editDraft = (text: string) => {
    setDraft(text);
    if (composerError) setComposerError(null);
  };
  const drawerState = { open: drawer, set: setDrawer, button: drawerButton };
  const composer = { draft, editDraft, setDraft, error: composerError, input, send, regenerate, stick };
  const dialogs = { confirm, setConfirm, startNew, openGuideSummary, fresh, guide };
  return { t, locale, chat, ...facts, notice, announce, profile, setProfile, drawer: drawerState, composer, dialogs };
}

export type ChatViewState = ReturnType<typeof useChatView>;
