import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { guestHelpRequestSchema, HELP_FORM_TOPICS, helpRequestSchema } from "../../shared/contracts/help.ts";
import { useT } from "../lib/i18n-react.tsx";
import { useAppForm } from "../lib/use-app-form.ts";
import { SubmitButton } from "./ui/button.tsx";
import { ErrorSummary } from "./ui/error-summary.tsx";
import { Field, Input, Select, Textarea } from "./ui/field.tsx";
import { FormAlert, FormNotice } from "./ui/form.tsx";

type Result = { ok: true; email: string } | { ok: false; code: string; reply: SubmissionResult<string[]> } | undefined;

/** The two help forms: /help/form for guests, /help/request for signed-in users. */
export function HelpForm({ guest, result }: { guest: boolean; result: Result }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const refused = result && !result.ok ? result : null;
  const { form, fields, focusKey, formProps } = useAppForm<typeof guestHelpRequestSchema>({
    id: "help",
    schema: () => (guest ? guestHelpRequestSchema : helpRequestSchema),
    lastResult: refused?.reply,
  });
  if (result?.ok) return <FormNotice>{t("help.sent", { email: result.email })}</FormNotice>;
  const labels = {
    ...(guest ? { name: t("help.name"), email: t("auth.email") } : {}),
    topic: t("help.topic"),
    message: t("help.message"),
  };
  return (
    <Form method="post" className="flex flex-col gap-4" {...formProps}>
      <p className="text-sm text-slate-700">{guest ? t("help.guestIntro") : t("help.userIntro")}</p>
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {refused && refused.code !== "validation" ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
      </ErrorSummary>
      {guest ? (
        <>
          <Field meta={fields.name} label={t("help.name")}>
            <Input autoComplete="name" required />
          </Field>
          <Field meta={fields.email} label={t("auth.email")}>
            <Input type="email" autoComplete="email" required />
          </Field>
        </>
      ) : null}
      <Field meta={fields.topic} label={labels.topic}>
        <Select required>
          <option value="" disabled>
            {t("help.chooseTopic")}
          </option>
          {HELP_FORM_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`help.topics.${topic}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field meta={fields.message} label={labels.message} hint={t("help.messageHint")}>
        <Textarea rows={6} maxLength={5000} required />
      </Field>
      <SubmitButton busy={busy}>{t("help.send")}</SubmitButton>
    </Form>
  );
}
