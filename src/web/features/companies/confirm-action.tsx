import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Field, Textarea } from "../../components/ui/field.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { useT } from "../../lib/i18n-react.tsx";

const tones = { primary: "primary", danger: "danger", neutral: "secondary" } as const;

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
  return (
    <>
      <Button size="sm" variant={tones[tone]} onClick={() => setOpen(true)}>
        {label}
        {target ? <span className="sr-only">: {target}</span> : null}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} description={question} size="small">
        <Form method="post" onSubmit={() => setOpen(false)} className="flex flex-col gap-4">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {withReason ? (
            <Field name="reason" label={t("companies.reason")} hint={t("companies.reasonHint")}>
              <Textarea maxLength={1000} rows={3} />
            </Field>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" size="sm" variant={tones[tone]} disabled={busy}>
              {label}
            </Button>
          </div>
        </Form>
      </Dialog>
    </>
  );
}
