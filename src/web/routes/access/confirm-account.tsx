import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { SubmitButton } from "../../components/ui/button.tsx";
import { AccessCard, FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { TEXT_LIMITS, textError } from "../../../shared/text-rules.ts";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { formRefused } from "../../lib/form-text.server.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/confirm-account";

/** A route whose parameter check fails answers 404. Tokens are URL-safe base64, 32–128 chars. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export function loader({ params }: Route.LoaderArgs) {
  if (!TOKEN_PATTERN.test(params.token ?? "")) throw data(null, { status: 404 });
  return null;
}

/**
 * Confirmation happens on a click (POST), not on opening the link: mail scanners that fetch links
 * must not spend the single-use token.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const { services } = context.get(webContext);
  // The token from the address: a length limit and no control characters, before any database call.
  const token = params.token ?? "";
  if (textError(token, TEXT_LIMITS.token)) return formRefused("confirmAccountTokenInvalid", {}, {});
  try {
    await services.accounts.confirmAccount(token);
    return { ok: true as const };
  } catch (error) {
    return formRefusal(error, {});
  }
}

export default function ConfirmAccount() {
  const { t } = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const link = "font-medium text-blue-800 underline underline-offset-2";
  return (
    <AccessCard title={t("pages.confirmAccount")}>
      <PageTitle title={t("pages.confirmAccount")} />
      {result?.ok ? (
        <>
          <FormNotice>{t("confirm.done")}</FormNotice>
          <p className="mt-6">
            <Link to="/zaloguj" className={link}>
              {t("auth.signIn")}
            </Link>
          </p>
        </>
      ) : result ? (
        <>
          <FormAlert>{t(`errors:${result.code}`)}</FormAlert>
          <p className="mt-6">
            <Link to="/potwierdz" className={link}>
              {t("signUp.resend")}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <p className="text-slate-700">{t("confirm.intro")}</p>
          <p className="text-sm text-slate-700">{t("confirm.removalNote")}</p>
          <SubmitButton busy={busy}>{t("confirm.button")}</SubmitButton>
        </Form>
      )}
    </AccessCard>
  );
}
