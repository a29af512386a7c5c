import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { passwordResetSchema } from "../../../shared/contracts/account.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { AccessCard, FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { NewPasswordFields, newPasswordLabels } from "../../components/ui/new-password-fields.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { formInvalid, formRefusedBy, parseForm } from "../../lib/form-reply.server.ts";
import { useAppForm } from "../../lib/use-app-form.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/password-new";

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

/** The mailed link carries the token as `?token=`; a malformed one is treated like a missing one. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  // An employee's invitation uses the same page; only the words differ.
  return { token: TOKEN.test(token) ? token : null, invitation: params.get("invitation") === "1" };
}

const hide = { hide: ["password", "passwordConfirmation"] };

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(webContext);
  const submission = parseForm(await request.formData(), passwordResetSchema);
  if (submission.status !== "success") return formInvalid(submission, {}, hide);
  try {
    const { invitation } = await services.accounts.resetPassword({
      ...submission.value,
      passwordConfirmation: submission.value.passwordConfirmation ?? "",
      baseUrl: services.baseUrl(new URL(request.url).origin),
    });
    return { ok: true as const, invitation };
  } catch (error) {
    return formRefusedBy(submission, error, {}, hide);
  }
}

export default function PasswordNew() {
  const { t } = useT();
  const { token, invitation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const refused = result && !result.ok ? result : null;
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "password-new",
    schema: passwordResetSchema,
    lastResult: refused?.reply,
  });
  const link = "font-medium text-blue-800 underline underline-offset-2";
  return (
    <AccessCard title={invitation ? t("auth.invitationTitle") : t("pages.passwordNew")}>
      <PageTitle title={invitation ? t("auth.invitationTitle") : t("pages.passwordNew")} />
      {invitation && !result?.ok ? <p className="mb-4 text-slate-700">{t("auth.invitationIntro")}</p> : null}
      {result?.ok ? (
        <>
          <FormNotice>{result.invitation ? t("auth.invitationDone") : t("auth.passwordSet")}</FormNotice>
          <p className="mt-6">
            <Link to="/zaloguj" className={link}>
              {t("auth.signIn")}
            </Link>
          </p>
        </>
      ) : invitation && (!token || refused?.code === "passwordGenerationTokenInvalid") ? (
        // An invitation is renewed by the company admin only: no other link activates the account.
        <>
          <FormAlert>{t("auth.invitationInvalid")}</FormAlert>
          <p className="mt-6">
            <Link to="/zaloguj" className={link}>
              {t("auth.signIn")}
            </Link>
          </p>
        </>
      ) : !token || refused?.code === "passwordGenerationTokenInvalid" ? (
        <>
          <FormAlert>{token ? t("errors:passwordGenerationTokenInvalid") : t("auth.missingToken")}</FormAlert>
          <p className="mt-6">
            <Link to="/pomoc/haslo" className={link}>
              {t("auth.requestNewLink")}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-4" {...formProps}>
          <ErrorSummary formId={form.id} errors={form.allErrors} labels={newPasswordLabels(t)} focusKey={focusKey}>
            {refused && refused.code !== "validation" ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
          </ErrorSummary>
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} />
          <SubmitButton busy={busy}>{t("auth.setPassword")}</SubmitButton>
        </Form>
      )}
    </AccessCard>
  );
}
