import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { emailRequestSchema } from "../../shared/contracts/account.ts";
import { useT } from "../lib/i18n-react.tsx";
import { useAppForm } from "../lib/use-app-form.ts";
import { SubmitButton } from "./ui/button.tsx";
import { ErrorSummary } from "./ui/error-summary.tsx";
import { Field, Input } from "./ui/field.tsx";
import { AccessCard, FormAlert, FormNotice } from "./ui/form.tsx";
import { PageTitle } from "./ui/page-title.tsx";

type Result = { ok: true; email: string } | { ok: false; code: string; reply: SubmissionResult<string[]> } | undefined;

/**
 * A page that mails a link to an address (password help, activation resend): one field, and the
 * same confirmation whether or not the address has an account.
 */
export function EmailRequestCard({
  title,
  intro,
  sent,
  result,
}: {
  title: string;
  intro: string;
  sent: string;
  result: Result;
}) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const refused = result && !result.ok ? result : null;
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "email-request",
    schema: emailRequestSchema,
    lastResult: refused?.reply,
  });
  const labels = { email: t("auth.email") };
  return (
    <AccessCard title={title}>
      <PageTitle title={title} />
      {result?.ok ? (
        <FormNotice>{sent}</FormNotice>
      ) : (
        <Form method="post" className="flex flex-col gap-4" {...formProps}>
          <p className="text-sm text-slate-700">{intro}</p>
          <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
            {refused && refused.code !== "validation" ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
          </ErrorSummary>
          <Field meta={fields.email} label={labels.email}>
            <Input type="email" autoComplete="email" required />
          </Field>
          <SubmitButton busy={busy}>{busy ? t("auth.sending") : t("auth.sendLink")}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/zaloguj" className="font-medium text-blue-800 underline underline-offset-2">
          {t("auth.backToSignIn")}
        </Link>
      </p>
    </AccessCard>
  );
}
