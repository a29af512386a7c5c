import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { signInRedirect } from "../../../shared/safe-return.ts";
import { passwordChangeSchema } from "../../../shared/contracts/account.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Input } from "../../components/ui/field.tsx";
import { AccessCard, FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { NewPasswordFields, newPasswordLabels } from "../../components/ui/new-password-fields.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { useAppForm } from "../../lib/use-app-form.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/change-password";

/** A public page: signed out, it offers the password-help flow instead. */
export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: Boolean(context.get(webContext).actor) };
}

const hide = { hide: ["oldPassword", "password", "passwordConfirmation"] };

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  // The session ended meanwhile: sign in and come back.
  if (!actor) return redirect(signInRedirect("/konto/haslo"));
  const submission = parseForm(form, passwordChangeSchema);
  if (submission.status !== "success") return formInvalid(submission, {}, hide);
  try {
    await services.accounts.changePassword(actor, {
      ...submission.value,
      passwordConfirmation: submission.value.passwordConfirmation ?? "",
      baseUrl: services.baseUrl(new URL(request.url).origin),
    });
    return { ok: true as const };
  } catch (error) {
    return formRefusedBy(submission, error, {}, hide);
  }
}

export default function ChangePassword() {
  const { t } = useT();
  const { signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const refused = result && !result.ok ? result : null;
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "change-password",
    schema: passwordChangeSchema,
    lastResult: refused?.reply,
  });
  const labels = { oldPassword: t("auth.oldPassword"), ...newPasswordLabels(t) };
  const link = "font-medium text-blue-800 underline underline-offset-2";
  if (!signedIn) {
    return (
      <AccessCard title={t("pages.accountPassword")}>
        <PageTitle title={t("pages.accountPassword")} />
        <p className="text-slate-700">{t("auth.changeSignedOut")}</p>
        <ul className="mt-6 flex flex-col gap-2 text-sm">
          <li>
            <Link to="/zaloguj?returnTo=%2Fkonto%2Fhaslo" className={link}>
              {t("auth.signIn")}
            </Link>
          </li>
          <li>
            <Link to="/pomoc/haslo" className={link}>
              {t("auth.forgotPassword")}
            </Link>
          </li>
        </ul>
      </AccessCard>
    );
  }
  return (
    <AccessCard title={t("pages.accountPassword")}>
      <PageTitle title={t("pages.accountPassword")} />
      {result?.ok ? <FormNotice>{t("auth.passwordChanged")}</FormNotice> : null}
      <Form
        method="post"
        className={`flex flex-col gap-4 ${result?.ok ? "mt-4" : ""}`}
        key={result?.ok ? "done" : "form"}
        {...formProps}
      >
        <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
          {refused && refused.code !== "validation" && refused.code !== "badPassword" ? (
            <FormAlert>{t(`errors:${refused.code}`)}</FormAlert>
          ) : null}
        </ErrorSummary>
        <Field meta={fields.oldPassword} label={labels.oldPassword}>
          <Input type="password" autoComplete="current-password" required />
        </Field>
        <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} />
        <SubmitButton busy={busy}>{t("auth.changePassword")}</SubmitButton>
      </Form>
    </AccessCard>
  );
}
