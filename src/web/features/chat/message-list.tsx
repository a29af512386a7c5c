import { type RefObject, useLayoutEffect, useRef } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import type { ChatMessage } from "./chat-types.ts";
import { MessageItem } from "./message-item.tsx";

/** Within this distance of the bottom the list keeps following a streaming reply. */
const STICK_PX = 80;

/** The newest reply, when it can be asked for again: complete or cut off, answering a question, nothing streaming. */
export function regenerableId(messages: ChatMessage[], closed: boolean, streaming: boolean): string | null {
  const newest = messages.at(-1);
  return !closed &&
    !streaming &&
    newest?.role === "assistant" &&
    (newest.status === "complete" || newest.status === "partial") &&
    messages.at(-2)?.role === "user"
    ? newest.id
    : null;
}

/**
 * The conversation's messages, the only part of the page that scrolls. It follows new text while
 * the reader is at the bottom (`stick`); scrolling up stops that until they return, and sending
 * sets it again.
 */
export function MessageList(props: {
  messages: ChatMessage[];
  stick: RefObject<boolean>;
  recovering: boolean;
  regenerable: string | null;
  onRetry?: (message: ChatMessage) => void;
  onUndo?: (message: ChatMessage) => Promise<boolean>;
  onCopied: (ok: boolean) => void;
  onRegenerate: (message: ChatMessage) => void;
}) {
  const { t } = useT();
  const list = useRef<HTMLDivElement>(null);
  const { stick } = props;
  // (The reversed list follows by itself where the browser anchors scrolling; this is for the rest.)
  useLayoutEffect(() => {
    const el = list.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [props.messages]);
  return (
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
          {props.messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              onRetry={props.onRetry}
              onUndo={props.onUndo}
              onCopied={props.onCopied}
              onRegenerate={m.id === props.regenerable ? props.onRegenerate : undefined}
            />
          ))}
        </ol>
        {props.recovering ? (
          <p role="status" className="mx-auto mt-3 max-w-3xl text-sm text-slate-700">
            {t("chat.recovering")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
