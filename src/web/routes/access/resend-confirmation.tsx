import { Form, Link, useActionData, useNavigation } from "react-router";
import { AccessCard, FormAlert, FormNotice, SubmitButton, TextField } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/resend-confirmation";

/** Resend the activation link: the same answer for any address (issue 4). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(webContext);
  const email = String((await request.formData()).get("email") ?? "").slice(0, 320);
  try {
    await services.accounts.resendConfirmation({
      email,
      baseUrl: services.baseUrl(new URL(request.url).origin),
      clientKey: clientIp,
    });
    return { ok: true as const, email };
  } catch (error) {
    return formRefusal(error, { email });
  }
}

export default function ResendConfirmation() {
  const { t } = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <AccessCard title={t("pages.resend")}>
      <PageTitle title={t("pages.resend")} />
      {result?.ok ? (
        <FormNotice>{t("confirm.resendSent")}</FormNotice>
      ) : (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-slate-700">{t("confirm.resendIntro")}</p>
          {result && !result.ok ? <FormAlert>{t(`errors:${result.code}`)}</FormAlert> : null}
          <TextField
            label={t("auth.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.email ?? ""}
          />
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
