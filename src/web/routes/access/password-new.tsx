import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { AccessCard, FormAlert, FormNotice, SubmitButton } from "../../components/ui/form.tsx";
import { NewPasswordFields } from "../../components/ui/new-password-fields.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { refuseFormText } from "../../lib/form-text.server.ts";
import { TEXT_LIMITS } from "../../../shared/text-rules.ts";
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

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(webContext);
  const form = await request.formData();
  const refused = refuseFormText(
    form,
    { token: TEXT_LIMITS.token, password: TEXT_LIMITS.password, passwordConfirmation: TEXT_LIMITS.password },
    {},
  );
  if (refused) return refused;
  try {
    const { invitation } = await services.accounts.resetPassword({
      token: String(form.get("token") ?? ""),
      password: String(form.get("password") ?? ""),
      passwordConfirmation: String(form.get("passwordConfirmation") ?? ""),
      baseUrl: services.baseUrl(new URL(request.url).origin),
    });
    return { ok: true as const, invitation };
  } catch (error) {
    return formRefusal(error, {});
  }
}

export default function PasswordNew() {
  const { t } = useT();
  const { token, invitation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const refused = result && !result.ok ? result : null;
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
        <Form method="post" className="flex flex-col gap-4" noValidate>
          {refused && refused.code !== "validation" ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields fields={refused?.fields} />
          <SubmitButton busy={busy}>{t("auth.setPassword")}</SubmitButton>
        </Form>
      )}
    </AccessCard>
  );
}
