import { useEffect } from "react";
import { Link } from "react-router";
import { GuideSummaryDialog, NewConversationDialog } from "./chat-dialogs.tsx";
import { ChatDrawer, useWide } from "./chat-drawer.tsx";
import { MessageBox, Suggestions } from "./chat-footer.tsx";
import { ChatHeader } from "./chat-header.tsx";
import { MessageList, regenerableId } from "./message-list.tsx";
import { SidePanel } from "./side-panel.tsx";
import { exportConversation, undoFacts } from "./chat-view-actions.ts";
import { type ChatViewProps, type ChatViewState, useChatView } from "./use-chat-view.ts";

/** The progress towards a guide shown in the header; null once the conversation has ended. */
function progressText(v: ChatViewState, props: ChatViewProps) {
  if (v.closed) return null;
  if (props.guidesGranted === false)
    return (
      <>
        {v.t("chat.guidesNotInPlan")}{" "}
        <Link to="/company/info/subscriptions" className="font-medium text-blue-800 underline underline-offset-2">
          {v.t("restrictions.seePlans")}
        </Link>
      </>
    );
  if (v.answers >= props.threshold) return v.t("chat.progressReady");
  return v.t("chat.progress", { count: v.answers, threshold: props.threshold });
}

/** The side panel: beside the conversation on wide screens, in a drawer on narrow ones. */
function ChatSide({ v, props }: { v: ChatViewState; props: ChatViewProps }) {
  const { t, chat, drawer, composer } = v;
  const wide = useWide();
  // A drawer left open when the screen widens gives way to the panel beside the conversation.
  useEffect(() => {
    if (wide) drawer.set(false);
  }, [wide]);
  const side = (
    <SidePanel
      current={{ threadId: chat.threadId, answers: v.answers, ended: v.closed }}
      past={props.past}
      formatDate={props.formatDate}
      newDisabled={v.preview || chat.streaming}
      onNew={() => {
        drawer.set(false);
        v.dialogs.setConfirm("new");
      }}
      exportDisabled={v.empty}
      onExport={() => exportConversation(chat.messages, t, v.locale, props.publicUrl)}
      onCurrent={() => {
        drawer.set(false);
        // After the drawer has closed and given focus back to its button.
        setTimeout(() => composer.input.current?.focus(), 0);
      }}
      profile={v.profile}
      onProfileChange={v.setProfile}
      announce={v.announce}
    />
  );
  return (
    <>
      <aside
        aria-label={t("chat.panel")}
        className="relative hidden w-80 shrink-0 overflow-y-auto border-r border-slate-200 bg-slate-50 lg:block"
      >
        {wide ? side : null}
      </aside>
      <ChatDrawer open={drawer.open} onClose={() => drawer.set(false)} title={t("chat.panel")} opener={drawer.button}>
        {wide ? null : side}
      </ChatDrawer>
    </>
  );
}

/** The conversation: header, the messages (the only part that scrolls), suggestions and the message box. */
function Conversation({ v, props }: { v: ChatViewState; props: ChatViewProps }) {
  const { t, chat, composer, dialogs, closed } = v;
  return (
    <section aria-labelledby="chat-heading" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <ChatHeader
        drawerButton={v.drawer.button}
        drawerOpen={v.drawer.open}
        onOpenDrawer={() => v.drawer.set(true)}
        progress={progressText(v, props)}
        canRequest={!closed && v.answers >= props.threshold && !chat.streaming && props.guidesGranted !== false}
        onRequest={dialogs.openGuideSummary}
        guide={dialogs.guide.guide}
        guidePanel={dialogs.guide.panel}
      />
      <MessageList
        messages={chat.messages}
        stick={composer.stick}
        recovering={chat.recovering}
        regenerable={regenerableId(chat.messages, closed, chat.streaming)}
        onRetry={closed ? undefined : chat.retry}
        onUndo={closed ? undefined : (m) => undoFacts(chat, m, t, v.setProfile, v.announce)}
        onCopied={(ok) => v.announce(ok ? t("chat.copied") : t("chat.copyFailed"))}
        onRegenerate={composer.regenerate}
      />
      {v.empty && !closed ? <Suggestions disabled={chat.streaming} onPick={composer.send} /> : null}
      <MessageBox
        input={composer.input}
        preview={v.preview}
        ended={dialogs.guide.ended}
        closed={closed}
        busy={dialogs.fresh.busy}
        onStartNew={dialogs.startNew}
        draft={composer.draft}
        onDraft={composer.editDraft}
        onSend={(text) => {
          composer.setDraft("");
          composer.send(text);
        }}
        onStop={chat.stop}
        streaming={chat.streaming}
        error={composer.error}
      />
    </section>
  );
}

/**
 * The chat page as an app view: the page itself does not scroll; the messages do, between the
 * header (heading, guide request and its state) and the message box, which is always in view. The
 * side panel (conversations, what the advisor knows, export) stands beside them on wide screens
 * and is a drawer on narrow ones.
 */
export function ChatView(props: ChatViewProps) {
  const v = useChatView(props);
  const { t, chat, dialogs } = v;
  return (
    <div className="relative flex min-h-0 flex-1">
      <ChatSide v={v} props={props} />
      <Conversation v={v} props={props} />
      <div aria-live="polite" className="sr-only">
        {chat.announcement ? t("chat.announce", { text: chat.announcement.slice(0, 300) }) : ""}
      </div>
      <div role="status" aria-live="polite" className="sr-only" data-testid="chat-notice">
        {v.notice}
      </div>
      <NewConversationDialog
        open={dialogs.confirm === "new"}
        onClose={() => dialogs.setConfirm(null)}
        focusOnClose={dialogs.fresh.focusAfter}
        busy={dialogs.fresh.busy}
        onConfirm={dialogs.startNew}
      />
      <GuideSummaryDialog
        open={dialogs.confirm === "guide"}
        onClose={() => dialogs.setConfirm(null)}
        focusOnClose={dialogs.guide.focusAfter}
        threadId={chat.threadId}
        profile={v.profile}
        onProfileChange={v.setProfile}
        onConfirm={() => void dialogs.guide.request()}
        busy={dialogs.guide.busy}
        error={dialogs.guide.error}
      />
    </div>
  );
}
