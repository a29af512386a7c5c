import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { CONVERSATION_LIMITS, messageInput } from "../../../shared/contracts/conversations.ts";
import { Button } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Textarea } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";

export type ReplyRefusal = { code: string; reply: SubmissionResult<string[]> } | null;

/**
 * The reply: the contract's schema checks it in the browser and again on the server; a refused
 * message comes back with what was typed and the error beside the field. It posts without JavaScript too.
 */
export function ReplyForm({ conversationId, refused }: { conversationId: string; refused: ReplyRefusal }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const { form, fields, focusKey, formProps } = useAppForm({
    id: `reply-${conversationId}`,
    schema: messageInput,
    lastResult: refused?.reply,
  });
  const labels = { text: t("conversations:reply.label") };
  return (
    <Form method="post" className="flex flex-col gap-3" {...formProps}>
      <input type="hidden" name="intent" value="send" />
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {refused && refused.code !== "validation" ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
      </ErrorSummary>
      <Field
        meta={fields.text}
        label={labels.text}
        hint={t("conversations:reply.hint", { max: CONVERSATION_LIMITS.messageMax })}
      >
        <Textarea rows={4} maxLength={CONVERSATION_LIMITS.messageMax} required />
      </Field>
      <div>
        <Button type="submit" busy={busy}>
          {t("conversations:reply.send")}
        </Button>
      </div>
    </Form>
  );
}
