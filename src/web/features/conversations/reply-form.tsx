import type { SubmissionResult } from "@conform-to/react";
import { useId, useRef, useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { CONVERSATION_LIMITS, messageInput } from "../../../shared/contracts/conversations.ts";
import { MAX_FILE_BYTES } from "../../../shared/contracts/documents.ts";
import { Button } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Textarea } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export type ReplyRefusal = { code: string; reply: SubmissionResult<string[]> } | null;

/**
 * Sends the form's text and file through `/media` (streamed, typed by its bytes there); answers
 * the refusal's code, or null once sent.
 */
async function sendWithFile(conversationId: string, form: HTMLFormElement, file: File): Promise<string | null> {
  const body = new FormData();
  body.append("text", (new FormData(form).get("text") as string | null) ?? "");
  body.append("file", file, file.name);
  try {
    const res = await fetch(`/media/conversations/${conversationId}/messages`, { method: "POST", body });
    if (res.ok) return null;
    if (res.status === 413) return "fileTooLarge"; // a proxy in front may answer it with a page of its own
    const refusal = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    return refusal?.error?.code ?? "internal";
  } catch {
    return "network";
  }
}

/**
 * The reply: the contract's schema checks it in the browser and again on the server; a refused
 * message comes back with what was typed and the error beside the field. It posts without
 * JavaScript too; with it, a file (PDF, JPG or PNG, 20 MB) may go with the text, or alone.
 */
export function ReplyForm({ conversationId, refused }: { conversationId: string; refused: ReplyRefusal }) {
  const { t } = useT();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileRefusal, setFileRefusal] = useState<string | null>(null);
  const busy = useNavigation().state === "submitting" || uploading;
  const { form, fields, focusKey, formProps } = useAppForm({
    id: `reply-${conversationId}`,
    schema: messageInput,
    lastResult: refused?.reply,
  });
  const labels = { text: t("conversations:reply.label") };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!file) return formProps.onSubmit(event);
    event.preventDefault();
    if (file.size > MAX_FILE_BYTES) return setFileRefusal("fileTooLarge");
    setUploading(true);
    setFileRefusal(null);
    void sendWithFile(conversationId, event.currentTarget, file).then((code) => {
      setUploading(false);
      if (code) return setFileRefusal(code);
      void navigate(`/ongoing/conversations/${conversationId}?done=sent`, { replace: true, preventScrollReset: true });
    });
  };
  const code = fileRefusal ?? (refused && refused.code !== "validation" ? refused.code : null);
  return (
    <Form method="post" className="flex flex-col gap-3" {...formProps} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="send" />
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
      </ErrorSummary>
      <Field
        meta={fields.text}
        label={labels.text}
        hint={t("conversations:reply.hint", { max: CONVERSATION_LIMITS.messageMax })}
      >
        <Textarea rows={4} maxLength={CONVERSATION_LIMITS.messageMax} required={!file} />
      </Field>
      {hydrated ? (
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-900">
            {t("conversations:files.choose")}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            aria-describedby={fileRefusal ? `${fileId}-hint ${fileId}-error` : `${fileId}-hint`}
            aria-invalid={fileRefusal ? true : undefined}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setFileRefusal(null);
            }}
            className="mt-1 block w-full max-w-full text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium"
          />
          <p id={`${fileId}-hint`} className="mt-1 text-sm text-slate-600">
            {t("conversations:files.hint")}
          </p>
          {fileRefusal ? (
            <p id={`${fileId}-error`} className="mt-1 text-sm text-red-800">
              {t(`errors:${fileRefusal}`)}
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <Button type="submit" busy={busy}>
          {t("conversations:reply.send")}
        </Button>
      </div>
    </Form>
  );
}
