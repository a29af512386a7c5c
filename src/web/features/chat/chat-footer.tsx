import type { RefObject } from "react";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { Composer } from "./composer.tsx";

const neutral = buttonVariants({ variant: "secondary", size: "sm" });

/** Questions to start with, over the message box of a conversation with no question yet. */
export function Suggestions({ disabled, onPick }: { disabled: boolean; onPick: (text: string) => void }) {
  const { t } = useT();
  return (
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
              disabled={disabled}
              onClick={() => onPick(t(`chat.suggestion${n}`))}
              className="rounded-full border border-blue-300 bg-white px-3 py-1.5 text-left text-sm whitespace-nowrap text-blue-900 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 md:whitespace-normal"
            >
              {t(`chat.suggestion${n}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Below the messages, always in view: the message box, or, once the conversation has ended, the
 * button that starts a new one (in the message box's place, under its id).
 */
export function MessageBox(props: {
  input: RefObject<HTMLTextAreaElement | null>;
  preview: boolean;
  ended: boolean;
  closed: boolean;
  busy: boolean;
  onStartNew: () => void;
  draft: string;
  onDraft: (text: string) => void;
  onSend: (text: string) => void;
  onStop: () => void;
  streaming: boolean;
  error: string | null;
}) {
  const { t } = useT();
  return (
    <div className="shrink-0 border-t border-slate-200 bg-white px-3 py-2 md:px-4 md:py-3">
      <div className="mx-auto max-w-3xl">
        {props.preview ? <p className="mb-2 text-sm text-slate-700">{t("chat.devPreview")}</p> : null}
        {props.ended ? (
          <p className="text-slate-800">
            {t("chat.ended")}{" "}
            <button
              id="chat-input"
              type="button"
              className={`${neutral} ml-1`}
              onClick={props.onStartNew}
              disabled={props.busy}
            >
              {t("chat.newConversation")}
            </button>
          </p>
        ) : (
          <Composer
            ref={props.input}
            id="chat-input"
            value={props.draft}
            onChange={props.onDraft}
            onSend={() => props.onSend(props.draft)}
            onStop={props.onStop}
            streaming={props.streaming}
            disabled={props.closed}
            error={props.error}
          />
        )}
      </div>
    </div>
  );
}
