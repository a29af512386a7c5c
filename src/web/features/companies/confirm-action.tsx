import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Modal } from "../../components/ui/modal.tsx";
import { useT } from "../../lib/i18n-react.tsx";

const tones = {
  primary: "bg-blue-700 text-white hover:bg-blue-800",
  danger: "bg-red-700 text-white hover:bg-red-800",
  neutral: "border border-slate-400 bg-white text-slate-900 hover:bg-slate-50",
} as const;

/**
 * A status action: the button opens a confirmation with an optional reason; confirming posts
 * the hidden fields to the page's action. Escape or "Cancel" leaves everything as it was.
 */
export function ConfirmAction({
  label,
  title,
  question,
  fields,
  tone = "neutral",
  withReason = true,
  target,
}: {
  label: string;
  /** Whom the action concerns, read out after the label (several rows share the same label). */
  target?: string;
  title: string;
  question: string;
  fields: Record<string, string>;
  tone?: keyof typeof tones;
  withReason?: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const busy = useNavigation().state === "submitting";
  const reasonId = useId();
  const base =
    "rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-70";
  const button = `${base} ${tones[tone]}`;
  return (
    <>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        {label}
        {target ? <span className="sr-only">: {target}</span> : null}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="small">
        <Form method="post" onSubmit={() => setOpen(false)} className="flex flex-col gap-4">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-slate-800">{question}</p>
          {withReason ? (
            <div>
              <label htmlFor={reasonId} className="block text-sm font-medium text-slate-900">
                {t("companies.reason")}
              </label>
              <textarea
                id={reasonId}
                name="reason"
                maxLength={1000}
                rows={3}
                className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base focus:outline-2 focus:outline-blue-700"
              />
              <p className="mt-1 text-sm text-slate-600">{t("companies.reasonHint")}</p>
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <button type="button" className={`${base} ${tones.neutral}`} onClick={() => setOpen(false)}>
              {t("actions.cancel")}
            </button>
            <button type="submit" disabled={busy} className={button}>
              {label}
            </button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
