import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { signInRedirect } from "../../../shared/safe-return.ts";
import { AccessCard, FormAlert, FormNotice, SubmitButton, TextField } from "../../components/ui/form.tsx";
import { NewPasswordFields } from "../../components/ui/new-password-fields.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { refuseFormText } from "../../lib/form-text.server.ts";
import { TEXT_LIMITS } from "../../../shared/text-rules.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/change-password";

/** Spec §6 lists this page as public: signed out, it offers the password-help flow instead. */
export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: Boolean(context.get(webContext).actor) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = context.get(webContext);
  const form = await request.formData();
  // The session ended meanwhile: sign in and come back.
  if (!actor) return redirect(signInRedirect("/konto/haslo"));
  const refused = refuseFormText(
    form,
    { oldPassword: TEXT_LIMITS.password, password: TEXT_LIMITS.password, passwordConfirmation: TEXT_LIMITS.password },
    {},
  );
  if (refused) return refused;
  try {
    await services.accounts.changePassword(actor, {
      oldPassword: String(form.get("oldPassword") ?? ""),
      password: String(form.get("password") ?? ""),
      passwordConfirmation: String(form.get("passwordConfirmation") ?? ""),
      baseUrl: services.baseUrl(new URL(request.url).origin),
    });
    return { ok: true as const };
  } catch (error) {
    return formRefusal(error, {});
  }
}

export default function ChangePassword() {
  const { t } = useT();
  const { signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const refused = result && !result.ok ? result : null;
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
        noValidate
        key={result?.ok ? "done" : "form"}
      >
        {refused && refused.code !== "validation" && refused.code !== "badPassword" ? (
          <FormAlert>{t(`errors:${refused.code}`)}</FormAlert>
        ) : null}
        <TextField
          label={t("auth.oldPassword")}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          required
          error={refused?.code === "badPassword" ? t("errors:badPassword") : null}
        />
        <NewPasswordFields fields={refused?.fields} />
        <SubmitButton busy={busy}>{t("auth.changePassword")}</SubmitButton>
      </Form>
    </AccessCard>
  );
}
