import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { HELP_REPLY_MAX } from "../../../shared/help-request-statuses.ts";
import { useT } from "../../lib/i18n-react.tsx";

/**
 * Staff's reply to a help request, mailed to the requester. A refused reply keeps its text and
 * takes the focus back to the box with the error read out.
 */
export function HelpReplyForm({
  email,
  language,
  busy,
  keptMessage,
  error,
}: {
  email: string;
  language: string;
  busy: boolean;
  keptMessage: string;
  error: string | null;
}) {
  const { t } = useT();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (error) box.current?.focus();
  }, [error]);
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3" noValidate>
      <input type="hidden" name="intent" value="reply" />
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {t("help.desk.replyLabel")}
        </label>
        <textarea
          ref={box}
          id={id}
          name="message"
          rows={6}
          required
          maxLength={HELP_REPLY_MAX}
          defaultValue={keptMessage}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t("help.desk.replyHint", { email, language })}
        </p>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
            {t(`fieldErrors.${error}`)}
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-900">
        <input type="checkbox" name="close" className="h-4 w-4 accent-blue-700" />
        {t("help.desk.closeAfter")}
      </label>
      <div>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="rounded-lg bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-70"
        >
          {t("help.desk.send")}
        </button>
      </div>
    </Form>
  );
}
