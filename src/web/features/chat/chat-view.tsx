import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { conversationFileName, conversationMarkdown } from "../../../shared/conversation-markdown.ts";
import { Modal } from "../../components/ui/modal.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { chatApi } from "./chat-api.ts";
import { ChatDrawer, useWide } from "./chat-drawer.tsx";
import { ChatHeader } from "./chat-header.tsx";
import type { ChatMessage, PastThread, ProfileView } from "./chat-types.ts";
import { Composer } from "./composer.tsx";
import { GuideSummary } from "./guide-summary.tsx";
import type { GuideStatus } from "./guide-poller.ts";
import { MessageItem } from "./message-item.tsx";
import { SidePanel } from "./side-panel.tsx";
import { useChat } from "./use-chat.ts";
import { buttonVariants } from "../../components/ui/button.tsx";

const neutral = buttonVariants({ variant: "secondary", size: "sm" });
const primary = buttonVariants({ size: "sm" });

/** Within this distance of the bottom the list keeps following a streaming reply. */
const STICK_PX = 80;

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

const NO_PROFILE: ProfileView = { profile: {}, facts: [] };

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/markdown;charset=utf-8" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The chat page as an app view: the page itself does not scroll; the messages do, between the
 * header (heading, guide request and its state) and the message box, which is always in view. The
 * side panel (conversations, what the advisor knows, export) stands beside them on wide screens
 * and is a drawer on narrow ones.
 */
export function ChatView(props: ChatViewProps) {
  const { t, locale } = useT();
  const chat = useChat({ threadId: props.threadId, messages: props.messages });
  const wide = useWide();
  const [draft, setDraft] = useState("");
  const [composerError, setComposerError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"new" | "guide" | null>(null);
  const [drawer, setDrawer] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The guide request's refusal, shown in the summary (which stays open). */
  const [guideError, setGuideError] = useState<string | null>(null);
  const [guide, setGuide] = useState<GuideStatus | null>(props.guide);
  const [ended, setEnded] = useState(false);
  const [profile, setProfile] = useState<ProfileView>(props.profile ?? NO_PROFILE);
  /** The polite live region's text for undo, copy and profile changes (the reply has its own). */
  const [notice, setNotice] = useState("");
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const stick = useRef(true);
  /** After a new conversation starts, focus goes to the message box rather than back to the button. */
  const focusAfterNew = useRef<HTMLElement | null>(null);
  /** After a guide is requested, focus goes to its status (the request button is then disabled). */
  const guidePanel = useRef<HTMLElement | null>(null);
  const guideRequested = useRef(false);
  const focusAfterGuide = useRef({
    get current() {
      return guideRequested.current ? guidePanel.current : null;
    },
  }).current;

  const answers = chat.messages.filter((m) => m.role === "user" && m.status !== "failed").length;
  const thresholdReached = answers >= props.threshold;
  const empty = !chat.messages.some((m) => m.role === "user");
  const preview = props.threadId === null;
  const closed = ended || preview;
  const newest = chat.messages.at(-1);
  const regenerable =
    !closed &&
    !chat.streaming &&
    newest?.role === "assistant" &&
    (newest.status === "complete" || newest.status === "partial") &&
    chat.messages.at(-2)?.role === "user"
      ? newest.id
      : null;

  // Follows new text while the reader is at the bottom; scrolling up stops it until they return.
  // (The reversed list does so itself where the browser anchors scrolling; this is for the rest.)
  useLayoutEffect(() => {
    const el = list.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [chat.messages]);
  // A drawer left open when the screen widens gives way to the panel beside the conversation.
  useEffect(() => {
    if (wide) setDrawer(false);
  }, [wide]);

  // After each reply has ended, what the advisor now knows (the reply may have recorded facts).
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

  /** Announces a text even when it is the same as the last one. */
  const announce = (text: string) => {
    setNotice("");
    setTimeout(() => setNotice(text), 50);
  };

  const undoFacts = async (message: ChatMessage): Promise<boolean> => {
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
  };

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

  const startNew = async () => {
    focusAfterNew.current = null;
    setBusy(true);
    const created = await chatApi.createThread();
    const started = created.ok ? await chatApi.startThread(created.body.threadId) : null;
    setBusy(false);
    setConfirm(null);
    if (!created.ok || !started?.ok) {
      setComposerError(t(`errors:${created.ok ? (started && !started.ok ? started.code : "internal") : created.code}`));
      return;
    }
    focusAfterNew.current = input.current;
    chat.replaceThread(started.body.threadId, started.body.messages);
    setProfile(NO_PROFILE);
    setGuide(null);
    setEnded(false);
    setDraft("");
    input.current?.focus();
  };

  /** Opens the summary with the profile as it is now (a reply may have just recorded facts). */
  const openGuideSummary = () => {
    setGuideError(null);
    guideRequested.current = false;
    setConfirm("guide");
    if (!chat.threadId) return;
    void chatApi.profile(chat.threadId).then((answer) => {
      if (answer.ok) setProfile(answer.body);
    });
  };

  const requestGuide = async () => {
    if (!chat.threadId) return;
    guideRequested.current = false;
    setBusy(true);
    setGuideError(null);
    const answer = await chatApi.requestGuide(chat.threadId);
    setBusy(false);
    if (!answer.ok) {
      setGuideError(t(`errors:${answer.code}`));
      return;
    }
    guideRequested.current = true;
    setEnded(true);
    setGuide({ id: answer.body.guideId, status: "generating", isProcessing: true, title: t("chat.title") });
    setConfirm(null);
  };

  const exportConversation = () =>
    download(
      conversationFileName(t("chat.filePrefix"), chat.messages[0]?.createdAt ?? new Date().toISOString()),
      conversationMarkdown(
        chat.messages.filter((m) => m.status !== "streaming" && m.content),
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
        props.publicUrl,
      ),
    );

  const side = (
    <SidePanel
      current={{ threadId: chat.threadId, answers, ended: closed }}
      past={props.past}
      formatDate={props.formatDate}
      newDisabled={preview || chat.streaming}
      onNew={() => {
        setDrawer(false);
        setConfirm("new");
      }}
      exportDisabled={empty}
      onExport={exportConversation}
      onCurrent={() => {
        setDrawer(false);
        // After the drawer has closed and given focus back to its button.
        setTimeout(() => input.current?.focus(), 0);
      }}
      profile={profile}
      onProfileChange={setProfile}
      announce={announce}
    />
  );

  return (
    <div className="relative flex min-h-0 flex-1">
      <aside
        aria-label={t("chat.panel")}
        className="relative hidden w-80 shrink-0 overflow-y-auto border-r border-slate-200 bg-slate-50 lg:block"
      >
        {wide ? side : null}
      </aside>
      <ChatDrawer open={drawer} onClose={() => setDrawer(false)} title={t("chat.panel")} opener={drawerButton}>
        {wide ? null : side}
      </ChatDrawer>

      <section aria-labelledby="chat-heading" className="flex min-h-0 min-w-0 flex-1 flex-col">
        <ChatHeader
          drawerButton={drawerButton}
          drawerOpen={drawer}
          onOpenDrawer={() => setDrawer(true)}
          progress={
            closed
              ? null
              : props.guidesGranted === false
                ? t("chat.guidesNotInPlan")
                : thresholdReached
                  ? t("chat.progressReady")
                  : t("chat.progress", { count: answers, threshold: props.threshold })
          }
          canRequest={!closed && thresholdReached && !chat.streaming && props.guidesGranted !== false}
          onRequest={openGuideSummary}
          guide={guide}
          guidePanel={guidePanel}
        />

        <div
          ref={list}
          role="region"
          aria-label={t("chat.messagesLabel")}
          tabIndex={0}
          onScroll={(e) => {
            // Reversed, the list's scroll offset counts from the bottom (0 there, negative above it).
            stick.current = Math.abs(e.currentTarget.scrollTop) < STICK_PX;
          }}
          // Reversed (with one child, so the order stays), the list starts at the newest message
          // from the first paint, before any script runs, and keeps to it as replies grow.
          className="relative flex min-h-0 flex-1 flex-col-reverse overflow-y-auto bg-slate-50 px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 md:px-4"
        >
          <div>
            <p className="mx-auto mb-4 max-w-3xl text-sm text-slate-700">{t("chat.intro")}</p>
            <ol className="mx-auto flex max-w-3xl flex-col gap-4">
              {chat.messages.map((m) => (
                <MessageItem
                  key={m.id}
                  message={m}
                  onRetry={closed ? undefined : chat.retry}
                  onUndo={closed ? undefined : undoFacts}
                  onCopied={(ok) => announce(ok ? t("chat.copied") : t("chat.copyFailed"))}
                  onRegenerate={m.id === regenerable ? regenerate : undefined}
                />
              ))}
            </ol>
            {chat.recovering ? (
              <p role="status" className="mx-auto mt-3 max-w-3xl text-sm text-slate-700">
                {t("chat.recovering")}
              </p>
            ) : null}
          </div>
        </div>

        {empty && !closed ? (
          <div className="shrink-0 border-t border-slate-200 bg-white px-3 pt-2 md:px-4">
            <p id="chat-suggestions" className="mx-auto max-w-3xl text-sm font-medium text-slate-800">
              {t("chat.suggestionsTitle")}
            </p>
            {/* One row that scrolls sideways on a phone, so the message box stays in view. */}
            <ul
              aria-labelledby="chat-suggestions"
              className="mx-auto flex max-w-3xl gap-2 overflow-x-auto py-2 md:flex-wrap md:overflow-visible"
            >
              {[1, 2, 3, 4].map((n) => (
                <li key={n} className="shrink-0 md:shrink">
                  <button
                    type="button"
                    disabled={chat.streaming}
                    onClick={() => send(t(`chat.suggestion${n}`))}
                    className="rounded-full border border-blue-300 bg-white px-3 py-1.5 text-left text-sm whitespace-nowrap text-blue-900 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 md:whitespace-normal"
                  >
                    {t(`chat.suggestion${n}`)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="shrink-0 border-t border-slate-200 bg-white px-3 py-2 md:px-4 md:py-3">
          <div className="mx-auto max-w-3xl">
            {preview ? <p className="mb-2 text-sm text-slate-700">{t("chat.devPreview")}</p> : null}
            {ended ? (
              <p className="text-slate-800">
                {t("chat.ended")}{" "}
                <button id="chat-input" type="button" className={`${neutral} ml-1`} onClick={startNew} disabled={busy}>
                  {t("chat.newConversation")}
                </button>
              </p>
            ) : (
              <Composer
                ref={input}
                id="chat-input"
                value={draft}
                onChange={(v) => {
                  setDraft(v);
                  if (composerError) setComposerError(null);
                }}
                onSend={() => {
                  const text = draft;
                  setDraft("");
                  send(text);
                }}
                onStop={chat.stop}
                streaming={chat.streaming}
                disabled={closed}
                error={composerError}
              />
            )}
          </div>
        </div>
      </section>

      <div aria-live="polite" className="sr-only">
        {chat.announcement ? t("chat.announce", { text: chat.announcement.slice(0, 300) }) : ""}
      </div>
      <div role="status" aria-live="polite" className="sr-only" data-testid="chat-notice">
        {notice}
      </div>

      <Modal
        open={confirm === "new"}
        onClose={() => setConfirm(null)}
        focusOnClose={focusAfterNew}
        title={t("chat.newConfirmTitle")}
        size="small"
      >
        <p className="text-slate-800">{t("chat.newConfirmText")}</p>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={neutral} onClick={() => setConfirm(null)}>
            {t("actions.cancel")}
          </button>
          <button type="button" className={primary} onClick={startNew} disabled={busy}>
            {t("chat.newConfirm")}
          </button>
        </div>
      </Modal>
      <Modal
        open={confirm === "guide"}
        onClose={() => setConfirm(null)}
        focusOnClose={focusAfterGuide}
        title={t("chat.guideSummary.title")}
        size="medium"
      >
        {chat.threadId ? (
          <GuideSummary
            threadId={chat.threadId}
            view={profile}
            onChange={setProfile}
            onConfirm={() => void requestGuide()}
            onCancel={() => setConfirm(null)}
            busy={busy}
            error={guideError}
          />
        ) : null}
      </Modal>
    </div>
  );
}
