import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { MarkdownText } from "../../components/ui/markdown-text.tsx";
import type { ChatMessage, ChatSource } from "./chat-types.ts";

/** A source as stored with a reply; newer replies carry the page's publisher and ISO date. */
type ShownSource = ChatSource & { publisher?: string; date?: string };

/** Each address once; titles stored before the sources were cleaned lose their internal ids ("(S68)"). */
function shownSources(sources: ShownSource[]): ShownSource[] {
  const seen = new Set<string>();
  return sources
    .filter((s) => !seen.has(s.url) && seen.add(s.url))
    .map((s) => ({ ...s, title: s.title.replace(/\s*\((?:[^()]*?,\s*)?S\d+\)/g, "").trim() }));
}

/** "Publisher, 16 Jan 2026" after a source's title (either part may be missing). */
function byline(source: ShownSource, locale: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(source.date ?? "");
  const date = m
    ? new Intl.DateTimeFormat(locale, {
        ...(m[3] ? { day: "numeric" } : {}),
        month: m[3] ? "short" : "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3] ?? 1)))
    : "";
  return [source.publisher, date].filter(Boolean).join(", ");
}

const small =
  "rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/**
 * What an advisor's reply recorded about the business, with a one-click undo. The result is
 * announced by the page's live region (onUndo); once undone, "Undone" takes the button's place and
 * the focus, so keyboard users stay where they were.
 */
function LearnedFacts({ message, onUndo }: { message: ChatMessage; onUndo: (m: ChatMessage) => Promise<boolean> }) {
  const { t } = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const undoneRef = useRef<HTMLParagraphElement>(null);
  const focusUndone = useRef(false);
  const learned = message.learned!;
  useEffect(() => {
    if (learned.undone && focusUndone.current) {
      focusUndone.current = false;
      undoneRef.current?.focus();
    }
  }, [learned.undone]);
  const undo = async () => {
    if (busy) return;
    setBusy(true);
    focusUndone.current = true;
    const done = await onUndo(message);
    if (!done) focusUndone.current = false;
    setBusy(false);
  };
  return (
    <div className="mt-3 border-t border-slate-200 pt-2" data-learned={learned.undone ? "undone" : "recorded"}>
      <p id={`${id}-title`} className="text-sm font-semibold text-slate-800">
        {t("chat.learned.title")}
      </p>
      <ul id={`${id}-facts`} className={`mt-1 flex flex-wrap gap-1.5 text-sm ${learned.undone ? "line-through" : ""}`}>
        {learned.facts.map((f) => (
          <li key={f.fact} className="rounded-full bg-slate-100 px-2 py-0.5 break-words text-slate-800">
            {f.label}
          </li>
        ))}
      </ul>
      {learned.undone ? (
        <p ref={undoneRef} tabIndex={-1} className="mt-2 text-sm font-medium text-slate-700 focus:outline-none">
          {t("chat.learned.undone")}
        </p>
      ) : (
        <button
          type="button"
          onClick={undo}
          aria-disabled={busy || undefined}
          aria-describedby={`${id}-title ${id}-facts`}
          className={`${small} mt-2 border border-slate-400 bg-white text-slate-900 hover:bg-slate-50`}
        >
          {busy ? t("chat.learned.undoing") : t("chat.learned.undo")}
        </button>
      )}
    </div>
  );
}

/** How long the copy button says "Copied" (the live region has said it already). */
const COPIED_MS = 2500;

/** The sources a reply was written from, each once, with who published it and when. */
function MessageSources({ sources }: { sources: ChatMessage["sources"] }) {
  const { t, locale } = useT();
  return (
    <div className="mt-3 border-t border-slate-200 pt-2">
      <p className="text-sm font-semibold text-slate-800">{t("chat.sources")}</p>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {shownSources(sources).map((s) => {
          const by = byline(s, locale);
          return (
            <li key={s.url}>
              <a
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-blue-800 underline underline-offset-2"
              >
                {s.title}
                <span className="sr-only"> {t("shell.opensInNewTab")}</span>
              </a>
              {by ? <span className="text-slate-600"> — {by}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Under a finished reply: copy it (the button says so for a moment), and ask for it again when offered. */
function ReplyActions({
  message,
  onCopied,
  onRegenerate,
}: {
  message: ChatMessage;
  onCopied?: (ok: boolean) => void;
  onRegenerate?: (m: ChatMessage) => void;
}) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    let ok = true;
    try {
      await navigator.clipboard.writeText(message.content);
    } catch {
      ok = false;
    }
    setCopied(ok);
    if (onCopied) onCopied(ok);
    else if (ok) toast.success(t("chat.copied"));
    else toast.error(t("chat.copyFailed"));
  };
  return (
    <div className="mt-1 flex flex-wrap gap-1">
      <button type="button" onClick={copy} className={`${small} text-slate-700 hover:bg-slate-100`}>
        {copied ? t("chat.copyDone") : t("chat.copy")}
        <span className="sr-only"> {t("chat.copyWhat")}</span>
      </button>
      {onRegenerate ? (
        <button
          type="button"
          onClick={() => onRegenerate(message)}
          className={`${small} text-slate-700 hover:bg-slate-100`}
        >
          {t("chat.regenerate")}
          <span className="sr-only"> {t("chat.regenerateWhat")}</span>
        </button>
      ) : null}
    </div>
  );
}

/** One message: the user's as written, the advisor's as Markdown with its sources, copy and states. */
export function MessageItem({
  message,
  onRetry,
  onUndo,
  onCopied,
  onRegenerate,
}: {
  message: ChatMessage;
  onRetry?: (m: ChatMessage) => void;
  /** Undoes the facts the reply recorded; resolves true when it did. Without it they are not shown. */
  onUndo?: (m: ChatMessage) => Promise<boolean>;
  /** Announces whether a copy worked (the page's polite live region); without it, a notification. */
  onCopied?: (ok: boolean) => void;
  /** Asks for this reply again (given only for the newest reply of an open conversation). */
  onRegenerate?: (m: ChatMessage) => void;
}) {
  const { t } = useT();
  const mine = message.role === "user";
  return (
    <li
      className={`flex flex-col ${mine ? "items-end" : "items-start"}`}
      data-role={message.role}
      data-status={message.status}
      data-message-id={message.id}
    >
      <div
        className={`max-w-[92%] rounded-2xl px-4 py-3 md:max-w-[80%] ${
          mine ? "bg-blue-700 text-white" : "border border-slate-200 bg-white text-slate-900 shadow-sm"
        }`}
      >
        <p className="sr-only">{mine ? t("chat.you") : t("chat.advisor")}:</p>
        {mine ? (
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
        ) : message.content ? (
          <MarkdownText text={message.content} />
        ) : null}
        {message.status === "streaming" && !message.content ? (
          <p className="text-slate-700">{t("chat.writing")}</p>
        ) : null}
        {message.status === "partial" ? (
          <p className="mt-2 text-sm text-slate-700 italic">{t("chat.partial")}</p>
        ) : null}
        {!mine && message.sources.length > 0 ? <MessageSources sources={message.sources} /> : null}
        {!mine && onUndo && message.learned?.facts.length ? <LearnedFacts message={message} onUndo={onUndo} /> : null}
      </div>
      {!mine && message.status !== "streaming" && message.content ? (
        <ReplyActions message={message} onCopied={onCopied} onRegenerate={onRegenerate} />
      ) : null}
      {mine && message.status === "failed" ? (
        <div role="alert" className="mt-1 flex flex-wrap items-center justify-end gap-2 text-sm text-red-800">
          <span>{t(`errors:${message.error ?? "assistantUnavailable"}`)}</span>
          {onRetry ? (
            <button
              type="button"
              onClick={() => onRetry(message)}
              className={`${small} border border-red-700 bg-white text-red-800 hover:bg-red-50`}
            >
              {t("chat.retry")}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
