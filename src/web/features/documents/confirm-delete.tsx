import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** A delete button that asks first; confirming posts the hidden fields to the page's action. */
export function ConfirmDelete({
  label,
  target,
  title,
  question,
  fields,
}: {
  label: string;
  /** What is deleted, read out after the label (several rows share it). */
  target: string;
  title: string;
  question: string;
  fields: Record<string, string>;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Button size="sm" variant="dangerOutline" onClick={() => setOpen(true)}>
        {label}
        <span className="sr-only">: {target}</span>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} description={question} size="small">
        <Form method="post" onSubmit={() => setOpen(false)} className="flex flex-wrap justify-end gap-2">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" size="sm" variant="danger" disabled={busy}>
            {label}
          </Button>
        </Form>
      </Dialog>
    </>
  );
}
