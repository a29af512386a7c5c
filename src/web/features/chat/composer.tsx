import { forwardRef, useId } from "react";
import { useT } from "../../lib/i18n-react.tsx";

export const MAX_MESSAGE_LENGTH = 4000;

/**
 * The message box: Enter sends, Shift+Enter adds a line (and Enter while composing with an IME
 * does neither). While a reply streams the button stops it instead.
 */
export const Composer = forwardRef<
  HTMLTextAreaElement,
  {
    value: string;
    onChange: (value: string) => void;
    onSend: () => void;
    onStop: () => void;
    streaming: boolean;
    disabled: boolean;
    error?: string | null;
    /** The box's id (the page's skip link points at it). */
    id?: string;
  }
>(function Composer({ value, onChange, onSend, onStop, streaming, disabled, error, id: given }, ref) {
  const { t } = useT();
  const generated = useId();
  const id = given ?? generated;
  const tooLong = value.length > MAX_MESSAGE_LENGTH;
  const canSend = !disabled && !streaming && value.trim().length > 0 && !tooLong;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("chat.inputLabel")}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={ref}
          id={id}
          name="content"
          rows={2}
          value={value}
          disabled={disabled}
          placeholder={t("chat.placeholder")}
          aria-describedby={`${id}-hint${error || tooLong ? ` ${id}-error` : ""}`}
          aria-invalid={tooLong || undefined}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (canSend) onSend();
            }
          }}
          className="block max-h-48 min-h-[3rem] w-full resize-y rounded-xl border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-blue-700 disabled:bg-slate-100"
        />
        {streaming ? (
          <button
            type="button"
            onClick={onStop}
            className="rounded-xl bg-slate-800 px-4 py-3 font-semibold text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {t("chat.stop")}
          </button>
        ) : (
          <button
            type="submit"
            disabled={!canSend}
            className="rounded-xl bg-blue-700 px-4 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-slate-500"
          >
            {t("chat.send")}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-700 max-sm:sr-only">
        {t("chat.inputHint")}
      </p>
      {error || tooLong ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {tooLong ? t("chat.tooLong", { max: MAX_MESSAGE_LENGTH }) : error}
        </p>
      ) : null}
    </form>
  );
});
