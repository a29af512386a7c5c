import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { helpReplySchema } from "../../../shared/contracts/help.ts";
import { HELP_REPLY_MAX } from "../../../shared/help-request-statuses.ts";
import { Button } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Checkbox, Field, Textarea } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";

/**
 * Staff's reply to a help request, mailed to the requester. A refused reply keeps its text, and
 * the error summary above it takes the focus.
 */
export function HelpReplyForm({
  email,
  language,
  busy,
  reply,
}: {
  email: string;
  language: string;
  busy: boolean;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useT();
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "help-reply",
    schema: helpReplySchema,
    lastResult: reply,
  });
  const labels = { message: t("help.desk.replyLabel") };
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3" {...formProps}>
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey} />
      <input type="hidden" name="intent" value="reply" />
      <Field meta={fields.message} label={labels.message} hint={t("help.desk.replyHint", { email, language })}>
        <Textarea rows={6} required maxLength={HELP_REPLY_MAX} />
      </Field>
      <Checkbox meta={fields.close} label={t("help.desk.closeAfter")} />
      <div>
        <Button type="submit" size="lg" busy={busy}>
          {t("help.desk.send")}
        </Button>
      </div>
    </Form>
  );
}
