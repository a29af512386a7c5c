import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { conversationFileName, conversationMarkdown } from "../../../shared/conversation-markdown.ts";
import { Modal } from "../../components/ui/modal.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { chatApi } from "./chat-api.ts";
import type { ChatMessage, PastThread, ProfileView } from "./chat-types.ts";
import { Composer } from "./composer.tsx";
import { GuidePanel } from "./guide-panel.tsx";
import { GuideSummary } from "./guide-summary.tsx";
import type { GuideStatus } from "./guide-poller.ts";
import { MessageItem } from "./message-item.tsx";
import { ProfilePanel } from "./profile-panel.tsx";
import { useChat } from "./use-chat.ts";

const button =
  "rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed";
const neutral = `${button} border border-slate-400 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-500`;
const primary = `${button} bg-blue-700 text-white hover:bg-blue-800 disabled:bg-slate-500`;

/** Within this distance of the bottom the list keeps following a streaming reply. */
const STICK_PX = 80;

export interface ChatViewProps {
  threadId: string | null;
  messages: ChatMessage[];
  threshold: number;
  past: PastThread[];
  guide: GuideStatus | null;
  formatDate: Record<string, string>;
  /** What the advisor knows about the business in this thread (the profile panel). */
  profile?: ProfileView;
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

/** The chat page: messages, composer, suggestions, new conversation, request guide, past conversations. */
export function ChatView(props: ChatViewProps) {
  const { t, locale } = useT();
  const chat = useChat({ threadId: props.threadId, messages: props.messages });
  const [draft, setDraft] = useState("");
  const [composerError, setComposerError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"new" | "guide" | null>(null);
  const [busy, setBusy] = useState(false);
  /** The guide request's refusal, shown in the summary (which stays open). */
  const [guideError, setGuideError] = useState<string | null>(null);
  const [guide, setGuide] = useState<GuideStatus | null>(props.guide);
  const [ended, setEnded] = useState(false);
  const [profile, setProfile] = useState<ProfileView>(props.profile ?? NO_PROFILE);
  /** The polite live region's text for undo and profile changes (the reply has its own). */
  const [notice, setNotice] = useState("");
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
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

  // Follows new text while the reader is at the bottom; scrolling up stops it until they return.
  useLayoutEffect(() => {
    const el = list.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [chat.messages]);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

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
      ),
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={neutral}
          disabled={preview || chat.streaming}
          onClick={() => setConfirm("new")}
        >
          {t("chat.newConversation")}
        </button>
        <button type="button" className={neutral} disabled={empty} onClick={exportConversation}>
          {t("chat.export")}
        </button>
        <button
          type="button"
          className={`${primary} ml-auto`}
          disabled={closed || !thresholdReached || chat.streaming}
          aria-describedby="chat-progress"
          onClick={openGuideSummary}
        >
          {t("chat.requestGuide")}
        </button>
      </div>
      <p id="chat-progress" className="text-sm text-slate-700">
        {closed
          ? null
          : thresholdReached
            ? t("chat.progressReady")
            : t("chat.progress", { count: answers, threshold: props.threshold })}
      </p>

      <div
        ref={list}
        role="region"
        aria-label={t("chat.messagesLabel")}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
        }}
        className="h-[58dvh] min-h-[18rem] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-blue-700 md:p-4"
      >
        <ol className="flex flex-col gap-4">
          {chat.messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              onRetry={closed ? undefined : chat.retry}
              onUndo={closed ? undefined : undoFacts}
            />
          ))}
        </ol>
        {chat.recovering ? (
          <p role="status" className="mt-3 text-sm text-slate-700">
            {t("chat.recovering")}
          </p>
        ) : null}
      </div>

      {empty && !closed ? (
        <div>
          <p className="text-sm font-medium text-slate-800">{t("chat.suggestionsTitle")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {[1, 2, 3, 4].map((n) => (
              <li key={n}>
                <button
                  type="button"
                  disabled={chat.streaming}
                  onClick={() => send(t(`chat.suggestion${n}`))}
                  className="rounded-full border border-blue-300 bg-white px-3 py-1.5 text-left text-sm text-blue-900 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                >
                  {t(`chat.suggestion${n}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {guide ? <GuidePanel key={guide.id} guide={guide} focusRef={guidePanel} /> : null}
      {preview ? <p className="text-sm text-slate-700">{t("chat.devPreview")}</p> : null}
      {ended ? (
        <p className="text-slate-800">
          {t("chat.ended")}{" "}
          <button type="button" className={`${neutral} ml-1`} onClick={startNew} disabled={busy}>
            {t("chat.newConversation")}
          </button>
        </p>
      ) : (
        <Composer
          ref={input}
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

      <div aria-live="polite" className="sr-only">
        {chat.announcement ? t("chat.announce", { text: chat.announcement.slice(0, 300) }) : ""}
      </div>
      <div role="status" aria-live="polite" className="sr-only" data-testid="chat-notice">
        {notice}
      </div>

      <ProfilePanel
        threadId={chat.threadId}
        view={profile}
        onChange={setProfile}
        announce={announce}
        readOnly={closed}
      />

      <details className="rounded-xl border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer font-semibold text-slate-900">
          {t("chat.past")} ({props.past.length})
        </summary>
        {props.past.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t("chat.pastEmpty")}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {props.past.map((p) => (
              <li key={p.threadId} className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <Link
                  to={`/archive/conversations?thread=${p.threadId}`}
                  className="font-medium text-blue-800 underline underline-offset-2"
                >
                  {t("chat.pastItem", { date: props.formatDate[p.threadId] ?? p.createdAt })}
                </Link>
                <span className="text-slate-700">
                  {t(`chat.threadStatus.${p.status}`)} · {t("chat.answers", { count: p.answerCount })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>

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
